import type { Said } from '../../server/game/texts';
import { QUEUE_TEXT, VILLAGE_TEXT } from '../../server/game/queue/texts';
import { SETTLE_TEXT } from '../../server/game/movement/settle';
import { SEND_TEXT } from '../../server/game/movement/send';
import { PROTECTION_TEXT } from '../../server/game/movement/protection';
import { TRIP_TEXT } from '../../server/game/movement/trips';
import { RESEARCH_TEXT } from '../../server/game/research/rules';
import { CLAIM_TEXT } from '../../server/game/tiles/claim';
import { BATTLE_TEXT } from '../../server/game/battle/battle';
import { LOYALTY_TEXT } from '../../server/game/battle/loyalty';
import { SIEGE_TEXT } from '../../server/game/battle/siege';
import { TRAIN_TEXT } from '../../server/game/battle/training';
import { ARMY_TEXT } from '../../server/game/battle/army';
import { TEXT as ACCOUNT_TEXT } from '../../server/game/accounts';
import { SPAWN_TEXT } from '../../server/game/world/spawn';
import { QUEST_TEXT } from '../../server/game/quests/rules';
import { TRADE_TEXT } from '../../server/game/trade/texts';
import { AETHER_TEXT } from '../../server/game/aether/grants';
import { PROFILE_TEXT } from '../../server/game/profile/rules';
import { MESSAGES_TEXT } from '../../server/game/messages/texts';
import { EMPIRE_TEXT } from '../../server/game/empire/texts';
import { OBJECTIVES_TEXT } from '../../server/game/objectives/texts';
import { STATISTICS_TEXT } from '../../server/game/statistics/texts';
import { INPUT_TEXT, NOT_FOUND_TEXT, STATUS_TEXT } from '../../server/game/refusals';

/** Every table of refusal texts the server has (a test checks that no `refusalsOf` group is missing here). */
export const TEXT_TABLES: Record<string, Record<string, Said | ((...a: never[]) => Said)>> = {
  QUEUE_TEXT, VILLAGE_TEXT, SETTLE_TEXT, SEND_TEXT, PROTECTION_TEXT, TRIP_TEXT, RESEARCH_TEXT, CLAIM_TEXT, BATTLE_TEXT, LOYALTY_TEXT,
  SIEGE_TEXT, TRAIN_TEXT, ARMY_TEXT, ACCOUNT_TEXT, SPAWN_TEXT, STATUS_TEXT, INPUT_TEXT, NOT_FOUND_TEXT,
  QUEST_TEXT, TRADE_TEXT, AETHER_TEXT, PROFILE_TEXT, MESSAGES_TEXT, EMPIRE_TEXT, OBJECTIVES_TEXT, STATISTICS_TEXT,
};

/** Arguments to call each text that takes parameters with (several where the English varies, as plurals do). */
export const TEXT_EXAMPLES: Record<string, unknown[][]> = {
  'QUEUE_TEXT.requiresDistrict': [['military'], ['research'], ['economy']],
  'CLAIM_TEXT.population': [[600], [1200]],
  'SIEGE_TEXT.tooMany': [[1], [2], [3]],
  'SIEGE_TEXT.unknown': [['castle']],
  'ARMY_TEXT.unknownUnit': [['dragon']],
  'ARMY_TEXT.badCount': [['melee1']],
  'INPUT_TEXT.field': [['amount', 'Expected number']],
  'INPUT_TEXT.coordinates': [[51], [100]],
  'OBJECTIVES_TEXT.noVillageNear': [[12]],
  'QUEST_TEXT.notDone': [['build'], ['settle']],
  'QUEST_TEXT.claimed': [['scout']],
  'TRADE_TEXT.tooLittle': [[3], [2]],
  'TRADE_TEXT.aetherMax': [[5000], [15000]],
  'TRADE_TEXT.offerRatio': [[667, 1500]],
  'TRADE_TEXT.purchaseLot': [[100]],
  'PROTECTION_TEXT.protectedTarget': [['2026-06-04T15:00:00.000Z'], ['2026-12-31T23:59:59.999Z'], ['2027-01-09T04:05:06.000Z']],
};

/** Every refusal text the server can say, with the examples' parameters. */
export function everySaid(): Array<{ name: string; said: Said }> {
  const out: Array<{ name: string; said: Said }> = [];
  for (const [table, entries] of Object.entries(TEXT_TABLES)) {
    for (const [entry, v] of Object.entries(entries)) {
      const name = `${table}.${entry}`;
      if (typeof v === 'function') {
        const examples = TEXT_EXAMPLES[name];
        if (!examples) throw new Error(`${name} takes parameters: add examples to TEXT_EXAMPLES`);
        for (const args of examples) out.push({ name, said: (v as (...a: unknown[]) => Said)(...args) });
      } else out.push({ name, said: v });
    }
  }
  return out;
}
