import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import { diagnosePages } from './diagnostics';

/**
 * What a failed e2e test leaves for a person to open (docs/testing.md): under
 * `test-results/e2e/<file>/<test>/`, a Playwright trace of every browser context the test used
 * (`npx playwright-core show-trace trace-1.zip`: each action with the page's DOM before and
 * after, its console and network), and for a context still open when the test failed, a
 * screenshot of each of its pages. CI uploads the folder as the `e2e-failures` artefact.
 *
 * Contexts close in a test's own `finally` (before anyone knows whether it failed) or in
 * `afterEach` (after), and Vitest's failure hooks run after both. So each context decides as it
 * closes: closed while its test runs, its trace is held aside until the outcome (kept for a
 * failure, deleted for a pass); closed after a failure, it leaves its trace and screenshots
 * at once; after a pass, nothing.
 */
type Test = Readonly<TestContext['task']>;
let current: Test | undefined;

export function setCurrentTest(test: Test | undefined): void {
  current = test;
}

const ROOT = path.resolve('test-results/e2e');
const HELD = path.join(ROOT, '.held');
const TRACING = process.env.E2E_TRACE !== '0';
const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);

/** The test's names from its describe blocks down: two tests may share a name in one file. */
function titlePath(test: Test): string[] {
  const names = [test.name];
  for (let suite = test.suite; suite && suite.type === 'suite' && suite.name; suite = suite.suite) {
    if (suite === test.file) break;
    names.unshift(suite.name);
  }
  return names;
}

export const artefactDirectory = (test: Test) =>
  path.join(ROOT, slug(path.basename(test.file.name)), slug(titlePath(test).join(' ')));

let traced = 0;
/** Closes in flight: a test's outcome waits for what they write. */
const closes = new Set<Promise<void>>();
/** Traces of contexts closed while their test ran, by test id, until its outcome. */
const held = new Map<string, string[]>();
const owners = new WeakMap<BrowserContext, Test>();

/**
 * Names the test a context belongs to, where tests of one file run concurrently and the test
 * that ran `beforeEach` last is not necessarily the one that opened it.
 */
export function ownContext(context: BrowserContext, test: Test): void {
  owners.set(context, test);
}

async function keepWhatItSaw(context: BrowserContext, test: Test | undefined): Promise<void> {
  const state = test?.result?.state;
  if (!test || state === 'pass' || state === 'skip') return;
  traced += 1;
  if (state === 'fail') {
    const directory = artefactDirectory(test);
    await mkdir(directory, { recursive: true });
    const report = await diagnosePages(context.pages(), directory, `${traced}`);
    console.error(`[e2e diagnosis] ${test.name}\n${report}`);
    if (TRACING) {
      await context.tracing
        .stop({ path: path.join(directory, `trace-${traced}.zip`) })
        .catch(() => undefined);
    }
  } else if (TRACING) {
    await mkdir(HELD, { recursive: true });
    const trace = path.join(HELD, `trace-${traced}.zip`);
    await context.tracing.stop({ path: trace }).catch(() => undefined);
    held.set(test.id, [...(held.get(test.id) ?? []), trace]);
  }
}

/** Traces the context from its first page on; keeps the trace only for a failing test. */
export async function recordForFailure(context: BrowserContext): Promise<void> {
  if (TRACING) await context.tracing.start({ snapshots: true, screenshots: false });
  const close = context.close.bind(context);
  context.close = (options) => {
    const closing = keepWhatItSaw(context, owners.get(context) ?? current).then(() =>
      close(options),
    );
    // A page closed by launchChromium's newPage closes its context without waiting.
    closes.add(closing);
    const forget = () => closes.delete(closing);
    void closing.then(forget, forget);
    return closing;
  };
}

/**
 * When the test has its outcome: the traces held while it ran move beside its other artefacts
 * if it failed, and are deleted if it passed. Housekeeping never fails a test.
 */
export async function settleArtefacts(test: Test): Promise<void> {
  await Promise.allSettled([...closes]);
  const traces = held.get(test.id) ?? [];
  held.delete(test.id);
  if (test.result?.state === 'fail' && traces.length > 0) {
    const directory = artefactDirectory(test);
    await mkdir(directory, { recursive: true });
    for (const trace of traces) {
      await rename(trace, path.join(directory, path.basename(trace))).catch(() => undefined);
    }
    console.error(`[e2e diagnosis] ${test.name}: ${traces.length} trace(s) in ${directory}`);
  } else {
    await Promise.all(traces.map((trace) => rm(trace, { force: true }).catch(() => undefined)));
  }
}
