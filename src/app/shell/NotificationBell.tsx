import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import IconButton from '@mui/material/IconButton';
import { paths, withUserId } from '@/config/paths';
import { badgeText, CountBadge } from '@/components/CountBadge';
import { BellIcon } from '@/components/icons';
import { getUnreadCount } from '@/features/notifications/notificationsApi';
import { notificationStore, setUnreadCount } from '@/stores/notificationStore';

/** The bell with the unread count; it opens the user centre's 消息 tab. */
export function NotificationBell({ userId }: { userId: string | number }) {
  const { unreadCount } = useSnapshot(notificationStore);
  useEffect(() => {
    getUnreadCount().then(setUnreadCount, () => {
      // Reported by the HTTP client; the bell stays without a count.
    });
  }, [userId]);
  const count = unreadCount ?? 0;
  const hidden = unreadCount === null || count === 0;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={withUserId(`${paths.userCenter}?tab=messages`, userId)}
      aria-label={count > 0 ? `消息 ${badgeText(count)} 条未读` : '消息'}
    >
      {/* A fresh badge once hidden: MUI keeps the last number (99+) in a badge it hides, which
          left text in the bell that its name (消息) does not say, after 全部已读. */}
      <CountBadge key={hidden ? 'none' : 'count'} count={count} hidden={hidden} label="未读消息">
        <BellIcon />
      </CountBadge>
    </IconButton>
  );
}
