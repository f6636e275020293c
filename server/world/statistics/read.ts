import type { Deps } from '../deps';
import {
  empireNames, kingdomTags, medalWeek, rankHistory, type KingdomCounters, type MedalRow, rankOf, serverHistory, serverTotals, weeklyTop,
} from '../../db/statistics';
import { findEmpire, kingdomName } from '../../db/empires';
import { phaseAt } from '../../game/phase';
import {
  killDeathRatio, MEDAL_CATEGORIES, statWeekEnd, statWeekOf, STATISTICS_TEXT, type KingdomRanking, type MedalType,
} from '../../game/statistics';
import { STATISTICS } from '../../game/data/statistics';
import { badRequest, notFound } from '../refusal';
import {
  STATISTICS_KEY, type KingdomRankRow, type MedalView, type ProfilesQuery, type ProfilesRankingResponse, type ProfilesTop10Response,
  type RankHistoryResponse, type ServerStatisticsResponse, type StatisticsWeekResponse,
} from '../../contract/statistics';
import type { ProfileStatistics } from '../../contract/profilePublic';
import { dayOf } from './refresh';
import { empireRankingPage, kingdomRankingPage, type KingdomPageRow, type RankingPage } from '../../db/rankingReads';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dayIso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The statistics block of a profile (GET profiles/{id}, GET empires/{id}) from a kingdom's or an Empire's counters. */
export function statisticsView(c: KingdomCounters): ProfileStatistics {
  return {
    kills: { pvp_att: c.pvp_att, pvp_def: c.pvp_def, pve_att: c.pve_att, pve_def: c.pve_def },
    losses: c.losses,
    kill_death_ratio: killDeathRatio(c),
    events: c.events,
    resources: c.resources,
    land: c.land,
    villages: c.villages,
    population: c.population,
  };
}

/** Medals as the profiles show them: type, week, rank, amount. */
export const medalViews = (rows: readonly MedalRow[]): MedalView[] =>
  rows.map((m) => ({ type: m.type as MedalType, week: m.week, rank: m.rank, amount: m.amount }));

/** A kingdom ranking row as the calls answer it. */
const kingdomRow = (r: KingdomPageRow): KingdomRankRow => ({
  rank: r.rank, previous_rank: r.day_rank, id: r.subject_id, username: r.username, empire: r.empire, value: r.value,
  population: r.population, villages: r.villages, medals: r.medals,
});

/** GET profiles?type&page&limit: a page of a kingdom ranking and the viewer's own row (one indexed statement). */
export async function kingdomRanking(deps: Deps, viewerId: number, q: ProfilesQuery): Promise<ProfilesRankingResponse> {
  return rankingAnswer(await kingdomRankingPage(deps.db, q.type, q.page, q.limit, viewerId), q, kingdomRow);
}

/** A ranking call's answer from its page read: the page's rows, the viewer's own row apart, size and refresh. */
export function rankingAnswer<R extends { own: boolean }, V, T extends string>(
  r: RankingPage<R>, q: { type: T; page: number; limit: number }, view: (row: R) => V,
) {
  const own = r.rows.find((x) => x.own);
  return {
    type: q.type, page: q.page, limit: q.limit, total: r.total, items: r.rows.filter((x) => !x.own).map(view),
    own: own ? view(own) : null, refreshed_at: iso(r.refreshedAt),
  };
}

/** GET profiles/top10: the first ten of the overall ranking. */
export async function topKingdoms(deps: Deps, type: KingdomRanking = 'overall'): Promise<ProfilesTop10Response> {
  const r = await kingdomRankingPage(deps.db, type, 0, 10, 0);
  return { items: r.rows.map(kingdomRow), refreshed_at: iso(r.refreshedAt) };
}

/** How many days the growth chart and the rank history reach back. */
const HISTORY_DAYS = 120;

