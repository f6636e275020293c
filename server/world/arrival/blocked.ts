/**
 * Why a tick runner passes over a movement for now (claimForRunner in server/db/movements.ts), thrown
 * inside an arrival too: an arrival at an event or objective waits while an earlier one (by (due_at, id))
 * at the same place is pending. Its own file so the arrival handlers of server/world/objectives can throw
 * it without an import cycle through arrival.ts.
 */
export class ArrivalBlocked extends Error {}
