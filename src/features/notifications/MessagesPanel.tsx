import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useRef, useState } from 'react';
import {
  getUnreadCount,
  markNotificationRead,
  notificationsQuery,
} from '@/features/notifications/notificationsApi';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { formatDateTime } from '@/lib/formatDate';
import { setUnreadCount } from '@/stores/notificationStore';
import { focusWasDropped } from '@/components/droppedFocus';

/** 消息: all or unread only, paginated; 标为已读 updates the bell. */
export function MessagesPanel() {
  const { params, update } = useQueryState();
  const unreadOnly = params.get('filter') === 'unread';
  const { page, size } = readPaging(params);
  const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
  const [version, setVersion] = useState(0);
  const list = useApiQuery(notificationsQuery({ page, size, unread: unreadOnly }, version));

  const listRef = useRef<HTMLUListElement>(null);

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
        ...(list?.querySelectorAll<HTMLElement>('[data-unread="true"] button') ?? []),
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
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_event, value: string | null) =>
          value && update({ filter: value === 'unread' ? 'unread' : null, page: null })
        }
        aria-label="消息筛选"
      >
        <ToggleButton value="all">全部</ToggleButton>
        <ToggleButton value="unread">未读</ToggleButton>
      </ToggleButtonGroup>
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
                const read = n.read || readNow.has(n.id);
                return (
                  <ListItem
                    key={n.id}
                    divider
                    data-unread={read ? undefined : 'true'}
                    // On a phone 标为已读 goes under the message: beside it, it left the text a
                    // column of five characters at 320 px.
                    sx={{
                      flexDirection: { xs: 'column', sm: 'row' },
                      alignItems: { xs: 'flex-start', sm: 'center' },
                      gap: { xs: 0.5, sm: 2 },
                    }}
                  >
                    <ListItemText
                      primary={read ? n.title : `【未读】${n.title}`}
                      secondary={`${n.category} · ${formatDateTime(n.createdAt)} · ${n.content}`}
                      slotProps={{ primary: { sx: { fontWeight: read ? 400 : 600 } } }}
                      sx={{ overflowWrap: 'anywhere', width: '100%' }}
                    />
                    {read ? null : (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={(event) => void markRead(n.id, event.currentTarget)}
                        aria-label={`将“${n.title}”标为已读`}
                        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
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
              onChange={(nextPage, nextSize) => update({ page: nextPage, size: nextSize })}
            />
          </>
        )}
      </DataView>
    </Box>
  );
}
