import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, withUserId } from '@/config/paths';
import { userTypeLabel } from '@/config/userTypes';
import { startSignIn } from '@/lib/auth/startSignIn';
import { displayName, useSession } from '@/hooks/useSession';

/** `/`, open to everyone (seed §2 rule 3). */
export function MainPage() {
  const { signedIn, user, userType } = useSession();
  const [starting, setStarting] = useState(false);

  if (!signedIn || !user) {
    const signIn = async () => {
      setStarting(true);
      const started = await startSignIn({ returnPath: null, automatic: false });
      if (started.kind !== 'redirected') setStarting(false);
    };
    return (
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          欢迎使用智慧学习平台
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          登录后查看我的课程、教学日历和消息。
        </Typography>
        <Button variant="contained" onClick={() => void signIn()} disabled={starting}>
          登录
        </Button>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        你好，{displayName(user)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography data-testid="user-type">身份：{userTypeLabel(userType)}</Typography>
        <Button
          component={RouterLink}
          to={withUserId(paths.userCenter, user.userId)}
          variant="outlined"
        >
          个人中心
        </Button>
      </Stack>
    </Paper>
  );
}
