import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@/config/constants';
import { handlers } from '../../mocks/handlers';
import { ok } from '../../mocks/handlers/envelope';
import { longNamedTeacher, newcomer, student, teacher } from '../../mocks/fixtures/users';
import { userStore } from '@/stores/userStore';
import { toast } from '@/lib/toast/toast';
import { app, type AppStoryParameters } from '../support/appParameters';
import { findNavigation, isPhoneWidth } from '../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../support/responsive';
import { applyScreenControls, screenArgs, screenArgTypes } from '../support/storyControls';
import { expectFocusRing } from '../support/focusRing';
import { followsToolbar } from '../support/toolbar';
import { boxesOverlap } from '../support/boxes';

// The app shell (docs/screens.md): header, navigation from `routers`, bell, user menu.
const meta = {
  title: 'App/Shell',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  args: screenArgs,
  argTypes: screenArgTypes,
  // The controls change the mock data and the name before the app mounts.
  beforeEach: applyScreenControls,
  // Story parameters merge deeply into these: who is signed in is said per story.
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/' } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '应用外壳：页眉标题、按权限生成的导航、消息铃铛和用户菜单。可在“控件”中改用户名字和未读消息数，看页眉在各宽度下的表现；改动后页面会重新加载。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 教师张明华已登录：页眉有标题、按权限生成的导航（首页、个人中心）、消息铃铛和用户菜单（身份、个人中心、退出登录）。
 * 导航先按浏览器里保存的显示（这里是较早保存的、只有“首页”的一份），接口返回后按接口更新并保存；网络出错时仍显示保存的导航。
 */
export const SignedIn: Story = {
  name: '已登录',
  parameters: {
    ...app({
      url: '/',
      signedInAs: teacher,
      localStorage: { [STORAGE_KEYS.routers]: JSON.stringify([{ path: '/', title: '首页' }]) },
    }),
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await step('导航应有“首页”和“个人中心”（手机上在页眉菜单里）', async () => {
        const { nav, close } = await findNavigation();
        await expect(await within(nav).findByRole('link', { name: '个人中心' })).toHaveAttribute(
          'href',
          '/scenter?xh=T2024001',
        );
        await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
        await close();
      });
      await step('导航按接口更新，并保存在 META_ROUTERS__', async () => {
        await waitFor(() =>
          expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.routers) ?? '[]')).toEqual([
            { path: '/', title: '首页' },
            { path: '/scenter', title: '个人中心' },
          ]),
        );
      });
      await step('打开用户菜单：身份“教师”、个人中心、退出登录', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '张明华' }));
        const menu = await within(document.body).findByRole('menu');
        await expect(within(menu).getByTestId('header-user-type')).toHaveTextContent('教师');
        await expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveAttribute(
          'href',
          '/scenter?xh=T2024001',
        );
        await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeVisible();
      });
      await step('按 Esc 关闭菜单', async () => {
        await userEvent.keyboard('{Escape}');
      });
    },
    // A teacher's dashboard: its five cards and 待批改 in the day card.
    { failedDataViews: 6 },
  ),
};

/** 张明华改了课程权重还没保存（草稿在 sessionStorage）。 */
const UNSAVED_WEIGHT = JSON.stringify({
  userId: 'T2024001',
  forms: { courseWeight: { savedAt: 0, value: { 'c-001': { 平时: '30' } } } },
});

/**
 * 有未保存的修改时点“退出登录”：先问一句。“继续编辑”留在原处，修改还在，焦点回到用户菜单按钮；
 * “仍然退出”才退出（退出会清除草稿）。
 */
