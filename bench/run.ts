// `npm run bench`: every benchmark, printed as figures. POOL_RUNS, POOL_MS and POOL_WARM_MS shape
// the worker-pool timings (bench/pool.ts), PAIRED_PERIODS and PAIRED_WARM_MS the paired measure of
// the pool's threads (bench/paired.ts), POOL_ONLY picks the workloads of both, EXPEDITION_WARM_UP
// and EXPEDITION_PASSES the expedition timing
// (bench/expedition.ts), ODDS_SAMPLES the engine-played odds check (bench/odds.ts). The script
// runs Node with 64 MB semi-spaces (package.json): the young generation a simulation's worker
// threads get for expeditions (YOUNG_GENERATION_MB, packages/ai/src/sim/pool.ts; room fights play
// as fast on one core with it), so that the figures timed on the main thread are those of a
// simulation's threads.
import { availableParallelism, loadavg } from 'node:os';
import { benchGeometry } from './geometry.ts';
import { benchFights } from './fights.ts';
import { benchAi } from './ai.ts';
import { benchPool } from './pool.ts';
import { benchPaired } from './paired.ts';
import { benchOdds, benchOddsIndependent } from './odds.ts';
import { benchDungeon, benchGuildsDungeon } from './dungeon.ts';
import { benchAnswer } from './answer.ts';
import { benchAof } from './aof.ts';
import type { BenchFigure } from './geometry.ts';

const print = (figures: BenchFigure[]) => {
  for (const f of figures) {
    const range = f.range ? ` (range ${f.range[0].toLocaleString('en')}–${f.range[1].toLocaleString('en')})` : '';
    console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${range}`);
  }
};

console.log(`Delve benchmarks — Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}; one core each unless said\n`);
print(benchGeometry());
print(await benchFights());
print(await benchAi());
print(await benchPool());
print(benchPaired());
print(await benchOddsIndependent());
print(await benchOdds());
print([...(await benchDungeon()), ...(await benchGuildsDungeon())]);
print(await benchAnswer());
print(await benchAof());
