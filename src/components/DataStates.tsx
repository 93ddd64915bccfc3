import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AsyncState } from '@/hooks/useAsyncData';
import { failureReason } from '@/lib/http/failureReason';
import { EmptyBoxIcon } from './icons';
import { focusWasDropped } from './droppedFocus';

/** The loading state of a data view. */
export function LoadingView({
  label = '正在加载',
  minHeight,
}: {
  label?: string;
  /** The height of what is on its way, per breakpoint, so that nothing moves when it comes. */
  minHeight?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 4,
        justifyContent: 'center',
        minHeight,
      }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{label}…</Typography>
    </Box>
  );
}

/** The empty state: says what is missing and, optionally, what to do. */
export function EmptyView({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }} data-testid="empty-view">
      <EmptyBoxIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
      <Typography sx={{ mt: 1 }} color="text.primary">
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/**
 * The error state, with 重试. It says why in Chinese (design §4: 服务器出错（500）, 网络超时, …),
 * shown as text.
 */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  // The list the user was on became this box: focus goes to 重试, not to <body>.
  useEffect(() => {
    if (focusWasDropped()) retry.current?.focus();
  }, []);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button ref={retry} color="inherit" size="small" onClick={onRetry}>
          重试
        </Button>
      }
      sx={{ my: 2 }}
    >
      加载失败：{failureReason(error)}
    </Alert>
  );
}

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
