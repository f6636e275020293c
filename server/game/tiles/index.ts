/** Tile claiming rules (GAME.md section 3): pure. */
export * from './claim';
export * from './tileId';
