import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiQuery } from '@/api/apiQuery';
import { firstScreenAnswer, takeFirstScreenRead } from '@/api/firstScreenReads';
import { isHttpError } from '@/lib/http/httpError';

export type AsyncState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'success'; data: T }
  | { status: 'error'; data: T | null; error: Error };

interface Settled<T> {
  request: string;
  data: T | null;
  error: Error | null;
}

/**
 * Loads data for a view and loads again when `key` changes (or on retry). The previous data
 * stays visible while the next loads, and an answer to an older request is dropped. A read that
 * start-up began for `key` (api/firstScreenReads) is used instead of a new one, and its answer,
 * if already in, is there from the first render.
 */
export function useAsyncData<T>(
  load: () => Promise<T>,
  key: string,
): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const answer = firstScreenAnswer<T>(key);
    return answer ? { request, data: answer.data, error: null } : null;
  });

  useEffect(() => {
    const begun = attempt === 0 ? takeFirstScreenRead<T>(key) : null;
    // Its answer was in at the first render, which shows it.
    if (begun && settled?.request === request) return;
    let current = true;
    (begun ?? load()).then(
      (data) => {
        // A transition: a card that fills with its answer renders in slices, not in one long
        // task beside the others' (docs/budgets.md); a failure below is shown at once.
        if (current) startTransition(() => setSettled({ request, data, error: null }));
      },
      (error: unknown) => {
        // Ended because the user left the screen (or the page): nothing failed, nothing to say.
        if (isHttpError(error) && error.kind === 'canceled') return;
        if (current) {
          setSettled((prev) => ({
            request,
            data: prev?.data ?? null,
            error: error instanceof Error ? error : new Error(String(error)),
          }));
        }
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render; `request` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!settled || settled.request !== request)
    return { status: 'loading', data: settled?.data ?? null, retry };
  if (settled.error) return { status: 'error', data: settled.data, error: settled.error, retry };
  return { status: 'success', data: settled.data as T, retry };
}

/** A read of the API with the key its module gives it (docs/api.md): views never make one up. */
export function useApiQuery<T>(query: ApiQuery<T>): AsyncState<T> & { retry: () => void } {
  return useAsyncData(query.load, query.key);
}
