import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import { diagnosePages } from './diagnostics';

/**
 * What a failed e2e test leaves for a person to open (docs/testing.md): under
 * `test-results/e2e/<file>/<test>/`, a Playwright trace of every browser context the test used
 * (`npx playwright-core show-trace trace-1.zip`: each action with the page's DOM before and
 * after, its console and network) and a screenshot of each of its pages, written when the
 * context closes. Contexts close in the test's own `finally` or `afterEach`, before Vitest's
 * failure hooks run, so the decision is made at close: a context closed while its test is still
 * running or after it failed keeps its trace; one closed after a pass drops it. CI uploads the
 * folder as the `e2e-failures` artefact.
 */
type Test = Readonly<TestContext['task']>;
let current: Test | undefined;

export function setCurrentTest(test: Test | undefined): void {
  current = test;
}

const ROOT = path.resolve('test-results/e2e');
const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);

export const artefactDirectory = (test: Test) =>
  path.join(ROOT, slug(path.basename(test.file.name)), slug(test.name));

/** Decided per context: does its test still need what it saw? */
function mayHaveFailed(test: Test | undefined): test is Test {
  return test !== undefined && test.result?.state !== 'pass';
}

let traced = 0;

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
  context.close = async (options) => {
    const test = owners.get(context) ?? current;
    if (mayHaveFailed(test)) {
      const directory = artefactDirectory(test);
      await mkdir(directory, { recursive: true });
      traced += 1;
      const report = await diagnosePages(context.pages(), directory, `${traced}`);
      // While the test runs, it may still pass: its report waits for its outcome.
      if (test.result?.state === 'fail') console.error(`[e2e diagnosis] ${test.name}\n${report}`);
      else pending.set(test.id, [...(pending.get(test.id) ?? []), report]);
      await context.tracing
        .stop({ path: path.join(directory, `trace-${traced}.zip`) })
        .catch(() => undefined);
    }
    return close(options);
  };
}

const pending = new Map<string, string[]>();

/**
 * When the test has its outcome: a pass needs nothing it kept while running; a failure prints
 * what its contexts saw as they closed.
 */
export async function settleArtefacts(test: Test): Promise<void> {
  const reports = pending.get(test.id) ?? [];
  pending.delete(test.id);
  if (test.result?.state === 'pass') {
    await rm(artefactDirectory(test), { recursive: true, force: true });
  } else if (reports.length > 0) {
    console.error(`[e2e diagnosis] ${test.name}\n${reports.join('\n')}`);
  }
}
