import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { DashboardPlaceholder } from '@/app/pages/dashboard/DashboardPlaceholder';
import { phoneAndDesktopSnapshots } from '../../../support/responsive';
import { app } from '../../../support/appParameters';

// The signed-in frame's cards (docs/budgets.md "Returning visits"): what the built index.html paints
// for a stored session before any JS, and the app while the dashboard's code arrives.
const meta = {
  title: 'Screens/MainPage/SignedInFrame',
  tags: ['responsive', '!autodocs'],
  parameters: {
    ...phoneAndDesktopSnapshots,
    screenshotWhileLoading: true,
    docs: {
      description: {
        component:
          '已登录访客在脚本运行前看到的工作台框架（构建时预渲染进 index.html）：教师的五张卡片的标题，' +
          '每张卡片与它加载数据时一样高，接手时不移动。',
      },
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 1.5, sm: 3 }, bgcolor: 'background.default' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' sections, by their titles (the frame's are hidden from assistive tech). */
const sectionsOf = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    ['我的授课', '今日课程', '教学日历', '最新消息', '教学统计'].map((title) => {
      const heading = within(canvasElement).getByText(title, { selector: 'h2' });
      return [title, heading.closest('section') ?? heading];
    }),
  );

export const Cards: Story = {
  name: '工作台框架',
  // As the built index.html has it: the cards after the first row wait for 我的授课's lines (the
  // first-view gate draws them), unseen in their places; no time limit here, to show it.
  parameters: app({ firstCardHold: 'until-answer' }),
  render: () => <DashboardPlaceholder />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示第一行的卡片标题，其余卡片先不露面但占着位置', async () => {
      const sections = sectionsOf(canvasElement);
      const firstTop = sections['我的授课']?.getBoundingClientRect().top;
      await expect(canvas.getByText('我的授课', { selector: 'h2' })).toBeVisible();
      for (const [title, section] of Object.entries(sections)) {
        const box = section.getBoundingClientRect();
        await expect(box.height).toBeGreaterThan(0);
        // The first row: 我的授课 alone on a phone, with 今日课程 beside it from md.
        const heading = canvas.getByText(title, { selector: 'h2' });
        if (box.top === firstTop) await expect(heading).toBeVisible();
        else await expect(heading).not.toBeVisible();
      }
      // One status: the cards' own loading lines are hidden from assistive tech with them.
      const status = canvas.getByRole('status');
      await expect(within(status).getByText('正在加载工作台…')).toBeInTheDocument();
    });
  },
};

export const CardsAfterWait: Story = {
  name: '工作台框架：我的授课迟迟未到',
  // 1.5 s after the first paint (useFirstCardHold), every card shows, spinner and all.
  render: () => <DashboardPlaceholder />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示五张卡片的标题，读屏只听到一句“正在加载工作台…”', async () => {
      for (const title of ['我的授课', '今日课程', '教学日历', '最新消息', '教学统计']) {
        await expect(canvas.getByText(title, { selector: 'h2' })).toBeVisible();
      }
      // One status: the cards' own loading lines are hidden from assistive tech with them.
      const status = canvas.getByRole('status');
      await expect(within(status).getByText('正在加载工作台…')).toBeInTheDocument();
      const frame = within(canvas.getByTestId('dashboard-placeholder'));
      await expect(frame.queryAllByRole('heading')).toHaveLength(0);
      await expect(frame.queryAllByRole('region')).toHaveLength(0);
    });
    await step('框架里没有能按的东西：链接要等真正的卡片', async () => {
      const frame = canvas.getByTestId('dashboard-placeholder');
      await expect(frame.querySelectorAll('a, button, [tabindex="0"]')).toHaveLength(0);
    });
  },
};
