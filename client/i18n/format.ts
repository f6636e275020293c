/**
 * The client's one formatting module (SPEC.md section 9): numbers with thousands separators, signed
 * rates and bonus percentages, durations (h:mm:ss, whole days first from 24 h), coordinates, unread
 * counters, and times and dates in UTC with the en-GB locale. Pure functions; every panel, page and the
 * map use these.
 */

import enUS from './en-US.json';

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

const two = (n: number) => String(n).padStart(2, '0');

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

/** How a duration's whole days read ("6d"): the catalogue's 'time.days' in the page's language. */
export type DayUnit = (days: number) => string;

// client/i18n/index.ts imports this module (its date formatter), so this one cannot import i18next's
// instance: index.ts hands the catalogue's day unit over once it is set up (setDayUnit). Until then the
// English catalogue's own text is used, so a duration never reads differently before the set-up.
let catalogueDayUnit: DayUnit = (n) => enUS.time.days.replace('{{n}}', String(n));

/** Makes `unit` the day unit of every later formatDuration call without one of its own (client/i18n/index.ts). */
export function setDayUnit(unit: DayUnit): void {
  catalogueDayUnit = unit;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Seconds as h:mm:ss ("0:00:09", "23:59:59"); from 24 hours on, whole days come first in the catalogue's
 * unit and the hours get two digits ("6d 22:59:13" rather than "166:59:13"). A part second counts as a
 * whole one (a countdown shows 0:00:01 until it is done); negative and non-finite values show as 0:00:00.
 */
export function formatDuration(totalSeconds: number, dayUnit: DayUnit = catalogueDayUnit): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  const days = Math.floor(s / SECONDS_PER_DAY);
  const h = Math.floor((s % SECONDS_PER_DAY) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const clock = `${two(m)}:${two(sec)}`;
  return days === 0 ? `${h}:${clock}` : `${dayUnit(days)} ${two(h)}:${clock}`;
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
