import type { Deps } from '../deps';
import type { z } from 'zod';
import type { testingEventRequest, testingObjectiveRequest, TestingObjectiveResponse } from '../../contract/objectives';
import { listLiveObjectives } from '../../db/objectives';
import type { Difficulty } from '../../game/data/events';
import { badRequest } from '../refusal';
import { transaction } from '../transaction';
import { createEvent, createObjective, tileRefusal, type Created } from './create';
import { mapObjectiveView } from './views';

const KEY = 'error_objectives';

async function created(deps: Deps, make: (trx: Parameters<Parameters<typeof transaction>[1]>[0]) => Promise<Created>, x: number, y: number): Promise<TestingObjectiveResponse> {
  const id = await transaction(deps, async (trx) => {
    const refused = await tileRefusal(trx, deps, x, y);
    if (refused) throw badRequest(KEY, refused);
    const c = await make(trx);
    if ('refused' in c) throw badRequest(KEY, c.refused);
    return c.row.id;
  });
  const [row] = await listLiveObjectives(deps.db, [id]);
  return { objective: mapObjectiveView(row) };
}

/** POST testing/event (testing tools only): the event at once, as the spawn tick would place it there. */
export function testingEvent(deps: Deps, req: z.infer<typeof testingEventRequest>): Promise<TestingObjectiveResponse> {
  return created(deps, (trx) => createEvent(trx, deps, { type: req.type, difficulty: req.difficulty as Difficulty, x: req.x, y: req.y, at: deps.now() }), req.x, req.y);
}

/** POST testing/objective (testing tools only): the objective at once, held by natives. */
export function testingObjective(deps: Deps, req: z.infer<typeof testingObjectiveRequest>): Promise<TestingObjectiveResponse> {
  return created(deps, (trx) => createObjective(trx, deps, { type: req.type, x: req.x, y: req.y, at: deps.now() }), req.x, req.y);
}
