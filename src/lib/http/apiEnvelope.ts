/**
 * docs/http.md: the envelope every answer of our API comes in, read without the HTTP client: the
 * client classifies answers by it, and the first-view gate (inline, no axios) reads an early
 * answer only when it is a plain success.
 */
export interface ApiEnvelope<T> {
  code: number;
  result: T;
  message?: string;
  errors?: unknown;
}

/** `errors` that say something: a non-empty list, object or value. */
export function hasApiErrors(errors: unknown): boolean {
  if (errors === undefined || errors === null || errors === false || errors === '') return false;
  if (Array.isArray(errors)) return errors.length > 0;
  if (typeof errors === 'object') return Object.keys(errors).length > 0;
  return true;
}

export function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { code?: unknown }).code === 'number'
  );
}

/** The `result` of a successful answer (code 200, no `errors`); null for anything else. */
export function successfulResult(data: unknown): { result: unknown } | null {
  if (!isEnvelope(data) || data.code !== 200 || hasApiErrors(data.errors)) return null;
  return { result: data.result };
}
