import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstScreenAnswer,
  forgetFirstScreenReads,
  takeFirstScreenRead,
} from '@/api/firstScreenReads';
import { createRoutes } from '@/app/routes';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { recordsQuery } from '@/features/records/recordsApi';
import { FIRST_RECORDS_PAGE } from '@/features/records/recordsRequest';
import { studyStatsQuery } from '@/features/study-stats/statsApi';
import { chinaDay, recordsChartRange } from '@/features/study-stats/studyStats';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { recordQueries } from '@/testing/recordRequests';
import { TEST_NOW } from '@/testing/renderApp';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { teacher, tokenFor } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';
import { loadFirstScreenCode } from './loadFirstScreenCode';

const RECORDS = `/scenter?xh=${teacher.userId}&tab=records`;

/** A returning teacher's session, as the app stores it, at `url`. */
function returningTeacherAt(url: string): void {
  resetAppEnvironment({
    now: TEST_NOW,
    browser: recordingBrowser(`http://localhost:3000${url}`),
    localStorage: {
      [STORAGE_KEYS.token]: JSON.stringify({
        value: tokenFor(teacher),
        expire: TEST_NOW + TOKEN_LIFETIME_MS,
      }),
      [STORAGE_KEYS.user]: JSON.stringify(teacher),
    },
  });
}

const start = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost:3000');
  return loadFirstScreenCode({ pathname, search });
};

// The keys the tab's own views ask with: RecordsPanel's first page, RecordsStudyChart's range.
const LIST_KEY = recordsQuery(FIRST_RECORDS_PAGE).key;
const CHART_KEY = studyStatsQuery(recordsChartRange(null, null, chinaDay(TEST_NOW))).key;
const listAnswer = () => firstScreenAnswer(LIST_KEY);
const chartAnswer = () => firstScreenAnswer(CHART_KEY);
/** The keys of the reads start-up began, answered or not (taking them ends the test's use). */
const begun = () => [LIST_KEY, CHART_KEY].filter((key) => takeFirstScreenRead(key) !== null);

beforeEach(() => {
  server.events.removeAllListeners();
});

afterEach(() => {
  server.events.removeAllListeners();
  forgetFirstScreenReads();
  document.body.innerHTML = '';
});

describe('loadFirstScreenCode on a bookmarked 学习记录', () => {
  it('begins the list and the chart reads, and the tab’s first render shows both answers, asked once', async () => {
    returningTeacherAt(RECORDS);
    const records = recordQueries('/api/user/records');
    const stats = recordQueries('/api/user/stats');
    await start(RECORDS);
    await expect.poll(() => listAnswer() !== null && chartAnswer() !== null).toBe(true);

    // Anything the tab showed while loading, had it rendered without the answers.
    const loadingShown: string[] = [];
    const watch = new MutationObserver(() => {
      const text = document.body.textContent;
      if (text.includes('正在加载学习时长')) loadingShown.push('chart');
      if (text.includes('正在加载学习记录')) loadingShown.push('list');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <AppThemeProvider>
        <RouterProvider
          router={createMemoryRouter(createRoutes(), { initialEntries: [RECORDS] })}
        />
      </AppThemeProvider>,
    );
    await screen.findByRole('table', { name: '学习记录' });
    await screen.findByRole('heading', { name: /学习时长/ });
    watch.disconnect();
    expect(loadingShown).toEqual([]);
    // The views took the reads begun at start: nothing was asked twice.
    expect(records).toEqual(['?page=1&size=10']);
    expect(stats).toHaveLength(1);
  });

  it('begins both the moment it returns, answered or not', async () => {
    returningTeacherAt(RECORDS);
    await start(RECORDS);
    expect(begun()).toEqual([LIST_KEY, CHART_KEY]);
  });

  /** The prerendered frame as the gate leaves it once it has drawn the chart (drawStudyChart). */
  const frameWithDrawnChart = () => {
    document.body.innerHTML =
      '<div data-first-view-content="user-centre"><div data-records-chart><figure data-first-view-drawn></figure></div></div>';
  };

  it('waits for the chart’s answer when the gate drew the chart from it: the first render shows the same sentence', async () => {
    returningTeacherAt(RECORDS);
    // Slower than a render's worth of promises, well within the bound.
    server.use(http.get('*/api/user/stats', () => delay(150)));
    frameWithDrawnChart();
    await start(RECORDS);
    expect(chartAnswer()).not.toBeNull();
  });

  it('waits a bounded while only: a chart answer that hangs does not hold the page back', async () => {
    returningTeacherAt(RECORDS);
    server.use(http.get('*/api/user/stats', () => delay('infinite')));
    frameWithDrawnChart();
    const outcome = await Promise.race([
      start(RECORDS).then(() => 'started'),
      new Promise((done) => setTimeout(() => done('still waiting'), 1000)),
    ]);
    expect(outcome).toBe('started');
    expect(chartAnswer()).toBeNull();
  });

  it('does not wait for the chart when the gate drew nothing', async () => {
    returningTeacherAt(RECORDS);
    server.use(http.get('*/api/user/stats', () => delay(150)));
    await start(RECORDS);
    expect(chartAnswer()).toBeNull();
    expect(begun()).toEqual([LIST_KEY, CHART_KEY]);
  });

  it('begins nothing for an address with more than the tab (dates, a page): the views ask for those', async () => {
    const paged = `${RECORDS}&page=2`;
    returningTeacherAt(paged);
    const records = recordQueries('/api/user/records');
    await start(paged);
    expect(begun()).toEqual([]);
    expect(records).toEqual([]);
  });

  it('begins nothing for an address the guard does not open (another user’s xh)', async () => {
    const other = '/scenter?xh=S2024001&tab=records';
    returningTeacherAt(other);
    const records = recordQueries('/api/user/records');
    await start(other);
    expect(begun()).toEqual([]);
    expect(records).toEqual([]);
  });
});
