import type { VillageResponse } from '../../../server/contract';
import { narrowContext } from './narrowContext';

/** The village the player is looking at (SPEC.md section 4) and the choices that go with it. */
export interface CurrentVillageState {
  /** GET /villages/{id} of the current village, settled at `village.village.computed_at`. */
  village: VillageResponse | undefined;
  currentVillageId: number | undefined;
  /** Server state, profile or (while playing) the current village are still loading. */
  loading: boolean;
  /** Makes another village current and reloads. */
  selectVillage: (id: number) => void;
  /** Whether the player chose to spend builder charges on the next queued item; false again after every reload. */
  buildersActive: boolean;
  setBuildersActive: (active: boolean) => void;
}

const currentVillage = narrowContext<CurrentVillageState>('useCurrentVillage');
export const CurrentVillageContext = currentVillage.Context;
export const useCurrentVillage = currentVillage.use;
