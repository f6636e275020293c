import { QUEUE_AMOUNT_CAP } from '../data/constants';
import { districtOf, type DistrictKey } from '../data/districts';
import { refusalsOf, type Said } from '../texts';

/**
 * The refusal texts of the queue, district, tier and builder calls (SPEC.md sections 5 and 8, GAME.md
 * section 4). The API answers each with status 400 and the call's key.
 */
const q = refusalsOf('queue');
export const QUEUE_TEXT = {
  notEnoughResources: q('notEnoughResources', 'Not enough resources'),
  queueFull: q('queueFull', 'Queue is full'),
  maxLevel: q('maxLevel', 'Maximum level reached'),
  requiresDistrict: (district: DistrictKey) => q('requiresDistrict', `Requires the ${districtOf(district).name} district`, { district }),
  higherTier: q('higherTier', 'Requires a higher tier village'),
  requirements: q('requirements', 'Requirements not met'),
  noAmount: q('noAmount', 'No amount set'),
  amountCap: q('amountCap', `Can queue no more than ${QUEUE_AMOUNT_CAP} times the hourly production`, { times: QUEUE_AMOUNT_CAP }),
  noResearch: q('noResearch', 'No ongoing research'),
  notEnoughBuilders: q('notEnoughBuilders', 'Not enough builder charges'),
  unknownBuilding: q('unknownBuilding', 'There is no building of that type'),
  buildingExists: q('buildingExists', 'That building already stands in the village; queue its next level instead'),
  itemNotFound: q('itemNotFound', 'That queue item does not exist'),
} as const;

const v = refusalsOf('village');
export const VILLAGE_TEXT = {
  unknownDistrict: v('unknownDistrict', 'There is no district of that type'),
  districtExists: v('districtExists', 'That district is already commissioned'),
  maxTier: v('maxTier', 'The village is already a city'),
  notEnoughCulture: v('notEnoughCulture', 'Not enough culture'),
  notEnoughAether: v('notEnoughAether', 'Not enough aether'),
} as const;

/** A rule's answer: the new state, or the refusal's text. */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: Said };
