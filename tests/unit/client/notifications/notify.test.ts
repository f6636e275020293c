// Which push events become browser notifications, what they say, their tag and where a click leads (issue 18).
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, t } from '../../../../client/i18n';
import { notificationFor, shouldNotify, type NotifyContext } from '../../../../client/app/notifications/notify';
import { DEFAULT_SWITCHES, type NotificationSwitches } from '../../../../client/app/notifications/settings';
import { NOTIFIABLE_PUSH_TYPES, pushEvent } from '../../../../server/contract/push';
import { SAMPLES, attackIncoming } from './events';

beforeAll(async () => { await initI18n(); });

const allOn = Object.fromEntries(NOTIFIABLE_PUSH_TYPES.map((k) => [k, true])) as NotificationSwitches;
const hidden: NotifyContext = { visibility: 'hidden', permission: 'granted', switches: DEFAULT_SWITCHES };

describe('shouldNotify', () => {
  it('by default only an incoming attack notifies, once permission is granted and the page is hidden', () => {
    const notifying = Object.entries(SAMPLES).filter(([, e]) => shouldNotify(e, hidden)).map(([k]) => k);
    expect(notifying).toEqual(['attack_incoming']);
  });

  it('every notifiable type notifies when switched on; the others never do', () => {
    const notifying = Object.entries(SAMPLES).filter(([, e]) => shouldNotify(e, { ...hidden, switches: allOn })).map(([k]) => k);
    expect(notifying.sort()).toEqual([...NOTIFIABLE_PUSH_TYPES].sort());
  });

  it('a switched-off type does not notify', () => {
    expect(shouldNotify(attackIncoming, { ...hidden, switches: { ...DEFAULT_SWITCHES, attack_incoming: false } })).toBe(false);
    expect(shouldNotify(SAMPLES.report, { ...hidden, switches: { ...DEFAULT_SWITCHES, report: true } })).toBe(true);
  });

  it('a visible page shows its own toast instead', () => {
    expect(shouldNotify(attackIncoming, { ...hidden, visibility: 'visible' })).toBe(false);
  });

  it('without the permission nothing notifies', () => {
    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      expect(shouldNotify(attackIncoming, { ...hidden, switches: allOn, permission })).toBe(false);
    }
  });
});

describe('notificationFor', () => {
  it('an incoming attack names the village, the attacker, the kind and the arrival (server time)', () => {
    const n = notificationFor(attackIncoming, t)!;
    expect(n.title).toBe('Incoming attack on Oakhollow');
    expect(n.body).toBe('Attack from Brannoc, arriving at 14:03:09 server time');
    expect(n.tag).toBe('attack:345');
    expect(n.target).toEqual({ path: '/village/army/overview', villageId: 12 });
  });

  it('natives attack as "the natives"; a scout reads as a scout', () => {
    const e = pushEvent.parse({ ...attackIncoming, attacker: null, movement: { ...attackIncoming.movement, kind: 'scout' } });
    expect(notificationFor(e, t)!.body).toBe('Scout from the natives, arriving at 14:03:09 server time');
  });

  it('one attack makes one tag (a repeated event replaces its notification); two attacks two', () => {
    const again = notificationFor(attackIncoming, t)!.tag;
    const other = pushEvent.parse({ ...attackIncoming, movement: { ...attackIncoming.movement, id: 346 } });
    expect(again).toBe(notificationFor(attackIncoming, t)!.tag);
    expect(notificationFor(other, t)!.tag).not.toBe(again);
  });

  it('each notifiable type has its text and click target', () => {
    const plans = Object.fromEntries(NOTIFIABLE_PUSH_TYPES.map((k) => [k, notificationFor(SAMPLES[k], t)!]));
    expect(plans.report).toMatchObject({ title: 'New report: Battle', tag: 'report:77', target: { path: '/reports/77' } });
    expect(plans.message).toMatchObject({ title: 'New message from Ysolde', tag: 'message:9', target: { path: '/messages/9' } });
    expect(plans.empire_message.title).toBe('Empire news');
    expect(plans.empire_message.body).toContain('Morwen');
    expect(plans.empire_message.target).toEqual({ path: '/empire' });
    expect(plans.invite).toMatchObject({ title: 'Invitation to Iron Covenant', tag: 'invite:4', target: { path: '/empire' } });
    expect(plans.queue_done).toMatchObject({ title: 'Completed: Farm', target: { path: '/village', villageId: 12 } });
    expect(plans.research_done).toMatchObject({ title: 'Research completed: Smithing', body: 'Click to open it.', tag: 'research:5', target: { path: '/research' } });
    for (const p of Object.values(plans)) {
      expect(`${p.title} ${p.body}`, 'no raw catalogue key').not.toMatch(/notifications\.|\{\{/);
    }
  });

  it('a trained unit batch opens the village\'s training; an unknown report kind reads as a report', () => {
    const units = pushEvent.parse({ type: 'queue_done', village_id: 12, kind: 'unit', item: 'melee1' });
    expect(notificationFor(units, t)).toMatchObject({ title: 'Completed: Militia', target: { path: '/village/army/train', villageId: 12 } });
    expect(notificationFor(pushEvent.parse({ type: 'report', report_id: 1, report_type: 'later_kind' }), t)!.title).toBe('New report');
    expect(notificationFor(pushEvent.parse({ type: 'research_done', research_id: 99, key: 'later_tech' }), t)!.title).toBe('Research completed: later_tech');
  });

  it('events that are not notifiable make no notification', () => {
    for (const k of ['attack_cancelled', 'movement_arrived', 'counters', 'world_finished', 'empire_left', 'objectives_changed']) expect(notificationFor(SAMPLES[k], t)).toBeUndefined();
  });
});
