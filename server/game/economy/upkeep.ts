import { findUnit } from '../data/units';

/** Food per hour eaten by a village's units: those standing anywhere and those on the move. */
export function unitConsumption(standing: ReadonlyArray<{ unit: string; amount: number }>, moving: ReadonlyArray<Record<string, number>>): number {
  let total = 0;
  const add = (unit: string, amount: number) => { total += (findUnit(unit)?.consumption ?? 0) * Math.max(0, Number(amount) || 0); };
  for (const u of standing) add(u.unit, u.amount);
  for (const m of moving) for (const [unit, amount] of Object.entries(m ?? {})) add(unit, amount);
  return total;
}

/** Merchants a trip needs for its cargo (at least one while it carries anything). */
export function merchantsFor(resources: Record<string, number>, capacity: number): number {
  const load = Object.values(resources ?? {}).reduce((s, v) => s + Math.max(0, Number(v) || 0), 0);
  return load > 0 && capacity > 0 ? Math.ceil(load / capacity) : 0;
}
