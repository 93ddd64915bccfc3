import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import { STORAGE_KEYS } from '@/config/constants';
import { newcomer, student, teacher } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import { isPhoneWidth } from '../../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { expectRetryAfterServerError, failingEndpoint } from '../../support/failingEndpoint';
import { stepWith } from '../../support/steps';
import { followsToolbar, PIN_REASON, PINNED_TOOLBAR } from '../../support/toolbar';

// `/grading` (待批改) in every state worth a designer's look, inside the real route table.
const meta = {
  title: 'Screens/Grading',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/grading?xh=T2024001', signedInAs: teacher } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '待批改（/grading）：教师所有课程里等待批改的作业，最早提交的在前；打开一份，打分、写评语，“保存并下一份”。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = 'a-001-3-2024010101';

export const Queue: Story = {
  name: '待批改列表',
  parameters: {
    ...app({ url: '/grading?xh=T2024001&courseId=c-001&assignmentId=a-001-3' }),
    docs: {
      description: {
        story:
          '从课程页“第 3 次作业”进来：按这次作业筛选，共 42 份待批改，最早提交的在前。点“批改”打开第一份。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await step('应打开“待批改”，标签页标题“待批改 – 智慧学习平台”', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: '待批改' }),
        ).toBeVisible();
        await expect(document.title).toBe('待批改 – 智慧学习平台');
      });
      const items = await stepWith(step, '应显示共 42 份，本页 10 份，第一份是王磊', async () => {
        await waitFor(() =>
          expect(canvas.getByTestId('grading-total')).toHaveTextContent('共 42 份待批改'),
        );
        const listed = canvas.getAllByTestId('queue-item');
        await expect(listed).toHaveLength(10);
        await expect(listed[0]).toHaveTextContent('王磊');
        await expect(listed[0]).toHaveTextContent('第 3 次作业');
        return listed;
      });
      await step('“批改”按钮在手机上至少 44 px 高', async () => {
        const button = within(items[0] ?? canvasElement).getByRole('link', { name: '批改 王磊' });
        if (isPhoneWidth()) {
          await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
        }
      });
      await step('“返回课程”回到高等数学 A（上）的作业', async () => {
        const back = canvas.getByRole('link', { name: '返回课程' });
        await expect(back).toHaveAttribute('href', '/course/c-001?tab=assignments&xh=T2024001');
      });
      await step('点“批改”：打开王磊的作业，地址栏记下这一份', async () => {
        await userEvent.click(
          within(items[0] ?? canvasElement).getByRole('link', { name: '批改 王磊' }),
        );
        const heading = await canvas.findByRole('heading', {
          level: 2,
          name: '王磊（学号 2024010101）',
        });
        await expect(heading).toBeVisible();
        await expect(browser.location().searchParams.get('submission')).toBe(FIRST);
        // The pressed link left with the list: focus is on what replaced it, not on <body>.
        await waitFor(() => expect(heading).toHaveFocus());
      });
      await step('点“返回列表”：回到 42 份的列表，焦点回到王磊的“批改”', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '返回列表' }));
        await waitFor(() =>
          expect(canvas.getByTestId('grading-total')).toHaveTextContent('共 42 份待批改'),
        );
        await waitFor(() => expect(canvas.getByRole('link', { name: '批改 王磊' })).toHaveFocus());
      });
    },
    { failedDataViews: 1 },
  ),
};

