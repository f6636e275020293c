import { refusalsOf } from './texts';

/**
 * The refusals every call group shares (SPEC.md section 8): the status texts, and what a request named
 * that does not exist or cannot be read. The call groups' own refusals live beside their rules.
 */
const s = refusalsOf('status');
export const STATUS_TEXT = {
  badInput: s('badInput', 'The server did not accept your input'),
  malformedJson: s('malformedJson', 'The server did not accept your input (malformed JSON)'),
  nul: s('nul', 'The server did not accept your input (a text holds a NUL character)'),
  expired: s('expired', 'Your session has expired, please log in again'),
  forbidden: s('forbidden', "You seem to have gone somewhere you shouldn't"),
  nothingHere: s('nothingHere', 'There is nothing at this address'),
  method: s('method', 'This address does not take that method'),
  tooFast: s('tooFast', 'You are too fast for the server (too many requests)'),
  finished: s('finished', "Can't do this, the game is finished"),
  fault: s('fault', 'Something went wrong on our end'),
} as const;

const i = refusalsOf('input');
export const INPUT_TEXT = {
  /** A request part the contract's schema refused: the field (a dotted path) and the schema's own words. */
  field: (field: string, problem: string) => i('field', `${field}: ${problem}`, { field, problem }),
  id: i('id', 'The id must be a positive whole number'),
  buildingType: i('buildingType', 'That is not a building type'),
  page: i('page', 'The page must be a whole number of at least 0'),
  bothCoordinates: i('bothCoordinates', 'Give both x and y, or neither'),
  coordinates: (max: number) => i('coordinates', `Coordinates must lie between -${max} and ${max}`, { max }),
} as const;

/** What a request named that does not exist (404): 'That village does not exist'. */
const n = refusalsOf('notFound');
export const NOT_FOUND_TEXT = {
  thing: n('thing', 'That does not exist'),
  village: n('village', 'That village does not exist'),
  building: n('building', 'That building does not exist'),
  buildingType: n('buildingType', 'That building type does not exist'),
  research: n('research', 'That research does not exist'),
  report: n('report', 'That report does not exist'),
  queueItem: n('queueItem', 'That queue item does not exist'),
  movement: n('movement', 'That movement does not exist'),
  noSuchVillage: n('noSuchVillage', 'There is no such village'),
  noSuchAccount: n('noSuchAccount', 'There is no such account'),
} as const;
