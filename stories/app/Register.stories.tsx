import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegisterView } from '../../client/routes/auth/RegisterView';

const meta: Meta<typeof RegisterView> = {
  title: 'App/Register',
  component: RegisterView,
  args: { onSubmit: fn() },
  parameters: { layout: 'fullscreen', route: '/register' },
};
export default meta;
type Story = StoryObj<typeof RegisterView>;

export const Empty: Story = {
  parameters: { keyContent: ['Found your account', 'Username', 'Confirm password', 'Email', 'Register', 'Already have an account?'] },
};

export const Submitting: Story = {
  args: { submitting: true },
  parameters: { keyContent: ['Registering…'] },
};

/** The server names the rule that failed. */
export const Error: Story = {
  args: { error: 'Password must contain at least 3 of these 4: a lowercase letter, an uppercase letter, a number, a special character' },
  parameters: { keyContent: ['Password must contain at least 3 of these 4'] },
};

export const ClosedBeforeStart: Story = {
  args: { closed: true },
  parameters: { keyContent: ['Registration is possible when the game starts.'] },
};
