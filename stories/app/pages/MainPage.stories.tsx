import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { ok, serverError } from '../../../mocks/handlers/envelope';
import { expect, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import {
  longNamedTeacher,
  newcomer,
  romanisedTeacher,
  student,
  teacher,
} from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import { isPhoneWidth } from '../../support/phoneLayout';
import { failingEndpoint } from '../../support/failingEndpoint';
import { stepWith } from '../../support/steps';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import {
  applyScreenControls,
  screenArgs,
  screenArgTypes,
  USER_NAMES,
} from '../../support/storyControls';
import {
  followsToolbar,
  networkOutcomePlay,
  PIN_REASON,
  PINNED_TOOLBAR,
} from '../../support/toolbar';

// `/` in every state worth a designer's look, inside the real route table.
const meta = {
  title: 'Screens/MainPage',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  args: screenArgs,
  argTypes: screenArgTypes,
  // The controls change the mock data and the name before the app mounts.
  beforeEach: applyScreenControls,
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/' } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '首页（/）的各种状态，使用真实的路由表。已登录的故事可在“控件”中改用户名字、课程数量和未读消息数；改动后页面会重新加载。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The data views that fail when every request does: a teacher's five cards and 待批改 in the
 * day card; a learner's five cards.
 */
const TEACHER_DATA_VIEWS = 6;

/**
 * 高等数学 A（上） in 我的授课, as mocks/fixtures/teaching.ts makes it: its 86 students' progress
 * averages 65 %, and 6 + 42 hand-ins of its 2nd and 3rd assignments wait for grading.
 */
const TAUGHT_FIRST = { averageProgress: 65, pendingGrading: 48 };
const LEARNER_DATA_VIEWS = 5;

const USER_APIS = [
  '*/api/user/courses',
  '*/api/user/calendar',
  '*/api/user/notifications',
  '*/api/user/lessons',
  '*/api/user/assignments',
  '*/api/user/stats',
  // A teacher's 教学统计.
  '*/api/teacher/courses',
];

/**
 * The statistics (a learner's 学习统计, a teacher's 教学统计) sit below the other cards: once
 * they are in (they change the page's height), the play brings the card's top to just under the
 * header, so that the screenshot shows it. Returns it.
 */
async function showStudyStats(
  canvasElement: HTMLElement,
  name: '学习统计' | '教学统计' = '学习统计',
  { coursesToo = false }: { coursesToo?: boolean } = {},
): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('region', { name });
  // The cards above have their answers (a teacher's 我的授课 waits with 教学统计 when
  // `coursesToo`: the same read).
  const above = coursesToo
    ? /^正在加载(今日课程|作业|日程|消息)…$/
    : /^正在加载(课程|今日课程|作业|日程|消息)…$/;
  await waitFor(() => expect(canvas.queryAllByText(above)).toHaveLength(0));
  const header = within(document.body).getByRole('banner').getBoundingClientRect().height;
  window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - header - 8 });
  return card;
}

/** The table behind a chart of the card, opened with its 表格 toggle. */
async function chartTable(
  card: HTMLElement,
  title: string,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(within(card).getByRole('button', { name: `表格（${title}）` }));
  const table = within(card).getByRole('table', { name: title });
  return within(table).getAllByRole('row').slice(1);
}

export const SignedOut: Story = {
  name: '未登录',
  parameters: {
    docs: {
      description: {
        story:
          '未登录的访客：欢迎语、“登录”按钮和公开课程目录（共 48 门，每页 10 门）。' +
          '点击“登录”之后的样子见“点击登录之后”。工具栏的“网络”可切换，看目录加载失败时的样子。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示欢迎语和第一页 10 门公开课程', async () => {
        await expect(
          await canvas.findByRole('heading', { name: '欢迎使用智慧学习平台' }),
        ).toBeVisible();
        const list = await canvas.findByRole('list', { name: '课程列表' });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      });
      await step('分页应显示共 48 条', async () => {
        await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 48 条');
        if (isPhoneWidth()) {
          await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 1 / 5 页');
          // The main action is a thumb-sized target on phones.
          await expect(
            canvas.getByRole('button', { name: '登录' }).getBoundingClientRect().height,
          ).toBeGreaterThanOrEqual(44);
        } else {
          await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent(
            '10条/页',
          );
        }
      });
      await step('“登录”按钮可以点', async () => {
        await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
      });
    },
    { failedDataViews: 1 },
  ),
};

