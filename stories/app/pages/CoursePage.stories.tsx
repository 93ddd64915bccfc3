import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { setFileDownloadAdapter } from '@/lib/fileDownload';
import { handlers } from '../../../mocks/handlers';
import { longNamedTeacher, student, teacher } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import { isPhoneWidth } from '../../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { expectRetryAfterServerError, failingEndpoint } from '../../support/failingEndpoint';
import { stepWith, type Step } from '../../support/steps';
import { followsToolbar, PIN_REASON, PINNED_TOOLBAR } from '../../support/toolbar';

// `/course/:courseId` in every state worth a designer's look, inside the real route table.
const meta = {
  title: 'Screens/CoursePage',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/course/c-001?xh=T2024001', signedInAs: teacher } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '课程页（/course/课程编号）：教师查看一门课的学生、作业和统计，使用真实的路由表。学生打开时只看到自己的进度。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the student list: table rows on a desktop, cards on a phone. */
const studentRows = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByTestId('student-row');

/** 导出名单 through a spy of the download port: the file's name and its text (BOM kept). */
async function exportRoster(step: Step, canvasElement: HTMLElement) {
  const save =
    fn<(fileName: string, bytes: Uint8Array, mimeType: string) => void>().mockName(
      'fileDownload.save',
    );
  setFileDownloadAdapter({ save });
  await step('点击“导出名单”', async () => {
    await within(canvasElement).getByRole('button', { name: '导出名单' }).click();
  });
  return stepWith(step, '应下载一个 CSV 文件', async () => {
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [fileName, bytes, mimeType] = save.mock.calls[0] ?? ['', new Uint8Array(), ''];
    await expect(mimeType).toMatch(/^text\/csv/);
    return { fileName, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  });
}

export const Students: Story = {
  name: '学生',
  parameters: {
    docs: {
      description: {
        story:
          '高等数学 A（上）的 86 名学生，每页 10 人（手机上是卡片）。落后的学生带“落后”标记；' +
          '“导出名单”下载全班的 CSV（带 BOM，Excel 直接打开不乱码）。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, loaded, step }) => {
      const { toastTimers } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await step('应打开课程“高等数学 A（上）”，标签页标题随课程，并写出下次课', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: '高等数学 A（上）' }),
        ).toBeVisible();
        await expect(document.title).toBe('高等数学 A（上） – 智慧学习平台');
        await expect(canvas.getByRole('tab', { name: '学生' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(canvas.getByTestId('course-facts')).toHaveTextContent('86 名学生');
        // The course's next lesson in the timetable (9月7日 is a Monday; it meets on Thursday).
        await expect(canvas.getByTestId('course-next-lesson')).toHaveTextContent(
          '下次课 9月10日 08:00 · 教学楼 A201',
        );
      });
      await step('应列出 10 名学生，共 86 条，落后的学生有“落后”标记', async () => {
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(10));
        await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 86 条');
        const behind = canvas.getAllByTestId('behind-chip');
        await expect(behind.length).toBeGreaterThan(0);
        await expect(behind[0]).toHaveTextContent('落后');
        await expect(behind[0]).toBeVisible();
      });
      const file = await exportRoster(step, canvasElement);
      await step(
        'CSV 以 BOM（EF BB BF）开头，有表头，全班 86 人各一行（不只是这一页）',
        async () => {
          await expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const lines = file.text.slice(1).trimEnd().split('\r\n');
          await expect(lines[0]).toBe('姓名,学号,班级,进度,最近学习,平均分,是否落后');
          await expect(lines).toHaveLength(87);
          await expect(file.fileName).toBe('高等数学 A（上）-学生名单.csv');
          toastTimers.advance(10_000);
        },
      );
      if (isPhoneWidth()) {
        await step('手机上：学生是卡片，不是表格', async () => {
          await expect(canvas.queryByRole('table')).toBeNull();
        });
      }
    },
    { failedDataViews: 1 },
  ),
};

export const StudentsSearch: Story = {
  name: '学生：搜索和排序',
  parameters: {
    docs: {
      description: {
        story:
          '按进度排序（低的在前），第一位进度 35%、标为落后；按学号搜索只剩一人；清空后回到全班。排序和搜索都写进地址栏。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await step('等学生名单出现', async () => {
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(10));
      });
      await step('按进度排序：第一位进度 35%，标为落后，排序写进地址栏', async () => {
        await userEvent.click(canvas.getByRole('combobox', { name: '排序' }));
        await userEvent.click(
          await within(document.body).findByRole('option', { name: '按进度（低的在前）' }),
        );
        await waitFor(() => expect(studentRows(canvasElement)[0]).toHaveTextContent('35%'));
        await expect(
          within(studentRows(canvasElement)[0] ?? canvasElement).getByTestId('behind-chip'),
        ).toBeVisible();
        await expect(browser.location().searchParams.get('sort')).toBe('progress');
      });
      await step('搜索学号 2024010105：只剩 1 人', async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: '姓名或学号' }), '2024010105');
        await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(1));
        await expect(studentRows(canvasElement)[0]).toHaveTextContent('2024010105');
        await expect(browser.location().searchParams.get('keyword')).toBe('2024010105');
      });
      await step('清空搜索，回到全班', async () => {
        await userEvent.clear(canvas.getByRole('textbox', { name: '姓名或学号' }));
        await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(10));
        await expect(browser.location().searchParams.get('keyword')).toBeNull();
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Assignments: Story = {
  name: '作业',
  parameters: {
    ...app({ url: '/course/c-001?xh=T2024001&tab=assignments' }),
    docs: {
      description: {
        story:
          '四次作业的截止日期、已提交 / 总人数、已批改 / 已提交。第 3 次作业有 42 份待批改，点进去是按这次作业筛选的批改页。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      const third = await stepWith(step, '应列出 4 次作业', async () => {
        const items = await canvas.findAllByTestId('assignment-item');
        await expect(items).toHaveLength(4);
        return items[2] ?? canvasElement;
      });
      await step('第 3 次作业：9月6日截止，已提交 42 / 86，已批改 0 / 42', async () => {
        await expect(third).toHaveTextContent('第 3 次作业');
        await expect(third).toHaveTextContent('9月6日截止');
        await expect(within(third).getByTestId('assignment-submitted')).toHaveTextContent(
          '已提交 42 / 86',
        );
        await expect(within(third).getByTestId('assignment-graded')).toHaveTextContent(
          '已批改 0 / 42',
        );
      });
      await step('第 4 次作业 11月15日截止', async () => {
        await expect(canvas.getAllByTestId('assignment-item')[3]).toHaveTextContent('11月15日截止');
      });
      await step('“批改（42 份待批改）”通向按这次作业筛选的批改页（带 xh）', async () => {
        const link = within(third).getByRole('link', { name: '批改（42 份待批改）' });
        const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
        await expect(href.pathname).toBe('/grading');
        await expect(href.searchParams.get('courseId')).toBe('c-001');
        await expect(href.searchParams.get('assignmentId')).toBe('a-001-3');
        await expect(href.searchParams.get('xh')).toBe('T2024001');
        await expect(href.searchParams.get('show')).toBeNull();
      });
      await step('第 1 次作业没有待批改：“查看提交”通向这次作业的全部提交', async () => {
        const first = canvas.getAllByTestId('assignment-item')[0] ?? canvasElement;
        const link = within(first).getByRole('link', { name: '查看提交' });
        const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
        await expect(href.pathname).toBe('/grading');
        await expect(href.searchParams.get('assignmentId')).toBe('a-001-1');
        await expect(href.searchParams.get('show')).toBe('all');
        await expect(href.searchParams.get('xh')).toBe('T2024001');
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Stats: Story = {
  name: '统计',
  parameters: {
    ...app({ url: '/course/c-001?xh=T2024001&tab=stats' }),
    docs: {
      description: {
        story:
          '成绩分布、各次作业提交率和学习进度分布，图表和学习统计一样：标题下一句话概括，“表格”按钮显示同样的数字。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const rates = await stepWith(
        step,
        '应显示三张图：成绩分布、各次作业提交率、学习进度分布',
        async () => {
          await expect(await canvas.findByRole('figure', { name: '成绩分布' })).toBeVisible();
          await expect(canvas.getByRole('figure', { name: '学习进度分布' })).toBeVisible();
          return canvas.getByRole('figure', { name: '各次作业提交率' });
        },
      );
      await step(
        '提交率的概括：已截止的 3 次作业平均 80%（与首页教学统计一致），最低是第 3 次作业（49%）；第 4 次作业尚未截止，不计入',
        async () => {
          await expect(rates).toHaveAccessibleDescription(
            '已截止的 3 次作业平均提交率 80%，最低的是第 3 次作业（49%）。',
          );
          await waitFor(() =>
            expect(rates.querySelectorAll('.MuiBarChart-element')).toHaveLength(3),
          );
        },
      );
      await step('切换到表格：每次作业的提交率', async () => {
        await userEvent.click(
          within(rates).getByRole('button', { name: '表格（各次作业提交率）' }),
        );
        const rows = within(within(rates).getByRole('table')).getAllByRole('row').slice(1);
        await expect(rows.map((row) => row.textContent)).toEqual([
          '第 1 次作业98',
          '第 2 次作业93',
          '第 3 次作业49',
        ]);
        await userEvent.click(
          within(rates).getByRole('button', { name: '表格（各次作业提交率）' }),
        );
        await expect(within(rates).queryByRole('table')).toBeNull();
      });
      await step('学习进度分布的人数合计 86', async () => {
        const progress = canvas.getByRole('figure', { name: '学习进度分布' });
        await expect(progress).toHaveAccessibleDescription(/^共 86 人/);
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Empty: Story = {
  name: '还没有学生',
  parameters: {
    ...app({ url: '/course/c-019?xh=T2024001' }),
    docs: {
      description: {
        story: '新开的离散数学还没有学生选课，也没有作业：各标签页都说明为什么是空的。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await step('学生：显示“还没有学生选这门课”', async () => {
        await expect(await canvas.findByText('还没有学生选这门课')).toBeVisible();
      });
      await step('作业：显示“这门课还没有布置作业”', async () => {
        await userEvent.click(canvas.getByRole('tab', { name: '作业' }));
        await expect(await canvas.findByText('这门课还没有布置作业')).toBeVisible();
      });
      await step('统计：显示“还没有可以统计的数据”', async () => {
        await userEvent.click(canvas.getByRole('tab', { name: '统计' }));
        await expect(await canvas.findByText('还没有可以统计的数据')).toBeVisible();
      });
      await step('回到“学生”，页面停在空状态', async () => {
        await userEvent.click(canvas.getByRole('tab', { name: '学生' }));
        await expect(await canvas.findByText('还没有学生选这门课')).toBeVisible();
      });
    },
    { failedDataViews: 1 },
  ),
};

const course = failingEndpoint('*/api/teacher/courses/:id');

export const Loading: Story = {
  name: '加载中',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    screenshotWhileLoading: true,
    msw: {
      handlers: [http.get('*/api/teacher/courses/:id', () => delay('infinite')), ...handlers],
    },
    docs: {
      description: { story: '课程还在路上：页面显示“正在加载课程…”，还没有标签页。' + PIN_REASON },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示“正在加载课程…”，还没有“学生”标签页', async () => {
      await expect(await canvas.findByText('正在加载课程…')).toBeVisible();
      await expect(canvas.queryByRole('tab', { name: '学生' })).toBeNull();
      await expect(canvas.queryByText(/加载失败/)).toBeNull();
    });
  },
};

export const ServerError: Story = {
  name: '服务器出错',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    docs: {
      description: {
        story:
          '课程接口一直返回 500：显示“加载失败：服务器出错（500）”和“重试”；重试会再问一次服务器，仍然出错时照样说明。' +
          PIN_REASON,
      },
    },
    msw: {
      handlers: [course.handler, ...handlers],
    },
  },
  beforeEach: course.reset,
  play: (context) => expectRetryAfterServerError(context, course, '课程 – 智慧学习平台'),
};

export const LargeClass: Story = {
  name: '500 人的大班',
  parameters: {
    ...app({ url: '/course/c-012?xh=T2024001' }),
    docs: {
      description: {
        story: '人工智能导论是全校公选课，500 名学生：分页显示，导出名单包括全部 500 人。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, loaded, step }) => {
      const canvas = within(canvasElement);
      await step('应显示共 500 条，每页 10 人', async () => {
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(10));
        await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 500 条');
      });
      const file = await exportRoster(step, canvasElement);
      await step('CSV 有表头和 500 行', async () => {
        await expect(file.text.slice(1).trimEnd().split('\r\n')).toHaveLength(501);
        loadedOf(loaded).toastTimers.advance(10_000);
      });
    },
    { failedDataViews: 1 },
  ),
};

export const LongCourseName: Story = {
  name: '很长的课程名',
  parameters: {
    ...app({ url: '/course/c-901?xh=T2023077', signedInAs: longNamedTeacher }),
    docs: {
      description: { story: '38 个字的课程名在各宽度下换行显示，不截断、不横向滚动。' },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('课程名完整显示在标题里，页面不横向滚动', async () => {
        const heading = await canvas.findByRole('heading', {
          level: 1,
          name: '新时代中国特色社会主义思想概论与高等学校课程思政教学设计方法研究（研讨课）',
        });
        await expect(heading).toBeVisible();
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
          document.documentElement.clientWidth,
        );
      });
      await step('列出 30 名学生中的前 10 人', async () => {
        await waitFor(() => expect(studentRows(canvasElement)).toHaveLength(10));
      });
    },
    { failedDataViews: 1 },
  ),
};

export const Learner: Story = {
  name: '学生打开课程页',
  parameters: {
    ...app({ url: '/course/c-001?xh=S2024105', signedInAs: student }),
    docs: {
      description: {
        story:
          '学生李晓雨打开高等数学 A（上）：看到自己的进度（40%）和这门课的作业（已批改、已逾期、未提交），' +
          '并说明名单和批改只有任课教师能看到。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示课程名和“我的进度：40%”', async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: '高等数学 A（上）' }),
        ).toBeVisible();
        await expect(canvas.getByText(/我的进度：40%/)).toBeVisible();
        await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      });
      await step('我的作业：这门课的 3 份，最早截止的在前，各有状态', async () => {
        const list = await canvas.findByRole('list', { name: '我的作业' });
        const items = within(list).getAllByRole('listitem');
        // 近期作业's answer, this course's only (大学英语's are left out); 9月7日 is today.
        await expect(items.map((item) => item.textContent)).toEqual([
          '第 1 次作业：函数与极限8月31日 23:59 截止已批改 92 分',
          '第 2 次作业：数列的极限9月6日 23:59 截止已逾期',
          '第 3 次作业：函数的连续性9月10日 23:59 截止未提交',
        ]);
      });
      await step('没有学生名单，有一条去学习记录的路', async () => {
        await expect(canvas.queryByRole('tab', { name: '学生' })).toBeNull();
        await expect(canvas.getByRole('link', { name: '查看我的学习记录' })).toBeVisible();
      });
    },
    // The course's: its assignments show under it, once it has come.
    { failedDataViews: 1 },
  ),
};
