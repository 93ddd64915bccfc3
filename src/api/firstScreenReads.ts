import type { ApiQuery } from './apiQuery';

/**
 * Reads that start-up begins before the first render of a returning visitor's screen
 * (docs/budgets.md "Returning visits"). The gate asked for their answers with the page, so by
 * the time the code has arrived they usually have too: the view's first render then shows the
 * answer, instead of its loading state and another commit (a slow phone's 100–200 ms) later.
 * An answer not in yet is simply awaited by the view, never asked for twice.
 */
interface StartedRead {
  answer: Promise<unknown>;
  settled: { data: unknown } | null;
}

const started = new Map<string, StartedRead>();

/**
 * Begins a query's read now; a second call for the same key does nothing. Resolves when the
 * read has settled, either way (for start-up to wait on); the view that takes it meets any
 * failure and shows it.
 */
export function startFirstScreenRead<T>(query: ApiQuery<T>): Promise<void> {
  const begun = started.get(query.key);
  if (begun) return begun.answer.then(noop, noop);
  const read: StartedRead = { answer: query.load(), settled: null };
  started.set(query.key, read);
  return read.answer.then((data) => {
    read.settled = { data };
  }, noop);
}

const noop = () => undefined;

// The casts below hold because a key names one query (docs/api.md), so one answer type.

/** The answer of a read begun for `key`, if it is already in: for a view's first render. */
export function firstScreenAnswer<T>(key: string): { data: T } | null {
  return (started.get(key)?.settled as { data: T } | null | undefined) ?? null;
}

/** The read begun for `key`, taken once: the view uses it instead of asking again. */
export function takeFirstScreenRead<T>(key: string): Promise<T> | null {
  const read = started.get(key);
  if (!read) return null;
  started.delete(key);
  return read.answer as Promise<T>;
}

/**
 * Leaving the first screen (or a test's end) drops reads no view took: a later visit to the
 * screen asks afresh rather than showing an answer from when the app started.
 */
export function forgetFirstScreenReads(): void {
  started.clear();
}