// The moment after the tap: the page waits for the identity provider's page to load.
export const SignInClicked: Story = {
  name: '点击登录之后：正在前往统一身份认证',
  parameters: {
    endState: '“登录”已点击，按钮变灰，浏览器正前往统一身份认证',
    docs: {
      description: {
        story:
          '未登录的访客点了“登录”：按钮变灰、不能再点，浏览器正在前往统一身份认证的页面' +
          '（在 Storybook 里不会真的离开，停在这一刻）。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const canvas = within(canvasElement);
      const signIn = await stepWith(step, '等首页出现', () =>
        canvas.findByRole('button', { name: '登录' }),
      );
      await step('点击“登录”，前往统一身份认证', async () => {
        await userEvent.click(signIn);
        const { browser } = loadedOf(loaded);
        await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
      });
      await step('“登录”按钮变灰，不能再点第二次', async () => {
        await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
      });
    },
    { failedDataViews: 1 },
  ),
};

// The first view of `/` (docs/budgets.md): what the build prerenders into index.html and a signed-out
// visitor sees before any JS, placeholder cards of the real size while the catalogue loads.
export const FirstView: Story = {
  name: '首屏（课程加载中）',
  globals: PINNED_TOOLBAR,
  parameters: {
    screenshotWhileLoading: true,
    msw: { handlers: [http.get('*/api/courses', () => delay('infinite')), ...handlers] },
    docs: {
      description: {
        story:
          '脚本运行前访客看到的首屏（构建时预渲染进 index.html）：欢迎语、可用的“登录”按钮、搜索框，' +
          '课程目录处是 10 张与课程卡片等高的占位卡片。' +
          PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示欢迎语、可用的“登录”按钮和空的搜索框', async () => {
      await expect(
        await canvas.findByRole('heading', { name: '欢迎使用智慧学习平台' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
      await expect(canvas.getByRole('heading', { name: '公开课程' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: '搜索课程、教师或学院' })).toHaveValue('');
    });
    await step('应显示“正在加载课程…”和 10 张与课程卡片等高的占位', async () => {
      const loading = await canvas.findByRole('status');
      await expect(loading).toHaveTextContent('正在加载课程…');
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      const cards = loading.querySelectorAll('li');
      await expect(cards).toHaveLength(10);
      for (const card of cards) {
        await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(100);
      }
      await expect(canvas.queryByRole('list', { name: '课程列表' })).toBeNull();
    });
  },
};

export const CatalogueSearch: Story = {
  name: '搜索课程',
  parameters: {
    docs: {
      description: { story: '未登录时搜索“数学”：找到 12 门课程，搜索词写进地址栏（q=数学）。' },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const canvas = within(canvasElement);
      await step('搜索“数学”', async () => {
        await userEvent.type(
          await canvas.findByRole('textbox', { name: '搜索课程、教师或学院' }),
          '数学',
        );
        await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
      });
      await step('应显示共 12 条，并列出课程', async () => {
        await waitFor(() =>
          expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 12 条'),
        );
        const titles = within(canvas.getByRole('list', { name: '课程列表' })).getAllByRole(
          'heading',
        );
        await expect(titles.length).toBeGreaterThan(0);
      });
      await step('地址栏应带上 q=数学', async () => {
        const { browser } = loadedOf(loaded);
        await expect(browser.location().searchParams.get('q')).toBe('数学');
      });
    },
    { failedDataViews: 1 },
  ),
};

export const CataloguePage2: Story = {
  name: '课程目录第 2 页',
  parameters: {
    ...app({ url: '/?page=2' }),
    docs: { description: { story: '从地址 /?page=2 打开：直接显示课程目录的第 2 页。' } },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应列出第 2 页的课程（软件工程）', async () => {
        const list = await canvas.findByRole('list', { name: '课程列表' });
        await expect(within(list).getByRole('heading', { name: '软件工程' })).toBeVisible();
      });
      await step('分页应停在第 2 页', async () => {
        if (isPhoneWidth()) {
          await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 5 页');
        } else {
          await expect(canvas.getByRole('button', { name: '第 2 页，当前页' })).toBeVisible();
        }
      });
    },
    { failedDataViews: 1 },
  ),
};

export const CataloguePageTurned: Story = {
  name: '课程目录翻到下一页',
  parameters: {
    endState: '翻到第 2 页之后：列表顶部在页眉下方可见，焦点在课程列表上',
    docs: {
      description: {
        story:
          '未登录的访客滚到目录底部，点“下一页”：第 2 页的课程列表从顶部开始显示（手机上也是），' +
          '焦点移到课程列表，读屏从新一页的第一门课读起。',
      },
    },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '课程列表' });
    await step('滚到目录底部，点“下一页”', async () => {
      const next = canvas.getByRole('button', { name: '下一页' });
      next.scrollIntoView({ block: 'end' });
      // On a phone the ten cards are taller than the screen: their top has scrolled away.
      if (isPhoneWidth()) await expect(list.getBoundingClientRect().top).toBeLessThan(0);
      await userEvent.click(next);
    });
    await step('第 2 页的第一门课“软件工程”在页眉下方可见，焦点在课程列表上', async () => {
      await waitFor(() =>
        expect(within(list).getByRole('heading', { name: '软件工程' })).toBeVisible(),
      );
      const header = canvas.getByRole('banner').getBoundingClientRect();
      const top = list.getBoundingClientRect().top;
      await expect(top).toBeGreaterThanOrEqual(header.bottom - 1);
      await expect(top).toBeLessThan(window.innerHeight / 2);
      const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
      await expect(first).toHaveTextContent('软件工程');
      await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(document.activeElement).toBe(list);
      if (isPhoneWidth()) {
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 5 页');
      } else {
        await expect(canvas.getByRole('button', { name: '第 2 页，当前页' })).toBeInTheDocument();
      }
    });
  },
};

