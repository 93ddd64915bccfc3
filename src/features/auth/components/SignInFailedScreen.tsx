import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';
import { useManualSignIn } from '@/hooks/useManualSignIn';

export interface SignInFailure {
  reason: 'exchange' | 'provider';
  /** The provider's `error_description`, shown as text (never parsed as HTML). */
  description?: string | null;
  error?: string;
}

/** D3: a failed sign-in says so and offers 重新登录, which starts a new attempt by hand. */
export function SignInFailedScreen({
  failure,
  returnPath = null,
  onHome,
}: {
  failure: SignInFailure;
  /** Where the failed attempt would have gone; 重新登录 goes there too (design §3). */
  returnPath?: string | null;
  onHome?: () => void;
}) {
  const { starting, signIn: retry } = useManualSignIn(returnPath);
  return (
    <CenteredMessage
      heading="登录失败"
      tone="error"
      actions={
        <>
          <Button variant="contained" onClick={retry} disabled={starting}>
            重新登录
          </Button>
          {onHome && (
            <Button variant="text" onClick={onHome}>
              返回首页
            </Button>
          )}
        </>
      }
    >
      {failure.reason === 'provider' ? (
        <>
          <Typography>统一身份认证未能完成登录。</Typography>
          {failure.description ? (
            <Alert severity="warning" role="note" sx={{ mt: 2 }} data-testid="provider-error">
              {failure.description}
            </Alert>
          ) : failure.error ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              错误代码：{failure.error}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography>未能完成登录，授权码可能已失效。请重新登录。</Typography>
      )}
    </CenteredMessage>
  );
}
