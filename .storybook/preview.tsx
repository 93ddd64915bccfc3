import type { Preview, ReactRenderer } from '@storybook/react-vite';
import type { LoaderFunction } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { prepareAppEnvironment, type AppStoryLoaded } from '../stories/support/appEnvironment';
import type { AppStoryParameters } from '../stories/support/appParameters';
import { decideStart, renderRunsPlay } from '../stories/support/liveRestart';
import { checkPhoneLayout } from '../stories/support/afterPlayChecks';
import { returnToStoryState, type EndStateParameters } from '../stories/support/storyEndState';
import {
  applyNetworkCondition,
  TOOLBAR_GLOBAL_TYPES,
  toolbarChoice,
} from '../stories/support/toolbar';
import { withApp } from '../stories/support/withApp';
import { startStoryWorker, unhandledRequests } from './mswWorker';
import { VIEWPORTS } from './viewports';

// Screens load their code on demand; on a busy 2-core CI machine the first load of a chunk
// (served by Vite's transform) took more than 5 s for the first story of a file (a fresh-clone
// run, where typecheck took 113 s instead of 81). A deadline for a hang, not for speed.
configure({ asyncUtilTimeout: 15_000 });

const loadStoryHandlers = mswLoader(startStoryWorker);

let previousLoaded: Record<string, unknown> | null = null;
let storyWorker: unknown = null;

/**
 * One loader, in order: the story's handlers, the toolbar's network in front of them (only once
 * msw-storybook-addon has set them), then fresh storage, stores and ports. A render that only a
 * Storybook tool caused (outline, measure…) keeps the mounted app's environment; a changed
 * global or control restarts the story (stories/support/liveRestart.ts).
 */
const storyEnvironment: LoaderFunction<ReactRenderer> = async (context) => {
  const start = decideStart({
    id: context.id,
    globals: context.globals,
    args: context.args,
    // An app story's controls are applied before the app mounts (stories/support/storyControls).
    argsRestartApp: Boolean((context.parameters.app as AppStoryParameters | undefined)?.url),
  });
  const withWorker = context as unknown as { msw?: unknown };
  if (start !== 'fresh' && previousLoaded !== null) {
    // The worker stays as it was; msw-storybook-addon's own beforeEach would otherwise start a
    // second, unconfigured one for a render without it.
    withWorker.msw = storyWorker;
    return previousLoaded;
  }
  // Counted from here: the previous story's requests were answered or aborted by now.
  unhandledRequests.length = 0;
  await loadStoryHandlers(context);
  storyWorker = withWorker.msw;
  await applyNetworkCondition(context);
  previousLoaded = (await prepareAppEnvironment(context)) as Record<string, unknown>;
  return previousLoaded;
};

/**
 * Set by the story tests (`.storybook/vitest.setup.ts`): Chromium's forced-colours emulation.
 * In Storybook itself a designer turns it on in the browser's DevTools (Rendering).
 */
interface StoryTestHooks {
  forcedColors?: (active: boolean) => Promise<void>;
}
const testHooks = () =>
  (globalThis as { __storyTestHooks?: StoryTestHooks }).__storyTestHooks ?? {};

const preview: Preview = {
  loaders: [storyEnvironment],
  // `parameters.forcedColors`: the story as Windows high contrast shows it (docs/accessibility.md).
  beforeEach: async ({ parameters }) => {
    if (parameters.forcedColors === true) await testHooks().forcedColors?.(true);
  },
  // 网络 and 账号 in the toolbar (stories/support/toolbar.ts); a story pins them in `globals`.
  globalTypes: TOOLBAR_GLOBAL_TYPES,
  initialGlobals: { network: 'normal', account: 'story' },
  decorators: [withApp],
  // After the play, outside the Interactions panel's steps (plain checks, not storybook/test's
  // instrumented expect); a re-render that ran no play is not checked again.
  afterEach: async ({ globals, loaded, parameters }) => {
    if (!renderRunsPlay()) return;
    // The canvas shows the story's state, not the play's last scroll or focus (issue 28).
    returnToStoryState(parameters as EndStateParameters);
    // A story fails on any request that no handler answers (docs/stories.md).
    if (unhandledRequests.length > 0) {
      throw new Error(`API requests no MSW handler answered: ${unhandledRequests.join(', ')}`);
    }
    // At a phone width, the reflow and header-menu checks (docs/screens.md).
    // The routers are there when stored (a returning user), or once the API answered them.
    const { app } = loaded as AppStoryLoaded;
    await checkPhoneLayout({
      routersExpected: app.routersStored !== false || toolbarChoice(globals).network === 'normal',
    });
  },
  parameters: {
    // The toolbar's widths: 手机, 窄屏, 平板 and 桌面, from the theme's breakpoints.
    viewport: { options: VIEWPORTS },
    layout: 'fullscreen',
    // Every story starts from the one handler list of mocks/; a story overrides what it needs.
    msw: { handlers },
    // docs/accessibility.md: WCAG 2.2 AA and axe's best practices; any violation fails the story.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    controls: { expanded: true },
    // The sidebar reads as a table of contents: the guide for designers first, then the
    // screens, the shell, components and flows. Inline: Storybook reads this statically.
    options: {
      storySort: {
        order: ['指南', ['欢迎', '设计令牌'], 'Screens', 'App', 'Components', 'Flows'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
