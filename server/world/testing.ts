import type { Deps } from './deps';
import { setFinished } from '../db/world';
import { publish } from './push/publish';
import { addUnits, homeUnits } from '../db/units';
import { saveStock, setBuildingLevel } from '../db/queue';
import { lockVillagesOf, villageDistricts } from '../db/villages';
import { recordResearchDone } from './researchDone';
import { addDistricts, setAether, setVillageTier } from '../db/testing';
import { aetherOf } from '../db/trade';
import { storageLevelsFor, villageRates } from '../game/economy';
import { advanceRun, runOf } from '../game/research';
import type { Cost } from '../game/data/resources';
import type { DistrictKey } from '../game/data/districts';
import type { TierKey } from '../game/data/tiers';
import { INPUT_TEXT, NOT_FOUND_TEXT } from '../game/refusals';
import { saveAccountRun, settleAccount } from './account';
import { dueCutoff } from './cutoff';
import { badRequest } from './refusal';
import { touchVillage } from './touch';
import { refreshStarvation } from './economy/starvesAt';
import { transaction } from './transaction';

/**
 * POST testing/units: units added at home in a village, which is first brought to now (its stock and
 * queue: the new units eat from now on); starves_at follows the new consumption. Answers the troops at home.
 */
export async function grantUnits(deps: Deps, villageId: number, units: Record<string, number>): Promise<{ village_id: number; home: Record<string, number> }> {
  return transaction(deps, async (trx) => {
    if (!(await touchVillage(trx, deps, villageId, deps.now()))) throw badRequest('error_400', NOT_FOUND_TEXT.noSuchVillage);
    await addUnits(trx, villageId, villageId, units);
    await refreshStarvation(trx, deps, villageId);
    const rows = await homeUnits(trx, villageId);
    return { village_id: villageId, home: Object.fromEntries(rows.map((r) => [r.unit, Number(r.amount)])) };
  });
}

export interface TestVillageAsk {
  village_id: number;
  resources?: Cost;
  buildings?: Record<string, number>;
  districts?: DistrictKey[];
  tier?: TierKey;
}

/**
 * POST testing/village: the village (locked) and its account are brought to now with the old levels, then
 * tier, building levels and districts are written, the warehouse and food cellar raised until they hold
 * the stock asked for, the stock written at now, and the account settled again so its rates (and a
 * research's due time) follow the new levels.
 */
export async function setTestVillage(deps: Deps, ask: TestVillageAsk) {
  return transaction(deps, async (trx) => {
    const now = deps.now();
    const t = await touchVillage(trx, deps, ask.village_id, now);
    if (!t) throw badRequest('error_400', NOT_FOUND_TEXT.noSuchVillage);
    if (t.v.user_id !== null) await settleAccount(trx, deps, t.v.user_id, now);
    const tier = ask.tier ?? t.v.tier;
    const stock = ask.resources ?? t.stock;
    const asked = new Map(t.buildings.map((b) => [b.type, b.level]));
    for (const [type, level] of Object.entries(ask.buildings ?? {})) asked.set(type, level);
    const levels = storageLevelsFor(tier, [...asked].map(([type, level]) => ({ type, level })), stock);
    if (!levels) throw badRequest('error_400', INPUT_TEXT.field('resources', 'No storage holds that much'));
    const before = new Map(t.buildings.map((b) => [b.type, b.level]));
    for (const b of levels) if (before.get(b.type) !== b.level) await setBuildingLevel(trx, t.v.id, b.type, b.level);
    if (tier !== t.v.tier) await setVillageTier(trx, t.v.id, tier);
    await addDistricts(trx, t.v.id, ask.districts ?? []);
    await saveStock(trx, t.v.id, stock, now);
    await refreshStarvation(trx, deps, t.v.id);
    if (t.v.user_id !== null) await settleAccount(trx, deps, t.v.user_id, now);
    const rates = villageRates({ tier, buildings: levels, tiles: [], unitConsumption: 0 }, deps.config.gameSpeed);
    return {
      village_id: t.v.id,
      tier,
      resources: stock,
      store_res: rates.store_res,
      store_food: rates.store_food,
      districts: (await villageDistricts(trx, t.v.id)) as DistrictKey[],
      buildings: Object.fromEntries(levels.map((b) => [b.type, b.level])),
    };
  });
}

/**
 * POST testing/account: the account settled to now, then aether, culture and the running research's
 * science set (the research run is rebuilt from the columns and advanced, so enough science completes
 * it at once, as a science delivery would).
 */
export async function setTestAccount(deps: Deps, ask: { user_id: number; aether?: number; culture?: number; science?: number }) {
  return transaction(deps, async (trx) => {
    const now = deps.now();
    // Lock order: the account's villages first, then the account row.
    await lockVillagesOf(trx, ask.user_id);
    const settled = await settleAccount(trx, deps, ask.user_id, now);
    if (!settled) throw badRequest('error_400', NOT_FOUND_TEXT.noSuchAccount);
    const state = {
      ...settled.state,
      culture: ask.culture ?? settled.state.culture,
      science: settled.state.researching === null ? 0 : ask.science ?? settled.state.science,
    };
    const adv = advanceRun({ state, run: runOf(null, state, settled.rates) }, settled.rates, dueCutoff(deps, now));
    await saveAccountRun(trx, ask.user_id, adv);
    await recordResearchDone(trx, deps, ask.user_id, adv.done);
    if (ask.aether !== undefined) await setAether(trx, ask.user_id, ask.aether);
    return { user_id: ask.user_id, aether: await aetherOf(trx, ask.user_id), culture: adv.state.culture, science: adv.state.science, researching: adv.state.researching };
  });
}

/**
 * POST testing/finish: finishes the world now (every open page hears `world_finished`) or reopens it (the
 * winner forgotten too); the in-memory world row follows the database.
 */
export async function setTestFinished(deps: Deps, finished: boolean): Promise<void> {
  const finishedAt = finished ? deps.now() : null;
  await transaction(deps, async (trx) => {
    await setFinished(trx, finishedAt);
    if (finishedAt) publish(trx, deps, 'all', { type: 'world_finished', finished_at: finishedAt.toISOString() });
  });
  deps.world.finishedAt = finishedAt;
  if (!finishedAt) deps.world.winner = null;
}
