import type { LoaderFunction } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import type { AppConfig } from '../../src/config/appConfig';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '../../src/config/constants';
import { setAppConfig } from '../../src/config/runtimeConfig';
import { resetAuthInterruption } from '../../src/lib/auth/authInterruption';
import { handleUnauthorized, resetUnauthorizedState } from '../../src/lib/auth/unauthorized';
import { setBrowserAdapter } from '../../src/lib/browser';
import { fixedClock, setClock } from '../../src/lib/clock';
import { configureHttp, resetHttpSettings } from '../../src/lib/http/httpClient';
import { localStore, sessionStore } from '../../src/lib/storage';
import { toastQueue } from '../../src/lib/toast/toast';
import { resetUserStore } from '../../src/stores/userStore';
import { tokenFor } from '../../mocks/fixtures/users';
import { STORY_CONFIG, STORY_NOW, type AppStoryParameters } from './appParameters';
import { createBrowserSpy, type BrowserSpy } from './browserSpy';

export interface AppStoryLoaded {
  browser: BrowserSpy;
  clock: ReturnType<typeof fixedClock>;
}

function mergeConfig(overrides: AppStoryParameters['config']): AppConfig {
  return {
    ...STORY_CONFIG,
    ...overrides,
    identityProvider: { ...STORY_CONFIG.identityProvider, ...overrides?.identityProvider },
  };
}

const throwingStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/**
 * Every story starts from nothing (design §9): empty storage seeded from its parameters, a
 * fresh store, a fixed clock, the browser port replaced by spies, no toasts left over.
 */
export const prepareAppEnvironment: LoaderFunction<ReactRenderer> = (context) => {
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  window.localStorage.clear();
  window.sessionStorage.clear();
  localStore.reset(app.storageUnavailable ? throwingStorage : undefined);
  sessionStore.reset(app.storageUnavailable ? throwingStorage : undefined);

  const clock = fixedClock(Date.parse(app.now ?? STORY_NOW));
  setClock(clock);
  setAppConfig(mergeConfig(app.config));

  if (!app.storageUnavailable) {
    if (app.signedInAs) {
      window.localStorage.setItem(
        STORAGE_KEYS.token,
        JSON.stringify({ value: tokenFor(app.signedInAs), expire: clock.now() + TOKEN_LIFETIME_MS }),
      );
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(app.signedInAs));
      window.localStorage.setItem(STORAGE_KEYS.userType, JSON.stringify(app.signedInAs.userType ?? 'teacher'));
    }
    for (const [key, value] of Object.entries(app.localStorage ?? {})) window.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(app.sessionStorage ?? {})) window.sessionStorage.setItem(key, value);
  }

  resetHttpSettings();
  configureHttp({ onUnauthorized: handleUnauthorized, ...(app.httpTimeoutMs ? { timeoutMs: app.httpTimeoutMs } : {}) });
  resetUnauthorizedState();
  resetAuthInterruption();
  toastQueue.closeAll();
  resetUserStore();

  const browser = createBrowserSpy(app.url ?? '/');
  setBrowserAdapter(browser);
  const loaded: AppStoryLoaded = { browser, clock };
  return loaded;
};
