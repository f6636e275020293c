import type { TestServer } from './server';
import type { Quadrant } from '../../server/contract/world';
import { issueToken } from '../../server/db/tokens';
import { hashPassword } from '../../server/auth/passwords';
import { insertVillage } from '../../server/db/villages';
import { newVillageSetup } from '../../server/game/economy';

/**
 * Scenario helpers: players made directly in the test database (no register/login round trips),
 * villages founded through the real POST user/spawnVillage or placed at exact coordinates.
 */

export interface Player {
  id: number;
  username: string;
  /** The owner's bearer token. */
  token: string;
}

export interface PlayerWithVillage extends Player {
  village: { id: number; name: string; x: number; y: number };
}

let counter = 0;

/** A unique 3-15 character username. */
export function uniqueName(prefix = 'p'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1e4)}`.slice(0, 15);
}

/**
 * An account with an owner token valid for a year of test-clock time. Without a password the stored
 * hash matches nothing (login impossible, which most API tests do not need; hashing costs ~50 ms).
 */
export async function createPlayer(s: TestServer, opts: { username?: string; password?: string; email?: string } = {}): Promise<Player> {
  const username = opts.username ?? uniqueName();
  const rows: Array<{ id: number }> = await s.testDb.db('users').insert({
    username,
    email: opts.email ?? `${username.toLowerCase()}@example.test`,
    password_hash: opts.password ? await hashPassword(opts.password) : '!no-login',
    created_at: s.clock.now(),
    account_updated_at: s.clock.now(),
  }).returning('id');
  const id = rows[0].id;
  const token = await issueToken(s.testDb.db, { userId: id, actorId: id, isSitter: false, expiresAt: new Date(s.clock.t + 365 * 86400_000) });
  return { id, username, token };
}

/** Makes `sitter` a sitter of `owner` and returns the sitter's token for the owner's account. */
export async function sitterToken(s: TestServer, owner: { id: number }, sitter: { id: number }): Promise<string> {
  await s.testDb.db('sitters').insert({ owner_id: owner.id, sitter_id: sitter.id }).onConflict(['owner_id', 'sitter_id']).ignore();
  return issueToken(s.testDb.db, { userId: owner.id, actorId: sitter.id, isSitter: true, expiresAt: new Date(s.clock.t + 365 * 86400_000) });
}

/** A new player who founds a kingdom through POST user/spawnVillage. */
export async function spawnPlayer(s: TestServer, quadrant: Quadrant = 'NE', opts: { username?: string; password?: string } = {}): Promise<PlayerWithVillage> {
  const p = await createPlayer(s, opts);
  const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant } });
  if (r.status !== 200) throw new Error(`spawnVillage failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...p, village: r.body.village };
}

/**
 * A village at exact coordinates with the standard new-village setup (no spawn rules: the caller
 * picks a land tile). Returns its id.
 */
export async function placeVillage(
  s: TestServer,
  owner: { id: number; username?: string },
  at: { x: number; y: number; name?: string; tier?: 'village' | 'town' | 'city' },
): Promise<number> {
  const setup = newVillageSetup();
  const id = await s.testDb.db.transaction(async (trx) => {
    const vid = await insertVillage(trx, {
      userId: owner.id, name: at.name ?? `${owner.username ?? 'player'}'s village`, x: at.x, y: at.y,
      stock: setup.stock, buildings: setup.buildings, now: s.clock.now(),
    });
    if (vid === undefined) throw new Error(`tile (${at.x}|${at.y}) already holds a village`);
    if (at.tier && at.tier !== 'village') await trx('villages').where({ id: vid }).update({ tier: at.tier });
    return vid;
  });
  return id;
}
