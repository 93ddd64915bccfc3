import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the header's user menu and chooses 退出登录, as a user does: once the menu is open.
 *
 * The menu grows open (MUI's Grow: scale 0.75 → 1). Playwright's "stable" check passed once
 * before the growth had started (CI run 45, under load and the test's clock): it clicked where
 * 退出登录 was drawn small, the item moved under the pointer between the press and the release,
 * and the click went to neither item; the menu stayed open. The item is clicked once it is
 * drawn at its full size (its box on screen equals its layout box).
 */
export async function logOutThroughUserMenu(page: Page, userName: string): Promise<void> {
  await page.getByRole('button', { name: userName }).click();
  const item = page.getByRole('menuitem', { name: '退出登录' });
  await expect
    .poll(
      () =>
        item.evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          const { offsetWidth, offsetHeight } = element as HTMLElement;
          return Math.abs(width - offsetWidth) < 0.5 && Math.abs(height - offsetHeight) < 0.5;
        }),
      { message: 'the user menu has grown to its full size' },
    )
    .toBe(true);
  await item.click();
}
