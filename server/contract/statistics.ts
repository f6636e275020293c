import { z } from 'zod';
import { EMPIRE_RANKINGS, KINGDOM_RANKINGS, MEDAL_CATEGORIES, MEDAL_TYPES } from '../game/statistics';

/**
 * Statistics, rankings and medals (issue 17, SPEC.md sections 2, 3, 7, 9; GAME.md section 10; docs/API.md
 * "Statistics"). Rankings are read from the rank table the tick refreshes every minute (`refreshed_at`);
 * `previous_rank` is the rank at the day's first refresh (the movement since yesterday; null: new today).
 * Failure key of every statistics read: error_statistics.
 */

const int = z.number().int();
export const STATISTICS_KEY = 'error_statistics';
/** Largest page of a ranking (SPEC.md section 9: default page 0, limit 5). */
export const RANKING_MAX_LIMIT = 50;
export const RANKING_DEFAULT_LIMIT = 5;

const page = z.coerce.number().int().min(0).max(1_000_000).default(0);
const limit = z.coerce.number().int().min(1).max(RANKING_MAX_LIMIT).default(RANKING_DEFAULT_LIMIT);

export const kingdomRankingType = z.enum(KINGDOM_RANKINGS);
export const empireRankingType = z.enum(EMPIRE_RANKINGS);
export const medalType = z.enum(MEDAL_TYPES);
export const medalCategory = z.enum(MEDAL_CATEGORIES);

/** A medal (SPEC.md section 3): value1 week, value2 rank (1-3 or other: any rank above 3), value3 amount. */
export const medalView = z.object({ type: medalType, week: int, rank: int, amount: z.number() });
export type MedalView = z.infer<typeof medalView>;

/** An Empire as a ranking row names it. */
const empireTag = z.object({ id: int, name: z.string(), name_short: z.string() });

/** GET profiles?type&page&limit (defaults overall, 0, 5). */
export const profilesQuery = z.object({ type: kingdomRankingType.default('overall'), page, limit });
export type ProfilesQuery = z.infer<typeof profilesQuery>;

/** A kingdom's row of a ranking. `value` is the ranked counter (overall: population). */
export const kingdomRankRow = z.object({
  rank: int,
  previous_rank: int.nullable(),
  id: int,
  username: z.string(),
  empire: empireTag.nullable(),
  value: z.number(),
  population: z.number(),
  villages: int,
  medals: int,
});
export type KingdomRankRow = z.infer<typeof kingdomRankRow>;

export const profilesRankingResponse = z.object({
  type: kingdomRankingType,
  page: int,
  limit: int,
  /** Kingdoms in the ranking (its last rank). */
  total: int,
  items: z.array(kingdomRankRow),
  /** The viewer's own row (pinned by the client), null before its first refresh. */
  own: kingdomRankRow.nullable(),
  /** When the rank table was last rebuilt (ISO), null before the first refresh. */
  refreshed_at: z.string().nullable(),
});
export type ProfilesRankingResponse = z.infer<typeof profilesRankingResponse>;

/** GET profiles/top10: the ten first of the overall ranking. */
export const profilesTop10Response = z.object({ items: z.array(kingdomRankRow), refreshed_at: z.string().nullable() });
export type ProfilesTop10Response = z.infer<typeof profilesTop10Response>;

/** The server's figures on one day (the growth chart). */
export const serverDay = z.object({ day: z.string(), players: int, kingdoms: int, villages: int, empires: int, population: z.number() });

/** GET statistics: the server statistics (GAME.md section 10). */
export const serverStatisticsResponse = z.object({
  phase: z.enum(['before_start', 'running', 'finished']),
  start_time: z.string(),
  now: z.string(),
  finished_at: z.string().nullable(),
  /** Milliseconds since the start (0 before it; frozen at the finish). */
  age_ms: z.number(),
  /** The statistics week now (1 from the start; a month is 4 weeks) and when it ends. */
  week: int,
  week_ends_at: z.string(),
  speed: z.number(),
  winner: z.object({ empire_id: int.nullable(), name: z.string(), name_short: z.string(), prestige: int }).nullable(),
  totals: z.object({
    players: int, kingdoms: int, villages: int, empires: int, population: z.number(), land: z.number(),
    pvp_kills: z.number(), pve_kills: z.number(), events: z.number(), resources: z.number(), medals: int,
  }),
  /** One point per day since the first refresh, oldest first. */
  growth: z.array(serverDay),
  /** The final (or current) standings: the first Empires by prestige and kingdoms overall. */
  standings: z.object({
    empires: z.array(z.object({ rank: int, id: int, name: z.string(), name_short: z.string(), prestige: int })),
    kingdoms: z.array(kingdomRankRow),
  }),
  refreshed_at: z.string().nullable(),
});
export type ServerStatisticsResponse = z.infer<typeof serverStatisticsResponse>;

/** GET statistics/week?week: a week's top 10 per category (live for the week running) and its medals once awarded. */
export const statisticsWeekQuery = z.object({
  /** Empty or absent: the week running now. */
  week: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100_000).optional()),
});
export const weeklyStanding = z.object({ rank: int, id: int, name: z.string(), amount: z.number() });
export const statisticsWeekResponse = z.object({
  week: int,
  current_week: int,
  /** When the week ends (its medals are awarded then). */
  ends_at: z.string(),
  /** Whether its medals have been awarded (the standings are then final). */
  awarded: z.boolean(),
  categories: z.array(z.object({
    category: medalCategory,
    kingdoms: z.array(weeklyStanding),
    empires: z.array(weeklyStanding),
  })),
});
export type StatisticsWeekResponse = z.infer<typeof statisticsWeekResponse>;

/** GET statistics/history?scope&id&type: a kingdom's or an Empire's rank per day (the rank-over-time chart). */
export const rankHistoryQuery = z.object({
  scope: z.enum(['kingdom', 'empire']),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  type: z.enum(['overall', 'prestige']).default('overall'),
});
export const rankHistoryResponse = z.object({
  scope: z.enum(['kingdom', 'empire']),
  id: int,
  type: z.enum(['overall', 'prestige']),
  points: z.array(z.object({ day: z.string(), rank: int })),
  /** The rank now (the last refresh), null when not ranked. */
  rank: int.nullable(),
});
export type RankHistoryResponse = z.infer<typeof rankHistoryResponse>;

/** POST testing/rankings (TESTING_TOOLS only): the week's medals due and a rank refresh now, whatever the minute. */
export const testingRankingsRequest = z.object({}).strict();
export const testingRankingsResponse = z.object({ refreshed: z.boolean(), milestones: int, medal_weeks: z.array(int), medals: int });
