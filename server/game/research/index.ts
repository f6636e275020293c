/** Research rules (GAME.md section 5): pure, time passed in. */
export * from './rules';
export * from './run';
export * from './completions';
