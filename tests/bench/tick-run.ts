import { TICK_SIZES, benchTick, type TickSize } from './tick';

/**
 * Benchmark 2 alone at a chosen size, printing its figures as JSON (for profiling and before/after
 * comparisons; `npm run bench -- --only=tick` runs the size and writes the results file):
 *   npx tsx tests/bench/tick-run.ts [--size=quick|full] [--villages=N] [--items=N] [--movements=N] [--merchants=N] [--deliveries=N] [--routes=N] [--rate=N] [--stream=SECONDS]
 */
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const base = TICK_SIZES[(flag('size') as 'quick' | 'full' | undefined) ?? 'quick'];
const num = (name: string, d: number) => (flag(name) === undefined ? d : Number(flag(name)));
const size: TickSize = {
  ...base,
  villages: num('villages', base.villages),
  items: num('items', base.items),
  movements: num('movements', base.movements),
  merchantTrips: num('merchants', base.merchantTrips),
  deliveries: num('deliveries', base.deliveries),
  routes: num('routes', base.routes),
  rate: num('rate', base.rate),
  streamSeconds: num('stream', base.streamSeconds),
};
const figures = await benchTick(size, (s) => process.stderr.write(`[bench] ${s}\n`));
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
process.exit(0);
