import type { AuthInfo } from './deps';
import { forbidden, notFound } from './refusal';
import { NOT_FOUND_TEXT } from '../game/refusals';
import type { VillageRow } from '../db/villages';

/**
 * A village the token may act on: the account's own (an owner token, or a sitter token for that
 * account, whose userId is the sat account). Unknown is a 404, someone else's a 403.
 */
export function ownVillage(v: VillageRow | undefined, auth: AuthInfo, key: string): VillageRow {
  if (!v) throw notFound(key, NOT_FOUND_TEXT.village);
  if (v.user_id === null || v.user_id !== auth.userId) throw forbidden(key);
  return v;
}
