/** The armies' pure rules (GAME.md section 6): battle, scouting, loot, siege, loyalty, training, starvation. */
export * from './army';
export * from './battle';
export * from './scout';
export * from './loot';
export * from './siege';
export * from './loyalty';
export * from './training';
export * from './starvation';
