import { LIVE_REGION_IDS } from '@/lib/toast/liveRegions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { expect, waitFor, within } from 'storybook/test';
import { ToastHost } from '@/components/ToastHost';
import {
  createToastQueue,
  type ToastOptions,
  type ToastQueue,
  type ToastType,
} from '@/lib/toast/toastQueue';
import { TOAST_DURATION_MS } from '@/config/constants';
import { manualTimers } from '@/testing/manualTimers';
import { phoneAndDesktopSnapshots } from '../support/responsive';

/**
 * ElMessage-grade toasts (docs/toasts.md). Each story has its own queue on hand-driven timers, so a
 * play checks the 3000 ms lifetime, the hover pause and the timer restart without waiting.
 */
const TOAST_TYPES: readonly ToastType[] = ['success', 'info', 'warning', 'error'];
const TYPE_LABELS: Record<ToastType, string> = {
  success: '成功',
  info: '信息',
  warning: '警告',
  error: '错误',
};

interface ToastLoaded {
  queue: ToastQueue;
  clock: ReturnType<typeof manualTimers>;
}

interface Args {
  type: ToastType;
  message: string;
  /** ms; 0 = 不自动关闭. */
  duration: number;
  showClose: boolean;
  grouping: boolean;
}

/** The defaults of docs/toasts.md: 3000 ms, no close button, no grouping. */
const DEFAULTS = { duration: TOAST_DURATION_MS, showClose: false, grouping: false };

/** What the controls set, as the queue's options; a negative duration counts as 0 (不自动关闭). */
function optionsOf({ duration, showClose, grouping }: Args): ToastOptions {
  const ms =
    typeof duration === 'number' && Number.isFinite(duration) ? duration : TOAST_DURATION_MS;
  return { duration: Math.max(0, ms), showClose, grouping };
}

const meta = {
  title: 'Components/Toast',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { globalToastHost: false },
    docs: {
      description: {
        component:
          '全局消息提示（仿 Element Plus 的 ElMessage）：成功、信息、警告、错误四种类型，默认 3 秒后自动关闭，' +
          '从页面顶部居中、距顶 16 px 依次向下排列；悬停时暂停计时，按 Esc 关闭全部。' +
          '在“控件”中改类型、文字、时长等，再点“显示提示”查看效果。',
      },
    },
  },
  loaders: [
    (): ToastLoaded => {
      const clock = manualTimers();
      return { queue: createToastQueue(clock.timers), clock };
    },
  ],
  args: { type: 'success', message: '保存成功', ...DEFAULTS } satisfies Args,
  argTypes: {
    type: {
      name: '类型',
      description: '提示的类型，决定颜色和图标。错误和警告会立即读给屏幕阅读器用户。',
      options: TOAST_TYPES,
      control: { type: 'radio', labels: TYPE_LABELS },
    },
    message: {
      name: '文字',
      description: '提示的文字，按纯文本显示（不会当作 HTML）。',
      control: { type: 'text' },
    },
    duration: {
      name: '显示时长（毫秒）',
      description: '多久后自动关闭；0 = 不自动关闭，直到点“关闭”或按 Esc。',
      control: { type: 'number', min: 0, step: 500 },
      table: { defaultValue: { summary: String(TOAST_DURATION_MS) } },
    },
    showClose: {
      name: '显示关闭按钮',
      description: '提示右侧是否有“关闭”按钮。',
      control: { type: 'boolean' },
      table: { defaultValue: { summary: 'false' } },
    },
    grouping: {
      name: '合并相同提示',
      description: '文字相同的提示合并为一条，并显示重复次数（最多 99，之后显示 99+）。',
      control: { type: 'boolean' },
      table: { defaultValue: { summary: 'false' } },
    },
  },
  render: (args, { loaded }) => {
    const { queue } = loaded as ToastLoaded;
    // Only the four types exist: anything else (an old link's value) shows as 信息, never unstyled.
    const type = TOAST_TYPES.includes(args.type) ? args.type : 'info';
    return (
      <Stack sx={{ p: 4, pt: 30 }} direction="row" spacing={2}>
        <Button variant="contained" onClick={() => queue.show(type, args.message, optionsOf(args))}>
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

const TYPE_DESCRIPTIONS: Record<ToastType, string> = {
  success: '成功提示：绿色，屏幕阅读器以“状态”播报，3 秒后自动关闭。',
  info: '信息提示：蓝色，屏幕阅读器以“状态”播报，3 秒后自动关闭。',
  warning: '警告提示：橙色，屏幕阅读器立即播报（alert），3 秒后自动关闭。',
  error: '错误提示：红色，屏幕阅读器立即播报（alert），3 秒后自动关闭。',
};

function typeStory(type: ToastType, message: string, role: 'status' | 'alert'): Story {
  return {
    args: { type, message, ...DEFAULTS },
    parameters: { docs: { description: { story: TYPE_DESCRIPTIONS[type] } } },
    play: async ({ canvasElement, loaded, userEvent, step }) => {
      const { clock } = loadedOf(loaded);
      const canvas = within(canvasElement);
      const region = toastsIn(canvasElement);
      await step('点击“显示提示”', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
      });
      await step(`应显示${TYPE_LABELS[type]}提示“${message}”`, async () => {
        const toast = within(region).getByRole(role);
        await expect(toast).toHaveTextContent(message);
        await expect(toast).toHaveAttribute('data-toast-type', type);
      });
      const live = role === 'alert' ? 'assertive' : 'polite';
      await step(`读屏软件经页面的 ${live} 实时区域读出“${message}”`, async () => {
        const liveRegion = document.getElementById(LIVE_REGION_IDS[live]);
        await expect(liveRegion).toHaveAttribute('aria-live', live);
        await waitFor(() => expect(liveRegion).toHaveTextContent(message));
      });
      await step('默认 3000 毫秒后自动关闭', async () => {
        clock.advance(2999);
        await expect(within(region).queryByText(message)).not.toBeNull();
        clock.advance(1);
        await waitFor(() => expect(within(region).queryByText(message)).toBeNull());
      });
      await step('再次点击，提示重新出现', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
        await expect(await within(region).findByText(message)).toBeVisible();
      });
    },
  };
}

