import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { prepareAppEnvironment } from '../stories/support/appEnvironment';
import { checkPhoneLayout } from '../stories/support/phoneLayout';
import { withApp } from '../stories/support/withApp';
import { VIEWPORTS } from './viewports';

// Screens load their code on demand; on a busy 2-core CI machine the first load of a chunk
// (served by Vite's transform) can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  loaders: [mswLoader(), prepareAppEnvironment],
  decorators: [withApp],
  // After every play: at a phone width, the reflow and header-menu checks of design §7.
  afterEach: checkPhoneLayout,
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