export const AllHandedIn: Story = {
  name: '一次作业的全部提交',
  parameters: {
    ...app({ url: '/grading?xh=T2024001&courseId=c-001&assignmentId=a-001-1&show=all' }),
    docs: {
      description: {
        story:
          '从课程页“第 1 次作业”的“查看提交”进来：这次作业都批改完了，列出全部 84 份提交和各自的分数；' +
          '打开一份可以看到交上来的内容、成绩和评语（只读），“返回列表”回到原处。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await step('标题是“全部提交”，标签页标题“全部提交 – 智慧学习平台”', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: '全部提交' }),
        ).toBeVisible();
        await expect(document.title).toBe('全部提交 – 智慧学习平台');
      });
      const first = await stepWith(step, '应显示共 84 份提交，每份都标着已批改的分数', async () => {
        await waitFor(() =>
          expect(canvas.getByTestId('grading-total')).toHaveTextContent('共 84 份提交'),
        );
        const listed = canvas.getAllByTestId('queue-item');
        await expect(listed).toHaveLength(10);
        for (const item of listed) {
          await expect(within(item).getByTestId('queue-item-state')).toHaveTextContent(
            /^已批改 \d+ 分$/,
          );
        }
        await expect(canvas.getByRole('list', { name: '提交的作业' })).toBeVisible();
        await expect(canvas.getByRole('link', { name: '只看待批改' })).toBeVisible();
        return listed[0] ?? canvasElement;
      });
      const student = within(first).getByRole('link', { name: /^查看 / });
      const name = (student.getAttribute('aria-label') ?? '').replace(/^查看 /, '');
      const given = (within(first).getByTestId('queue-item-state').textContent ?? '').replace(
        /\D/g,
        '',
      );
      await step('点“查看”：显示内容、成绩和评语，只读，焦点在这一份的标题上', async () => {
        await userEvent.click(student);
        const heading = await canvas.findByRole('heading', {
          level: 2,
          name: new RegExp(`^${name}（学号`),
        });
        await waitFor(() => expect(heading).toHaveFocus());
        await expect(canvas.getByTestId('submission-content')).toBeVisible();
        await expect(canvas.getByTestId('grading-given')).toHaveTextContent(`${given} 分`);
        await expect(canvas.queryByRole('textbox', { name: '分数' })).toBeNull();
      });
      await step('点“返回列表”：回到 84 份的列表，焦点回到这一份的“查看”', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '返回列表' }));
        await waitFor(() =>
          expect(canvas.getByRole('link', { name: `查看 ${name}` })).toHaveFocus(),
        );
        await expect(canvas.getByTestId('grading-total')).toHaveTextContent('共 84 份提交');
      });
    },
    { failedDataViews: 1 },
  ),
};

/** 王磊's 第 1 次作业: graded in the fixtures, so never in the queue of those waiting. */
const GRADED = 'a-001-1-2024010101';

export const GradedFromAddress: Story = {
  name: '批改：已批改的一份（浏览器后退）',
  parameters: {
    ...app({ url: `/grading?xh=T2024001&submission=${GRADED}` }),
    docs: {
      description: {
        story:
          '“保存并下一份”之后按浏览器的后退，地址回到刚批改的那一份：它已不在待批改的列表里，页面单独取回它，' +
          '只读显示内容、成绩和评语（标着“已批改”），而不是走进死胡同；“返回列表”回到待批改。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('显示王磊的第 1 次作业：已批改，成绩和评语只读', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 2, name: '王磊（学号 2024010101）' }),
        ).toBeVisible();
        await expect(canvas.getByTestId('grading-position')).toHaveTextContent('已批改');
        await expect(canvas.getByTestId('submission-content')).toHaveTextContent('第 1 次作业');
        await expect(canvas.getByTestId('grading-given')).toHaveTextContent(/^\d+ 分$/);
        await expect(canvas.queryByRole('textbox', { name: '分数' })).toBeNull();
      });
      // 返回列表 is 一次作业的全部提交's (the same read-only view): the screenshot shows this one.
      await expect(canvas.getByRole('button', { name: '返回列表' })).toBeVisible();
    },
    { failedDataViews: 1 },
  ),
};

