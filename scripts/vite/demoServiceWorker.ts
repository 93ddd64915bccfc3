import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEMO_WORKER_CACHE } from '../../src/app/start/forgetDemoWorker';

export const WORKER_FILE = 'mockServiceWorker.js';

// MSW's worker unregisters itself when the tab that closes was, by its count, the last.
const SELF_UNREGISTER = `      const remainingClients = allClients.filter((client) => {
        return client.id !== clientId
      })

      // Unregister itself when there are no more clients
      if (remainingClients.length === 0) {
        self.registration.unregister()
      }
`;

// A newer worker takes over the pages of the one before at once; the app waits for that when it
// brings a newer deployment's worker in (src/app/start/newestDemoWorker.ts).
const TAKES_OVER = ['self.skipWaiting()', 'event.waitUntil(self.clients.claim())'];

// Where MSW's worker notes and reads which pages turned mocking on, and the code that keeps that
// note over a restart of the worker (REMEMBERED_CLIENTS).
const NOTES_ACTIVE_CLIENT = {
  add: '      activeClientIds.add(clientId)\n',
  delete: '      activeClientIds.delete(clientId)\n',
  bypass: '  if (activeClientIds.size === 0) {\n    return\n  }\n',
} as const;

/**
 * The browser stops an idle worker (a phone does, under a tab left in the background, whose timers
 * no longer send MSW's keep-alive) and starts it again from its script for the next request. MSW's
 * worker keeps the pages that turned mocking on in memory only: started again, it knew none, and
 * passed every API request to the static server, whose HTML page made every card read
 * 加载失败：服务器返回的数据有误 until a reload. The demo's worker writes that set into the Cache API
 * and reads it back when it starts, keeping the pages still open; a request that comes while it
 * reads waits for it.
 *
 * The set is this worker's own, under a key named by a hash of its script: another deployment's
 * worker, installed while pages mock on this one, must not take them for its own, or it would
 * send their requests to a page whose MSW listens only to the worker it started on, and they
 * would hang. Once a worker is in charge, the sets of those before it go.
 */
const VERSION = '__DEMO_WORKER_VERSION__';

const REMEMBERED_CLIENTS = `
// Demo mode: the pages that turned mocking on, kept over a restart of this worker (see
// scripts/vite/demoServiceWorker.ts in the app's repository).
const ACTIVE_CLIENTS_CACHE = '${DEMO_WORKER_CACHE}'
const ACTIVE_CLIENTS_KEY = '/${DEMO_WORKER_CACHE}/active-clients/${VERSION}'
// Pages that turned mocking on or off since this start: what was kept before says nothing of them.
const changedSinceStart = new Set()
let activeClientsRecalled = false
const recallingActiveClients = recallActiveClients()
let rememberingActiveClients = recallingActiveClients

async function recallActiveClients() {
  try {
    // Never made again here once the app has dropped it (forgetDemoWorker, out of demo mode).
    if (!(await caches.has(ACTIVE_CLIENTS_CACHE))) return
    const stored = await (await caches.open(ACTIVE_CLIENTS_CACHE)).match(ACTIVE_CLIENTS_KEY)
    const ids = stored ? await stored.json() : []
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const openIds = new Set(open.map((client) => client.id))
    for (const id of ids) {
      if (openIds.has(id) && !changedSinceStart.has(id)) activeClientIds.add(id)
    }
  } catch {
    // Nothing recalled: a page then has to start its mocking again, as with MSW's own worker.
  } finally {
    activeClientsRecalled = true
  }
}

addEventListener('activate', function (event) {
  event.waitUntil(forgetEarlierWorkersClients())
})

async function forgetEarlierWorkersClients() {
  try {
    if (!(await caches.has(ACTIVE_CLIENTS_CACHE))) return
    const cache = await caches.open(ACTIVE_CLIENTS_CACHE)
    for (const key of await cache.keys()) {
      if (new URL(key.url).pathname !== ACTIVE_CLIENTS_KEY) await cache.delete(key)
    }
  } catch {
    // Left behind: a short list of page ids no worker reads.
  }
}

function rememberActiveClients(clientId) {
  changedSinceStart.add(clientId)
  rememberingActiveClients = rememberingActiveClients
    .then(async () => {
      // No page mocking any more (the last one closed, as when a reload leaves demo mode): the
      // cache is not made again after the app has dropped it; a recall keeps open pages only.
      if (activeClientIds.size === 0 && !(await caches.has(ACTIVE_CLIENTS_CACHE))) return
      const cache = await caches.open(ACTIVE_CLIENTS_CACHE)
      await cache.put(ACTIVE_CLIENTS_KEY, Response.json([...activeClientIds]))
    })
    .catch(() => undefined)
}
`;

