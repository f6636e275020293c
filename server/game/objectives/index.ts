/** Objectives and prestige rules (GAME.md section 8): pure, over server/game/data/objectives.ts. */
export * from './prestige';
export * from './victory';
export * from './monument';
export * from './placement';
