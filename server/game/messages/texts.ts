import { refusalsOf } from '../texts';

/** The player messages' refusals (GAME.md section 9), rendered from client/i18n refusals.messages.*. */
const say = refusalsOf('messages');
export const MESSAGES_TEXT = {
  empty: say('empty', 'The message is empty'),
  tooLong: say('tooLong', 'A message holds at most 2000 characters'),
  toSelf: say('toSelf', 'You cannot send a message to yourself'),
  noSuchPlayer: say('noSuchPlayer', 'That player does not exist'),
  noSuchConversation: say('noSuchConversation', 'That conversation does not exist'),
  notYours: say('notYours', 'That conversation is not yours'),
  sitter: say('sitter', 'A sitter cannot write messages in the owner\'s name'),
} as const;
