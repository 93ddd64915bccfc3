import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderApp';
import { newcomer, teacher } from '../../../mocks/fixtures/users';
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

  it('signed in: courses, calendar, latest messages and weighting load', async () => {
    renderApp('/', { signedInAs: teacher });
    expect(await screen.findByRole('heading', { name: '你好，张明华' })).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: '我的课程' });
    expect(within(courses).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('list', { name: '当天日程' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: '最新消息' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(
      within(await screen.findByRole('list', { name: '课程权重' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('signed in with no data: every card says so', async () => {
    renderApp('/', { signedInAs: newcomer });
    expect(await screen.findByText('本学期还没有课程')).toBeInTheDocument();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(await screen.findByText('还没有设置课程权重')).toBeInTheDocument();
  });

  it('学习统计: a failed load says so, and 重试 brings the totals of the records', async () => {
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
    renderApp('/', { signedInAs: teacher });
    const card = await screen.findByRole('region', { name: '学习统计' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('加载失败：服务器出错（500）');
    await user.click(within(card).getByRole('button', { name: '重试' }));
    expect(await within(card).findByTestId('study-stats-totals')).toHaveTextContent(
      '本周学习 37 分钟，近 12 周共 7995 分钟。',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
