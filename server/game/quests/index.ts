export * from './data';
export * from './rules';
