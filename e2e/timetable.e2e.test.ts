import { describe, expect, it } from 'vitest';
import { pathAndQuery, signInAtProvider } from './oidc/browserTab';
import { signInStackForFile } from './support/signInStackFixture';

/**
 * Issue 30, row 2: from the dashboard's week view, a lesson's details lead to its course. On the
 * production build through nginx, against the real provider and the reference backend, on a
 * 390 px touch phone.
 */
const fixture = signInStackForFile();

describe('the timetable on a 390 px touch phone', () => {
  it('week view → a lesson’s details → its course page', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await page.goto(`${fixture.stack.site.origin}/`);
    await page.getByRole('button', { name: '登录' }).tap();
    await signInAtProvider(page, 'T2024001');
    await page.getByRole('heading', { name: '你好，张明华' }).waitFor();

    // The week view is the card's first view: 第 N 周, counted from the term's start.
    const card = page.getByRole('region', { name: '教学日历' });
    const week = card.getByTestId('timetable-week');
    await week.waitFor();
    await expect
      .poll(() => card.getByTestId('timetable-title').textContent())
      .toMatch(/^第 \d+ 周$/);

    // The week's first lesson opens its details.
    const lesson = week.locator('[data-entry-kind="lesson"]').first();
    const line = (await lesson.textContent()) ?? '';
    const courseName = /^\d\d:\d\d-\d\d:\d\d (.+?)(?:教学楼|信息楼|实验楼|外语楼|腾讯会议)/.exec(
      line,
    )?.[1];
    expect(courseName, `the lesson line reads “${line}”`).toBeTruthy();
    await lesson.scrollIntoViewIfNeeded();
    await lesson.tap();
    const details = page.getByRole('dialog', { name: courseName });
    await details.waitFor();
    await expect
      .poll(() => details.getByTestId('timetable-details').textContent())
      .toContain(`课程${courseName}`);

    // 进入课程: the course page of that lesson, with the user's id in the address.
    await details.getByRole('link', { name: '进入课程' }).tap();
    await page.waitForURL(/\/course\/c-\d{3}\?/);
    expect(pathAndQuery(page)).toContain('xh=T2024001');
    await page.getByRole('heading', { level: 1, name: courseName }).waitFor();
  });

  it('forced colours, a mouse: the selected 月视图 stays Highlight with its text when hovered', async () => {
    const tab = await fixture.newTab({ width: 1280, height: 900 });
    const { page } = tab;
    await page.goto(`${fixture.stack.site.origin}/`);
    await page.getByRole('button', { name: '登录' }).click();
    await signInAtProvider(page, 'T2024001');
    await page.getByRole('heading', { name: '你好，张明华' }).waitFor();
    const month = page.getByRole('region', { name: '教学日历' }).getByRole('button', {
      name: '月视图',
    });
    await month.click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await month.hover();
      // MUI's hover tint is a transition: what counts is where it ends.
      const seen = await month.evaluate(async (button) => {
        await Promise.all(button.getAnimations().map((animation) => animation.finished));
        const probe = document.createElement('div');
        probe.style.cssText =
          'forced-color-adjust: none; background-color: Highlight; color: HighlightText';
        document.body.append(probe);
        const expected = getComputedStyle(probe);
        const result = {
          hovered: button.matches(':hover'),
          background: getComputedStyle(button).backgroundColor === expected.backgroundColor,
          text: getComputedStyle(button).color === expected.color,
        };
        probe.remove();
        return result;
      });
      expect(seen, colorScheme).toEqual({ hovered: true, background: true, text: true });
    }
  });
});
