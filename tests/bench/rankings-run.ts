import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RANKINGS_SIZES, benchRankings, type Rebuild } from './rankings';

/**
 * The rank refresh benchmark alone (tests/bench/rankings.ts), printing its figures as JSON:
 *   npx tsx tests/bench/rankings-run.ts [--size=quick|full] [--players=N] [--rounds=N] [--baseline=FILE]
 * `--baseline=FILE`: a module exporting `rebuildRankings` (an older server/db/statistics.ts, e.g. from
 * `git show REV:server/db/statistics.ts`, saved beside it so its imports resolve) timed on the same data.
 */
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const base = RANKINGS_SIZES[(flag('size') as 'quick' | 'full' | undefined) ?? 'quick'];
const players = flag('players') === undefined ? base.players : Number(flag('players'));
const size = { ...base, players, villages: players * 2, empires: Math.max(1, Math.round(players / 25)), rounds: Number(flag('rounds') ?? base.rounds) };
const file = flag('baseline');
const baseline = file ? ((await import(pathToFileURL(path.resolve(file)).href)) as { rebuildRankings: Rebuild }).rebuildRankings : undefined;
const figures = await benchRankings(size, (s) => process.stderr.write(`[bench] ${s}\n`), baseline);
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
process.exit(0);
