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
  isEntry?: boolean;
}

/**
 * The chunks of the given modules, read from the build manifest: each with the chunks it
 * imports, minus what the entry loads anyway (and minus `already`, another list's). A module
 * that is no chunk of this build (renamed, moved, or only ever imported statically) fails the
 * build: silently preloading nothing is how a screen's first view gets slow unnoticed.
 */
export function chunksFor(
  manifest: Record<string, ManifestEntry>,
  sources: readonly string[],
  base: string,
  already: readonly string[] = [],
): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) walk(imported, into);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) walk(key, loadedByEntry);
  const files = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) {
      throw new Error(
        `first view: ${source} is not a chunk of this build (src/app/firstView/firstViewScreens.ts)`,
      );
    }
    walk(source, files);
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
