/** Movement rules (GAME.md section 6): distances, travel times, call-backs and settling. */
export * from './duration';
export * from './settle';
export * from './trips';
export * from './send';
export * from './protection';
export * from './objectiveSend';