export const SignedIn: Story = {
  name: '已登录',
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    docs: {
      description: {
        story:
          '教师张明华登录后的首页：问候语、我的授课（5 门：班级和人数、学生平均进度、待批改、下次课，点开进入课程）、' +
          '今日课程（第 1 周，2 节课，点开进入课程）、' +
          '教学日历（本周课表，第 1 周，从周一排起，见“课表：本周”“课表：课程详情”“课表：月视图”）、最新消息，' +
          '以及教学统计（各课程的作业提交率和平均分，可切换为表格，每门课程通向它的统计）。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await step('应显示“你好，张明华”和我的授课 5 门', async () => {
        await expect(await canvas.findByRole('heading', { name: '你好，张明华' })).toBeVisible();
        await expect(document.title).toBe('首页 – 智慧学习平台');
        const courses = await canvas.findByRole('list', { name: '我的授课' });
        const taught = within(courses).getAllByRole('listitem');
        await expect(taught).toHaveLength(5);
        const first = taught[0] as HTMLElement;
        await expect(
          within(first).getByRole('progressbar', { name: '高等数学 A（上） 学生平均进度' }),
        ).toHaveAttribute('aria-valuenow', String(TAUGHT_FIRST.averageProgress));
        await expect(first).toHaveTextContent('计算机 2401 班、计算机 2402 班 · 86 名学生');
        await expect(first).toHaveTextContent(
          `待批改 ${TAUGHT_FIRST.pendingGrading} 份 · 下次课 9月10日 08:00 · 教学楼 A201`,
        );
        await expect(within(first).getByRole('link')).toHaveAttribute(
          'href',
          '/course/c-001?xh=T2024001',
        );
        // The elective nobody has chosen yet: nothing waits, no lesson is planned.
        await expect(taught[4]).toHaveTextContent('0 名学生');
        await expect(taught[4]).toHaveTextContent('暂无待批改 · 暂无下次课');
      });
      await step('教学日历打开在本周课表（第 1 周），今天（9月7日 星期一）有 2 节课', async () => {
        const week = await canvas.findByRole('list', { name: '第 1 周 课表' });
        const today = within(week).getByTestId('timetable-today');
        await expect(within(today).getByRole('heading')).toHaveAccessibleName(
          '9月7日 星期一（今天）',
        );
        await expect(within(today).getAllByRole('button')).toHaveLength(2);
      });
      await step('今日课程：第 1 周，2 节课，各自通向课程页', async () => {
        const lessons = await canvas.findByRole('list', { name: '今日课程' });
        await expect(canvas.getByTestId('today-lessons-day')).toHaveTextContent(
          '第 1 周 · 9月7日 星期一',
        );
        const links = within(lessons).getAllByRole('link');
        await expect(links.map((link) => link.textContent)).toEqual([
          '08:00-09:40 高等数学 A（上）教学楼 A201 · 计算机 2401 班、计算机 2402 班',
          '14:00-15:40 数据结构与算法信息楼 305 · 软件工程 2301 班',
        ]);
        await expect(links[0]).toHaveAttribute('href', '/course/c-001?xh=T2024001');
      });
      await step('应显示 5 条最新消息', async () => {
        const latest = await canvas.findByRole('list', { name: '最新消息' });
        await expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
      });
      // 教学统计: per course, of the assignments already due (mocks/fixtures/teaching.ts).
      const stats = await stepWith(step, '滚到教学统计', () =>
        showStudyStats(canvasElement, '教学统计'),
      );
      await step('教学统计：各课程提交率和平均分两张图，各有一句说明', async () => {
        await expect(
          await within(stats).findByRole('figure', { name: '各课程作业提交率' }),
        ).toHaveAccessibleDescription(
          '4 门课程已截止作业的平均提交率 90%，最低的是高等数学 A（上）（80%）。',
        );
        await expect(
          within(stats).getByRole('figure', { name: '各课程平均分' }),
        ).toHaveAccessibleDescription(
          '4 门课程有批改过的作业，平均分最高的是程序设计基础（C 语言）（83 分），最低的是数据结构与算法（66 分）。',
        );
        await waitFor(() =>
          expect(stats.querySelectorAll('.MuiBarChart-element')).toHaveLength(4 + 4),
        );
        await expect(within(stats).queryByText(/分钟/)).toBeNull();
      });
      await step('切换到“各课程作业提交率”的表格：4 门课程，没有合计', async () => {
        if (isPhoneWidth()) {
          // A thumb's target on phones (design §7): it was 56 × 29 (issue 30 row 9).
          const toggle = within(stats).getByRole('button', { name: '表格（各课程作业提交率）' });
          await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
        }
        const rows = await chartTable(stats, '各课程作业提交率', userEvent);
        await expect(rows.map((row) => row.textContent)).toEqual([
          '高等数学 A（上）80',
          '数据结构与算法94',
          '程序设计基础（C 语言）98',
          '人工智能导论86',
        ]);
        await userEvent.click(
          within(stats).getByRole('button', { name: '表格（各课程作业提交率）' }),
        );
      });
      await step('每门课程都通向它的统计页', async () => {
        const links = within(within(stats).getByRole('list', { name: '各课程统计' })).getAllByRole(
          'link',
        );
        await expect(links.map((link) => link.textContent)).toEqual([
          '高等数学 A（上）提交率 80% · 平均分 76 分',
          '数据结构与算法提交率 94% · 平均分 66 分',
          '程序设计基础（C 语言）提交率 98% · 平均分 83 分',
          '人工智能导论提交率 86% · 平均分 72 分',
        ]);
        await expect(links[0]).toHaveAttribute('href', '/course/c-001?tab=stats&xh=T2024001');
        await waitFor(() =>
          expect(stats.querySelectorAll('.MuiBarChart-element')).toHaveLength(4 + 4),
        );
        await showStudyStats(canvasElement, '教学统计');
      });
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

/** 张明华's submissions waiting in the fixtures (mocks/fixtures/teaching.ts). */
const PENDING_GRADING = '共 93 份等待批改';

// design §7 "By role": each role's own dashboard, side by side for a designer.
export const SignedInTeacher: Story = {
  name: '教师的首页',
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    docs: {
      description: {
        story:
          '教师（userType 为 teacher，或没有类型）看到的是教学：我的授课之后是今日课程' +
          '（第几周、时间、教室和班级，点开进入课程），没有学生的“近期作业”。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step(
        '我的授课之后是今日课程，最后是教学统计；没有我的课程、近期作业和学习统计',
        async () => {
          await expect(await canvas.findByRole('heading', { name: '你好，张明华' })).toBeVisible();
          const headings = await waitFor(async () => {
            const names = within(canvasElement)
              .getAllByRole('heading', { level: 2 })
              .map((h) => h.textContent);
            await expect(names).toContain('教学统计');
            return names;
          });
          await expect(headings.slice(0, 2)).toEqual(['我的授课', '今日课程']);
          await expect(headings).not.toContain('我的课程');
          await expect(headings).not.toContain('近期作业');
          // The class's numbers, not the teacher's own study minutes.
          await expect(headings).not.toContain('学习统计');
        },
      );
      await step('今日课程的每一节课都通向它的课程页', async () => {
        const lessons = await canvas.findByRole('list', { name: '今日课程' });
        for (const link of within(lessons).getAllByRole('link')) {
          await expect(link.getAttribute('href')).toMatch(/^\/course\/c-\d{3}\?xh=T2024001$/);
        }
      });
      await step('待批改：等待批改的份数、最先的 3 份，“去批改”通向批改页', async () => {
        await expect(await canvas.findByTestId('pending-grading-count')).toHaveTextContent(
          PENDING_GRADING,
        );
        const waiting = canvas.getByRole('list', { name: '待批改' });
        await expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
        await expect(canvas.getByRole('link', { name: '去批改' })).toHaveAttribute(
          'href',
          '/grading?xh=T2024001',
        );
      });
      await step('待批改的每一份都通向批改页里的这一份（没有死路）', async () => {
        const waiting = canvas.getByRole('list', { name: '待批改' });
        for (const item of within(waiting).getAllByRole('listitem')) {
          const link = within(item).getByRole('link');
          await expect(link.textContent).toMatch(/^\S+ · \S/);
          await expect(link.getAttribute('href')).toMatch(
            /^\/grading\?submission=a-[\w-]+&xh=T2024001$/,
          );
        }
      });
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const SignedInStudent: Story = {
  name: '学生的首页',
  parameters: {
    ...app({ url: '/', signedInAs: student }),
    docs: {
      description: {
        story:
          '学生李晓雨看到的是学习：我的课程之后是近期作业（已逾期、未提交在前，再是已提交和已批改，' +
          '点开进入课程），消息里没有“作业待批改”和教研活动。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('问候语是李晓雨，我的课程之后是近期作业，没有今日课程', async () => {
        await expect(await canvas.findByRole('heading', { name: '你好，李晓雨' })).toBeVisible();
        await expect(await canvas.findByRole('region', { name: '近期作业' })).toBeVisible();
        await expect(canvas.queryByRole('region', { name: '今日课程' })).toBeNull();
      });
      await step('近期作业：逾期的在最前，每条说明状态，不只靠颜色', async () => {
        const due = await canvas.findByRole('list', { name: '近期作业' });
        const lines = within(due)
          .getAllByRole('link')
          .map((link) => link.textContent);
        await expect(lines).toEqual([
          '第 2 次作业：数列的极限高等数学 A（上） · 9月6日 23:59 截止已逾期',
          '第 3 次作业：函数的连续性高等数学 A（上） · 9月10日 23:59 截止未提交',
          'Unit 2 听力打卡大学英语（三） · 9月12日 23:59 截止未提交',
          'Unit 1 写作练习大学英语（三） · 9月4日 23:59 截止已提交，待批改',
          '第 1 次作业：函数与极限高等数学 A（上） · 8月31日 23:59 截止已批改 92 分',
        ]);
      });
      await step('最新消息里没有教师的“作业待批改”和教研活动', async () => {
        const latest = await canvas.findByRole('list', { name: '最新消息' });
        await expect(within(latest).getAllByRole('listitem').length).toBeGreaterThan(0);
        await expect(within(latest).queryByText(/待批改|教研/)).toBeNull();
      });
    },
    { failedDataViews: LEARNER_DATA_VIEWS },
  ),
};

// What a designer varies in Controls, applied: a long name, more courses, a few unread.
export const WithControls: Story = {
  name: '控件示例：长名字、8 门课程、3 条未读',
  args: { userName: 'long', courseCount: 8, unreadCount: 3 },
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    docs: {
      description: {
        story:
          '“控件”面板的用法示例：用户名字选“长名字”、课程数量 8、未读消息数 3。' +
          '在任何已登录的首页或个人中心故事中改这些控件，页面都会按新数据重新加载。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('问候语和页眉应显示长名字', async () => {
        await expect(
          await canvas.findByRole('heading', { name: `你好，${USER_NAMES.long}` }),
        ).toBeVisible();
        await expect(canvas.getByRole('button', { name: USER_NAMES.long })).toBeInTheDocument();
      });
      await step('我的授课先列出 6 门，另有“查看全部 8 门课程”', async () => {
        const courses = await canvas.findByRole('list', { name: '我的授课' });
        await expect(within(courses).getAllByRole('listitem')).toHaveLength(6);
        await expect(canvas.getByRole('button', { name: '查看全部 8 门课程' })).toBeVisible();
      });
      await step('铃铛应显示 3 条未读', async () => {
        await expect(await canvas.findByRole('link', { name: '消息 3 条未读' })).toBeVisible();
      });
      await step('页面不会横向滚动', async () => {
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      });
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

/** The timetable card (design §7 "Timetable"), found by its title. */
const timetableCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: '教学日历' });

/** Brings the timetable card's top to just under the header, so that the screenshot shows it. */
function showTimetable(card: HTMLElement) {
  const header = within(document.body).getByRole('banner').getBoundingClientRect().height;
  window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - header - 8 });
}

