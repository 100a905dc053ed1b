// Complete scripted `ahq` fights per second on one core: four heroes against eight monsters in a
// room, every choice made by the fixed policy through the engine's public API.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { fixedPolicy, newRoomFight, playOut, roomFightHeader } from '../packages/ai/src/index.ts';
import { applyInPlace, attackOdds, createGame, type Content, type GameState } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

const MIN_MS = 2000;

export async function benchFights(content?: Content): Promise<BenchFigure[]> {
  const c = content ?? (await loadDefaultContent('ahq'));
  // Warm up the JIT.
  for (let i = 0; i < 50; i++) playOut(newRoomFight(c, 1_000_000 + i), fixedPolicy);
  let fights = 0;
  let decisions = 0;
  let heroWins = 0;
  let turns = 0;
  const start = performance.now();
  while (performance.now() - start < MIN_MS) {
    const r = playOut(newRoomFight(c, fights + 1), fixedPolicy);
    fights++;
    decisions += r.decisions;
    turns += r.state.turn;
    if (r.state.result?.winner === 'heroes') heroWins++;
  }
  const secs = (performance.now() - start) / 1000;
  return [
    { name: 'ahq fights, 4 heroes vs 8 monsters, one core', value: Math.round(fights / secs), unit: 'fights/s' },
    { name: 'ahq decisions answered, one core', value: Math.round(decisions / secs), unit: 'decisions/s' },
    { name: 'ahq fight length', value: Math.round(decisions / fights), unit: 'decisions per fight' },
    { name: 'ahq fight turns', value: Math.round((turns / fights) * 10) / 10, unit: 'combat turns per fight' },
    { name: 'ahq fights won by the heroes (fixed policy both sides)', value: Math.round((heroWins / fights) * 1000) / 10, unit: '%' },
    ...monsterPhase(c),
    ...(await odds(c)),
    ...(await guildsFights()),
  ];
}

/** Complete guilds fights per second: four heroes against eight monsters in the same room, every
 * choice made by the fixed policy. */
async function guildsFights(): Promise<BenchFigure[]> {
  const c = await loadDefaultContent('guilds');
  const header = (seed: number) => {
    const h = roomFightHeader(seed, { heroes: ['warrior', 'dwarf', 'elf', 'rogue'], monsters: ['orc', 'goblin', 'orc', 'goblin-archer', 'orc', 'skeleton', 'goblin', 'giant-rat'] });
    return { ...h, ruleset: 'guilds', packs: c.packs };
  };
  for (let i = 0; i < 30; i++) playOut(createGame(header(2_000_000 + i), c), fixedPolicy);
  let fights = 0;
  let decisions = 0;
  let heroWins = 0;
  const start = performance.now();
  while (performance.now() - start < MIN_MS) {
    const r = playOut(createGame(header(fights + 1), c), fixedPolicy);
    fights++;
    decisions += r.decisions;
    if (r.state.result?.winner === 'heroes') heroWins++;
  }
  const secs = (performance.now() - start) / 1000;
  return [
    { name: 'guilds fights, 4 heroes vs 8 monsters, one core', value: Math.round(fights / secs), unit: 'fights/s' },
    { name: 'guilds fight length', value: Math.round(decisions / fights), unit: 'decisions per fight' },
    { name: 'guilds fights won by the heroes (fixed policy both sides)', value: Math.round((heroWins / fights) * 1000) / 10, unit: '%' },
  ];
}

/** Exact attack odds per second, for each ruleset: every hero against every monster type and back,
 * face to face, hand-to-hand with every free-attack chain solved; and every shot a hero or monster
 * can make at each type from five squares along a row. Asked again, odds already worked out are
 * handed back as they were (`rules/duel.ts`), so these rates are mostly of that; a duel never
 * asked before, as a fight brings when a model is wounded, is timed on its own: each pairing asked
 * with the hero one, two and three wounds down to warm up, then with the monster one and two
 * wounds down, each such first asking timed alone. */
