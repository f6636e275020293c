import type { WorldWinner } from '../db/world';
import type { EmpirePrestige } from '../db/prestige';
import type { WorldWinnerView } from '../contract/prestige';
import { NO_PRESTIGE } from '../game/prestige';

/** Prestige rows as the contract's views (server/contract/prestige.ts). */

export const winnerView = (w: WorldWinner | null): WorldWinnerView | null =>
  w ? { id: w.empireId, name: w.name, name_short: w.nameShort, prestige: w.prestige } : null;

/** An Empire's prestige by kind; none stored is none earned. */
export const prestigeByTypeView = (p: EmpirePrestige | undefined) => {
  const { vps, landmark, monument, artifact } = p ?? NO_PRESTIGE;
  return { vps, landmark, monument, artifact };
};
