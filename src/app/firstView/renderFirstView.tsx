import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
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
import { localStore } from '@/lib/storage';
import { rereadSession } from '@/lib/session/session';
import { createRoutes } from '../routes';
import { UserCenterFrame } from '../pages/UserCenterFrame';
import { CourseList } from '@/features/courses/MyCoursesCard';
import { COURSES_AT_A_GLANCE, type MyCourse } from '@/features/courses/myCourses';

import type { FirstViewMarkup } from './firstViewMarkup';

/** Stands for the visitor in the signed-in frame; the gate writes the stored user's name over it. */
const FRAME_USER = { userId: 'user', userName: '\u00a0' };

/**
 * Enough courses for 查看全部: the list the gate copies its lines from (their markup and classes
 * as CourseList gives them), and the button it keeps when the visitor has that many.
 */
const FRAME_COURSES: MyCourse[] = Array.from({ length: COURSES_AT_A_GLANCE + 1 }, (_, i) => ({
  id: `frame-${i}`,
  title: '\u00a0',
  progress: 0,
  lessonsDone: 0,
  lessonsTotal: 0,
  term: '',
}));

/**
 * 我的课程 as the card draws it, inert in a <template>: the gate fills a copy from the early
 * answer while the app's code is still on its way (firstViewGate's drawMyCourses).
 */
function renderCoursesTemplate(cache: EmotionCache): string {
  const list = renderToString(
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <CourseList courses={FRAME_COURSES} />
      </AppThemeProvider>
    </CacheProvider>,
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

/** The route table with the user centre's frame in place of its page (build time only). */
function frameRoutes(): RouteObject[] {
  const routes = createRoutes();
  const userCenter = routes[0]?.children?.find((route) => route.path === 'scenter');
  if (!userCenter) throw new Error('the route table has no scenter route');
  userCenter.lazy = undefined;
  userCenter.Component = UserCenterFrame;
  return routes;
}

async function renderPath(cache: EmotionCache, path = '/'): Promise<string> {
  const handler = createStaticHandler(frameRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppThemeProvider>
    </CacheProvider>,
  );
}

/**
 * Build time only: `/` as the app renders it before anything answers, through the real route
 * table and components, so the page the app later paints over it is the same pixels
 * (docs/budgets.md: CLS ≤ 0.02): once signed out (the welcome and the catalogue loading), once
 * for a stored session (the header's slots and the dashboard's placeholder; lazy parts render
 * their Suspense fallbacks, which is what the app shows first too). Styles are extracted with
 * Emotion's server API.
 */
export async function renderFirstView(): Promise<FirstViewMarkup> {
  setAppConfig(DEFAULT_APP_CONFIG);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  localStore.reset(() => memoryStorage({}));
  rereadSession();
  const html = await renderPath(cache);

  localStore.reset(() =>
    memoryStorage({
      [STORAGE_KEYS.token]: JSON.stringify({
        value: 'frame',
        expire: Date.now() + TOKEN_LIFETIME_MS,
      }),
      [STORAGE_KEYS.user]: JSON.stringify(FRAME_USER),
    }),
  );
  rereadSession();
  const signedInHtml = (await renderPath(cache)) + renderCoursesTemplate(cache);
  const userCenterHtml = await renderPath(cache, `/scenter?xh=${FRAME_USER.userId}`);

  // Marked as already placed (`data-s`): emotion's cache would otherwise move each tag to the end
  // of <head> when the app starts, and Chromium parses a moved stylesheet again, 28 kB in the
  // middle of the entry's evaluation (docs/budgets.md). It still takes their rules as inserted.
  const styles = constructStyleTagsFromChunks(
    extractCriticalToChunks(html + signedInHtml + userCenterHtml),
  ).replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return {
    views: { 'signed-out': html, 'signed-in': signedInHtml, 'user-centre': userCenterHtml },
    styles,
  };
}
