import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../server/contract/profile';
import type { PushEventOf } from '../../../server/contract/push';
import { queryKeys } from '../../api/keys';
import { empireQueryKey } from '../../api/empires';
import { merchantsQueryKey } from '../../api/merchants';
import { messagesQueryKey } from '../../api/messages';
import { researchQueryKey } from '../../api/research';
import { MAP_MOVEMENTS_KEY } from './applyAttacks';

/**
 * Events that say something changed without carrying the new state: the reads that show it are asked
 * again (react-query refetches only those on screen, the rest when next shown). Unread counters are
 * not touched here: they come in the `counters` event.
 */

/** A movement arrived or a queue item completed: the village (resources, units, queue), its troops and the map's markers. */
export function refreshVillage(client: QueryClient, event: PushEventOf<'movement_arrived'> | PushEventOf<'queue_done'>): void {
  void client.invalidateQueries({ queryKey: event.village_id === null ? ['village'] : queryKeys.village(event.village_id) });
  void client.invalidateQueries({ queryKey: ['units'] });
  void client.invalidateQueries({ queryKey: MAP_MOVEMENTS_KEY });
  if (event.type === 'movement_arrived') {
    // Merchants are movements too: the map's trade markers and the logistics lists.
    void client.invalidateQueries({ queryKey: merchantsQueryKey.all });
  } else {
    void client.invalidateQueries({ queryKey: ['buildings'] });
  }
}

/** A research completed: the research page and the building pages' research check, and the profile's running research. */
export function refreshResearch(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: researchQueryKey });
  void client.invalidateQueries({ queryKey: queryKeys.profile });
}

/** A new report: the report list pages. */
export function refreshReports(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['reports', 'page'] });
}

/** A new private message: the conversation list and the open conversation. */
export function refreshMessages(client: QueryClient, event: PushEventOf<'message'>): void {
  void client.invalidateQueries({ queryKey: messagesQueryKey.list });
  void client.invalidateQueries({ queryKey: messagesQueryKey.thread(event.conversation_id) });
}

/** An invitation to an Empire: the kingdom's list of invitations. */
export function refreshInvites(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: empireQueryKey.userInvites });
}

/** A new Empire feed entry: the right sidebar's latest (written in place) and the feed's pages. */
export function applyEmpireMessage(client: QueryClient, event: PushEventOf<'empire_message'>): void {
  client.setQueryData<ProfileResponse>(queryKeys.profile, (p) => (
    p && p.profile.empire === event.empire_id ? { ...p, profile: { ...p.profile, empire_message: event.message } } : p
  ));
  void client.invalidateQueries({ queryKey: ['empires', 'messages'] });
}

/** The world was won: the server state (the finished announcement) and the profile's game_finished. */
export function refreshFinished(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.server });
  void client.invalidateQueries({ queryKey: queryKeys.profile });
}
