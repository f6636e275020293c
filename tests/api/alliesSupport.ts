import { expect } from 'vitest';
import type { TestServer } from '../support/server';
import type { Player } from '../support/players';
import { found, join } from './empiresSupport';

/**
 * Empires for the ally and feed tests, made through the real calls (POST empires, invites accepted: see
 * tests/api/empiresSupport.ts): the first player founds it and is Emperor, the others are invited by the
 * Emperor and accept.
 */
export async function anEmpireOf(s: TestServer, players: Player[], prefix: string): Promise<number> {
  const id = await found(s, players[0]!, prefix);
  for (const p of players.slice(1)) await join(s, players[0]!, p);
  return id;
}

/** `p` leaves its Empire (DELETE empires/); an Emperor hands the throne to `heir` first. */
export async function leave(s: TestServer, p: Player, heir?: Player): Promise<void> {
  if (heir) {
    const h = await s.api('POST', `/empires/emperor/${heir.id}`, { token: p.token });
    expect(h.status, JSON.stringify(h.body)).toBe(200);
  }
  const r = await s.api('DELETE', '/empires/', { token: p.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** The feed's newest message id now: the feed tests read what came after it (joins write member_joined). */
export async function feedMark(s: TestServer): Promise<number> {
  const row = await s.testDb.db('empire_messages').max({ id: 'id' }).first();
  return Number(row?.id ?? 0);
}

/** An Empire's feed after `mark`, oldest first, as [type, value1-4]. */
export async function feedOf(s: TestServer, empireId: number, mark: number): Promise<Array<[string, ...Array<string | null>]>> {
  const rows = await s.testDb.db('empire_messages').where({ empire_id: empireId }).where('id', '>', mark).orderBy('id').select('*');
  return rows.map((r: Record<string, string | null>) => [r.type as string, r.value1, r.value2, r.value3, r.value4]);
}
