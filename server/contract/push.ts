import { z } from 'zod';
import { movementView } from './village';

/**
 * The push connection (GET push, Server-Sent Events; docs/API.md, Live updates). Every event is sent as an
 * SSE message whose `event` is the type and whose `data` is one of these objects as JSON. An event is
 * published after the transaction that caused it commits; a page that was disconnected missed what
 * happened meanwhile and reads its state again on reconnecting (there is no replay).
 */

const iso = z.string();
const id = z.number().int();

/** The first message of every connection: which instance holds it and the account it follows. */
export const pushHello = z.object({ type: z.literal('hello'), instance: z.string(), user_id: id, sitter: z.boolean() });

/** An attack, raid, scout or siege on its way to one of the account's villages (the defender's alert). */
export const pushAttackIncoming = z.object({
  type: z.literal('attack_incoming'),
  village_id: id,
  village_name: z.string(),
  /** The movement as the defender's village read lists it (units hidden). */
  movement: movementView,
  /** The attacking kingdom's name (null for natives). */
  attacker: z.string().nullable(),
});

/** An incoming attack that was called back before it arrived. */
export const pushAttackCancelled = z.object({ type: z.literal('attack_cancelled'), village_id: id, movement_id: id });

/** A movement of the account arrived (at its target, or home on its return) or one aimed at it was resolved. */
export const pushMovementArrived = z.object({
  type: z.literal('movement_arrived'),
  movement_id: id,
  kind: z.string(),
  /** The account's village the movement concerns (where it arrived, or where it came from). */
  village_id: id.nullable(),
});

/** A new report for the account. */
export const pushReport = z.object({ type: z.literal('report'), report_id: id, report_type: z.string() });

/** A new private message in one of the account's conversations. */
export const pushMessage = z.object({ type: z.literal('message'), conversation_id: id, from: z.string() });

/** A new entry in the Empire's message feed (the right sidebar's). */
export const pushEmpireMessage = z.object({
  type: z.literal('empire_message'),
  empire_id: id,
  message: z.object({
    created_at: iso, type: z.string(), value1: z.string().nullable(), value2: z.string().nullable(),
    value3: z.string().nullable(), value4: z.string().nullable(),
  }),
});

/** An invitation to an Empire. */
export const pushInvite = z.object({ type: z.literal('invite'), empire_id: id, empire_name: z.string() });

/** A queue item (building, unit batch, district or tier) completed in one of the account's villages. */
export const pushQueueDone = z.object({ type: z.literal('queue_done'), village_id: id, kind: z.string(), item: z.string() });

/** The account's counters as GET profiles/user shows them, after a change: unread reports and messages, open invites, incoming attacks per village. */
export const pushCounters = z.object({
  type: z.literal('counters'),
  reports: z.number().int(),
  messages: z.number().int(),
  empire_invites: z.number().int(),
  villages: z.array(z.object({ id, incomings: z.number().int() })),
});

/** A research of the account completed (by the tick, settled on a read, or by a science delivery): `key` the technology's (research.<key> in the catalogue). */
export const pushResearchDone = z.object({ type: z.literal('research_done'), research_id: id, key: z.string() });

/**
 * The account is no longer in the Empire: it left (from another page or by its sitter), was kicked
 * (`by` the kingdom that removed it), or dissolved it as its last member. Its remaining members hear the
 * feed's `empire_message` instead.
 */
export const pushEmpireLeft = z.object({
  type: z.literal('empire_left'),
  empire_id: id,
  empire_name: z.string(),
  reason: z.enum(['left', 'kicked', 'dissolved']),
  by: z.string().nullable(),
});

/**
 * Events or objectives on the map changed (sent to every connected page, one per commit): spawned, a stage
 * moved on or ended, captured or lost, supplied, a battle or scout there, an army set out for one or turned
 * back, a holder's Empire changed. `ids` the events and objectives concerned, ascending; the page reads them
 * again. `holders`: kingdoms whose list of held objectives changed (a capture's winner and loser), ascending.
 */
export const pushObjectivesChanged = z.object({ type: z.literal('objectives_changed'), ids: z.array(id), holders: z.array(id) });

/** The world was won (sent to every connected page). */
export const pushWorldFinished = z.object({ type: z.literal('world_finished'), finished_at: iso });

/** The instance is shutting down: reconnect after `retry_ms` (to another instance behind the proxy). */
export const pushBye = z.object({ type: z.literal('bye'), retry_ms: z.number().int() });

export const pushEvent = z.discriminatedUnion('type', [
  pushHello, pushAttackIncoming, pushAttackCancelled, pushMovementArrived, pushReport, pushMessage, pushEmpireMessage,
  pushInvite, pushQueueDone, pushResearchDone, pushEmpireLeft, pushObjectivesChanged, pushCounters, pushWorldFinished, pushBye,
]);
export type PushEvent = z.infer<typeof pushEvent>;
export type PushEventType = PushEvent['type'];
export type PushEventOf<T extends PushEventType> = Extract<PushEvent, { type: T }>;

/**
 * The events the world layer publishes (hello, counters and bye are made by the push layer itself;
 * objectives_changed is gathered per transaction by objectivesChanged in server/world/push/publish.ts).
 */
export type WorldPushEvent = Exclude<PushEvent, { type: 'hello' | 'counters' | 'bye' | 'objectives_changed' }>;

/** Event types a player can have shown as browser notifications while the page is in the background (settings). */
export const NOTIFIABLE_PUSH_TYPES = ['attack_incoming', 'report', 'message', 'empire_message', 'invite', 'queue_done', 'research_done'] as const;
