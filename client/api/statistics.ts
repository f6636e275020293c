import { api } from './http';
import type { CallResponse } from '../../server/contract';

/**
 * The statistics calls (issue 17, docs/API.md "Statistics"): rankings read from the rank table the server
 * refreshes every minute, the server statistics, a week's standings and a rank history.
 */
export type KingdomRanking = CallResponse<'profiles'>;
export type KingdomRankRow = KingdomRanking['items'][number];
export type KingdomRankingType = KingdomRanking['type'];
export type EmpireRanking = CallResponse<'empires'>;
export type EmpireRankingType = EmpireRanking['type'];
export type ServerStatistics = CallResponse<'serverStatistics'>;
export type WeekStandings = CallResponse<'statisticsWeek'>;
export type RankHistory = CallResponse<'rankHistory'>;

export const statisticsKeys = {
  all: ['statistics'] as const,
  kingdoms: (type: string, page: number, limit: number) => ['statistics', 'kingdoms', type, page, limit] as const,
  empires: (type: string, page: number, limit: number) => ['statistics', 'empires', type, page, limit] as const,
  server: ['statistics', 'server'] as const,
  week: (week: number | undefined) => ['statistics', 'week', week ?? 'current'] as const,
  history: (scope: 'kingdom' | 'empire', id: number) => ['statistics', 'history', scope, id] as const,
};

export const kingdomRanking = (type: string, page: number, limit: number) =>
  api.get<CallResponse<'profiles'>>(`profiles?type=${encodeURIComponent(type)}&page=${page}&limit=${limit}`);
export const topKingdoms = () => api.get<CallResponse<'profilesTop10'>>('profiles/top10');
export const empireRanking = (type: string, page: number, limit: number) =>
  api.get<CallResponse<'empires'>>(`empires?type=${encodeURIComponent(type)}&page=${page}&limit=${limit}`);
export const topEmpires = () => api.get<CallResponse<'empiresTop10'>>('empires/top10');
export const serverStatistics = () => api.get<CallResponse<'serverStatistics'>>('statistics');
/** A week's standings; without a week, the week running now. */
export const weekStandings = (week?: number) =>
  api.get<CallResponse<'statisticsWeek'>>(`statistics/week?week=${week ?? ''}`);
export const rankHistory = (scope: 'kingdom' | 'empire', id: number) =>
  api.get<CallResponse<'rankHistory'>>(`statistics/history?scope=${scope}&id=${id}`);
