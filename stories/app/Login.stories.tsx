import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginView } from '../../client/routes/auth/LoginView';
import { serverState } from '../fixtures/app';

const meta: Meta<typeof LoginView> = {
  title: 'App/Login',
  component: LoginView,
  args: { onSubmit: fn(), server: serverState() },
  parameters: { layout: 'fullscreen', route: '/login' },
};
export default meta;
type Story = StoryObj<typeof LoginView>;

export const Empty: Story = {
  parameters: { keyContent: ['Enter your Kingdom', 'Username', 'Password', 'Save details for 7 days', 'Show server information', 'Register'] },
};

/** The server-information toggle opened: start, map size, speed and the timeline. */
export const ServerInformation: Story = {
  args: { initialServerInfoOpen: true },
  parameters: { keyContent: ['Server information', 'Game start', '103 × 103 tiles', 'Game speed', 'Landmarks spawn', 'Artifacts spawn'] },
};

export const ServerInformationLoading: Story = {
  args: { initialServerInfoOpen: true, server: undefined, serverLoading: true },
  parameters: { keyContent: ['Asking the server…'] },
};

export const ServerInformationError: Story = {
  args: { initialServerInfoOpen: true, server: undefined, serverError: true },
  parameters: { keyContent: ['The server information is not available right now.'] },
};

export const Submitting: Story = {
  args: { submitting: true },
  parameters: { keyContent: ['Logging in…'] },
};

export const Error: Story = {
  args: { error: 'Wrong username or password' },
  parameters: { keyContent: ['Wrong username or password'] },
};

export const Expired: Story = {
  args: { expired: true },
  parameters: { keyContent: ['Your session has expired, please log in again'] },
};

/** Before the start only a notice: registration opens when the game starts. */
export const BeforeStart: Story = {
  args: { server: serverState('before_start'), initialServerInfoOpen: true },
  parameters: { keyContent: ['Registration is possible when the game starts.', 'Waiting for the start'] },
};

export const Finished: Story = {
  args: { server: serverState('finished') },
  parameters: { keyContent: ['This game is finished. You can still log in to look around.'] },
};
