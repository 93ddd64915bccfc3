import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authInterruption } from '@/lib/auth/authInterruption';
import { startSignIn } from '@/lib/auth/startSignIn';
import { toast } from '@/lib/toast/toast';
import { paths } from '@/config/paths';

/**
 * A sign-in the user starts by hand (登录, 重新登录): never counted by the reload-loop guard,
 * and the button stays disabled while the browser is on its way to the provider.
 */
export function useManualSignIn(returnPath: string | null = null) {
  const [starting, setStarting] = useState(false);
  const navigate = useNavigate();
  const signIn = async () => {
    setStarting(true);
    try {
      const started = await startSignIn({ returnPath, automatic: false });
      if (started.kind === 'redirected') return;
      // No provider on a local host: the seed's fallback is the main page.
      if (started.kind === 'local-fallback') void navigate(paths.home);
      // Pressing 登录 again in a browser that refuses storage explains instead of looping.
      if (started.kind === 'storage-refused') authInterruption.kind = 'storage-refused';
    } catch (error) {
      toast.error(`无法开始登录：${error instanceof Error ? error.message : String(error)}`, {
        showClose: true,
      });
    }
    setStarting(false);
  };
  return { starting, signIn: () => void signIn() };
}
