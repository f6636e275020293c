/**
 * The refusal texts of the queue, district, tier and builder calls (SPEC.md sections 5 and 8, GAME.md
 * section 4). The API answers each with status 400 and the call's key.
 */
export const QUEUE_TEXT = {
  notEnoughResources: 'Not enough resources',
  queueFull: 'Queue is full',
  maxLevel: 'Maximum level reached',
  requiresDistrict: (districtName: string) => `Requires the ${districtName} district`,
  higherTier: 'Requires a higher tier village',
  requirements: 'Requirements not met',
  noAmount: 'No amount set',
  amountCap: 'Can queue no more than 2 times the hourly production',
  noResearch: 'No ongoing research',
  notEnoughBuilders: 'Not enough builder charges',
  unknownBuilding: 'There is no building of that type',
  buildingExists: 'That building already stands in the village; queue its next level instead',
  itemNotFound: 'That queue item does not exist',
} as const;

export const VILLAGE_TEXT = {
  unknownDistrict: 'There is no district of that type',
  districtExists: 'That district is already commissioned',
  maxTier: 'The village is already a city',
  notEnoughCulture: 'Not enough culture',
  notEnoughAether: 'Not enough aether',
} as const;

/** A rule's answer: the new state, or the English text of the refusal. */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: string };
