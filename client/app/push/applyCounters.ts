import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../server/contract/profile';
import type { PushEventOf } from '../../../server/contract/push';
import { queryKeys } from '../../api/keys';

/**
 * A `counters` event into the cached profile (GET profiles/user): the top menu's unread reports and
 * messages, the Empire invites, and each village's incoming attacks, which the kingdom list's red icon
 * and the map's red ring read. Written in place, no refetch. A village the counters name that the
 * profile lacks (conquered) or one it no longer names (lost) means the list itself changed: read it again.
 */
export function applyCounters(client: QueryClient, event: PushEventOf<'counters'>): void {
  let listChanged = false;
  client.setQueryData<ProfileResponse>(queryKeys.profile, (p) => {
    if (!p) return p;
    const incomings = new Map(event.villages.map((v) => [v.id, v.incomings]));
    const known = new Set(p.villages.map((v) => v.id));
    listChanged = event.villages.some((v) => !known.has(v.id)) || p.villages.some((v) => !incomings.has(v.id));
    const villagesSame = p.villages.every((v) => (incomings.get(v.id) ?? v.incomings) === v.incomings);
    const pr = p.profile;
    const profileSame = pr.reports === event.reports && pr.messages === event.messages && pr.empireInvites === event.empire_invites;
    if (villagesSame && profileSame) return p;
    return {
      ...p,
      profile: profileSame ? pr : { ...pr, reports: event.reports, messages: event.messages, empireInvites: event.empire_invites },
      villages: villagesSame ? p.villages : p.villages.map((v) => {
        const n = incomings.get(v.id);
        return n === undefined || n === v.incomings ? v : { ...v, incomings: n };
      }),
    };
  });
  if (listChanged) void client.invalidateQueries({ queryKey: queryKeys.profile });
}
