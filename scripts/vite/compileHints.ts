import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk's code with the hint on its first line, and its source map's mappings one line down.
 * A chunk that has it already is left as it is.
 */
export function withCompileHint(code: string, mappings?: string): [string, string | undefined] {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return [code, mappings];
  return [`${COMPILE_HINT}\n${code}`, mappings === undefined ? undefined : `;${mappings}`];
}

/**
 * Each chunk of the build starts with V8's compile hint. Without it V8 compiles a function the
 * first time it is called, on the main thread: on 学习记录, bookmarked on a slow phone, that was
 * most of each start-up long task (the takeover's commit, MUI X Charts' store). With it, V8
 * compiles the whole file as it streams in, on a background thread, and the main thread only
 * runs the code (docs/budgets.md "Compiled as they stream in"). A browser without the hint reads
 * a comment.
 *
 * Last of the bundle's hooks: V8 reads the hint on a file's first line only, and the minifier
 * drops comments while Vite's preload helper (`__vite__mapDeps`) is put at the top of a chunk
 * after it.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const [code, mappings] = withCompileHint(chunk.code, chunk.map?.mappings);
          chunk.code = code;
          if (!chunk.map || mappings === undefined) continue;
          chunk.map.mappings = mappings;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as Rolldown.SourceMap;
            mapFile.source = JSON.stringify({ ...map, mappings });
          }
        }
      },
    },
  };
}
