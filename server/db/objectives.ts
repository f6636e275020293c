import type { Conn } from './knex';
import type { z } from 'zod';
import type { objectivesResponse } from '../contract/world';
import { ATTACK_KINDS } from './villages';

type Objectives = z.infer<typeof objectivesResponse>;

/**
 * Objectives on the map (landmarks, monument sites, artifacts). Until the objectives feature adds its
 * `objectives` table (id, type, name, x, y) there are none, so the answer is an empty list; once the
 * table exists this reads it, with incoming attacks counted from movements aimed at each tile.
 */
export async function listObjectives(db: Conn): Promise<Objectives> {
  if (!(await db.schema.hasTable('objectives'))) return [];
  const rows: Objectives = await db('objectives as o')
    .select('o.id', 'o.type', 'o.name', 'o.x', 'o.y',
      db.raw(`(SELECT count(*)::int FROM movements m WHERE m.to_x = o.x AND m.to_y = o.y AND m.kind = ANY(?)) AS incomings`, [ATTACK_KINDS]))
    .orderBy('o.id');
  return rows.map((r) => ({ ...r, incomings: Number(r.incomings) }));
}
