import { expect } from 'vitest';
import type { TestServer } from '../support/server';
import { createPlayer, sitterToken, type Player } from '../support/players';

/** Helpers of the Empire API tests (tests/api/empires*.test.ts): founding and joining through the real calls. */

let n = 0;
/** A fresh Empire name and abbreviation (each test server has its own database; the counter keeps them apart). */
export function names(prefix = 'Realm'): { name: string; nameShort: string } {
  n += 1;
  return { name: `${prefix} ${n}`, nameShort: `R${n.toString(36)}`.slice(0, 5) };
}

export async function found(s: TestServer, p: Player, prefix?: string): Promise<number> {
  const r = await s.api('POST', '/empires', { token: p.token, body: names(prefix) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.exists).toBe(false);
  return r.body.empire.id;
}

/** `inviter` invites `p`, `p` accepts: answers the invite id. */
export async function join(s: TestServer, inviter: Player, p: Player): Promise<number> {
  const inv = await s.api('POST', `/empires/invites/${p.id}`, { token: inviter.token });
  expect(inv.status, JSON.stringify(inv.body)).toBe(200);
  const acc = await s.api('POST', `/empires/invites/user/accept/${inv.body.invite.id}`, { token: p.token });
  expect(acc.status, JSON.stringify(acc.body)).toBe(200);
  return inv.body.invite.id;
}

export interface EmpireCast {
  empireId: number;
  emperor: Player;
  officer: Player;
  member: Player;
  outsider: Player;
  /** A sitter's token for the Emperor's account. */
  emperorSitter: string;
  /** A sitter's token for the member's account. */
  memberSitter: string;
}

/** An Empire with an Emperor, an officer and a member, and an outsider; sitters of the Emperor and the member. */
export async function anEmpire(s: TestServer): Promise<EmpireCast> {
  const [emperor, officer, member, outsider, sitter] = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(s)));
  const empireId = await found(s, emperor);
  await join(s, emperor, officer);
  await join(s, emperor, member);
  const named = await s.api('POST', `/empires/members/${officer.id}/officer`, { token: emperor.token });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  return {
    empireId, emperor, officer, member, outsider,
    emperorSitter: await sitterToken(s, emperor, sitter), memberSitter: await sitterToken(s, member, sitter),
  };
}

export async function membership(s: TestServer, userId: number): Promise<{ empire_id: number; role: string } | undefined> {
  return s.testDb.db('empire_members').where({ user_id: userId }).first('empire_id', 'role');
}

export async function feedTypes(s: TestServer, empireId: number): Promise<string[]> {
  return (await s.testDb.db('empire_messages').where({ empire_id: empireId }).orderBy('id').select('type')).map((r) => r.type);
}
