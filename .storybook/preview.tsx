import type { Preview } from '@storybook/react';
import '../client/styles/theme.css';
import { withProviders } from './decorators';
import { initI18n } from '../client/i18n';

const preview: Preview = {
  decorators: [withProviders],
  // The catalogue loads before the first story renders, so stories show the interface text, not keys.
  loaders: [async () => { await initI18n(); return {}; }],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
