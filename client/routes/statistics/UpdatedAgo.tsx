import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { agoParts, secondsSince } from './statisticsRules';

/** 'Updated 12 seconds ago' from the rank table's refreshed_at, ticking every second; 'not ranked yet' before the first refresh. */
export function UpdatedAgo({ at, clockSkewMs = 0 }: { at: string | null; clockSkewMs?: number }) {
  const t = useText();
  const now = useNow(clockSkewMs, at !== null);
  const s = secondsSince(at, now);
  if (s === null) return <span className="ak-stats__updated">{t('statistics.updated.never')}</span>;
  const { unit, n } = agoParts(s);
  return <time className="ak-stats__updated" dateTime={at ?? undefined}>{t(`statistics.updated.${unit}`, { n })}</time>;
}
