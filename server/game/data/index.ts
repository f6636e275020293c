/** The game's data tables: one source for the rules, GET user/gamedata, /help and docs/RULES.md. */
export * from './resources';
export * from './tiers';
export * from './districts';
export * from './tiles';
export * from './constants';
export * from './buildings';
export * from './units';
export * from './research';
