import { STORAGE_KEYS } from '@/config/constants';
import { readJson, sessionStore, writeJson } from '@/lib/storage';
import { randomToken } from './base64url';
import { isSafeReturnPath } from './returnPath';

/**
 * One trip to the identity provider (docs/session.md), kept in sessionStorage `META_AUTH__` until
 * `/login` takes it: the state it must come back with, where to go afterwards, and the PKCE
 * verifier.
 */
export interface AuthAttempt {
  state: string;
  returnPath: string | null;
  codeVerifier?: string;
  createdAt: number;
}

/** 256 random bits, base64url (docs/session.md asks for at least 128). */
export function createState(): string {
  return randomToken(32);
}

function isAuthAttempt(raw: unknown): raw is AuthAttempt {
  if (typeof raw !== 'object' || raw === null) return false;
  const { state, returnPath, codeVerifier, createdAt } = raw as Record<string, unknown>;
  return (
    typeof state === 'string' &&
    state.length >= 22 &&
    (returnPath === null || returnPath === undefined || typeof returnPath === 'string') &&
    (codeVerifier === undefined || typeof codeVerifier === 'string') &&
    typeof createdAt === 'number'
  );
}

/**
 * Saves the attempt for `/login`. False when the browser refused sessionStorage: the attempt
 * then lives in this page's memory only and is gone once the provider sends the browser back,
 * so the trip must not start (docs/session.md "Refused storage").
 */
export function saveAttempt(attempt: AuthAttempt): boolean {
  writeJson(sessionStore, STORAGE_KEYS.authAttempt, attempt);
  return !sessionStore.inMemory;
}

/**
 * The pending attempt, if any; a corrupt entry counts as none. A return path that is not a
 * path of this app is dropped here, so a tampered entry can at worst land on `mainHost`.
 */
export function readAttempt(): AuthAttempt | null {
  const raw = readJson(sessionStore, STORAGE_KEYS.authAttempt);
  if (!isAuthAttempt(raw)) return null;
  return { ...raw, returnPath: isSafeReturnPath(raw.returnPath) ? raw.returnPath : null };
}

/** Single use: whatever `/login` does with an attempt, it is gone afterwards. */
export function discardAttempt(): void {
  sessionStore.remove(STORAGE_KEYS.authAttempt);
}
