import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';

export const DEMO_IDP_PATH = '/demo-idp/authorize';

/**
 * Demo mode (docs/configuration.md `demo`): the mock API and identity provider start in the
 * browser. Loaded only then, so a production config ships no MSW code to the browser. Returns
 * the page to show instead of the app when the address is the demo provider's own page.
 */
export async function startDemoMode(): Promise<ReactNode | null> {
  const { startDemo } = await import('../demo/startDemo');
  await startDemo();
  if (window.location.pathname !== DEMO_IDP_PATH) return null;
  const { DemoIdentityProviderPage } = await import('../demo/DemoIdentityProviderPage');
  return (
    <AppThemeProvider>
      <DemoIdentityProviderPage />
    </AppThemeProvider>
  );
}
