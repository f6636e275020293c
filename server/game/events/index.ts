/** Native events' rules (GAME.md section 8): pure, over the tables of server/game/data/events.ts. */
export * from './stages';
export * from './rewards';
export * from './supply';
export * from './arrival';
export * from './placement';
export * from './kills';
