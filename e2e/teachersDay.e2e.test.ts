import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathAndQuery, signInAtProvider } from './oidc/browserTab';
import { signInStackForFile } from './support/signInStackFixture';

/**
 * Issue 29: a teacher's day and a student's, on the production build through nginx, against the
 * real provider and the reference backend (the shared mock API), on a 390 px touch phone.
 */
const fixture = signInStackForFile();

const pendingCount = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('pending-grading-count').textContent()) ?? '';
  const count = /^共 (\d+) 份等待批改$/.exec(text)?.[1];
  if (count === undefined) throw new Error(`待批改 says “${text}”`);
  return Number(count);
};

async function signInOnMainPage(page: Page, accountId: string, greeting: string) {
  await page.goto(`${fixture.stack.site.origin}/`);
  await page.getByRole('button', { name: '登录' }).tap();
  await signInAtProvider(page, accountId);
  await page.getByRole('heading', { name: greeting }).waitFor();
}

describe('a teacher’s day on a 390 px touch phone', () => {
  it('作业 → 查看提交: every hand-in, graded ones read only; 只看待批改 never calls them waiting', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await signInOnMainPage(page, 'T2024001', '你好，张明华');
    await page.goto(`${fixture.stack.site.origin}/course/c-001?tab=assignments&xh=T2024001`);
    // 第 1 次作业: all 84 hand-ins graded.
    await page.getByRole('link', { name: '查看提交' }).first().tap();
    await page.getByRole('heading', { level: 1, name: '全部提交' }).waitFor();
    await page.getByText('共 84 份提交').waitFor();
    await page
      .getByRole('link', { name: /^查看 / })
      .first()
      .tap();
    await page.getByTestId('grading-given').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: '分数' }).count()).toBe(0);
    await page.getByRole('button', { name: '返回列表' }).tap();
    await page.getByText('共 84 份提交').waitFor();
    // Every text the total shows on the way to the waiting list, read as the page changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { totalsSeen: string[] }).totalsSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-grading-total]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('link', { name: '只看待批改' }).tap();
    await page.getByText('没有待批改的作业').waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { totalsSeen: string[] }).totalsSeen,
    );
    expect(seen).not.toContain('共 84 份待批改');
    await tab.close();
  });

  it('dashboard → course → 落后 → 导出名单 → 待批改: two graded, a 401 mid-comment, the count falls', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await signInOnMainPage(page, 'T2024001', '你好，张明华');
    await page.getByTestId('pending-grading-count').waitFor();
    const waitingBefore = await pendingCount(page);
    expect(waitingBefore).toBeGreaterThan(2);

    // 1. From the dashboard, into a course: its title in 我的授课.
    await page
      .getByRole('list', { name: '我的授课' })
      .getByRole('link', { name: '高等数学 A（上）' })
      .tap();
    await page.waitForURL(/\/course\/c-001\?/);
    expect(pathAndQuery(page)).toContain('xh=T2024001');

    // 2. A student who is behind is marked so, in words.
    await page.getByText('落后', { exact: true }).first().waitFor();

    // 3. The class list as a CSV Excel opens in Chinese: BOM, header, one row per student.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出名单' }).tap(),
    ]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
    expect(rows[0]).toBe('姓名,学号,班级,进度,最近学习,平均分,是否落后');
    // 高等数学 A（上） has 86 students (mocks/fixtures/teaching.ts); the whole class, not a page.
    expect(rows).toHaveLength(1 + 86);
    expect(rows.slice(1).some((row) => row.endsWith(',是'))).toBe(true);
    expect(download.suggestedFilename()).toBe('高等数学 A（上）-学生名单.csv');

    // 4. Back to the dashboard, then 待批改.
    await page.goBack();
    await page.getByTestId('pending-grading-count').waitFor();
    await page.getByRole('link', { name: '去批改' }).tap();
    await page.waitForURL(/\/grading\?/);
    await page.getByRole('list', { name: '待批改的作业' }).getByRole('link').first().tap();

    // 5. The first: full-width digits, as a Chinese keyboard types them.
    const score = page.getByRole('textbox', { name: '分数' });
    await score.waitFor();
    await expect.poll(() => score.getAttribute('inputmode')).toBe('numeric');
    const first = await page.getByRole('heading', { level: 2 }).first().textContent();
    await score.fill('９０');
    await page.getByRole('textbox', { name: '评语' }).fill('思路清晰，步骤完整。');
    await page.getByRole('button', { name: '保存并下一份' }).tap();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .not.toBe(first);

    // The browser's back: the one just graded, read only with its grade, focus on its heading
    // (it has left the queue: it was a dead end, focus on <body>). Forward goes on.
    await page.goBack();
    await page.getByTestId('grading-given').waitFor();
    await expect.poll(() => page.getByTestId('grading-given').textContent()).toBe('90 分');
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe(first);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? 'BODY'))
      .toBe(first);
    await page.goForward();
    await page.getByRole('textbox', { name: '分数' }).waitFor();

    // The second: a comment half typed when the session ends; 保存并下一份 meets a 401.
    const second = await page.getByRole('heading', { level: 2 }).first().textContent();
    const address = pathAndQuery(page);
    await score.fill('85');
    const comment = '第 2 题的极限写法需要再规范一些，';
    await page.getByRole('textbox', { name: '评语' }).fill(comment);
    fixture.stack.backend.expireAllSessions();
    const exchanges = fixture.stack.backend.exchanges.length;
    await page.getByRole('button', { name: '保存并下一份' }).tap();
    // Token cleared, one reload, the provider (its session still open), /login, and back.
    await expect
      .poll(() => fixture.stack.backend.exchanges.length, { timeout: 15_000 })
      .toBe(exchanges + 1);
    await expect.poll(() => pathAndQuery(page), { timeout: 15_000 }).toBe(address);
    await page.getByText('已恢复未保存的修改').waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe(second);
    await expect.poll(() => page.getByRole('textbox', { name: '评语' }).inputValue()).toBe(comment);
    await expect.poll(() => score.inputValue()).toBe('85');
    await page.getByRole('button', { name: '保存并下一份' }).tap();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .not.toBe(second);

    // 6. The dashboard: two fewer waiting.
    await page.goto(`${fixture.stack.site.origin}/`);
    await page.getByTestId('pending-grading-count').waitFor();
    await expect.poll(() => pendingCount(page)).toBe(waitingBefore - 2);
  }, 120_000);
});

