import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { renderApp, TEST_NOW } from '@/testing/renderApp';

const STATE = 'cmV0cnktc3RhdGUtMDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1u';

function attemptFor(returnPath: string) {
  return JSON.stringify({ state: STATE, returnPath, createdAt: TEST_NOW - 10_000 });
}

function storedAttempt(): { state: string; returnPath: string | null } {
  return JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? 'null') as {
    state: string;
    returnPath: string | null;
  };
}

/** docs/session.md: 重新登录 starts a new attempt with the same return path. */
describe('重新登录 on the sign-in-failed screen', () => {
  it.each([
    ['a failed exchange', `/login?code=demo-code-fail&state=${STATE}`],
    [
      'an error from the provider',
      `/login?error=access_denied&error_description=%E5%B7%B2%E5%8F%96%E6%B6%88&state=${STATE}`,
    ],
  ])('after %s, signs in again towards the page first asked for', async (_case, url) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { browser } = renderApp(url, {
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor('/scenter?tab=records') },
    });
    await userEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    const authorize = new URL(String(browser.assign.mock.calls[0]?.[0]));
    const next = storedAttempt();
    // A fresh single-use state, and the page the user first asked for.
    expect(next.state).not.toBe(STATE);
    expect(authorize.searchParams.get('state')).toBe(next.state);
    expect(next.returnPath).toBe('/scenter?tab=records');
  });

  it('with an unsafe return path in the failed attempt, starts again without one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { browser } = renderApp(`/login?code=demo-code-fail&state=${STATE}`, {
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor('//evil.example/steal') },
    });
    await userEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    expect(storedAttempt().returnPath).toBeNull();
  });
});
