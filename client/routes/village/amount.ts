/**
 * The amount of a science or culture item (SPEC.md section 5): required ('No amount set'), a whole
 * number, at most QUEUE_AMOUNT_CAP x the village's hourly production ('Can queue no more than 2 times
 * the hourly production'). The client checks before sending; the server checks again and its text wins.
 */
export type AmountCheck =
  | { ok: true; amount: number }
  | { ok: false; key: 'error_no_amount' | 'error_queue_cap' | 'villagePoints.wholeNumber' };

/** Largest amount the village may queue at `production` work points per hour. */
export function amountCap(production: number, cap = 2): number {
  return Math.max(0, Math.floor(cap * Math.max(0, production)));
}

/** Checks what the player typed (a string from the input, or a number). */
export function checkAmount(raw: string | number | null | undefined, production: number, cap = 2): AmountCheck {
  const text = raw === null || raw === undefined ? '' : String(raw).trim().replace(/[,\s]/g, '');
  if (text === '') return { ok: false, key: 'error_no_amount' };
  if (!/^\d+$/.test(text)) return { ok: false, key: 'villagePoints.wholeNumber' };
  const amount = Number(text);
  if (amount === 0) return { ok: false, key: 'error_no_amount' };
  if (amount > cap * Math.max(0, production)) return { ok: false, key: 'error_queue_cap' };
  return { ok: true, amount };
}
