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

/** RFC 3986: everything but letters, digits and `-._~` percent-encoded, `!'()*` too. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `key=value` pairs, nested objects as `key[sub]` and lists as `key[0]`, in their order. */
function pairs(key: string, value: QueryValue, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => pairs(`${key}[${index}]`, item, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [sub, inner] of Object.entries(value)) pairs(`${key}[${sub}]`, inner, out);
  } else {
    out.push(`${encode(key)}=${encode(String(value))}`);
  }
}

/**
 * docs/http.md's GET query: null, "" and undefined skipped; nested objects as `key[sub]`; every key
 * and value URL-encoded (brackets included), as the original product's serialiser (qs, RFC 3986,
 * indices) did. Written out rather than qs: with its dependencies it was 100 kB of source in the
 * entry that every start parsed and ran (docs/budgets.md).
 */
export function buildQueryString(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const pruned = prune(params);
  if (typeof pruned !== 'object' || pruned === null) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(pruned)) pairs(key, value, out);
  return out.join('&');
}
