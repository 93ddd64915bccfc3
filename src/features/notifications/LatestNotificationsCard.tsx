import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { notificationsQuery } from '@/features/notifications/notificationsApi';
import { UnreadDot } from '@/features/notifications/UnreadDot';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { paths, withUserId } from '@/config/paths';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { chineseDateTime } from '@/lib/formatDate';
import { DashboardCard, DashboardCardLink } from '@/components/dashboard/DashboardCard';

/** The user centre's 消息 with this message open: a card line leads to what it names. */
const messagePath = (id: string, userId: string | number) =>
  withUserId(`${paths.userCenter}?tab=messages&message=${encodeURIComponent(id)}`, userId);

/** 最新消息: the five newest, each opening in the user centre, with 查看全部. */
export function LatestNotificationsCard({ userId }: { userId: string | number }) {
  const latest = useApiQuery(notificationsQuery({ page: 1, size: 5 }));
  return (
    <DashboardCard
      id="latest-notifications-heading"
      title="最新消息"
      action={
        <DashboardCardLink tab="messages" userId={userId}>
          查看全部
        </DashboardCardLink>
      }
    >
      <DataView
        state={latest}
        loadingLabel="正在加载消息"
        isEmpty={(d) => d.records.length === 0}
        empty={<EmptyView title="暂无消息" />}
      >
        {(d) => (
          <List dense aria-label="最新消息">
            {d.records.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={messagePath(n.id, userId)}
                  sx={{ px: 1, mx: -1, minHeight: 48, borderRadius: 1, gap: 1 }}
                >
                  <Box component="span" sx={{ width: 8, flexShrink: 0, alignSelf: 'baseline' }}>
                    {n.read ? null : <UnreadDot />}
                  </Box>
                  <ListItemText
                    primary={n.title}
                    secondary={`${n.category} · ${chineseDateTime(n.createdAt, clock.now())}`}
                    slotProps={{
                      primary: { sx: { fontWeight: n.read ? 400 : 600, overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DataView>
    </DashboardCard>
  );
}
