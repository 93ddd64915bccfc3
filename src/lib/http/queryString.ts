import qs from 'qs';

type QueryValue = unknown;

/** Drops null, "" and undefined at every depth (docs/http.md); empty objects go with them. */
function prune(value: QueryValue): QueryValue {
  if (Array.isArray(value)) {
    return value.map(prune).filter((v) => v !== undefined);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const kept = prune(inner);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  if (value === null || value === '' || value === undefined) return undefined;
  return value;
}

/**
 * docs/http.md's GET query: null, "" and undefined skipped; nested objects as `key[sub]`; every key
 * and value URL-encoded (brackets included), as the original product's serialiser did.
 */
export function buildQueryString(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const pruned = prune(params);
  if (typeof pruned !== 'object' || pruned === null) return '';
  return qs.stringify(pruned, {
    encodeValuesOnly: false,
    format: 'RFC3986',
    arrayFormat: 'indices',
  });
}
