import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { untilNewestDemoWorker } from './newestDemoWorker';

export const DEMO_IDP_PATH = '/demo-idp/authorize';

/**
 * Demo mode (docs/configuration.md `demo`): the mock API and identity provider start in the
 * browser. Loaded only then, so a production config ships no MSW code to the browser. Returns
 * the page to show instead of the app when the address is the demo provider's own page.
 */
export async function startDemoMode(): Promise<ReactNode | null> {
  // The worker's check runs while the demo's code downloads: MSW must start on the newest one.
  const [{ startDemo }] = await Promise.all([
    import('../demo/startDemo'),
    untilNewestDemoWorker(() => navigator.serviceWorker),
  ]);
  await startDemo();
  if (window.location.pathname !== DEMO_IDP_PATH) return null;
  const { DemoIdentityProviderPage } = await import('../demo/DemoIdentityProviderPage');
  return (
    <AppThemeProvider>
      <DemoIdentityProviderPage />
    </AppThemeProvider>
  );
}
