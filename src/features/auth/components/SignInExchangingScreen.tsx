import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';

/** `/login` while the authorization code is being exchanged. */
export function SignInExchangingScreen() {
  return (
    <CenteredMessage heading="正在登录">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center' }}
        role="status"
        aria-live="polite"
      >
        <CircularProgress size={24} aria-label="正在登录" />
        <Typography>正在验证身份，请稍候…</Typography>
      </Stack>
    </CenteredMessage>
  );
}
