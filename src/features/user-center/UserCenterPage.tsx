import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { userTypeLabel } from '@/config/userTypes';
import { displayName, useSession } from '@/hooks/useSession';

/** `/scenter`: guarded, reached only with a token and a matching `xh`. */
export function UserCenterPage() {
  const { user, userType } = useSession();
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        个人中心
      </Typography>
      <dl>
        <Typography component="dt" color="text.secondary">
          姓名
        </Typography>
        <Typography component="dd" sx={{ ml: 0, mb: 1 }} data-testid="profile-name">
          {displayName(user)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          工号 / 学号
        </Typography>
        <Typography component="dd" sx={{ ml: 0, mb: 1 }}>
          {user ? String(user.userId) : ''}
        </Typography>
        <Typography component="dt" color="text.secondary">
          身份
        </Typography>
        <Typography component="dd" sx={{ ml: 0 }} data-testid="profile-type">
          {userTypeLabel(userType)}
        </Typography>
      </dl>
    </Paper>
  );
}
