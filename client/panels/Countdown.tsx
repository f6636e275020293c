import { useEffect, useRef } from 'react';
import { formatDuration } from '../i18n/format';
import { useNow } from './useNow';

export interface CountdownProps {
  /** The moment it reaches zero (server time). */
  until: Date | string | number;
  /** Server time minus client time, from the game context. */
  clockSkewMs?: number;
  /** Called once when the remaining time reaches zero (SPEC.md section 4: timers trigger a reload at zero). */
  onZero?: () => void;
  className?: string;
}

export function secondsLeft(until: Date | string | number, nowMs: number): number {
  const end = until instanceof Date ? until.getTime() : typeof until === 'string' ? Date.parse(until) : until;
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - nowMs) / 1000)) : 0;
}

/** Remaining time as h:mm:ss, refreshed every second. */
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
