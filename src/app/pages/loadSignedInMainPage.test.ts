import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScreenAnswer, forgetFirstScreenReads } from '@/api/firstScreenReads';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { teacherCoursesQuery } from '@/features/teaching/teachingApi';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { TEST_NOW } from '@/testing/renderApp';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { teacher, tokenFor } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';
import { loadSignedInMainPage } from './MainPage';

/** The prerendered frame as the gate leaves it once it has drawn 我的授课 (drawMyCourses). */
function frameWithDrawnCourses(): void {
  document.body.innerHTML =
    '<div data-first-view-content="signed-in"><ul id="my-courses-list" data-first-view-drawn></ul></div>';
}

const coursesAnswer = () => firstScreenAnswer(teacherCoursesQuery().key);

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
  // A teacher's 我的授课 answer takes a while, then comes from the shared handlers.
  server.use(http.get('*/api/teacher/courses', () => delay(150)));
});

afterEach(() => {
  forgetFirstScreenReads();
  document.body.innerHTML = '';
});

describe('loadSignedInMainPage (start-up for a stored session on /)', () => {
  it('waits for the 我的授课 the gate drew: the first render then has the same list, not its spinner', async () => {
    frameWithDrawnCourses();
    await loadSignedInMainPage();
    // 张明华's five: the four of 我的课程's fixtures and an elective nobody has chosen yet.
    expect(coursesAnswer()?.data).toHaveLength(5);
  });

  it('waits a bounded while only: an answer that hangs does not hold the page back', async () => {
    server.use(http.get('*/api/teacher/courses', () => delay('infinite')));
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
