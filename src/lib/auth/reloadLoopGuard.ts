import {
  RELOAD_GUARD_MAX_RELOADS,
  RELOAD_GUARD_MAX_TRIPS,
  RELOAD_GUARD_WINDOW_MS,
  STORAGE_KEYS,
} from '@/config/constants';
import { clock } from '@/lib/clock';
import { readJson, sessionStore, writeJson } from '@/lib/storage';

/**
 * D4: a misconfigured provider or an API that rejects every token would otherwise bounce the
 * tab between the app and the provider forever. Automatic trips and automatic 401 reloads
 * are counted per tab in sessionStorage `META_AUTH_GUARD__`, which survives the clearing of
 * storage on an xh mismatch or a 401.
 */
export interface GuardCounts {
  trips: number[];
  reloads: number[];
}

export type GuardedEffect = keyof GuardCounts;

const LIMITS: Record<GuardedEffect, number> = {
  trips: RELOAD_GUARD_MAX_TRIPS,
  reloads: RELOAD_GUARD_MAX_RELOADS,
};

const isTimes = (raw: unknown): raw is number[] =>
  Array.isArray(raw) && raw.every((t) => typeof t === 'number');

export function readGuardCounts(now: number = clock.now()): GuardCounts {
  const raw = readJson(sessionStore, STORAGE_KEYS.authGuard);
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const recent = (value: unknown) =>
    isTimes(value) ? value.filter((t) => now - t < RELOAD_GUARD_WINDOW_MS && t <= now) : [];
  return { trips: recent(record.trips), reloads: recent(record.reloads) };
}

/** Counts one more automatic effect if the window allows it; false means stop and ask the user. */
export function allowAutomatic(effect: GuardedEffect): boolean {
  const now = clock.now();
  const counts = readGuardCounts(now);
  if (counts[effect].length >= LIMITS[effect]) {
    writeJson(sessionStore, STORAGE_KEYS.authGuard, counts);
    return false;
  }
  counts[effect].push(now);
  writeJson(sessionStore, STORAGE_KEYS.authGuard, counts);
  return true;
}

/** A sign-in the user starts by hand clears the counts: the user has broken the loop. */
export function resetGuardCounts(): void {
  sessionStore.remove(STORAGE_KEYS.authGuard);
}
