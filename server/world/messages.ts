import type { AuthInfo, Deps } from './deps';
import type { Conn, Trx } from '../db/knex';
import {
  conversationById, conversationFor, conversationsOf, insertMessage, lockConversationOfPair, markConversationRead, messagesPage,
  unreadMessagesOf, userExists, type ConversationListRow, type ConversationRow, type MessageRow,
} from '../db/messages';
import { usernames } from '../db/users';
import { countersChanged, publish } from './push/publish';
import { checkMessage, checkRecipient, excerpt, MESSAGES_PAGE_SIZE, pairOf, sideOf } from '../game/messages/rules';
import { MESSAGES_TEXT } from '../game/messages/texts';
import type { ConversationsResponse, ConversationView, MessageView, SendMessageResponse, ThreadResponse } from '../contract/messages';
import { badRequest, notFound, refused } from './refusal';

/** The messages calls' generic key (SPEC.md section 8: message calls use a generic string key). */
export const MESSAGES_KEY = 'error_messages';
const CONVERSATIONS_PAGE_SIZE = 50;

const iso = (d: Date | string) => new Date(d).toISOString();

function conversationView(r: ConversationListRow, me: number): ConversationView {
  return {
    id: r.id,
    partner: { id: r.partner_id, name: r.partner_name },
    last: r.last_body === null || r.last_from === null || r.last_created_at === null ? null
      : { excerpt: excerpt(r.last_body), created_at: iso(r.last_created_at), from_id: r.last_from, mine: r.last_from === me },
    unread: r.unread,
    updated_at: iso(r.last_message_at),
  };
}

const messageView = (m: MessageRow, me: number): MessageView => ({
  id: m.id, from_id: m.from_user_id, mine: m.from_user_id === me, body: m.body, created_at: iso(m.created_at),
});

/** GET messages/: the kingdom's conversations, newest first, with the account's unread total. */
export async function conversationsList(deps: Deps, auth: AuthInfo, page: number): Promise<ConversationsResponse> {
  const me = auth.userId;
  const [{ rows, total }, unread] = await Promise.all([
    conversationsOf(deps.db, me, page, CONVERSATIONS_PAGE_SIZE), unreadMessagesOf(deps.db, me),
  ]);
  return { conversations: rows.map((r) => conversationView(r, me)), page, page_size: CONVERSATIONS_PAGE_SIZE, total, unread };
}

/**
 * GET messages/{id}?page: a page of the thread, newest first. Opening it marks the conversation read for
 * the caller's kingdom: under the conversation's row lock its side's unread count goes to zero and the
 * account's counter drops by exactly that many, so racing reads and sends keep the counter exact. A
 * sitter reads the owner's messages as the owner does (reading is not writing in the owner's name).
 */
export async function readConversation(deps: Deps, auth: AuthInfo, id: number, page: number): Promise<ThreadResponse> {
  const me = auth.userId;
  return deps.db.transaction(async (trx) => {
    const c = await conversationById(trx, id, true);
    if (!c) throw notFound(MESSAGES_KEY, MESSAGES_TEXT.noSuchConversation);
    const side = sideOf(c, me);
    if (!side) throw refused(403, MESSAGES_KEY, MESSAGES_TEXT.notYours);
    // The account's other pages hear the lower unread count.
    if (await markConversationRead(trx, c, side, deps.now()) > 0) countersChanged(trx, deps, me);
    return threadAnswer(trx, id, me, page);
  });
}

async function threadAnswer(db: Conn, id: number, me: number, page: number): Promise<ThreadResponse> {
  const [view, { rows, total }, unread] = await Promise.all([
    conversationFor(db, id, me), messagesPage(db, id, page, MESSAGES_PAGE_SIZE), unreadMessagesOf(db, me),
  ]);
  if (!view) throw notFound(MESSAGES_KEY, MESSAGES_TEXT.noSuchConversation);
  return { conversation: conversationView(view, me), messages: rows.map((m) => messageView(m, me)), page, page_size: MESSAGES_PAGE_SIZE, total, unread };
}

/** A sitter reads but never writes in the owner's name (GAME.md section 9). */
function ownerOnly(auth: AuthInfo): void {
  if (auth.isSitter) throw refused(403, MESSAGES_KEY, MESSAGES_TEXT.sitter);
}

function bodyOf(raw: string): string {
  const checked = checkMessage(raw);
  if (!checked.ok) throw badRequest(MESSAGES_KEY, checked.text);
  return checked.body;
}

async function sendAnswer(db: Conn, id: number, me: number, m: MessageRow): Promise<SendMessageResponse> {
  const view = await conversationFor(db, id, me);
  if (!view) throw notFound(MESSAGES_KEY, MESSAGES_TEXT.noSuchConversation);
  return { conversation: conversationView(view, me), message: messageView(m, me) };
}

/** Push `message` to the conversation's other kingdom (its pages and its sitter's), sent when the message commits. */
async function tellRecipient(trx: Trx, deps: Deps, c: ConversationRow, from: number): Promise<void> {
  if (!deps.push) return;
  const to = c.low_user_id === from ? c.high_user_id : c.low_user_id;
  const name = (await usernames(trx, [from])).get(from) ?? '';
  publish(trx, deps, to, { type: 'message', conversation_id: c.id, from: name });
}

/** POST messages/{id}: a reply in a conversation of the caller's kingdom (another's: 403; none: 404). */
export async function replyInConversation(deps: Deps, auth: AuthInfo, id: number, raw: string): Promise<SendMessageResponse> {
  ownerOnly(auth);
  const body = bodyOf(raw);
  const me = auth.userId;
  return deps.db.transaction(async (trx) => {
    const c = await conversationById(trx, id, true);
    if (!c) throw notFound(MESSAGES_KEY, MESSAGES_TEXT.noSuchConversation);
    if (!sideOf(c, me)) throw refused(403, MESSAGES_KEY, MESSAGES_TEXT.notYours);
    const m = await insertMessage(trx, c, me, body, deps.now());
    await tellRecipient(trx, deps, c, me);
    return sendAnswer(trx, c.id, me, m);
  });
}

/**
 * POST messages/user/{userId}: starts or continues the conversation with that player (to oneself 400,
 * unknown player 404). The pair's row is made or found and locked in one statement.
 */
export async function sendToPlayer(deps: Deps, auth: AuthInfo, to: number, raw: string): Promise<SendMessageResponse> {
  ownerOnly(auth);
  const me = auth.userId;
  const self = checkRecipient(me, to);
  if (self) throw badRequest(MESSAGES_KEY, self);
  const body = bodyOf(raw);
  return deps.db.transaction(async (trx) => {
    if (!(await userExists(trx, to))) throw notFound(MESSAGES_KEY, MESSAGES_TEXT.noSuchPlayer);
    const { low, high } = pairOf(me, to);
    const now = deps.now();
    const c = await lockConversationOfPair(trx, low, high, now);
    const m = await insertMessage(trx, c, me, body, now);
    await tellRecipient(trx, deps, c, me);
    return sendAnswer(trx, c.id, me, m);
  });
}
