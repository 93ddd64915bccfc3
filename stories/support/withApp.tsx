import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { theme } from '@/components/theme/theme';
import { ToastHost } from '@/components/ToastHost';
import { forgetPageMemory } from '@/testing/resetAppEnvironment';
import { FirstCardHoldDeadline, type HoldDeadline } from '@/components/dashboard/useFirstCardHold';
import type { AppStoryLoaded } from './appEnvironment';
import { storyMounted } from './liveRestart';

/**
 * Under automation (Vitest's Chromium, Chromatic's browsers) MUI's script-driven motion (a
 * menu's or a dialog's transition) ends at once: a screenshot taken mid-way differed on a fresh
 * machine (it was MUI's scrollable tabs, which the app no longer uses). CSS transitions are off
 * there already.
 */
const automated = typeof navigator !== 'undefined' && navigator.webdriver;
const instantTheme = createTheme(theme, {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
});

function RoutedApp({ url, loaded }: { url: string; loaded: AppStoryLoaded }) {
  // One router per story mount: the real route table, started at the story's URL.
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [url] }));
  useEffect(() => {
    const unsubscribe = router.subscribe((state) => {
      loaded.browser.setPath(`${state.location.pathname}${state.location.search}`);
    });
    return () => {
      unsubscribe();
      // A page that is gone runs no more loaders (a real reload ends them with the page).
      router.dispose();
    };
  }, [router, loaded]);
  return <RouterProvider router={router} />;
}

/** The app at the story's URL; with `simulateReload`, a reload starts it again where it was. */
function ReloadableApp({ loaded }: { loaded: AppStoryLoaded }) {
  const [start, setStart] = useState({ generation: 0, url: loaded.app.url ?? '/' });
  useEffect(() => {
    if (!loaded.app.simulateReload) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = loaded.browser.onReload(() => {
      // Like a real reload, a moment later: answers already on their way meanwhile meet the
      // old page, which is reloading and ignores them (no second reload from one burst).
      timer ??= setTimeout(() => {
        timer = undefined;
        forgetPageMemory();
        const here = loaded.browser.location();
        setStart((previous) => ({
          generation: previous.generation + 1,
          url: `${here.pathname}${here.search}`,
        }));
      }, 0);
    });
    return () => {
      stopListening();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [loaded]);
  return <RoutedApp key={start.generation} url={start.url} loaded={loaded} />;
}

/**
 * One mount per environment the loaders prepared: a changed global or control restarts the
 * story with a new one (stories/support/liveRestart.ts), so the app mounts anew; a re-render
 * that kept the environment (a Storybook tool was switched) keeps the app as it is. Storybook
 * builds a new `loaded` object every render, so the key is the environment's browser port.
 */
const mounts = new WeakMap<object, number>();
let lastMount = 0;
function mountOf(loaded: AppStoryLoaded): number {
  let mount = mounts.get(loaded.browser);
  if (mount === undefined) {
    lastMount += 1;
    mount = lastMount;
    mounts.set(loaded.browser, mount);
  }
  return mount;
}

/** Tells liveRestart whether this story's app is on screen (a reload tears it down first). */
function MountMarker({ storyId }: { storyId: string }) {
  useEffect(() => storyMounted(storyId), [storyId]);
  return null;
}

const noHold: HoldDeadline = () => Number.NEGATIVE_INFINITY;
const holdUntilAnswer: HoldDeadline = () => Number.POSITIVE_INFINITY;

/**
 * The deep-link decorator: with `parameters.app.url` the story is the whole app at that URL
 * (screens and flows); otherwise the story's own component, in the app's theme.
 */
export const withApp: Decorator = (Story, context) => {
  const loaded = context.loaded as AppStoryLoaded;
  const app = loaded.app;
  return (
    <AppThemeProvider>
      <ThemeProvider theme={automated ? instantTheme : theme}>
        <FirstCardHoldDeadline.Provider
          value={app.firstCardHold === 'until-answer' ? holdUntilAnswer : noHold}
        >
          {app.url ? <ReloadableApp key={mountOf(loaded)} loaded={loaded} /> : <Story />}
        </FirstCardHoldDeadline.Provider>
        {app.globalToastHost !== false && <ToastHost />}
        <MountMarker storyId={context.id} />
      </ThemeProvider>
    </AppThemeProvider>
  );
};
