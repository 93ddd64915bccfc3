import type { ReactNode } from 'react';
import type { AsyncState } from '@/hooks/useAsyncData';
import { ErrorView, LoadingView } from './DataStates';

/** Until the first answer: a spinner with a label, or a placeholder of the real size. */
type FirstLoad =
  { loadingLabel: string; loading?: never } | { loading: ReactNode; loadingLabel?: never };

/**
 * The four states of a data view in one place: error (with 重试) wins, then loading until the
 * first answer, then empty, then the data. While a newer request runs the previous data stays,
 * and `busy` says so (for `aria-busy`).
 */
export function DataView<T>({
  state,
  isEmpty,
  empty,
  children,
  ...firstLoad
}: {
  state: AsyncState<T> & { retry: () => void };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T, busy: boolean) => ReactNode;
} & FirstLoad) {
  if (state.status === 'error') return <ErrorView error={state.error} onRetry={state.retry} />;
  if (state.data === null) {
    return firstLoad.loadingLabel !== undefined ? (
      <LoadingView label={firstLoad.loadingLabel} />
    ) : (
      <>{firstLoad.loading}</>
    );
  }
  if (isEmpty(state.data)) return <>{empty}</>;
  return <>{children(state.data, state.status === 'loading')}</>;
}
