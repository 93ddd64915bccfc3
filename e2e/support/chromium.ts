import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromiumFlags.mjs';
import { watchCsp } from './csp';
import { watchForDiagnosis } from './diagnostics';
import { recordForFailure } from './failureArtefacts';

/**
 * Debian's Chromium; nothing downloads a browser. Every context it opens, also the one behind
 * `browser.newPage()`, reports its Content-Security-Policy violations (./csp.ts), so that no
 * test can open a page the suite's zero-violation check does not see, and keeps a log of its
 * pages for the diagnosis of a failed test (./diagnostics.ts), and traces them for its artefacts
 * (./failureArtefacts.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // Where the product's people are: a page's own clock (a picker's month, "today") reads China's
    // date, not the machine's. In UTC the touch picker opened on November while China was on
    // 1 December (16:00-24:00 UTC on a month's last day), and the demo day chose the wrong date.
    const context: BrowserContext = await newContext({ timezoneId: 'Asia/Shanghai', ...options });
    await watchCsp(context);
    watchForDiagnosis(context);
    await recordForFailure(context);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    return page;
  };
  return browser;
}
