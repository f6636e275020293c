import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManagementPanel } from '../../client/routes/empire/ManagementPanel';
import { empireInvites } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

const meta: Meta<typeof ManagementPanel> = {
  title: 'Empire/Management',
  component: ManagementPanel,
  parameters: { route: '/empire/management' },
  args: {
    invites: empireInvites,
    onInvite: async (id) => { console.info('invite', id); return true; },
    onRevoke: async (i) => console.info('revoke', i.id),
  },
};
export default meta;
type Story = StoryObj<typeof ManagementPanel>;

export const Loading: Story = { args: { invites: undefined, loading: true }, parameters: { keyContent: ['Invite a kingdom', 'Open invitations', 'Loading'] } };

export const Error: Story = {
  args: { invites: undefined, error: 'The invitations could not be loaded.', onRetry: () => undefined },
  parameters: { keyContent: ['The invitations could not be loaded.', 'Try again'] },
};

export const Empty: Story = { args: { invites: [] }, parameters: { keyContent: ['Kingdom id or profile link', 'Invite', 'The Empire has no open invitations.'] } };

/** Emperor or officer: the invite form and the open invitations with revoke. */
export const Full: Story = {
  parameters: { keyContent: ['Fenwick', 'Invited by Aldric', 'Gisela', 'Invited by Corvin', 'Revoke the invitation of Fenwick'] },
};

/** From a profile link (?invite=42): the kingdom is filled in. */
export const FromProfileLink: Story = {
  args: { initialKingdom: '42' },
  parameters: { keyContent: ['Invite a kingdom', 'Invite'] },
};

/** Not a number: the form says what it takes. */
export const BadKingdom: Story = {
  args: { initialKingdom: 'Fenwick' },
  parameters: { keyContent: ["Type the kingdom's id, for example 42, or paste its profile link."] },
};

/** A member (or a sitter): the invitations are listed, nothing else. */
export const MemberView: Story = {
  args: { onInvite: undefined, onRevoke: undefined },
  parameters: { keyContent: ['Only the Emperor and officers invite kingdoms and revoke invitations.', 'Fenwick'] },
};

/** Revoking asks first. */
export const ConfirmRevoke: Story = {
  args: { confirming: 31 },
  parameters: { keyContent: ['Revoke the invitation of Fenwick?', 'Fenwick can no longer accept it', 'Go back'] },
};

/** The typed id is looked up: the inviter sees whom they invite. */
export const KingdomFound: Story = {
  args: { initialKingdom: '14', kingdom: { username: 'Fenwick', empire: null } },
  parameters: { keyContent: ['Fenwick', 'belongs to no Empire', 'Invite'] },
};

/** An id no kingdom has: nothing to invite. */
export const KingdomMissing: Story = {
  args: { initialKingdom: '999', kingdom: 'missing' },
  parameters: { keyContent: ['There is no kingdom with this id.'] },
};
