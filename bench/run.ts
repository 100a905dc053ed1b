// `npm run bench`: every benchmark, printed as figures.
import { benchGeometry } from './geometry.ts';
import { benchFights } from './fights.ts';
import { benchAi } from './ai.ts';
import { benchDungeon, benchGuildsDungeon } from './dungeon.ts';

console.log(`Delve benchmarks — Node ${process.version}, one core each\n`);
for (const f of [...benchGeometry(), ...(await benchFights()), ...(await benchAi()), ...(await benchDungeon()), ...(await benchGuildsDungeon())]) {
  console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
