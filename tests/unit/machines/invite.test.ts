import { describe, expect, it } from 'vitest';
import { createInvite, stepInvite, type InviteEvent, type PersistedInvite } from '../../../machines/invite';

/** Event scripts against the invite machine: each asserts the state it ends in and what was refused on the way. */

const T0 = Date.parse('2026-06-01T12:00:00Z');
const fresh = (): PersistedInvite => createInvite({ empireId: 7, userId: 11, invitedBy: 3, invitedAt: T0 });
const accept = (now: number, more: Partial<{ inEmpire: boolean; members: number; cap: number }> = {}): InviteEvent =>
  ({ type: 'ACCEPT', now, inEmpire: false, members: 5, cap: 20, ...more });

function run(events: InviteEvent[]): { p: PersistedInvite; refused: string[] } {
  let p = fresh();
  const refused: string[] = [];
  for (const e of events) {
    const step = stepInvite(p, e);
    p = step.next;
    if (step.refused) refused.push(step.refused);
  }
  return { p, refused };
}

describe('invite machine', () => {
  it('starts invited, open', () => {
    expect(fresh()).toEqual({ value: 'invited', context: { empireId: 7, userId: 11, invitedBy: 3, invitedAt: T0, closedAt: null, revokedBy: null } });
  });

  it('ACCEPT -> accepted, closed at the event instant', () => {
    const { p, refused } = run([accept(T0 + 1000)]);
    expect(p.value).toBe('accepted');
    expect(p.context.closedAt).toBe(T0 + 1000);
    expect(refused).toEqual([]);
  });

  it('ACCEPT while in an Empire is refused and the invite stays open; after leaving it is accepted', () => {
    const { p, refused } = run([accept(T0 + 1, { inEmpire: true }), accept(T0 + 2)]);
    expect(refused).toEqual(['alreadyInEmpire']);
    expect(p.value).toBe('accepted');
    expect(p.context.closedAt).toBe(T0 + 2);
  });

  it('ACCEPT into a full Empire is refused (members >= cap); room made, it is accepted', () => {
    const { p, refused } = run([accept(T0 + 1, { members: 20 }), accept(T0 + 2, { members: 21 }), accept(T0 + 3, { members: 19 })]);
    expect(refused).toEqual(['empireFull', 'empireFull']);
    expect(p.value).toBe('accepted');
  });

  it('being in an Empire is checked before the cap', () => {
    expect(run([accept(T0, { inEmpire: true, members: 20 })]).refused).toEqual(['alreadyInEmpire']);
  });

  it('DECLINE -> declined; REVOKE -> revoked with who revoked it', () => {
    expect(run([{ type: 'DECLINE', now: T0 + 5 }]).p).toMatchObject({ value: 'declined', context: { closedAt: T0 + 5, revokedBy: null } });
    expect(run([{ type: 'REVOKE', now: T0 + 6, by: 3 }]).p).toMatchObject({ value: 'revoked', context: { closedAt: T0 + 6, revokedBy: 3 } });
  });

  it('every state is final: any later event is refused inviteClosed and changes nothing', () => {
    for (const first of [accept(T0 + 1), { type: 'DECLINE', now: T0 + 1 } as InviteEvent, { type: 'REVOKE', now: T0 + 1, by: 3 } as InviteEvent]) {
      const { p, refused } = run([first, accept(T0 + 2), { type: 'DECLINE', now: T0 + 3 }, { type: 'REVOKE', now: T0 + 4, by: 9 }]);
      expect(refused).toEqual(['inviteClosed', 'inviteClosed', 'inviteClosed']);
      expect(p.context.closedAt).toBe(T0 + 1);
      expect(p).toEqual(run([first]).p);
    }
  });

  it('a stored invite round-trips through JSON (empire_invites.snapshot) and steps the same', () => {
    const stored = JSON.parse(JSON.stringify(run([accept(T0, { inEmpire: true })]).p)) as PersistedInvite;
    expect(stepInvite(stored, { type: 'DECLINE', now: T0 + 9 }).next.value).toBe('declined');
  });
});
