/** Every request and response schema: one source of types for server and client. */
export * from './auth';
export * from './server';
export * from './world';
export * from './village';
export * from './profile';
export * from './gamedata';
export * from './economy';
export * from './research';
export * from './buildings';
export * from './tiles';
export * from './units';
export * from './reports';
export * from './quests';
export * from './merchants';
export * from './errors';
export * from './calls';
export * from './text';
