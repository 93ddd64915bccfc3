// Chromium driven over the DevTools protocol through a pipe, the way `npm run budgets` measures
// a page: without the protocol's Runtime domain, which Playwright enables on every page it opens.
//
// Why (docs/budgets.md "Measured without the inspector's Runtime domain"): with Runtime enabled,
// V8 captures a detailed stack trace for every Error object created, and for that it reparses
// every function on the stack to find its source positions. React DOM creates Errors at its
// module's top level, inside a 625 kB CommonJS wrapper: in a trace, 94–143 ms of its 112–159 ms
// evaluation (4× CPU) were that reparse, a cost no phone pays. Everything else a page needs for
// measuring (Page, Network, Emulation, Runtime.evaluate) works without it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromiumFlags.mjs';

// The switches of Playwright's launch that bear on timing, so that a page measured here runs as
// it did under Playwright: no background throttling of timers or renderers, no field trials.
const MEASURING_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-back-forward-cache',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--force-color-profile=srgb',
  '--remote-debugging-pipe',
];

/**
 * Starts Chromium. `inspector: true` enables the Runtime domain on each page as Playwright does,
 * to compare the two (`npm run budgets -- --inspector`). `sent` lists every protocol method sent,
 * in order, for tests.
 */
export async function launchPlainChromium({ inspector = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'plain-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, ...MEASURING_ARGS, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((done) => browser.once('exit', done));
  const toBrowser = browser.stdio[3];
  const fromBrowser = browser.stdio[4];
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(message: any) => void>} */
  const listeners = new Set();
  const sent = [];
  let nextId = 0;
  let buffered = '';
  let closed = false;
  // Messages are JSON, each ended by a NUL byte.
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) for (const listener of listeners) listener(message);
    }
  });
  exited.then(() => {
    for (const { reject, method } of pending.values())
      reject(new Error(`${method}: Chromium exited`));
    pending.clear();
  });
  browser.once('error', (error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  });

  /** @returns {Promise<any>} */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new Error(`${method}: Chromium was closed`));
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      sent.push(method);
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  // The first answer says the pipe is up (or the launch failed: no Chromium, wrong flags).
  await Promise.race([
    send('Browser.getVersion'),
    exited.then((code) => {
      throw new Error(`Chromium (${CHROMIUM_PATH}) exited at launch with code ${code}`);
    }),
  ]);

  return {
    sent,
    /** A page in a browser context of its own (its own cache and storage), at 390 × 844 unless told. */
    async newPage({ width = 390, height = 844 } = {}) {
      const { browserContextId } = await send('Target.createBrowserContext', {
        disposeOnDetach: true,
      });
      const { targetId } = await send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const command = (method, params) => send(method, params, sessionId);
      /** Calls `handle` with each `method` event of this page; returns the function that stops it. */
      const on = (method, handle) => {
        const listener = (message) => {
          if (message.sessionId === sessionId && message.method === method) handle(message.params);
        };
        listeners.add(listener);
        return () => listeners.delete(listener);
      };
      await command('Page.enable');
      // Load events carry the navigation they end, so a late one of about:blank ends no goto.
      await command('Page.setLifecycleEventsEnabled', { enabled: true });
      if (inspector) await command('Runtime.enable');
      await command('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: 1,
        mobile: false,
      });
      const evaluate = async (fn, arg) => {
        const answer = await command('Runtime.evaluate', {
          expression: `(${fn})(${JSON.stringify(arg)})`,
          returnByValue: true,
          awaitPromise: true,
        });
        if (answer.exceptionDetails)
          throw new Error(
            answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text,
          );
        return answer.result.value;
      };
      return {
        send: command,
        on,
        evaluate,
        /** Runs `fn(arg)` in every document of this page before the document's own scripts. */
        addInitScript: (fn, arg) =>
          command('Page.addScriptToEvaluateOnNewDocument', {
            source: `(${fn})(${JSON.stringify(arg)})`,
          }),
        /**
         * Navigates and waits for the load event, at most `timeout` ms; with `quietNetwork`, then
         * also for half a second without a request in flight (Playwright's "networkidle").
         */
        async goto(url, { timeout = 60_000, quietNetwork = false } = {}) {
          const inFlight = new Set();
          const watching = [];
          if (quietNetwork) {
            await command('Network.enable');
            watching.push(
              on('Network.requestWillBeSent', (event) => inFlight.add(event.requestId)),
              on('Network.loadingFinished', (event) => inFlight.delete(event.requestId)),
              on('Network.loadingFailed', (event) => inFlight.delete(event.requestId)),
            );
          }
          // Load events seen before Page.navigate answers with its loaderId are kept, to match.
          const loads = new Set();
          let loaderOfGoto = null;
          let stop = () => {};
          const loaded = new Promise((resolve, reject) => {
            const off = on('Page.lifecycleEvent', (event) => {
              if (event.name !== 'load') return;
              loads.add(event.loaderId);
              if (event.loaderId === loaderOfGoto) resolve();
            });
            const timer = setTimeout(
              () => reject(new Error(`${url}: no load in ${timeout} ms`)),
              timeout,
            );
            stop = () => {
              off();
              clearTimeout(timer);
            };
          });
          try {
            const { errorText, loaderId } = await command('Page.navigate', { url });
            if (errorText) throw new Error(`${url}: ${errorText}`);
            loaderOfGoto = loaderId;
            if (!loads.has(loaderId)) await loaded;
            const end = Date.now() + timeout;
            for (let quietSince = Date.now(); quietNetwork && Date.now() - quietSince < 500;) {
              if (Date.now() > end)
                throw new Error(`${url}: the network was not quiet in ${timeout} ms`);
              await new Promise((done) => setTimeout(done, 50));
              if (inFlight.size > 0) quietSince = Date.now();
            }
          } finally {
            stop();
            for (const off of watching) off();
          }
        },
        /**
         * Polls `fn` in the page every `interval` ms until it returns something truthy; the poll is
         * one short evaluation, so it adds next to nothing to the main thread being measured.
         */
        async waitFor(fn, { timeout = 60_000, interval = 100 } = {}) {
          const end = Date.now() + timeout;
          for (;;) {
            const value = await evaluate(fn);
            if (value) return value;
            if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${fn}`);
            await new Promise((done) => setTimeout(done, interval));
          }
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    async close() {
      if (closed) return;
      // Asked to close, Chromium ends its renderers and lets go of the profile; killed, they can
      // go on writing to it for a moment.
      const asked = send('Browser.close').catch(() => {});
      closed = true;
      const killer = setTimeout(() => browser.kill('SIGKILL'), 5_000);
      await Promise.all([asked, exited]);
      clearTimeout(killer);
      toBrowser.destroy();
      fromBrowser.destroy();
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.warn(`plainChromium: could not remove ${profile}: ${error}`);
      }
    },
  };
}