export const UnknownSubmission: Story = {
  name: '批改：找不到这份作业',
  tags: ['!responsive'],
  parameters: {
    ...app({ url: '/grading?xh=T2024001&submission=a-404' }),
    screenshot: false,
    docs: {
      description: {
        story: '地址里的作业不存在（或不是这位老师的）：说“没有找到这份作业”，并给出“返回列表”。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('说“没有找到这份作业”，给出“返回列表”', async () => {
        await expect(await canvas.findByText('没有找到这份作业')).toBeVisible();
        await expect(canvas.getByRole('link', { name: '返回列表' })).toHaveAttribute(
          'href',
          '/grading?xh=T2024001',
        );
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Submission: Story = {
  name: '批改一份作业',
  parameters: {
    ...app({
      url: `/grading?xh=T2024001&courseId=c-001&assignmentId=a-001-3&submission=${FIRST}`,
    }),
    docs: {
      description: {
        story:
          '王磊的第 3 次作业：分数框在手机上弹出数字键盘，全角数字（４０）也能识别。40 分没写评语时服务器拒绝，' +
          '原因显示在表单里，输入都还在；写上评语后“保存并下一份”，打开下一份，待批改从 42 份减为 41 份。' +
          '输入的分数和评语是草稿，登录过期回来后还在。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const canvas = within(canvasElement);
      const score = await stepWith(step, '应显示王磊的作业内容、第 1 份，共 42 份', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 2, name: '王磊（学号 2024010101）' }),
        ).toBeVisible();
        await expect(canvas.getByTestId('submission-content')).toHaveTextContent('【第 3 次作业】');
        await expect(canvas.getByTestId('grading-position')).toHaveTextContent(
          '第 1 份，共 42 份待批改',
        );
        // The day and time of 提交于 on one line at every width: one box, never split.
        const submittedAt = canvasElement.querySelector('[data-submitted-at]');
        await expect(submittedAt).toHaveTextContent(/^\d+月\d+日 \d\d:\d\d$/);
        await expect(submittedAt?.getClientRects()).toHaveLength(1);
        return canvas.getByRole('textbox', { name: '分数' });
      });
      await step(
        '分数框用数字键盘（inputmode=numeric），“保存并下一份”至少 44 px 高（手机）',
        async () => {
          await expect(score).toHaveAttribute('inputmode', 'numeric');
          if (isPhoneWidth()) {
            const save = canvas.getByRole('button', { name: '保存并下一份' });
            await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
          }
        },
      );
      await step('先填 101：提示“请输入 0-100 的整数”，不发送', async () => {
        await userEvent.type(score, '101');
        await userEvent.click(canvas.getByRole('button', { name: '保存并下一份' }));
        await expect(await canvas.findByText('请输入 0-100 的整数')).toBeVisible();
        await expect(score).toHaveAttribute('aria-invalid', 'true');
      });
      await step(
        '改成全角“４０”，不写评语，保存：服务器拒绝，原因显示在表单里，输入保留',
        async () => {
          await userEvent.clear(score);
          await userEvent.type(score, '４０');
          await userEvent.click(canvas.getByRole('button', { name: '保存并下一份' }));
          const alert = await canvas.findByRole('alert');
          await expect(alert).toHaveTextContent('保存失败：低于 60 分的成绩需要填写评语');
          await expect(score).toHaveValue('４０');
        },
      );
      await step('输入的分数已存为草稿（登录过期后回来还在）', async () => {
        const drafts = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.drafts) ?? '{}') as {
          userId?: string;
          forms?: Record<string, { value: unknown }>;
        };
        await expect(drafts.userId).toBe('T2024001');
        await expect(drafts.forms?.[`grade:${FIRST}`]?.value).toEqual({
          score: '４０',
          comment: '',
        });
      });
      await step('写上评语，保存并下一份：打开赵梓轩的作业，共 41 份', async () => {
        await userEvent.type(
          canvas.getByRole('textbox', { name: '评语' }),
          '第 2 题推导有误，请订正。',
        );
        await userEvent.click(canvas.getByRole('button', { name: '保存并下一份' }));
        const next = await canvas.findByRole('heading', {
          level: 2,
          name: '赵梓轩（学号 2024010102）',
        });
        await expect(next).toBeVisible();
        await waitFor(() =>
          expect(canvas.getByTestId('grading-position')).toHaveTextContent(
            '第 1 份，共 41 份待批改',
          ),
        );
        await expect(canvas.getByRole('textbox', { name: '分数' })).toHaveValue('');
      });
      await step('保存后草稿已删除，提示“已保存王磊的成绩”', async () => {
        const drafts = window.sessionStorage.getItem(STORAGE_KEYS.drafts);
        await expect(drafts?.includes(FIRST) ?? false).toBe(false);
        const region = within(document.body).getByRole('region', { name: '消息提示' });
        await expect(within(region).getByText('已保存王磊的成绩')).toBeVisible();
        loadedOf(loaded).toastTimers.advance(10_000);
      });
    },
    { failedDataViews: 1 },
  ),
};

