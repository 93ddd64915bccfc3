/** Which row of docs/http.md's error catalogue a failure belongs to. */
export type HttpErrorKind =
  | 'timeout'
  | 'network'
  | 'status'
  | 'unauthorized'
  | 'api-errors'
  | 'api-code'
  | 'malformed'
  | 'canceled';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  /** The envelope's `errors` or `code`, when the server sent them. */
  readonly details: unknown;

  constructor(
    kind: HttpErrorKind,
    message: string,
    status: number | null = null,
    details: unknown = undefined,
  ) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.details = details;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
