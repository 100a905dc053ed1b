// The 'tables' dungeon generator: how long a 40-section dungeon takes to generate, and what the
// standard quest's tables make over many seeds: dungeon sizes (every door and junction explored,
// secret doors searched for, until the dungeon closes off or the playing area is full), how
// passages end, how often there are stairs out. And the guilds 'decks' generator: a 40-card
// dungeon's time, and what each way of GLD-R01 lays when played to the end.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { generateDecksDungeon, generateDungeon, type Content, type DecksSetup, type DungeonSummary } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

const QUEST = 'standard';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const pct = (n: number, of: number) => Math.round((n / of) * 1000) / 10;

/** The guilds deck-driven generator (GLD-R01): every way on explored, walls searched, to the end. */
export async function benchGuildsDungeon(content?: Content, seeds = 1_000): Promise<BenchFigure[]> {
  const c = content ?? (await loadDefaultContent('guilds'));
  const deep: DecksSetup = { mode: 'random', objective: 'grand-delve' };
  for (let seed = 1; seed <= 50; seed++) generateDecksDungeon(c, { seed: 1_000_000 + seed, decks: deep });
  let timed = 0;
  let ms = 0;
  for (let seed = 1; timed < 300 && seed < 3_000; seed++) {
    const t0 = performance.now();
    const d = generateDecksDungeon(c, { seed, decks: deep, width: 64, height: 56, maxSections: 40 });
    const t = performance.now() - t0;
    if (d.summary.sections >= 40) {
      timed++;
      ms += t;
    }
  }
  const out: BenchFigure[] = [{ name: 'guilds dungeon: time to lay a 40-card dungeon (grand-delve, 64×56)', value: Math.round((ms / Math.max(1, timed)) * 1000) / 1000, unit: 'ms' }];
  const modes: [string, DecksSetup][] = [['random', { mode: 'random', objective: 'rob-the-vault' }], ['hand', { mode: 'hand', objective: 'rob-the-vault' }], ['map', { mode: 'map', map: 'crypt-map' }]];
  for (const [name, decks] of modes) {
    const sizes: number[] = [];
    let closed = 0;
    let falseDoors = 0;
    let fallbacks = 0;
    let rooms = 0;
    let objective = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const s = generateDecksDungeon(c, { seed, decks, maxSections: Infinity }).summary;
      if (s.objectiveRoom) objective++;
      sizes.push(s.sections);
      if (s.closed) closed++;
      falseDoors += s.falseDoors;
      fallbacks += s.fallbacks;
      rooms += s.rooms;
    }
    sizes.sort((a, b) => a - b);
    out.push(
      { name: `guilds dungeon (${name}): cards laid, median`, value: percentile(sizes, 50), unit: 'cards' },
      { name: `guilds dungeon (${name}): cards laid, 10th-90th percentile`, value: percentile(sizes, 90) - percentile(sizes, 10), unit: `cards wide (${percentile(sizes, 10)}-${percentile(sizes, 90)})` },
      { name: `guilds dungeon (${name}): rooms per dungeon`, value: Math.round((rooms / seeds) * 10) / 10, unit: 'rooms' },
      { name: `guilds dungeon (${name}): false doors per dungeon`, value: Math.round((falseDoors / seeds) * 100) / 100, unit: 'doors' },
      { name: `guilds dungeon (${name}): laid smaller, shortened, turned or blind`, value: Math.round((fallbacks / seeds) * 10) / 10, unit: 'per dungeon' },
      { name: `guilds dungeon (${name}): closed off, every way on tried (GLD-B03)`, value: pct(closed, seeds), unit: '% of dungeons' },
    );
    if (decks.mode !== 'map') out.push({ name: `guilds dungeon (${name}): the Objective room laid (GLD-R01)`, value: pct(objective, seeds), unit: '% of dungeons' });
  }
  return out;
}

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
  for (const f of await benchGuildsDungeon(undefined, Math.min(seeds, 1_000))) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
