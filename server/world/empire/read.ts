import type { Deps } from '../deps';
import { empireRankFigures, findEmpire, membersOf, membershipOf } from '../../db/empires';
import { empireMessagesPage } from '../../db/empireMessages';
import { prestigeOf } from '../../db/prestige';
import { empireCounters, medalsOf, rankingPage, rankingsRefreshedAt, rankingSize, rankOf, type RankRow } from '../../db/statistics';
import type {
  EmpireMessagesResponse, EmpireProfileResponse, EmpireRankRow, EmpiresListResponse, EmpiresQuery, EmpiresTop10Response,
} from '../../contract/empires';
import { EMPIRE_MESSAGES_PAGE } from '../../game/empire/limits';
import { EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, notFound } from '../refusal';
import { medalViews, statisticsView } from '../statistics/read';
import { empireRefOf, empireViewOf, memberViewOf } from './views';

/** The Empire reads: rankings (the rank table, issue 17), the public profile and the caller's Empire feed. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rank table rows with the Empires' names and the figures of the same refresh (rows of Empires gone meanwhile are dropped). */
async function empireRows(deps: Deps, rows: readonly RankRow[]): Promise<EmpireRankRow[]> {
  const figures = await empireRankFigures(deps.db, rows.map((r) => r.subject_id));
  return rows.flatMap((r) => {
    const f = figures.get(r.subject_id);
    if (!f) return [];
    return [{
      id: f.id, name: f.name, name_short: f.name_short, rank: r.rank, previous_rank: r.day_rank, value: r.value,
      members: f.members, population: f.population, villages: f.villages, prestige: f.prestige,
    }];
  });
}

/**
 * GET empires?type&page&limit: a page of an Empire ranking from the rank table (ranks page*limit+1 ..
 * (page+1)*limit, an index read), its size and the viewer's Empire's row. 'prestige' is the race for
 * victory, 'overall' population.
 */
export async function listEmpires(deps: Deps, viewerId: number, q: EmpiresQuery): Promise<EmpiresListResponse> {
  const membership = await membershipOf(deps.db, viewerId);
  const [rows, total, own, refreshed] = await Promise.all([
    rankingPage(deps.db, 'empire', q.type, q.page, q.limit),
    rankingSize(deps.db, 'empire', q.type),
    membership ? rankOf(deps.db, 'empire', q.type, membership.empire_id) : Promise.resolve(undefined),
    rankingsRefreshedAt(deps.db),
  ]);
  const [items, ownRows] = await Promise.all([empireRows(deps, rows), empireRows(deps, own ? [own] : [])]);
  return { type: q.type, page: q.page, limit: q.limit, total, items, own: ownRows[0] ?? null, refreshed_at: iso(refreshed) };
}

/** GET empires/top10: the first ten of the overall ranking (population). */
export async function topEmpires(deps: Deps): Promise<EmpiresTop10Response> {
  const [rows, refreshed] = await Promise.all([rankingPage(deps.db, 'empire', 'overall', 0, 10), rankingsRefreshedAt(deps.db)]);
  return { items: await empireRows(deps, rows), refreshed_at: iso(refreshed) };
}

/** GET empires/{id}: the public profile, members strongest role first, with its ranks, medals and statistics. */
export async function empireProfile(deps: Deps, id: number, key: string): Promise<EmpireProfileResponse> {
  const [empire, rows, prestige, overall, race, medals, counters] = await Promise.all([
    findEmpire(deps.db, id), membersOf(deps.db, id), prestigeOf(deps.db, [id]),
    rankOf(deps.db, 'empire', 'overall', id), rankOf(deps.db, 'empire', 'prestige', id),
    medalsOf(deps.db, 'empire', [id]), empireCounters(deps.db, id),
  ]);
  if (!empire || !counters) throw notFound(key, EMPIRE_TEXT.unknownEmpire);
  const members = rows.map(memberViewOf);
  return {
    empire: empireViewOf(empire, members, prestige.get(id)),
    members,
    rank: { overall: overall?.rank ?? null, prestige: race?.rank ?? null },
    medals: medalViews(medals),
    statistics: statisticsView(counters),
  };
}

/** GET empires/messages/?page: the caller's Empire feed, 20 a page, newest first. */
export async function empireFeed(deps: Deps, userId: number, page: number, key: string): Promise<EmpireMessagesResponse> {
  const m = await membershipOf(deps.db, userId);
  if (!m) throw badRequest(key, EMPIRE_TEXT.notInEmpire);
  const [empire, feed] = await Promise.all([findEmpire(deps.db, m.empire_id), empireMessagesPage(deps.db, m.empire_id, page, EMPIRE_MESSAGES_PAGE)]);
  if (!empire) throw badRequest(key, EMPIRE_TEXT.notInEmpire);
  return {
    empire: empireRefOf(empire), page, page_size: EMPIRE_MESSAGES_PAGE, total: feed.total,
    items: feed.rows.map((r) => ({
      id: r.id, type: r.type, value1: r.value1, value2: r.value2, value3: r.value3, value4: r.value4,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
