import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { CountBadge } from '@/components/CountBadge';
import { BellIcon } from '@/components/icons';
import { BADGE_MAX } from '@/config/constants';

// ElBadge behaviour (docs/components.md): max 99 → `99+`, zero shown unless hidden.
const meta = {
  title: 'Components/Badge',
  component: CountBadge,
  args: { count: 5, max: BADGE_MAX, hidden: false, label: '未读消息', children: <BellIcon /> },
  argTypes: {
    count: {
      name: '数量',
      description: '显示的数字，例如未读消息数。0 也会显示（除非隐藏）。',
      control: { type: 'number', min: 0, step: 1 },
    },
    max: {
      name: '最大值',
      description: `超过这个数时显示“最大值+”，例如默认 ${BADGE_MAX} 时 100 显示为 ${BADGE_MAX}+。`,
      control: { type: 'number', min: 1, step: 1 },
      table: { defaultValue: { summary: String(BADGE_MAX) } },
    },
    hidden: {
      name: '隐藏',
      description: '隐藏徽标（数字不显示，屏幕阅读器也不读）。',
      control: { type: 'boolean' },
      table: { defaultValue: { summary: 'false' } },
    },
    label: {
      name: '读屏文字',
      description: '屏幕阅读器在数字前读出的说明，例如“未读消息 5”。',
      control: { type: 'text' },
    },
    children: { table: { disable: true }, control: false },
    color: {
      name: '颜色',
      description: '徽标的颜色。',
      options: ['error', 'primary', 'secondary'],
      control: { type: 'radio', labels: { error: '红色', primary: '主色', secondary: '次要色' } },
      table: { defaultValue: { summary: 'error（红色）' } },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          '数字徽标（仿 Element Plus 的 ElBadge）：默认最大 99，超过显示 99+；数量为 0 时也显示，除非隐藏。',
      },
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 6 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (text: string, screenReaderText: string): Story['play'] =>
  async function play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step(`徽标应显示 ${text}`, async () => {
      await expect(canvas.getByTestId('count-badge')).toHaveTextContent(text);
    });
    await step(`屏幕阅读器应读出“${screenReaderText}”`, async () => {
      await expect(canvas.getByText(screenReaderText)).toBeInTheDocument();
    });
  };

const described = (story: string) => ({ docs: { description: { story } } });

export const Zero: Story = {
  name: '数量为 0',
  args: { count: 0 },
  parameters: described('数量为 0 时仍显示 0（ElBadge 的做法）。'),
  play: shows('0', '未读消息 0'),
};
export const Small: Story = {
  name: '个位数',
  args: { count: 7 },
  parameters: described('数量小于最大值时照实显示。'),
  play: shows('7', '未读消息 7'),
};
export const AtMax: Story = {
  name: '等于最大值',
  args: { count: 99 },
  parameters: described('数量正好等于默认最大值 99 时显示 99。'),
  play: shows('99', '未读消息 99'),
};
export const Overflow: Story = {
  name: '超过最大值',
  args: { count: 100 },
  parameters: described('数量超过默认最大值 99 时显示 99+。'),
  play: shows('99+', '未读消息 99+'),
};
export const CustomMax: Story = {
  name: '自定义最大值',
  args: { count: 12, max: 10 },
  parameters: described('最大值设为 10：12 显示为 10+。'),
  play: shows('10+', '未读消息 10+'),
};
// A maximum above 99 is honoured (MUI's own default of 99 must not cut it).
export const CustomMaxAbove99: Story = {
  name: '最大值大于 99',
  args: { count: 150, max: 999 },
  parameters: described('最大值设为 999：150 照实显示，不会被截成 99+。'),
  play: shows('150', '未读消息 150'),
};
export const Hidden: Story = {
  name: '隐藏',
  args: { count: 0, hidden: true },
  parameters: described('隐藏时徽标不显示，屏幕阅读器也不读出数量。'),
  play: async ({ canvasElement, step }) => {
    await step('屏幕阅读器不读出数量', async () => {
      await expect(within(canvasElement).queryByText('未读消息 0')).toBeNull();
    });
    await step('徽标不可见', async () => {
      await expect(within(canvasElement).getByTestId('count-badge')).toHaveClass(
        'MuiBadge-invisible',
      );
    });
  },
};
