import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { renderApp } from '@/testing/renderApp';
import { server } from '../../../mocks/node';
import { teacher } from '../../../mocks/fixtures/users';

// A test that fails half-way must not leave its request listener to the next one.
afterEach(() => {
  server.events.removeAllListeners();
});

describe('user centre through the router', () => {
  it('records: the date range and page in the URL drive the query, by the seed GET rules', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/user/records')) queries.push(new URL(request.url).search);
    });
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
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/user/records')) queries.push(new URL(request.url).search);
    });
    renderApp('/scenter?xh=T2024001&tab=records&from=&to=not-a-date', { signedInAs: teacher });
    await screen.findByRole('table', { name: '学习记录' });
    expect(queries).toEqual(['?page=1&size=10']);
    server.events.removeAllListeners();
  });

  it('course weight: an invalid weighting is refused in Chinese; a valid one is saved and cached', async () => {
    const user = userEvent.setup();
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/api/user/course-weight')) {
        saves.push(request.url);
      }
    });
    renderApp('/scenter?xh=T2024001&tab=weight', { signedInAs: teacher });
    const math = await screen.findByRole('textbox', { name: '高等数学 A（上）' });
    await user.clear(math);
    await user.type(math, '45');
    expect(screen.getByTestId('weight-total')).toHaveTextContent(
      '各课程权重之和必须为 100%，当前为 105%',
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Nothing saved: no PUT was sent (given time to leave), and the cache holds what the API gave.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves).toEqual([]);
    const weights = () =>
      (
        JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
          items: { weight: number }[];
        }
      ).items.map((i) => i.weight);
    expect(weights()).toEqual([40, 30, 20, 10]);
    const ai = screen.getByRole('textbox', { name: '人工智能导论' });
    await user.clear(ai);
    await user.type(ai, '5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('课程权重已保存')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    server.events.removeAllListeners();
    const cached = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
      items: { weight: number }[];
    };
    expect(cached.items.map((i) => i.weight)).toEqual([45, 30, 20, 5]);
  });

  it('course weight: a refusal from the server is shown inline', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/user/course-weight', () =>
        HttpResponse.json({ code: 409, message: '本学期权重已锁定', result: null }),
      ),
    );
    renderApp('/scenter?xh=T2024001&tab=weight', { signedInAs: teacher });
    await screen.findByRole('textbox', { name: '高等数学 A（上）' });
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
  });
});
