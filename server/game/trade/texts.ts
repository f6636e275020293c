import { refusalsOf } from '../texts';

/**
 * What the merchants calls refuse (GAME.md section 7), in SPEC.md's words where it has them ('Not enough
 * capacity'); the catalogue renders `refusals.merchants.<name>`.
 */
const say = refusalsOf('merchants');
export const TRADE_TEXT = {
  nothing: say('nothing', 'Send at least one resource'),
  routeSelf: say('routeSelf', 'A trade route goes to another village'),
  noRoute: say('noRoute', 'This village has no trade route'),
  capacity: say('capacity', 'Not enough capacity'),
  noResources: say('noResources', 'Not enough resources'),
  sameResource: say('sameResource', 'Exchange one resource for another'),
  tooLittle: (least: number) => say('tooLittle', `Give at least ${least} to receive 1`, { least }),
  aetherMax: (max: number) => say('aetherMax', `An exchange with aether is at most ${max} this week`, { max }),
  noAether: say('noAether', 'Not enough aether'),
  offerEmpty: say('offerEmpty', 'An offer needs resources on both sides'),
  offerOverlap: say('offerOverlap', 'Request other resources than you offer'),
  noVillage: say('noVillage', 'There is no village there'),
  sameVillage: say('sameVillage', 'Merchants cannot trade with their own village'),
  notYours: say('notYours', 'Merchants go only to your own villages'),
  purchaseLot: (lot: number) => say('purchaseLot', `Buy in lots of ${lot}`, { lot }),
  offerRatio: (low: number, high: number) => say('offerRatio', `The request must total between ${low} and ${high}`, { low, high }),
  offerUnknown: say('offerUnknown', 'That offer does not exist'),
  offerClosed: say('offerClosed', 'This offer is no longer open'),
  offerOwn: say('offerOwn', 'You cannot accept your own offer'),
  offerEmpireOnly: say('offerEmpireOnly', "Only members of the offerer's Empire may accept this offer"),
  offerWithdrawn: say('offerWithdrawn', 'This offer was withdrawn: its village changed owner'),
} as const;
