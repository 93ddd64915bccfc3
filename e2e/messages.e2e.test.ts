import { describe, expect, it } from 'vitest';
import { signInStackForFile } from './support/signInStackFixture';

/**
 * Issue 30 row 1: a teacher's messages on the production build through nginx, against the real
 * provider and the reference backend (the shared mock API), on a 390 px touch phone: open the
 * student's question, answer it, then 全部已读, and the bell shows no count.
 */
const fixture = signInStackForFile();

const QUESTION = '学生李晓雨对《高等数学 A（上）》提问';

describe('messages on a 390 px touch phone', () => {
  it('opens 李晓雨’s question, replies, marks all read: the bell shows 0', async () => {
    const tab = await fixture.newTab({ touch: true });
    const { page } = tab;
    await fixture.signInAt(tab, '/scenter?xh=T2024001&tab=messages');
    // 105 unread in the fixtures.
    await page.getByRole('link', { name: '消息 99+ 条未读' }).waitFor();

    // 1. The question opens full screen, to its whole text, with a reply box.
    await page
      .getByRole('button', { name: new RegExp(QUESTION) })
      .first()
      .tap();
    const dialog = page.getByRole('dialog', { name: QUESTION });
    await dialog.waitFor();
    await dialog.getByText('老师您好，第 2 次作业的第 3 题可以用夹逼准则吗？').waitFor();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    expect(new URL(page.url()).searchParams.get('message')).toBe('n-0006');

    // 2. The reply goes to the API and shows in the thread, signed by the teacher.
    const reply = '可以用夹逼准则，但请写清每一步放缩。';
    await dialog.getByRole('textbox', { name: '回复' }).fill(reply);
    await dialog.getByRole('button', { name: '发送回复' }).tap();
    const thread = dialog.getByRole('list', { name: '对话' }).getByRole('listitem');
    await expect.poll(() => thread.count()).toBe(2);
    await expect.poll(() => thread.nth(1).textContent()).toContain('张明华');
    await expect.poll(() => thread.nth(1).textContent()).toContain(reply);
    expect(
      fixture.stack.backend.apiCalls.some(
        (call) =>
          call.method === 'POST' &&
          call.path === '/api/user/notifications/n-0006/reply' &&
          call.status === 200,
      ),
    ).toBe(true);

    // 3. Closed, the list is back; 全部已读 leaves the bell and the tab without a count.
    await dialog.getByRole('button', { name: '关闭' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: '全部已读' }).tap();
    await page.getByRole('link', { name: '消息', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: '消息', exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: '未读' }).count()).toBe(0);

    // 4. The server kept both: after a reload the bell still shows 0 and the reply is there.
    await page.reload();
    await page.getByRole('link', { name: '消息', exact: true }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(QUESTION) })
      .first()
      .tap();
    await expect
      .poll(() => page.getByRole('dialog', { name: QUESTION }).getByText(reply).count())
      .toBe(1);
  }, 120_000);
});
