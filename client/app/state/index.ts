/** Client state in narrow hooks: each slice has its own context, so a change re-renders only its readers. */
export { useAccount, type AccountState } from './account';
export { useServerClock, type ServerClockState } from './serverClock';
export { useProfile, type ProfileState } from './profile';
export { useCurrentVillage, type CurrentVillageState } from './currentVillage';
export { useGamedata, isGamedata, type GamedataState } from './gamedata';
export { GameStateProvider, type GameStateValues } from './GameStateProvider';
