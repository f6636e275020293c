export * from './counters';
export * from './rankings';
export * from './weeks';
export * from './medals';
export * from './milestones';
export * from './population';
export * from './texts';
