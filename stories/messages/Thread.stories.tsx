import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThreadView } from '../../client/routes/messages/ThreadView';
import { MessageComposer } from '../../client/routes/messages/MessageComposer';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/messages/messages.css';
import { emptyThread, thread } from './fixtures';

const meta: Meta<typeof ThreadView> = {
  title: 'Messages/Thread',
  component: ThreadView,
  parameters: { layout: 'fullscreen', route: '/messages/3' },
  args: { messages: [], total: 0, onSend: async (m) => console.info('send', m), onOlder: undefined },
};
export default meta;
type Story = StoryObj<typeof ThreadView>;

export const Loading: Story = { args: { conversation: undefined, loading: true }, parameters: { keyContent: ['Conversation', 'Loading', 'All conversations'] } };

export const Error: Story = {
  args: { conversation: undefined, error: 'The conversation could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The conversation could not be loaded.', 'Try again'] },
};

export const Empty: Story = {
  args: { conversation: emptyThread.conversation, messages: [], total: 0 },
  parameters: { keyContent: ['Conversation with Brannoc', 'No messages in this conversation yet', 'Your reply', 'Send'] },
};

/** Newest first, one's own on the right; older pages on demand. */
export const Full: Story = {
  args: { conversation: thread.conversation, messages: thread.messages, total: thread.total, onOlder: () => console.info('older') },
  parameters: {
    keyContent: ['Conversation with Brannoc', "Brannoc's profile", '25 messages', 'Your scouts were seen near Ravensford', 'Only counting your sheep', 'You', 'Show older messages',
      '0 / 2000 characters'],
  },
};

/** A sitter reads the thread; the send box is disabled with the reason. */
export const Sitter: Story = {
  args: { conversation: thread.conversation, messages: thread.messages, total: thread.total, isSitter: true },
  parameters: { keyContent: ["A sitter cannot write messages in the owner's name", 'Only counting your sheep'] },
};

/** The counter past 2000 characters: the send button is disabled. */
export const TooLong: StoryObj<typeof MessageComposer> = {
  render: () => <MessageComposer initial={'x'.repeat(2001)} onSend={async () => {}} />,
  parameters: { keyContent: ['2001 / 2000 characters', 'Send'] },
};