export const Success: Story = { ...typeStory('success', '保存成功', 'status'), name: '成功' };
export const Info: Story = { ...typeStory('info', '已为你自动保存草稿', 'status'), name: '信息' };
export const Warning: Story = {
  ...typeStory('warning', '课程权重尚未保存', 'alert'),
  name: '警告',
};
export const Error: Story = { ...typeStory('error', '网络连接错误', 'alert'), name: '错误' };

export const Grouped: Story = {
  name: '合并相同提示',
  args: { type: 'info', message: '已复制课程链接', ...DEFAULTS, grouping: true },
  parameters: {
    docs: {
      description: {
        story:
          '开启“合并相同提示”后，连续 5 次相同文字只显示一条提示，右上角显示重复次数；' +
          '重复时重新计时，并采用最新一次的类型。',
      },
    },
  },
  play: async ({ canvasElement, loaded, userEvent, step }) => {
    const { queue, clock } = loadedOf(loaded);
    const button = within(canvasElement).getByRole('button', { name: '显示提示' });
    const region = toastsIn(canvasElement);
    await step('连续点击 5 次“显示提示”', async () => {
      for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    });
    await step('应只有一条提示，重复次数为 5', async () => {
      await expect(within(region).getAllByText('已复制课程链接')).toHaveLength(1);
      await expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('5');
    });
    await step('2.5 秒后以“错误”类型再提示一次：重新计时，并变为错误提示', async () => {
      clock.advance(2500);
      queue.show('error', '已复制课程链接', { grouping: true });
      clock.advance(2500);
      const toast = await within(region).findByRole('alert');
      await expect(toast).toHaveAttribute('data-toast-type', 'error');
      await expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('6');
    });
  },
};

export const RepeatOverflow: Story = {
  name: '重复次数超过 99',
  args: { type: 'error', message: '网络超时', ...DEFAULTS, grouping: true },
  parameters: {
    docs: {
      description: { story: '同一条提示重复 120 次：仍只有一条，重复次数显示为 99+。' },
    },
  },
  play: async ({ canvasElement, loaded, step }) => {
    const { queue } = loadedOf(loaded);
    const region = toastsIn(canvasElement);
    await step('同一条错误提示出现 120 次', async () => {
      for (let i = 0; i < 120; i += 1) queue.show('error', '网络超时', { grouping: true });
    });
    await step('应只有一条提示，重复次数显示 99+', async () => {
      await waitFor(() =>
        expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('99+'),
      );
      await expect(within(region).getAllByRole('alert')).toHaveLength(1);
    });
  },
};

const LONG_TEXT =
  '本学期第 9 周起将开展期中教学检查，请各位老师在下周五之前提交教学日历、课程进度表以及本学期前八周的全部课堂测验成绩，逾期系统将自动提醒教研室主任。';

