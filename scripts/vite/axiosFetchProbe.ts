import type { Plugin } from 'vite';

/**
 * axios's fetch adapter probes the browser as its module loads: `const adapter = getFetch()`
 * builds a Request with a ReadableStream body, a Response and a TextEncoder to learn what
 * fetch supports, for a default export that nothing imports (axios reaches the adapter through
 * `getFetch`, when a request asks for it). The app sends with XHR, axios's first choice in a
 * browser, so the probe only lengthened the task that evaluates the HTTP client, one of start-up's
 * long tasks on a slow phone (docs/budgets.md "axios's fetch probe").
 *
 * Marked pure, the call goes with its unused export; were the export ever imported, the call
 * would stay, and so would the probe.
 */
const FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const EAGER_PROBE = /^const adapter = getFetch\(\);$/m;

export function isAxiosFetchAdapter(id: string): boolean {
  return FETCH_ADAPTER.test(id.split('?')[0] ?? id);
}

/**
 * The adapter's module with its load-time probe marked pure. Throws when the module no longer
 * has that line (an upgrade of axios): where the probe went must then be looked at again.
 */
export function pureFetchProbeSource(code: string): string {
  if (!EAGER_PROBE.test(code)) {
    throw new Error(
      'axios/lib/adapters/fetch.js no longer reads `const adapter = getFetch();`: check what ' +
        'it probes as it loads after the upgrade, and update scripts/vite/axiosFetchProbe.ts.',
    );
  }
  return code.replace(EAGER_PROBE, 'const adapter = /* @__PURE__ */ getFetch();');
}

/** docs/budgets.md "axios's fetch probe". The build fails if axios is bundled without that module. */
export function axiosFetchProbe(): Plugin {
  let sawAxios = false;
  let sawAdapter = false;
  return {
    name: 'axios-fetch-probe',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      sawAxios = false;
      sawAdapter = false;
    },
    transform(code, id) {
      if (/[\\/]axios[\\/]lib[\\/]axios\.js$/.test(id)) sawAxios = true;
      if (!isAxiosFetchAdapter(id)) return null;
      sawAdapter = true;
      // The line keeps its place and length in lines, so the module's map still holds.
      return { code: pureFetchProbeSource(code), map: null };
    },
    buildEnd(error) {
      if (error || !sawAxios || sawAdapter || this.meta.watchMode) return;
      this.error(
        'axios-fetch-probe: axios is in this build, its lib/adapters/fetch.js is not. Check where ' +
          'axios probes fetch now.',
      );
    },
  };
}
