// Whole standard `ahq` expeditions, every seat the AI: time per expedition, endings, survival,
// first lairs cleared. Run by bench/ai.ts in a process of its own, pinned to one CPU where the
// machine allows (bench/child.ts), so that the time is what one core gives: V8's helper threads
// (the optimizing compiler, the collector) share that core. Prints the figures as JSON.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, playOut, setupHeader } from '../packages/ai/src/index.ts';
import { firstLair } from '../packages/ai/src/lair.ts';
import { createGame, type Content } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

/** Expeditions played before timing. The JIT compiles the bots' and the engine's many paths over
 * the first few hundred games, the rarer ones last (a path met once in ten games is compiled
 * late); a simulation plays thousands, so the figure is the rate once compiling is done. */
const WARM_UP = Number(process.env.EXPEDITION_WARM_UP ?? 600);

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

export function expeditions(c: Content, seeds = 100): BenchFigure[] {
  for (let seed = 1_000_000; seed < 1_000_000 + WARM_UP; seed++) playOut(createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c), aiPolicy, 20_000);
  let ms = 0;
  const cpu0 = process.cpuUsage();
  const thread0 = process.threadCpuUsage();
  let decisions = 0;
  let left = 0;
  let fallen = 0;
  let heroes = 0;
  let survived = 0;
  let reached = 0;
  let cleared = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c);
    const t0 = performance.now();
    const r = playOut(s, aiPolicy, 20_000);
    ms += performance.now() - t0;
    decisions += r.decisions;
    if (s.result?.winner === 'heroes') left++;
    else if (s.result) fallen++;
    for (const m of Object.values(s.models)) {
      if (m.side !== 'heroes') continue;
      heroes++;
      if (!m.status.dead) survived++;
    }
    const l = firstLair(s);
    if (l.reached) reached++;
    if (l.cleared) cleared++;
  }
  const all = cpuMs(process.cpuUsage(cpu0));
  const thread = cpuMs(process.threadCpuUsage(thread0));
  const pct = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 10;
  return [
    { name: `standard expedition, AI on every seat, one core (mean of ${seeds}, after ${WARM_UP} to warm up)`, value: Math.round((ms / seeds) * 10) / 10, unit: 'ms' },
    // Where they go: the thread playing, and the rest (V8's compiler and collector threads).
    { name: 'standard expedition: CPU time of the thread playing', value: Math.round((thread / seeds) * 10) / 10, unit: 'ms' },
    { name: 'standard expedition: CPU time, every thread of the process', value: Math.round((all / seeds) * 10) / 10, unit: 'ms' },
    { name: 'standard expedition: answers per expedition', value: Math.round(decisions / seeds), unit: 'answers' },
    { name: 'standard expedition: the heroes come out alive (stairs out or every monster slain)', value: pct(left, seeds), unit: '%' },
    { name: 'standard expedition: the party falls', value: pct(fallen, seeds), unit: '%' },
    { name: 'standard expedition: heroes surviving', value: pct(survived, heroes), unit: '%' },
    { name: `standard expedition: first lair cleared (of ${reached} reached)`, value: pct(cleared, reached), unit: '%' },
  ];
}

if (import.meta.main) console.log(JSON.stringify(expeditions(await loadDefaultContent('ahq'))));
