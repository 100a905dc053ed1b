// A simulation's summary as text for people, and as JSON or CSV for machines.
import type { FightRecord } from './job.ts';
import type { Interval, Summary } from './stats.ts';

export interface Arm {
  label: string;
  summary: Summary;
}

export interface SimReport {
  title: string;
  arms: Arm[];
  /** Win rate of the second arm less the first's, when there are two. */
  difference: Interval | null;
  seconds: number;
  threads: number;
  /** What a ruleset calls a game's turns, a hero's death and a hero's fall, where it differs
   * (aof-quest: rounds, heroes down at the end, heroes fallen unconscious). */
  terms?: { turns: string; deaths: string; knockOuts: string };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ci = (i: Interval) => `${pct(i.value)} (95% CI ${pct(i.low)}–${pct(i.high)})`;
const f2 = (x: number) => x.toFixed(2);

export function textReport(r: SimReport): string {
  const out: string[] = [r.title, ''];
  const t = r.terms ?? { turns: 'turns', deaths: 'hero deaths', knockOuts: "KO's" };
  for (const a of r.arms) {
    const s = a.summary;
    out.push(`${a.label}: ${s.games} games`);
    out.push(`  heroes win ${ci(s.winRate)}; monsters win ${s.monsterWins}, unfinished ${s.unfinished}`);
    out.push(`  no hero fell ${ci(s.noneFellRate)}; whole party alive ${ci(s.partyAliveRate)}`);
    out.push(`  ${t.deaths} a game ${f2(s.heroDeathsRate.value)} (95% CI ${f2(s.heroDeathsRate.low)}–${f2(s.heroDeathsRate.high)}); wounds dealt to heroes ${f2(s.woundsTakenRate.value)} (${f2(s.woundsTakenRate.low)}–${f2(s.woundsTakenRate.high)})`);
    out.push(`  per game: ${f2(s.turns)} ${t.turns}, ${f2(s.woundsDealtByHeroes)} wounds dealt by heroes, ${f2(s.woundsTakenByHeroes)} taken, ${f2(s.heroDeaths)} ${t.deaths}, ${f2(s.heroKnockOuts)} ${t.knockOuts}, ${f2(s.treasure)} gold`);
    out.push('  type                  side      n   dealt  taken  kills    KO  deaths   gold   (means per model)');
    for (const t of s.byType) {
      const m = (x: number) => (x / Math.max(1, t.count)).toFixed(2).padStart(6);
      out.push(`  ${t.type.padEnd(20)}  ${t.side.padEnd(8)} ${String(t.count).padStart(5)} ${m(t.woundsDealt)} ${m(t.woundsTaken)} ${m(t.kills)} ${m(t.knockedOut)} ${m(t.deaths)} ${m(t.gold)}`);
    }
    out.push('');
  }
  if (r.difference) {
    out.push(`difference in hero win rate (${r.arms[1]!.label} − ${r.arms[0]!.label}): ${r.difference.value >= 0 ? '+' : ''}${(r.difference.value * 100).toFixed(1)} points (95% CI ${(r.difference.low * 100).toFixed(1)} to ${(r.difference.high * 100).toFixed(1)})`);
  }
  out.push(`${r.arms.reduce((t, a) => t + a.summary.games, 0)} games in ${r.seconds.toFixed(1)} s on ${r.threads} thread${r.threads === 1 ? '' : 's'}`);
  return `${out.join('\n')}\n`;
}

export function jsonReport(r: SimReport): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}

/** One row per game. */
export function csvReport(records: readonly FightRecord[], labels: readonly string[]): string {
  const rows = ['arm,seed,winner,reason,turns,decisions,hero_wounds_dealt,hero_wounds_taken,hero_deaths,hero_knockouts,monster_deaths,treasure'];
  for (const g of records) {
    const h = g.models.filter((m) => m.side === 'heroes');
    const mons = g.models.filter((m) => m.side === 'monsters');
    const sum = (ms: typeof h, f: (m: (typeof h)[number]) => number) => ms.reduce((t, m) => t + f(m), 0);
    const label = labels[g.arm] ?? String(g.arm);
    rows.push([
      /[",\n]/.test(label) ? `"${label.replace(/"/g, '""')}"` : label, g.seed, g.winner ?? '', g.reason ?? '', g.turns, g.decisions,
      sum(h, (m) => m.woundsDealt), sum(h, (m) => m.woundsTaken), sum(h, (m) => (m.died ? 1 : 0)), sum(h, (m) => m.knockedOut),
      sum(mons, (m) => (m.died ? 1 : 0)), sum(h, (m) => m.gold),
    ].join(','));
  }
  return `${rows.join('\n')}\n`;
}
