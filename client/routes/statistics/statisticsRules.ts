import { EMPIRE_RANKINGS, KINGDOM_RANKINGS, MEDAL_CATEGORIES, monthOfWeek, rankMovement, type EmpireRanking, type KingdomRanking, type MedalCategory } from '../../../server/game/statistics';
import type { IconName } from '../../panels/iconNames';

/**
 * The statistics page's pure helpers (issue 17, SPEC.md section 2): its tabs and their routes, the ranking
 * tables' paging and pinned own row, the up/down arrows, the figures' icons and the charts' series. The
 * server ranks; these only decide what a page shows and where the viewer's own row goes.
 */
export const STATISTICS_TABS = ['server', 'profiles', 'empire', 'week'] as const;
export type StatisticsTab = (typeof STATISTICS_TABS)[number];
export const DEFAULT_STATISTICS_TAB: StatisticsTab = 'profiles';

/** The route of a tab: profiles (the default) is /statistics itself. */
export const statisticsPathOf = (tab: StatisticsTab): string => (tab === DEFAULT_STATISTICS_TAB ? '/statistics' : `/statistics/${tab}`);

/** /statistics/* : '' is the default tab, a tab's name is that tab (a trailing slash allowed), anything else is not found. */
export function statisticsTabOf(splat: string | undefined): { tab: StatisticsTab } | { notFound: true } {
  const s = (splat ?? '').replace(/\/+$/, '');
  if (s === '') return { tab: DEFAULT_STATISTICS_TAB };
  return (STATISTICS_TABS as readonly string[]).includes(s) ? { tab: s as StatisticsTab } : { notFound: true };
}

/** The page sizes a ranking offers (the server allows 1 to 50; SPEC.md section 9's default is 5). */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

export interface RankingView<T extends string> { type: T; page: number; limit: number }

/**
 * A ranking's category, page and size from the address (?type&page&limit; page 1-based there, 0-based
 * here). Unknown values fall back to the defaults, so an edited or stale link still shows a ranking.
 */
