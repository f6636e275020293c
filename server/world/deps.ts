import type { Logger } from 'pino';
import type { Db } from '../db/knex';
import type { Config } from '../config';
import type { WorldRow } from '../db/world';
import type { PushBus } from './push/bus';

/**
 * What the world layer needs from the process: the database, the configuration, the clock (tests move
 * it), the log and the world row. Routes and tick processors hand the same object in; nothing in it
 * knows HTTP.
 */
export interface Deps {
  db: Db;
  config: Config;
  now: () => Date;
  log: Logger;
  /** The world row, kept in memory; whoever changes it in the database updates this object too. */
  world: WorldRow;
  /** The push fan-out (server/cluster/pushBus.ts); absent in tests that drive the world layer alone. */
  push?: PushBus;
}

/** Who acts: the account a call acts for, the person behind it, and whether that is a sitter. */
export type { AuthInfo } from '../db/tokens';
