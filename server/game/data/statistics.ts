/**
 * The competitive layer's numbers (GAME.md section 10, issue 17): rankings, weekly medals and milestones.
 * One table for the server, GET user/gamedata and docs/RULES.md.
 */
export const STATISTICS = {
  /** How often the tick rebuilds the rank table (real milliseconds, across every server instance). */
  rankRefreshMs: 60_000,
  /** Kingdoms and Empires per medal category and week (ranks 1..10). */
  medalsPerCategory: 10,
  /** Days in a statistics week before the world's speed divides it (a month is 4 weeks, SPEC.md section 9). */
  weekDays: 7,
  /** Weeks in a month (SPEC.md section 9). */
  weeksPerMonth: 4,
} as const;

/**
 * The longest a week's medals wait (real milliseconds, per server instance, from when it first found them
 * waiting) for due work dated before the week's end that the tick has not applied (a row that keeps failing).
 * The server's alone: GET user/gamedata sends STATISTICS, not this.
 */
export const MEDAL_HOLD_MS = 3_600_000;

/**
 * Milestones (SPEC.md section 3, GAME.md section 8): an Empire whose counter reaches a threshold earns `vps`
 * prestige once per threshold (`milestone_vp_gained`). Thresholds grow about tenfold so a milestone marks
 * a real step; the amounts stay small beside objectives (VICTORY_POINTS 250) so milestones help, never win.
 */
export const MILESTONES = {
  medals: { thresholds: [1, 5, 20, 50], prestige: [1, 2, 3, 5] },
  pvp_att: { thresholds: [1_000, 10_000, 100_000, 1_000_000], prestige: [1, 2, 3, 5] },
  pvp_def: { thresholds: [1_000, 10_000, 100_000, 1_000_000], prestige: [1, 2, 3, 5] },
  events: { thresholds: [5, 25, 100, 250], prestige: [1, 2, 3, 5] },
  land: { thresholds: [25, 100, 250, 500], prestige: [1, 2, 3, 5] },
  pve_att: { thresholds: [1_000, 10_000, 100_000, 1_000_000], prestige: [1, 2, 3, 5] },
  pve_def: { thresholds: [1_000, 10_000, 100_000, 1_000_000], prestige: [1, 2, 3, 5] },
  resources: { thresholds: [100_000, 1_000_000, 10_000_000, 100_000_000], prestige: [1, 2, 3, 5] },
} as const;
