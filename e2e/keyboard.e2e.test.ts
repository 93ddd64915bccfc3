import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openTab, signInAtProvider, type Tab } from './oidc/browserTab';
import { startSignInStack, type SignInStack } from './oidc/signInStack';

/**
 * Issue 17: a teacher's day by keyboard alone, on the production build through nginx. After
 * every key press that moves focus, focus is on a named element (never `<body>`), in view and
 * not under the sticky header; each page's title says where the teacher is.
 */
let browser: Browser;
let stack: SignInStack;
let tab: Tab | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  stack = await startSignInStack();
});

afterAll(async () => {
  await tab?.close();
  await stack?.close();
  await browser?.close();
});

interface Focused {
  tag: string;
  name: string;
  role: string | null;
  inHeader: boolean;
  top: number;
  bottom: number;
  headerBottom: number;
  viewport: number;
}

/** What has focus, and where it sits against the viewport and the sticky header. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header');
    // aria-labelledby first, as the accessible name does: 课程权重's fields are named by their
    // course's legend and their part's label together ("高等数学 A（上） 期中").
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter((text) => text !== '')
      .join(' ');
    return {
      tag: element.tagName.toLowerCase(),
      name: (
        (labelledBy || null) ??
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim(),
      role: element.getAttribute('role'),
      // The skip link sits over the header's top edge by design.
      inHeader:
        (header?.contains(element) ?? false) || element.getAttribute('href') === '#main-content',
      top: box.top,
      bottom: box.bottom,
      headerBottom: header?.getBoundingClientRect().bottom ?? 0,
      viewport: window.innerHeight,
    };
  });
}

/** Focus is somewhere sensible: not `<body>`, in view, not hidden under the header. */
async function expectFocusInView(page: Page): Promise<Focused> {
  const now = await focused(page);
  expect(now.tag, `焦点落到了 <body>`).not.toBe('body');
  expect(now.bottom).toBeGreaterThan(0);
  expect(now.top).toBeLessThan(now.viewport);
  if (!now.inHeader && now.tag !== 'main' && now.tag !== 'h1') {
    expect(now.top, `“${now.name}”被页眉遮住`).toBeGreaterThanOrEqual(now.headerBottom - 1);
  }
  return now;
}

/** Presses Tab (or Shift+Tab) until `wanted` has focus, checking focus at every stop. */
async function tabTo(
  page: Page,
  wanted: (now: Focused) => boolean,
  { back = false, max = 60 } = {},
): Promise<Focused> {
  // The stops passed on the way, for the message when something goes wrong.
  const trail: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    let now: Focused;
    try {
      now = await expectFocusInView(page);
    } catch (error) {
      throw new Error(`${String(error)}\n经过：${trail.join(' → ')}`);
    }
    trail.push(`${now.tag}:${now.name.slice(0, 24)}`);
    if (wanted(now)) return now;
  }
  throw new Error('没有用 Tab 走到要找的元素');
}

const named = (name: string | RegExp) => (now: Focused) =>
  typeof name === 'string' ? now.name === name : name.test(now.name);

