import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';
import { useManualSignIn } from '@/hooks/useManualSignIn';

/**
 * D4: after too many automatic trips to the provider or 401 reloads in a short time, the app
 * stops and lets the user decide, instead of looping.
 */
export function SignInBlockedScreen({ returnPath }: { returnPath: string | null }) {
  const { starting, signIn: start } = useManualSignIn(returnPath);
  return (
    <CenteredMessage
      heading="无法完成登录"
      tone="error"
      actions={
        <Button variant="contained" onClick={start} disabled={starting}>
          重新登录
        </Button>
      }
    >
      <Typography>登录状态反复失效，已暂停自动跳转，以免页面不停刷新。</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        请点击“重新登录”再试一次；如果问题仍然存在，请联系管理员。
      </Typography>
    </CenteredMessage>
  );
}
