import { STORAGE_KEYS } from '@/config/constants';
import { clock } from '@/lib/clock';
import { readJson, sessionStore, writeJson } from '@/lib/storage';

/**
 * What a user typed and has not saved, kept in sessionStorage (docs/session.md "Drafts"): it
 * survives a 401 reload and the trip to the identity provider in the same tab, and goes with
 * the tab, with logout (which clears all storage) and with a successful save. All drafts
 * belong to one user: when someone else reads them, they are removed unseen.
 *
 * `sessionStorage.META_DRAFTS__`: `{"userId":"T2024001","forms":{"courseWeight":{"savedAt":…,"value":…}}}`
 */
interface StoredDrafts {
  userId: string;
  forms: Record<string, { savedAt: number; value: unknown }>;
}

export interface Draft<T> {
  value: T;
  savedAt: number;
}

function isStoredDrafts(raw: unknown): raw is StoredDrafts {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { userId, forms } = raw as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof forms !== 'object' || forms === null) return false;
  return Object.values(forms).every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { savedAt?: unknown }).savedAt === 'number',
  );
}

/** The drafts of this user; anybody else's (or a corrupt entry) are removed, never shown. */
function draftsOf(userId: string | number): StoredDrafts {
  const raw = readJson(sessionStore, STORAGE_KEYS.drafts);
  if (isStoredDrafts(raw) && raw.userId === String(userId)) return raw;
  if (sessionStore.get(STORAGE_KEYS.drafts) !== null) sessionStore.remove(STORAGE_KEYS.drafts);
  return { userId: String(userId), forms: {} };
}

function write(drafts: StoredDrafts): void {
  if (Object.keys(drafts.forms).length === 0) sessionStore.remove(STORAGE_KEYS.drafts);
  else writeJson(sessionStore, STORAGE_KEYS.drafts, drafts);
}

export function saveDraft(form: string, userId: string | number, value: unknown): void {
  const drafts = draftsOf(userId);
  drafts.forms[form] = { savedAt: clock.now(), value };
  write(drafts);
}

/** The user's draft of this form, if one is kept and still fits the form (`isValue`). */
export function readDraft<T>(
  form: string,
  userId: string | number,
  isValue: (value: unknown) => value is T,
): Draft<T> | null {
  const entry = draftsOf(userId).forms[form];
  if (!entry) return null;
  if (!isValue(entry.value)) {
    discardDraft(form, userId);
    return null;
  }
  return { value: entry.value, savedAt: entry.savedAt };
}

export function discardDraft(form: string, userId: string | number): void {
  const drafts = draftsOf(userId);
  if (!(form in drafts.forms)) return;
  const forms = Object.fromEntries(Object.entries(drafts.forms).filter(([name]) => name !== form));
  write({ ...drafts, forms });
}

/** Whether this user has typed anything not yet saved (a logout would lose it). */
export function hasDrafts(userId: string | number): boolean {
  return Object.keys(draftsOf(userId).forms).length > 0;
}
