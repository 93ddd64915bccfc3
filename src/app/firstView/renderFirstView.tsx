import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_APP_CONFIG } from '@/config/appConfig';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { setAppConfig } from '@/config/runtimeConfig';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { PRERENDERED_STYLES_ATTRIBUTE } from '@/components/theme/prerenderedStyleCache';
import { STYLE_CACHE_KEY, STYLE_CACHE_OPTIONS } from '@/components/theme/styleCacheOptions';
import { renderBeforeCode } from '@/components/lazyComponent';
import { localStore } from '@/lib/storage';
import { rereadSession } from '@/lib/session/session';
import { createRoutes } from '../routes';
import { CourseLineList } from '@/components/dashboard/CourseLineList';
import {
  COURSE_LINE_DETAILS,
  COURSES_AT_A_GLANCE,
  type CourseLine,
} from '@/components/dashboard/courseLines';

import type { ComponentType } from 'react';
import type { FirstViewMarkup } from './firstViewMarkup';
import {
  EARLY_DRAWERS,
  FIRST_VIEW_SCREENS,
  SIGN_IN_RETURN,
  type FirstViewScreen,
} from './firstViewScreens';

/** Stands for the visitor in the signed-in frame; the gate writes the stored user's name over it. */
const FRAME_USER = { userId: 'user', userName: '\u00a0' };

/**
 * Enough courses for 查看全部: the list the gate copies its lines from (their markup and classes
 * as CourseLineList gives them, with every fact line a role's line may have), and the button it
 * keeps when the visitor has that many.
 */
const FRAME_COURSES: CourseLine[] = Array.from({ length: COURSES_AT_A_GLANCE + 1 }, (_, i) => ({
  key: `frame-${i}`,
  title: '\u00a0',
  href: '/',
  bar: 0,
  percent: '',
  progressLabel: '',
  details: Array.from({ length: COURSE_LINE_DETAILS }, () => ''),
}));

/**
 * The first card's list (我的授课, 我的课程) as the card draws it, inert in a <template>: the gate
 * fills a copy from the early answer while the app's code is still on its way (drawMyCourses).
 */
function renderCoursesTemplate(cache: EmotionCache): string {
  const list = renderBeforeCode(() =>
    renderToString(
      <CacheProvider value={cache}>
        <AppThemeProvider>
          {/* A router for the lines' links; the gate writes each course's own href. */}
          <MemoryRouter>
            <CourseLineList lines={FRAME_COURSES} label="我的授课" />
          </MemoryRouter>
        </AppThemeProvider>
      </CacheProvider>,
    ),
  );
  // One line is enough to copy: the others would only add kilobytes to every page.
  const oneLine = list.replace(/(<li>.*?<\/li>)(?:<li>.*?<\/li>)+/, '$1');
  return `<template data-first-view-courses>${oneLine}</template>`;
}

/** In memory, for the render only: the build has no browser storage. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** Frame modules by their path from the project root (`/src/…`), each loaded on demand. */
export type FrameModules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Every frame component the registry may name: a screen's entry gives a module and an export,
 * and the build fails if either is missing (build time only; the frames are not shipped as such).
 */
const APP_FRAMES: FrameModules = import.meta.glob<Record<string, unknown>>(
  '/src/app/**/*Frame.tsx',
);

async function frameComponent(
  component: NonNullable<FirstViewScreen['frame']['component']>,
  frames: FrameModules,
): Promise<ComponentType> {
  const load = frames[`/${component.module}`];
  if (!load)
    throw new Error(`first view: no frame module ${component.module} (firstViewScreens.ts)`);
  const exported = (await load())[component.name];
  if (typeof exported !== 'function') {
    throw new Error(`first view: ${component.module} exports no ${component.name}`);
  }
  return exported as ComponentType;
}

