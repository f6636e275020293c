export { MedalIcon, MedalList, VictoryPointIcon, type MedalIconProps, type MedalListProps, type VictoryPointIconProps } from './MedalIcon';
export * from './medalSprites';
