import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { ToastHost } from '@/components/ToastHost';
import type { UserInfo } from '@/types/user';
import { tokenFor } from '../../mocks/fixtures/users';
import { recordingBrowser } from './recordingBrowser';
import { resetAppEnvironment } from './resetAppEnvironment';

export const TEST_NOW = Date.parse('2026-09-07T09:30:00+08:00');

/**
 * The whole app at `url` in a memory router, as a user would reach it, over the shared MSW
 * handlers: integration tests drive screens through this, not through their internals.
 */
export function renderApp(
  url: string,
  options: {
    signedInAs?: UserInfo;
    sessionStorage?: Record<string, string>;
    /** The app clock's time; TEST_NOW, a Monday of the term's first week, unless given. */
    now?: number;
  } = {},
) {
  const browser = recordingBrowser(`http://localhost:3000${url}`);
  const user = options.signedInAs;
  const now = options.now ?? TEST_NOW;
  resetAppEnvironment({
    now,
    browser,
    localStorage: user
      ? {
          [STORAGE_KEYS.token]: JSON.stringify({
            value: tokenFor(user),
            expire: now + TOKEN_LIFETIME_MS,
          }),
          [STORAGE_KEYS.user]: JSON.stringify(user),
          [STORAGE_KEYS.userType]: JSON.stringify(user.userType ?? 'teacher'),
        }
      : {},
    sessionStorage: options.sessionStorage ?? {},
  });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const view = render(
    <AppThemeProvider>
      <RouterProvider router={router} />
      <ToastHost />
    </AppThemeProvider>,
  );
  return { ...view, router, browser };
}
