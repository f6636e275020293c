import type { ObjectiveTroops } from '../../client/api/objectives';
import type { Movement, TroopsType, VillageTroops } from '../../client/api/units';
import type { FetchHandler } from './fetchHandler';
import { makeValidation, troopsItems, troopsPageOf } from './fixtures';

export const villageId = 11;

/**
 * The units calls of village 11 answered from fixtures: GET units/village/11 and
 * GET units/village/11/troops?type=&page= (20 a page), POST units/village/11/send (validate or send);
 * GET objectives/village/11/troops (`atObjectives`, none unless given; `objectivesFail`: a 500) and
 * POST objectives/{id}/recall/11 (`recallRefused`: the 404 of a group already gone).
 */
export function unitsServer(tr: () => VillageTroops, opts: {
  incoming?: () => Movement[]; fail?: TroopsType[]; pending?: boolean;
  atObjectives?: () => ObjectiveTroops; objectivesFail?: boolean; recallRefused?: boolean;
} = {}): FetchHandler {
  return ({ method, path, query, body }) => {
    if (opts.pending) return 'pending';
    if (method === 'GET' && path === `units/village/${villageId}`) return { body: tr() };
    if (method === 'GET' && path === `units/village/${villageId}/troops`) {
      const type = (query.get('type') ?? 'standing') as TroopsType;
      if (opts.fail?.includes(type)) return { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };
      const items = troopsItems(tr());
      const all = type === 'incoming' && opts.incoming ? opts.incoming() : items[type];
      return { body: troopsPageOf(type, all as never[], Number(query.get('page') ?? 0)) };
    }
    if (method === 'POST' && path === `units/village/${villageId}/send`) {
      const v = makeValidation();
      const b = body as { validate?: boolean; units: Record<string, number>; moveType: string };
      return { body: b.validate ? { ...v, warnings: [] } : { movement_id: 900, kind: b.moveType, units: b.units, duration_ms: v.duration_ms, arrival: v.arrival, warnings: [] } };
    }
    if (method === 'GET' && path === `objectives/village/${villageId}/troops`) {
      if (opts.objectivesFail) return { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };
      return { body: opts.atObjectives?.() ?? { items: [] } };
    }
    const recall = /^objectives\/(\d+)\/recall\/11$/.exec(path);
    if (method === 'POST' && recall) {
      if (opts.recallRefused) return { status: 404, body: { error: 'error_objectives', message: 'Those troops do not exist', text: { key: 'refusals.trips.noTroops' } } };
      const group = opts.atObjectives?.().items.find((g) => g.objective_id === Number(recall[1]));
      return { body: { movement_id: 902, units: group?.units ?? {}, due_at: new Date(Date.now() + 900_000).toISOString() } };
    }
    const back = /^units\/village\/11\/(sendBack|callBack)\/(\d+)$/.exec(path);
    if (method === 'POST' && back) return { body: back[1] === 'sendBack' ? { movement_id: 901, units: {}, due_at: new Date(Date.now() + 600_000).toISOString() } : { movement_id: Number(back[2]), due_at: new Date(Date.now() + 60_000).toISOString() } };
    return undefined;
  };
}

