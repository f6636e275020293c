import type { Deps } from '../deps';
import { findEmpire, membersOf, membershipOf } from '../../db/empires';
import { empireMessagesPage } from '../../db/empireMessages';
import { prestigeOf } from '../../db/prestige';
import { empireCounters, medalsOf, rankOf } from '../../db/statistics';
import { empireRankingPage, type EmpirePageRow } from '../../db/rankingReads';
import type {
  EmpireMessagesResponse, EmpireProfileResponse, EmpireRankRow, EmpiresListResponse, EmpiresQuery, EmpiresTop10Response,
} from '../../contract/empires';
import { EMPIRE_MESSAGES_PAGE } from '../../game/empire/limits';
import { EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, notFound } from '../refusal';
import { medalViews, rankingAnswer, statisticsView } from '../statistics/read';
import { empireRefOf, empireViewOf, memberViewOf } from './views';

/** The Empire reads: rankings (the rank table, issue 17), the public profile and the caller's Empire feed. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An Empire ranking row as the calls answer it. */
const empireRow = (r: EmpirePageRow): EmpireRankRow => ({
  id: r.subject_id, name: r.name, name_short: r.name_short, rank: r.rank, previous_rank: r.day_rank, value: r.value,
  members: r.members, population: r.population, villages: r.villages, prestige: r.prestige,
});

/**
 * GET empires?type&page&limit: a page of an Empire ranking from the rank table (ranks page*limit+1 ..
 * (page+1)*limit), its size and the viewer's Empire's row, in one indexed statement. 'prestige' is the race
 * for victory, 'overall' population.
 */
export async function listEmpires(deps: Deps, viewerId: number, q: EmpiresQuery): Promise<EmpiresListResponse> {
  return rankingAnswer(await empireRankingPage(deps.db, q.type, q.page, q.limit, viewerId), q, empireRow);
}

/** GET empires/top10: the first ten of the overall ranking (population). */
export async function topEmpires(deps: Deps): Promise<EmpiresTop10Response> {
  const r = await empireRankingPage(deps.db, 'overall', 0, 10, 0);
  return { items: r.rows.map(empireRow), refreshed_at: iso(r.refreshedAt) };
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
