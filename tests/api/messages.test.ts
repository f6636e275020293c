import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, sitterToken, spawnPlayer, type Player } from '../support/players';
import { conversationsResponse, sendMessageResponse, threadResponse } from '../../server/contract/messages';

/**
 * Player messages (issue 15, GAME.md section 9) over real HTTP and PostgreSQL: conversations between two
 * players, 1-2000 characters a message, newest first, 20 a page; opening a conversation marks it read and
 * the account's unread counter (the profile's `messages`, the top menu's envelope) stays exact under
 * racing sends and reads. A sitter reads but never writes; another player's conversation is a 403.
 */
describe('messages', () => {
  let s: TestServer;
  let ann: Player;
  let bob: Player;
  let cal: Player;
  let annSitter: string;
  const T0 = Date.parse('2026-03-01T00:00:00Z');

  const toPlayer = (to: number, message: unknown, token?: string) => s.api('POST', `/messages/user/${to}`, { token, body: { message } });
  const reply = (id: number, message: unknown, token?: string) => s.api('POST', `/messages/${id}`, { token, body: { message } });
  const list = async (token: string) => {
    const r = await s.api('GET', '/messages/', { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return conversationsResponse.parse(r.body);
  };
  const open = (id: number, token?: string, page?: number) => s.api('GET', `/messages/${id}${page === undefined ? '' : `?page=${page}`}`, { token });
  const sent = async (to: number, message: string, token: string) => {
    const r = await toPlayer(to, message, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return sendMessageResponse.parse(r.body);
  };
  const unreadOf = async (p: Player) => Number((await s.testDb.db('users').where({ id: p.id }).first('unread_messages')).unread_messages);

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    ann = await createPlayer(s);
    bob = await createPlayer(s);
    cal = await createPlayer(s);
    annSitter = await sitterToken(s, ann, cal);
  });

  it('no token: every call is a 401', async () => {
    expect((await s.api('GET', '/messages')).status).toBe(401);
    expect((await open(1)).status).toBe(401);
    expect((await reply(1, 'hi')).status).toBe(401);
    expect((await toPlayer(bob.id, 'hi')).status).toBe(401);
  });

  it('a first message starts a conversation; the recipient sees it unread, reading it clears the counter exactly', async () => {
    const first = await sent(bob.id, '  Hello Bob, shall we trade?  ', ann.token);
    expect(first.message).toMatchObject({ from_id: ann.id, mine: true, body: 'Hello Bob, shall we trade?' });
    expect(first.conversation).toMatchObject({ partner: { id: bob.id, name: bob.username }, unread: 0, last: { excerpt: 'Hello Bob, shall we trade?', mine: true } });
    const id = first.conversation.id;

    expect(await unreadOf(bob)).toBe(1);
    expect(await unreadOf(ann)).toBe(0);
    const bobs = await list(bob.token);
    expect(bobs.unread).toBe(1);
    expect(bobs.conversations).toHaveLength(1);
    expect(bobs.conversations[0]).toMatchObject({ id, partner: { id: ann.id, name: ann.username }, unread: 1, last: { from_id: ann.id, mine: false } });

    // Continuing through messages/user reuses the conversation.
    s.clock.t = T0 + 60_000;
    const second = await sent(bob.id, 'Wood for stone?', ann.token);
    expect(second.conversation.id).toBe(id);
    expect((await list(bob.token)).conversations[0]).toMatchObject({ unread: 2, last: { excerpt: 'Wood for stone?' }, updated_at: new Date(T0 + 60_000).toISOString() });
    expect(await unreadOf(bob)).toBe(2);

    const r = await open(id, bob.token);
    expect(r.status).toBe(200);
    const thread = threadResponse.parse(r.body);
    expect(thread.messages.map((m) => m.body)).toEqual(['Wood for stone?', 'Hello Bob, shall we trade?']);
    expect(thread).toMatchObject({ total: 2, page: 0, page_size: 20, unread: 0, conversation: { unread: 0 } });
    expect(await unreadOf(bob)).toBe(0);
    expect((await list(bob.token)).conversations[0].unread).toBe(0);
    // Opening it again changes nothing.
    expect(threadResponse.parse((await open(id, bob.token)).body).unread).toBe(0);
    expect(await unreadOf(bob)).toBe(0);

    // bob replies: ann's counter rises; newest conversations first.
    s.clock.t = T0 + 120_000;
    const answer = await reply(id, 'Deal.', bob.token);
    expect(answer.status).toBe(200);
    expect(sendMessageResponse.parse(answer.body).message).toMatchObject({ from_id: bob.id, mine: true, body: 'Deal.' });
    expect(await unreadOf(ann)).toBe(1);
    s.clock.t = T0 + 180_000;
    await sent(ann.id, 'Me too', cal.token);
    const anns = await list(ann.token);
    expect(anns.conversations.map((c) => c.partner.id)).toEqual([cal.id, bob.id]);
    expect(anns.unread).toBe(2);
    expect(anns.total).toBe(2);
  });

  it("the profile's messages counter is the unread count", async () => {
    const dan = await spawnPlayer(s);
    await sent(dan.id, 'one', ann.token);
    const c = await sent(dan.id, 'two', bob.token);
    const profile = async () => (await s.api('GET', '/profiles/user', { token: dan.token })).body.profile.messages;
    expect(await profile()).toBe(2);
    await open(c.conversation.id, dan.token);
    expect(await profile()).toBe(1);
  });

  it('bad bodies are 400 with error_messages; 2000 characters are fine', async () => {
    for (const bad of ['', '   \n ', 'x'.repeat(2001), 42, null, ['hi'], { text: 'hi' }]) {
      const r = await toPlayer(bob.id, bad, ann.token);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('error_messages');
    }
    expect((await toPlayer(bob.id, '', ann.token)).body.text.key).toBe('refusals.messages.empty');
    expect((await toPlayer(bob.id, 'x'.repeat(2001), ann.token)).body).toMatchObject({ message: 'A message holds at most 2000 characters' });
    const noBody = await s.api('POST', `/messages/user/${bob.id}`, { token: ann.token, body: {} });
    expect(noBody.body.error).toBe('error_messages');
    const nul = await toPlayer(bob.id, 'a\u0000b', ann.token);
    expect(nul.status).toBe(400);
    // An emoji is one character: 2000 of them are a 2000-character message.
    const c = await sent(bob.id, '😀'.repeat(2000), ann.token);
    expect(c.message.body).toHaveLength(4000);
    expect((await toPlayer(bob.id, '😀'.repeat(2001), ann.token)).status).toBe(400);
    expect((await reply(c.conversation.id, ' ', ann.token)).body.text.key).toBe('refusals.messages.empty');
    expect(await unreadOf(bob)).toBe(1);
  });

  it('to oneself 400, to an unknown player 404, bad ids 400, an unknown conversation 404', async () => {
    const self = await toPlayer(ann.id, 'hi me', ann.token);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: 'error_messages', text: { key: 'refusals.messages.toSelf' } });
    const unknown = await toPlayer(999_999, 'hello?', ann.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'error_messages', text: { key: 'refusals.messages.noSuchPlayer' } });
    expect((await toPlayer(0, 'x', ann.token)).status).toBe(400);
    expect((await s.api('POST', '/messages/user/abc', { token: ann.token, body: { message: 'x' } })).status).toBe(400);
    expect((await open(999_999, ann.token)).status).toBe(404);
    expect((await reply(999_999, 'x', ann.token)).status).toBe(404);
    expect((await s.api('GET', '/messages/abc', { token: ann.token })).body.error).toBe('error_messages');
    expect((await open(1, ann.token, -1)).status).toBe(400);
    expect(await s.testDb.db('conversations').whereIn('low_user_id', [ann.id]).orWhereIn('high_user_id', [ann.id])).toEqual([]);
  });

  it('a sitter reads the conversations and threads but writing is a 403', async () => {
    const c = await sent(ann.id, 'For ann', bob.token);
    expect((await list(annSitter)).conversations.map((x) => x.id)).toEqual([c.conversation.id]);
    const read = await open(c.conversation.id, annSitter);
    expect(read.status).toBe(200);
    expect(threadResponse.parse(read.body).messages[0].body).toBe('For ann');
    const w1 = await reply(c.conversation.id, 'As ann', annSitter);
    expect(w1.status).toBe(403);
    expect(w1.body).toMatchObject({ error: 'error_messages', text: { key: 'refusals.messages.sitter' } });
    const w2 = await toPlayer(bob.id, 'As ann', annSitter);
    expect(w2.status).toBe(403);
    expect(await s.testDb.db('messages').where({ conversation_id: c.conversation.id }).select('body')).toEqual([{ body: 'For ann' }]);
    expect(await unreadOf(bob)).toBe(0);
  });

  it("another player's conversation is a 403 to read and to write, and not in their list", async () => {
    const c = await sent(bob.id, 'private', ann.token);
    const r = await open(c.conversation.id, cal.token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'error_messages', text: { key: 'refusals.messages.notYours' } });
    expect((await reply(c.conversation.id, 'intrude', cal.token)).status).toBe(403);
    expect((await list(cal.token)).conversations).toEqual([]);
    expect(await unreadOf(bob)).toBe(1);
  });

  it('the thread pages newest first, 20 a page; the list is empty for a new player', async () => {
    expect(await list(ann.token)).toEqual({ conversations: [], page: 0, page_size: 50, total: 0, unread: 0 });
    let id = 0;
    for (let i = 1; i <= 45; i += 1) {
      s.clock.t = T0 + i * 1000;
      id = (await sent(bob.id, `m${i}`, ann.token)).conversation.id;
    }
    const page = async (n: number) => threadResponse.parse((await open(id, bob.token, n)).body);
    const p0 = await page(0);
    expect(p0.messages.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, k) => `m${45 - k}`));
    expect(p0.total).toBe(45);
    expect((await page(1)).messages[0].body).toBe('m25');
    expect((await page(2)).messages.map((m) => m.body)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect((await page(3)).messages).toEqual([]);
  });

  it('50 parallel sends make one conversation and exactly 50 unread; racing reads and sends keep the counter exact', async () => {
    // Both sides write first at once: one conversation.
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => toPlayer(bob.id, `race ${i}`, ann.token)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(results.map((r) => sendMessageResponse.parse(r.body).conversation.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await unreadOf(bob)).toBe(50);
    expect((await list(bob.token)).conversations[0].unread).toBe(50);

    // Reads and sends race: whatever the order, the counter equals the side's unread count, and a
    // final read brings both to zero.
    const mixed = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? open(id, bob.token) : reply(id, `more ${i}`, ann.token))));
    expect(mixed.map((r) => r.status)).toEqual(Array(50).fill(200));
    const side = (await list(bob.token)).conversations[0].unread;
    expect(await unreadOf(bob)).toBe(side);
    expect(side).toBeLessThanOrEqual(25);
    await open(id, bob.token);
    expect(await unreadOf(bob)).toBe(0);

    // Parallel reads of a conversation with 30 unread lower the counter by 30, not more.
    await Promise.all(Array.from({ length: 30 }, (_, i) => reply(id, `again ${i}`, ann.token)));
    await sent(bob.id, 'from cal', cal.token);
    expect(await unreadOf(bob)).toBe(31);
    const reads = await Promise.all(Array.from({ length: 20 }, () => open(id, bob.token)));
    expect(reads.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await unreadOf(bob)).toBe(1);
  });

  it('first messages racing from both sides make one conversation', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? toPlayer(bob.id, 'a', ann.token) : toPlayer(ann.id, 'b', bob.token))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.conversation.id)).size).toBe(1);
    expect(await unreadOf(ann)).toBe(10);
    expect(await unreadOf(bob)).toBe(10);
  });
});