export const TimetableWeek: Story = {
  name: '课表：本周',
  parameters: {
    ...app({ url: '/', signedInAs: teacher, now: '2026-11-27T09:00:00+08:00' }),
    endState: '教学日历显示第 12 周（11月23日-11月29日）的课表，今天（星期五）有标记',
    docs: {
      description: {
        story:
          '今天是 2026年11月27日（星期五）。学期从 9月7日开始（接口给出），所以本周是第 12 周：' +
          '从周一排到周日，每天列出课程和日程，今天有标记。‹ › 按周翻动，“今天”回到本周。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const card = await timetableCard(canvasElement);
      const inCard = within(card);
      await step('应显示第 12 周，11月23日-11月29日，从周一排起', async () => {
        const week = await inCard.findByRole('list', { name: '第 12 周 课表' });
        await expect(inCard.getByTestId('timetable-title')).toHaveTextContent('第 12 周');
        await expect(inCard.getByTestId('timetable-toolbar')).toHaveTextContent(
          '11月23日-11月29日',
        );
        const days = within(week)
          .getAllByRole('heading')
          .map((heading) => heading.getAttribute('aria-label'));
        await expect(days).toEqual([
          '11月23日 星期一',
          '11月24日 星期二',
          '11月25日 星期三',
          '11月26日 星期四',
          '11月27日 星期五（今天）',
          '11月28日 星期六',
          '11月29日 星期日',
        ]);
      });
      await step('周一有 2 节课，周四的高等数学在教学楼 A201', async () => {
        const monday = inCard.getByRole('list', { name: '11月23日 星期一' });
        await expect(
          within(monday)
            .getAllByRole('button')
            .map((b) => b.textContent),
        ).toEqual([
          '08:00-09:40 高等数学 A（上）教学楼 A201',
          '14:00-15:40 数据结构与算法信息楼 305',
        ]);
        const thursday = inCard.getByRole('list', { name: '11月26日 星期四' });
        await expect(within(thursday).getAllByRole('button')).toHaveLength(2);
      });
      await step('今天（星期五）有标记', async () => {
        const today = inCard.getByTestId('timetable-today');
        await expect(today).toHaveAttribute('aria-current', 'date');
        await expect(today).toHaveTextContent('今天11月27日无安排');
      });
      await step('点“上一周”：第 11 周；点“今天”：回到第 12 周', async () => {
        await userEvent.click(inCard.getByRole('button', { name: '上一周' }));
        await expect(
          await inCard.findByRole('list', { name: '第 11 周 课表' }),
        ).toBeInTheDocument();
        await expect(inCard.getByTestId('timetable-toolbar')).toHaveTextContent(
          '11月16日-11月22日',
        );
        await expect(inCard.queryByTestId('timetable-today')).toBeNull();
        await userEvent.click(inCard.getByRole('button', { name: '今天' }));
        await expect(
          await inCard.findByRole('list', { name: '第 12 周 课表' }),
        ).toBeInTheDocument();
        await expect(inCard.getByTestId('timetable-today')).toBeVisible();
      });
      if (isPhoneWidth()) {
        await step('手机上：翻页、今天和周/月都至少 44 px 高', async () => {
          for (const name of ['上一周', '下一周', '今天', '周视图', '月视图']) {
            await expect(
              inCard.getByRole('button', { name }).getBoundingClientRect().height,
            ).toBeGreaterThanOrEqual(44);
          }
        });
      }
      showTimetable(card);
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const TimetableLessonDetails: Story = {
  name: '课表：课程详情',
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    endState:
      '打开了周一 08:00 高等数学 A（上）的详情：课程、内容、时间、地点、班级和“进入课程”（手机上：关上后焦点回到这节课）',
    docs: {
      description: {
        story:
          '教师张明华在本周课表上点了周一 08:00 的高等数学：弹出详情，写明课程、内容（函数与极限）、' +
          '时间、地点和班级，“进入课程”通向课程页；关闭后焦点回到这节课上。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const card = await timetableCard(canvasElement);
      const monday = await within(card).findByRole('list', { name: '9月7日 星期一' });
      const lesson = within(monday).getByRole('button', { name: /^08:00-09:40 高等数学/ });
      const details = async () => {
        const dialog = await within(document.body).findByRole('dialog', {
          name: '高等数学 A（上）',
        });
        return within(dialog);
      };
      await step('点周一 08:00 的高等数学：弹出它的详情', async () => {
        await userEvent.click(lesson);
        const dialog = await details();
        await expect(dialog.getByTestId('timetable-details')).toHaveTextContent(
          '课程高等数学 A（上）内容函数与极限时间9月7日 星期一 08:00-09:40地点教学楼 A201班级计算机 2401 班、计算机 2402 班',
        );
        await expect(dialog.getByRole('link', { name: '进入课程' })).toHaveAttribute(
          'href',
          '/course/c-001?xh=T2024001',
        );
      });
      await step('点“关闭”：详情关上，焦点回到这节课', async () => {
        await userEvent.click((await details()).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(lesson).toHaveFocus());
      });
      showTimetable(card);
      // On a phone the checks after the play need the header, which an open dialog hides: the
      // phone's baseline shows the lesson the details were closed back to.
      if (!isPhoneWidth()) {
        await step('再点这节课：详情又打开', async () => {
          await userEvent.click(lesson);
          await expect((await details()).getByRole('link', { name: '进入课程' })).toBeVisible();
        });
      }
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const TimetableMonth: Story = {
  name: '课表：月视图',
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    endState: '月视图显示 2026年10月，选中有日程的第一天 10月8日，列出当天的导数与微分',
    docs: {
      description: {
        story:
          '点“月”切换到月视图：有日程的日子在自己的日期下有圆点，只有课的日子有圆圈（日历下有图例）。翻到 10月：选中这个月有日程的第一天' +
          '（10月8日），列出当天的课程和日程，而不是说 1日“当天没有日程”。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const card = await timetableCard(canvasElement);
      const inCard = within(card);
      await step('点“月视图”：2026年9月，选中今天 9月7日，列出当天的课程', async () => {
        await inCard.findByRole('list', { name: '第 1 周 课表' });
        await userEvent.click(inCard.getByRole('button', { name: '月视图' }));
        await expect(inCard.getByTestId('timetable-title')).toHaveTextContent('2026年9月');
        await expect(await inCard.findByTestId('calendar-chosen-day')).toHaveTextContent(
          '9月7日 星期一 · 第 1 周',
        );
        await expect(
          within(inCard.getByRole('list', { name: '当天日程' })).getAllByRole('button'),
        ).toHaveLength(2);
      });
      await step('有日程的日子带圆点，只有课的日子带圆圈，都画在自己的日期格里', async () => {
        const marked = (kind: string) =>
          [...card.querySelectorAll(`[data-has-${kind}="true"]`)].map((day) => day.textContent);
        await expect(marked('events')).toEqual(['7', '8', '10', '14', '21', '24']);
        // The other Mondays, Tuesdays and Thursdays of the term: lessons, and nothing else.
        await expect(marked('lessons')).toEqual(['15', '17', '22', '28', '29']);
        const day24 = inCard.getByRole('gridcell', { name: '9月24日，有日程' });
        await expect(getComputedStyle(day24).position).toBe('relative');
        const dot = getComputedStyle(day24, '::after');
        await expect([dot.position, dot.bottom, dot.borderTopWidth]).toEqual([
          'absolute',
          '3px',
          '3px',
        ]);
        const ring = getComputedStyle(
          inCard.getByRole('gridcell', { name: '9月15日，有课' }),
          '::after',
        );
        await expect([ring.position, ring.borderTopWidth, ring.width]).toEqual([
          'absolute',
          '2px',
          '7px',
        ]);
        await expect(
          getComputedStyle(inCard.getByRole('gridcell', { name: '9月23日' }), '::after').content,
        ).toBe('none');
        await expect(inCard.getByTestId('calendar-legend')).toHaveTextContent('有日程有课');
      });
      if (isPhoneWidth()) {
        await step('手机上：每个日期格至少 44 px 高', async () => {
          const cell = inCard.getByRole('gridcell', { name: '9月23日' }).getBoundingClientRect();
          await expect(cell.height).toBeGreaterThanOrEqual(44);
        });
      }
      await step('点“下一月”：10月，选中有日程的第一天 10月8日', async () => {
        await userEvent.click(inCard.getByRole('button', { name: '下一月' }));
        await expect(inCard.getByTestId('timetable-title')).toHaveTextContent('2026年10月');
        await expect(await inCard.findByTestId('calendar-chosen-day')).toHaveTextContent(
          '10月8日 星期四 · 第 5 周',
        );
        await expect(
          within(inCard.getByRole('list', { name: '当天日程' })).getByText(/导数与微分/),
        ).toBeVisible();
      });
      showTimetable(card);
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const ManyCourses: Story = {
  name: '500 门课程',
  args: { courseCount: 500 },
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    docs: {
      description: {
        story:
          '一位老师名下有 500 门课：首页只列前 6 门，下面是“查看全部 500 门课程”；点开后分页浏览' +
          '（每页 10 门，可改为 20、50），“收起”回到前 6 门。页面从不一次画出 500 张卡片。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const courses = await stepWith(step, '等我的授课出现', () =>
        canvas.findByRole('list', { name: '我的授课' }),
      );
      await step('先列出 6 门', async () => {
        await expect(within(courses).getAllByRole('listitem')).toHaveLength(6);
      });
      await step('点“查看全部 500 门课程”：分页列出，每页 10 门，共 500 条', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '查看全部 500 门课程' }));
        await expect(within(courses).getAllByRole('listitem')).toHaveLength(10);
        // The pager's code loads as 查看全部 is pointed at or focused: it follows the list.
        const paging = await canvas.findByRole('navigation', { name: '我的授课分页' });
        await expect(paging).toHaveTextContent('共 500 条');
      });
      await step('点“收起”：回到前 6 门', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '收起' }));
        await expect(within(courses).getAllByRole('listitem')).toHaveLength(6);
      });
    },
    { failedDataViews: 0 },
  ),
};

export const LongNames: Story = {
  name: '长名字和长课程名',
  parameters: {
    ...app({ url: '/', signedInAs: longNamedTeacher }),
    docs: {
      description: {
        story:
          '名字很长的老师和很长的课程名：文字换行或截断（完整内容在提示中），页面不会横向滚动。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示完整的长名字问候语和长课程名', async () => {
        await expect(
          await canvas.findByRole('heading', {
            name: `你好，${String(longNamedTeacher.userName)}`,
          }),
        ).toBeVisible();
        const courses = await canvas.findByRole('list', { name: '我的授课' });
        await expect(within(courses).getByText(/课程思政教学设计方法研究/)).toBeVisible();
      });
      await step('页面不会横向滚动', async () => {
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      });
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const RomanisedName: Story = {
  name: '拉丁字母长名字',
  parameters: {
    ...app({ url: '/', signedInAs: romanisedTeacher }),
    docs: {
      description: {
        story:
          '像邮箱一样没有断点的长名字：问候语在任意位置换行，320 px 的手机上页面也不会横向滚动。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('问候语显示完整的名字，并在页面宽度内换行', async () => {
        const heading = await canvas.findByRole('heading', {
          name: `你好，${String(romanisedTeacher.userName)}`,
        });
        await expect(heading).toBeVisible();
        await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
      });
      await step('页面不会横向滚动', async () => {
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      });
    },
    { failedDataViews: TEACHER_DATA_VIEWS },
  ),
};

export const Loading: Story = {
  name: '加载中',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    screenshotWhileLoading: true,
    msw: {
      handlers: [...USER_APIS.map((path) => http.get(path, () => delay('infinite'))), ...handlers],
    },
    docs: { description: { story: '数据还在路上：每张卡片显示“正在加载…”。' + PIN_REASON } },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('每张卡片应显示“正在加载…”', async () => {
      // The cards mount one per commit, top to bottom (Dashboard): each is waited for.
      await expect(await canvas.findByText('正在加载课程…')).toBeVisible();
      await expect(await canvas.findByText('正在加载消息…')).toBeVisible();
      await expect(await canvas.findByText('正在加载今日课程…')).toBeVisible();
      // A teacher's statistics are their classes', not their own study minutes.
      await expect(await canvas.findByText('正在加载教学统计…')).toBeVisible();
      await expect(canvas.queryByText('正在加载学习统计…')).toBeNull();
    });
  },
};

/** The dashboard's cards, each by its title, as the frame and the app title them. */
const cardByTitle = (canvasElement: HTMLElement, title: string) => {
  const heading = within(canvasElement).getByText(title, { selector: 'h2' });
  const card = heading.closest('section');
  if (!card) throw new Error(`${title}: no card`);
  return card;
};

export const FirstCardWaiting: Story = {
  name: '加载中：我的授课未到，其余卡片稍候',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    // No time limit on the wait (1.5 s from the page's first paint in the app), to show it.
    ...app({ url: '/', signedInAs: teacher, firstCardHold: 'until-answer' }),
    screenshotWhileLoading: true,
    msw: {
      handlers: [http.get('*/api/teacher/courses', () => delay('infinite')), ...handlers],
    },
    docs: {
      description: {
        story:
          '我的授课还在加载时，它下面的卡片先不露面（位置照留）：它的课程一到会把页面撑高约 400 px，' +
          '露面的卡片就会在读者眼前整体下移。课程到了或等满 1.5 秒，其余卡片才在各自位置出现；' +
          '手机上只有我的授课，桌面上还有同一行的今日课程。' +
          PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('我的授课应显示“正在加载课程…”', async () => {
      await expect(await canvas.findByText('正在加载课程…')).toBeVisible();
    });
    await step('其余卡片照常加载，只是先不露面', async () => {
      // Their reads are not held back: each card has its answer, unseen. Read from the DOM, as
      // assistive tech has no unseen card either.
      const listIn = (title: string, list: string) =>
        waitFor(() => {
          const found = cardByTitle(canvasElement, title).querySelector(`[aria-label="${list}"]`);
          if (!found) throw new Error(`${title}: no ${list} yet`);
          return found;
        });
      await listIn('今日课程', '今日课程');
      await canvas.findByText(PENDING_GRADING);
      await listIn('教学日历', '第 1 周 课表');
      const latest = await listIn('最新消息', '最新消息');
      await expect(latest.querySelectorAll(':scope > li')).toHaveLength(5);
    });
    await step('第一行之后的卡片应不露面，但占着各自的位置', async () => {
      const first = cardByTitle(canvasElement, '我的授课').getBoundingClientRect();
      for (const title of ['今日课程', '教学日历', '最新消息', '教学统计']) {
        const card = cardByTitle(canvasElement, title);
        const box = card.getBoundingClientRect();
        await expect(box.height).toBeGreaterThan(0);
        // Beside 我的授课 (from md) a card is seen; below it, not yet.
        if (box.top === first.top) await expect(card).toBeVisible();
        else await expect(card).not.toBeVisible();
      }
      // Not a region for assistive tech either, until seen.
      await expect(canvas.queryByRole('region', { name: '教学日历' })).toBeNull();
    });
  },
};

export const Empty: Story = {
  name: '没有数据',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: newcomer }),
    docs: {
      description: {
        story: '新入职的王新还没有任何数据：每张卡片说明缺什么，教学统计不画空图表。' + PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('每张卡片应说明没有数据', async () => {
      await expect(await canvas.findByText('本学期还没有授课')).toBeVisible();
      await expect(await canvas.findByText('暂无消息')).toBeVisible();
      await expect(await canvas.findByText('今天没有课')).toBeVisible();
      await expect(await canvas.findByTestId('calendar-no-events')).toHaveTextContent(
        '本周没有课程和日程',
      );
    });
    const stats = await stepWith(step, '滚到教学统计', () =>
      showStudyStats(canvasElement, '教学统计'),
    );
    await step('教学统计应显示“还没有可以统计的作业”，没有图表', async () => {
      await expect(await within(stats).findByText('还没有可以统计的作业')).toBeVisible();
      await expect(within(stats).queryByRole('figure')).toBeNull();
    });
  },
};

export const CatalogueEmpty: Story = {
  name: '搜索没有结果',
  parameters: {
    ...app({ url: '/?q=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6' }),
    docs: { description: { story: '搜索“量子力学”没有找到课程：说明没有结果。' } },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      await step('应显示“没有找到与‘量子力学’相关的课程”', async () => {
        await expect(
          await within(canvasElement).findByText('没有找到与“量子力学”相关的课程'),
        ).toBeVisible();
      });
    },
    { failedDataViews: 1 },
  ),
};

const teachingOnceFailing = failingEndpoint('*/api/teacher/courses', { failures: 1 });
export const ServerError: Story = {
  name: '服务器出错',
  // Pinned: the state comes from its own handlers, not from the toolbar (see its description).
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    docs: {
      description: {
        story:
          '每个接口都返回 500：卡片显示“加载失败：服务器出错（500）”和“重试”，顶部只有一条合并的错误提示' +
          '（按原系统的规则显示状态文字 Internal Server Error）。之后服务器恢复，“我的授课”重试成功，' +
          '教学统计（同一次读取）随之恢复。' +
          PIN_REASON,
      },
    },
    msw: {
      handlers: [
        // 我的授课's (and 教学统计's) one read fails once, then the server is back.
        teachingOnceFailing.handler,
        ...USER_APIS.filter((path) => path !== '*/api/teacher/courses').map((path) =>
          http.get(path, () => serverError()),
        ),
        ...handlers,
      ],
    },
  },
  beforeEach: teachingOnceFailing.reset,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('5 张卡片应显示“加载失败：服务器出错（500）”和“重试”', async () => {
      await waitFor(() =>
        expect(canvas.getAllByText(/加载失败：服务器出错（500）/)).toHaveLength(5),
      );
    });
    await step(
      '应只有一条错误提示“Internal Server Error”，重复 6 次（5 张卡片的 5 个请求和铃铛）',
      async () => {
        const region = within(document.body).getByRole('region', { name: '消息提示' });
        await expect(within(region).getAllByText('Internal Server Error')).toHaveLength(1);
        await waitFor(() =>
          // The timetable asks for its week's lessons and its month's events: two requests;
          // 我的授课 and 教学统计 share one.
          expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('6'),
        );
      },
    );
    await step('服务器恢复后，点“我的授课”的“重试”：课程列表出现，教学统计随之恢复', async () => {
      const courses = canvas.getByRole('region', { name: '我的授课' });
      await userEvent.click(within(courses).getByRole('button', { name: '重试' }));
      await expect(await within(courses).findByRole('list', { name: '我的授课' })).toBeVisible();
      const stats = canvas.getByRole('region', { name: '教学统计' });
      await expect(await within(stats).findByText('各课程统计')).toBeVisible();
      await expect(within(stats).queryByText(/加载失败/)).toBeNull();
    });
  },
};

