// The engine's exact attack odds against a million attacks per case, made by the engine with fresh
// dice (see packages/ai/src/odds-check.ts): the largest gap, in standard errors, over every
// probability the odds give, for `ahq` and `guilds`.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { AHQ_CASES, GUILDS_CASES, disagreements, sample } from '../packages/ai/src/odds-check.ts';
import type { BenchFigure } from './geometry.ts';

export async function benchOdds(samples = Number(process.env.ODDS_SAMPLES ?? 1_000_000)): Promise<BenchFigure[]> {
  const contents = { ahq: await loadDefaultContent('ahq'), guilds: await loadDefaultContent('guilds') };
  const out: BenchFigure[] = [];
  for (const [i, k] of [...AHQ_CASES, ...GUILDS_CASES].entries()) {
    const { exact, sampled } = sample(k, k.ruleset === 'guilds' ? contents.guilds : contents.ahq, samples, 1000 + i);
    const worst = disagreements(exact, sampled, 0).sort((a, b) => b.z - a.z)[0];
    out.push({ name: `odds vs ${samples.toLocaleString('en')} attacks: ${k.name}, largest gap${worst ? ` (${worst.what})` : ''}`, value: Math.round((worst?.z ?? 0) * 100) / 100, unit: 'standard errors' });
  }
  return out;
}

if (import.meta.main) {
  for (const f of await benchOdds(Number(process.argv[2] ?? process.env.ODDS_SAMPLES ?? 1_000_000))) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
