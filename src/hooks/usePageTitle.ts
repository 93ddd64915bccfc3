import { useLayoutEffect } from 'react';
import { getAppConfig } from '@/config/runtimeConfig';

/** docs/accessibility.md: "[page] – [config title]", and "错误：" first when the page is a failure. */
export function pageTitle(page: string, error = false, siteTitle = getAppConfig().title): string {
  return `${error ? '错误：' : ''}${page} – ${siteTitle}`;
}

/** The tab's title while this page is shown. */
export function usePageTitle(page: string, { error = false }: { error?: boolean } = {}): void {
  // Before paint, with the page's own DOM: the title never lags behind the heading.
  useLayoutEffect(() => {
    document.title = pageTitle(page, error);
  }, [page, error]);
}