describe('a teacher’s day by keyboard alone (docs/accessibility.md)', () => {
  it('signs in, moves through 个人中心, pages, filters, saves, marks read and logs out', async () => {
    tab = await openTab(browser);
    const { page } = tab;
    await page.setViewportSize({ width: 1280, height: 720 });
    const site = stack.site.origin;

    await page.goto(`${site}/`);
    await expect.poll(() => page.title()).toBe('首页 – 智慧学习平台');
    // The first stop is the skip link; Enter takes focus to the main content.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await expectFocusInView(page)).name).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toBe('main');

    await tabTo(page, named('登录'));
    await page.keyboard.press('Enter');
    await signInAtProvider(page, 'T2024001');
    await page.getByRole('heading', { name: /你好/ }).waitFor();
    // Back from the provider, focus is on the page's h1; the header is behind it.
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');

    // 个人中心 through the header's navigation (once its code is in): focus goes to the new
    // page's h1.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '个人中心' })
      .waitFor();
    await tabTo(page, named('个人中心'), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site}/scenter?xh=T2024001`);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await expect.poll(async () => (await focused(page)).name).toBe('个人中心');
    await expect.poll(() => page.title()).toBe('个人中心 – 智慧学习平台');

    // Tabs: the selected tab, then the arrow keys and Enter.
    await tabTo(page, (now) => now.role === 'tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=records/);
    await expect.poll(async () => (await expectFocusInView(page)).name).toBe('学习记录');

    // Page 2 of the records.
    await page.getByRole('table', { name: '学习记录' }).waitFor();
    await tabTo(page, (now) => /第 2 页|^2$/.test(now.name) || now.name === 'Go to page 2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await expectFocusInView(page);

    // A date range, typed into the fields' sections (年份, 月份, 日), then 查询: focus stays on
    // 查询. The fields come right after the tabs.
    const yearSection = (now: Focused) => now.role === 'spinbutton' && now.name === '年份';
    // Until used, a field is a stand-in that looks the same (components/dates/LazyDatePicker):
    // Tab stops on it, and the picker takes its place with the focus on 年份.
    const dateField = (label: string) => (now: Focused) =>
      yearSection(now) || (now.role === 'textbox' && now.name === label);
    await tabTo(page, named('学习记录'), { back: true });
    // Typed as a person types: a key a moment after the last, each date read back before the
    // next step (a first digit typed before the section is ready would make 0260).
    await tabTo(page, dateField('开始日期'));
    await expect.poll(async () => yearSection(await focused(page))).toBe(true);
    await page.keyboard.type('20260901', { delay: 60 });
    await page.getByRole('button', { name: '选择日期，已选择2026年9月1日' }).waitFor();
    await tabTo(page, dateField('结束日期'));
    await expect.poll(async () => yearSection(await focused(page))).toBe(true);
    await page.keyboard.type('20260903', { delay: 60 });
    await page.getByRole('button', { name: '选择日期，已选择2026年9月3日' }).waitFor();
    await tabTo(page, named('查询'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=2026-09-01/);
    await page.getByText('共 6 条').waitFor();
    await expect.poll(async () => (await expectFocusInView(page)).name).toBe('查询');

    // 课程权重: edit and save; focus stays on 保存.
    await tabTo(page, named('学习记录'), { back: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=weight/);
    const field = (part: string) =>
      page.getByRole('textbox', { name: `高等数学 A（上） ${part}`, exact: true });
    await field('期中').waitFor();
    await tabTo(page, (now) => now.name === '高等数学 A（上） 期中');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20', { delay: 60 });
    await expect.poll(() => field('期中').inputValue()).toBe('20');
    await tabTo(page, (now) => now.name === '高等数学 A（上） 期末');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('50', { delay: 60 });
    await expect.poll(() => field('期末').inputValue()).toBe('50');
    await tabTo(page, named('保存'));
    await page.keyboard.press('Enter');
    await page.getByText('课程权重已保存').first().waitFor();
    await expect.poll(async () => (await expectFocusInView(page)).name).toBe('保存');

    // 消息: mark one read; focus moves on to the next message's button.
    await tabTo(page, named('课程权重'), { back: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=messages/);
    await page.getByRole('list', { name: '消息列表' }).waitFor();
    const first = await tabTo(page, (now) => /^将“.+”标为已读$/.test(now.name));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).not.toBe(first.name);
    const next = await expectFocusInView(page);
    expect(next.name).toMatch(/^将“.+”标为已读$/);

    // Log out through the user menu: focus lands on the signed-out page's h1.
    await tabTo(page, named('张明华'), { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    for (let i = 0; i < 5; i += 1) {
      if ((await focused(page)).name === '退出登录') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await expect.poll(() => page.title()).toBe('首页 – 智慧学习平台');
    // A deadline for a hung test, not a speed limit: the whole day in one test took 45 s beside
    // another e2e file on a slower machine of this kind, near the default 60 s.
  }, 120_000);
});
