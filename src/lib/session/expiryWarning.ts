import { EXPIRY_WARNING_LEAD_MS } from '@/config/constants';
import { clock } from '@/lib/clock';
import { MAX_TIMER_DELAY_MS, windowTimers, type Timers } from '@/lib/timers';
import { toast } from '@/lib/toast/toast';
import type { ToastHandle } from '@/lib/toast/toastQueue';
import { storedTokenExpiry } from './token';

const MINUTE = 60_000;

export function expiryWarningText(msLeft: number): string {
  return msLeft > 0
    ? `登录将在 ${Math.ceil(msLeft / MINUTE)} 分钟后过期`
    : '登录已过期，请重新登录';
}

/**
 * docs/session.md "Session expiry": five minutes before the token's hour ends, a warning toast that
 * stays says how many minutes are left, counting down, with 重新登录. A token renewed
 * meanwhile (another tab signed in again) moves the warning with it. Returns the stop.
 */
export function watchSessionExpiry({
  onSignInAgain,
  timers = windowTimers,
}: {
  onSignInAgain: () => void;
  timers?: Timers;
}): () => void {
  let handle: number | null = null;
  let warning: ToastHandle | null = null;

  // A far expiry (a clock set back by weeks) waits in steps the browser can hold: one longer
  // than MAX_TIMER_DELAY_MS fires at once, and the check would run again and again.
  const schedule = (ms: number) => {
    handle = timers.setTimeout(check, Math.min(MAX_TIMER_DELAY_MS, Math.max(0, ms)));
  };

  function check(): void {
    handle = null;
    const expire = storedTokenExpiry();
    if (expire === null) {
      warning?.close();
      warning = null;
      return;
    }
    const left = expire - clock.now();
    if (left > EXPIRY_WARNING_LEAD_MS) {
      warning?.close();
      warning = null;
      schedule(left - EXPIRY_WARNING_LEAD_MS);
      return;
    }
    const text = expiryWarningText(left);
    if (warning) warning.update(text);
    else {
      warning = toast.warning(text, {
        duration: 0,
        showClose: true,
        action: { label: '重新登录', onClick: onSignInAgain },
      });
    }
    // The next whole minute of the countdown, or the moment it runs out.
    if (left > 0) schedule(left % MINUTE || MINUTE);
  }

  check();
  return () => {
    if (handle !== null) timers.clearTimeout(handle);
    warning?.close();
  };
}