const RECALL_BEFORE_BYPASS = `  if (!activeClientsRecalled) {
    // Started again for this request: whose requests to mock is known once recalled.
    const requestId = crypto.randomUUID()
    event.respondWith(
      recallingActiveClients.then(() =>
        handleRequest(event, requestId, requestInterceptedAt),
      ),
    )
    return
  }

${NOTES_ACTIVE_CLIENT.bypass}`;

/**
 * Demo mode's mock API worker: MSW's own, less its self-unregistering, and remembering over a
 * restart which pages turned mocking on (REMEMBERED_CLIENTS).
 *
 * MSW's worker unregisters itself when a tab reports closing and it counts no other tab. A
 * reload and a link followed in the only tab both report closing, and the page that follows is
 * not counted yet: the registration goes while that page is on its way. A page or tab opened in
 * that window is not controlled by any worker, so its API requests reach the static server and
 * come back as the HTML page. On the production build in demo mode, by hand: a new tab opened
 * after a reload showed 加载失败：服务器返回的数据有误 on 5–6 cards in 2 of 8 runs, with
 * "Failed to update a ServiceWorker … Not found" in the console. MSW does it so that a worker
 * left over from one project does not linger over another on the same port; here the app itself
 * forgets the worker when it starts without demo mode (`forgetDemoWorker`).
 */
export function demoWorkerSource(mswWorker: string): string {
  if (!mswWorker.includes(SELF_UNREGISTER)) {
    // A newer MSW changed its worker: better a failed build than a demo that loses its API.
    throw new Error(
      `${WORKER_FILE}: MSW's worker no longer unregisters itself as expected; see scripts/vite/demoServiceWorker.ts`,
    );
  }
  const missing = TAKES_OVER.filter((call) => !mswWorker.includes(call));
  if (missing.length > 0) {
    // Without them a newer worker would wait, and every demo start with it.
    throw new Error(
      `${WORKER_FILE}: MSW's worker no longer takes pages over at once (${missing.join(', ')}); see scripts/vite/demoServiceWorker.ts`,
    );
  }
  const unnoted = Object.entries(NOTES_ACTIVE_CLIENT).filter(
    ([, code]) => mswWorker.split(code).length !== 2,
  );
  if (unnoted.length > 0) {
    // The note would be lost on a restart again, and the demo's API with it.
    throw new Error(
      `${WORKER_FILE}: MSW's worker no longer notes the pages that mock as expected (${unnoted.map(([step]) => step).join(', ')}); see scripts/vite/demoServiceWorker.ts`,
    );
  }
  const source =
    mswWorker
      .replace(
        SELF_UNREGISTER,
        '      // Stays registered: see scripts/vite/demoServiceWorker.ts.\n',
      )
      .replace(
        NOTES_ACTIVE_CLIENT.add,
        `${NOTES_ACTIVE_CLIENT.add}      rememberActiveClients(clientId)\n`,
      )
      .replace(
        NOTES_ACTIVE_CLIENT.delete,
        `${NOTES_ACTIVE_CLIENT.delete}      rememberActiveClients(clientId)\n`,
      )
      .replace(NOTES_ACTIVE_CLIENT.bypass, RECALL_BEFORE_BYPASS) + REMEMBERED_CLIENTS;
  const version = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return source.replace(VERSION, version);
}

/**
 * Serves (dev server) and writes (build) `demoWorkerSource` of the copy of MSW's worker that
 * `msw init` keeps in `public/`, which stays MSW's own so that `msw init` can bring it up to
 * date. Storybook's dev server and build take it too; the stories' tests keep MSW's.
 */
export function demoServiceWorker(publicDir: string): Plugin {
  const derived = () => demoWorkerSource(readFileSync(join(publicDir, WORKER_FILE), 'utf8'));
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      // The stories' tests keep MSW's worker as msw-storybook-addon expects it.
      if (process.env.VITEST) return;
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${WORKER_FILE}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(derived());
      });
    },
    buildStart() {
      // Fails the build before any work when MSW's worker changed shape.
      derived();
    },
    writeBundle(options) {
      // After Vite copied public/ (its prepare-out-dir step runs first, in renderStart).
      if (!options.dir) return;
      const written = join(options.dir, WORKER_FILE);
      if (existsSync(written)) writeFileSync(written, derived());
    },
  };
}
