import type { Conn } from './knex';
import type { Config } from '../config';

export interface WorldRow {
  seed: string;
  startTime: Date;
  finishedAt: Date | null;
  /** The Empire that won (migration 021), named as it was then; null while none has (or an operator finished the world). */
  winner: WorldWinner | null;
  /** Timeline entries the world acted on (migration 022 world.timeline_spawned: objectives placed, monuments activated). */
  timelineSpawned?: Record<string, boolean>;
}

/** The winning Empire: its id (null once dissolved), name and abbreviation at its win, and its total prestige then. */
export interface WorldWinner { empireId: number | null; name: string; nameShort: string; prestige: number }

const winnerOf = (row: { winner_name?: string | null; winner_empire_id?: number | null; winner_name_short?: string | null; winner_prestige?: number | null }): WorldWinner | null =>
  row.winner_name
    ? { empireId: row.winner_empire_id == null ? null : Number(row.winner_empire_id), name: row.winner_name, nameShort: row.winner_name_short ?? '', prestige: Number(row.winner_prestige ?? 0) }
    : null;

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
  return {
    seed: row.seed, startTime: new Date(row.start_time), finishedAt: row.finished_at ? new Date(row.finished_at) : null, winner: winnerOf(row),
    timelineSpawned: { ...(row.timeline_spawned ?? {}) },
  };
}

/** Finishes the world by hand (no winner), or reopens it, which also forgets the winner (the testing tools). */
export async function setFinished(db: Conn, finishedAt: Date | null): Promise<void> {
  await db('world').where({ id: 1 }).update(finishedAt
    ? { finished_at: finishedAt }
    : { finished_at: null, winner_empire_id: null, winner_name: null, winner_name_short: null, winner_prestige: null });
}

/** The world's finish and winner, with the row locked until the caller commits: claims to the win queue here. */
export async function lockWorldFinish(trx: Conn): Promise<{ finishedAt: Date | null; winner: WorldWinner | null }> {
  const row = await trx('world').where({ id: 1 }).forUpdate()
    .first('finished_at', 'winner_empire_id', 'winner_name', 'winner_name_short', 'winner_prestige');
  if (!row) throw new Error('world row missing: run ensureWorld first');
  return { finishedAt: row.finished_at ? new Date(row.finished_at) : null, winner: winnerOf(row) };
}

/** When the world finished, read without a lock (an award after it is not paid). */
export async function worldFinishedAt(db: Conn): Promise<Date | null> {
  const row = await db('world').where({ id: 1 }).first('finished_at');
  return row?.finished_at ? new Date(row.finished_at) : null;
}

/** Finishes the world at `at` with its winner (the caller holds the row: lockWorldFinish). */
export async function setWinner(trx: Conn, at: Date, w: WorldWinner): Promise<void> {
  await trx('world').where({ id: 1 }).update({
    finished_at: at, winner_empire_id: w.empireId, winner_name: w.name, winner_name_short: w.nameShort, winner_prestige: w.prestige,
  });
}

/** Moves the game start (the testing tools). */
export async function setStartTime(db: Conn, at: Date): Promise<void> {
  await db('world').where({ id: 1 }).update({ start_time: at });
}