// 学习统计 while its numbers are on their way: the placeholder keeps the charts' height.
export const StudyStatsLoading: Story = {
  name: '学习统计加载中',
  // Keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: student }),
    screenshotWhileLoading: true,
    msw: { handlers: [http.get('*/api/user/stats', () => delay('infinite')), ...handlers] },
    docs: {
      description: {
        story:
          '学生的学习统计的数据还在路上：占位与图表等高，页面不会跳动；其他卡片照常显示。' +
          PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const stats = await stepWith(step, '滚到学习统计', () => showStudyStats(canvasElement));
    await step('学习统计应显示“正在加载学习统计…”，占位与图表等高', async () => {
      const placeholder = await within(stats).findByRole('status');
      await expect(placeholder).toHaveTextContent('正在加载学习统计…');
      // Two charts side by side, or stacked on phones.
      await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        isPhoneWidth() ? 600 : 316,
      );
    });
    await step('其他卡片不等它：我的课程已显示', async () => {
      await expect(
        await within(canvasElement).findByRole('list', { name: '我的课程' }),
      ).toBeVisible();
    });
  },
};

// 近期作业 on its way: its loading box takes its five lines' room, so the cards below stay put.
export const DueAssignmentsLoading: Story = {
  name: '近期作业加载中',
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: student }),
    screenshotWhileLoading: true,
    msw: {
      handlers: [http.get('*/api/user/assignments', () => delay('infinite')), ...handlers],
    },
    docs: {
      description: {
        story:
          '学生的近期作业还在路上：加载中的框与五条作业等高，作业到了，下面的卡片不会被推下去；其他卡片照常显示。' +
          PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('近期作业显示“正在加载作业…”，占着五条作业的高度', async () => {
      const card = await canvas.findByRole('region', { name: '近期作业' });
      const loading = await within(card).findByRole('status');
      await expect(loading).toHaveTextContent('正在加载作业…');
      // Five one-row lines from sm (316 px); on a phone two of them wrap (356 px).
      await expect(loading.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        isPhoneWidth() ? 356 : 316,
      );
    });
    await step('其他卡片不等它：我的课程、日程、消息和学习统计的图表都已显示', async () => {
      await expect(await canvas.findByRole('list', { name: '我的课程' })).toBeVisible();
      await waitFor(() =>
        expect(canvas.queryAllByText(/^正在加载(课程|日程|消息)…$/)).toHaveLength(0),
      );
      // The charts draw as their card nears the viewport: brought there, then back to the top.
      const stats = await canvas.findByRole('region', { name: '学习统计' });
      stats.scrollIntoView();
      await waitFor(() =>
        expect(stats.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(0),
      );
      window.scrollTo({ top: 0 });
    });
  },
};

// 学习统计 of a learner who studied nothing in the last 12 weeks: zeros, said in words.
export const StudyStatsEmpty: Story = {
  name: '学习统计没有记录',
  globals: PINNED_TOOLBAR,
  parameters: {
    docs: {
      description: { story: '学生近 12 周没有学习记录：用文字说明，不画空图表。' + PIN_REASON },
    },
    ...app({ url: '/', signedInAs: student }),
    msw: {
      handlers: [
        http.get('*/api/user/stats', () =>
          ok({
            totalMinutes: 0,
            days: [{ date: '2026-09-07', minutes: 0 }],
            courses: [],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement, step }) => {
    const stats = await stepWith(step, '滚到学习统计', () => showStudyStats(canvasElement));
    await step('应显示“近 12 周还没有学习记录”和说明，没有图表', async () => {
      await expect(await within(stats).findByText('近 12 周还没有学习记录')).toBeVisible();
      await expect(
        within(stats).getByText('有了学习记录，这里会按周和课程汇总学习时长'),
      ).toBeVisible();
      await expect(within(stats).queryByRole('figure')).toBeNull();
    });
  },
};

const statsFailing = failingEndpoint('*/api/user/stats');
// 学习统计 when its request fails: what failed, and 重试, which asks again.
export const StudyStatsError: Story = {
  name: '学习统计加载失败',
  globals: PINNED_TOOLBAR,
  parameters: {
    docs: {
      description: {
        story:
          '学生的学习统计的接口返回 500：这张卡片显示“加载失败：服务器出错（500）”和“重试”，其他卡片正常。' +
          PIN_REASON,
      },
    },
    ...app({ url: '/', signedInAs: student }),
    msw: {
      handlers: [statsFailing.handler, ...handlers],
    },
  },
  beforeEach: statsFailing.reset,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const stats = await stepWith(step, '等学习统计出现', () =>
      canvas.findByRole('region', { name: '学习统计' }),
    );
    await step('学习统计应显示“加载失败：服务器出错（500）”', async () => {
      await expect(await within(stats).findByRole('alert')).toHaveTextContent(
        '加载失败：服务器出错（500）',
      );
    });
    await step('只有这张卡片失败，其他卡片显示数据', async () => {
      await expect(await canvas.findByRole('list', { name: '近期作业' })).toBeVisible();
      await expect(canvas.getAllByText(/加载失败/)).toHaveLength(1);
      await expect(statsFailing.requests()).toBe(1);
    });
    await step('点“重试”再请求一次：服务器仍出错，错误和“重试”仍在', async () => {
      await userEvent.click(within(stats).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(statsFailing.requests()).toBe(2));
      await expect(await within(stats).findByRole('alert')).toHaveTextContent(
        '加载失败：服务器出错（500）',
      );
      await expect(within(stats).getByRole('button', { name: '重试' })).toBeVisible();
    });
    await step('滚到学习统计，供截图查看', async () => {
      await showStudyStats(canvasElement);
    });
  },
};

// 教学统计 while the teacher's courses are on their way: the placeholder keeps the charts' height.
export const TeachingStatsLoading: Story = {
  name: '教学统计加载中',
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    screenshotWhileLoading: true,
    msw: { handlers: [http.get('*/api/teacher/courses', () => delay('infinite')), ...handlers] },
    docs: {
      description: {
        story:
          '教师的课程（我的授课和教学统计是同一次读取）还在路上：两张卡片都显示加载中，教学统计的占位' +
          '与图表等高；其他卡片照常显示。' +
          PIN_REASON,
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const stats = await stepWith(step, '滚到教学统计', () =>
      showStudyStats(canvasElement, '教学统计', { coursesToo: true }),
    );
    await step('我的授课也在加载：同一次读取', async () => {
      const courses = within(canvasElement).getByRole('region', { name: '我的授课' });
      await expect(within(courses).getByRole('status')).toHaveTextContent('正在加载课程…');
    });
    await step('教学统计应显示“正在加载教学统计…”，占位与图表等高', async () => {
      const placeholder = await within(stats).findByRole('status');
      await expect(placeholder).toHaveTextContent('正在加载教学统计…');
      await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        isPhoneWidth() ? 600 : 316,
      );
    });
    await step('其他卡片不等它：今日课程已显示', async () => {
      await expect(
        await within(canvasElement).findByRole('list', { name: '今日课程' }),
      ).toBeVisible();
    });
  },
};

const teachingFailsOnce = failingEndpoint('*/api/teacher/courses', { failures: 1 });
// 教学统计 when the teacher's courses fail: what failed, and 重试, which asks again and shows them.
export const TeachingStatsError: Story = {
  name: '教学统计加载失败',
  globals: PINNED_TOOLBAR,
  parameters: {
    docs: {
      description: {
        story:
          '教师课程的接口第一次返回 500：教学统计（和同一次读取的我的授课）显示“加载失败：服务器出错（500）”' +
          '和“重试”；点“重试”后服务器恢复，两张图出现，我的授课也随之显示。' +
          PIN_REASON,
      },
    },
    ...app({ url: '/', signedInAs: teacher }),
    msw: {
      handlers: [teachingFailsOnce.handler, ...handlers],
    },
  },
  beforeEach: teachingFailsOnce.reset,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const stats = await stepWith(step, '等教学统计出现', () =>
      canvas.findByRole('region', { name: '教学统计' }),
    );
    await step('教学统计应显示“加载失败：服务器出错（500）”和“重试”', async () => {
      await expect(await within(stats).findByRole('alert')).toHaveTextContent(
        '加载失败：服务器出错（500）',
      );
      await expect(teachingFailsOnce.requests()).toBe(1);
    });
    await step('点“重试”再请求一次：服务器已恢复，两张图出现', async () => {
      await userEvent.click(within(stats).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(teachingFailsOnce.requests()).toBe(2));
      await expect(
        await within(stats).findByRole('figure', { name: '各课程作业提交率' }),
      ).toBeVisible();
      await expect(within(stats).queryByRole('alert')).toBeNull();
      await expect(
        await within(canvasElement).findByRole('list', { name: '我的授课' }),
      ).toBeVisible();
    });
    await step('滚到教学统计，供截图查看', async () => {
      await showStudyStats(canvasElement, '教学统计');
    });
  },
};

/*
 * The toolbar's 网络 and 账号, pinned, for the signed-in main page: what a user sees on each
 * network, and for the other demo accounts. Every other story here follows the toolbar live.
 */
const signedInTeacher = app({ url: '/', signedInAs: teacher });

export const NetworkSlow: Story = {
  name: '网络：慢速',
  globals: { network: 'slow', account: 'story' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: {
        story:
          '固定为慢速网络：每个接口晚 3 秒回答，“正在加载…”分几批消失（约 7–9 秒），之后数据全部到达，没有错误。',
      },
    },
  },
  play: networkOutcomePlay(TEACHER_DATA_VIEWS),
};

export const NetworkServerError: Story = {
  name: '网络：服务器出错',
  globals: { network: 'server-error', account: 'story' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: {
        story:
          '固定为服务器出错：5 张卡片显示“加载失败：服务器出错（500）”和“重试”，顶部是一条合并的错误提示。',
      },
    },
  },
  play: networkOutcomePlay(TEACHER_DATA_VIEWS),
};

export const NetworkTimeout: Story = {
  name: '网络：超时',
  globals: { network: 'timeout', account: 'story' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: {
        story:
          '固定为超时（为不久等，超时缩短为 1 秒）：卡片显示“加载失败：网络超时”，顶部提示“网络超时”。',
      },
    },
  },
  play: networkOutcomePlay(TEACHER_DATA_VIEWS),
};

