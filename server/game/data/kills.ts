/**
 * What a battle against natives counts for (GAME.md section 8): a stage's rewards are split by each
 * contributor's kills (attack events) or defence (defend events). Kills are worth the resources the
 * killed units cost, one point per `resourcesPerPoint` (wood + stone + iron + food), so killing one
 * costly unit counts for more than killing one cheap unit; docs/RULES.md renders this table.
 */
export const KILL_VALUE = { resourcesPerPoint: 10 } as const;
