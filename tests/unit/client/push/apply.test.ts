import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MovementView, ProfileResponse, VillageResponse } from '../../../../server/contract';
import type { PushEvent } from '../../../../server/contract/push';
import { applyPushEvent, refreshAfterGap } from '../../../../client/app/push/apply';
import { queryKeys } from '../../../../client/api/keys';
import { fixtureProfile, makeVillageResponse, makeVillageState } from '../../../../stories/fixtures/game';
import { applyEmpireLeft } from '../../../../client/app/push/applyEmpire';
import { createToastStore } from '../../../../client/app/toasts';
import { OBJECTIVES_LIST_MIN_GAP_MS } from '../../../../client/app/push/applyObjectives';

/** The map's movements under the key useMapMovements uses (the player's village ids). */
const MAP_KEY = ['units', 'map', '11,12,13'];

const movement = (id: number, dueAt: string, over: Partial<MovementView> = {}): MovementView => ({
  id, kind: 'attack', own: false, from: { village_id: 90, x: 30, y: 30 }, to: { village_id: 11, x: 12, y: -7 },
  units: null, resources: null, started_at: '2030-01-01T10:00:00.000Z', due_at: dueAt, ...over,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.profile, structuredClone(fixtureProfile));
  const later = movement(5, '2030-01-01T12:00:00.000Z', { own: true });
  client.setQueryData(queryKeys.village(11), makeVillageResponse(makeVillageState(), { outgoing: [later], movements: [later] }));
  client.setQueryData(MAP_KEY, [later]);
  return client;
}
const profile = (c: QueryClient) => c.getQueryData<ProfileResponse>(queryKeys.profile)!;
const village = (c: QueryClient) => c.getQueryData<VillageResponse>(queryKeys.village(11))!;
const invalidated = (c: QueryClient, key: readonly unknown[]) => c.getQueryState(key)?.isInvalidated ?? false;
const apply = (c: QueryClient, e: PushEvent) => applyPushEvent(c, e);

