import type { IconName } from '../panels/iconNames';
import type { Viewer } from './objectives';

/**
 * What the tile panel offers on a tile, by whose it is (GAME.md sections 6, 7 and 9): pure data, so each
 * relation's buttons are unit-tested without a map.
 * - own (another of the player's villages) and ally (a village of a member of the player's Empire): reinforce
 *   and send resources, the two things the server accepts from a friend (merchants go only to these);
 * - other (another player's village): attack, scout and reinforce (reinforcements may go to any village);
 * - natives (a village without owner) and empty tiles keep the generic send, plus settle on a free tile.
 */
export type TileRelation = 'own' | 'ally' | 'other' | 'natives' | 'empty';

export type TileAction = 'reinforce' | 'sendResources' | 'attack' | 'scout' | 'sendTroops' | 'settle';

/** The move types the army form takes from the tile panel (`sendTroops` sends with the form's default). */
export type TileMoveType = 'attack' | 'scout' | 'reinforce';

export const TILE_ACTION_ICONS: Readonly<Record<TileAction, IconName>> = {
  reinforce: 'stat:defense',
  sendResources: 'ui:logistics',
  attack: 'stat:attack',
  scout: 'stat:scout',
  sendTroops: 'ui:army',
  settle: 'ui:settle',
};

export interface TileOwnership {
  hasVillage: boolean;
  own: boolean;
  ownerId: number | undefined;
  /** The owner's Empire from GET map (null: in none); undefined while the tile's details are not known. */
  ownerEmpireId: number | null | undefined;
}

/**
 * Whose tile it is for the reader; undefined while it cannot be told (the reader's Empire or the owner's not
 * loaded yet): the panel then offers only the generic send, never an attack on what may be an ally.
 */
export function tileRelation(t: TileOwnership, me: Viewer): TileRelation | undefined {
  if (!t.hasVillage) return 'empty';
  if (t.own) return 'own';
  if (t.ownerId === undefined) return 'natives';
  if (me.empireId === undefined) return undefined;
  if (me.empireId === null) return 'other';
  if (t.ownerEmpireId === undefined) return undefined;
  return t.ownerEmpireId === me.empireId ? 'ally' : 'other';
}

/** The buttons for a relation, in the panel's order; `free`: a land tile with no village, claim or marker. */
export function tileActions(relation: TileRelation | undefined, free: boolean): TileAction[] {
  switch (relation) {
    case 'own':
    case 'ally':
      return ['reinforce', 'sendResources'];
    case 'other':
      return ['attack', 'scout', 'reinforce'];
    case 'empty':
      return free ? ['sendTroops', 'settle'] : ['sendTroops'];
    default:
      return ['sendTroops'];
  }
}
