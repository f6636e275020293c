import type { Db } from '../../server/db/knex';
import { hashToken, newToken } from '../../server/db/tokens';
import { seedWorld } from './seed';

/** A page of benchmark 7: the account, one of its villages, the bearer token its push connection opens with. */
export interface PushPage { user: number; village: number; token: string }

/**
 * `players` kingdoms with one village each (tests/bench/seed.ts) and one live token each, the tokens
 * written in bulk (issueToken's one insert per token would take minutes at 10,000 on the loaded machine).
 */
export async function seedPushPages(db: Db, players: number, now: Date): Promise<PushPage[]> {
  const maxCoord = Math.ceil(Math.sqrt(players) / 2) + 1;
  await seedWorld(db, { players, villages: players, maxCoord, withTokens: 0, now });
  const villages: Array<{ id: number; user_id: number }> = (await db.raw('SELECT min(id) AS id, user_id FROM villages GROUP BY user_id ORDER BY user_id')).rows;
  const expiresAt = new Date(now.getTime() + 365 * 86400_000);
  const pages = villages.map((v) => ({ user: Number(v.user_id), village: Number(v.id), token: newToken() }));
  for (let i = 0; i < pages.length; i += 2_000) {
    await db('auth_tokens').insert(pages.slice(i, i + 2_000).map((p) => ({
      user_id: p.user, actor_id: p.user, is_sitter: false, token_hash: hashToken(p.token), expires_at: expiresAt,
    })));
  }
  await db.raw('ANALYZE auth_tokens');
  return pages;
}
