import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';

/** Shown while the browser leaves for the identity provider. */
export function SignInRedirectingScreen() {
  return (
    <CenteredMessage heading="正在前往统一身份认证">
      <Typography gutterBottom>需要登录后才能访问该页面，正在跳转…</Typography>
      <LinearProgress aria-label="正在跳转" />
    </CenteredMessage>
  );
}
