import { useEffect, useState } from 'react';

/**
 * The server's current time in ms (client clock plus skew), refreshed every second: the one clock that
 * the village clock, resource ticking and countdowns share (SPEC.md section 9: refresh every 1 s).
 * `enabled: false` freezes it (a finished game, or a story that must render the same every time).
 */
export function useNow(clockSkewMs = 0, enabled = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + clockSkewMs);
  useEffect(() => {
    setNow(Date.now() + clockSkewMs);
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now() + clockSkewMs), intervalMs);
    return () => clearInterval(id);
  }, [clockSkewMs, enabled, intervalMs]);
  return now;
}
