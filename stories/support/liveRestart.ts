import { addons } from 'storybook/preview-api';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';

/**
 * Storybook's own tools: they draw over the canvas and must change nothing in the app. Every
 * other global (网络, 账号, the width, …) is part of the story's state.
 */
const TOOL_GLOBALS = new Set(['outline', 'measureEnabled', 'backgrounds', 'grid', 'zoom']);

interface StoryIdentity {
  id: string;
  globals: Record<string, unknown>;
  args: Record<string, unknown>;
}

function signatureOf({ id, globals, args }: StoryIdentity): string {
  const state = Object.entries(globals)
    .filter(([key]) => !TOOL_GLOBALS.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([id, state, args]);
}

/** Storybook's preview frame (dev server or static build), as opposed to the Vitest runner. */
const inStorybookPreview = () =>
  typeof window !== 'undefined' && window.location.pathname.endsWith('iframe.html');

let lastStoryId: string | null = null;
let lastSignature: string | null = null;
let mountedStoryId: string | null = null;
let lastStart: StartKind = 'fresh';

/** The app of this story is on screen (set by withApp's marker while it is mounted). */
export function storyMounted(id: string): () => void {
  mountedStoryId = id;
  return () => {
    if (mountedStoryId === id) mountedStoryId = null;
  };
}

export type StartKind =
  /** First render of a story, or Storybook's reload (its app was torn down first). */
  | 'fresh'
  /** A global or control the story depends on changed: a remount with its play is on its way. */
  | 'restarting'
  /** Only a Storybook tool changed: the mounted app keeps its state. */
  | 'unchanged';

/**
 * Storybook answers a changed global or control by rendering the story again without a
 * remount: the loaders run (resetting storage, stores and mocks under a mounted app) and the
 * play does not. A designer then sees a mix of old and new. Here a change the story depends on
 * asks Storybook for a remount instead, which runs the loaders, the play and the after-play
 * checks, exactly as opening the story's URL with those globals does.
 */
export function decideStart(story: StoryIdentity): StartKind {
  // Story tests (Vitest) render each story once, from its own URL-like state: always fresh.
  if (!inStorybookPreview()) return (lastStart = 'fresh');
  const signature = signatureOf(story);
  const sameStory = lastStoryId === story.id;
  const changed = signature !== lastSignature;
  lastStoryId = story.id;
  lastSignature = signature;
  if (!sameStory) return (lastStart = 'fresh');
  if (changed) {
    // After this render has finished with the app as it was: Storybook then tears it down and
    // renders the story from scratch, play included.
    setTimeout(() => addons.getChannel().emit(FORCE_REMOUNT, { storyId: story.id }), 0);
    return (lastStart = 'restarting');
  }
  lastStart = mountedStoryId === story.id ? 'unchanged' : 'fresh';
  return lastStart;
}

/** Whether the render under way runs the story's play (and so its after-play checks). */
export function renderRunsPlay(): boolean {
  return lastStart === 'fresh';
}
