import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer } from '../support/players';
import { anEmpire, feedTypes, found, membership, type EmpireCast } from './empiresSupport';

/**
 * Invites, kicks, officers, the throne and leaving over real HTTP and PostgreSQL (issue 15, GAME.md
 * section 9), by role: Emperor, officer, member, outsider, sitter, no token.
 */
describe('empires: invites and members', () => {
  let s: TestServer;
  let c: EmpireCast;
  const invite = (userId: number, token?: string) => s.api('POST', `/empires/invites/${userId}`, { token });
  const accept = (id: number, token?: string) => s.api('POST', `/empires/invites/user/accept/${id}`, { token });
  const decline = (id: number, token?: string) => s.api('POST', `/empires/invites/user/decline/${id}`, { token });
  const revoke = (id: number, token?: string) => s.api('DELETE', `/empires/invites/${id}`, { token });
  const kick = (id: number, token?: string) => s.api('DELETE', `/empires/members/${id}`, { token });

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => { c = await anEmpire(s); });

  it('an officer invites (The Kingdom was invited); again is a success flagged outstanding; both lists show it', async () => {
    const r = await invite(c.outsider.id, c.officer.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ outstanding: false, text: { key: 'success_empire_invited' }, invite: { status: 'invited', user: { id: c.outsider.id }, invited_by: { id: c.officer.id }, empire: { id: c.empireId } } });
    const again = await invite(c.outsider.id, c.emperor.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outstanding: true, text: { key: 'success_empire_invite_exists' }, invite: { id: r.body.invite.id } });
    expect((await s.testDb.db('empire_invites').where({ user_id: c.outsider.id, status: 'invited' })).length).toBe(1);

    const mine = await s.api('GET', '/empires/invites/user', { token: c.outsider.token });
    expect(mine.body.items.map((i: { id: number }) => i.id)).toEqual([r.body.invite.id]);
    expect(mine.body.items[0].empire.name).toBeTruthy();
    for (const token of [c.emperor.token, c.officer.token, c.emperorSitter]) {
      const list = await s.api('GET', '/empires/invites', { token });
      expect(list.status).toBe(200);
      expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([r.body.invite.id]);
    }
    expect((await s.api('GET', '/empires/invites', { token: c.member.token })).status).toBe(403);
    expect((await s.api('GET', '/empires/invites', { token: c.outsider.token })).status).toBe(400);
    expect((await s.api('GET', '/empires/invites')).status).toBe(401);
    expect((await s.api('GET', '/empires/invites/user')).status).toBe(401);
  });

  it('who may not invite: a member 403, an outsider 400, a sitter 403, no token 401; self, members, unknown kingdoms and bad ids refused', async () => {
    const target = await createPlayer(s);
    expect((await invite(target.id, c.member.token)).body).toMatchObject({ error: 'error_empire_invite', text: { key: 'refusals.empire.officersOnly' } });
    expect((await invite(target.id, c.member.token)).status).toBe(403);
    expect((await invite(target.id, c.outsider.token)).body.text.key).toBe('refusals.empire.notInEmpire');
    expect((await invite(target.id, c.emperorSitter)).status).toBe(403);
    expect((await invite(target.id)).status).toBe(401);
    expect((await invite(c.emperor.id, c.emperor.token)).body.text.key).toBe('refusals.empire.inviteSelf');
    expect((await invite(c.member.id, c.officer.token)).body.text.key).toBe('refusals.empire.inviteMember');
    const unknown = await invite(99_999_999, c.emperor.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.text.key).toBe('refusals.empire.unknownKingdom');
    for (const bad of ['abc', '0', '-1', '1.5']) expect((await invite(bad as unknown as number, c.emperor.token)).status, bad).toBe(400);
    expect(await s.testDb.db('empire_invites').where({ user_id: target.id })).toEqual([]);
  });

  it('accept joins as member with member_joined in the feed; accepting twice, another\'s invite or as a sitter is refused', async () => {
    const inv = (await invite(c.outsider.id, c.officer.token)).body.invite.id;
    const stranger = await createPlayer(s);
    expect((await accept(inv, stranger.token)).status).toBe(404);
    expect((await accept(inv, c.memberSitter)).status).toBe(403);
    expect((await accept(inv)).status).toBe(401);
    const r = await accept(inv, c.outsider.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'member', empire: { id: c.empireId }, invite: { id: inv, status: 'accepted' } });
    expect(r.body.invite.closed_at).not.toBeNull();
    expect(await membership(s, c.outsider.id)).toEqual({ empire_id: c.empireId, role: 'member' });
    expect(await feedTypes(s, c.empireId)).toEqual(['member_joined', 'member_joined', 'member_joined']);
    const again = await accept(inv, c.outsider.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'error_empire_invite', text: { key: 'refusals.empire.inviteClosed' } });
    const snap = (await s.testDb.db('empire_invites').where({ id: inv }).first('snapshot')).snapshot;
    expect(snap).toMatchObject({ value: 'accepted', context: { empireId: c.empireId, userId: c.outsider.id, invitedBy: c.officer.id } });
    expect((await accept(99_999_999, c.outsider.token)).status).toBe(404);
    expect((await accept('x' as unknown as number, c.outsider.token)).status).toBe(400);
  });

  it('a kingdom in an Empire cannot accept another\'s invite until it leaves', async () => {
    const other = await createPlayer(s);
    await found(s, other);
    const inv = (await invite(c.member.id, other.token)).body.invite.id;
    const r = await accept(inv, c.member.token);
    expect(r.status).toBe(400);
    expect(r.body.text.key).toBe('refusals.empire.alreadyInEmpire');
    expect((await s.api('DELETE', '/empires', { token: c.member.token })).status).toBe(200);
    expect((await accept(inv, c.member.token)).status).toBe(200);
    expect((await membership(s, c.member.id))?.role).toBe('member');
  });

  it('decline closes the invite; revoke (officer, Emperor) says The invite was revoked; a member or another Empire cannot revoke', async () => {
    const a = (await invite(c.outsider.id, c.officer.token)).body.invite.id;
    expect((await decline(a, c.member.token)).status).toBe(404);
    expect((await decline(a, c.memberSitter)).status).toBe(403);
    const d = await decline(a, c.outsider.token);
    expect(d.status).toBe(200);
    expect(d.body.invite.status).toBe('declined');
    expect((await decline(a, c.outsider.token)).body.text.key).toBe('refusals.empire.inviteClosed');
    expect((await accept(a, c.outsider.token)).status).toBe(400);

    const b = (await invite(c.outsider.id, c.emperor.token)).body.invite.id;
    expect(b).not.toBe(a);
    expect((await revoke(b, c.member.token)).status).toBe(403);
    expect((await revoke(b, c.emperorSitter)).status).toBe(403);
    const other = await createPlayer(s);
    await found(s, other);
    expect((await revoke(b, other.token)).status).toBe(404);
    const r = await revoke(b, c.officer.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ text: { key: 'success_empire_invite_revoked' }, invite: { id: b, status: 'revoked' } });
    expect((await revoke(b, c.emperor.token)).body.text.key).toBe('refusals.empire.inviteClosed');
    expect((await accept(b, c.outsider.token)).body.text.key).toBe('refusals.empire.inviteClosed');
    expect((await s.api('GET', '/empires/invites/user', { token: c.outsider.token })).body.items).toEqual([]);
    expect(await membership(s, c.outsider.id)).toBeUndefined();
  });

  it('kicks: officers remove members, never officers or the Emperor; the Emperor anyone but himself; member_left written', async () => {
    const extra = await createPlayer(s);
    const inv = (await invite(extra.id, c.officer.token)).body.invite.id;
    await accept(inv, extra.token);
    expect((await kick(c.member.id, c.member.token)).status).toBe(403);
    expect((await kick(c.member.id, c.emperorSitter)).status).toBe(403);
    expect((await kick(c.member.id)).status).toBe(401);
    expect((await kick(c.member.id, c.outsider.token)).status).toBe(400);
    expect((await kick(c.emperor.id, c.officer.token)).body).toMatchObject({ error: 'error_empire_modify', text: { key: 'refusals.empire.kickEmperor' } });
    expect((await kick(c.officer.id, c.officer.token)).body.text.key).toBe('refusals.empire.kickSelf');
    expect((await kick(c.emperor.id, c.emperor.token)).body.text.key).toBe('refusals.empire.kickSelf');
    expect((await kick(c.outsider.id, c.officer.token)).status).toBe(404);

    const r = await kick(c.member.id, c.officer.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: c.member.id, text: { key: 'success_empire_member_removed' }, empire: { id: c.empireId } });
    expect(await membership(s, c.member.id)).toBeUndefined();
    const left = await s.testDb.db('empire_messages').where({ empire_id: c.empireId, type: 'member_left' }).first('*');
    expect(left).toMatchObject({ value1: c.member.username, value2: String(c.member.id), value3: 'kicked' });

    // A second officer cannot be kicked by an officer, but by the Emperor.
    expect((await s.api('POST', `/empires/members/${extra.id}/officer`, { token: c.emperor.token })).status).toBe(200);
    const o = await kick(extra.id, c.officer.token);
    expect(o.status).toBe(403);
    expect(o.body.text.key).toBe('refusals.empire.kickOfficer');
    expect((await kick(extra.id, c.emperor.token)).status).toBe(200);
    expect((await kick('x' as unknown as number, c.emperor.token)).status).toBe(400);
  });

  it('officers: only the Emperor names and removes them; the throne goes to a member and the old Emperor stays an officer', async () => {
    const name = (id: number, token?: string) => s.api('POST', `/empires/members/${id}/officer`, { token });
    const unname = (id: number, token?: string) => s.api('DELETE', `/empires/members/${id}/officer`, { token });
    expect((await name(c.member.id, c.officer.token)).status).toBe(403);
    expect((await name(c.member.id, c.emperorSitter)).status).toBe(403);
    expect((await name(c.officer.id, c.emperor.token)).body.text.key).toBe('refusals.empire.alreadyOfficer');
    expect((await unname(c.member.id, c.emperor.token)).body.text.key).toBe('refusals.empire.notOfficer');
    expect((await name(c.outsider.id, c.emperor.token)).status).toBe(404);
    const r = await name(c.member.id, c.emperor.token);
    expect(r.status).toBe(200);
    expect(r.body.members).toEqual([expect.objectContaining({ user_id: c.member.id, role: 'officer' })]);
    expect((await unname(c.member.id, c.emperor.token)).body.members[0].role).toBe('member');

    const hand = (id: number, token?: string) => s.api('POST', `/empires/emperor/${id}`, { token });
    expect((await hand(c.member.id, c.officer.token)).status).toBe(403);
    expect((await hand(c.member.id, c.emperorSitter)).status).toBe(403);
    expect((await hand(c.emperor.id, c.emperor.token)).body.text.key).toBe('refusals.empire.handOverSelf');
    expect((await hand(c.outsider.id, c.emperor.token)).status).toBe(404);
    expect((await hand(c.member.id)).status).toBe(401);
    const h = await hand(c.member.id, c.emperor.token);
    expect(h.status).toBe(200);
    expect(await membership(s, c.member.id)).toEqual({ empire_id: c.empireId, role: 'emperor' });
    expect(await membership(s, c.emperor.id)).toEqual({ empire_id: c.empireId, role: 'officer' });
    expect((await s.api('PUT', '/empires', { token: c.member.token, body: { description: 'new reign' } })).status).toBe(200);
  });

  it('leaving: a member leaves (member_left); an Emperor with members is refused; the Emperor alone dissolves the Empire', async () => {
    expect((await s.api('DELETE', '/empires', { token: c.memberSitter })).status).toBe(403);
    expect((await s.api('DELETE', '/empires')).status).toBe(401);
    expect((await s.api('DELETE', '/empires', { token: c.outsider.token })).body.text.key).toBe('refusals.empire.notInEmpire');
    const refused = await s.api('DELETE', '/empires', { token: c.emperor.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'error_empire_modify', text: { key: 'refusals.empire.emperorLeave' } });
    for (const p of [c.member, c.officer]) {
      const r = await s.api('DELETE', '/empires', { token: p.token });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ empire: { id: c.empireId }, dissolved: false });
    }
    expect((await feedTypes(s, c.empireId)).filter((t) => t === 'member_left')).toHaveLength(2);
    const d = await s.api('DELETE', '/empires', { token: c.emperor.token });
    expect(d.body).toMatchObject({ dissolved: true });
    expect(await s.testDb.db('empires').where({ id: c.empireId })).toEqual([]);
    expect((await s.api('GET', `/empires/${c.empireId}`, { token: c.emperor.token })).status).toBe(404);
    expect((await s.api('GET', '/profiles/user', { token: c.emperor.token })).body.profile.empire).toBeNull();
  });
});
