import { assign, emit, setup, transition, type SnapshotFrom } from 'xstate';

/**
 * One Empire invite (GAME.md section 9): invited -> accepted | declined | revoked, all three final.
 *
 * Events carry the instant (`now`, epoch ms) and the facts the world read under its locks; the machine never
 * reads a clock or the database, so the world decides every transition with it and stores the result in
 * empire_invites (status and snapshot):
 *   ACCEPT {now, inEmpire, members, cap}  -> accepted, unless the kingdom is already in an Empire
 *                                            (refused 'alreadyInEmpire') or the Empire is full ('empireFull')
 *   DECLINE {now}                         -> declined (the invited kingdom)
 *   REVOKE {now, by}                      -> revoked (an officer or the Emperor of the inviting Empire)
 * An event in a final state changes nothing and is refused 'inviteClosed'.
 */

export interface InviteContext {
  empireId: number;
  userId: number;
  invitedBy: number | null;
  invitedAt: number;
  closedAt: number | null;
  /** Who revoked it (an officer or the Emperor); null otherwise. */
  revokedBy: number | null;
}

export type InviteInput = Pick<InviteContext, 'empireId' | 'userId' | 'invitedBy' | 'invitedAt'>;

export type InviteEvent =
  | { type: 'ACCEPT'; now: number; inEmpire: boolean; members: number; cap: number }
  | { type: 'DECLINE'; now: number }
  | { type: 'REVOKE'; now: number; by: number };

export type InviteRefusal = 'alreadyInEmpire' | 'empireFull' | 'inviteClosed';
export interface InviteRefused { type: 'refused'; reason: InviteRefusal }

export type InviteStatus = 'invited' | 'accepted' | 'declined' | 'revoked';

export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    emitted: {} as InviteRefused,
  },
  guards: {
    inEmpire: ({ event }) => event.type === 'ACCEPT' && event.inEmpire,
    full: ({ event }) => event.type === 'ACCEPT' && event.members >= event.cap,
  },
  actions: {
    close: assign(({ event }) => ({ closedAt: event.now })),
    closeRevoked: assign(({ event }) => ({ closedAt: event.now, revokedBy: event.type === 'REVOKE' ? event.by : null })),
    refuseInEmpire: emit({ type: 'refused', reason: 'alreadyInEmpire' } as InviteRefused),
    refuseFull: emit({ type: 'refused', reason: 'empireFull' } as InviteRefused),
  },
}).createMachine({
  id: 'invite',
  initial: 'invited',
  context: ({ input }) => ({ ...input, closedAt: null, revokedBy: null }),
  states: {
    invited: {
      on: {
        // A kingdom is in at most one Empire; the membership table's key holds it under races too.
        ACCEPT: [
          { guard: 'inEmpire', actions: 'refuseInEmpire' },
          { guard: 'full', actions: 'refuseFull' },
          { target: 'accepted', actions: 'close' },
        ],
        DECLINE: { target: 'declined', actions: 'close' },
        REVOKE: { target: 'revoked', actions: 'closeRevoked' },
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    revoked: { type: 'final' },
  },
});

export type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

/** What empire_invites.snapshot holds (JSON). */
export interface PersistedInvite {
  value: InviteStatus;
  context: InviteContext;
}

/** A new open invite. */
export function createInvite(input: InviteInput): PersistedInvite {
  return { value: 'invited', context: { ...input, closedAt: null, revokedBy: null } };
}

export interface InviteStep {
  next: PersistedInvite;
  refused: InviteRefusal | null;
}

/** Applies one event to a stored invite (pure): the next stored form and the refusal, if any. */
export function stepInvite(p: PersistedInvite, event: InviteEvent): InviteStep {
  if (p.value !== 'invited') return { next: p, refused: 'inviteClosed' };
  const snap = inviteMachine.resolveState({ value: p.value, context: { ...p.context } });
  const [next, actions] = transition(inviteMachine, snap, event);
  // xstate 5 returns an emit as an executable action of type 'xstate.emit' with the event in its params.
  const refusal = actions.find((a) => (a.type as string) === 'xstate.emit') as { params?: { event?: InviteRefused } } | undefined;
  const emitted = refusal?.params?.event?.reason ?? null;
  return { next: { value: next.value as InviteStatus, context: { ...next.context } }, refused: emitted };
}
