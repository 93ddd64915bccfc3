import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { buildFixture } from './buildFixture';
import { axiosFetchProbe, isAxiosFetchAdapter, pureFetchProbeSource } from './axiosFetchProbe';

const axiosDir = dirname(createRequire(import.meta.url).resolve('axios/package.json'));
const adapterFile = join(axiosDir, 'lib/adapters/fetch.js');

/** An app that sends with axios, as src/lib/http/httpClient.ts does: through its adapters. */
const dir = mkdtempSync(join(tmpdir(), 'axios-fetch-probe-'));
writeFileSync(
  join(dir, 'main.js'),
  `import axios from 'axios';
globalThis.sendsWith = axios.getAdapter(axios.defaults.adapter);
globalThis.fetchAdapter = () => axios.getAdapter('fetch');`,
);

async function bundle(plugins: Plugin[]): Promise<string> {
  const chunks = await buildFixture({
    root: dir,
    input: join(dir, 'main.js'),
    plugins,
    // From this folder, which has no node_modules of its own.
    alias: { axios: join(axiosDir, 'index.js') },
  });
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk');
  return entry.code;
}

const globals = globalThis as {
  sendsWith?: unknown;
  fetchAdapter?: () => unknown;
  XMLHttpRequest?: unknown;
};

/** How many Requests were built while the bundle was evaluated, and then by `then`. */
const RealRequest = globalThis.Request;
function countRequests(code: string, then: () => void = () => undefined): [number, number] {
  let made = 0;
  // A browser's: axios chooses XHR where there is one, as in the app.
  globals.XMLHttpRequest = function XMLHttpRequest() {};
  globalThis.Request = class extends RealRequest {
    constructor(...args: ConstructorParameters<typeof Request>) {
      super(...args);
      made += 1;
    }
  };
  new Function(code)();
  const atLoad = made;
  then();
  return [atLoad, made - atLoad];
}

afterEach(() => {
  globalThis.Request = RealRequest;
  delete globals.sendsWith;
  delete globals.fetchAdapter;
  delete globals.XMLHttpRequest;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('axiosFetchProbe: axios probes fetch when a request asks for it, not as it loads', () => {
  it('marks the load-time probe pure, and nothing else', () => {
    const vendor = readFileSync(adapterFile, 'utf8');
    const pure = pureFetchProbeSource(vendor);
    expect(pure).toContain('const adapter = /* @__PURE__ */ getFetch();');
    expect(pure.split('\n')).toHaveLength(vendor.split('\n').length);
    expect(pure.replace('/* @__PURE__ */ ', '')).toBe(vendor);
    expect(isAxiosFetchAdapter(adapterFile)).toBe(true);
    expect(isAxiosFetchAdapter(adapterFile.replace('fetch.js', 'xhr.js'))).toBe(false);
  });

  it('fails on a module that no longer probes the same way (an upgrade of axios)', () => {
    expect(() => pureFetchProbeSource('export const getFetch = () => null;')).toThrow(
      /no longer reads `const adapter = getFetch\(\);`/,
    );
  });

  it('builds no Request as the bundle loads; the fetch adapter still probes when asked for', async () => {
    const [before] = countRequests(await bundle([]));
    // Without the plugin the probe runs at load: the comparison below means something.
    expect(before).toBeGreaterThan(0);
    const [atLoad, whenAsked] = countRequests(await bundle([axiosFetchProbe()]), () => {
      expect(typeof globals.fetchAdapter?.()).toBe('function');
    });
    expect(atLoad).toBe(0);
    expect(whenAsked).toBeGreaterThan(0);
    // The app's transport is axios's browser choice, XHR, as before.
    expect((globals.sendsWith as { adapterName?: string }).adapterName).toBe('xhr');
  });
});
