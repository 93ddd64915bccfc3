import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { withUserId } from '@/config/paths';
import { getAppConfig } from '@/config/runtimeConfig';
import { logout } from '@/lib/auth/logout';
import { useSession } from '@/hooks/useSession';
import { resetNotificationStore } from '@/stores/notificationStore';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { useNavigationEntries } from './useNavigationEntries';

/** Design §7's header: title, navigation from `routers`, the bell, the user menu. */
export function AppHeader() {
  const { signedIn, user, userType } = useSession();
  const navigate = useNavigate();
  const entries = useNavigationEntries(signedIn && user ? user.userId : null);

  const onLogout = () => {
    resetNotificationStore();
    const next = logout();
    if (next) void navigate(next, { replace: true });
  };

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 3, whiteSpace: 'nowrap' }}
        >
          {getAppConfig().title}
        </Typography>
        {signedIn && user ? (
          <>
            <Box
              component="nav"
              aria-label="主导航"
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
            >
              {entries.map((entry) => (
                <Button
                  key={entry.path}
                  color="inherit"
                  component={NavLink}
                  to={withUserId(entry.path, user.userId)}
                  end
                  sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' }, whiteSpace: 'nowrap' }}
                >
                  {entry.title}
                </Button>
              ))}
            </Box>
            <NotificationBell userId={user.userId} />
            <UserMenu user={user} userType={userType} onLogout={onLogout} />
          </>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
