import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQuery,
} from '@/features/notifications/notificationsApi';
import { MessageDialog } from '@/features/notifications/MessageDialog';
import { UnreadDot } from '@/features/notifications/UnreadDot';
import { useSession } from '@/hooks/useSession';
import { toast } from '@/lib/toast/toast';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { clock } from '@/lib/clock';
import { chineseDateTime } from '@/lib/formatDate';
import { notificationStore, setUnreadCount } from '@/stores/notificationStore';
import { focusWasDropped } from '@/components/droppedFocus';

/** Main actions are 44 px high on phones (docs/accessibility.md, issue 30 row 9). */
const MAIN_ACTION_SX = { minHeight: { xs: 44, sm: 36 } } as const;

/**
 * 消息: all or unread only, paginated. A message opens to its whole text (`?message=<id>` in the
 * address, so a reload or a 401 keeps it open), which marks it read; a student's question is
 * answered there. 标为已读 and 全部已读 update the bell.
 */
export function MessagesPanel() {
  const { params, update } = useQueryState();
  const { user } = useSession();
  const { unreadCount } = useSnapshot(notificationStore);
  const unreadOnly = params.get('filter') === 'unread';
  const openId = params.get('message');
  const { page, size } = readPaging(params);
  const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [version, setVersion] = useState(0);
  const list = useApiQuery(notificationsQuery({ page, size, unread: unreadOnly }, version));

  const listRef = useRef<HTMLUListElement>(null);
  /** The message last opened: focus goes back to its row when the dialog has closed. */
  const [lastOpened, setLastOpened] = useState(openId);
  if (openId !== null && openId !== lastOpened) setLastOpened(openId);

  const onRead = useCallback(
    (id: string, count: number | null) => {
      setReadNow((prev) => new Set(prev).add(id));
      if (count !== null) setUnreadCount(count);
      else getUnreadCount().then(setUnreadCount, () => undefined);
    },
    [setReadNow],
  );

  const backToRow = () => {
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-open]') ?? [])].find(
      (button) => button.dataset.open === lastOpened,
    );
    (row ?? listRef.current)?.focus();
  };

  const markAllRead = async () => {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      const result = await markAllNotificationsRead();
      setUnreadCount(result.unreadCount);
      setAllRead(true);
      setVersion((v) => v + 1);
      toast.success('已全部标为已读');
    } catch {
      // Reported by the HTTP client.
    } finally {
      setMarkingAll(false);
    }
  };

  /**
   * 标为已读 disappears once the message is read: focus moves on to the next unread message's
   * button, or to the list when none is left, never to <body> (docs/accessibility.md).
   */
  const moveFocusOn = (from: Element | null) => {
    // Two frames: the re-render that removes the button has been committed by then.
    const afterRender = (run: () => void) =>
      requestAnimationFrame(() => requestAnimationFrame(run));
    afterRender(() => {
      if (!focusWasDropped()) return;
      const list = listRef.current;
      const buttons = [
        ...(list?.querySelectorAll<HTMLElement>('[data-unread="true"] button[data-mark-read]') ??
          []),
      ];
      const next =
        buttons.find(
          (button) =>
            from !== null &&
            Boolean(from.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
        ) ?? buttons.at(-1);
      (next ?? list)?.focus();
    });
  };

  const markRead = async (id: string, button: HTMLElement) => {
    try {
      const { unreadCount } = await markNotificationRead(id);
      setUnreadCount(unreadCount ?? (await getUnreadCount()));
      setReadNow((prev) => new Set(prev).add(id));
      if (unreadOnly) setVersion((v) => v + 1);
      moveFocusOn(button.closest('li'));
    } catch {
      // Reported by the HTTP client.
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(_event, value: string | null) =>
            value &&
            update({ filter: value === 'unread' ? 'unread' : null, page: null, message: null })
          }
          aria-label="消息筛选"
        >
          <ToggleButton value="all" sx={{ ...MAIN_ACTION_SX, minWidth: 56 }}>
            全部
          </ToggleButton>
          <ToggleButton value="unread" sx={{ ...MAIN_ACTION_SX, minWidth: 56 }}>
            未读
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          onClick={() => void markAllRead()}
          // Never `disabled`: focus stays on it once everything is read (docs/accessibility.md).
          aria-disabled={markingAll || unreadCount === 0}
          sx={MAIN_ACTION_SX}
        >
          全部已读
        </Button>
      </Stack>
      <DataView
        state={list}
        loadingLabel="正在加载消息"
        isEmpty={(d) => d.total === 0}
        empty={<EmptyView title={unreadOnly ? '没有未读消息' : '暂无消息'} />}
      >
        {(d, busy) => (
          <>
            <List ref={listRef} tabIndex={-1} aria-label="消息列表" aria-busy={busy}>
              {d.records.map((n) => {
                const read = allRead || n.read || readNow.has(n.id);
                return (
                  <ListItem
                    key={n.id}
                    divider
                    data-unread={read ? undefined : 'true'}
                    // On a phone 标为已读 goes under the message: beside it, it left the text a
                    // column of five characters at 320 px.
                    sx={{
                      flexDirection: { xs: 'column', sm: 'row' },
                      alignItems: { xs: 'stretch', sm: 'center' },
                      gap: { xs: 0.5, sm: 2 },
                      px: 0,
                    }}
                  >
                    <ButtonBase
                      data-open={n.id}
                      onClick={() => update({ message: n.id })}
                      sx={{
                        flex: 1,
                        minWidth: 0,
                        width: '100%',
                        justifyContent: 'flex-start',
                        alignItems: 'baseline',
                        textAlign: 'left',
                        gap: 1,
                        px: 1,
                        py: 1,
                        borderRadius: 1,
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <Box component="span" sx={{ width: 8, flexShrink: 0 }}>
                        {read ? null : <UnreadDot />}
                      </Box>
                      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                        <Typography
                          component="span"
                          sx={{
                            display: 'block',
                            fontWeight: read ? 400 : 600,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {n.title}
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {n.category} · {chineseDateTime(n.createdAt, clock.now())}
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.secondary"
                          // Two lines here; the whole text when the message is opened.
                          sx={{
                            display: '-webkit-box',
                            WebkitLineClamp: 2,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {n.content}
                        </Typography>
                      </Box>
                    </ButtonBase>
                    {read ? null : (
                      <Button
                        size="small"
                        variant="outlined"
                        data-mark-read
                        onClick={(event) => void markRead(n.id, event.currentTarget)}
                        aria-label={`将“${n.title}”标为已读`}
                        sx={{
                          flexShrink: 0,
                          whiteSpace: 'nowrap',
                          alignSelf: { xs: 'flex-start', sm: 'center' },
                          ml: { xs: 3, sm: 0 },
                          ...MAIN_ACTION_SX,
                        }}
                      >
                        标为已读
                      </Button>
                    )}
                  </ListItem>
                );
              })}
            </List>
            <ChinesePagination
              total={d.total}
              page={page}
              pageSize={size}
              label="消息分页"
              onChange={(nextPage, nextSize, options) =>
                update({ page: nextPage, size: nextSize }, options)
              }
            />
          </>
        )}
      </DataView>
      {user && (
        <MessageDialog
          messageId={openId}
          title={list.data?.records.find((n) => n.id === openId)?.title}
          userId={user.userId}
          onRead={onRead}
          onClose={() => update({ message: null })}
          onClosed={backToRow}
        />
      )}
    </Box>
  );
}
