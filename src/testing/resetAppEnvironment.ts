import type { AppConfig, IdentityProviderConfig } from '@/config/appConfig';
import { setAppConfig } from '@/config/runtimeConfig';
import { resetAuthInterruption } from '@/lib/auth/authInterruption';
import { resetUnauthorizedState } from '@/lib/auth/unauthorized';
import { setBrowserAdapter, type BrowserPort } from '@/lib/browser';
import { resetFileDownloadAdapter } from '@/lib/fileDownload';
import { fixedClock, setClock } from '@/lib/clock';
import { startHttp } from '@/app/start/startHttp';
import { abortPageRequests } from '@/lib/http/pageRequests';
import { forgetScrollPositions } from '@/app/ScrollMemory';
import { localStore, sessionStore } from '@/lib/storage';
import { forgetEarlyRequests } from '@/lib/http/earlyRequests';
import { forgetRequestSlots } from '@/lib/http/requestSlots';
import { warnWhenStorageUnavailable } from '@/lib/session/storageWarning';
import { toastQueue } from '@/lib/toast/toast';
import { clearAnnouncements } from '@/lib/toast/liveRegions';
import { windowTimers, type Timers } from '@/lib/timers';
import { resetNotificationStore } from '@/stores/notificationStore';
import { rereadSession } from '@/lib/session/session';
import { resetMockDatabase } from '../../mocks/data/mockDatabase';

/** The configuration stories and tests run with unless they say otherwise. */
export const TEST_CONFIG: AppConfig = {
  title: '智慧学习平台',
  apiBase: '',
  mainHost: '',
  demo: false,
  identityProvider: {
    authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize',
    clientId: 'learning-web',
    scope: 'openid profile',
    pkce: false,
    legacyState: false,
    logoutUrl: '',
  },
};

export type ConfigOverrides = Partial<Omit<AppConfig, 'identityProvider'>> & {
  identityProvider?: Partial<IdentityProviderConfig>;
};

export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  return {
    ...TEST_CONFIG,
    ...overrides,
    identityProvider: { ...TEST_CONFIG.identityProvider, ...overrides.identityProvider },
  };
}

export interface EnvironmentOptions {
  config?: ConfigOverrides;
  now: number;
  browser: BrowserPort;
  httpTimeoutMs?: number;
  storageUnavailable?: boolean;
  /** What drives toast lifetimes (stories: hand-driven timers). */
  toastTimers?: Timers;
  /** Entries written to the real storage before the store reads it. */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

const throwingStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/**
 * Every story and test starts from nothing (docs/stories.md): empty storage seeded as asked, a fresh
 * store, a fixed clock, the given browser port, the HTTP client's default wiring, no toasts.
 */
export function resetAppEnvironment(options: EnvironmentOptions) {
  abortPageRequests();
  forgetEarlyRequests();
  // Slots the aborted requests still hold are freed late, into the old page's count.
  forgetRequestSlots();
  forgetScrollPositions();
  // A new page opens at its top; the app leaves the first position to the browser.
  window.scrollTo(0, 0);
  toastQueue.closeAll();
  clearAnnouncements();
  toastQueue.useTimers(options.toastTimers ?? windowTimers);
  // Before storage is reset: the first failing read is the one that announces the fallback.
  warnWhenStorageUnavailable();
  window.localStorage.clear();
  window.sessionStorage.clear();
  localStore.reset(options.storageUnavailable ? throwingStorage : undefined);
  sessionStore.reset(options.storageUnavailable ? throwingStorage : undefined);
  if (!options.storageUnavailable) {
    for (const [key, value] of Object.entries(options.localStorage ?? {}))
      window.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(options.sessionStorage ?? {}))
      window.sessionStorage.setItem(key, value);
  }
  const clock = fixedClock(options.now);
  setClock(clock);
  setAppConfig(testConfig(options.config));
  startHttp(options.httpTimeoutMs ? { timeoutMs: options.httpTimeoutMs } : {});
  resetUnauthorizedState();
  resetAuthInterruption();
  rereadSession();
  resetNotificationStore();
  resetMockDatabase();
  setBrowserAdapter(options.browser);
  resetFileDownloadAdapter();
  return { clock };
}

/**
 * What a real reload of the page resets, for stories that show one: the page's memory (the
 * pending-401 flag, the sign-in interruption, the stores, the toasts), never storage.
 */
export function forgetPageMemory() {
  abortPageRequests();
  forgetScrollPositions();
  window.scrollTo(0, 0);
  toastQueue.closeAll();
  clearAnnouncements();
  resetUnauthorizedState();
  resetAuthInterruption();
  rereadSession();
  resetNotificationStore();
}
