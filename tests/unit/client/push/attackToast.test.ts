import { describe, expect, it } from 'vitest';
import type { PushEventOf } from '../../../../server/contract/push';
import { ATTACK_TOAST_MS, attackToastText, showAttackToast } from '../../../../client/app/push/attackToast';
import { createToastStore } from '../../../../client/app/toasts';

const event = (attacker: string | null): PushEventOf<'attack_incoming'> => ({
  type: 'attack_incoming', village_id: 11, village_name: 'Highmoor', attacker,
  movement: {
    id: 9, kind: 'attack', own: false, from: { village_id: 90, x: 1, y: 2 }, to: { village_id: 11, x: 12, y: -7 },
    units: null, resources: null, started_at: '2030-01-01T10:00:00.000Z', due_at: '2030-01-01T10:05:09.000Z',
  },
});

describe('incoming attack toast (client/app/push/attackToast.ts)', () => {
  it('names the village, the attacker and the arrival on the server clock', () => {
    expect(attackToastText(event('Brenna'))).toBe('Incoming attack on Highmoor from Brenna, arrives 10:05:09');
    expect(attackToastText(event(null))).toBe('Incoming attack on Highmoor from the natives, arrives 10:05:09');
  });

  it('is a red toast that stays longer than the usual six seconds', () => {
    const scheduled: number[] = [];
    const store = createToastStore((_fn, ms) => scheduled.push(ms));
    showAttackToast(event('Brenna'), Date.parse('2030-01-01T10:05:00.000Z'), store);
    expect(store.getSnapshot()).toMatchObject([{ kind: 'error', key: 'push.attack', text: 'Incoming attack on Highmoor from Brenna, arrives 10:05:09' }]);
    expect(scheduled).toEqual([ATTACK_TOAST_MS]);
  });

  it('carries its live part: the time left to the arrival over the march from its start, on the server clock', () => {
    const store = createToastStore(() => undefined);
    const serverNow = Date.parse('2030-01-01T10:02:00.000Z');
    // The page's clock runs 90 s behind the server's.
    showAttackToast(event('Brenna'), serverNow, store, serverNow - 90_000);
    expect(store.getSnapshot()[0].timer).toEqual({
      until: '2030-01-01T10:05:09.000Z', from: '2030-01-01T10:00:00.000Z', clockSkewMs: 90_000,
      label: 'Time left', progressLabel: 'Distance the attack has covered',
    });
  });

  it('two attacks that read alike (same village, attacker and arrival second) are two toasts; the same attack twice is one', () => {
    const store = createToastStore(() => undefined);
    const now = Date.parse('2030-01-01T10:00:00.000Z');
    const first = event('Brenna');
    const second = { ...first, movement: { ...first.movement, id: 10 } };
    showAttackToast(first, now, store);
    showAttackToast(second, now, store);
    showAttackToast(first, now, store);
    expect(store.getSnapshot().map((t) => t.thing)).toEqual(['attack:9', 'attack:10']);
    expect(new Set(store.getSnapshot().map((t) => t.text)).size).toBe(1);
  });
});
