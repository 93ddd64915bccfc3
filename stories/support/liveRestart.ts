import { addons } from 'storybook/preview-api';
import { FORCE_REMOUNT, STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';

/**
 * Storybook's own tools: they draw over the canvas and must change nothing in the app. Every
 * other global (网络, 账号, the width, …) is part of the story's state.
 */
const TOOL_GLOBALS = new Set(['outline', 'measureEnabled', 'backgrounds', 'grid', 'zoom']);

interface StoryIdentity {
  id: string;
  globals: Record<string, unknown>;
  args: Record<string, unknown>;
  /**
   * The story's args shape the app's environment (a screen's controls fill the mock database and
   * storage before the app mounts): a changed arg starts the app afresh. Other stories' args are
   * props, which Storybook's own re-render applies in place.
   */
  argsRestartApp: boolean;
}

function signatureOf({ id, globals, args, argsRestartApp }: StoryIdentity): string {
  const state = Object.entries(globals)
    .filter(([key]) => !TOOL_GLOBALS.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([id, state, argsRestartApp ? args : null]);
}

/** Storybook's preview and its renders: the same handle Storybook's own modules use. */
interface PreviewRender {
  id: string;
  /** The render's phase (StoryRender.runPhase): loading, rendering, playing, completing, … */
  phase?: string;
  rerenderEnqueued?: boolean;
}

/**
 * The phases a render's run ends in. Storybook's own `isPending()` leaves out `completing`
 * (waiting up to 5 s for animations) and `completed`, after which the run still goes on to
 * `afterEach` and `finished` on the same StoryRender. A remount asked for in those phases starts
 * a second run beside the first: each overwrites the other's phase, a second remount follows,
 * and two plays run at once; the older one's next `expect` then lands after the newer one's
 * `played` and errors the story ("This function ran after the play function completed", CI
 * run 34, after Controls' "Set number" and a typed value: two changes in a row).
 */
const RUN_ENDED = new Set(['finished', 'aborted', 'played']);
// (`played` ends a run only when it was aborted after its play; otherwise `completing` follows
// within the same task, before any timer of ours can look.)

/**
 * The stories whose play is running. A render's own phase cannot tell: a control changed while
 * the play runs makes Storybook render the story again at once, on the same StoryRender, and that
 * run's `finished` overwrites the phase while the play goes on. A remount then tears the canvas
 * down under the play; its query in flight fails on the empty canvas, and its error handler
 * marks the StoryRender `errored`, which makes Storybook skip the restart's play (seen in the
 * workbench e2e with two files side by side: the restart finished without playing). So the
 * restart waits for the play's own end (`played`, `errored`, or `aborted`).
 */
const playsRunning = new Set<string>();
const PLAY_ENDED = new Set(['played', 'errored', 'aborted']);

/**
 * The runs of each story's render under way, counted from their own start (`loading`) to their
 * own end (`finished`, or `aborted`, after which a run stops). The render's phase cannot tell
 * either: a control changed while the play runs starts a second run at once, on the same
 * StoryRender, and the first run's `finished` then overwrites the second's `rendering`. A remount
 * asked for then would unmount the React root before the second run's update has committed:
 * that run waits for a commit that never comes (react-dom-shim's renderElement), and every later
 * render of the frame waits behind it in @storybook/react's queue of renders. CI run 101 showed
 * what that looks like, not yet reproduced here: after 课程数量 0 and then 未读消息数 120, a
 * blank canvas and a render in `rendering` for two minutes.
 */
const runsUnderway = new Map<string, number>();
const RUN_STARTED = 'loading';
const RUN_STOPPED = new Set(['finished', 'aborted']);
/**
 * A run that stops without saying so (an abort while another run had set the shared phase to
 * `errored`) would hold every restart back: the count is trusted only while the story's runs
 * are still announcing phases, which the run in question does within a second or two.
 */
const RUNS_QUIET_MS = 3000;
const lastPhaseAt = new Map<string, number>();
const runUnderway = (storyId: string) =>
  (runsUnderway.get(storyId) ?? 0) > 0 &&
  Date.now() - (lastPhaseAt.get(storyId) ?? 0) < RUNS_QUIET_MS;

let watchingPlays = false;
function watchPlays(): void {
  if (watchingPlays) return;
  watchingPlays = true;
  addons
    .getChannel()
    .on(
      STORY_RENDER_PHASE_CHANGED,
      ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
        if (newPhase === 'playing') playsRunning.add(storyId);
        else if (PLAY_ENDED.has(newPhase)) playsRunning.delete(storyId);
        lastPhaseAt.set(storyId, Date.now());
        const runs = runsUnderway.get(storyId) ?? 0;
        if (newPhase === RUN_STARTED) runsUnderway.set(storyId, runs + 1);
        else if (RUN_STOPPED.has(newPhase)) runsUnderway.set(storyId, Math.max(0, runs - 1));
      },
    );
}

const previewRenders = (): PreviewRender[] =>
  (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: PreviewRender[] } }).__STORYBOOK_PREVIEW__
    ?.storyRenders ?? [];

/** Past this, the restart is asked for anyway: a play that has not ended is hung. */
const RESTART_WAIT_MS = 120_000;
let restartFor: string | null = null;

/**
 * Asks Storybook to remount the story once its render under way has ended. A remount asked
 * for while a render is still loading or playing makes Storybook reload the whole preview
 * frame (StoryRender.teardown), which then starts from its own URL: the story's original args,
 * which it also sends back to the manager's Controls (issue 28: 数量 5 came back as 99+).
 */
function restartWhenIdle(storyId: string): void {
  if (restartFor === storyId) return;
  restartFor = storyId;
  const giveUpAt = Date.now() + RESTART_WAIT_MS;
  const attempt = () => {
    // Another story was opened meanwhile: it renders fresh anyway.
    if (restartFor !== storyId) return;
    const busy =
      playsRunning.has(storyId) ||
      runUnderway(storyId) ||
      previewRenders().some(
        (render) =>
          render.id === storyId &&
          (!RUN_ENDED.has(render.phase ?? 'finished') || render.rerenderEnqueued === true),
      );
    if (busy && Date.now() < giveUpAt) {
      setTimeout(attempt, 50);
      return;
    }
    restartFor = null;
    addons.getChannel().emit(FORCE_REMOUNT, { storyId });
  };
  setTimeout(attempt, 0);
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
  /** A global or arg the app depends on changed: a remount with its play is on its way. */
  | 'restarting'
  /** Only a Storybook tool or a prop-like arg changed: the mounted app keeps its state. */
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
  watchPlays();
  const signature = signatureOf(story);
  const sameStory = lastStoryId === story.id;
  const changed = signature !== lastSignature;
  lastStoryId = story.id;
  lastSignature = signature;
  if (!sameStory) {
    restartFor = null;
    // Another story's play or run, ended or not, holds back no restart of this one.
    playsRunning.clear();
    runsUnderway.clear();
    return (lastStart = 'fresh');
  }
  if (changed) {
    // After this render has finished with the app as it was: Storybook then tears it down and
    // renders the story from scratch with the current globals and args, play included.
    restartWhenIdle(story.id);
    return (lastStart = 'restarting');
  }
  lastStart = mountedStoryId === story.id ? 'unchanged' : 'fresh';
  return lastStart;
}

/** Whether the render under way runs the story's play (and so its after-play checks). */
export function renderRunsPlay(): boolean {
  return lastStart === 'fresh';
}
