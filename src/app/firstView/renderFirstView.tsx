import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_APP_CONFIG } from '@/config/appConfig';
import { setAppConfig } from '@/config/runtimeConfig';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { createRoutes } from '../routes';

export interface FirstViewMarkup {
  /** The markup of `/` for a signed-out visitor, for inside #app. */
  html: string;
  /** Emotion's <style> elements for exactly that markup (critical CSS). */
  styles: string;
}

/**
 * Build time only: the signed-out `/` as the app renders it before the catalogue answers,
 * through the real route table and components, so the page the app later paints over it is
 * the same pixels (docs/budgets.md: CLS ≤ 0.02). Styles are extracted with Emotion's server API.
 */
export async function renderFirstView(): Promise<FirstViewMarkup> {
  setAppConfig(DEFAULT_APP_CONFIG);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`/ answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