describe('课程权重 as grade composition on a 390 px touch phone (issue 30)', () => {
  it('a teacher sees -5 refused before 保存, types full-width ５０, fixes the total and saves', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await signInOnMainPage(page, 'T2024001', '你好，张明华');
    await page.goto(`${fixture.stack.site.origin}/scenter?xh=T2024001&tab=weight`);
    const final = page.getByRole('textbox', { name: '高等数学 A（上） 期末', exact: true });
    const midterm = page.getByRole('textbox', { name: '高等数学 A（上） 期中', exact: true });
    const save = page.getByRole('button', { name: '保存' });
    await final.waitFor();
    await page.getByText(/各部分在总评成绩中所占的比例/).waitFor();

    await final.fill('-5');
    await page.getByText('请输入 0–100 的整数').waitFor();
    // Visible before any tap: 保存 is marked unavailable, with the reason beside it.
    await expect.poll(() => save.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('有 1 处需要改正，改正后才能保存').waitFor();

    await final.fill('５０');
    await page.getByText('各项之和应为 100%，当前为 110%').waitFor();
    await midterm.fill('20');
    await page.getByTestId('weight-total-c-001').getByText('合计：100%').waitFor();
    await expect.poll(() => save.getAttribute('aria-disabled')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);

    await save.tap();
    await page.getByRole('region', { name: '消息提示' }).getByText('课程权重已保存').waitFor();
    const cached = await page.evaluate(() => window.sessionStorage.getItem('META_COURSE_WEIGHT__'));
    expect(
      (JSON.parse(cached ?? '{}') as { courses: { parts: Record<string, number> }[] }).courses[0]
        ?.parts,
    ).toEqual({ 平时: 10, 作业: 20, 期中: 20, 期末: 50 });
    // Saved on the server too: a fresh tab of the same user reads it from the API.
    await page.evaluate(() => window.sessionStorage.removeItem('META_COURSE_WEIGHT__'));
    await page.reload();
    await expect.poll(() => final.inputValue()).toBe('50');
  });
});

describe('a student’s day', () => {
  it('李晓雨 sees a learner’s dashboard: 近期作业, no teaching card, no 作业待批改', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await signInOnMainPage(page, 'S2024105', '你好，李晓雨');
    await page.getByRole('list', { name: '近期作业' }).waitFor();
    await page.getByRole('list', { name: '最新消息' }).waitFor();
    const cards = await page.locator('main h2').allTextContents();
    expect(cards).toContain('近期作业');
    expect(cards).not.toContain('今日课程');
    expect(cards).not.toContain('待批改');
    await expect.poll(() => page.getByTestId('pending-grading-count').count()).toBe(0);
    await expect.poll(() => page.getByText(/作业待批改|教研室/).count()).toBe(0);
    // Each line leads to its course, as every card line does.
    const first = page.getByRole('list', { name: '近期作业' }).getByRole('link').first();
    await expect.poll(() => first.getAttribute('href')).toMatch(/^\/course\/c-\d{3}\?xh=S2024105$/);
  }, 60_000);
});
