/**
 * A read of the API together with its cache key (docs/api.md): the key names exactly what the
 * answer depends on, so a view asks again when, and only when, one of those changes. Each api
 * module builds its own; no view makes a key up.
 */
export interface ApiQuery<T> {
  key: string;
  load: () => Promise<T>;
}

/** The key of a query from its endpoint and the values it depends on, in a fixed order. */
export function queryKey(endpoint: string, ...values: readonly unknown[]): string {
  return [endpoint, ...values.map((value) => (value === undefined ? '' : String(value)))].join('|');
}
