import { guidePath, type GuideAnchor, type GuideSection } from './guide';

/**
 * Refusals that name a rule, each with the step of the guide that explains the rule: the error toast
 * (client/api/errors.ts) and GuideLink (client/panels/GuideLink.tsx, for inline refusals and warnings)
 * add 'Why? See the guide' for these keys. Keys are the catalogue's `refusals.<group>.<name>`
 * (client/i18n/en-US.json), the `text.key` of an error body. Refusals that say all there is to say
 * ('Not enough resources', 'No units selected', a bad input) have no entry.
 * tests/unit/client/help/refusalGuide.test.ts checks every key against the catalogue and every target
 * against the guide's sections.
 */
const to = <S extends GuideSection>(section: S, anchor: GuideAnchor<S>) => ({ section, anchor });

export const REFUSAL_GUIDE = {
  // The first hour: districts, research, training, claims, settling.
  'refusals.queue.requiresDistrict': to('first-hour', 'district'),
  'refusals.queue.higherTier': to('first-hour', 'district'),
  'refusals.queue.requirements': to('first-hour', 'research'),
  'refusals.village.districtExists': to('first-hour', 'district'),
  'refusals.village.notEnoughCulture': to('first-hour', 'settle'),
  'refusals.research.requirements': to('first-hour', 'research'),
  'refusals.research.ongoing': to('first-hour', 'research'),
  'refusals.training.requirements': to('first-hour', 'train'),
  'refusals.tiles.population': to('first-hour', 'claim'),
  'refusals.tiles.tooFar': to('first-hour', 'claim'),
  'refusals.settle.cannotSettle': to('first-hour', 'settle'),
  'refusals.send.cannotSettle': to('first-hour', 'settle'),
  'refusals.send.needsSettlers': to('first-hour', 'settle'),
  // Attacks and defence.
  'refusals.send.moveOwn': to('attacks', 'moves'),
  'refusals.send.scoutsOnly': to('attacks', 'moves'),
  'refusals.send.friendly': to('attacks', 'moves'),
  'refusals.send.siegeTargets': to('attacks', 'siege'),
  'refusals.send.protectedTarget': to('attacks', 'protection'),
  'refusals.send.endsOwn': to('attacks', 'protection'),
  'refusals.trips.tooLate': to('attacks', 'travel'),
  'refusals.siege.noWorkshop': to('attacks', 'siege'),
  'refusals.siege.duplicate': to('attacks', 'siege'),
  'refusals.siege.walls': to('attacks', 'siege'),
  // A plural key: the catalogue holds tooMany_one and tooMany_other, the server sends tooMany with its count.
  'refusals.siege.tooMany': to('attacks', 'siege'),
  'refusals.loyalty.culture': to('attacks', 'nobles'),
  // Trade.
  'refusals.merchants.capacity': to('trade', 'merchants'),
  'refusals.merchants.notYours': to('trade', 'send'),
  'refusals.merchants.tooLittle': to('trade', 'exchange'),
  'refusals.merchants.aetherMax': to('trade', 'exchange'),
} as const satisfies Record<string, { section: GuideSection; anchor: string }>;

/** The guide's route for a refusal key (`refusals.send.protectedTarget`), or undefined when it names no rule. */
export function guideForRefusal(key: string | undefined): string | undefined {
  if (!key || !Object.prototype.hasOwnProperty.call(REFUSAL_GUIDE, key)) return undefined;
  const target = REFUSAL_GUIDE[key as keyof typeof REFUSAL_GUIDE];
  return guidePath(target.section, target.anchor as never);
}
