import { BUILDINGS } from '../data/buildings';
import { populationAt } from '../economy/levels';

/**
 * Population of every building at every level it may reach (villagePopulation's terms as rows): the
 * database keeps the kingdoms' population counters with it, in the statement that changes a level.
 */
export function populationRows(): Array<{ type: string; level: number; population: number }> {
  const rows: Array<{ type: string; level: number; population: number }> = [];
  for (const b of BUILDINGS) {
    for (let level = 0; level <= b.maxLevel; level++) rows.push({ type: b.key, level, population: populationAt(b, level) });
  }
  return rows;
}
