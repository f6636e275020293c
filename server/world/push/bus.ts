import type { PushEvent } from '../../contract/push';

/**
 * What travels between instances: an event for some accounts' pages (or every page), the ids of tokens
 * that were revoked (their pages' connections close), or accounts whose counters changed. A batch is what one transaction published.
 */
export type PushEnvelope =
  | { to: number[] | 'all'; event: PushEvent }
  | { revoke: number[] }
  /** Accounts whose counters changed: an instance holding one of their pages reads them and sends `counters`. */
  | { counters: number[] };

/**
 * The fan-out every instance shares: in memory for one instance, Redis pub/sub for several
 * (server/cluster/pushBus.ts). `publish` never throws and never waits for delivery: a push is a hint to
 * a page, the database stays the truth.
 */
export interface PushBus {
  publish(batch: PushEnvelope[]): void;
  /** Calls `listener` with every batch any instance published (this one's included; over Redis a big batch arrives in bounded parts, in order); returns the unsubscribe. */
  subscribe(listener: (batch: PushEnvelope[]) => void): () => void;
  /** Whether the bus is up (GET /readyz); the in-memory bus always is. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
