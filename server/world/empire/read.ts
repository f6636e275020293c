import type { Deps } from '../deps';
import { empireBuildings, empireRanking, findEmpire, membersOf, membershipOf, type EmpireRankingOrder } from '../../db/empires';
import { empireMessagesPage } from '../../db/empireMessages';
import { prestigeOf } from '../../db/prestige';
import type {
  EmpireMessagesResponse, EmpireProfileResponse, EmpireRankRow, EmpiresListResponse, EmpiresQuery, EmpiresTop10Response,
} from '../../contract/empires';
import { EMPIRE_MESSAGES_PAGE } from '../../game/empire/limits';
import { EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, notFound } from '../refusal';
import { empireRefOf, empireViewOf, memberViewOf, populationOf } from './views';

/** The Empire reads: rankings, the public profile and the caller's Empire feed. */

async function rankPage(deps: Deps, page: number, limit: number, order: EmpireRankingOrder = 'overall'): Promise<{ total: number; items: EmpireRankRow[] }> {
  const { total, rows } = await empireRanking(deps.db, page, limit, order);
  const ids = rows.map((r) => Number(r.id));
  const [buildings, prestige] = await Promise.all([empireBuildings(deps.db, ids), prestigeOf(deps.db, ids)]);
  const items = rows.map((r) => ({
    id: Number(r.id), name: r.name, name_short: r.name_short, rank: Number(r.rank), members: Number(r.members),
    population: populationOf(buildings.get(Number(r.id)) ?? []), villages: Number(r.villages),
    prestige: prestige.get(Number(r.id))?.total ?? 0,
  }));
  return { total, items };
}

/**
 * GET empires?type&page&limit. `prestige` is the race for victory (most prestige first); until the
 * statistics issue keeps counters, every other type lists the overall order: most members first, then the
 * earlier founded.
 */
export async function listEmpires(deps: Deps, q: EmpiresQuery): Promise<EmpiresListResponse> {
  const { total, items } = await rankPage(deps, q.page, q.limit, q.type === 'prestige' ? 'prestige' : 'overall');
  return { type: q.type, page: q.page, limit: q.limit, total, items };
}

export async function topEmpires(deps: Deps): Promise<EmpiresTop10Response> {
  return { items: (await rankPage(deps, 0, 10)).items };
}

/** GET empires/{id}: the public profile, members strongest role first. */
export async function empireProfile(deps: Deps, id: number, key: string): Promise<EmpireProfileResponse> {
  const [empire, rows, prestige] = await Promise.all([findEmpire(deps.db, id), membersOf(deps.db, id), prestigeOf(deps.db, [id])]);
  if (!empire) throw notFound(key, EMPIRE_TEXT.unknownEmpire);
  const members = rows.map(memberViewOf);
  return { empire: empireViewOf(empire, members, prestige.get(id)), members };
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
