import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestPath } from '@/api/apiRequest';
import { sameRequestKey } from '@/lib/http/earlyRequests';
import { renderApp, TEST_NOW } from '@/testing/renderApp';
import type { UserInfo } from '@/types/user';
import { student, teacher } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';
import { guardedVisit } from './firstViewGate';
import { firstViewScreen } from './firstViewScreens';

/**
 * The registry's first-view reads are the reads the screen itself makes (docs/architecture.md
 * "The first-view registry"): a read it leaves out starts only once its card's code has arrived
 * and rendered, seconds late on a phone (docs/budgets.md); a read the screen never makes is
 * sent early for nothing. Each case renders the real app at the address, waits for every part of
 * its first view to show its content, and compares what it asked for with the registry.
 */
const ORIGIN = 'http://localhost:3000';

let stopRecording: (() => void) | undefined;
afterEach(() => {
  stopRecording?.();
  stopRecording = undefined;
});

/**
 * Every API read the app sends from now on, as a canonical path and query, and how many
 * requests are still waiting for their answer.
 */
function recordReads(): { reads: Set<string>; inFlight: () => number } {
  const reads = new Set<string>();
  let inFlight = 0;
  const started = ({ request }: { request: Request }) => {
    inFlight += 1;
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/'))
      reads.add(sameRequestKey(`${url.pathname}${url.search}`));
  };
  const ended = () => {
    inFlight -= 1;
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  stopRecording = () => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  };
  return { reads, inFlight: () => inFlight };
}

/**
 * Once every part of the view shows its content (`shown`), and nothing it asked for is still
 * on its way, what it read: a card that mounts on an answer has asked by then.
 */
async function readsOfFirstView(
  recorder: ReturnType<typeof recordReads>,
  shown: () => Promise<unknown>,
): Promise<string[]> {
  await shown();
  await waitFor(() => expect(recorder.inFlight()).toBe(0));
  return [...recorder.reads].sort();
}

/** What the registry sends early for this visit, in the same canonical form. */
function registryReads(address: string, user: UserInfo, now = TEST_NOW): string[] {
  const visit = guardedVisit(`${ORIGIN}${address}`, 'token', user, {
    now,
    userType: user.userType,
  });
  if (!visit) throw new Error(`the guard does not open ${address}`);
  const screenOf = firstViewScreen(visit);
  if (!screenOf) throw new Error(`no first view is registered for ${address}`);
  return screenOf
    .reads(visit)
    .map(({ request }) => sameRequestKey(requestPath(request)))
    .sort();
}

const region = (name: string) => screen.findByRole('region', { name });

/** A teacher's dashboard, each card with its content, the header's included. */
async function teachersDashboardShown(week: string): Promise<void> {
  await screen.findByRole('list', { name: '我的授课' });
  await screen.findByRole('list', { name: '今日课程' });
  await screen.findByTestId('pending-grading-count');
  await screen.findByRole('list', { name: `${week} 课表` });
  await screen.findByRole('list', { name: '最新消息' });
  await within(await region('教学统计')).findByText(/平均提交率/);
  await screen.findByRole('link', { name: /^消息/ });
}

describe('the registry names every read of a first view, and no other', () => {
  it('a teacher’s main page: 我的授课, 今日课程 with 待批改, the timetable, 最新消息, 教学统计', async () => {
    const recorder = recordReads();
    renderApp('/', { signedInAs: teacher });
    const reads = await readsOfFirstView(recorder, () => teachersDashboardShown('第 1 周'));
    expect(reads).toEqual(registryReads('/', teacher));
  });

  it('a teacher’s main page in a week across two months: the timetable’s calendar of both', async () => {
    // Tuesday 29 September: the week runs to Sunday 4 October.
    const now = Date.parse('2026-09-29T10:00:00+08:00');
    const recorder = recordReads();
    renderApp('/', { signedInAs: teacher, now });
    const reads = await readsOfFirstView(recorder, () => teachersDashboardShown('第 4 周'));
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/calendar\?month=2026-09$/),
        expect.stringMatching(/calendar\?month=2026-10$/),
      ]),
    );
    expect(reads).toEqual(registryReads('/', teacher, now));
  });

  it('a student’s main page: 我的课程, 近期作业, the timetable, 最新消息, 学习统计', async () => {
    const recorder = recordReads();
    renderApp('/', { signedInAs: student });
    const reads = await readsOfFirstView(recorder, async () => {
      await screen.findByRole('list', { name: '我的课程' });
      await screen.findByRole('list', { name: '近期作业' });
      await screen.findByRole('list', { name: '第 1 周 课表' });
      await screen.findByRole('list', { name: '最新消息' });
      await within(await region('学习统计')).findByTestId('study-stats-totals');
      await screen.findByRole('link', { name: /^消息/ });
    });
    expect(reads).toEqual(registryReads('/', student));
  });

  it.each([
    ['个人资料', '', () => screen.findByTestId('profile-name')],
    [
      '学习记录: its list and its chart',
      '&tab=records',
      async () => {
        await screen.findByRole('table', { name: '学习记录' });
        await screen.findByText(/^近 12 周共学习/);
      },
    ],
    [
      '课程权重',
      '&tab=weight',
      () => screen.findByRole('textbox', { name: '高等数学 A（上） 期末' }),
    ],
    ['消息', '&tab=messages', () => screen.findByRole('list', { name: '消息列表' })],
  ])('the user centre’s %s', async (_, tab, tabShown) => {
    const address = `/scenter?xh=${teacher.userId}${tab}`;
    const recorder = recordReads();
    renderApp(address, { signedInAs: teacher });
    const reads = await readsOfFirstView(recorder, async () => {
      await tabShown();
      await within(await screen.findByRole('navigation', { name: '主导航' })).findByRole('link', {
        name: '个人中心',
      });
      await screen.findByRole('link', { name: /^消息/ });
    });
    expect(reads).toEqual(registryReads(address, teacher));
  });
});
