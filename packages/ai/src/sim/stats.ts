// Summaries of simulated games: the heroes' win rate with a 95% Wilson interval, the difference
// between two arms with Newcombe's interval, means of rounds, wounds, deaths, knock-outs and
// treasure, and figures per hero type and per monster type.
import type { FightRecord } from './job.ts';

const Z = 1.959963984540054; // 95%

export interface Interval {
  value: number;
  low: number;
  high: number;
}

/** Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = Z): Interval {
  if (n === 0) return { value: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Newcombe's hybrid score interval for the difference of two proportions (b − a). */
export function difference(ka: number, na: number, kb: number, nb: number): Interval {
  const a = wilson(ka, na);
  const b = wilson(kb, nb);
  const d = b.value - a.value;
  return {
    value: d,
    low: d - Math.sqrt((b.value - b.low) ** 2 + (a.high - a.value) ** 2),
    high: d + Math.sqrt((b.high - b.value) ** 2 + (a.value - a.low) ** 2),
  };
}

/** A mean with its 95% interval (normal approximation; n of a thousand or so). */
export function meanInterval(xs: readonly number[], z = Z): Interval {
  const n = xs.length;
  if (n === 0) return { value: 0, low: 0, high: 0 };
  const mean = xs.reduce((t, x) => t + x, 0) / n;
  const variance = n > 1 ? xs.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = z * Math.sqrt(variance / n);
  return { value: mean, low: mean - half, high: mean + half };
}

export interface TypeFigures {
  type: string;
  side: 'heroes' | 'monsters';
  /** Models of this type over all games. */
  count: number;
  woundsDealt: number;
  woundsTaken: number;
  kills: number;
  knockedOut: number;
  deaths: number;
  gold: number;
}

export interface Summary {
  games: number;
  heroWins: number;
  monsterWins: number;
  unfinished: number;
  winRate: Interval;
  /** Games in which no hero died: the whole party came out alive (or won alive). */
  partyAlive: number;
  partyAliveRate: Interval;
  /** Games in which no hero fell: none slain, knocked out (AHQ-C43) or knocked down (GLD-W02). */
  noneFell: number;
  noneFellRate: Interval;
  /** Hero deaths and wounds taken by the heroes per game, with their intervals. */
  heroDeathsRate: Interval;
  woundsTakenRate: Interval;
  /** Means per game. */
  turns: number;
  decisions: number;
  woundsDealtByHeroes: number;
  woundsTakenByHeroes: number;
  heroDeaths: number;
  heroKnockOuts: number;
  treasure: number;
  /** Per game, histogram of turns taken (index: turns). */
  turnHistogram: number[];
  byType: TypeFigures[];
}

export function summarize(records: readonly FightRecord[]): Summary {
  const n = records.length;
  const per = (f: (r: FightRecord) => number) => (n === 0 ? 0 : records.reduce((t, r) => t + f(r), 0) / n);
  const heroes = (r: FightRecord) => r.models.filter((m) => m.side === 'heroes');
  const sum = (ms: FightRecord['models'], f: (m: FightRecord['models'][number]) => number) => ms.reduce((t, m) => t + f(m), 0);
  const heroWins = records.filter((r) => r.winner === 'heroes').length;
  const deaths = records.map((r) => heroes(r).filter((m) => m.died).length);
  const partyAlive = deaths.filter((d) => d === 0).length;
  const noneFell = records.filter((r) => heroes(r).every((m) => !m.died && m.knockedOut === 0)).length;
  const monsterWins = records.filter((r) => r.winner === 'monsters').length;
  const types = new Map<string, TypeFigures>();
  const hist: number[] = [];
  for (const r of records) {
    hist[r.turns] = (hist[r.turns] ?? 0) + 1;
    for (const m of r.models) {
      const key = `${m.side}:${m.type}`;
      let t = types.get(key);
      if (!t) types.set(key, (t = { type: m.type, side: m.side, count: 0, woundsDealt: 0, woundsTaken: 0, kills: 0, knockedOut: 0, deaths: 0, gold: 0 }));
      t.count++;
      t.woundsDealt += m.woundsDealt;
      t.woundsTaken += m.woundsTaken;
      t.kills += m.kills;
      t.knockedOut += m.knockedOut;
      t.deaths += m.died ? 1 : 0;
      t.gold += m.gold;
    }
  }
  return {
    games: n, heroWins, monsterWins, unfinished: n - heroWins - monsterWins, winRate: wilson(heroWins, n),
    partyAlive, partyAliveRate: wilson(partyAlive, n), noneFell, noneFellRate: wilson(noneFell, n),
    heroDeathsRate: meanInterval(deaths),
    woundsTakenRate: meanInterval(records.map((r) => sum(heroes(r), (m) => m.woundsTaken))),
    turns: per((r) => r.turns), decisions: per((r) => r.decisions),
    woundsDealtByHeroes: per((r) => sum(heroes(r), (m) => m.woundsDealt)),
    woundsTakenByHeroes: per((r) => sum(heroes(r), (m) => m.woundsTaken)),
    heroDeaths: per((r) => sum(heroes(r), (m) => (m.died ? 1 : 0))),
    heroKnockOuts: per((r) => sum(heroes(r), (m) => m.knockedOut)),
    treasure: per((r) => sum(heroes(r), (m) => m.gold)),
    turnHistogram: Array.from(hist, (x) => x ?? 0),
    byType: [...types.values()].sort((a, b) => (a.side === b.side ? (a.type < b.type ? -1 : 1) : a.side === 'heroes' ? -1 : 1)),
  };
}
