import { refusalsOf } from '../texts';

/** The statistics calls' refusals (key error_statistics). */
const say = refusalsOf('statistics');
export const STATISTICS_TEXT = {
  noSuchKingdom: say('noSuchKingdom', 'There is no such kingdom in the rankings'),
  noSuchEmpire: say('noSuchEmpire', 'There is no such Empire in the rankings'),
  futureWeek: say('futureWeek', 'That week has not started yet'),
} as const;
