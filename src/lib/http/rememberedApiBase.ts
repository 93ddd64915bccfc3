import { STORAGE_KEYS } from '@/config/constants';
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

/** Kept by start-up once the config is read and valid. */
export function rememberApiBase(apiBase: string): void {
  if (rememberedApiBase() !== apiBase)
    localStore.set(STORAGE_KEYS.apiBase, JSON.stringify(apiBase));
}
