import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { notificationsQuery } from '@/features/notifications/notificationsApi';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { formatDateTime } from '@/lib/formatDate';
import { DashboardCard, DashboardCardLink } from '@/components/dashboard/DashboardCard';

/** 最新消息: the five newest, with 查看全部 to the user centre. */
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
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={n.read ? n.title : `【未读】${n.title}`}
                  secondary={`${n.category} · ${formatDateTime(n.createdAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DataView>
    </DashboardCard>
  );
}