export const DraftRestored: Story = {
  name: '批改：恢复未保存的草稿',
  parameters: {
    ...app({
      url: `/grading?xh=T2024001&assignmentId=a-001-3&submission=${FIRST}`,
      sessionStorage: {
        [STORAGE_KEYS.drafts]: JSON.stringify({
          userId: 'T2024001',
          forms: {
            [`grade:${FIRST}`]: { savedAt: 0, value: { score: '85', comment: '思路清晰。' } },
          },
        }),
      },
    }),
    docs: {
      description: {
        story: '登录过期、重新登录回来：刚才填的 85 分和评语还在，并提示“已恢复未保存的修改”。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应提示“已恢复未保存的修改”，分数 85、评语“思路清晰。”', async () => {
        await expect(await canvas.findByText('已恢复未保存的修改')).toBeVisible();
        await expect(canvas.getByRole('textbox', { name: '分数' })).toHaveValue('85');
        await expect(canvas.getByRole('textbox', { name: '评语' })).toHaveValue('思路清晰。');
      });
    },
    { failedDataViews: 1 },
  ),
};

export const DraftDiscarded: Story = {
  name: '批改：放弃恢复的草稿',
  parameters: {
    ...DraftRestored.parameters,
    // Its end is 批改一份作业's empty form, which has its baselines.
    screenshot: false,
    docs: {
      description: {
        story:
          '恢复的草稿不要了：点“放弃修改”，分数和评语清空，焦点落在“分数”上，可以直接重新打分。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('已恢复未保存的修改')).toBeVisible();
      await step('点“放弃修改”：分数、评语清空，提示消失，焦点在“分数”上', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '放弃修改' }));
        const score = canvas.getByRole('textbox', { name: '分数' });
        await waitFor(() => expect(score).toHaveValue(''));
        await expect(canvas.getByRole('textbox', { name: '评语' })).toHaveValue('');
        await expect(canvas.queryByText('已恢复未保存的修改')).not.toBeInTheDocument();
        await expect(score).toHaveFocus();
      });
    },
    { failedDataViews: 1 },
  ),
};

