/**
 * The statistics stories' data, shaped by the contract (server/contract/statistics.ts, empires.ts): the
 * fixture kingdom Aldric (user 7, stories/fixtures/game.ts) in the Order of the Gilded Lantern [OGL] (Empire 3).
 */
import type { KingdomRankRow, ServerStatistics, RankHistory, WeekStandings } from '../../client/api/statistics';
import type { EmpireRankRow } from '../../client/routes/statistics/RankingTabs';

const minute = 60_000;
const day = 86_400_000;
export const refreshedAt = () => new Date(Date.now() - 12_000).toISOString();

const OGL = { id: 3, name: 'Order of the Gilded Lantern', name_short: 'OGL' };
const IRC = { id: 4, name: 'Iron Covenant', name_short: 'IRC' };
const WOF = { id: 5, name: 'Wardens of the Fen', name_short: 'WOF' };
const NAMES = ['Hagen', 'Brenna', 'Corvin', 'Dagny', 'Emeric', 'Fenwick', 'Gisela', 'Ivo', 'Jorun', 'Kestrel', 'Lothar', 'Maren'];

export function kingdomRow(rank: number, over: Partial<KingdomRankRow> = {}): KingdomRankRow {
  const name = NAMES[(rank - 1) % NAMES.length]!;
  const population = Math.max(120, 9800 - rank * 310);
  return {
    rank, previous_rank: rank % 4 === 0 ? rank + 2 : rank % 5 === 0 ? rank - 1 : rank,
    id: 100 + rank, username: rank > NAMES.length ? `${name} ${rank}` : name,
    empire: rank % 3 === 0 ? null : rank % 2 ? IRC : WOF,
    value: population, population, villages: Math.max(1, 14 - Math.floor(rank / 2)), medals: Math.max(0, 6 - rank), ...over,
  };
}

export const aldric = (rank: number, previous: number | null = rank + 3): KingdomRankRow =>
  ({ rank, previous_rank: previous, id: 7, username: 'Aldric', empire: OGL, value: 1450, population: 1450, villages: 3, medals: 1 });

/** A page of the kingdoms' ranking. */
export function kingdomPage(page: number, limit: number, total: number, own: KingdomRankRow | null) {
  const items = Array.from({ length: Math.max(0, Math.min(limit, total - page * limit)) }, (_, i) => {
    const rank = page * limit + i + 1;
    return own && own.rank === rank ? own : kingdomRow(rank);
  });
  return { type: 'overall' as const, page, limit, total, items, own, refreshed_at: refreshedAt() };
}

export function empireRow(rank: number, over: Partial<EmpireRankRow> = {}): EmpireRankRow {
  const base = [IRC, OGL, WOF, { id: 6, name: 'Ashen Court', name_short: 'ASH' }, { id: 8, name: 'Tidewatch', name_short: 'TDW' }][(rank - 1) % 5]!;
  return {
    ...base, id: rank <= 5 ? base.id : 100 + rank, rank, previous_rank: rank === 2 ? 3 : rank === 3 ? 2 : rank > 4 ? null : rank,
    value: 12_000 - rank * 1500, members: 8 - rank, population: 12_000 - rank * 1500, villages: 30 - rank * 3, prestige: Math.max(0, 220 - rank * 60), ...over,
  };
}

export function empirePage(total: number, own: EmpireRankRow | null, limit = 5, page = 0) {
  const items = Array.from({ length: Math.max(0, Math.min(limit, total - page * limit)) }, (_, i) => empireRow(page * limit + i + 1));
  return { type: 'overall' as const, page, limit, total, items, own, refreshed_at: refreshedAt() };
}

const start = Date.parse('2026-11-02T12:00:00Z');
const growth = Array.from({ length: 18 }, (_, i) => ({
  day: new Date(start + i * day).toISOString().slice(0, 10),
  players: 12 + Math.round(i * 9 + i * i * 0.8), kingdoms: 12 + i * 9, villages: 14 + Math.round(i * 15 + i * i * 1.2),
  empires: Math.floor(i / 3), population: 2000 + Math.round(i * 1800 + i * i * 140),
}));

