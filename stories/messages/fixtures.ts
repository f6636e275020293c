import type { ConversationsResponse, MessageView, ThreadResponse } from '../../server/contract/messages';

/** Player messages as the server answers them (server/contract/messages.ts). */
const at = (min: number) => new Date(Date.UTC(2026, 2, 1, 12, min)).toISOString();

export const emptyConversations: ConversationsResponse = { conversations: [], page: 0, page_size: 50, total: 0, unread: 0 };

export const conversations: ConversationsResponse = {
  conversations: [
    { id: 3, partner: { id: 12, name: 'Brannoc' }, last: { excerpt: 'Your scouts were seen near Ravensford. Care to explain?', created_at: at(40), from_id: 12, mine: false }, unread: 2, updated_at: at(40) },
    { id: 2, partner: { id: 9, name: 'Elowen' }, last: { excerpt: 'Deal: 500 wood for 400 stone, sent.', created_at: at(20), from_id: 1, mine: true }, unread: 0, updated_at: at(20) },
    { id: 1, partner: { id: 5, name: 'Thorvald' }, last: { excerpt: 'Welcome to the valley, neighbour.', created_at: at(5), from_id: 5, mine: false }, unread: 120, updated_at: at(5) },
  ],
  page: 0, page_size: 50, total: 3, unread: 122,
};

const msg = (id: number, mine: boolean, body: string, min: number): MessageView => ({ id, from_id: mine ? 1 : 12, mine, body, created_at: at(min) });

export const thread: ThreadResponse = {
  conversation: { ...conversations.conversations[0]!, unread: 0 },
  messages: [
    msg(25, false, 'Your scouts were seen near Ravensford. Care to explain?', 40),
    msg(24, true, 'Only counting your sheep. Shall we talk about a pact?', 30),
    msg(23, false, 'A pact needs trust.\nSend 200 food as a sign.', 25),
  ],
  page: 0, page_size: 20, total: 25, unread: 120,
};

export const emptyThread: ThreadResponse = { ...thread, messages: [], total: 0 };