export const LogoutWithUnsavedChanges: Story = {
  name: '退出登录：有未保存的修改',
  parameters: {
    ...app({
      url: '/',
      signedInAs: teacher,
      sessionStorage: { [STORAGE_KEYS.drafts]: UNSAVED_WEIGHT },
    }),
    screenshot: false,
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const body = within(document.body);
      const menuButton = await canvas.findByRole('button', { name: '张明华' });
      const askToLogOut = async () => {
        await userEvent.click(menuButton);
        await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
        return body.findByRole('dialog', { name: '有未保存的修改' });
      };
      await step('点“退出登录”：先问，焦点在“继续编辑”', async () => {
        const dialog = await askToLogOut();
        await expect(dialog).toHaveTextContent('退出登录后将丢失');
        await expect(within(dialog).getByRole('button', { name: '继续编辑' })).toHaveFocus();
      });
      await step('“继续编辑”：仍然登录，修改还在，焦点回到用户菜单按钮', async () => {
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(menuButton).toHaveFocus());
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBe(UNSAVED_WEIGHT);
      });
      await step('再点“退出登录”，选“仍然退出”：退出，草稿随之清除', async () => {
        const dialog = await askToLogOut();
        await userEvent.click(within(dialog).getByRole('button', { name: '仍然退出' }));
        await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
      });
    },
    { failedDataViews: 6 },
  ),
};

/** 未登录：页眉只有标题和“登录”，没有导航和铃铛。 */
export const SignedOut: Story = {
  name: '未登录',
  parameters: app({ url: '/' }),
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('页眉应只有“登录”，没有导航和铃铛', async () => {
        await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
        await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
        await expect(canvas.queryByRole('link', { name: /消息/ })).toBeNull();
      });
    },
    { failedDataViews: 1 },
  ),
};

/** 名字很长的用户：页眉中的名字截断并带省略号，完整名字在提示中；手机上只显示首字；用户菜单里显示完整名字。 */
export const LongUserName: Story = {
  name: '长名字',
  parameters: {
    ...app({ url: '/', signedInAs: longNamedTeacher }),
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const fullName = String(longNamedTeacher.userName);
      await step('页眉的名字被截断（手机上只显示首字），完整名字在提示和读屏名称中', async () => {
        const name = await canvas.findByTestId('header-user');
        await expect(name).toHaveTextContent(fullName);
        if (isPhoneWidth()) {
          // A phone shows the initial only, never a cut-down name.
          await expect(name).not.toBeVisible();
          await expect(canvas.getByRole('button', { name: fullName })).toHaveTextContent(
            Array.from(fullName)[0] ?? '',
          );
        } else {
          // Cut with an ellipsis in the header, whole in its title and the menu.
          await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
          await expect(name).toHaveAttribute('title', fullName);
        }
      });
      await step('打开用户菜单：显示完整名字，按 Esc 关闭', async () => {
        await userEvent.click(canvas.getByRole('button', { name: fullName }));
        const menu = await within(document.body).findByRole('menu');
        await expect(within(menu).getByText(fullName)).toBeVisible();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(menu).not.toBeInTheDocument());
      });
    },
    { failedDataViews: 6 },
  ),
};

/** 105 条未读：铃铛显示 99+，点击进入个人中心的消息。 */
export const ManyUnread: Story = {
  name: '未读超过 99',
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('铃铛应显示 99+，链接到个人中心的消息', async () => {
        const bell = await canvas.findByRole('link', { name: '消息 99+ 条未读' });
        await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('99+');
        await expect(bell).toHaveAttribute('href', '/scenter?tab=messages&xh=T2024001');
      });
    },
    { failedDataViews: 6 },
  ),
};

