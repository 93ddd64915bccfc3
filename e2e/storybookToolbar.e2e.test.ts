import { describe, expect, it } from 'vitest';
import { changeLive, setUpWorkbench } from './support/workbench';

/**
 * The workbench's toolbar as a designer uses it: the built Storybook's own manager, its menus
 * clicked, not story URLs opened one by one (the story tests do that). After every change the
 * canvas must show what the story shows when opened fresh with the same globals, with its play
 * passed (docs/stories.md, "Live, not only by URL").
 *
 * One test per toolbar menu, each from a freshly opened manager, so a failure names the menu.
 * They run one after the other: side by side (`describe.concurrent`) three managers and their
 * fresh stories on two cores made plays time out (docs/testing.md).
 */
setUpWorkbench();

describe.each([
  { storyId: 'screens-mainpage--signed-in', failed: '加载失败：网络连接错误' },
  { storyId: 'screens-usercenter--records', failed: '加载失败：网络连接错误' },
])('the toolbar on $storyId restarts the story', ({ storyId, failed }) => {
  it('on every change of 网络', async ({ task }) => {
    const network = /^网络：/;
    await changeLive(
      task,
      storyId,
      [
        {
          menu: network,
          entry: '断网',
          globals: 'network:offline',
          shows: (text) => expect(text).toContain(failed),
        },
        {
          menu: network,
          entry: '超时',
          globals: 'network:timeout',
          shows: (text) => expect(text).toContain('加载失败：网络超时'),
        },
        {
          menu: network,
          entry: '正常',
          globals: 'network:normal',
          shows: (text) => expect(text).not.toContain('加载失败'),
        },
        // A short canvas, as for 账号 below: the charts out of reach at the top.
      ],
      640,
    );
  }, 240_000);

  it('on every change of 账号', async ({ task }) => {
    const account = /^账号：/;
    await changeLive(
      task,
      storyId,
      [
        {
          menu: account,
          entry: '学生 李晓雨',
          globals: 'account:student',
          shows: (text) => expect(text).toContain('李晓雨'),
        },
        { menu: account, entry: '按故事设定', globals: 'account:story' },
        // A short canvas: 学习统计's charts out of reach at the top for every account, so the
        // fresh story and the live canvas do not race their drawing (CI run 15).
      ],
      640,
    );
  }, 240_000);
});

// The viewport menu is the manager's, the same for every story: one screen's restart on each
// width is the check (each story's own layout at each width is the story tests' job).
it('the toolbar on screens-mainpage--signed-in restarts the story on every change of width', async ({
  task,
}) => {
  await changeLive(
    task,
    'screens-mainpage--signed-in',
    ['手机 390 × 844', '窄屏 320 × 640', '桌面 1280 × 900'].map((entry) => ({
      menu: /^Viewport size/,
      entry,
      globals: '',
    })),
  );
}, 240_000);
