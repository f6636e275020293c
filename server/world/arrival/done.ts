import type { PendingStock } from '../economy/starvesAt';

/** What the arrival leaves to applyArrival's refreshStarvations. */
export interface Done {
  /** Stocks it settled and changed but left for refreshStarvations to write (one statement). */
  stocks: Map<number, PendingStock>;
  /**
   * Villages whose starves_at stands as written (or as it was: their rates and stock did not change),
   * which need no refresh: its units went from under way to standing, and both eat for the owner.
   */
  settled: Set<number>;
}
