import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * What a failed e2e test leaves behind: for each page still open, its address, the first view's
 * state, the text on screen, what the page logged and which requests failed, printed into the
 * test's output, with a screenshot and a trace under test-results/e2e/ (./failureArtefacts.ts).
 * A test that times out says nothing but the step it waited on; this says where the page was.
 */
const open = new Set<BrowserContext>();
const logs = new WeakMap<Page, string[]>();
/** Requests sent and not yet answered, by page: what a page stuck on its network waits for. */
const pending = new WeakMap<Page, Map<Request, number>>();
const KEPT_LINES = 40;

function remember(page: Page, line: string): void {
  const lines = logs.get(page) ?? [];
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (lines.length > KEPT_LINES) lines.shift();
  logs.set(page, lines);
}

/** Keeps a short log of every page of this context, from its first document on. */
export function watchForDiagnosis(context: BrowserContext): void {
  open.add(context);
  context.on('close', () => open.delete(context));
  context.on('page', (page) => {
    page.on('console', (message) => remember(page, `console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => remember(page, `pageerror: ${error.message}`));
    const inFlight = new Map<Request, number>();
    pending.set(page, inFlight);
    page.on('request', (request) => inFlight.set(request, Date.now()));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      remember(page, `requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) remember(page, `navigated: ${frame.url()}`);
    });
  });
}

/**
 * The requests of `page` sent and not yet answered, with when each was sent; null for a page of
 * a context the suite's Chromium did not open (./chromium.ts watches every context it opens).
 */
export function requestsInFlight(page: Page): ReadonlyMap<Request, number> | null {
  return pending.get(page) ?? null;
}

async function describePage(page: Page, screenshotPath: string): Promise<string> {
  const seen = await page
    .evaluate(() => ({
      firstView: document.documentElement.getAttribute('data-first-view'),
      text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 600),
    }))
    .catch((error: unknown) => ({ firstView: null, text: `(unreadable: ${String(error)})` }));
  const shot = await page
    .screenshot({ path: screenshotPath, timeout: 5000 })
    .then(() => screenshotPath)
    .catch(() => '(none)');
  return [
    `  page ${page.url()}`,
    `    data-first-view: ${seen.firstView ?? '(none)'}`,
    `    on screen: ${seen.text}`,
    `    screenshot: ${shot}`,
    ...[...(pending.get(page) ?? new Map<Request, number>())].map(
      ([request, since]) =>
        `    in flight for ${Date.now() - since} ms: ${request.method()} ${request.url()}`,
    ),
    ...(logs.get(page) ?? []).map((line) => `    ${line}`),
  ].join('\n');
}

/** Describes the given pages, each with a screenshot in `directory`. */
export async function diagnosePages(
  pages: Page[],
  directory: string,
  prefix: string,
): Promise<string> {
  await mkdir(directory, { recursive: true });
  const described = await Promise.all(
    pages.map((page, index) =>
      describePage(page, path.join(directory, `${prefix}-page-${index + 1}.png`)),
    ),
  );
  return [`${pages.length} page(s)`, ...described].join('\n');
}

/** Describes every page still open; called when a test has failed. */
export async function diagnoseOpenPages(directory: string): Promise<string> {
  const pages = [...open].flatMap((context) => context.pages());
  return `still open: ${await diagnosePages(pages, directory, 'open')}`;
}
