import { z } from 'zod';
import { objectiveKind } from './objectives';

/**
 * A village's troops standing at objectives (issue 16; docs/API.md "Troops at objectives"): they are the
 * holder's garrison there, eat nothing at home while there, and go home by POST objectives/{id}/recall/{villageId}.
 */

const int = z.number().int();
const army = z.record(z.string(), z.number());

/** One group of the village's troops at an objective. */
export const objectiveTroopsItem = z.object({
  objective_id: int,
  type: objectiveKind,
  x: int,
  y: int,
  units: army,
  /** When the group first stood there. */
  since: z.string(),
});

/** GET objectives/village/{id}/troops: every group of the village's troops standing at objectives, by objective id. */
export const objectiveTroopsResponse = z.object({ items: z.array(objectiveTroopsItem) });
export type ObjectiveTroopsResponse = z.infer<typeof objectiveTroopsResponse>;

/** POST objectives/{id}/recall/{villageId}: the group's return trip home (as POST units sendBack answers). */
export const objectiveRecallResponse = z.object({ movement_id: int, units: army, due_at: z.string() });
export type ObjectiveRecallResponse = z.infer<typeof objectiveRecallResponse>;
