/** Pure arrival resolution (GAME.md section 6): the state at the arrival instant in, the outcome out. */
export * from './attack';
export * from './scout';
export * from './settle';
export * from './returning';
