export * from './cargo';
export * from './exchange';
export * from './offers';
export * from './routes';
export * from './send';
export * from './texts';
export * from './supplies';
