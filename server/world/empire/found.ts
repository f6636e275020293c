import type { Deps } from '../deps';
import { transaction } from '../transaction';
import { empireNameTaken, insertEmpire, insertMember, membersOf, membershipOf, updateEmpire } from '../../db/empires';
import type { EmpireSettingsRequest, EmpireSettingsResponse, FoundEmpireRequest, FoundEmpireResponse } from '../../contract/empires';
import { checkEmpireDescription, checkEmpireName, checkEmpireNameShort, cleanName, mayEditSettings } from '../../game/empire/rules';
import { EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest } from '../refusal';
import { actingMember, refusal } from './acting';
import { empireViewOf, memberViewOf } from './views';
import { prestigeOf } from '../../db/prestige';

/**
 * POST empires: the founder becomes Emperor of a new Empire. A taken name or abbreviation (ignoring case)
 * answers `{exists: true}`; the unique indexes decide racing foundings (one Empire), and the membership
 * key refuses a kingdom already in an Empire (the new Empire is rolled back with it).
 */
export async function foundEmpire(deps: Deps, userId: number, req: FoundEmpireRequest, key: string): Promise<FoundEmpireResponse> {
  const name = cleanName(req.name);
  const nameShort = cleanName(req.nameShort);
  const bad = checkEmpireName(name) ?? checkEmpireNameShort(nameShort);
  if (bad) throw badRequest(key, bad);
  return transaction(deps, async (trx) => {
    if (await membershipOf(trx, userId)) throw badRequest(key, EMPIRE_TEXT.alreadyInEmpire);
    if (await empireNameTaken(trx, name, nameShort)) return { exists: true, empire: null };
    const now = deps.now();
    const empire = await insertEmpire(trx, { name, nameShort, founderId: userId, at: now });
    if (!empire) return { exists: true, empire: null };
    if (!(await insertMember(trx, { userId, empireId: empire.id, role: 'emperor', at: now }))) throw badRequest(key, EMPIRE_TEXT.alreadyInEmpire);
    const members = (await membersOf(trx, empire.id)).map(memberViewOf);
    return { exists: false, empire: empireViewOf(empire, members) };
  });
}

/**
 * PUT empires/: the Emperor's settings (description; name and abbreviation when given). A name or
 * abbreviation another Empire has answers `{exists: true}` with the Empire unchanged.
 */
export async function changeEmpireSettings(deps: Deps, userId: number, req: EmpireSettingsRequest, key: string): Promise<EmpireSettingsResponse> {
  const name = req.name === undefined ? undefined : cleanName(req.name);
  const nameShort = req.nameShort === undefined ? undefined : cleanName(req.nameShort);
  const bad = checkEmpireDescription(req.description) ?? (name === undefined ? null : checkEmpireName(name))
    ?? (nameShort === undefined ? null : checkEmpireNameShort(nameShort));
  if (bad) throw badRequest(key, bad);
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    const denied = mayEditSettings(role);
    if (denied) throw refusal(key, denied);
    const view = async (exists: boolean, e = empire) => ({
      exists, empire: empireViewOf(e, (await membersOf(trx, e.id)).map(memberViewOf), (await prestigeOf(trx, [e.id])).get(e.id)),
    });
    const renames = name !== undefined || nameShort !== undefined;
    if (renames && await empireNameTaken(trx, name ?? empire.name, nameShort ?? empire.name_short, empire.id)) return view(true);
    if (!(await updateEmpire(trx, empire.id, { description: req.description, name, nameShort }))) return view(true);
    return view(false, { ...empire, description: req.description, name: name ?? empire.name, name_short: nameShort ?? empire.name_short });
  });
}
