import { findBuilding } from '../data/buildings';
import { findUnit, unitRequirements } from '../data/units';
import { refusalsOf, type Said } from '../texts';

/**
 * Unit training requirements (SPEC.md sections 5 and 9): the training building at the unit's level
 * plus the extra building levels of section 9 (data/units.ts), and the unit's own research if it has
 * one. The technology that unlocks a required building is listed with a missing building, so the
 * player sees the whole path (Stables need Riding Training first).
 */

const say = refusalsOf('training');
export const TRAIN_TEXT = {
  requirements: say('requirements', 'Requirements not met'),
  unknownUnit: say('unknownUnit', 'There is no unit of that type'),
} as const;

export type Missing =
  | { kind: 'building'; building: string; level: number; have: number }
  | { kind: 'research'; research: string };

export type TrainCheck = { ok: true } | { ok: false; error: Said; missing: Missing[] };

/**
 * Whether `unit` can be trained in a village with these buildings and this completed research.
 * Refusal: 'Requirements not met' with every missing building level and research (or the unknown-unit
 * text with nothing missing).
 */
export function canTrain(
  unit: string,
  buildings: ReadonlyArray<{ type: string; level: number }>,
  researched: ReadonlySet<string>,
): TrainCheck {
  const u = findUnit(unit);
  if (!u) return { ok: false, error: TRAIN_TEXT.unknownUnit, missing: [] };
  const levelOf = (type: string) => buildings.filter((b) => b.type === type).reduce((m, b) => Math.max(m, b.level), 0);
  const missing: Missing[] = [];
  const research = new Set<string>();
  for (const req of unitRequirements(u)) {
    const have = levelOf(req.building);
    if (have >= req.level) continue;
    missing.push({ kind: 'building', building: req.building, level: req.level, have });
    const r = findBuilding(req.building)?.research;
    if (r && !researched.has(r)) research.add(r);
  }
  if (u.research && !researched.has(u.research)) research.add(u.research);
  for (const r of research) missing.push({ kind: 'research', research: r });
  return missing.length === 0 ? { ok: true } : { ok: false, error: TRAIN_TEXT.requirements, missing };
}
