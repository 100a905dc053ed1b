// The engine's exact attack odds against samples, two ways: an independent simulation of the
// rules (packages/ai/src/odds-million.ts) at a million attacks per case, and the engine's own
// attacks made with fresh dice (packages/ai/src/odds-check.ts; ODDS_SAMPLES per case, a hundred
// thousand by default in `npm run bench` since each attack costs tens of microseconds). Each case
// reports the largest gap, in standard errors, over every probability the odds give.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { attackOdds } from '../packages/engine/src/index.ts';
import { AHQ_CASES, GUILDS_CASES, before, disagreements, sample } from '../packages/ai/src/odds-check.ts';
import { MILLION_CASES, attackOf, sampled, simulate } from '../packages/ai/src/odds-million.ts';
import type { BenchFigure } from './geometry.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function benchOdds(samples = Number(process.env.ODDS_SAMPLES ?? 100_000)): Promise<BenchFigure[]> {
  const contents = { ahq: await loadDefaultContent('ahq'), guilds: await loadDefaultContent('guilds') };
  const out: BenchFigure[] = [];
  for (const [i, k] of [...AHQ_CASES, ...GUILDS_CASES].entries()) {
    const { exact, sampled: counts } = sample(k, k.ruleset === 'guilds' ? contents.guilds : contents.ahq, samples, 1000 + i);
    const worst = disagreements(exact, counts, 0).sort((a, b) => b.z - a.z)[0];
    out.push({ name: `odds vs ${samples.toLocaleString('en')} engine attacks: ${k.name}, largest gap${worst ? ` (${worst.what})` : ''}`, value: round2(worst?.z ?? 0), unit: 'standard errors' });
  }
  return out;
}

export async function benchOddsIndependent(samples = 1_000_000): Promise<BenchFigure[]> {
  const contents = { ahq: await loadDefaultContent('ahq'), guilds: await loadDefaultContent('guilds') };
  const out: BenchFigure[] = [];
  let ms = 0;
  for (const [i, k] of MILLION_CASES.entries()) {
    const { s } = before(k, k.ruleset === 'guilds' ? contents.guilds : contents.ahq);
    const exact = attackOdds(s, k.attacker, k.target, k.weapon);
    if (!exact) throw new Error(`${k.name}: the engine gives no odds`);
    const x = attackOf(s, k.attacker, k.target, k.weapon);
    const t0 = performance.now();
    const t = simulate(x, samples, 5000 + i);
    ms += performance.now() - t0;
    const worst = disagreements(exact, sampled(x, t, exact.dealt.length, exact.received.length), 0).sort((a, b) => b.z - a.z)[0];
    out.push({ name: `odds vs ${samples.toLocaleString('en')} simulated attacks (independent of the odds code): ${k.ids} ${k.ruleset ?? 'ahq'} ${k.name}, largest gap${worst ? ` (${worst.what})` : ''}`, value: round2(worst?.z ?? 0), unit: 'standard errors' });
  }
  out.push({ name: `independent simulation: attacks simulated per second (${MILLION_CASES.length} cases)`, value: Math.round((samples * MILLION_CASES.length) / (ms / 1000)), unit: 'attacks/s' });
  return out;
}

if (import.meta.main) {
  const n = Number(process.argv[2] ?? process.env.ODDS_SAMPLES ?? 1_000_000);
  for (const f of [...(await benchOddsIndependent()), ...(await benchOdds(n))]) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
