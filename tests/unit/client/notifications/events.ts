import { pushAttackIncoming, pushEvent, type PushEvent } from '../../../../server/contract/push';

/** Push events as the server sends them (parsed with the contract, so a schema change breaks these first). */
export const attackIncoming = pushAttackIncoming.parse({
  type: 'attack_incoming', village_id: 12, village_name: 'Oakhollow', attacker: 'Brannoc',
  movement: {
    id: 345, kind: 'attack', own: false, from: { village_id: 40, x: 3, y: 4 }, to: { village_id: 12, x: 5, y: 6 },
    units: null, resources: null, started_at: '2026-11-26T14:00:00.000Z', due_at: '2026-11-26T14:03:09.000Z',
  },
});

export const SAMPLES: Record<string, PushEvent> = {
  attack_incoming: attackIncoming,
  report: pushEvent.parse({ type: 'report', report_id: 77, report_type: 'battle' }),
  message: pushEvent.parse({ type: 'message', conversation_id: 9, from: 'Ysolde' }),
  empire_message: pushEvent.parse({
    type: 'empire_message', empire_id: 4,
    message: { created_at: '2026-11-26T14:00:00.000Z', type: 'member_joined', value1: 'Morwen', value2: null, value3: null, value4: null },
  }),
  invite: pushEvent.parse({ type: 'invite', empire_id: 4, empire_name: 'Iron Covenant' }),
  queue_done: pushEvent.parse({ type: 'queue_done', village_id: 12, kind: 'building', item: 'farm' }),
  research_done: pushEvent.parse({ type: 'research_done', research_id: 5, key: 'smithing' }),
  empire_left: pushEvent.parse({ type: 'empire_left', empire_id: 4, empire_name: 'Iron Covenant', reason: 'kicked', by: 'Morwen' }),
  objectives_changed: pushEvent.parse({ type: 'objectives_changed', ids: [50, 51], holders: [] }),
  attack_cancelled: pushEvent.parse({ type: 'attack_cancelled', village_id: 12, movement_id: 345 }),
  movement_arrived: pushEvent.parse({ type: 'movement_arrived', movement_id: 345, kind: 'attack', village_id: 12 }),
  counters: pushEvent.parse({ type: 'counters', reports: 1, messages: 0, empire_invites: 0, villages: [{ id: 12, incomings: 1 }] }),
  world_finished: pushEvent.parse({ type: 'world_finished', finished_at: '2026-11-26T14:00:00.000Z' }),
};
