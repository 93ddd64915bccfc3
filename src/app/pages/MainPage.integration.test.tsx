import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderApp';
import { newcomer, student, teacher } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';

describe('main page through the router', () => {
  it('signed out: the catalogue pages and searches, and both stay in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const list = await screen.findByRole('list', { name: '课程列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('共 48 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '课程列表' })).getByText('软件工程'),
      ).toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?page=2&size=10');
    await user.type(screen.getByRole('textbox', { name: '搜索课程、教师或学院' }), '操作系统');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByText('共 2 条')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?size=10&q=%E6%93%8D%E4%BD%9C%E7%B3%BB%E7%BB%9F');
  });

  it('a teacher: the courses taught, today’s lessons, calendar and latest messages load', async () => {
    renderApp('/', { signedInAs: teacher });
    expect(await screen.findByRole('heading', { name: '你好，张明华' })).toBeInTheDocument();
    // 我的授课 (design §7): each course taught, its class, what waits, the next lesson.
    const courses = await screen.findByRole('list', { name: '我的授课' });
    const taught = within(courses).getAllByRole('listitem');
    expect(taught).toHaveLength(5);
    expect(taught[0]).toHaveTextContent('高等数学 A（上）');
    expect(taught[0]).toHaveTextContent('计算机 2401 班、计算机 2402 班 · 86 名学生');
    expect(taught[0]).toHaveTextContent(/待批改 \d+ 份 · 下次课 9月10日 08:00 · 教学楼 A201/);
    expect(within(taught[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/course/c-001?xh=T2024001',
    );
    expect(screen.queryByRole('list', { name: '我的课程' })).toBeNull();
    const lessons = await screen.findByRole('list', { name: '今日课程' });
    expect(
      within(lessons)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '08:00-09:40 高等数学 A（上）教学楼 A201 · 计算机 2401 班、计算机 2402 班',
      '14:00-15:40 数据结构与算法信息楼 305 · 软件工程 2301 班',
    ]);
    expect(within(lessons).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/course/c-001?xh=T2024001',
    );
    expect(screen.getByTestId('today-lessons-day')).toHaveTextContent('第 1 周 · 9月7日 星期一');
    // The timetable: the week of 7 September, 第 1 周, Monday's two lessons first.
    const week = await screen.findByRole('list', { name: '第 1 周 课表' });
    expect(
      within(within(week).getByRole('list', { name: '9月7日 星期一' })).getAllByRole('button'),
    ).toHaveLength(2);
    expect(
      within(await screen.findByRole('list', { name: '最新消息' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.queryByRole('region', { name: '近期作业' })).toBeNull();
  });

  it('a student: 近期作业 instead of 今日课程, and none of a teacher’s messages', async () => {
    renderApp('/', { signedInAs: student });
    expect(await screen.findByRole('heading', { name: '你好，李晓雨' })).toBeInTheDocument();
    const due = await screen.findByRole('list', { name: '近期作业' });
    const lines = within(due)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(lines[0]).toBe('第 2 次作业：数列的极限高等数学 A（上） · 9月6日 23:59 截止已逾期');
    expect(lines[1]).toContain('未提交');
    expect(lines).toHaveLength(5);
    expect(screen.queryByRole('region', { name: '今日课程' })).toBeNull();
    const latest = await screen.findByRole('list', { name: '最新消息' });
    expect(within(latest).queryByText(/待批改|教研室/)).toBeNull();
  });

  it('signed in with no data: every card says so', async () => {
    renderApp('/', { signedInAs: newcomer });
    expect(await screen.findByText('本学期还没有授课')).toBeInTheDocument();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(await screen.findByText('今天没有课')).toBeInTheDocument();
  });

  it("学习统计 (a learner's): a failed load says so, and 重试 brings the totals of the records", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/user/stats',
        () =>
          HttpResponse.json(
            { code: 500, message: '服务器繁忙' },
            { status: 500, statusText: 'Internal Server Error' },
          ),
        { once: true },
      ),
    );
    renderApp('/', { signedInAs: student });
    const card = await screen.findByRole('region', { name: '学习统计' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('加载失败：服务器出错（500）');
    await user.click(within(card).getByRole('button', { name: '重试' }));
    expect(await within(card).findByTestId('study-stats-totals')).toHaveTextContent(
      '本周学习 37 分钟，近 12 周共 2010 分钟。',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
