import type { EmpireRow, MemberRow } from '../../db/empires';
import type { InviteListRow } from '../../db/empireInvites';
import type { EmpireInviteView, EmpireMemberView, EmpireView } from '../../contract/empires';
import { villagePopulation } from '../../game/tiles/claim';
import { EMPIRE_MEMBER_CAP } from '../../game/empire/limits';
import type { EmpirePrestige } from '../../db/prestige';
import { prestigeByTypeView } from '../prestigeViews';

/** Rows of server/db as the contract's views (server/contract/empires.ts). */

const iso = (d: Date | string): string => new Date(d).toISOString();

/** Inhabitants of all the villages whose building levels are given. */
export const populationOf = (villages: ReadonlyArray<ReadonlyArray<{ type: string; level: number }>>): number =>
  villages.reduce((sum, b) => sum + villagePopulation(b), 0);

export const empireRefOf = (e: Pick<EmpireRow, 'id' | 'name' | 'name_short'>) => ({ id: Number(e.id), name: e.name, name_short: e.name_short });

export function memberViewOf(m: MemberRow): EmpireMemberView {
  return {
    user_id: Number(m.user_id), username: m.username, role: m.role, joined_at: iso(m.joined_at),
    villages: Number(m.villages), population: populationOf(m.buildings),
  };
}

/** The Empire's view; `prestige` as stored (empire_prestige, server/db/prestige.ts), none when absent. */
export function empireViewOf(e: EmpireRow, members: EmpireMemberView[], prestige?: EmpirePrestige): EmpireView {
  return {
    ...empireRefOf(e),
    description: e.description,
    founded: iso(e.created_at),
    member_count: members.length,
    member_cap: EMPIRE_MEMBER_CAP,
    population: members.reduce((s, m) => s + m.population, 0),
    prestige: prestige?.total ?? 0,
    prestige_by_type: prestigeByTypeView(prestige),
  };
}

export function inviteViewOf(r: InviteListRow): EmpireInviteView {
  return {
    id: Number(r.id),
    empire: { id: Number(r.empire_id), name: r.empire_name, name_short: r.empire_name_short },
    user: { id: Number(r.user_id), username: r.username },
    invited_by: r.invited_by === null ? null : { id: Number(r.invited_by), username: r.invited_by_name ?? '' },
    status: r.status,
    created_at: iso(r.created_at),
    closed_at: r.closed_at === null ? null : iso(r.closed_at),
  };
}
