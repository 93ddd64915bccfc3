import { NavLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { withUserId } from '@/config/paths';
import { logout } from '@/lib/auth/logout';
import type { UserInfo } from '@/types/user';
import { focusPageHeading } from '../focusPageHeading';
import { NavigationDrawer } from './NavigationDrawer';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { useNavigationEntries } from './useNavigationEntries';
import { useSessionExpiryWarning } from './useSessionExpiryWarning';

/**
 * The signed-in half of the header: navigation from `routers`, the bell, the user menu. Its own
 * chunk, so a signed-out first paint loads neither it nor the HTTP client (docs/budgets.md).
 */
export function SignedInControls({ user, userType }: { user: UserInfo; userType: string }) {
  const navigate = useNavigate();
  const entries = useNavigationEntries(user.userId);
  useSessionExpiryWarning(user.userId);
  const onLogout = () => {
    const next = logout();
    if (next) void navigate(next, { replace: true });
    // The menu that had focus is gone: focus goes to the signed-out page's h1, even when the
    // address stays `/` (docs/accessibility.md).
    focusPageHeading();
  };
  return (
    <>
      <NavigationDrawer entries={entries} userId={user.userId} />
      <Box
        component="nav"
        aria-label="主导航"
        // Grows into the free space but never shrinks: a long title gives way instead.
        sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, flex: '1 0 auto' }}
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
      <Box sx={{ display: { xs: 'block', sm: 'none' }, flexGrow: 1 }} />
      <NotificationBell userId={user.userId} />
      <UserMenu user={user} userType={userType} onLogout={onLogout} />
    </>
  );
}
