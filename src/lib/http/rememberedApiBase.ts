import { STORAGE_KEYS } from '@/config/constants';
import { isSignedIn, onSessionChange } from '@/lib/session/session';
import { localStore, readJson } from '@/lib/storage';

/**
 * Where the API was at the last visit: the checked runtime config's `apiBase`, so that the gate
 * can send a returning visitor's reads with the page rather than after app-config.json's round
 * trip (docs/budgets.md "Returning visits"). Only a hint: the gate compares it with this visit's
 * config and, where the API has moved, ends those reads and asks the right one.
 */
export function rememberedApiBase(): string | null {
  const value = readJson(localStore, STORAGE_KEYS.apiBase);
  return typeof value === 'string' ? value : null;
}

/**
 * Kept by start-up once the config is read and valid, whenever someone is signed in (now, or by
 * a sign-in later on this page): a logout leaves storage empty (docs/session.md), and a
 * signed-out visit has no reads for the gate to send.
 */
export function rememberApiBaseWhileSignedIn(apiBase: string): void {
  const keep = () => {
    if (isSignedIn()) rememberApiBase(apiBase);
  };
  keep();
  onSessionChange(keep);
}

export function rememberApiBase(apiBase: string): void {
  if (rememberedApiBase() !== apiBase)
    localStore.set(STORAGE_KEYS.apiBase, JSON.stringify(apiBase));
}
