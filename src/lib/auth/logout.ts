import { getAppConfig } from '@/config/runtimeConfig';
import { browser } from '@/lib/browser';
import { endSession } from '@/lib/session/session';
import { abortPageRequests } from '@/lib/http/pageRequests';

/**
 * docs/session.md: logout clears sessionStorage and localStorage; docs/session.md: then `/`, or the identity
 * provider's logout page when `logoutUrl` is set (ending the provider's session too).
 * Returns the in-app path to go to, or null when the browser is leaving.
 */
export function logout(): string | null {
  // The session's requests end with it: a late answer (the weighting, say) would otherwise
  // write the signed-out tab's storage again, as a demo-mode e2e run caught.
  abortPageRequests();
  endSession({ keepLoopGuard: false });
  const { logoutUrl } = getAppConfig().identityProvider;
  if (logoutUrl) {
    browser.assign(new URL(logoutUrl, browser.location().origin).toString());
    return null;
  }
  return '/';
}
