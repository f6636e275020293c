import type { Db } from '../db/knex';
import type { Config } from '../config';
import type { Logger } from 'pino';
import type { WorldRow } from '../db/world';

/** Who holds the token: the account it acts for, the person behind it, and whether that is a sitter. */
export interface AuthInfo {
  userId: number;
  actorId: number;
  isSitter: boolean;
  tokenId: number;
}

/** What every router gets: the database, the configuration, the clock (tests move it) and the log. */
export interface Deps {
  db: Db;
  config: Config;
  now: () => Date;
  log: Logger;
  /** The world row, kept in memory; whoever changes it in the database updates this object too. */
  world: WorldRow;
}

declare module 'koa' {
  interface DefaultState {
    auth?: AuthInfo;
    errorKey?: string;
  }
}
