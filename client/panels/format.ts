/** Number, time and coordinate formats of SPEC.md section 9: thousands separators, UTC, en-GB, h:mm:ss. */

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Whole amounts with thousands separators; fractions are dropped (floored), as the game shows whole units. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  return integer.format(Math.floor(n) || 0);
}

/** Signed amount per hour, e.g. "+1,250" or "-30". */
export function formatSigned(n: number): string {
  const f = formatNumber(Math.abs(n));
  return n < 0 ? `-${f}` : `+${f}`;
}

/** An improvement fraction (0.25) as a bonus percentage ("+25%"). */
export function formatPercent(fraction: number): string {
  const p = Math.round(fraction * 100);
  return `${p < 0 ? '-' : '+'}${Math.abs(p)}%`;
}

/** Seconds as h:mm:ss; hours grow past 24 rather than wrapping into days. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

export function formatCoords(x: number, y: number): string {
  return `(${x}|${y})`;
}

/** Server clock, always UTC in the en-GB format ("14:03:09"). */
export function formatClock(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-GB', { timeZone: 'UTC', hour12: false });
}

/** A server date in UTC, en-GB ("21/11/2025"). */
export function formatDate(ms: number | string): string {
  const d = typeof ms === 'string' ? new Date(ms) : new Date(ms);
  return d.toLocaleDateString('en-GB', { timeZone: 'UTC' });
}

/** A server date and time in UTC, en-GB ("21/11/2025, 14:03"). */
export function formatDateTime(ms: number | string): string {
  return new Date(ms).toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' });
}

/** Unread counters show 99+ from 100 upward (SPEC.md section 9). */
export function formatCounter(n: number): string {
  return n >= 100 ? '99+' : String(n);
}
