import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CloseIcon } from '@/components/icons';
import { useToastClearance } from '@/components/toastClearance';
import { DataView } from '@/components/DataView';
import { useAsyncData } from '@/hooks/useAsyncData';
import { useFormDraft } from '@/hooks/useFormDraft';
import { clock } from '@/lib/clock';
import { chineseDateTime } from '@/lib/formatDate';
import { isHttpError } from '@/lib/http/httpError';
import { toast } from '@/lib/toast/toast';
import {
  getNotification,
  markNotificationRead,
  replyToNotification,
  type NotificationDetail,
  type ThreadEntry,
} from './notificationsApi';

/** Main actions are 44 px high on phones (docs/accessibility.md). */
const MAIN_ACTION_SX = { minHeight: { xs: 44, sm: 36 } } as const;

const isText = (value: unknown): value is string => typeof value === 'string';

/** Why a reply was not taken, in plain Chinese; null when the session ended (the 401 path). */
function refusalOf(error: unknown): string | null {
  if (!isHttpError(error)) return '发送失败，请稍后重试';
  if (error.kind === 'unauthorized' || error.kind === 'canceled') return null;
  if (error.kind === 'api-code' || error.kind === 'api-errors') return error.message;
  if (error.kind === 'status') {
    const details: unknown = error.details;
    const message =
      typeof details === 'object' && details !== null
        ? (details as { message?: unknown }).message
        : undefined;
    return typeof message === 'string' && message ? message : '发送失败，请稍后重试';
  }
  if (error.kind === 'timeout') return '网络超时，请稍后重试';
  if (error.kind === 'network') return '网络连接错误，请检查网络后重试';
  return '发送失败，请稍后重试';
}

/**
 * The answer to a student's question. What is typed is a draft (`reply:<id>`,
 * docs/session.md): a 401 reload or 重新登录 loses nothing, and a refused reply keeps it.
 */
function ReplyForm({
  messageId,
  userId,
  onSent,
}: {
  messageId: string;
  userId: string | number;
  onSent: (entry: ThreadEntry) => void;
}) {
  const kept = useFormDraft<string>({
    form: `reply:${messageId}`,
    userId,
    saved: '',
    isValue: isText,
    isSame: (a, b) => a === b,
  });
  const [empty, setEmpty] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    const text = kept.value.trim();
    if (text === '') {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      const entry = await replyToNotification(messageId, text);
      kept.discard();
      onSent(entry);
      toast.success('回复已发送');
    } catch (error) {
      // The text stays: the teacher sends it again instead of typing it again.
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="回复"
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2 }}
    >
      {kept.restored && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={kept.discard}>
              放弃修改
            </Button>
          }
        >
          已恢复未保存的修改
        </Alert>
      )}
      <TextField
        inputRef={field}
        label="回复"
        value={kept.value}
        onChange={(event) => {
          kept.change(event.target.value);
          setEmpty(false);
        }}
        error={empty}
        helperText={empty ? '请输入回复内容' : ' '}
        multiline
        minRows={3}
        fullWidth
      />
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          发送失败：{refusal}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        // Never `disabled`: the focus stays on it while it sends (docs/accessibility.md).
        aria-disabled={sending}
        sx={{ ...MAIN_ACTION_SX, mt: 1, width: { xs: '100%', sm: 'auto' } }}
      >
        {sending ? '正在发送…' : '发送回复'}
      </Button>
    </Box>
  );
}

function Thread({ entries }: { entries: readonly ThreadEntry[] }) {
  return (
    <Box component="ol" aria-label="对话" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
      {entries.map((entry, i) => (
        <Box
          component="li"
          key={`${entry.at}-${String(i)}`}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.5, mb: 1.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {entry.from} · {chineseDateTime(entry.at, clock.now())}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function MessageBody({ detail, userId }: { detail: NotificationDetail; userId: string | number }) {
  const [sent, setSent] = useState<ThreadEntry[]>([]);
  const thread = [...detail.thread, ...sent];
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {detail.category} · {chineseDateTime(detail.createdAt, clock.now())}
      </Typography>
      {/* A question's text opens its thread; a notice's is its whole text. */}
      {detail.thread.length === 0 && (
        <Typography
          sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="message-content"
        >
          {detail.content}
        </Typography>
      )}
      {thread.length > 0 && <Thread entries={thread} />}
      {detail.canReply && (
        <ReplyForm
          messageId={detail.id}
          userId={userId}
          onSent={(entry) => setSent((prev) => [...prev, entry])}
        />
      )}
    </>
  );
}

/**
 * A message opened to its whole text (docs/screens.md): a dialog, full screen on phones. Opening
 * an unread one marks it read; `onRead` passes the new unread count on to the bell.
 */
export function MessageDialog({
  messageId,
  title,
  userId,
  onRead,
  onClose,
  onClosed,
}: {
  /** The message shown; null while closed. */
  messageId: string | null;
  /** The title from the list, shown while the message loads. */
  title: string | undefined;
  userId: string | number;
  onRead: (id: string, unreadCount: number | null) => void;
  onClose: () => void;
  /** After the closing transition: focus goes back to the message's row. */
  onClosed: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Full screen on a phone, its title row covers the app's header: toasts open below it.
  const titleRow = useToastClearance<HTMLHeadingElement>(
    'dialogTitle',
    phone && messageId !== null,
  );
  // The last message shown stays in the dialog while it closes.
  const [shown, setShown] = useState(messageId);
  // Each opening reads the message again: its thread may have grown since (a reply sent here,
  // which left with the closed dialog's content, or one sent elsewhere).
  const [openings, setOpenings] = useState(0);
  const [asked, setAsked] = useState(messageId);
  if (messageId !== asked) {
    setAsked(messageId);
    if (messageId !== null) {
      setShown(messageId);
      setOpenings((n) => n + 1);
    }
  }
  const detail = useAsyncData(
    () => (shown === null ? Promise.resolve(null) : getNotification(shown)),
    `notification:${shown ?? ''}:${String(openings)}`,
  );
  const markedRead = useRef(new Set<string>());
  const data = detail.status === 'success' ? detail.data : null;
  useEffect(() => {
    if (!data || data.read || markedRead.current.has(data.id)) return;
    markedRead.current.add(data.id);
    markNotificationRead(data.id).then(
      ({ unreadCount }) => onRead(data.id, unreadCount),
      () => {
        // Reported by the HTTP client; the message stays unread in the list.
        markedRead.current.delete(data.id);
      },
    );
  }, [data, onRead]);

  const heading = data?.title ?? title ?? '消息';
  return (
    <Dialog
      open={messageId !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
    >
      {/* The close button sits beside the title, not in it: the title alone names the dialog. */}
      <DialogTitle ref={titleRow} component="h2" sx={{ pr: 8, overflowWrap: 'anywhere' }}>
        {heading}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label="关闭"
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <DataView
          state={detail}
          loadingLabel="正在加载消息"
          isEmpty={(d) => d === null}
          empty={null}
        >
          {(d) =>
            d && (
              <Stack>
                <MessageBody key={d.id} detail={d} userId={userId} />
              </Stack>
            )
          }
        </DataView>
      </DialogContent>
    </Dialog>
  );
}
