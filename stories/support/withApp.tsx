import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../../src/app/routes';
import { AppThemeProvider } from '../../src/components/theme/AppThemeProvider';
import { ToastHost } from '../../src/components/ToastHost';
import type { AppStoryParameters } from './appParameters';
import type { AppStoryLoaded } from './appEnvironment';

function RoutedApp({ url, loaded }: { url: string; loaded: AppStoryLoaded }) {
  // One router per story mount: the real route table, started at the story's URL.
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [url] }));
  useEffect(
    () =>
      router.subscribe((state) => {
        loaded.browser.setPath(`${state.location.pathname}${state.location.search}`);
      }),
    [router, loaded],
  );
  return <RouterProvider router={router} />;
}

/**
 * The deep-link decorator: with `parameters.app.url` the story is the whole app at that URL
 * (screens and flows); otherwise the story's own component, in the app's theme.
 */
export const withApp: Decorator = (Story, context) => {
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  const loaded = context.loaded as AppStoryLoaded;
  return (
    <AppThemeProvider>
      {app.url ? <RoutedApp url={app.url} loaded={loaded} /> : <Story />}
      {app.globalToastHost !== false && <ToastHost />}
    </AppThemeProvider>
  );
};
