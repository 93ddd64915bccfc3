import { useLoaderData, useNavigate } from 'react-router-dom';
import { SignInExchangingScreen } from '@/features/auth/components/SignInExchangingScreen';
import { SignInFailedScreen } from '@/features/auth/components/SignInFailedScreen';
import type { LoginLoaderData } from '../routeLoaders';

export function LoginRoute() {
  const outcome = useLoaderData() as LoginLoaderData;
  const navigate = useNavigate();
  if (outcome.kind === 'signed-in-elsewhere') return <SignInExchangingScreen />;
  return (
    <SignInFailedScreen
      failure={
        outcome.reason === 'provider'
          ? { reason: 'provider', error: outcome.error, description: outcome.description }
          : { reason: 'exchange' }
      }
      returnPath={outcome.returnPath}
      onHome={() => void navigate('/', { replace: true })}
    />
  );
}
