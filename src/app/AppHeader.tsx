import { Link as RouterLink, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getAppConfig } from '@/config/runtimeConfig';
import { userTypeLabel } from '@/config/userTypes';
import { logout } from '@/lib/auth/logout';
import { displayName, useSession } from '@/hooks/useSession';
import { withUserId } from '@/config/paths';
import { useNavigationEntries } from '@/features/navigation/hooks/useNavigationEntries';

/** The header of every routed screen: title, who is signed in, and 退出登录. */
export function AppHeader() {
  const { signedIn, user, userType } = useSession();
  const navigate = useNavigate();
  const entries = useNavigationEntries(signedIn && user ? user.userId : null);
  const onLogout = () => {
    const next = logout();
    if (next) void navigate(next, { replace: true });
  };
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
        >
          {getAppConfig().title}
        </Typography>
        {signedIn && user ? (
          <>
            <nav aria-label="主导航">
              {entries.map((entry) => (
                <Button
                  key={entry.path}
                  color="inherit"
                  component={RouterLink}
                  to={withUserId(entry.path, user.userId)}
                >
                  {entry.title}
                </Button>
              ))}
            </nav>
            <Typography data-testid="header-user" sx={{ maxWidth: 240 }} noWrap>
              {displayName(user)}（{userTypeLabel(userType)}）
            </Typography>
            <Button color="inherit" onClick={onLogout}>
              退出登录
            </Button>
          </>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
