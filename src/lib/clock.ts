/**
 * Time behind a port: token expiry and the reload-loop window are decided from it, and
 * stories fix it so that screenshots and expiry boundaries do not depend on the day.
 */
export interface Clock {
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };
let adapter: Clock = systemClock;

export const clock: Clock = { now: () => adapter.now() };

export function setClock(next: Clock): void {
  adapter = next;
}

export function resetClock(): void {
  adapter = systemClock;
}

/** A clock that stands still at `epochMs` until moved; for stories and tests. */
export function fixedClock(
  epochMs: number,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let t = epochMs;
  return {
    now: () => t,
    set: (ms) => {
      t = ms;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
