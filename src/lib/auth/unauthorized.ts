import { browser } from '@/lib/browser';
import { authInterruption } from './authInterruption';
import { allowAutomatic } from './reloadLoopGuard';

let reloadUnderWay = false;

/**
 * docs/session.md: a 401 from our API (the token is already removed by the HTTP client) reloads the
 * page once, however many requests fail together; past the loop guard's limit the user gets
 * the 无法完成登录 screen instead.
 */
export function handleUnauthorized(): void {
  if (reloadUnderWay || authInterruption.kind === 'blocked') return;
  if (!allowAutomatic('reloads')) {
    authInterruption.kind = 'blocked';
    return;
  }
  reloadUnderWay = true;
  browser.reload();
}

/** For stories and tests, which keep one page alive across "reloads". */
export function resetUnauthorizedState(): void {
  reloadUnderWay = false;
}
