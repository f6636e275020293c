import { ARRIVAL_BUCKETS, ARRIVAL_OVER_KEY } from '../data/events';

/** A text a player reads about an arrival: a catalogue key and its {{count}} (none for 'over 24 hours'). */
export interface ArrivalText {
  key: string;
  count?: number;
}

/**
 * The estimated arrival of SPEC.md section 9 ('under N minutes', 'under N hours', 'over 24 hours'):
 * the coarse bucket, not the instant, so a defender learns roughly when and must watch the event.
 * `secondsLeft` <= 0 reads as the smallest bucket.
 */
export function arrivalBucket(secondsLeft: number): ArrivalText {
  const s = Math.max(0, secondsLeft);
  const b = ARRIVAL_BUCKETS.find((x) => s < x.below);
  return b ? { key: b.key, count: b.count } : { key: ARRIVAL_OVER_KEY };
}
