import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { RouteProgress } from '@/components/RouteProgress';
import { SignInBlockedScreen } from '@/features/auth/components/SignInBlockedScreen';
import { SignInStorageRefusedScreen } from '@/features/auth/components/SignInStorageRefusedScreen';
import { authInterruption } from '@/lib/auth/authInterruption';
import { ScrollMemory } from './ScrollMemory';
import { AppHeader } from './shell/AppHeader';
import { MAIN_CONTENT_ID, SkipLink } from './shell/SkipLink';
import { useFocusOnPageChange } from './useFocusOnPageChange';
import { useLeavingScreenEndsItsReads } from './useLeavingScreenEndsItsReads';
import { useOtherTabsSession } from './useOtherTabsSession';
import { isLoginPath } from '@/config/paths';

/**
 * Header, the one routed area, a progress bar while a screen loads, scroll restoration, and the
 * session kept in step with the app's other tabs.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const interruption = useSnapshot(authInterruption);
  useOtherTabsSession();
  useLeavingScreenEndsItsReads();
  useFocusOnPageChange();
  const here = `${location.pathname}${location.search}`;
  if (interruption.kind === 'blocked') return <SignInBlockedScreen returnPath={here} />;
  if (interruption.kind === 'storage-refused') {
    return <SignInStorageRefusedScreen returnPath={here} />;
  }
  const onLogin = isLoginPath(location.pathname);
  return (
    <>
      {navigation.state === 'loading' && <RouteProgress />}
      <ScrollMemory />
      {onLogin ? (
        <Outlet />
      ) : (
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <SkipLink />
          <AppHeader />
          <Container
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            maxWidth="lg"
            sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
          >
            <Outlet />
          </Container>
        </Box>
      )}
    </>
  );
}
