import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '@/components/CenteredMessage';
import { useManualSignIn } from '@/hooks/useManualSignIn';

/**
 * docs/session.md "Refused storage": a sign-in must remember its state across the trip to the
 * provider, and this browser will not let it (a private window of an older Safari, site data
 * blocked). The app stays here and says what to change, instead of leaving and coming back to
 * a sign-in it cannot finish.
 */
export function SignInStorageRefusedScreen({ returnPath }: { returnPath: string | null }) {
  const { starting, signIn } = useManualSignIn(returnPath);
  return (
    <CenteredMessage
      heading="浏览器禁止了本网站的存储，无法完成登录"
      tone="error"
      actions={
        <Button variant="contained" onClick={signIn} disabled={starting}>
          再试一次
        </Button>
      }
    >
      <Typography>
        登录时需要在浏览器里暂存一次性的验证信息，但这个浏览器不允许本网站保存数据。
      </Typography>
      <Typography component="ul" sx={{ mt: 1, pl: 3, textAlign: 'left' }}>
        <li>如果正在使用无痕（隐私）浏览模式，请换用普通窗口打开本网站；</li>
        <li>或在浏览器设置中允许本网站保存 Cookie 和网站数据；</li>
        <li>改好后点击“再试一次”。</li>
      </Typography>
    </CenteredMessage>
  );
}
