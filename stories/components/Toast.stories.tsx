import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { expect, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../src/components/ToastHost';
import {
  createToastQueue,
  type ToastOptions,
  type ToastQueue,
  type ToastType,
} from '../../src/lib/toast/toastQueue';
import { manualTimers } from '../../src/testing/manualTimers';
import { phoneAndDesktopSnapshots } from '../support/responsive';

/**
 * ElMessage-grade toasts (design §5). Each story has its own queue on hand-driven timers, so a
 * play checks the 3000 ms lifetime, the hover pause and the timer restart without waiting.
 */
interface ToastLoaded {
  queue: ToastQueue;
  clock: ReturnType<typeof manualTimers>;
}

interface Args {
  type: ToastType;
  message: string;
  options: ToastOptions;
}

const meta = {
  title: 'Components/Toast',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: { ...phoneAndDesktopSnapshots, app: { globalToastHost: false } },
  loaders: [
    (): ToastLoaded => {
      const clock = manualTimers();
      return { queue: createToastQueue(clock.timers), clock };
    },
  ],
  args: { type: 'success', message: '保存成功', options: {} } satisfies Args,
  render: (args, { loaded }) => {
    const { queue } = loaded as ToastLoaded;
    const { type, message, options } = args;
    return (
      <Stack sx={{ p: 4, pt: 30 }} direction="row" spacing={2}>
        <Button variant="contained" onClick={() => queue.show(type, message, options)}>
          显示提示
        </Button>
        <ToastHost queue={queue} />
      </Stack>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastsIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: '消息提示' });
const loadedOf = (loaded: unknown) => loaded as ToastLoaded;
const allToasts = (region: HTMLElement) => [
  ...region.querySelectorAll<HTMLElement>('[data-toast-type]'),
];

function typeStory(type: ToastType, message: string, role: 'status' | 'alert'): Story {
  return {
    args: { type, message, options: {} },
    play: async ({ canvasElement, loaded, userEvent }) => {
      const { clock } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
      const region = toastsIn(canvasElement);
      const toast = within(region).getByRole(role);
      await expect(toast).toHaveTextContent(message);
      await expect(toast).toHaveAttribute('data-toast-type', type);
      // 3000 ms by default, then gone.
      clock.advance(2999);
      await expect(within(region).queryByText(message)).not.toBeNull();
      clock.advance(1);
      await waitFor(() => expect(within(region).queryByText(message)).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
      await expect(await within(region).findByText(message)).toBeVisible();
    },
  };
}

export const Success = typeStory('success', '保存成功', 'status');
export const Info = typeStory('info', '已为你自动保存草稿', 'status');
export const Warning = typeStory('warning', '课程权重尚未保存', 'alert');
export const Error = typeStory('error', '网络连接错误', 'alert');

export const Grouped: Story = {
  args: { type: 'info', message: '已复制课程链接', options: { grouping: true } },
  play: async ({ canvasElement, loaded, userEvent }) => {
    const { queue, clock } = loadedOf(loaded);
    const button = within(canvasElement).getByRole('button', { name: '显示提示' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    const region = toastsIn(canvasElement);
    await expect(within(region).getAllByText('已复制课程链接')).toHaveLength(1);
    await expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('5');
    // A repeat restarts the timer and takes the newest type.
    clock.advance(2500);
    queue.show('error', '已复制课程链接', { grouping: true });
    clock.advance(2500);
    const toast = await within(region).findByRole('alert');
    await expect(toast).toHaveAttribute('data-toast-type', 'error');
    await expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('6');
  },
};

export const RepeatOverflow: Story = {
  args: { type: 'error', message: '网络超时', options: { grouping: true } },
  play: async ({ canvasElement, loaded }) => {
    const { queue } = loadedOf(loaded);
    for (let i = 0; i < 120; i += 1) queue.show('error', '网络超时', { grouping: true });
    const region = toastsIn(canvasElement);
    await waitFor(() =>
      expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('99+'),
    );
    await expect(within(region).getAllByRole('alert')).toHaveLength(1);
  },
};

const LONG_TEXT =
  '本学期第 9 周起将开展期中教学检查，请各位老师在下周五之前提交教学日历、课程进度表以及本学期前八周的全部课堂测验成绩，逾期系统将自动提醒教研室主任。';

export const Stacked: Story = {
  play: async ({ canvasElement, loaded, userEvent }) => {
    const { queue } = loadedOf(loaded);
    queue.show('success', '课程《高等数学 A（上）》已发布');
    queue.show('warning', LONG_TEXT);
    queue.show('info', '已同步 12 条学习记录');
    const region = toastsIn(canvasElement);
    await waitFor(() => expect(allToasts(region)).toHaveLength(3));
    const toasts = allToasts(region);
    const rects = toasts.map((t) => t.getBoundingClientRect());
    const [first, second] = rects;
    await waitFor(() => expect(toasts[0]?.getBoundingClientRect().top).toBeCloseTo(16, 0));
    // The long one takes two lines; each next toast starts 16 px below the one above.
    await expect((second?.height ?? 0) > (first?.height ?? 0) + 10).toBe(true);
    await waitFor(() => {
      const [a, b, c] = toasts.map((t) => t.getBoundingClientRect());
      expect((b?.top ?? 0) - (a?.bottom ?? 0)).toBeCloseTo(16, 0);
      expect((c?.top ?? 0) - (b?.bottom ?? 0)).toBeCloseTo(16, 0);
    });
    // In the order they were opened, the newest at the bottom.
    await expect(toasts.map((t) => t.getAttribute('data-toast-type'))).toEqual([
      'success',
      'warning',
      'info',
    ]);
    await expect(toasts[2]).toHaveTextContent('已同步 12 条学习记录');
    // Esc closes every open toast, sticky or not.
    queue.show('error', '这条提示不会自动关闭', { duration: 0 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(allToasts(region)).toHaveLength(0));
    queue.show('success', '课程《高等数学 A（上）》已发布');
    queue.show('warning', LONG_TEXT);
    queue.show('info', '已同步 12 条学习记录');
  },
};

export const Closable: Story = {
  args: { type: 'info', message: '新学期课表已更新', options: { showClose: true, duration: 0 } },
  play: async ({ canvasElement, loaded, userEvent }) => {
    const { clock } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const region = toastsIn(canvasElement);
    // duration 0: stays until closed.
    clock.advance(60_000);
    await expect(within(region).getByText('新学期课表已更新')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(region).queryByText('新学期课表已更新')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    await expect(await within(region).findByRole('button', { name: '关闭' })).toBeVisible();
  },
};

export const HoverPauses: Story = {
  args: { type: 'success', message: '悬停时不会关闭', options: {} },
  play: async ({ canvasElement, loaded, userEvent }) => {
    const { clock } = loadedOf(loaded);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const region = toastsIn(canvasElement);
    const toast = within(region).getByRole('status');
    clock.advance(2000);
    await userEvent.hover(toast);
    clock.advance(10_000);
    await expect(within(region).getByText('悬停时不会关闭')).toBeVisible();
    await userEvent.unhover(toast);
    clock.advance(2999);
    await expect(within(region).getByText('悬停时不会关闭')).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(within(region).queryByText('悬停时不会关闭')).toBeNull());
  },
};

/** Server text is shown as text, never parsed as HTML. */
export const TextNotHtml: Story = {
  args: {
    type: 'error',
    message: '<img src=x onerror="alert(1)"><b>加粗</b>',
    options: { duration: 0 },
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const region = toastsIn(canvasElement);
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      '<img src=x onerror="alert(1)"><b>加粗</b>',
    );
    await expect(region.querySelector('img, b')).toBeNull();
  },
};
