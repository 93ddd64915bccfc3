/**
 * docs/accessibility.md: a tab's title is "[page] – [site title]", with "错误：" first when the
 * page is a failure. Pure, so the inline first-view gate can use it too.
 */
export function pageTitle(page: string, siteTitle: string, error = false): string {
  return `${error ? '错误：' : ''}${page} – ${siteTitle}`;
}

/** The main page's name in the tab title. */
export const HOME_PAGE_NAME = '首页';
/** The user centre's name in the tab title, from the first paint on. */
export const USER_CENTER_PAGE_NAME = '个人中心';
