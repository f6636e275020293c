export { MedalIcon, MedalList, VictoryPointIcon, type MedalIconProps, type MedalListProps, type VictoryPointIconProps } from './MedalIcon';
export { StatisticsFacts, STATISTICS_FACTS, formatRatio } from './StatisticsFacts';
export * from './medalSprites';
