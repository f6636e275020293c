import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserInvitesPanel } from '../../client/routes/empire/UserInvitesPanel';
import { userInvites } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

const meta: Meta<typeof UserInvitesPanel> = {
  title: 'Empire/Invitations',
  component: UserInvitesPanel,
  args: {
    invites: userInvites,
    onAccept: async (i) => console.info('accept', i.id),
    onDecline: async (i) => console.info('decline', i.id),
  },
};
export default meta;
type Story = StoryObj<typeof UserInvitesPanel>;

export const Loading: Story = { args: { invites: undefined, loading: true }, parameters: { keyContent: ['Invitations', 'Loading'] } };

export const Error: Story = {
  args: { invites: undefined, error: 'The invitations could not be loaded.', onRetry: () => undefined },
  parameters: { keyContent: ['The invitations could not be loaded.', 'Try again'] },
};

export const Empty: Story = { args: { invites: [] }, parameters: { keyContent: ['No Empire has invited your kingdom.'] } };

/** Two Empires invited the kingdom: accept or decline each. */
export const Full: Story = {
  parameters: { keyContent: ['Iron Covenant', '[IRC]', 'Invited by Hagen', 'Wardens of the Fen', 'Accept', 'Decline'] },
};

/** Accepting asks first: joining is a commitment. */
export const ConfirmJoin: Story = {
  args: { confirming: 21 },
  parameters: { keyContent: ['Join Iron Covenant?', 'Your kingdom joins Iron Covenant [IRC] as a member.', 'A kingdom belongs to one Empire', 'Go back'] },
};

/** A sitter sees the invitations without buttons. */
export const Sitter: Story = {
  args: { onAccept: undefined, onDecline: undefined },
  parameters: { keyContent: ['Iron Covenant', 'Wardens of the Fen'] },
};
