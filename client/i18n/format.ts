/**
 * The client's one formatting module (SPEC.md section 9): numbers with thousands separators, signed
 * rates and bonus percentages, h:mm:ss durations, coordinates, unread counters, and times and dates in
 * UTC with the en-GB locale. Pure functions; every panel, page and the map use these.
 */

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Whole amounts with thousands separators ("1,234,567"); fractions are dropped (floored), as the game shows whole units. */
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

/**
 * Seconds as h:mm:ss ("0:00:09", "27:03:00"); hours grow past 24 rather than wrapping into days. A part
 * second counts as a whole one (a countdown shows 0:00:01 until it is done); negative and non-finite
 * values show as 0:00:00.
 */
export function formatDuration(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

export function formatCoords(x: number, y: number): string {
  return `(${x}|${y})`;
}

/** Unread counters show 99+ from 100 upward (SPEC.md section 9). */
export function formatCounter(n: number): string {
  return n >= 100 ? '99+' : String(Math.max(0, Math.floor(n)));
}

type Instant = Date | string | number;

function toDate(value: Instant): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The server clock, a 24-hour UTC time ("14:03:09"), as the village panel and the map's arrival labels
 * show it. Built from the UTC fields (no Intl call), since the map labels many markers per frame.
 */
export function formatClock(value: Instant): string {
  const d = toDate(value);
  return d ? `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}` : '';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const dateTimeSecondsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23',
});

/** A server date in UTC, en-GB ("21/11/2025"). */
export function formatDate(value: Instant): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** A server date and time in UTC, en-GB ("21/11/2025, 14:03"). */
export function formatDateTime(value: Instant): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

/** A date and time with seconds in UTC, en-GB ("17/01/2030, 08:05:09"): game start, timeline, army arrivals. */
export function formatDateTimeSeconds(value: Instant): string {
  const d = toDate(value);
  return d ? dateTimeSecondsFormat.format(d) : '';
}