describe('push appliers (client/app/push/apply*.ts)', () => {
  it('counters: the top menu counts, invites and each village\'s incoming attacks in the cached profile, no refetch', () => {
    const c = setup();
    apply(c, { type: 'counters', reports: 5, messages: 129, empire_invites: 1, villages: [{ id: 11, incomings: 1 }, { id: 12, incomings: 2 }, { id: 13, incomings: 0 }] });
    const p = profile(c);
    expect(p.profile).toMatchObject({ reports: 5, messages: 129, empireInvites: 1 });
    expect(p.villages.map((v) => v.incomings)).toEqual([1, 2, 0]);
    expect(p.objectives).toEqual(fixtureProfile.objectives);
    expect(invalidated(c, queryKeys.profile)).toBe(false);
  });

  it('counters that match the cache leave it as it is (no re-render)', () => {
    const c = setup();
    const before = profile(c);
    apply(c, { type: 'counters', reports: 4, messages: 128, empire_invites: 0, villages: [{ id: 11, incomings: 0 }, { id: 12, incomings: 2 }, { id: 13, incomings: 0 }] });
    expect(profile(c)).toBe(before);
  });

  it('counters naming a village the profile lacks (a conquest) read the profile again', () => {
    const c = setup();
    apply(c, { type: 'counters', reports: 4, messages: 128, empire_invites: 0, villages: [{ id: 11, incomings: 0 }, { id: 12, incomings: 2 }, { id: 13, incomings: 0 }, { id: 14, incomings: 0 }] });
    expect(invalidated(c, queryKeys.profile)).toBe(true);
  });

  it('attack_incoming: the movement joins the village read (soonest first) and the map; attack_cancelled takes it out', () => {
    const c = setup();
    const attack = movement(9, '2030-01-01T11:00:00.000Z');
    const event: PushEvent = { type: 'attack_incoming', village_id: 11, village_name: 'Highmoor', movement: attack, attacker: 'Brenna' };
    apply(c, event);
    expect(village(c).incoming.map((m) => m.id)).toEqual([9]);
    expect(village(c).movements.map((m) => m.id)).toEqual([9, 5]);
    expect(c.getQueryData<MovementView[]>(MAP_KEY)!.map((m) => m.id)).toEqual([9, 5]);
    apply(c, event);
    expect(village(c).movements).toHaveLength(2);
    expect(c.getQueryData<MovementView[]>(MAP_KEY)).toHaveLength(2);

    apply(c, { type: 'attack_cancelled', village_id: 11, movement_id: 9 });
    expect(village(c).incoming).toEqual([]);
    expect(village(c).movements.map((m) => m.id)).toEqual([5]);
    expect(c.getQueryData<MovementView[]>(MAP_KEY)!.map((m) => m.id)).toEqual([5]);
  });

  it('movement_arrived and queue_done read the village, troops and map movements again', () => {
    for (const e of [
      { type: 'movement_arrived', movement_id: 5, kind: 'attack', village_id: 11 },
      { type: 'queue_done', village_id: 11, kind: 'building', item: 'farm' },
    ] as PushEvent[]) {
      const c = setup();
      c.setQueryData(['units', 'troops', 11], { home: {} });
      apply(c, e);
      expect(invalidated(c, queryKeys.village(11))).toBe(true);
      expect(invalidated(c, ['units', 'troops', 11])).toBe(true);
      expect(invalidated(c, MAP_KEY)).toBe(true);
      expect(invalidated(c, queryKeys.profile)).toBe(false);
    }
  });

  it('report, message and invite read their lists again; counters are left to their own event', () => {
    const c = setup();
    c.setQueryData(['reports', 'page', 0], { items: [] });
    c.setQueryData(['messages', 'list', 0], { items: [] });
    c.setQueryData(['messages', 'thread', 4, 0], { items: [] });
    c.setQueryData(['empires', 'userInvites'], []);
    apply(c, { type: 'report', report_id: 1, report_type: 'attack' });
    apply(c, { type: 'message', conversation_id: 4, from: 'Brenna' });
    apply(c, { type: 'invite', empire_id: 3, empire_name: 'OGL' });
    for (const key of [['reports', 'page', 0], ['messages', 'list', 0], ['messages', 'thread', 4, 0], ['empires', 'userInvites']]) {
      expect(invalidated(c, key)).toBe(true);
    }
    expect(profile(c).profile.reports).toBe(4);
    expect(invalidated(c, queryKeys.profile)).toBe(false);
  });

  it('empire_message: the right sidebar\'s latest entry at once, and the feed read again', () => {
    const c = setup();
    c.setQueryData(['empires', 'messages', 0], { items: [] });
    const message = { created_at: '2030-01-01T10:00:00.000Z', type: 'member_joined', value1: 'Brenna', value2: null, value3: null, value4: null };
    apply(c, { type: 'empire_message', empire_id: 3, message });
    expect(profile(c).profile.empire_message).toEqual(message);
    expect(invalidated(c, ['empires', 'messages', 0])).toBe(true);
    apply(c, { type: 'empire_message', empire_id: 99, message: { ...message, value1: 'Other' } });
    expect(profile(c).profile.empire_message).toEqual(message);
  });

  it('world_finished reads the server state again (the finished announcement)', () => {
    const c = setup();
    c.setQueryData(queryKeys.server, { state: {}, skew: 0 });
    apply(c, { type: 'world_finished', finished_at: '2030-01-01T10:00:00.000Z' });
    expect(invalidated(c, queryKeys.server)).toBe(true);
  });

  it('research_done reads the research page and the profile (its running research) again', () => {
    const c = setup();
    c.setQueryData(['research'], { tiers: [], researching: null });
    apply(c, { type: 'research_done', research_id: 5, key: 'smithing' });
    expect(invalidated(c, ['research'])).toBe(true);
    expect(invalidated(c, queryKeys.profile)).toBe(true);
    expect(invalidated(c, queryKeys.village(11))).toBe(false);
  });

  it('empire_left: the profile names no Empire at once and the Empire reads are asked again; only a kick is toasted', () => {
    for (const reason of ['left', 'dissolved', 'kicked'] as const) {
      const c = setup();
      c.setQueryData(['empires', 'empire', 3], { id: 3 });
      c.setQueryData(['empires', 'messages', 0], { items: [] });
      const store = createToastStore(() => undefined);
      applyEmpireLeft(c, { type: 'empire_left', empire_id: 3, empire_name: 'Order of the Gilded Lantern', reason, by: reason === 'kicked' ? 'Brenna' : null }, store);
      expect(profile(c).profile).toMatchObject({ empire: null, empire_name: null, empire_name_short: null, empire_message: null });
      expect(profile(c).profile.reports).toBe(fixtureProfile.profile.reports);
      for (const key of [queryKeys.profile, ['empires', 'empire', 3], ['empires', 'messages', 0]]) expect(invalidated(c, key)).toBe(true);
      const shown = store.getSnapshot();
      if (reason === 'kicked') {
        expect(shown.map((t) => [t.kind, t.text, t.key])).toEqual([['info', 'Brenna removed you from the Empire Order of the Gilded Lantern', 'push.empireKicked']]);
      } else {
        expect(shown).toEqual([]);
      }
    }
  });

  it('empire_left of an Empire the cached profile does not name (joined another since) leaves the profile as it is until read again', () => {
    const c = setup();
    const store = createToastStore(() => undefined);
    applyEmpireLeft(c, { type: 'empire_left', empire_id: 99, empire_name: 'Gone', reason: 'kicked', by: null }, store);
    expect(profile(c).profile.empire).toBe(3);
    expect(invalidated(c, queryKeys.profile)).toBe(true);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['You were removed from the Empire Gone']);
  });

  it('objectives_changed reads the map\'s list and the named ones again, not the others; the profile only when it lists one or the account gained or lost one', () => {
    const c = setup();
    for (const key of [['objectives'], ['objectives', 50], ['objectives', 50, 'incomings', 0], ['objectives', 50, 'target'], ['objectives', 51], ['objectives', 'troops', 11]]) {
      c.setQueryData(key, {});
    }
    apply(c, { type: 'objectives_changed', ids: [50, 60], holders: [] });
    for (const key of [['objectives'], ['objectives', 50], ['objectives', 50, 'incomings', 0], ['objectives', 50, 'target']]) expect(invalidated(c, key), String(key)).toBe(true);
    for (const key of [['objectives', 51], ['objectives', 'troops', 11], queryKeys.profile]) expect(invalidated(c, key), String(key)).toBe(false);

    const held = setup();
    apply(held, { type: 'objectives_changed', ids: [102], holders: [] });
    expect(invalidated(held, queryKeys.profile)).toBe(true);

    const captured = setup();
    apply(captured, { type: 'objectives_changed', ids: [70], holders: [3, fixtureProfile.profile.id] });
    expect(invalidated(captured, queryKeys.profile)).toBe(true);
  });

  it('objectives_changed reads the map\'s list at once, then at most once per gap: a burst of changes makes one more read at its end', async () => {
    vi.useFakeTimers();
    try {
      const c = setup();
      // Each read of the list is one invalidation of its exact key (an observed query refetches on it).
      let reads = 0;
      const invalidate = c.invalidateQueries.bind(c);
      c.invalidateQueries = ((filters?: { queryKey?: readonly unknown[]; exact?: boolean }) => {
        if (filters?.exact && filters.queryKey?.length === 1 && filters.queryKey[0] === 'objectives') reads++;
        return invalidate(filters);
      }) as typeof c.invalidateQueries;
      apply(c, { type: 'objectives_changed', ids: [1], holders: [] });
      expect(reads).toBe(1);
      for (let i = 0; i < 20; i++) {
        await vi.advanceTimersByTimeAsync(100);
        apply(c, { type: 'objectives_changed', ids: [i + 2], holders: [] });
      }
      // 2 s of changes, one read so far; the named ones' reads are not held back.
      expect(reads).toBe(1);
      expect(invalidated(c, ['objectives', 21])).toBe(false);
      c.setQueryData(['objectives', 21], {});
      apply(c, { type: 'objectives_changed', ids: [21], holders: [] });
      expect(invalidated(c, ['objectives', 21])).toBe(true);
      await vi.advanceTimersByTimeAsync(OBJECTIVES_LIST_MIN_GAP_MS);
      expect(reads).toBe(2);
      // Quiet for a gap: the next change reads at once again.
      await vi.advanceTimersByTimeAsync(OBJECTIVES_LIST_MIN_GAP_MS);
      apply(c, { type: 'objectives_changed', ids: [1], holders: [] });
      expect(reads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a reconnect every player read is asked again once, but not the game tables or the world map', () => {
    const c = setup();
    c.setQueryData(queryKeys.gamedata, {});
    c.setQueryData(['map', 'world'], {});
    refreshAfterGap(c);
    expect(invalidated(c, queryKeys.profile)).toBe(true);
    expect(invalidated(c, queryKeys.village(11))).toBe(true);
    expect(invalidated(c, MAP_KEY)).toBe(true);
    expect(invalidated(c, queryKeys.gamedata)).toBe(false);
    expect(invalidated(c, ['map', 'world'])).toBe(false);
  });
});
