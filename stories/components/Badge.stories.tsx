import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { CountBadge } from '../../src/components/CountBadge';
import { BellIcon } from '../../src/components/icons';

/** ElBadge behaviour (seed §9): max 99 → `99+`, zero shown unless hidden. */
const meta = {
  title: 'Components/Badge',
  component: CountBadge,
  args: { count: 5, label: '未读消息', children: <BellIcon /> },
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
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('count-badge')).toHaveTextContent(text);
    await expect(canvas.getByText(screenReaderText)).toBeInTheDocument();
  };

export const Zero: Story = { args: { count: 0 }, play: shows('0', '未读消息 0') };
export const Small: Story = { args: { count: 7 }, play: shows('7', '未读消息 7') };
export const AtMax: Story = { args: { count: 99 }, play: shows('99', '未读消息 99') };
export const Overflow: Story = { args: { count: 100 }, play: shows('99+', '未读消息 99+') };
export const CustomMax: Story = {
  args: { count: 12, max: 10 },
  play: shows('10+', '未读消息 10+'),
};
/** A maximum above 99 is honoured (MUI's own default of 99 must not cut it). */
export const CustomMaxAbove99: Story = {
  args: { count: 150, max: 999 },
  play: shows('150', '未读消息 150'),
};
export const Hidden: Story = {
  args: { count: 0, hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('未读消息 0')).toBeNull();
    await expect(within(canvasElement).getByTestId('count-badge')).toHaveClass(
      'MuiBadge-invisible',
    );
  },
};