/** GET statistics: the server statistics (GAME.md section 10). */
export async function serverStatistics(deps: Deps): Promise<ServerStatisticsResponse> {
  const now = deps.now();
  const { startTime, finishedAt, winner } = deps.world;
  const phase = phaseAt(now, startTime, finishedAt);
  const until = phase === 'finished' && finishedAt ? finishedAt : now;
  const speed = deps.config.gameSpeed;
  const week = statWeekOf(startTime.getTime(), until.getTime(), speed);
  const [totals, growth, empires, kingdoms] = await Promise.all([
    serverTotals(deps.db),
    serverHistory(deps.db, dayOf(now) - HISTORY_DAYS),
    empireRankingPage(deps.db, 'prestige', 0, 3, 0),
    kingdomRankingPage(deps.db, 'overall', 0, 3, 0),
  ]);
  return {
    phase,
    start_time: startTime.toISOString(),
    now: now.toISOString(),
    finished_at: iso(finishedAt),
    age_ms: Math.max(0, until.getTime() - startTime.getTime()),
    week,
    week_ends_at: new Date(statWeekEnd(startTime.getTime(), week, speed)).toISOString(),
    speed,
    winner: winner ? { empire_id: winner.empireId, name: winner.name, name_short: winner.nameShort, prestige: winner.prestige } : null,
    totals,
    growth: growth.map((g) => ({ day: dayIso(g.day), players: g.players, kingdoms: g.kingdoms, villages: g.villages, empires: g.empires, population: g.population })),
    standings: {
      empires: empires.rows.map((e) => ({ rank: e.rank, id: e.subject_id, name: e.name, name_short: e.name_short, prestige: e.value })),
      kingdoms: kingdoms.rows.map(kingdomRow),
    },
    refreshed_at: iso(kingdoms.refreshedAt),
  };
}

/** GET statistics/week?week: the week's top 10 per category, live while it runs, final once its medals are awarded. */
export async function weekStandings(deps: Deps, requested: number | undefined): Promise<StatisticsWeekResponse> {
  const start = deps.world.startTime.getTime();
  const speed = deps.config.gameSpeed;
  const current = statWeekOf(start, deps.now().getTime(), speed);
  const week = requested ?? current;
  if (week > current) throw badRequest(STATISTICS_KEY, STATISTICS_TEXT.futureWeek);
  const n = STATISTICS.medalsPerCategory;
  const categories = await Promise.all(MEDAL_CATEGORIES.map(async (category) => {
    const [k, e] = await Promise.all([weeklyTop(deps.db, week, 'kingdom', category, n), weeklyTop(deps.db, week, 'empire', category, n)]);
    const [kt, en] = await Promise.all([kingdomTags(deps.db, k.map((r) => r.subject_id)), empireNames(deps.db, e.map((r) => r.subject_id))]);
    return {
      category,
      kingdoms: k.map((r, i) => ({ rank: i + 1, id: r.subject_id, name: kt.get(r.subject_id)?.username ?? '?', amount: r.amount })),
      empires: e.map((r, i) => ({ rank: i + 1, id: r.subject_id, name: en.get(r.subject_id)?.name ?? '?', amount: r.amount })),
    };
  }));
  return {
    week, current_week: current, ends_at: new Date(statWeekEnd(start, week, speed)).toISOString(),
    awarded: (await medalWeek(deps.db)) >= week, categories,
  };
}

/** GET statistics/history?scope&id&type: a kingdom's or an Empire's rank per day. */
export async function rankHistoryOf(deps: Deps, q: { scope: 'kingdom' | 'empire'; id: number; type: 'overall' | 'prestige' }): Promise<RankHistoryResponse> {
  const exists = q.scope === 'kingdom' ? (await kingdomName(deps.db, q.id)) !== undefined : (await findEmpire(deps.db, q.id)) !== undefined;
  if (!exists) throw notFound(STATISTICS_KEY, q.scope === 'kingdom' ? STATISTICS_TEXT.noSuchKingdom : STATISTICS_TEXT.noSuchEmpire);
  const type = q.scope === 'kingdom' ? 'overall' : q.type;
  const [points, now] = await Promise.all([
    rankHistory(deps.db, q.scope, type, q.id, dayOf(deps.now()) - HISTORY_DAYS),
    rankOf(deps.db, q.scope, type, q.id),
  ]);
  return { scope: q.scope, id: q.id, type, points: points.map((p) => ({ day: dayIso(p.day), rank: p.rank })), rank: now?.rank ?? null };
}
