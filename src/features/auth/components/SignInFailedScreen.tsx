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
  /** The page first asked for: 重新登录 signs in towards it again. */
  returnPath?: string | null;
}

/** OAuth 2's answer when the user declined at the provider (RFC 6749 §4.1.2.1). */
const CANCELLED = 'access_denied';

/**
 * D3: a failed sign-in says so and offers 重新登录, which starts a new attempt by hand. A sign-in
 * the user cancelled at the provider is no failure (design §7 Chinese style): 已取消登录, calmly.
 */
export function SignInFailedScreen({
  failure,
  onHome,
}: {
  failure: SignInFailure;
  onHome?: () => void;
}) {
  const { starting, signIn: retry } = useManualSignIn(failure.returnPath ?? null);
  const cancelled = failure.reason === 'provider' && failure.error === CANCELLED;
  return (
    <CenteredMessage
      heading={cancelled ? '已取消登录' : '登录失败'}
      tone={cancelled ? 'normal' : 'error'}
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
          <Typography>
            {cancelled ? '你在统一身份认证页取消了登录。' : '统一身份认证未能完成登录。'}
          </Typography>
          {failure.description ? (
            <Alert severity="warning" role="note" sx={{ mt: 2 }} data-testid="provider-error">
              {failure.description}
            </Alert>
          ) : failure.error && !cancelled ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              错误代码：{failure.error}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography>登录未完成，请重新登录。</Typography>
      )}
    </CenteredMessage>
  );
}
