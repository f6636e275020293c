/**
 * The pure economy rules of GAME.md sections 1 and 3, used by the village code, GET user/gamedata,
 * the help pages and docs/RULES.md. No IO; time is passed in.
 */
import { STARTING_BUILDINGS, STARTING_STOCK } from './data/constants';
import type { Stock } from './economy/stock';

export { villageRates, effectiveRates, effectivePoints, improved } from './economy/rates';
export type { VillageInput, VillageRates, ResourceRates, StockRates } from './economy/rates';
export { settleStock, secondsToFull } from './economy/stock';
export type { Stock } from './economy/stock';
export { unitConsumption, merchantsFor } from './economy/upkeep';
export { storageLevelsFor } from './economy/storageFor';
export { cultureThresholds } from './economy/culture';
export { costAt, workAt, populationAt, maxLevelFor, effectAt, effectText, baseAmount, storageAmount } from './economy/levels';

/** Buildings and stock of a newly founded village (data/constants.ts). Fresh copies every call. */
export function newVillageSetup(): { buildings: { type: string; level: number }[]; stock: Stock } {
  return {
    buildings: STARTING_BUILDINGS.map((b) => ({ ...b })),
    stock: { ...STARTING_STOCK },
  };
}
