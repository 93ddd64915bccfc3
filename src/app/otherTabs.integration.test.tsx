import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { renderApp, TEST_NOW } from '@/testing/renderApp';
import type { UserInfo } from '@/types/user';
import { newcomer, teacher, tokenFor } from '../../mocks/fixtures/users';
import { server } from '../../mocks/node';

/**
 * docs/session.md "Several tabs", through the whole app: another tab writes localStorage and the
 * browser tells this one with a `storage` event (fired in other tabs only, so the test fires
 * it, as the browser would).
 */
function otherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(
      new StorageEvent('storage', { key, storageArea: window.localStorage, newValue: null }),
    );
  });
}

function otherTabSignsIn(user: UserInfo) {
  otherTab(() => {
    window.localStorage.setItem(
      STORAGE_KEYS.token,
      JSON.stringify({ value: tokenFor(user), expire: TEST_NOW + TOKEN_LIFETIME_MS }),
    );
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    window.localStorage.setItem(STORAGE_KEYS.userType, JSON.stringify(user.userType));
  }, STORAGE_KEYS.user);
}

/** The Authorization header of every request the app sends from now on. */
function recordAuthorization() {
  const sent: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push(request.headers.get('Authorization'));
  };
  server.events.on('request:start', listener);
  stopRecording = () => server.events.removeListener('request:start', listener);
  return sent;
}
let stopRecording: (() => void) | undefined;

afterEach(() => {
  stopRecording?.();
  stopRecording = undefined;
});

describe('several tabs (docs/session.md)', () => {
  it('a logout in another tab takes the user centre to the signed-out main page, with no old token sent', async () => {
    const { router, browser } = renderApp('/scenter?xh=T2024001', { signedInAs: teacher });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('张明华');
    await screen.findByRole('navigation', { name: '主导航' });
    const sent = recordAuthorization();

    otherTab(() => window.localStorage.clear(), null);

    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('profile-name')).toBeNull();
    expect(screen.queryByRole('button', { name: '张明华' })).toBeNull();
    // The signed-out page loads its public catalogue, without any token.
    await screen.findByRole('list', { name: '课程列表' });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === null)).toBe(true);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('a 401 in another tab: this tab neither reloads nor counts, and follows the renewed session', async () => {
    const { router, browser } = renderApp('/scenter?xh=T2024001', { signedInAs: teacher });
    await screen.findByTestId('profile-name');

    otherTab(() => window.localStorage.removeItem(STORAGE_KEYS.token), STORAGE_KEYS.token);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    otherTabSignsIn(teacher);
    expect(await screen.findByRole('heading', { name: '你好，张明华' })).toBeInTheDocument();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
  });

  it('on the signed-in /, a 401 elsewhere (only the token goes) shows the signed-out view, and back', async () => {
    renderApp('/', { signedInAs: teacher });
    await screen.findByRole('heading', { name: '你好，张明华' });
    otherTab(() => window.localStorage.removeItem(STORAGE_KEYS.token), STORAGE_KEYS.token);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '你好，张明华' })).toBeNull();
    otherTabSignsIn(teacher);
    expect(await screen.findByRole('heading', { name: '你好，张明华' })).toBeInTheDocument();
  });

  it('a sign-in in another tab shows the signed-in view on a signed-out /', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: '登录' });
    otherTabSignsIn(teacher);
    expect(await screen.findByRole('heading', { name: '你好，张明华' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '张明华' })).toBeInTheDocument();
  });

  it('another user signed in elsewhere: / shows the new user’s own dashboard', async () => {
    renderApp('/', { signedInAs: teacher });
    const courses = await screen.findByRole('list', { name: '我的授课' });
    expect(within(courses).getAllByRole('listitem')).toHaveLength(5);

    otherTabSignsIn(newcomer);

    expect(await screen.findByRole('heading', { name: '你好，王新' })).toBeInTheDocument();
    expect(await screen.findByText('本学期还没有授课')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: '我的授课' })).toBeNull());
  });
});
