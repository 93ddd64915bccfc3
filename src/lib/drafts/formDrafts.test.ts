import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { logout } from '@/lib/auth/logout';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { discardDraft, readDraft, saveDraft } from './formDrafts';

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

beforeEach(() => {
  resetAppEnvironment({
    now: Date.parse('2026-09-07T08:00:00+08:00'),
    browser: recordingBrowser(),
  });
});

describe('form drafts (docs/session.md "Drafts")', () => {
  it('gives the same user back what was typed, with when', () => {
    saveDraft('courseWeight', 'T1', [25, 75]);
    expect(readDraft('courseWeight', 'T1', isNumbers)).toEqual({
      value: [25, 75],
      savedAt: Date.parse('2026-09-07T08:00:00+08:00'),
    });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.drafts) ?? '{}')).toMatchObject({
      userId: 'T1',
    });
  });

  it('never shows another user’s draft, and removes it', () => {
    saveDraft('courseWeight', 'T1', [25, 75]);
    expect(readDraft('courseWeight', 'S2', isNumbers)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
    expect(readDraft('courseWeight', 'T1', isNumbers)).toBeNull();
  });

  it('drops a draft that no longer fits the form, and a corrupt entry', () => {
    saveDraft('courseWeight', 'T1', ['x']);
    expect(readDraft('courseWeight', 'T1', isNumbers)).toBeNull();
    window.sessionStorage.setItem(STORAGE_KEYS.drafts, '{not json');
    expect(readDraft('courseWeight', 'T1', isNumbers)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });

  it('discarding one form keeps the others; the last one removes the entry', () => {
    saveDraft('courseWeight', 'T1', [1]);
    saveDraft('profile', 'T1', [2]);
    discardDraft('courseWeight', 'T1');
    expect(readDraft('courseWeight', 'T1', isNumbers)).toBeNull();
    expect(readDraft('profile', 'T1', isNumbers)?.value).toEqual([2]);
    discardDraft('profile', 'T1');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });

  it('goes with logout, which clears all storage', () => {
    saveDraft('courseWeight', 'T1', [25, 75]);
    logout();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });
});
