import type { Meta, StoryObj } from '@storybook/react-vite';
import { PushIndicator } from '../../client/app/push/PushIndicator';

/** The top bar's live mark (client/app/push/PushIndicator.tsx): the push connection's state. */
const meta: Meta<typeof PushIndicator> = {
  title: 'App/PushIndicator',
  component: PushIndicator,
  parameters: { layout: 'centered' },
};
export default meta;
type Story = StoryObj<typeof PushIndicator>;

/** Live: a green dot; the words are for screen readers and the title. */
export const Live: Story = { args: { status: 'live' }, parameters: { keyContent: ['Live'] } };

/** Opening the connection (the page's start): an amber, pulsing dot. */
export const Connecting: Story = { args: { status: 'connecting' }, parameters: { keyContent: ['Connecting…'] } };

/** Waiting to try again: amber, and the page polls as before. */
export const Reconnecting: Story = { args: { status: 'offline' }, parameters: { keyContent: ['Reconnecting…'] } };
