// The 'tables' dungeon generator: how long a 40-section dungeon takes to generate, and what the
// standard quest's tables make over many seeds: dungeon sizes (every door and junction explored,
// secret doors searched for, until the dungeon closes off or the playing area is full), how
// passages end, how often there are stairs out.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { generateDungeon, type Content, type DungeonSummary } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

const QUEST = 'standard';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const pct = (n: number, of: number) => Math.round((n / of) * 1000) / 10;

export async function benchDungeon(content?: Content, seeds = 10_000): Promise<BenchFigure[]> {
  const c = content ?? (await loadDefaultContent('ahq'));
  // Warm up the JIT.
  for (let seed = 1; seed <= 100; seed++) generateDungeon(c, { quest: QUEST, seed: 1_000_000 + seed, maxSections: 40 });

  // Time: dungeons that reach 40 sections (rooms, passage sections and junctions).
  let timed = 0;
  let ms = 0;
  for (let seed = 1; timed < 500; seed++) {
    const t0 = performance.now();
    const d = generateDungeon(c, { quest: QUEST, seed, maxSections: 40 });
    const t = performance.now() - t0;
    if (d.summary.sections >= 40) {
      timed++;
      ms += t;
    }
  }

  // The distribution over `seeds` seeds, each dungeon generated to the end.
  const sizes: number[] = [];
  const ends: Record<string, number> = {};
  let withStairsOut = 0;
  let rooms = 0;
  let secretDoors = 0;
  let falseDoors = 0;
  let fallbacks = 0;
  const start = performance.now();
  for (let seed = 1; seed <= seeds; seed++) {
    const s: DungeonSummary = generateDungeon(c, { quest: QUEST, seed, maxSections: Infinity }).summary;
    sizes.push(s.sections);
    for (const [k, n] of Object.entries(s.ends)) ends[k] = (ends[k] ?? 0) + n;
    if (s.stairsOut > 0) withStairsOut++;
    rooms += s.rooms;
    secretDoors += s.secretDoors;
    falseDoors += s.falseDoors;
    fallbacks += s.fallbacks;
  }
  const allMs = performance.now() - start;
  sizes.sort((a, b) => a - b);
  const totalEnds = Object.values(ends).reduce((a, b) => a + b, 0);
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  const band = (lo: number, hi: number) => pct(sizes.filter((n) => n >= lo && n <= hi).length, seeds);
  return [
    { name: `dungeon: time to generate a 40-section dungeon (${QUEST} quest)`, value: Math.round((ms / timed) * 1000) / 1000, unit: 'ms' },
    { name: `dungeon: whole dungeons generated, ${seeds.toLocaleString('en')} seeds`, value: Math.round(allMs / 100) / 10, unit: 's' },
    { name: 'dungeon size: median', value: percentile(sizes, 50), unit: 'sections' },
    { name: 'dungeon size: mean', value: Math.round(mean * 10) / 10, unit: 'sections' },
    { name: 'dungeon size: 10th percentile', value: percentile(sizes, 10), unit: 'sections' },
    { name: 'dungeon size: 90th percentile', value: percentile(sizes, 90), unit: 'sections' },
    { name: 'dungeon size: largest', value: sizes[sizes.length - 1]!, unit: 'sections' },
    { name: 'dungeon size: 1-5 sections', value: band(1, 5), unit: '% of dungeons' },
    { name: 'dungeon size: 6-20 sections', value: band(6, 20), unit: '% of dungeons' },
    { name: 'dungeon size: 21-50 sections', value: band(21, 50), unit: '% of dungeons' },
    { name: 'dungeon size: over 50 sections', value: band(51, Infinity), unit: '% of dungeons' },
    { name: 'dungeon: rooms per dungeon', value: Math.round((rooms / seeds) * 10) / 10, unit: 'rooms' },
    { name: 'dungeon: passage ends that are dead ends', value: pct(ends['dead-end'] ?? 0, totalEnds), unit: '%' },
    { name: 'dungeon: passage ends that are stairs out', value: pct(ends['stairs-out'] ?? 0, totalEnds), unit: '%' },
    { name: 'dungeon: passage ends that are stairs down', value: pct(ends['stairs-down'] ?? 0, totalEnds), unit: '%' },
    { name: 'dungeon: passage ends that are junctions or turns', value: pct(totalEnds - (ends['dead-end'] ?? 0) - (ends['stairs-out'] ?? 0) - (ends['stairs-down'] ?? 0), totalEnds), unit: '%' },
    { name: 'dungeon: dungeons with stairs out', value: pct(withStairsOut, seeds), unit: '%' },
    { name: 'dungeon: secret doors found per dungeon', value: Math.round((secretDoors / seeds) * 100) / 100, unit: 'doors' },
    { name: 'dungeon: false doors per dungeon', value: Math.round((falseDoors / seeds) * 100) / 100, unit: 'doors' },
    { name: 'dungeon: sections that did not fit as rolled (made smaller or a dead end)', value: Math.round((fallbacks / seeds) * 10) / 10, unit: 'per dungeon' },
  ];
}

if (import.meta.main) {
  const seeds = Number(process.argv[2] ?? 10_000);
  for (const f of await benchDungeon(undefined, seeds)) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
