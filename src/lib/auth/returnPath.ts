import { isOwnOriginPath } from '@/config/paths';

/**
 * True for a path of this app only, so sign-in cannot be used as an open redirect (the rule is
 * `isOwnOriginPath`'s: one leading `/`, same origin, no control characters).
 */
export const isSafeReturnPath: (path: unknown) => path is string = isOwnOriginPath;
