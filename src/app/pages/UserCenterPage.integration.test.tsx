import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { renderApp } from '@/testing/renderApp';
import { recordJsonBodies, recordQueries } from '@/testing/recordRequests';
import { server } from '../../../mocks/node';
import { student, teacher } from '../../../mocks/fixtures/users';

// A test that fails half-way must not leave its request listener to the next one.
afterEach(() => {
  server.events.removeAllListeners();
});

describe('user centre through the router', () => {
  it('records: the date range and page in the URL drive the query, by the seed GET rules', async () => {
    const queries = recordQueries('/api/user/records');
    renderApp('/scenter?xh=T2024001&tab=records&from=2026-09-01&to=2026-09-03&page=1&size=20', {
      signedInAs: teacher,
    });
    const table = await screen.findByRole('table', { name: '学习记录' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('共 6 条')).toBeInTheDocument();
    expect(queries).toEqual(['?from=2026-09-01&to=2026-09-03&page=1&size=20']);
    server.events.removeAllListeners();
  });

  it('records: an empty range sends no from/to at all', async () => {
    const queries = recordQueries('/api/user/records');
    renderApp('/scenter?xh=T2024001&tab=records&from=&to=not-a-date', { signedInAs: teacher });
    await screen.findByRole('table', { name: '学习记录' });
    expect(queries).toEqual(['?page=1&size=10']);
    server.events.removeAllListeners();
  });

  it('course weight: an invalid composition is refused in Chinese before 保存; a valid one is saved and cached', async () => {
    const user = userEvent.setup();
    const saves = recordJsonBodies('PUT', '/api/user/course-weight');
    renderApp('/scenter?xh=T2024001&tab=weight', { signedInAs: teacher });
    const final = await screen.findByRole('textbox', { name: '高等数学 A（上） 期末' });
    const save = screen.getByRole('button', { name: '保存' });
    expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await user.clear(final);
    await user.type(final, '-5');
    expect(screen.getByText('请输入 0–100 的整数')).toBeInTheDocument();
    // Visible before any tap: 保存 is marked unavailable, and says why.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('有 1 处需要改正，改正后才能保存');
    await user.clear(final);
    await user.type(final, '５０');
    expect(screen.getByTestId('weight-total-c-001')).toHaveTextContent(
      '各项之和应为 100%，当前为 110%',
    );
    await user.click(save);
    // Nothing saved: no PUT was sent (given time to leave), and the cache holds what the API gave.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves).toEqual([]);
    const finals = () =>
      (
        JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
          courses: { parts: { 期末: number } }[];
        }
      ).courses.map((c) => c.parts.期末);
    expect(finals()).toEqual([40, 40, 50, 40]);
    const midterm = screen.getByRole('textbox', { name: '高等数学 A（上） 期中' });
    await user.clear(midterm);
    await user.type(midterm, '20');
    expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(await screen.findByText('课程权重已保存')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      courses: [
        { courseId: 'c-001', parts: { 平时: 10, 作业: 20, 期中: 20, 期末: 50 } },
        {},
        {},
        {},
      ],
    });
    server.events.removeAllListeners();
    expect(finals()).toEqual([50, 40, 50, 40]);
  });

  it('course weight: a student reads the composition, with nothing to change', async () => {
    renderApp('/scenter?xh=S2024105&tab=weight', { signedInAs: student });
    const list = await screen.findByRole('list', { name: '各课程成绩构成' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('composition-c-014-期末')).toHaveTextContent('期末40%');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText(/各部分在总评成绩中所占的比例/)).toBeInTheDocument();
  });

  it('course weight: a refusal from the server is shown inline', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/user/course-weight', () =>
        HttpResponse.json({ code: 409, message: '本学期权重已锁定', result: null }),
      ),
    );
    renderApp('/scenter?xh=T2024001&tab=weight', { signedInAs: teacher });
    await screen.findByRole('textbox', { name: '高等数学 A（上） 期末' });
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    expect(await screen.findByText('保存失败：本学期权重已锁定')).toBeInTheDocument();
    // Still on 保存, and 保存 still works (docs/accessibility.md): focus is never dropped.
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('messages: marking one read updates the bell', async () => {
    const user = userEvent.setup();
    renderApp('/scenter?xh=T2024001&tab=messages', { signedInAs: teacher });
    await screen.findByRole('list', { name: '消息列表' });
    await screen.findByRole('link', { name: '消息 99+ 条未读' });
    for (let i = 0; i < 6; i += 1) {
      const [first] = within(screen.getByRole('list', { name: '消息列表' })).getAllByRole(
        'button',
        { name: /标为已读/ },
      );
      await user.click(first as HTMLElement);
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button', {
            name: /标为已读/,
          }),
        ).toHaveLength(9 - i),
      );
    }
    expect(await screen.findByRole('link', { name: '消息 99 条未读' })).toBeInTheDocument();
    // The tab's label reads the count on its own (not through the page), and follows it too.
    expect(screen.getByRole('tab', { name: '消息（99）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
