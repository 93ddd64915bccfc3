import { waitFor, within } from '@testing-library/dom';
import { getToken } from '@/lib/session/token';
import { userStore } from '@/stores/userStore';
import { currentSession } from '@/lib/session/session';
import { elementsPastTheEdge, isPhoneWidth, tabsCutOff, targetsBelowMinimum } from './phoneLayout';

/**
 * The checks every story gets after its play. They use testing-library directly, not
 * storybook/test's instrumented copies, so they fail the story without adding lines to the
 * Interactions panel, which reads as the story's own script.
 */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

const list = (items: string[]) => items.join('; ');

/**
 * At a phone width: the page does not scroll sideways, nothing readable is cut off at the
 * edges, every tab shows its whole label (in a scrolling strip too), no touch target is under 24 px, and, when the signed-in header is shown, its menu
 * reaches every navigation entry the user has, each under its full name (docs/screens.md).
 */
export async function checkPhoneLayout(
  { routersExpected }: { routersExpected: boolean } = { routersExpected: true },
): Promise<void> {
  if (!isPhoneWidth()) return;
  const root = document.documentElement;
  check(
    root.scrollWidth <= root.clientWidth,
    `手机宽度下页面横向滚动：内容宽 ${root.scrollWidth}px，屏幕宽 ${root.clientWidth}px`,
  );
  const cut = elementsPastTheEdge();
  check(cut.length === 0, `手机宽度下超出屏幕或被截断：${list(cut)}`);
  const cutTabs = tabsCutOff();
  check(cutTabs.length === 0, `手机宽度下标签页名称被截断：${list(cutTabs)}`);
  const small = targetsBelowMinimum();
  check(small.length === 0, `触控目标小于 24 × 24 px：${list(small)}`);

  // A story that ends on an open modal dialog (an opened message) has the page behind it
  // hidden from assistive technology: the header menu is checked by the stories without one.
  if (document.querySelector('[role="dialog"][aria-modal="true"]') !== null) return;
  const body = within(document.body);
  // Signed in, the header must offer its menu; signed out, there is nothing to navigate.
  if (currentSession.user !== null && getToken() !== null) {
    await body.findByRole('button', { name: '导航菜单' }, { timeout: 5000 });
  }
  const menuButton = body.queryByRole('button', { name: '导航菜单' });
  if (menuButton === null) return;
  // The desktop row of entries is gone on phones: the menu is the way to them.
  check(body.queryByRole('navigation', { name: '主导航' }) === null, '手机宽度下仍显示桌面导航栏');
  // Every entry the user's routers hold, once they have arrived (unless the toolbar's network
  // keeps them from arriving).
  if (routersExpected) {
    await waitFor(() => check(userStore.routers.length > 0, '导航菜单没有收到任何导航入口'), {
      timeout: 5000,
    });
  }
  // Native events, not a second user-event: its copy would hook into the document beside the
  // plays' own and garble what the next story types.
  menuButton.click();
  const drawer = await body.findByRole('dialog', { name: '导航' }, { timeout: 5000 });
  const expected = userStore.routers.map((entry) => entry.title);
  await waitFor(
    () => {
      const shown = within(drawer)
        .queryAllByRole('link')
        .map((link) => link.textContent ?? '');
      check(
        JSON.stringify(shown) === JSON.stringify(expected),
        `导航菜单应列出 ${list(expected)}，实际为 ${list(shown)}`,
      );
    },
    { timeout: 5000 },
  );
  for (const link of within(drawer).queryAllByRole('link')) {
    const box = link.getBoundingClientRect();
    check(box.width > 0 && box.height > 0, `导航入口不可见：${link.textContent ?? ''}`);
    check(box.right <= root.clientWidth, `导航入口超出屏幕：${link.textContent ?? ''}`);
    check(box.height >= 44, `导航入口低于 44px：${link.textContent ?? ''}（${box.height}px）`);
  }
  const cutInDrawer = elementsPastTheEdge(drawer);
  check(cutInDrawer.length === 0, `导航菜单里超出或被截断：${list(cutInDrawer)}`);
  drawer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await waitFor(() => check(!drawer.isConnected, '导航菜单按 Esc 后没有关闭'), { timeout: 5000 });
  // Focus returns to the menu button; the screenshot that follows shows the page at rest.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
