import type { Preview, ReactRenderer } from '@storybook/react-vite';
import type { LoaderFunction } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, expect } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { prepareAppEnvironment } from '../stories/support/appEnvironment';
import { checkPhoneLayout } from '../stories/support/phoneLayout';
import {
  applyNetworkCondition,
  TOOLBAR_GLOBAL_TYPES,
  toolbarChoice,
} from '../stories/support/toolbar';
import { withApp } from '../stories/support/withApp';
import { startStoryWorker, unhandledRequests } from './mswWorker';
import { VIEWPORTS } from './viewports';

// Screens load their code on demand; on a busy 2-core CI machine the first load of a chunk
// (served by Vite's transform) can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const loadStoryHandlers = mswLoader(startStoryWorker);

/**
 * Storybook runs loaders side by side: the toolbar's network goes in front of the story's
 * handlers only once msw-storybook-addon has set them.
 */
const mswWithToolbarNetwork: LoaderFunction<ReactRenderer> = async (context) => {
  // Counted from here: the previous story's requests were answered or aborted by now.
  unhandledRequests.length = 0;
  await loadStoryHandlers(context);
  return applyNetworkCondition(context);
};

const preview: Preview = {
  loaders: [mswWithToolbarNetwork, prepareAppEnvironment],
  // 网络 and 账号 in the toolbar (stories/support/toolbar.ts); a story pins them in `globals`.
  globalTypes: TOOLBAR_GLOBAL_TYPES,
  initialGlobals: { network: 'normal', account: 'story' },
  decorators: [withApp],
  afterEach: async ({ globals }) => {
    // A story fails on any request that no handler answers (design §9).
    await expect(unhandledRequests, 'API requests no MSW handler answered').toEqual([]);
    // At a phone width, the reflow and header-menu checks of design §7.
    await checkPhoneLayout({ routersExpected: toolbarChoice(globals).network === 'normal' });
  },
  parameters: {
    // The toolbar's widths: 手机, 窄屏, 平板 and 桌面, from the theme's breakpoints.
    viewport: { options: VIEWPORTS },
    layout: 'fullscreen',
    // Every story starts from the one handler list of mocks/; a story overrides what it needs.
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The sidebar reads as a table of contents: the guide for designers first, then flows,
    // screens, the shell and components. Inline: Storybook reads this object statically.
    options: {
      storySort: {
        order: ['指南', ['欢迎', '设计令牌'], 'Flows', 'Screens', 'App', 'Components'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
