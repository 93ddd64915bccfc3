import type { Plugin } from 'vite';
import { chunkGroups } from './chunkGroups';

/**
 * The libraries under MUI X Charts that nothing else in the app uses and that import nothing of
 * the app's or of MUI's: d3's scales, shapes, colours and formats, the gesture recogniser and
 * reselect. Being leaves, they make a chunk that imports none of the chart's or the screens' (at
 * most a helper of the bundler's from a chunk every page has loaded at start) and that only the
 * chart's chunk imports: no two chunks import each other.
 */
export const CHART_ENGINE =
  /[\\/]node_modules[\\/](?:@mui[\\/]x-internal-gestures|d3-[^\\/]+|internmap|reselect)[\\/]/;

/**
 * docs/budgets.md "The chart in two files": MUI X Charts' bars came as one 301 kB chunk. With V8's
 * compile hint (compileHints.ts) the main thread still finalises each file's compilation in one
 * task, in proportion to its size (42–54 ms for that chunk at 4× CPU), and on the second visit
 * Chromium writes each file's code cache in one task too (58–100 ms for that chunk). Its leaf
 * libraries (a third of it) are a chunk of their own, so each file's share is a task of its own,
 * under 50 ms.
 */
export function chartChunks(): Plugin {
  return {
    name: 'chart-chunks',
    apply: 'build',
    config() {
      return chunkGroups([{ name: 'chart-engine', test: CHART_ENGINE }]);
    },
  };
}
