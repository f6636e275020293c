import type { Db } from '../../server/db/knex';
import { issueToken } from '../../server/db/tokens';
import { newVillageSetup } from '../../server/game/economy';

/**
 * Bulk SQL seeding for the benchmarks: players (no password: login is not benchmarked), villages
 * with the standard new-village setup (server/game/economy.ts newVillageSetup, the rows insertVillage
 * writes) spread evenly over the map, and owner tokens for the players the load uses. One
 * INSERT ... SELECT generate_series per table, so 100,000 villages take seconds, not the hours the
 * register/spawn calls (argon2, spawn rules) would.
 */

export interface Seeded {
  /** Players with tokens (the first `withTokens`), each with their villages' ids. */
  players: Array<{ id: number; token: string; villages: number[] }>;
  playerCount: number;
  villageCount: number;
}

export async function seedWorld(db: Db, opts: { players: number; villages: number; maxCoord: number; withTokens: number; now: Date }): Promise<Seeded> {
  const { players, villages, maxCoord, now } = opts;
  const side = 2 * maxCoord + 1;
  if (villages > side * side) throw new Error(`${villages} villages do not fit a ${side} x ${side} map`);
  if (villages < players) throw new Error('every player needs a village');
  const tag = `${Date.now() % 100000}`;
  const users = await db.raw(
    `INSERT INTO users (username, email, password_hash, created_at, account_updated_at)
     SELECT 'b' || ? || '_' || g, 'b' || ? || '_' || g || '@example.test', '!no-login', ?, ?
       FROM generate_series(1, ?) g RETURNING id`,
    [tag, tag, now, now, players],
  );
  const userIds: number[] = users.rows.map((r: { id: number }) => Number(r.id)).sort((a: number, b: number) => a - b);
  const setup = newVillageSetup();
  // Village g sits on tile g * step of the map in row-major order (evenly spread) and belongs to
  // player g mod players; `step` >= 1 keeps the tiles distinct.
  const step = Math.max(1, Math.floor((side * side) / villages));
  const ids = await db.raw(
    `INSERT INTO villages (user_id, name, x, y, tier, wood, stone, iron, food, resources_updated_at, created_at)
     SELECT (?::int[])[1 + (g % ?)], 'Village ' || g,
            ((g::bigint * ?) % ?)::int - ?, ((g::bigint * ?) / ?)::int - ?, 'village', ?, ?, ?, ?, ?, ?
       FROM generate_series(0, ? - 1) g RETURNING id, user_id`,
    [userIds, players, step, side, maxCoord, step, side, maxCoord,
      setup.stock.wood, setup.stock.stone, setup.stock.iron, setup.stock.food, now, now, villages],
  );
  const villageRows: Array<{ id: number; user_id: number }> = ids.rows;
  const values = setup.buildings.map(() => '(?, ?::int)').join(', ');
  await db.raw(
    `INSERT INTO village_buildings (village_id, type, level)
     SELECT v.id, b.type, b.level FROM villages v CROSS JOIN (VALUES ${values}) AS b(type, level)`,
    setup.buildings.flatMap((b) => [b.type, b.level]),
  );
  const byUser = new Map<number, number[]>();
  for (const v of villageRows) {
    const list = byUser.get(Number(v.user_id)) ?? [];
    list.push(Number(v.id));
    byUser.set(Number(v.user_id), list);
  }
  const withTokens = userIds.slice(0, opts.withTokens);
  const expiresAt = new Date(now.getTime() + 365 * 86400_000);
  const seeded: Seeded['players'] = [];
  for (const id of withTokens) {
    const token = await issueToken(db, { userId: id, actorId: id, isSitter: false, expiresAt });
    seeded.push({ id, token, villages: (byUser.get(id) ?? []).sort((a, b) => a - b) });
  }
  await db.raw('ANALYZE');
  return { players: seeded, playerCount: players, villageCount: villages };
}
