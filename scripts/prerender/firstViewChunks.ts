import type { FirstViewMarkup } from '../../src/app/firstView/firstViewMarkup';

/**
 * Where each screen's code is, for the gate to preload (docs/budgets.md): `first`, what paints
 * the screen's largest part (on `/`, the first card: 我的授课 or 我的课程); `later`, the rest of its first view (the header's
 * controls, the other cards), queued after `first` so it never holds it back; `next`, what the
 * page loads once the app has started (signed out, the catalogue's results), asked for when the
 * entry has run; `tabs`, on `/scenter`, each tab's own code, the one in the address going
 * between the two.
 */
export interface ScreenChunks {
  first: string[];
  later: string[];
  next?: string[];
  tabs?: Record<string, string[]>;
}

export interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * What every page loads as it starts: the entry with its imports, and the modules the entry
 * imports in turn (src/main.tsx: React, MUI's styles, the theme, the router, the app, each
 * evaluated in a task of its own, docs/budgets.md "The entry in stages").
 */
function startFiles(manifest: Record<string, ManifestEntry>): Set<string> {
  const files = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (!entry.isEntry) continue;
    for (const key of entry.imports ?? []) walk(manifest, key, files);
    for (const key of entry.dynamicImports ?? []) walk(manifest, key, files);
    files.add(entry.file);
  }
  return files;
}

function walk(manifest: Record<string, ManifestEntry>, key: string, into: Set<string>): void {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) walk(manifest, imported, into);
}

/**
 * The chunks of the entry's stages that the HTML must ask for itself: Vite's HTML lists only the
 * entry's static imports, and found after the entry has run they would be a third link in the
 * chain before the app can start (design §11: two deep, the HTML, then everything else).
 */
export function startStageChunks(manifest: Record<string, ManifestEntry>, base: string): string[] {
  const listedByVite = new Set<string>();
  for (const [key, entry] of Object.entries(manifest))
    if (entry.isEntry) walk(manifest, key, listedByVite);
  return [...startFiles(manifest)]
    .filter((file) => !listedByVite.has(file))
    .map((file) => `${base}${file}`);
}

/**
 * The chunks of the given modules, read from the build manifest: each with the chunks it
 * imports, minus what every page loads as it starts (and minus `already`, another list's). A module
 * that is no chunk of this build (renamed, moved, or only ever imported statically) fails the
 * build: silently preloading nothing is how a screen's first view gets slow unnoticed.
 */
export function chunksFor(
  manifest: Record<string, ManifestEntry>,
  sources: readonly string[],
  base: string,
  already: readonly string[] = [],
): string[] {
  const loadedByEntry = startFiles(manifest);
  const files = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) {
      throw new Error(
        `first view: ${source} is not a chunk of this build (src/app/firstView/firstViewScreens.ts)`,
      );
    }
    walk(manifest, source, files);
  }
  return [...files]
    .filter((file) => !loadedByEntry.has(file))
    .map((file) => `${base}${file}`)
    .filter((href) => !already.includes(href));
}

/** Each screen's chunks by its view, from the registry's code lists and the build's manifest. */
export function screenChunks(
  manifest: Record<string, ManifestEntry>,
  code: FirstViewMarkup['code'],
  base: string,
): Record<string, ScreenChunks> {
  return Object.fromEntries(
    Object.entries(code).map(([view, { first, later, next, tabs }]) => {
      const firstFiles = chunksFor(manifest, first, base);
      const screen: ScreenChunks = {
        first: firstFiles,
        later: chunksFor(manifest, later, base, firstFiles),
      };
      if (next) {
        screen.next = chunksFor(manifest, next, base, [...firstFiles, ...screen.later]);
      }
      if (tabs) {
        screen.tabs = Object.fromEntries(
          Object.entries(tabs).map(([tab, sources]) => [
            tab,
            chunksFor(manifest, sources, base, firstFiles),
          ]),
        );
      }
      return [view, screen];
    }),
  );
}
