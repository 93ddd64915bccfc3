import type { LoaderFunction } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import type { fixedClock } from '@/lib/clock';
import { manualTimers } from '@/testing/manualTimers';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { userRouters } from '../../mocks/fixtures/navigation';
import { tokenFor } from '../../mocks/fixtures/users';
import { STORY_NOW, type AppStoryParameters } from './appParameters';
import { createBrowserSpy, type BrowserSpy } from './browserSpy';
import { applyToolbar, toolbarChoice } from './toolbar';

export interface AppStoryLoaded {
  /** The story's `parameters.app` as the toolbar (网络, 账号) changed it. */
  app: AppStoryParameters;
  browser: BrowserSpy;
  clock: ReturnType<typeof fixedClock>;
  /** Toasts close only when a play advances these. */
  toastTimers: ReturnType<typeof manualTimers>;
}

/** Seeds storage from `parameters.app` and resets everything else, before each story renders. */
export const prepareAppEnvironment: LoaderFunction<ReactRenderer> = (context) => {
  const app = applyToolbar(
    (context.parameters.app ?? {}) as AppStoryParameters,
    toolbarChoice(context.globals),
  );
  const now = Date.parse(app.now ?? STORY_NOW);
  const signedIn: Record<string, string> = app.signedInAs
    ? {
        [STORAGE_KEYS.token]: JSON.stringify({
          value: tokenFor(app.signedInAs),
          expire:
            now +
            (app.tokenMinutesLeft === undefined
              ? TOKEN_LIFETIME_MS
              : app.tokenMinutesLeft * 60_000),
        }),
        [STORAGE_KEYS.user]: JSON.stringify(app.signedInAs),
        [STORAGE_KEYS.userType]: JSON.stringify(app.signedInAs.userType ?? 'teacher'),
        // A returning user's shell shows its navigation at once, whatever the API does.
        ...(app.routersStored === false
          ? {}
          : { [STORAGE_KEYS.routers]: JSON.stringify(userRouters) }),
      }
    : {};
  const browser = createBrowserSpy(app.url ?? app.location ?? '/');
  const toastTimers = manualTimers();
  const { clock } = resetAppEnvironment({
    now,
    browser,
    toastTimers: toastTimers.timers,
    ...(app.config ? { config: app.config } : {}),
    ...(app.httpTimeoutMs ? { httpTimeoutMs: app.httpTimeoutMs } : {}),
    ...(app.storageUnavailable ? { storageUnavailable: true } : {}),
    localStorage: { ...signedIn, ...app.localStorage },
    ...(app.sessionStorage ? { sessionStorage: app.sessionStorage } : {}),
  });
  const loaded: AppStoryLoaded = { app, browser, clock, toastTimers };
  return loaded;
};

/** A story's `loaded`, as prepareAppEnvironment made it. */
export const loadedOf = (loaded: unknown) => loaded as AppStoryLoaded;
