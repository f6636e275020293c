import { useEffect, useRef } from 'react';
import { formatDuration } from '../i18n/format';
import { useNow } from './useNow';

export interface CountdownProps {
  /** The moment it reaches zero (server time). */
  until: Instant;
  /** Server time minus client time, from the game context. */
  clockSkewMs?: number;
  /** Called once when the remaining time reaches zero (SPEC.md section 4: timers trigger a reload at zero). */
  onZero?: () => void;
  className?: string;
}

type Instant = Date | string | number;

const toMs = (at: Instant): number => (at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at);

export function secondsLeft(until: Instant, nowMs: number): number {
  const end = toMs(until);
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - nowMs) / 1000)) : 0;
}

/**
 * How much of the span from `from` to `until` has passed at `nowMs`, 0..1: the fill of the bar under a
 * countdown (a movement from its start to its arrival). A span without length, or with a time that does
 * not parse, counts as done.
 */
export function elapsedShare(from: Instant, until: Instant, nowMs: number): number {
  const a = toMs(from);
  const b = toMs(until);
  if (!(b > a)) return 1;
  return Math.min(1, Math.max(0, (nowMs - a) / (b - a)));
}

/** Remaining time as h:mm:ss (days first from 24 h: formatDuration), refreshed every second. */
export function Countdown({ until, clockSkewMs = 0, onZero, className }: CountdownProps) {
  const now = useNow(clockSkewMs);
  const left = secondsLeft(until, now);
  const fired = useRef(false);
  const endKey = String(until instanceof Date ? until.getTime() : until);
  // A new target re-arms the callback.
  useEffect(() => { fired.current = false; }, [endKey]);
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onZero?.();
    }
  }, [left, onZero]);
  return (
    <time className={['ak-countdown', className].filter(Boolean).join(' ')} dateTime={`PT${left}S`} role="timer">
      {formatDuration(left)}
    </time>
  );
}
