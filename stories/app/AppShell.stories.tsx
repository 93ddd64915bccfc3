import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../src/config/constants';
import { handlers } from '../../mocks/handlers';
import { ok } from '../../mocks/handlers/envelope';
import { longNamedTeacher, newcomer, student, teacher } from '../../mocks/fixtures/users';
import { userStore } from '../../src/stores/userStore';
import { app, type AppStoryParameters } from '../support/appParameters';
import { findNavigation, isPhoneWidth } from '../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../support/responsive';
import { applyScreenControls, screenArgs, screenArgTypes } from '../support/storyControls';
import { followsToolbar } from '../support/toolbar';

/** The app shell (design §7): header, navigation from `routers`, bell, user menu. */
const meta = {
  title: 'App/Shell',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
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

export const SignedIn: Story = {
  parameters: app({ url: '/', signedInAs: teacher }),
  play: followsToolbar(
    async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      // In the header on wider screens, in the header menu on phones.
      const { nav, close } = await findNavigation();
      await expect(await within(nav).findByRole('link', { name: '个人中心' })).toHaveAttribute(
        'href',
        '/scenter?xh=T2024001',
      );
      await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
      await close();
      // Navigation comes from /api/user/routers and is kept in META_ROUTERS__.
      await waitFor(() =>
        expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.routers) ?? '[]')).toHaveLength(
          2,
        ),
      );
      await userEvent.click(canvas.getByRole('button', { name: '张明华' }));
      const menu = await within(document.body).findByRole('menu');
      await expect(within(menu).getByTestId('header-user-type')).toHaveTextContent('教师');
      await expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveAttribute(
        'href',
        '/scenter?xh=T2024001',
      );
      await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
    },
    { failedDataViews: 5 },
  ),
};

export const SignedOut: Story = {
  parameters: app({ url: '/' }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
      await expect(canvas.queryByRole('link', { name: /消息/ })).toBeNull();
    },
    { failedDataViews: 1 },
  ),
};

export const LongUserName: Story = {
  parameters: app({ url: '/', signedInAs: longNamedTeacher }),
  play: followsToolbar(
    async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const fullName = String(longNamedTeacher.userName);
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
      await userEvent.click(canvas.getByRole('button', { name: fullName }));
      const menu = await within(document.body).findByRole('menu');
      await expect(within(menu).getByText(fullName)).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu).not.toBeInTheDocument());
    },
    { failedDataViews: 5 },
  ),
};

export const ManyUnread: Story = {
  parameters: app({ url: '/', signedInAs: teacher }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const bell = await canvas.findByRole('link', { name: '消息 99+ 条未读' });
      await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('99+');
      await expect(bell).toHaveAttribute('href', '/scenter?tab=messages&xh=T2024001');
    },
    { failedDataViews: 5 },
  ),
};

export const FewUnread: Story = {
  parameters: app({ url: '/', signedInAs: student }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const bell = await within(canvasElement).findByRole('link', { name: '消息 2 条未读' });
      await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('2');
    },
    { failedDataViews: 5 },
  ),
};

export const NothingUnread: Story = {
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
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('link', { name: '消息' })).toBeVisible();
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
    },
    { failedDataViews: 5 },
  ),
};