async function odds(c: Content): Promise<BenchFigure[]> {
  const out: BenchFigure[] = [];
  for (const [ruleset, content] of [['ahq', c], ['guilds', await loadDefaultContent('guilds')]] as const) {
    const duels: { s: GameState; a: string; t: string; w?: string }[] = [];
    const shots: typeof duels = [];
    for (const hero of Object.values(content.heroes)) {
      for (const monster of Object.values(content.monsters)) {
        const game = (gap: number) => createGame({
          ruleset, options: {}, packs: content.packs, seed: 1,
          setup: {
            map: ['#########', '#.......#', '#########'], start: 'combat',
            heroes: [{ type: hero.id, seat: 'p1', at: [1, 1], id: 'h', ...(ruleset === 'ahq' ? { components: { fire: 4 } } : {}) }],
            monsters: [{ type: monster.id, at: [1 + gap, 1], id: 'm' }],
          },
        }, content);
        const near = game(1);
        duels.push({ s: near, a: 'h', t: 'm' }, { s: near, a: 'm', t: 'h' });
        const far = game(5);
        for (const [a, t] of [['h', 'm'], ['m', 'h']] as const) {
          for (const w of far.models[a]!.weapons) if (content.weapons[w]?.kind !== 'hand') shots.push({ s: far, a, t, w });
        }
      }
    }
    for (const [what, list] of [['hand-to-hand, chains solved exactly', duels], ['shots', shots]] as const) {
      const usable = list.filter((d) => attackOdds(d.s, d.a, d.t, d.w) !== null);
      if (usable.length === 0) continue;
      let n = 0;
      const start = performance.now();
      while (performance.now() - start < 1000) {
        const d = usable[n % usable.length]!;
        attackOdds(d.s, d.a, d.t, d.w);
        n++;
      }
      const secs = (performance.now() - start) / 1000;
      out.push(
        { name: `${ruleset} exact odds, ${what} (${usable.length} hero/monster pairings)`, value: Math.round(n / secs), unit: 'odds/s' },
        { name: `${ruleset} exact odds, ${what}, time per call`, value: Math.round((secs * 1e6) / n), unit: 'µs' },
      );
    }
    out.push(...newDuels(ruleset, duels));
  }
  return out;
}

/** A whole GM phase of 20 monsters (move and attack each), played by the fixed policy. */
function monsterPhase(c: Content): BenchFigure[] {
  const monsters = Array.from({ length: 20 }, (_, i) => ['orc', 'goblin', 'skaven', 'goblin-archer'][i % 4]!);
  let phases = 0;
  let total = 0;
  const start = performance.now();
  for (let seed = 1; performance.now() - start < 1000; seed++) {
    const s = newRoomFight(c, seed, { monsters });
    // Let the heroes act, then time the GM phase alone.
    while (s.pending && s.pending.seat !== 'gm') applyInPlace(s, s.pending.seat, fixedPolicy(s, s.pending.seat));
    const t0 = performance.now();
    while (s.pending && s.pending.seat === 'gm' && !s.result) applyInPlace(s, 'gm', fixedPolicy(s, 'gm'));
    total += performance.now() - t0;
    phases++;
  }
  return [{ name: 'engine GM phase of 20 monsters (fixed policy, legal moves listed)', value: Math.round((total / phases) * 1000) / 1000, unit: 'ms' }];
}

if (import.meta.main) {
  for (const f of await benchFights()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}

/** The time to work out the odds of a duel never asked before (`odds` above says how). */
function newDuels(ruleset: string, duels: { s: GameState; a: string; t: string }[]): BenchFigure[] {
  const ask = (d: (typeof duels)[number], who: 'h' | 'm', down: number): number | null => {
    const m = d.s.models[who]!;
    if (m.wounds - down < 1) return null;
    m.wounds -= down;
    const start = performance.now();
    attackOdds(d.s, d.a, d.t);
    const took = performance.now() - start;
    m.wounds += down;
    return took;
  };
  for (const down of [1, 2, 3]) for (const d of duels) ask(d, 'h', down);
  const times: number[] = [];
  for (const down of [1, 2]) {
    for (const d of duels) {
      const took = ask(d, 'm', down);
      if (took !== null) times.push(took * 1000);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
  return [{ name: `${ruleset} exact odds, hand-to-hand duel never asked before (${times.length} asked), time per call: median (range to the 95th percentile)`, value: at(0.5), unit: 'µs', range: [Math.round(times[0]!), at(0.95)] }];
}
