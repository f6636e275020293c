import { MILESTONES } from '../data/statistics';

export type MilestoneType = keyof typeof MILESTONES;
export const MILESTONE_TYPES = Object.keys(MILESTONES) as MilestoneType[];

export interface MilestoneReached { type: MilestoneType; threshold: number; prestige: number; key: string }

/**
 * The milestones an Empire's counters have reached (every threshold at or below the counter), each with
 * its prestige and the award's key (`milestone:<type>:<threshold>:empire:<id>`): paying by key pays each
 * once, so the caller may pass every reached one each time.
 */
export function milestonesReached(empireId: number, counters: Partial<Record<MilestoneType, number>>): MilestoneReached[] {
  const out: MilestoneReached[] = [];
  for (const type of MILESTONE_TYPES) {
    const value = counters[type] ?? 0;
    const m = MILESTONES[type];
    m.thresholds.forEach((threshold, i) => {
      if (value >= threshold) out.push({ type, threshold, prestige: m.prestige[i], key: `milestone:${type}:${threshold}:empire:${empireId}` });
    });
  }
  return out;
}
