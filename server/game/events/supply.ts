/**
 * Deliveries to a supply event or a monument (GAME.md section 8). A delivery counts up to what the
 * target still lacks; the excess beyond the target is RETURNED to the sender (the world sends it home
 * with the merchants), so 50 deliveries racing past the target lose nothing silently. A delivery after
 * the target is reached (or after the deadline, or to a failed event) is returned whole.
 */
export interface DeliveryResult {
  /** What counts toward the target (and toward the sender's share). */
  accepted: number;
  /** What goes back to the sender. */
  returned: number;
  /** Delivered in total after this delivery. */
  delivered: number;
  /** The target is reached with this delivery (true only for the delivery that reaches it). */
  reached: boolean;
}

export function applyDelivery(target: number, delivered: number, amount: number): DeliveryResult {
  const a = Number.isFinite(amount) ? Math.max(0, amount) : 0;
  const room = Math.max(0, target - delivered);
  const accepted = Math.min(a, room);
  const now = delivered + accepted;
  return { accepted, returned: a - accepted, delivered: now, reached: delivered < target && now >= target };
}