export const LastOne: Story = {
  name: '批改：最后一份',
  parameters: {
    ...app({ url: '/grading?xh=T2024001&courseId=c-006&assignmentId=a-006-3' }),
    docs: {
      description: {
        story: '实验三只有 3 份待批改：批完最后一份，页面说“都批改完了”，并给出回课程的链接。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const canvas = within(canvasElement);
      await step('打开第一份', async () => {
        const items = await canvas.findAllByTestId('queue-item');
        await expect(items).toHaveLength(3);
        await userEvent.click(
          within(items[0] ?? canvasElement).getAllByRole('link')[0] ?? canvasElement,
        );
      });
      for (const n of [3, 2, 1]) {
        await step(`打 90 分，保存并下一份（还剩 ${n} 份）`, async () => {
          await waitFor(() =>
            expect(canvas.getByTestId('grading-position')).toHaveTextContent(`共 ${n} 份待批改`),
          );
          await userEvent.type(canvas.getByRole('textbox', { name: '分数' }), '90');
          await userEvent.click(canvas.getByRole('button', { name: '保存并下一份' }));
        });
      }
      await step('应显示“都批改完了”和“返回课程”，焦点在“返回课程”上', async () => {
        await expect(await canvas.findByText('都批改完了')).toBeVisible();
        const back = canvas.getByRole('link', { name: '返回课程' });
        await expect(back).toHaveAttribute('href', '/course/c-006?tab=assignments&xh=T2024001');
        await waitFor(() => expect(back).toHaveFocus());
        loadedOf(loaded).toastTimers.advance(10_000);
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Empty: Story = {
  name: '没有待批改',
  parameters: {
    ...app({ url: '/grading?xh=T2025999', signedInAs: newcomer }),
    docs: {
      description: {
        story: '新教师王新还没有课程，也就没有待批改的作业：说明这一点，并可回首页。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示“没有待批改的作业”和“返回首页”', async () => {
        await expect(await canvas.findByText('没有待批改的作业')).toBeVisible();
        await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
      });
    },
    { failedDataViews: 1 },
  ),
};

/** The queue's read, counted and answered as usual: a learner's page must not ask for it. */
const learnersQueue = failingEndpoint('*/api/teacher/grading', { failures: 0 });

export const Learner: Story = {
  name: '学生打开待批改',
  beforeEach: learnersQueue.reset,
  parameters: {
    ...app({ url: '/grading?xh=S2024105', signedInAs: student }),
    msw: { handlers: [learnersQueue.handler, ...handlers] },
    docs: {
      description: {
        story:
          '学生李晓雨打开了批改页的地址：页面叫“批改作业”，说明只有任课教师可以批改，告诉她自己的作业和成绩在哪里，' +
          '并给出“返回首页”；不显示教师的“待批改”，也不请求待批改的列表。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('标题“批改作业”，说明和“返回首页”', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: '批改作业' }),
        ).toBeVisible();
        await expect(document.title).toBe('批改作业 – 智慧学习平台');
        await expect(canvas.getByText('只有任课教师可以批改作业')).toBeVisible();
        await expect(canvas.getByText(/近期作业/)).toBeVisible();
        await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
        await expect(canvas.queryByText(/待批改/)).toBeNull();
      });
      await step('不请求待批改的列表', async () => {
        // A read that is not made has no moment to wait for: a second past the page's render,
        // by which a mounted queue's read had reached the handler (it did, with the panel
        // mounted hidden for a learner; checked at once, the count was still 0).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await expect(learnersQueue.requests()).toBe(0);
      });
    },
    { failedDataViews: 0 },
  ),
};

export const Loading: Story = {
  name: '加载中',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    screenshotWhileLoading: true,
    msw: {
      handlers: [http.get('*/api/teacher/grading', () => delay('infinite')), ...handlers],
    },
    docs: {
      description: {
        story: '待批改的作业还在路上：标题已在，列表处显示“正在加载…”。' + PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示标题“待批改”和“正在加载待批改的作业…”', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: '待批改' })).toBeVisible();
      await expect(await canvas.findByText('正在加载待批改的作业…')).toBeVisible();
      await expect(canvas.queryByText(/加载失败/)).toBeNull();
    });
  },
};

const queue = failingEndpoint('*/api/teacher/grading');

export const ServerError: Story = {
  name: '服务器出错',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    msw: {
      handlers: [queue.handler, ...handlers],
    },
    docs: {
      description: {
        story:
          '待批改接口一直返回 500：显示“加载失败：服务器出错（500）”和“重试”；重试会再问一次服务器，仍然出错时照样说明。' +
          PIN_REASON,
      },
    },
  },
  beforeEach: queue.reset,
  play: (context) => expectRetryAfterServerError(context, queue, '待批改 – 智慧学习平台'),
};
