/**
 * Number and time formats of SPEC.md section 9: thousands separators in numbers; times in UTC with the
 * en-GB locale; durations as h:mm:ss. Pure functions, also used by the panels.
 */

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 1234567 -> "1,234,567"; fractions are rounded down, as resources are whole units. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  return numberFormat.format(Math.trunc(value));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hour12: false,
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
});

function toDate(value: Date | string | number): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "17/01/2030, 12:00:00" (UTC). */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

/** "17 Jan 2030" (UTC). */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** "12:00:00" (UTC), the server-time clock. */
export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  return d ? timeFormat.format(d) : '';
}

/** Seconds as h:mm:ss ("0:00:09", "27:03:00"); negative and non-finite values show as 0:00:00. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Unread counters show 99+ from 100 upward (SPEC.md section 2). */
export function formatCounter(value: number): string {
  return value >= 100 ? '99+' : String(Math.max(0, Math.floor(value)));
}
