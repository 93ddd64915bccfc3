const PROBE_ORIGIN = 'http://app.invalid';

/**
 * True for a path of this app only: starts with one `/`, and resolves to the same origin.
 * `//evil.example`, `/\evil.example` (browsers read `\` as `/`), `https://evil.example/` and
 * anything with control characters are refused, so sign-in cannot be used as an open
 * redirect.
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
