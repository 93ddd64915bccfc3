import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';
import { SignInBlockedScreen } from '@/features/auth/components/SignInBlockedScreen';
import { SignInRedirectingScreen } from '@/features/auth/components/SignInRedirectingScreen';
import { SignInStorageRefusedScreen } from '@/features/auth/components/SignInStorageRefusedScreen';
import { isGuardInterruption } from '@/lib/auth/authInterruption';
import { browser } from '@/lib/browser';

/** The root's error element: guard interruptions are screens of their own, not errors. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  if (isGuardInterruption(error)) {
    const here = `${location.pathname}${location.search}`;
    if (error.kind === 'blocked') return <SignInBlockedScreen returnPath={here} />;
    if (error.kind === 'storage-refused') return <SignInStorageRefusedScreen returnPath={here} />;
    return <SignInRedirectingScreen />;
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <CenteredMessage
      heading="页面出错了"
      tone="error"
      actions={
        <Button variant="contained" onClick={() => browser.reload()}>
          重新加载
        </Button>
      }
    >
      <Typography>页面没能正常打开，可能是网络中断或版本已更新。</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
        {detail}
      </Typography>
    </CenteredMessage>
  );
}