/** 已登录时（这里在个人中心）弹出的提示在页眉下方 16 px，不会盖住铃铛和用户菜单（手机上也一样）。 */
export const ToastBelowHeader: Story = {
  name: '提示在页眉下方',
  // 个人资料: a short page, so the screenshot is the header and the toast, not a dashboard.
  parameters: app({ url: '/scenter?xh=T2024001', signedInAs: teacher }),
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      const bell = await canvas.findByRole('link', { name: /^消息/ });
      const menu = await canvas.findByRole('button', { name: '张明华' });
      await step('弹出一条提示：它在页眉下方 16 px', async () => {
        toast.warning('网络连接错误，请检查网络后重试', { duration: 0 });
        const region = await canvas.findByRole('region', { name: '消息提示' });
        const shown = await within(region).findByText('网络连接错误，请检查网络后重试');
        const header = canvas.getByRole('banner').getBoundingClientRect();
        await waitFor(() =>
          expect(shown.closest('[data-toast-type]')?.getBoundingClientRect().top).toBeCloseTo(
            header.bottom + 16,
            0,
          ),
        );
      });
      await step('提示不盖住铃铛和用户菜单', async () => {
        const box = canvasElement.ownerDocument
          .querySelector('[data-toast-type]')
          ?.getBoundingClientRect();
        for (const control of [bell, menu]) {
          const rect = control.getBoundingClientRect();
          await expect(box !== undefined && boxesOverlap(box, rect)).toBe(false);
        }
      });
    },
    { failedDataViews: 0 },
  ),
};

/** 学生李晓雨有 2 条未读：铃铛显示 2。 */
export const FewUnread: Story = {
  name: '2 条未读',
  parameters: app({ url: '/', signedInAs: student }),
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      await step('铃铛应显示 2', async () => {
        const bell = await within(canvasElement).findByRole('link', { name: '消息 2 条未读' });
        await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('2');
      });
    },
    { failedDataViews: 5 },
  ),
};

/** 新入职教师没有未读：铃铛不显示数字；他的权限只有“首页”，导航也只有首页。 */
export const NothingUnread: Story = {
  name: '没有未读',
  parameters: {
    ...app({ url: '/', signedInAs: newcomer }),
    msw: {
      handlers: [
        http.get('*/api/user/routers', () => ok([{ path: '/', title: '首页' }])),
        ...handlers,
      ],
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('铃铛没有数字，读作“消息”', async () => {
        await expect(await canvas.findByRole('link', { name: '消息' })).toBeVisible();
      });
      await step('导航只有“首页”（这个用户的权限）', async () => {
        // The navigation is what this user's routers say, once they have arrived: only 首页.
        await waitFor(() => expect(userStore.routers).toEqual([{ path: '/', title: '首页' }]));
        const { nav, close } = await findNavigation();
        await waitFor(() =>
          expect(
            within(nav)
              .getAllByRole('link')
              .map((link) => link.textContent),
          ).toEqual(['首页']),
        );
        await close();
      });
    },
    { failedDataViews: 6 },
  ),
};

/**
 * Windows 高对比度（强制颜色）下的页眉：焦点框、当前导航项、未读徽标都还看得见。
 * 在 Storybook 里查看时，请用浏览器开发者工具的 Rendering → “Emulate CSS media feature
 * forced-colors: active”；测试和截图由测试自动开启。
 */
export const ForcedColors: Story = {
  name: '高对比度（强制颜色）',
  // A desktop baseline only: forced colours change colours, not the layout.
  tags: ['!responsive'],
  parameters: { ...app({ url: '/', signedInAs: teacher }), forcedColors: true },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('等首页出现', async () => {
      await canvas.findByRole('heading', { name: /你好/ });
    });
    await step('第一站是“跳到主要内容”，按下后焦点到主要内容', async () => {
      await userEvent.tab();
      const skip = canvas.getByRole('link', { name: '跳到主要内容' });
      await expect(skip).toHaveFocus();
      // Hidden above the page until focused; focused, it is in view.
      await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      await userEvent.keyboard('{Enter}');
      await expect(canvasElement.querySelector('main')).toHaveFocus();
    });
    await step('Tab 到“个人中心”：焦点框是 2 px 实线，对比度不低于 3:1', async () => {
      const nav = await canvas.findByRole('navigation', { name: '主导航' });
      const link = await within(nav).findByRole('link', { name: '个人中心' });
      link.focus();
      await userEvent.tab({ shift: true });
      await userEvent.tab();
      await expectFocusRing(link);
    });
  },
};
