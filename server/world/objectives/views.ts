import type { Deps } from '../deps';
import { listLiveObjectives, type LiveObjective } from '../../db/objectives';
import type { MapObjective } from '../../contract/objectives';

/** One live event or objective as the map and the lists show it (server/contract/objectives.ts mapObjective). */
export function mapObjectiveView(o: LiveObjective): MapObjective {
  const ctx = o.snapshot?.context;
  const active = o.category === 'event' && o.state === 'active' && ctx !== undefined;
  return {
    id: o.id, category: o.category, type: o.type as MapObjective['type'], name: o.name, x: o.x, y: o.y, incomings: o.incomings,
    state: o.state as MapObjective['state'],
    difficulty: o.category === 'event' ? o.difficulty : null,
    stage: o.category === 'event' ? o.stage : null,
    stages: ctx ? ctx.stages : null,
    ends_at: active ? new Date(ctx.stageEndsAt).toISOString() : null,
    holder: o.holder_user_id === null ? null : {
      user_id: o.holder_user_id, username: o.holder_username ?? '', empire_id: o.empire_id, empire_name: o.empire_name, empire_name_short: o.empire_name_short,
    },
  };
}

/** GET map/objectives: every live event and objective, by id. */
export async function mapObjectives(deps: Deps): Promise<MapObjective[]> {
  return (await listLiveObjectives(deps.db)).map(mapObjectiveView);
}
