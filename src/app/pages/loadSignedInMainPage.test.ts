import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScreenAnswer, forgetFirstScreenReads } from '@/api/firstScreenReads';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { myCoursesQuery } from '@/features/courses/coursesApi';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { TEST_NOW } from '@/testing/renderApp';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { teacher, tokenFor } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';
import { loadSignedInMainPage } from './MainPage';

/** The prerendered frame as the gate leaves it once it has drawn 我的课程 (drawMyCourses). */
function frameWithDrawnCourses(): void {
  document.body.innerHTML =
    '<div data-first-view-content="signed-in"><ul id="my-courses-list" data-first-view-drawn></ul></div>';
}

const coursesAnswer = () => firstScreenAnswer(myCoursesQuery().key);

beforeEach(() => {
  resetAppEnvironment({
    now: TEST_NOW,
    browser: recordingBrowser('http://localhost:3000/'),
    localStorage: {
      [STORAGE_KEYS.token]: JSON.stringify({
        value: tokenFor(teacher),
        expire: TEST_NOW + TOKEN_LIFETIME_MS,
      }),
      [STORAGE_KEYS.user]: JSON.stringify(teacher),
    },
  });
  // 我的课程's answer takes a while, then comes from the shared handlers.
  server.use(http.get('*/api/user/courses', () => delay(150)));
});

afterEach(() => {
  forgetFirstScreenReads();
  document.body.innerHTML = '';
});

describe('loadSignedInMainPage (start-up for a stored session on /)', () => {
  it('waits for 我的课程 the gate drew: the first render then has the same list, not its spinner', async () => {
    frameWithDrawnCourses();
    await loadSignedInMainPage();
    expect(coursesAnswer()?.data).toHaveLength(4);
  });

  it('waits a bounded while only: an answer that hangs does not hold the page back', async () => {
    server.use(http.get('*/api/user/courses', () => delay('infinite')));
    frameWithDrawnCourses();
    const outcome = await Promise.race([
      loadSignedInMainPage().then(() => 'started'),
      new Promise((done) => setTimeout(() => done('still waiting'), 1000)),
    ]);
    expect(outcome).toBe('started');
    expect(coursesAnswer()).toBeNull();
  });

  it('does not wait for it when nothing was drawn: the card shows its loading state meanwhile', async () => {
    await loadSignedInMainPage();
    expect(coursesAnswer()).toBeNull();
  });
});
