import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { failureReason } from '@/lib/http/failureReason';
import { EmptyBoxIcon } from './icons';
import { focusWasDropped } from './droppedFocus';
import { FOCUS_RING } from './theme/theme';

/** The loading state of a data view. */
export function LoadingView({
  label = '正在加载',
  minHeight,
}: {
  /** What is loading; null in a placeholder: the same box, a spinner and no words of its own. */
  label?: string | null;
  /** The height of what is on its way, per breakpoint, so that nothing moves when it comes. */
  minHeight?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
  return (
    <Box
      {...(label === null ? {} : { role: 'status', 'aria-live': 'polite' as const })}
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
      <Typography color="text.secondary">{label === null ? '\u00a0' : `${label}…`}</Typography>
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
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  // The list the user was on became this box (its last item was read, deleted, filtered out):
  // focus goes to what it offers, or to its title, which says why it is empty; not to <body>.
  // Only for what it replaced: what had focus was inside the box's parent.
  useEffect(() => {
    if (!focusWasDropped(box.current?.parentElement)) return;
    const control = box.current?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    (control ?? heading.current)?.focus();
  }, []);
  return (
    <Box
      ref={box}
      sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}
      data-testid="empty-view"
    >
      <EmptyBoxIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
      <Typography
        ref={heading}
        tabIndex={-1}
        sx={{ mt: 1, '&:focus': FOCUS_RING }}
        color="text.primary"
      >
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/**
 * The error state, with 重试. It says why in Chinese (docs/http.md: 服务器出错（500）, 网络超时, …),
 * shown as text.
 */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // The list the user was on became this box: focus goes to 重试, not to <body>. Only for what it
  // replaced, as EmptyView: a card elsewhere that fails just then leaves a dropped focus alone.
  useEffect(() => {
    if (focusWasDropped(box.current?.parentElement)) retry.current?.focus();
  }, []);
  return (
    <Alert
      ref={box}
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
