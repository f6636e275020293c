import type { Conn } from './knex';
import type { Config } from '../config';

export interface WorldRow {
  seed: string;
  startTime: Date;
  finishedAt: Date | null;
}

/** The single world row; created at the first start (GAME_START or that moment fixes the start). */
export async function ensureWorld(db: Conn, config: Config, now: Date): Promise<WorldRow> {
  await db('world')
    .insert({ id: 1, seed: config.worldSeed, start_time: config.gameStart ? new Date(config.gameStart) : now })
    .onConflict('id')
    .ignore();
  if (config.gameStart) {
    // An operator may move the start by changing GAME_START; the environment wins.
    await db('world').where({ id: 1 }).update({ start_time: new Date(config.gameStart) });
  }
  return loadWorld(db);
}

export async function loadWorld(db: Conn): Promise<WorldRow> {
  const row = await db('world').where({ id: 1 }).first();
  if (!row) throw new Error('world row missing: run ensureWorld first');
  return { seed: row.seed, startTime: new Date(row.start_time), finishedAt: row.finished_at ? new Date(row.finished_at) : null };
}

export async function setFinished(db: Conn, finishedAt: Date | null): Promise<void> {
  await db('world').where({ id: 1 }).update({ finished_at: finishedAt });
}

/** Moves the game start (the testing tools). */
export async function setStartTime(db: Conn, at: Date): Promise<void> {
  await db('world').where({ id: 1 }).update({ start_time: at });
}
