import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import { diagnosePages } from './diagnostics';

/**
 * What a failed e2e test leaves for a person to open (docs/testing.md): under
 * `test-results/e2e/<file>/<test>/`, a Playwright trace of every browser context the test used
 * (`npx playwright-core show-trace trace-1.zip`: each action with the page's DOM before and
 * after, its console and network) and a screenshot of each of its pages, written when a context
 * of a failed test closes (in `afterEach`, or `afterAll` for one the test left open), since
 * Vitest's own failure hooks run after those. A test closes a context itself only once it has
 * passed what that context was for; on failure it leaves it open. CI uploads the folder as the
 * `e2e-failures` artefact.
 */
type Test = Readonly<TestContext['task']>;
let current: Test | undefined;

export function setCurrentTest(test: Test | undefined): void {
  current = test;
}

const ROOT = path.resolve('test-results/e2e');
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

/** Decided per context when it closes: did its test fail? */
function failed(test: Test | undefined): test is Test {
  return test?.result?.state === 'fail';
}

let traced = 0;
const closes = new Set<Promise<void>>();

const owners = new WeakMap<BrowserContext, Test>();

/**
 * Names the test a context belongs to, where tests of one file run concurrently and the test
 * that ran `beforeEach` last is not necessarily the one that opened it.
 */
export function ownContext(context: BrowserContext, test: Test): void {
  owners.set(context, test);
}

/** Traces the context from its first page on; keeps the trace only for a failing test. */
export async function recordForFailure(context: BrowserContext): Promise<void> {
  if (process.env.E2E_TRACE !== '0')
    await context.tracing.start({ snapshots: true, screenshots: false });
  const close = context.close.bind(context);
  context.close = (options) => {
    // A page closed by launchChromium's newPage closes its context without waiting: the test
    // ends while the trace is written, so its outcome waits for every close in flight.
    const closing = closeKeeping(options);
    closes.add(closing);
    const forget = () => closes.delete(closing);
    void closing.then(forget, forget);
    return closing;
  };
  const closeKeeping = async (options: Parameters<BrowserContext['close']>[0]) => {
    const test = owners.get(context) ?? current;
    if (failed(test)) {
      const directory = artefactDirectory(test);
      await mkdir(directory, { recursive: true });
      traced += 1;
      const report = await diagnosePages(context.pages(), directory, `${traced}`);
      console.error(`[e2e diagnosis] ${test.name}\n${report}`);
      await context.tracing
        .stop({ path: path.join(directory, `trace-${traced}.zip`) })
        .catch(() => undefined);
    }
    return close(options);
  };
}

/** The test's outcome waits for its contexts' artefacts to be written. */
export async function settleArtefacts(): Promise<void> {
  await Promise.allSettled([...closes]);
}
