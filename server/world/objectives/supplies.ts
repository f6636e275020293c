import type { ArmyMovement } from '../../db/movements';
import type { ObjectiveRow } from '../../db/objectives';
import type { ArrivalIO } from '../arrival/io';
import type { Done } from '../arrival/done';
import { merchantsHome } from '../../db/movements';
import { distance, movementDuration } from '../../game/movement';

/** Merchants' supplies arriving at a supply event or a monument site (issue 16). SCAFFOLD until the supplies work lands: the merchants turn home with their load. */
export async function suppliesAt(io: ArrivalIO, m: ArmyMovement, _row: ObjectiveRow | undefined, at: Date, _done: Done): Promise<void> {
  const back = new Date(at.getTime() + Math.max(0, at.getTime() - new Date(m.started_at).getTime()));
  if (m.kind === 'supplies' || m.kind === 'aether_supplies') return merchantsHome(io.trx, m, { resources: m.resources ?? {}, at, dueAt: back });
  const home = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  if (!home) return io.deleteMovement(m.id);
  const ms = movementDuration(m.units, distance({ x: m.to_x, y: m.to_y }, home), io.deps.config.gameSpeed);
  await io.turnHome(m, { units: m.units, resources: {}, at, dueAt: new Date(at.getTime() + ms), fromX: m.to_x, fromY: m.to_y, homeX: home.x, homeY: home.y });
}
