import { z } from 'zod';

/**
 * Player messages (SPEC.md section 7, "Server state and messages"; GAME.md section 9): conversations
 * between two players, newest first, and their threads. `unread` counts messages not yet read by the
 * caller's kingdom; the account's total is the profile's `messages` counter.
 */
const int = z.number().int();

/** The other player of a conversation. */
export const messagePartner = z.object({ id: int, name: z.string() });

export const messageView = z.object({
  id: int,
  /** Who wrote it; `mine` when the caller's kingdom did. */
  from_id: int,
  mine: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type MessageView = z.infer<typeof messageView>;

export const conversationView = z.object({
  id: int,
  partner: messagePartner,
  /** The newest message: its start (at most 100 characters), time and writer. */
  last: z.object({ excerpt: z.string(), created_at: z.string(), from_id: int, mine: z.boolean() }).nullable(),
  unread: int,
  updated_at: z.string(),
});
export type ConversationView = z.infer<typeof conversationView>;

/** GET messages/ `?page` (50 a page). */
export const conversationsQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export const conversationsResponse = z.object({
  conversations: z.array(conversationView),
  page: int,
  page_size: int,
  total: int,
  /** The kingdom's unread messages over every conversation (the top menu's envelope). */
  unread: int,
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** GET messages/{id} `?page` (20 a page, newest first); reading marks the conversation read. */
export const threadQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export const threadResponse = z.object({
  conversation: conversationView,
  messages: z.array(messageView),
  page: int,
  page_size: int,
  total: int,
  unread: int,
});
export type ThreadResponse = z.infer<typeof threadResponse>;

/** POST messages/{id} and POST messages/user/{userId}: the text, 1-2000 characters after trimming. */
export const sendMessageRequest = z.object({ message: z.string().max(20_000) });
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;
export const sendMessageResponse = z.object({ conversation: conversationView, message: messageView });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;
