import { RESOURCES, type Cost } from '../data/resources';
import { cargoTotal } from './cargo';

/** Why an hourly shipment of a trade route carried nothing (shown on the route, not in a report each hour). */
export type RouteIdle = 'nothingHeld' | 'noProduction';

/**
 * One hourly shipment of a trade route (GAME.md section 7): what the village holds, up to its hourly
 * production of each resource (the displayed rates, whole units), and no food while its net food is
 * negative. No merchants are used.
 */
export function routeShipment(stock: Cost, hourly: Cost, netFood: number): { load: Cost; idle?: RouteIdle } {
  const load = { wood: 0, stone: 0, iron: 0, food: 0 };
  for (const r of RESOURCES) {
    if (r === 'food' && netFood < 0) continue;
    load[r] = Math.max(0, Math.min(Math.floor(stock[r]), Math.floor(hourly[r])));
  }
  if (cargoTotal(load) > 0) return { load };
  const produces = RESOURCES.some((r) => Math.floor(hourly[r]) > 0 && !(r === 'food' && netFood < 0));
  return { load, idle: produces ? 'nothingHeld' : 'noProduction' };
}
