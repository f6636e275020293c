import type { QueryClient } from '@tanstack/react-query';
import type { PushEvent } from '../../../server/contract/push';
import { applyCounters } from './applyCounters';
import { addIncoming, removeIncoming } from './applyAttacks';
import { applyEmpireMessage, refreshFinished, refreshInvites, refreshMessages, refreshReports, refreshResearch, refreshVillage } from './applyRefresh';
import { applyEmpireLeft } from './applyEmpire';
import { applyObjectivesChanged } from './applyObjectives';

/** One push event into the query cache (issue 18): each type's applier; hello and bye concern the connection only. */
export function applyPushEvent(client: QueryClient, event: PushEvent): void {
  switch (event.type) {
    case 'counters': return applyCounters(client, event);
    case 'attack_incoming': return addIncoming(client, event);
    case 'attack_cancelled': return removeIncoming(client, event);
    case 'movement_arrived':
    case 'queue_done': return refreshVillage(client, event);
    case 'report': return refreshReports(client);
    case 'message': return refreshMessages(client, event);
    case 'invite': return refreshInvites(client);
    case 'empire_message': return applyEmpireMessage(client, event);
    case 'empire_left': return applyEmpireLeft(client, event);
    case 'research_done': return refreshResearch(client);
    case 'objectives_changed': return applyObjectivesChanged(client, event);
    case 'world_finished': return refreshFinished(client);
    case 'hello':
    case 'bye': return;
  }
}

/**
 * After a reconnect: what happened while the page was not listening was missed (there is no replay), so
 * the player's reads are asked again once. The game tables and the world map do not change by play.
 */
export function refreshAfterGap(client: QueryClient): void {
  void client.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'gamedata' && !(q.queryKey[0] === 'map' && q.queryKey[1] === 'world'),
  });
}