export const NetworkOffline: Story = {
  name: '网络：断网',
  globals: { network: 'offline', account: 'story' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: {
        story: '固定为断网：卡片显示“加载失败：网络连接错误”，顶部提示“网络连接错误”。',
      },
    },
  },
  play: networkOutcomePlay(TEACHER_DATA_VIEWS),
};

export const NetworkSessionExpired: Story = {
  name: '网络：登录过期',
  globals: { network: 'expired', account: 'story' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: {
        story:
          '固定为登录过期（接口返回 401）：令牌被清除，页面重新加载；首页持续失败，两次重新加载后显示“无法完成登录”。',
      },
    },
  },
  play: networkOutcomePlay(0),
};

export const AccountNewTeacher: Story = {
  name: '账号：新入职教师',
  globals: { network: 'normal', account: 'newcomer' },
  parameters: {
    ...signedInTeacher,
    docs: {
      description: { story: '固定为新入职教师王新的账号：问候和页眉是王新，卡片说明还没有数据。' },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('问候语和页眉应显示王新', async () => {
      await expect(await canvas.findByRole('heading', { name: '你好，王新' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: '王新' })).toBeVisible();
    });
    await step('应显示“本学期还没有授课”和“暂无消息”', async () => {
      await expect(await canvas.findByText('本学期还没有授课')).toBeVisible();
      await expect(await canvas.findByText('暂无消息')).toBeVisible();
    });
  },
};

export const AccountStudent: Story = {
  name: '账号：学生',
  globals: { network: 'normal', account: 'student' },
  parameters: {
    ...signedInTeacher,
    docs: { description: { story: '固定为学生李晓雨的账号：问候语是李晓雨，铃铛显示 2 条未读。' } },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('问候语应显示李晓雨', async () => {
      await expect(await canvas.findByRole('heading', { name: '你好，李晓雨' })).toBeVisible();
    });
    await step('铃铛应显示 2 条未读', async () => {
      await expect(
        await within(canvasElement).findByRole('link', { name: '消息 2 条未读' }),
      ).toBeVisible();
    });
  },
};
