import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toastTop } from './toastClearance';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { BADGE_MAX, TOAST_OFFSET_PX } from '@/config/constants';
import { toastQueue } from '@/lib/toast/toast';
import { announce } from '@/lib/toast/liveRegions';
import { CloseIcon } from './icons';
import type { Toast, ToastQueue } from '@/lib/toast/toastQueue';

const ROLE_BY_TYPE: Record<Toast['type'], 'alert' | 'status'> = {
  error: 'alert',
  warning: 'alert',
  success: 'status',
  info: 'status',
};

function repeatLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Renders the toast queue at the top centre: the first toast 16 px from the top, each next one
 * 16 px below the bottom of the one above, measured so that two-line toasts stack right. Where
 * the app's sticky header is shown, "the top" is its bottom edge, and below a phone's
 * full-screen dialog title where one is open (toastClearance.ts): a toast never covers the bell,
 * the user menu or the dialog's title (docs/toasts.md).
 */
export function ToastHost({ queue = toastQueue }: { queue?: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const [heights, setHeights] = useState<Record<number, number>>({});
  const nodes = useRef(new Map<number, HTMLDivElement>());

  useLayoutEffect(() => {
    const measure = () => {
      const next: Record<number, number> = {};
      for (const [id, node] of nodes.current) next[id] = node.getBoundingClientRect().height;
      setHeights((prev) => {
        const same =
          Object.keys(prev).length === Object.keys(next).length &&
          Object.entries(next).every(([id, h]) => prev[Number(id)] === h);
        return same ? prev : next;
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const node of nodes.current.values()) observer?.observe(node);
    return () => observer?.disconnect();
  }, [toasts]);

  // Each new toast, and each repeat of one, is read out through the page's live regions.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const open = new Set<string>();
    for (const t of toasts) {
      const key = `${t.id}:${t.repeatNum}`;
      open.add(key);
      if (announced.current.has(key)) continue;
      announce(t.message, ROLE_BY_TYPE[t.type] === 'alert' ? 'assertive' : 'polite');
    }
    announced.current = open;
  }, [toasts]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') queue.closeAll();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [queue]);

  const offsets = toasts.reduce<number[]>((acc, _toast, index) => {
    const previous = toasts[index - 1];
    const above =
      index === 0 || !previous ? 0 : (acc[index - 1] ?? 0) + (heights[previous.id] ?? 48);
    acc.push(above + TOAST_OFFSET_PX);
    return acc;
  }, []);

  return (
    <Box
      role="region"
      aria-label="消息提示"
      sx={{ position: 'fixed', inset: 0, height: 0, zIndex: 2000 }}
    >
      {toasts.map((t, index) => (
        <Box
          key={t.id}
          ref={(node: HTMLDivElement | null) => {
            if (node) nodes.current.set(t.id, node);
            else nodes.current.delete(t.id);
          }}
          onMouseEnter={() => queue.pause(t.id)}
          onMouseLeave={() => queue.resume(t.id)}
          // The keyboard too: a toast does not close under the user's focus (WCAG 2.2.1).
          onFocus={() => queue.pause(t.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) queue.resume(t.id);
          }}
          sx={{
            position: 'fixed',
            left: '50%',
            top: toastTop(offsets[index] ?? TOAST_OFFSET_PX),
            transform: 'translateX(-50%)',
            transition: 'top 0.3s',
            // Never wider than the screen minus 16 px a side, however short the text (docs/screens.md).
            // max-content: a fixed box centred by translate would otherwise wrap at half the screen.
            width: 'max-content',
            minWidth: 'min(300px, calc(100vw - 32px))',
            maxWidth: 'min(640px, calc(100vw - 32px))',
          }}
        >
          <Alert
            role={ROLE_BY_TYPE[t.type]}
            // Read out through the page's live regions instead (docs/accessibility.md), not twice.
            aria-live="off"
            data-toast-type={t.type}
            data-toast-id={t.id}
            severity={t.type}
            variant="standard"
            onClose={t.showClose && !t.action ? () => queue.close(t.id) : undefined}
            action={
              t.action ? (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      queue.close(t.id);
                      t.action?.onClick();
                    }}
                  >
                    {t.action.label}
                  </Button>
                  {t.showClose && (
                    <IconButton
                      color="inherit"
                      size="small"
                      aria-label="关闭"
                      onClick={() => queue.close(t.id)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              ) : undefined
            }
            slotProps={{ closeButton: { 'aria-label': '关闭' } }}
            sx={{ boxShadow: 2, position: 'relative', overflow: 'visible', alignItems: 'center' }}
          >
            {t.message}
            {t.repeatNum > 1 && (
              <Box
                component="span"
                data-testid="toast-repeat"
                aria-label={`重复 ${repeatLabel(t.repeatNum)} 次`}
                sx={{
                  position: 'absolute',
                  top: -8,
                  left: -8,
                  minWidth: 18,
                  height: 18,
                  px: 0.5,
                  borderRadius: 9,
                  bgcolor: '#c62828',
                  color: '#fff',
                  fontSize: 12,
                  lineHeight: '18px',
                  textAlign: 'center',
                }}
              >
                {repeatLabel(t.repeatNum)}
              </Box>
            )}
          </Alert>
        </Box>
      ))}
    </Box>
  );
}
