import { preparedStatement, type Conn } from './knex';

/**
 * The ranking pages (GET profiles, profiles/top10, empires, empires/top10) in one round trip each: a named
 * prepared statement reads the page's rank range and the viewer's own row by index, with their names and
 * figures, the ranking's size (its last rank) and when the table was refreshed. No aggregate over the
 * world: a page costs the same at any world size (GAME.md section 10).
 */

export interface RankingPageRow {
  own: boolean; subject_id: number; rank: number; value: number; day_rank: number | null;
}
export interface KingdomPageRow extends RankingPageRow {
  username: string; population: number; villages: number; medals: number;
  empire: { id: number; name: string; name_short: string } | null;
}
export interface EmpirePageRow extends RankingPageRow {
  name: string; name_short: string; members: number; population: number; villages: number; prestige: number;
}
export interface RankingPage<T> { total: number; refreshedAt: Date | null; rows: T[] }

const num = (v: unknown) => Number(v ?? 0);

const PAGE = (scope: 'kingdom' | 'empire') => `
  WITH p AS (
    SELECT false AS own, subject_id, rank, value, day_rank FROM rankings
     WHERE scope = '${scope}' AND type = :type AND rank > :from AND rank <= :to
    UNION ALL
    SELECT true AS own, subject_id, rank, value, day_rank FROM rankings
     WHERE scope = '${scope}' AND type = :type
       AND subject_id = ${scope === 'kingdom' ? ':viewer' : '(SELECT empire_id FROM empire_members WHERE user_id = :viewer)'}
  )`;
const HEAD = (scope: 'kingdom' | 'empire') => `
  SELECT b.total, b.refreshed_at, x.*
    FROM (SELECT (SELECT max(rank) FROM rankings WHERE scope = '${scope}' AND type = :type) AS total,
                 (SELECT rankings_at FROM world WHERE id = 1) AS refreshed_at) b`;

const kingdomPage = preparedStatement('ranking_kingdoms', `${PAGE('kingdom')}
  ${HEAD('kingdom')}
    LEFT JOIN LATERAL (
      SELECT p.own, p.subject_id, p.rank, p.value, p.day_rank, u.username, k.population, k.villages, k.medals,
             e.id AS empire_id, e.name AS empire_name, e.name_short AS empire_short
        FROM p JOIN users u ON u.id = p.subject_id
        LEFT JOIN kingdom_stats k ON k.user_id = p.subject_id
        LEFT JOIN empire_members m ON m.user_id = p.subject_id
        LEFT JOIN empires e ON e.id = m.empire_id
    ) x ON true
   ORDER BY x.own, x.rank`, ['type', 'from', 'to', 'viewer']);

const empirePage = preparedStatement('ranking_empires', `${PAGE('empire')}
  ${HEAD('empire')}
    LEFT JOIN LATERAL (
      SELECT p.own, p.subject_id, p.rank, p.value, p.day_rank, e.name, e.name_short,
        (SELECT value FROM rankings f WHERE f.scope = 'empire' AND f.type = 'members' AND f.subject_id = p.subject_id) AS members,
        (SELECT value FROM rankings f WHERE f.scope = 'empire' AND f.type = 'overall' AND f.subject_id = p.subject_id) AS population,
        (SELECT value FROM rankings f WHERE f.scope = 'empire' AND f.type = 'villages' AND f.subject_id = p.subject_id) AS villages,
        (SELECT value FROM rankings f WHERE f.scope = 'empire' AND f.type = 'prestige' AND f.subject_id = p.subject_id) AS prestige
        FROM p JOIN empires e ON e.id = p.subject_id
    ) x ON true
   ORDER BY x.own, x.rank`, ['type', 'from', 'to', 'viewer']);

const base = (r: Record<string, unknown>): RankingPageRow => ({
  own: r.own === true, subject_id: num(r.subject_id), rank: num(r.rank), value: num(r.value),
  day_rank: r.day_rank === null || r.day_rank === undefined ? null : num(r.day_rank),
});
const head = (rows: Array<Record<string, unknown>>) => ({
  total: num(rows[0]?.total), refreshedAt: rows[0]?.refreshed_at ? new Date(rows[0].refreshed_at as string) : null,
});

/**
 * A page of a kingdom ranking (ranks page*limit+1 .. (page+1)*limit) and the viewer's own row (own: true;
 * viewer 0 for none), with names, Empires and headline counters. Kingdoms deleted meanwhile are left out.
 */
export async function kingdomRankingPage(db: Conn, type: string, page: number, limit: number, viewerId: number): Promise<RankingPage<KingdomPageRow>> {
  const rows = await kingdomPage(db, { type, from: page * limit, to: (page + 1) * limit, viewer: viewerId });
  return {
    ...head(rows),
    rows: rows.filter((r) => r.subject_id !== null).map((r) => ({
      ...base(r), username: String(r.username), population: num(r.population), villages: num(r.villages), medals: num(r.medals),
      empire: r.empire_id ? { id: num(r.empire_id), name: String(r.empire_name), name_short: String(r.empire_short) } : null,
    })),
  };
}

/**
 * The same for Empires, with the figures of the same refresh (members, population, villages, prestige); the
 * own row is the viewer's (a kingdom's) Empire's.
 */
export async function empireRankingPage(db: Conn, type: string, page: number, limit: number, viewerId: number): Promise<RankingPage<EmpirePageRow>> {
  const rows = await empirePage(db, { type, from: page * limit, to: (page + 1) * limit, viewer: viewerId });
  return {
    ...head(rows),
    rows: rows.filter((r) => r.subject_id !== null).map((r) => ({
      ...base(r), name: String(r.name), name_short: String(r.name_short), members: num(r.members), population: num(r.population),
      villages: num(r.villages), prestige: num(r.prestige),
    })),
  };
}