export const Stacked: Story = {
  name: '多条依次排列',
  parameters: {
    docs: {
      description: {
        story:
          '三条不同的提示（其中一条很长，折成两行）：第一条距顶 16 px，之后每条在上一条下方 16 px，' +
          '最新的在最下面。按 Esc 关闭全部，包括不会自动关闭的提示。',
      },
    },
  },
  play: async ({ canvasElement, loaded, userEvent, step }) => {
    const { queue } = loadedOf(loaded);
    const region = toastsIn(canvasElement);
    await step('依次弹出成功、警告（长文字）和信息提示', async () => {
      queue.show('success', '课程《高等数学 A（上）》已发布');
      queue.show('warning', LONG_TEXT);
      queue.show('info', '已同步 12 条学习记录');
      await waitFor(() => expect(allToasts(region)).toHaveLength(3));
    });
    const toasts = allToasts(region);
    await step('第一条距顶 16 px，长文字折成两行，每条在上一条下方 16 px', async () => {
      const rects = toasts.map((t) => t.getBoundingClientRect());
      const [first, second] = rects;
      await waitFor(() => expect(toasts[0]?.getBoundingClientRect().top).toBeCloseTo(16, 0));
      await expect((second?.height ?? 0) > (first?.height ?? 0) + 10).toBe(true);
      await waitFor(() => {
        const [a, b, c] = toasts.map((t) => t.getBoundingClientRect());
        expect((b?.top ?? 0) - (a?.bottom ?? 0)).toBeCloseTo(16, 0);
        expect((c?.top ?? 0) - (b?.bottom ?? 0)).toBeCloseTo(16, 0);
      });
    });
    await step('按弹出顺序排列，最新的在最下面', async () => {
      await expect(toasts.map((t) => t.getAttribute('data-toast-type'))).toEqual([
        'success',
        'warning',
        'info',
      ]);
      await expect(toasts[2]).toHaveTextContent('已同步 12 条学习记录');
    });
    await step('按 Esc 关闭全部提示，包括不会自动关闭的', async () => {
      queue.show('error', '这条提示不会自动关闭', { duration: 0 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(allToasts(region)).toHaveLength(0));
    });
    await step('再弹出三条，供截图查看', async () => {
      queue.show('success', '课程《高等数学 A（上）》已发布');
      queue.show('warning', LONG_TEXT);
      queue.show('info', '已同步 12 条学习记录');
      await waitFor(() => expect(allToasts(region)).toHaveLength(3));
    });
  },
};

export const Closable: Story = {
  name: '可关闭、不自动关闭',
  args: { type: 'info', message: '新学期课表已更新', ...DEFAULTS, showClose: true, duration: 0 },
  parameters: {
    docs: {
      description: { story: '显示时长为 0：提示一直显示，直到点击右侧的“关闭”按钮。' },
    },
  },
  play: async ({ canvasElement, loaded, userEvent, step }) => {
    const { clock } = loadedOf(loaded);
    const canvas = within(canvasElement);
    const region = toastsIn(canvasElement);
    await step('点击“显示提示”，一分钟后提示仍在', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
      clock.advance(60_000);
      await expect(within(region).getByText('新学期课表已更新')).toBeVisible();
    });
    await step('点击“关闭”，提示消失', async () => {
      await userEvent.click(within(region).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(within(region).queryByText('新学期课表已更新')).toBeNull());
    });
    await step('再次点击“显示提示”，带“关闭”按钮的提示重新出现', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
      await expect(await within(region).findByRole('button', { name: '关闭' })).toBeVisible();
    });
  },
};

export const HoverPauses: Story = {
  name: '悬停时暂停计时',
  args: { type: 'success', message: '悬停时不会关闭', ...DEFAULTS },
  parameters: {
    docs: {
      description: {
        story: '鼠标停在提示上时不会关闭；移开后重新计时，再过 3 秒关闭。',
      },
    },
  },
  play: async ({ canvasElement, loaded, userEvent, step }) => {
    const { clock } = loadedOf(loaded);
    const region = toastsIn(canvasElement);
    await step('点击“显示提示”，2 秒后把鼠标移到提示上', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
      clock.advance(2000);
      await userEvent.hover(within(region).getByRole('status'));
    });
    await step('悬停 10 秒，提示仍在', async () => {
      clock.advance(10_000);
      await expect(within(region).getByText('悬停时不会关闭')).toBeVisible();
    });
    await step('移开鼠标后重新计时：2999 毫秒时仍在，3000 毫秒时关闭', async () => {
      await userEvent.unhover(within(region).getByRole('status'));
      clock.advance(2999);
      await expect(within(region).getByText('悬停时不会关闭')).toBeVisible();
      clock.advance(1);
      await waitFor(() => expect(within(region).queryByText('悬停时不会关闭')).toBeNull());
    });
  },
};

// Server text is shown as text, never parsed as HTML.
export const TextNotHtml: Story = {
  name: '文字不当作 HTML',
  args: {
    type: 'error',
    message: '<img src=x onerror="alert(1)"><b>加粗</b>',
    ...DEFAULTS,
    duration: 0,
  },
  parameters: {
    docs: {
      description: { story: '服务器返回的文字原样显示为文字，其中的 HTML 标签不会生效。' },
    },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const region = toastsIn(canvasElement);
    await step('点击“显示提示”', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    });
    await step('应原样显示标签文字，页面中没有图片或加粗元素', async () => {
      await expect(within(region).getByRole('alert')).toHaveTextContent(
        '<img src=x onerror="alert(1)"><b>加粗</b>',
      );
      await expect(region.querySelector('img, b')).toBeNull();
    });
  },
};
