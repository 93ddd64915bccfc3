import { proxy } from 'valtio';

/**
 * Why the app cannot show the routed screen right now: it is on its way to the identity
 * provider, the reload-loop guard stopped it (docs/session.md, D4), or the browser refuses the
 * storage a sign-in needs (docs/session.md "Refused storage").
 */
export type InterruptionKind = 'redirecting' | 'blocked' | 'storage-refused';

const HEADINGS: Record<InterruptionKind, string> = {
  redirecting: '正在前往统一身份认证',
  blocked: '无法完成登录',
  'storage-refused': '浏览器禁止了本网站的存储，无法完成登录',
};

export class GuardInterruption extends Error {
  readonly kind: InterruptionKind;
  constructor(kind: InterruptionKind) {
    super(HEADINGS[kind]);
    this.name = 'GuardInterruption';
    this.kind = kind;
  }
}

export function isGuardInterruption(value: unknown): value is GuardInterruption {
  return value instanceof GuardInterruption;
}

/** Set when an interruption happens outside navigation (a 401 in the middle of a screen). */
export const authInterruption = proxy<{ kind: InterruptionKind | null }>({ kind: null });

export function resetAuthInterruption(): void {
  authInterruption.kind = null;
}
