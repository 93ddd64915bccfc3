import type { BrowserContext } from 'playwright-core';

/**
 * Every Content-Security-Policy violation a page of the suite reports (docs/deploy.md: the app,
 * demo mode included, runs under the policy with none). Two witnesses: the document's
 * `securitypolicyviolation` events, sent to the test through a binding so that they survive
 * navigations, and what Chromium writes to the console about the policies (a header it cannot
 * parse is reported only there).
 */
export interface CspViolation {
  /** The document that reported it. */
  page: string;
  /** `event` (securitypolicyviolation) or `console`. */
  witness: 'event' | 'console';
  directive: string;
  blocked: string;
  sample: string;
}

const violations: CspViolation[] = [];
const BINDING = '__e2eCspViolation';

/** Records the violations of every page of this context, from its first document on. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        page: document.location.href,
        witness: 'event',
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Permissions-Policy|Refused to (execute|load|connect|apply)/i.test(
        text,
      )
    ) {
      violations.push({
        page: message.page()?.url() ?? '',
        witness: 'console',
        directive: '',
        blocked: '',
        sample: text,
      });
    }
  });
}

/** The violations recorded so far (events arrive a little after the page saw them). */
export function cspViolations(): CspViolation[] {
  return [...violations];
}

/** The violations recorded since the last call, which forgets them. */
export function takeCspViolations(): CspViolation[] {
  return violations.splice(0, violations.length);
}
