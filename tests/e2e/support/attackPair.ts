import type { Db } from '../../../server/db/knex';
import { villagesOf, type Player } from './flows';
import { apiPlayer, call } from './empire';
import { grantUnits } from './armies';

/**
 * The defender and attacker of the push journeys (tests/e2e/live.test.ts, notifications.test.ts), both
 * founded through the API: the defender in the NE, the attacker in the SW with 20 Militia at home.
 * On the small map (MAX_COORD=20) at speed 1 Militia walk for hours, so no attack arrives during a test.
 */
export interface AttackPair {
  defenderToken: string;
  attackerToken: string;
  /** The defender's village, the attacks' target. */
  home: { id: number; name: string; x: number; y: number };
  /** The attacker's village. */
  from: { id: number; x: number; y: number };
  /** Sends one Militia at `home` through the API; answers the stored movement's id and arrival. */
  sendAttack(): Promise<{ id: number; due: Date }>;
}

export async function attackPair(baseUrl: string, db: Db, defender: Player, attacker: Player): Promise<AttackPair> {
  const defenderToken = (await apiPlayer(baseUrl, defender, 'NE')).token;
  const attackerToken = (await apiPlayer(baseUrl, attacker, 'SW')).token;
  const [home] = await villagesOf(db, defender.username);
  const [from] = await villagesOf(db, attacker.username);
  await grantUnits(baseUrl, from.id, { melee1: 20 });
  const sendAttack = async () => {
    const before = await db('movements').where({ kind: 'attack', to_village_id: home.id }).max('id as id').first();
    await call(baseUrl, 'POST', `units/village/${from.id}/send`, attackerToken, { x: home.x, y: home.y, moveType: 'attack', units: { melee1: 1 } });
    const m = await db('movements').where({ kind: 'attack', to_village_id: home.id }).where('id', '>', before?.id ?? 0).first();
    if (!m) throw new Error('the attack was not stored');
    return { id: m.id as number, due: new Date(m.due_at) };
  };
  return { defenderToken, attackerToken, home, from, sendAttack };
}
