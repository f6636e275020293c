/**
 * Report titles (SPEC.md section 7, Reports). A title is a catalogue key with its parameters, never
 * English: the client renders it from client/i18n (en-US.json, `reports.titles`), so every locale can
 * translate it. These builders are the only place a report title is made; server/world calls them.
 * Parameters are the facts as they were when the report was written (a village's name then).
 */

/** What a report's title holds: a key under `reports.titles` and a flat record of its parameters. */
export interface ReportTitle {
  key: ReportTitleKey;
  params: Record<string, string | number>;
}

/** Every title key, as it stands in the catalogue (`reports.titles.<name>`). */
export const REPORT_TITLE_KEYS = [
  'reports.titles.troopsReturned',
  'reports.titles.noVillageToJoin',
  'reports.titles.troopsArrived',
  'reports.titles.reinforcementsArrived',
  'reports.titles.reinforcementsReceived',
  'reports.titles.noVillageToScout',
  'reports.titles.scoutingSucceeded',
  'reports.titles.scoutingFailed',
  'reports.titles.scoutsSeen',
  'reports.titles.settleRefused',
  'reports.titles.villageFounded',
  'reports.titles.noVillageToAttack',
  'reports.titles.battleVictory',
  'reports.titles.battleVictoryConquered',
  'reports.titles.battleVictoryDestroyed',
  'reports.titles.battleDefeat',
  'reports.titles.attackedDefeat',
  'reports.titles.attackedVictory',
  'reports.titles.reinforcementsFought',
  'reports.titles.troopsStarved',
  'reports.titles.exchangeDelivered',
  'reports.titles.merchantsArrived',
  'reports.titles.merchantsReceived',
  'reports.titles.merchantsNoVillage',
  'reports.titles.purchaseDelivered',
  'reports.titles.eventBattleVictory',
  'reports.titles.eventBattleDefeat',
  'reports.titles.eventScouted',
  'reports.titles.nothingThere',
  'reports.titles.eventRewards',
  'reports.titles.eventSupplyDelivered',
  'reports.titles.eventSupplyCompleted',
  'reports.titles.eventSupplyFailed',
  'reports.titles.eventDefended',
  'reports.titles.eventDefenceLost',
  'reports.titles.nativeCamp',
  'reports.titles.objectiveCaptured',
  'reports.titles.objectiveAttackFailed',
  'reports.titles.objectiveLost',
  'reports.titles.objectiveHeld',
  'reports.titles.objectiveScouted',
  'reports.titles.objectiveReinforced',
  'reports.titles.monumentSupplied',
  'reports.titles.monumentCompleted',
  'reports.titles.monumentRepaired',
  'reports.titles.legacy',
] as const;
export type ReportTitleKey = (typeof REPORT_TITLE_KEYS)[number];

const title = (key: ReportTitleKey, params: ReportTitle['params'] = {}): ReportTitle => ({ key, params });

/** An army came home (to the owner). */
/** An exchange's or an aether purchase's resources arrived in the village (kind `merchants`). */
export const delivered = (villageName: string, origin: 'exchange' | 'purchase') =>
  title(origin === 'exchange' ? 'reports.titles.exchangeDelivered' : 'reports.titles.purchaseDelivered', { name: villageName });

/** The sender's report of merchants that unloaded in a village. */
export const merchantsArrived = (villageName: string) => title('reports.titles.merchantsArrived', { name: villageName });
/** The receiving village's owner's report (another account's merchants). */
export const merchantsReceived = (villageName: string) => title('reports.titles.merchantsReceived', { name: villageName });
/** The target village was gone: the merchants turned back with their load. */
export const merchantsNoVillage = () => title('reports.titles.merchantsNoVillage');

export const troopsReturned = (villageName: string) => title('reports.titles.troopsReturned', { name: villageName });

/** A move or reinforcement found no village (or not one of the owner's, for a move) and turned back. */
export const noVillageToJoin = () => title('reports.titles.noVillageToJoin');

