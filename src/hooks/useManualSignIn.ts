import { useState } from 'react';
import { startSignIn } from '@/lib/auth/startSignIn';

/**
 * A sign-in the user starts by hand (登录, 重新登录): never counted by the reload-loop guard,
 * and the button stays disabled while the browser is on its way to the provider.
 */
export function useManualSignIn(returnPath: string | null = null) {
  const [starting, setStarting] = useState(false);
  const signIn = async () => {
    setStarting(true);
    const started = await startSignIn({ returnPath, automatic: false });
    if (started.kind !== 'redirected') setStarting(false);
  };
  return { starting, signIn: () => void signIn() };
}
