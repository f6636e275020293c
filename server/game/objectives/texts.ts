import { refusalsOf } from '../texts';

/**
 * What the events and objectives calls refuse (GAME.md section 8): reading one, sending armies or
 * merchants to one, and the testing tools; the catalogue renders `refusals.objectives.<name>`.
 */
const say = refusalsOf('objectives');
export const OBJECTIVES_TEXT = {
  notFound: say('notFound', 'That objective does not exist'),
  tileTaken: say('tileTaken', 'That tile is not free'),
  ended: say('ended', 'This event has ended'),
  notSupplyTarget: say('notSupplyTarget', 'Supplies go to a supply event or a monument site your kingdom holds'),
  aetherOnlyDeposit: say('aetherOnlyDeposit', 'Aether can only be sent to an Aether deposit'),
  depositTakesAether: say('depositTakesAether', 'An Aether deposit takes aether, not resources'),
  noAether: say('noAether', 'Not enough aether'),
  monumentNotHeld: say('monumentNotHeld', 'Only the kingdom holding the monument site can supply it'),
  monumentComplete: say('monumentComplete', 'This monument is complete and undamaged'),
  reinforceNotAllowed: say('reinforceNotAllowed', 'Troops can reinforce an objective your kingdom or Empire holds, or the village an Incoming native attack marches on'),
  ownObjective: say('ownObjective', 'You cannot attack an objective your kingdom or Empire holds'),
  notByArmy: say('notByArmy', 'Troops can only attack, scout or reinforce an event or objective'),
  settleObjective: say('settleObjective', 'A village cannot be founded on an event or objective'),
  noVillageNear: (max: number) => say('noVillageNear', `An Incoming native attack needs a village within ${max} tiles`, { max }),
  claimObjective: say('claimObjective', 'This tile holds an event or objective'),
} as const;
