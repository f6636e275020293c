import type { Deps } from '../deps';
import { addMedalCounts, insertMedals, medalWeek, takeMedalWeek, weeklyTop, type MedalRow } from '../../db/statistics';
import { findEmpire, kingdomName } from '../../db/empires';
import { MEDAL_HOLD_MS, STATISTICS } from '../../game/data/statistics';
import { lastEndedWeek, MEDAL_CATEGORIES, medalType, medalWinners, statWeekEnd, type MedalScope } from '../../game/statistics';
import { noteForEmpire, noteForKingdom } from '../empire/feed';
import { transaction } from '../transaction';
import { anyDueMovement } from '../../db/movements';
import { anyDueObjective } from '../../db/objectives';

export interface MedalsResult { weeks: number[]; medals: number }

/**
 * The tick's weekly medals (GAME.md section 10): for every week that ended and has not been awarded, in
 * order, the top STATISTICS.medalsPerCategory kingdoms and Empires of each category get a medal (value1
 * week, value2 rank, value3 amount) with medal_kingdom_gained [kingdom, category, week, rank] to the
 * kingdom's Empire or medal_empire_gained [Empire, category, week, rank] to the Empire, and their medal
 * counters grow. Exactly once: world.medals_week is taken by a conditional update in the awarding
 * transaction, and (type, week, rank) is unique. The weekly counters need no reset: the next week's gains
 * go to the next week's rows. Weeks after the finish are not awarded (the world stands still).
 *
 * A week is awarded only once every gain dated in it is counted: a gain is dated by its due row (an army
 * movement's or an event timer's due_at) and counted when the row is applied, which a lagging tick or an
 * instance that was down does after the week's end. While any movement or event timer due before the week's
 * end is left, the week waits (heldBack), for at most MEDAL_HOLD_MS.
 */
export async function awardDueMedals(deps: Deps, now: Date): Promise<MedalsResult> {
  const start = deps.world.startTime.getTime();
  const speed = deps.config.gameSpeed;
  let ended = lastEndedWeek(start, now.getTime(), speed);
  if (deps.world.finishedAt) ended = Math.min(ended, lastEndedWeek(start, deps.world.finishedAt.getTime(), speed));
  const out: MedalsResult = { weeks: [], medals: 0 };
  if (ended < 1) return out;
  const done = await medalWeek(deps.db);
  for (let week = done + 1; week <= ended; week++) {
    if (await heldBack(deps, week, statWeekEnd(start, week, speed), now)) break;
    const n = await transaction(deps, async (trx) => {
      if (!(await takeMedalWeek(trx, week))) return -1;
      const at = new Date(statWeekEnd(start, week, speed));
      const rows: Array<Omit<MedalRow, 'id'>> = [];
      for (const scope of ['kingdom', 'empire'] as const satisfies readonly MedalScope[]) {
        for (const category of MEDAL_CATEGORIES) {
          const standings = (await weeklyTop(trx, week, scope, category, STATISTICS.medalsPerCategory * 2))
            .map((r) => ({ subjectId: r.subject_id, amount: r.amount, at: new Date(r.at).getTime() }));
          for (const w of medalWinners(standings)) {
            rows.push({ scope, subject_id: w.subjectId, type: medalType(scope, category), week, rank: w.rank, amount: w.amount, at });
          }
        }
      }
      const inserted = await insertMedals(trx, rows);
      for (const scope of ['kingdom', 'empire'] as const) {
        const counts = new Map<number, number>();
        for (const m of inserted) if (m.scope === scope) counts.set(m.subject_id, (counts.get(m.subject_id) ?? 0) + 1);
        await addMedalCounts(trx, scope, counts, at);
      }
      for (const m of inserted) {
        const category = m.type.replace(/^(kingdom|empire)_/, '');
        if (m.scope === 'kingdom') {
          await noteForKingdom(trx, deps, m.subject_id, 'medal_kingdom_gained', [(await kingdomName(trx, m.subject_id)) ?? null, category, week, m.rank], at);
        } else {
          const empire = await findEmpire(trx, m.subject_id);
          if (empire) await noteForEmpire(trx, deps, m.subject_id, 'medal_empire_gained', [empire.name, category, week, m.rank], at);
        }
      }
      return inserted.length;
    });
    if (n < 0) break;
    out.weeks.push(week);
    out.medals += n;
  }
  return out;
}

/** Per instance: the week found waiting for late due work, and since when (this instance's clock). */
const waiting = new WeakMap<Deps, { week: number; since: number }>();

/**
 * Whether week `week` (ending at `end`) waits for due work dated before its end: army movements (the battles
 * of arrivals) or event timers not yet applied. Two index probes. Work that stays due (a row that fails every
 * tick) holds the week for MEDAL_HOLD_MS from when this instance first found it waiting (an instance
 * started after a long stop catches up first: its clock for the hold starts then), after which the week is
 * awarded without it.
 */
async function heldBack(deps: Deps, week: number, end: number, now: Date): Promise<boolean> {
  const before = new Date(end - 1);
  if (!(await anyDueMovement(deps.db, before)) && !(await anyDueObjective(deps.db, before))) {
    waiting.delete(deps);
    return false;
  }
  const w = waiting.get(deps);
  if (!w || w.week !== week) {
    waiting.set(deps, { week, since: now.getTime() });
    return MEDAL_HOLD_MS > 0;
  }
  if (now.getTime() - w.since < MEDAL_HOLD_MS) return true;
  deps.log.warn({ week, heldMs: now.getTime() - w.since }, 'medals awarded while due work dated in the week is still unapplied');
  return false;
}