/** The route table with the screen's frame in place of its route's page (build time only). */
async function frameRoutes(screen: FirstViewScreen, frames: FrameModules): Promise<RouteObject[]> {
  const routes = createRoutes();
  if (!screen.frame.component) return routes;
  const routePath = screen.path.replace(/^\//, '');
  const route = routes[0]?.children?.find((child) => child.path === routePath);
  if (!route) throw new Error(`first view: the route table has no ${screen.path} route`);
  route.lazy = undefined;
  route.Component = await frameComponent(screen.frame.component, frames);
  return routes;
}

async function renderScreen(
  cache: EmotionCache,
  screen: FirstViewScreen,
  frames: FrameModules,
): Promise<string> {
  const handler = createStaticHandler(await frameRoutes(screen, frames));
  const path = screen.frame.url;
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderBeforeCode(() =>
    renderToString(
      <CacheProvider value={cache}>
        <AppThemeProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppThemeProvider>
      </CacheProvider>,
    ),
  );
}

/** Storage as the visitor of a frame has it: empty, or a session of the frame's stand-in user. */
function frameStorage(signedIn: boolean): Storage {
  if (!signedIn) return memoryStorage({});
  return memoryStorage({
    [STORAGE_KEYS.token]: JSON.stringify({
      value: 'frame',
      expire: Date.now() + TOKEN_LIFETIME_MS,
    }),
    [STORAGE_KEYS.user]: JSON.stringify(FRAME_USER),
  });
}

/**
 * Build time only: each screen of the registry as the app renders it before anything answers,
 * through the real route table and components (with the screen's frame in place of a page that
 * would wait for its code), so the page the app later paints over it is the same pixels
 * (docs/budgets.md: CLS ≤ 0.02). Lazy parts render their Suspense fallbacks whatever this process
 * has loaded (renderBeforeCode), which is what the app shows first too. Styles are extracted with
 * Emotion's server API.
 */
export async function renderFirstView(
  screens: readonly FirstViewScreen[] = FIRST_VIEW_SCREENS,
  frames: FrameModules = APP_FRAMES,
): Promise<FirstViewMarkup> {
  setAppConfig(DEFAULT_APP_CONFIG);
  const cache = createCache(STYLE_CACHE_OPTIONS);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  const views: FirstViewMarkup['views'] = [];
  for (const screen of screens) {
    localStore.reset(() => frameStorage(screen.frame.signedIn));
    rereadSession();
    const html = await renderScreen(cache, screen, frames);
    views.push({
      view: screen.view,
      html: screen.frame.coursesTemplate ? html + renderCoursesTemplate(cache) : html,
    });
  }

  // Emotion's cache would move each tag it hydrates to the end of <head> when the app starts,
  // and Chromium then drops and re-adds the stylesheet: 30 kB in the middle of the entry's
  // evaluation (docs/budgets.md). The rules' tag is the app's cache's to read instead
  // (prerenderedStyleCache); the global ones are marked as placed (`data-s`), which keeps them
  // where they are until the components that own them mount.
  //
  // Every rule the render inserted is kept, not only those whose class is in the markup:
  // Emotion also inserts the rules of a styled component that wraps another (MUI's ButtonRoot
  // around ButtonBase, AppBar's around Paper), whose class no element carries, as the inner one
  // composes them into its own. Left out, the app compiled and inserted them again in the
  // takeover's commit (27 rules on signed-out `/`, stylis in the middle of that task), and so
  // inserted rules the page already had.
  const everyClass = Object.keys(cache.inserted)
    .map((name) => ` ${STYLE_CACHE_KEY}-${name}`)
    .join('');
  const styles = constructStyleTagsFromChunks(
    extractCriticalToChunks(views.map(({ html }) => html).join('') + everyClass),
  )
    .replaceAll(
      `<style data-emotion="${STYLE_CACHE_KEY} `,
      `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${STYLE_CACHE_KEY} `,
    )
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const code = {
    ...Object.fromEntries(screens.map((screen) => [screen.view, screen.code])),
    [SIGN_IN_RETURN.view]: SIGN_IN_RETURN.code,
  };
  return { views, styles, code, drawers: Object.values(EARLY_DRAWERS) };
}
