import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { prepareAppEnvironment } from '../stories/support/appEnvironment';
import { withApp } from '../stories/support/withApp';

const preview: Preview = {
  loaders: [mswLoader(), prepareAppEnvironment],
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    // Every story starts from the one handler list of mocks/; a story overrides what it needs.
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
