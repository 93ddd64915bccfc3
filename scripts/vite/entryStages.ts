import type { Plugin } from 'vite';
import { chunkGroups } from './chunkGroups';

/**
 * docs/budgets.md "The entry in stages": src/main.tsx imports the app's layers one at a time
 * (React DOM, MUI, the theme, the shell, the router, the app), so that each is evaluated in a
 * task of its own. This makes each stage one chunk: the modules that stage is the first to
 * import. Left to Rolldown, the modules a stage shares with the screens loaded later became
 * chunks of their own, 31 files at start where one chunk per stage will do, and a slow phone's
 * link carried them beside the HTML, whose end (the prerendered page) then came later.
 *
 * A module belongs to the first stage that reaches it through static imports, so a stage's
 * chunk imports only earlier stages' chunks. Modules no stage reaches keep Rolldown's own
 * chunking. The entry's own imports stay in the entry.
 */
export function entryStages(entry: string): Plugin {
  const stageOf = new Map<string, string>();
  return {
    name: 'entry-stages',
    apply: 'build',
    config() {
      return chunkGroups([
        {
          name: (id: string) => stageOf.get(id) ?? null,
          // Each module is named for its stage above, its imports included; the stages' own
          // order is what keeps a chunk from importing a later one.
          includeDependenciesRecursively: false,
        },
      ]);
    },
    buildEnd() {
      stageOf.clear();
      const root = this.getModuleInfo(entry);
      if (!root) return; // Another build (Storybook's): no stages.
      const seen = new Set<string>();
      const visit = (id: string, stage: string | null) => {
        const pending = [id];
        while (pending.length > 0) {
          const next = pending.pop() ?? '';
          if (seen.has(next)) continue;
          seen.add(next);
          if (stage !== null) stageOf.set(next, stage);
          pending.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
      };
      visit(entry, null);
      root.dynamicallyImportedIds.forEach((id, index) => {
        visit(id, `start-${index + 1}-${stageName(id)}`);
      });
    },
  };
}

/** The stage's chunk is named after its first module: `start-2-mountApp`. */
function stageName(id: string): string {
  const file = id.split(/[\\/]/).filter(Boolean);
  const last = file.at(-1) ?? 'stage';
  // Every extension goes: `emotion-styled.browser.esm.js` names its stage `emotion-styled`.
  const base = last.replace(/\..*$/, '');
  return base === 'index' ? (file.at(-2) ?? base) : base;
}
