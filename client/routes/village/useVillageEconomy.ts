import { useMemo } from 'react';
import type { GamedataBuilding, GamedataResponse, VillageResponse } from '../../../server/contract';
import { useServerClock } from '../../app/state';
import { amountAt, effectiveRate, villageTracks } from '../../panels/resourceTicking';
import { useNow } from '../../panels/useNow';
import { buildingStatus, type BuildingStatus, type Cost } from './availability';

export interface VillageEconomyView {
  data: VillageResponse;
  gamedata: GamedataResponse;
  /** Resources in store now (ticking every second from the settled amounts). */
  stock: Cost;
  /** Work points per hour after improvements (queue durations divide by it). */
  production: number;
  statusOf: (b: GamedataBuilding) => BuildingStatus;
}

/**
 * What the village pages compute from the current village and the game tables. `researched` is the
 * account's completed research when known (GET research), so research locks can be shown.
 */
export function useVillageEconomy(data: VillageResponse, gamedata: GamedataResponse, researched?: ReadonlySet<string>): VillageEconomyView {
  const { clockSkewMs } = useServerClock();
  const now = useNow(clockSkewMs);
  const v = data.village;
  const tracks = useMemo(() => villageTracks(v), [v]);
  const stock: Cost = {
    wood: amountAt(tracks.wood, now), stone: amountAt(tracks.stone, now), iron: amountAt(tracks.iron, now), food: amountAt(tracks.food, now),
  };
  const production = effectiveRate(v.production, v.impr_production);
  const statusOf = (b: GamedataBuilding) => buildingStatus({
    building: b, village: v, queue: data.buildQueue, tiers: gamedata.tiers, stock, researched,
  });
  return { data, gamedata, stock, production, statusOf };
}
