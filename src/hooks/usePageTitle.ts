import { useLayoutEffect } from 'react';
import { getAppConfig } from '@/config/runtimeConfig';
import { pageTitle } from '@/lib/pageTitle';

/** The tab's title while this page is shown (docs/accessibility.md). */
export function usePageTitle(page: string, { error = false }: { error?: boolean } = {}): void {
  // Before paint, with the page's own DOM: the title never lags behind the heading.
  useLayoutEffect(() => {
    document.title = pageTitle(page, getAppConfig().title, error);
  }, [page, error]);
}
