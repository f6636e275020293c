import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadingScreen } from '../../client/app/LoadingScreen';
import { OfflineScreen } from '../../client/app/OfflineScreen';

const meta: Meta<typeof LoadingScreen> = {
  title: 'App/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof LoadingScreen>;

export const Loading: Story = {
  parameters: { keyContent: ['Aether Kingdoms', 'Loading your Kingdom…'] },
};

/** Without a session the screen is held 3 s. */
export const NoSession: Story = {
  args: { message: 'Preparing the realm…' },
  parameters: { keyContent: ['Preparing the realm…'] },
};

/** The server-state call got no answer. */
export const Offline: StoryObj<typeof OfflineScreen> = {
  render: (args) => <OfflineScreen {...args} />,
  args: { onRetry: fn() },
  parameters: { keyContent: ['The server cannot be reached', 'Server is offline', 'Try again'] },
};

export const Retrying: StoryObj<typeof OfflineScreen> = {
  render: (args) => <OfflineScreen {...args} />,
  args: { onRetry: fn(), retrying: true },
  parameters: { keyContent: ['Trying…'] },
};

export const ProfileError: StoryObj<typeof OfflineScreen> = {
  render: (args) => <OfflineScreen {...args} />,
  args: {
    onRetry: fn(), onLogout: fn(), title: 'Your Kingdom could not be loaded',
    text: 'The server did not hand over your Kingdom. Try again in a moment.',
  },
  parameters: { keyContent: ['Your Kingdom could not be loaded', 'Logout'] },
};
