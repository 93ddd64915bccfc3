import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZES } from '@/config/paging';

/**
 * A view's page, size and filters live in the address bar, so back, reload and a shared link
 * keep them. Updates keep every other parameter (`xh` above all: a guarded page without it
 * would sign the user out).
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (
      changes: Record<string, string | number | null | undefined>,
      options: { replace?: boolean } = {},
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { params, update };
}

/** Page (1-based) and size from the query, falling back to 1 and 10 for anything odd. */
export function readPaging(params: URLSearchParams, sizes: readonly number[] = DEFAULT_PAGE_SIZES) {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: sizes.includes(size) ? size : (sizes[0] ?? 10),
  };
}