export function rankingViewOf<T extends string>(search: URLSearchParams, types: readonly T[]): RankingView<T> {
  const rawType = search.get('type');
  const type = types.includes(rawType as T) ? (rawType as T) : types[0]!;
  const rawLimit = Number(search.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(rawLimit) ? rawLimit : DEFAULT_PAGE_SIZE;
  const rawPage = search.get('page');
  const n = rawPage !== null && /^\d{1,7}$/.test(rawPage) ? Number(rawPage) : 1;
  return { type, page: Math.max(0, n - 1), limit };
}

/** The address's query for a ranking view; defaults are left out so /statistics stays clean. */
export function rankingSearchOf<T extends string>(view: RankingView<T>, types: readonly T[]): Record<string, string> {
  const q: Record<string, string> = {};
  if (view.type !== types[0]) q.type = view.type;
  if (view.page > 0) q.page = String(view.page + 1);
  if (view.limit !== DEFAULT_PAGE_SIZE) q.limit = String(view.limit);
  return q;
}

/** Pages of a ranking of `total` rows (at least one, so an empty ranking still reads 'page 1 of 1'). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/** The 0-based page that holds a rank. */
export function pageOfRank(rank: number, limit: number): number {
  return Math.max(0, Math.floor((Math.max(1, rank) - 1) / Math.max(1, limit)));
}

/**
 * Where the viewer's own row goes: 'onPage' (highlighted in place), 'offPage' (pinned under the table),
 * or 'none' (not ranked yet, or no own row at all).
 */
export function ownPlacement(items: readonly { id: number }[], own: { id: number } | null | undefined): 'onPage' | 'offPage' | 'none' {
  if (!own) return 'none';
  return items.some((r) => r.id === own.id) ? 'onPage' : 'offPage';
}

export type Movement = { kind: 'up' | 'down'; by: number } | { kind: 'same' } | { kind: 'new' };

/**
 * The arrow of a row: up or down by how many places since the day's first ranking (rankMovement:
 * previous_rank - rank), level, or new (no rank yesterday). An absent previous rank (a list that does
 * not carry it) counts as new too.
 */
export function movementOf(rank: number, previous: number | null | undefined): Movement {
  const m = rankMovement(rank, previous ?? null);
  if (m === null) return { kind: 'new' };
  if (m === 0) return { kind: 'same' };
  return m > 0 ? { kind: 'up', by: m } : { kind: 'down', by: -m };
}

/** Whole seconds since an instant (never negative), for 'updated N seconds ago'; null when never. */
export function secondsSince(iso: string | null | undefined, nowMs: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? Math.max(0, Math.floor((nowMs - at) / 1000)) : null;
}

/** 'Updated ...' in the largest unit that fits: seconds under two minutes, then minutes, hours, days. */
export function agoParts(seconds: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; n: number } {
  if (seconds < 120) return { unit: 'seconds', n: seconds };
  if (seconds < 7200) return { unit: 'minutes', n: Math.floor(seconds / 60) };
  if (seconds < 172_800) return { unit: 'hours', n: Math.floor(seconds / 3600) };
  return { unit: 'days', n: Math.floor(seconds / 86_400) };
}

/** A world's age as whole days and hours. */
export function ageParts(ms: number): { days: number; hours: number } {
  const h = Math.floor(Math.max(0, ms) / 3_600_000);
  return { days: Math.floor(h / 24), hours: h % 24 };
}

/** A statistics week as 'month M, week W' (a month is 4 weeks). */
export const weekInMonth = (week: number) => monthOfWeek(week);

/** The weeks a player may look back at, newest first (the week running included). */
export function selectableWeeks(currentWeek: number): number[] {
  const n = Math.max(1, Math.floor(currentWeek));
  return Array.from({ length: n }, (_, i) => n - i);
}

/** The counter a ranking row's columns already show, so the ranked value is not repeated beside it. */
const KINGDOM_SHOWN: Partial<Record<KingdomRanking, true>> = { overall: true, villages: true, medals: true };
const EMPIRE_SHOWN: Partial<Record<EmpireRanking, true>> = { overall: true, members: true, villages: true, prestige: true };
/** Whether a ranking needs its own value column (false: the ranked figure is one of the fixed columns, highlighted). */
export const kingdomValueColumn = (type: KingdomRanking): boolean => !KINGDOM_SHOWN[type];
export const empireValueColumn = (type: EmpireRanking): boolean => !EMPIRE_SHOWN[type];

export const RANKING_ICONS: Record<KingdomRanking | EmpireRanking, IconName> = {
  overall: 'resource:population',
  members: 'ui:member',
  villages: 'ui:village',
  land: 'ui:tile',
  prestige: 'ui:milestone',
  pvp_att: 'stat:attack',
  pvp_def: 'stat:defense',
  pve_att: 'stat:melee',
  pve_def: 'stat:wall',
  events: 'tile:monument',
  resources: 'resource:all',
  medals: 'ui:medal',
};

export const WEEK_CATEGORY_ICONS: Record<MedalCategory, IconName> = {
  pvp_att: 'stat:attack',
  pvp_def: 'stat:defense',
  pve_win: 'tile:landmark',
  pve_res: 'resource:all',
};

export { EMPIRE_RANKINGS, KINGDOM_RANKINGS, MEDAL_CATEGORIES };
export type { EmpireRanking, KingdomRanking, MedalCategory };

/** Seconds since the epoch of a day ('2026-11-20'), the charts' x axis. */
export const daySeconds = (day: string): number => Math.floor(Date.parse(day.length === 10 ? `${day}T00:00:00Z` : day) / 1000);

/** A day as the server names it ('2026-11-20', UTC) for an instant. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A series' points with today's replaced (or added) by the figure now: the server writes a day's row at its first refresh only. */
function withToday<P extends { day: string }>(points: readonly P[], today?: P): P[] {
  const rest = today ? points.filter((p) => p.day !== today.day) : [...points];
  const all = today ? [...rest, today] : rest;
  return all.sort((a, b) => daySeconds(a.day) - daySeconds(b.day));
}

type GrowthPoint = { day: string; players: number; villages: number; population: number };

/**
 * The growth chart's columns: days, players, villages, population (oldest first). `today` (the live
 * totals) stands for today's point, which the server wrote at the day's first refresh.
 */
export function growthSeries(growth: readonly GrowthPoint[], today?: GrowthPoint): [number[], number[], number[], number[]] {
  const sorted = withToday(growth.map((g) => ({ day: g.day, players: g.players, villages: g.villages, population: g.population })), today);
  return [sorted.map((g) => daySeconds(g.day)), sorted.map((g) => g.players), sorted.map((g) => g.villages), sorted.map((g) => g.population)];
}

/**
 * The rank-over-time chart's columns: days and ranks (rank 1 drawn on top), plus the best rank reached.
 * `today` (the rank now) stands for today's point, as in growthSeries.
 */
export function historySeries(points: readonly { day: string; rank: number }[], today?: { day: string; rank: number }): { x: number[]; ranks: number[]; best: number | null } {
  const sorted = withToday(points, today);
  return { x: sorted.map((p) => daySeconds(p.day)), ranks: sorted.map((p) => p.rank), best: sorted.length ? Math.min(...sorted.map((p) => p.rank)) : null };
}