/** Moved troops arrived in another own village. */
export const troopsArrived = (villageName: string) => title('reports.titles.troopsArrived', { name: villageName });

/** The sender's copy of an arrived reinforcement. */
export const reinforcementsArrived = (villageName: string) => title('reports.titles.reinforcementsArrived', { name: villageName });

/** The host's copy of an arrived reinforcement (someone else's troops). */
export const reinforcementsReceived = (villageName: string) => title('reports.titles.reinforcementsReceived', { name: villageName });

/** Scouts sent to a tile with no village. */
export const noVillageToScout = () => title('reports.titles.noVillageToScout');

/** The sender's copy of a scouting. */
export const scouting = (villageName: string, success: boolean) =>
  title(success ? 'reports.titles.scoutingSucceeded' : 'reports.titles.scoutingFailed', { name: villageName });

/** The scouted village owner's copy. */
export const scoutsSeen = (villageName: string) => title('reports.titles.scoutsSeen', { name: villageName });

/** Settlers that could not found a village (the reason is in the report's data). */
export const settleRefused = () => title('reports.titles.settleRefused');

/** Settlers founded a village at (x|y). */
export const villageFounded = (x: number, y: number) => title('reports.titles.villageFounded', { x, y });

/** An attack or siege sent to a tile with no village. */
export const noVillageToAttack = () => title('reports.titles.noVillageToAttack');

/** What the Nobles did to the target (server/game/battle nobleAttack's result). */
export type BattleFate = 'unchanged' | 'lowered' | 'conquered' | 'destroyed';

/**
 * The attacker's copy of a battle. A conquest or destruction follows a won battle only (nobleAttack),
 * so a defeat has one title whatever `fate` says.
 */
export function attackResult(villageName: string, won: boolean, fate: BattleFate): ReportTitle {
  if (!won) return title('reports.titles.battleDefeat', { name: villageName });
  const key = fate === 'conquered' ? 'reports.titles.battleVictoryConquered'
    : fate === 'destroyed' ? 'reports.titles.battleVictoryDestroyed'
    : 'reports.titles.battleVictory';
  return title(key, { name: villageName });
}

/** The defender's copy of a battle: `attackerWon` is a defeat for them. */
export const defenceResult = (villageName: string, attackerWon: boolean) =>
  title(attackerWon ? 'reports.titles.attackedDefeat' : 'reports.titles.attackedVictory', { name: villageName });

/** The copy for the owner of reinforcements that stood in a battle at someone else's village. */
export const reinforcementsFought = (villageName: string) => title('reports.titles.reinforcementsFought', { name: villageName });

/** Troops of a village starved. */
export const troopsStarved = (villageName: string) => title('reports.titles.troopsStarved', { name: villageName });

/** A title stored as English before titles were keys (migration 012): shown as it was written. */
export const legacy = (text: string) => title('reports.titles.legacy', { text });

/** Events and objectives (GAME.md section 8): every title names the tile as (x|y), or the village. */
type EventTitle = 'eventBattleVictory' | 'eventBattleDefeat' | 'eventScouted' | 'nothingThere' | 'eventRewards' | 'eventSupplyDelivered'
  | 'eventSupplyCompleted' | 'eventSupplyFailed' | 'nativeCamp' | 'objectiveCaptured' | 'objectiveAttackFailed' | 'objectiveLost'
  | 'objectiveHeld' | 'objectiveScouted' | 'objectiveReinforced' | 'monumentSupplied' | 'monumentCompleted' | 'monumentRepaired';
/** A title about the event or objective at (x|y). */
export const atTile = (name: EventTitle, x: number, y: number) => title(`reports.titles.${name}`, { x, y });
/** A defend event's outcome at the village the natives marched on. */
export const eventDefence = (villageName: string, held: boolean) =>
  title(held ? 'reports.titles.eventDefended' : 'reports.titles.eventDefenceLost', { name: villageName });
