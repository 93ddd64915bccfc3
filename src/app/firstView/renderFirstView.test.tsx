import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teacher } from '@mocks/fixtures/users';
import { renderApp } from '@/testing/renderApp';
import { renderFirstView } from './renderFirstView';

/**
 * A frame is what the app paints before any of its code has arrived. The build renders it in a
 * process that may already hold that code (a test, another frame): the frame must not change
 * with it. Before `renderBeforeCode`, a build run after the dashboard had been shown drew the
 * real 我的授课 card into the signed-in frame instead of its placeholder.
 */
describe('renderFirstView', () => {
  it('draws the same frames whatever code the process has already loaded', async () => {
    const before = await renderFirstView();

    // The app's own screens, their lazy parts loaded: the dashboard's cards and the catalogue.
    renderApp('/', { signedInAs: teacher });
    const taught = await screen.findByRole('list', { name: '我的授课' });
    expect(within(taught).getAllByRole('listitem').length).toBeGreaterThan(0);
    cleanup();
    renderApp('/');
    await screen.findByRole('list', { name: '课程列表' });
    cleanup();

    const after = await renderFirstView();
    expect(after.views).toEqual(before.views);
    // The signed-in frame holds the dashboard's placeholder, whose titles the gate rewrites for
    // a stored learner: the loaded dashboard's cards carry none.
    const signedIn = after.views.find(({ view }) => view === 'signed-in')?.html ?? '';
    expect(signedIn).toContain('data-learner-title="我的课程"');
  });
});