export function serverStats(over: Partial<ServerStatistics> = {}): ServerStatistics {
  return {
    phase: 'running', start_time: new Date(start).toISOString(), now: new Date(start + 17.3 * day).toISOString(), finished_at: null,
    age_ms: 17 * day + 7 * 3_600_000, week: 3, week_ends_at: new Date(Date.now() + 2 * day + 5 * 3_600_000).toISOString(), speed: 1,
    winner: null,
    totals: { players: 432, kingdoms: 418, villages: 1291, empires: 14, population: 412_880, land: 3604, pvp_kills: 1_284_500, pve_kills: 402_310, events: 87, resources: 5_402_300, medals: 160 },
    growth,
    standings: {
      empires: [{ rank: 1, ...IRC, prestige: 212 }, { rank: 2, ...OGL, prestige: 87 }, { rank: 3, ...WOF, prestige: 31 }],
      kingdoms: [kingdomRow(1), kingdomRow(2), kingdomRow(3)],
    },
    refreshed_at: refreshedAt(),
    ...over,
  };
}

export const finishedStats = (): ServerStatistics => serverStats({
  phase: 'finished', finished_at: new Date(start + 40 * day).toISOString(), age_ms: 40 * day,
  winner: { empire_id: 4, name: 'Iron Covenant', name_short: 'IRC', prestige: 251 },
  standings: { empires: [{ rank: 1, ...IRC, prestige: 251 }, { rank: 2, ...OGL, prestige: 187 }, { rank: 3, ...WOF, prestige: 96 }], kingdoms: [kingdomRow(1), kingdomRow(2), aldric(3)] },
});

export const emptyStats = (): ServerStatistics => serverStats({
  phase: 'before_start', age_ms: 0, week: 1, growth: [], refreshed_at: null,
  totals: { players: 3, kingdoms: 0, villages: 0, empires: 0, population: 0, land: 0, pvp_kills: 0, pve_kills: 0, events: 0, resources: 0, medals: 0 },
  standings: { empires: [], kingdoms: [] },
});

export const history = (): RankHistory => ({
  scope: 'kingdom', id: 7, type: 'overall', rank: 12,
  points: Array.from({ length: 14 }, (_, i) => ({ day: new Date(start + (i + 4) * day).toISOString().slice(0, 10), rank: Math.max(12, 40 - i * 3 + (i % 3)) })),
});

const standing = (rank: number, id: number, name: string, amount: number) => ({ rank, id, name, amount });
const top = (names: [number, string][], base: number) => names.map(([id, name], i) => standing(i + 1, id, name, Math.round(base / (i + 1))));
const kingdomsTop = top([[101, 'Hagen'], [7, 'Aldric'], [102, 'Brenna'], [103, 'Corvin'], [104, 'Dagny'], [105, 'Emeric'], [106, 'Fenwick'], [107, 'Gisela'], [108, 'Ivo'], [109, 'Jorun']], 48_200);
const empiresTop = top([[4, 'Iron Covenant'], [3, 'Order of the Gilded Lantern'], [5, 'Wardens of the Fen'], [6, 'Ashen Court']], 91_000);

export function weekStandingsOf(over: Partial<WeekStandings> = {}): WeekStandings {
  return {
    week: 3, current_week: 3, ends_at: new Date(Date.now() + 2 * day + 5 * 3_600_000 + 17 * minute).toISOString(), awarded: false,
    categories: [
      { category: 'pvp_att', kingdoms: kingdomsTop, empires: empiresTop },
      { category: 'pvp_def', kingdoms: kingdomsTop.slice(0, 4).map((s) => ({ ...s, amount: Math.round(s.amount / 3) })), empires: empiresTop.slice(0, 2) },
      { category: 'pve_win', kingdoms: [standing(1, 105, 'Emeric', 4), standing(2, 7, 'Aldric', 2)], empires: [standing(1, 3, 'Order of the Gilded Lantern', 6)] },
      { category: 'pve_res', kingdoms: [], empires: [] },
    ],
    ...over,
  };
}

export const pastWeek = (): WeekStandings => weekStandingsOf({ week: 2, awarded: true, ends_at: new Date(Date.now() - 5 * day).toISOString() });
export const emptyWeek = (): WeekStandings => weekStandingsOf({ week: 1, current_week: 1, categories: weekStandingsOf().categories.map((c) => ({ ...c, kingdoms: [], empires: [] })) });
