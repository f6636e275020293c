import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConversationsListView } from '../../client/routes/messages/ConversationsListView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/messages/messages.css';
import { conversations, emptyConversations } from './fixtures';

const meta: Meta<typeof ConversationsListView> = {
  title: 'Messages/Conversations',
  component: ConversationsListView,
  parameters: { layout: 'fullscreen', route: '/messages' },
  args: { onPage: (p) => console.info('page', p), onSendTo: async (m) => console.info('send', m) },
};
export default meta;
type Story = StoryObj<typeof ConversationsListView>;

export const Loading: Story = { args: { data: undefined, loading: true }, parameters: { keyContent: ['Messages', 'Loading'] } };

export const Error: Story = {
  args: { data: undefined, error: 'The messages could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The messages could not be loaded.', 'Try again'] },
};

export const Empty: Story = { args: { data: emptyConversations }, parameters: { keyContent: ['Conversations', 'No messages yet', '0 unread'] } };

/** Newest first; two unread conversations marked (one with 99+), the last message's start, 'You:' for one's own. */
export const Full: Story = {
  args: { data: conversations },
  parameters: {
    keyContent: ['122 unread', 'Brannoc', 'Your scouts were seen near Ravensford', 'Elowen', 'You: Deal: 500 wood for 400 stone, sent.', 'Thorvald', '99+',
      '2 unread in this conversation'],
  },
};

/** /messages?to=12 from a player's profile: a composer addressed to that player above the list. */
export const ComposeTo: Story = {
  args: { data: conversations, composeTo: { id: 12, name: 'Brannoc' } },
  parameters: { route: '/messages?to=12', keyContent: ['New message to Brannoc', '0 / 2000 characters', 'Send', 'Conversations'] },
};

/** A sitter reads the conversations; the composer is disabled with the reason. */
export const Sitter: Story = {
  args: { data: conversations, composeTo: { id: 12, name: 'Brannoc' }, isSitter: true },
  parameters: { keyContent: ["A sitter cannot write messages in the owner's name", 'Brannoc', '122 unread'] },
};
