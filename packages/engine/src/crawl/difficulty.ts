// Difficulty levels of the dungeon crawls: an option of the game's header, so a replay or a saved
// game rebuilds the same dungeon. A level changes what the dungeon holds, within the rules: how
// many monsters a room, lair or corridor brings of those its table row or card names, how many
// Dungeon Counters the GM starts with and on which faces of its d12 it takes one (AHQ-E28), and on
// which faces of the end-of-turn d12 wandering monsters come (GLD-T02). Each ruleset gives its own
// values (`CrawlRules.difficulty`), so that one level means one danger in both; how cunning the
// Gamesmaster AI plays at each level is the AI's (packages/ai/src/gm/cunning.ts).
import type { OptionDef } from '../ruleset.ts';
import type { GameState } from '../types.ts';
import type { MonsterRole } from '../content-types.ts';

export const DIFFICULTIES = ['story', 'normal', 'hard', 'deadly'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_OPTION: OptionDef = {
  id: 'difficulty', type: 'string', default: 'normal', choices: DIFFICULTIES,
  rules: ['AHQ-E28', 'GLD-T02', 'DEC-30'],
  name: { en: 'Difficulty', it: 'Difficoltà' },
  description: {
    en: 'how dangerous the dungeon is: story, normal, hard or deadly — the monsters each room brings, the Dungeon Counters, wandering monsters, and how cunning the Gamesmaster AI plays',
    it: 'quanto è pericoloso il dungeon: storia, normale, difficile o letale — i mostri di ogni stanza, i Segnalini Dungeon, i mostri erranti e quanto astuto gioca il Master IA',
  },
  choiceNames: {
    story: { en: 'Story', it: 'Storia' },
    normal: { en: 'Normal', it: 'Normale' },
    hard: { en: 'Hard', it: 'Difficile' },
    deadly: { en: 'Deadly', it: 'Letale' },
  },
};

/** A monster's strength hand-to-hand, for a band that keeps its weakest: Weapon Skill,
 * Strength, Toughness and twice its Wounds (a sorcerer, weak in a fight, is kept before the
 * warriors who guard him). */
export function monsterStrength(p: { ws?: number; strength?: number; toughness?: number; wounds?: number } | undefined): number {
  if (!p) return 0;
  return (p.ws ?? 0) + (p.strength ?? 0) + (p.toughness ?? 0) + 2 * (p.wounds ?? 0);
}

/** What one level puts in the dungeon. */
export interface LevelContent {
  /** Monsters a revealed room, lair or corridor brings, as a share of those its table row or card
   * names: rounded to the nearest, never fewer than one. */
  band: number;
  /** Dungeon Counters the GM holds at the start (`ahq`). */
  startCounters?: number;
  /** Faces of the exploration GM phase's d12 that give the GM a counter (`ahq`; the rules: 1, 12). */
  counterFaces?: readonly number[];
  /** Faces of the end-of-turn d12 that bring wandering monsters (`guilds`; the rules: 1). */
  wanderingFaces?: readonly number[];
  /** A band cut short keeps its weakest monsters: the strongest go first (the rules' band is cut
   * from its end, the leader named first staying). */
  keepWeakest?: boolean;
}

export type DifficultyTable = Readonly<Record<Difficulty, LevelContent>>;

export function isDifficulty(x: unknown): x is Difficulty {
  return typeof x === 'string' && (DIFFICULTIES as readonly string[]).includes(x);
}

/** The game's level (its header's option; `normal` where none is given). */
export function difficultyOf(s: { ctx: { options: Readonly<Record<string, unknown>> } }): Difficulty {
  const d = s.ctx.options.difficulty;
  return isDifficulty(d) ? d : 'normal';
}

/** What the game's level puts in the dungeon, as its ruleset says; the rules as written where the
 * ruleset gives no table. */
export function levelContent(s: GameState): LevelContent {
  return s.ctx.ruleset.crawl?.difficulty?.[difficultyOf(s)] ?? { band: 1 };
}

/** A section's monsters at the game's level: `band` times as many, rounded, at least one. Those
 * added repeat the band's plain monsters in its order (a second champion or sentry only where the
 * band has nothing else); those taken away go from its end, so the leader named first stays, or,
 * given `strengthOf` (a level that keeps the weakest), the strongest go first, ties from the end. */
export function scaleBand<T extends { type: string; id?: string }>(specs: readonly T[], band: number, roleOf: (type: string) => MonsterRole | undefined, strengthOf?: (type: string) => number): T[] {
  if (band === 1 || specs.length === 0 || specs.some((m) => m.id !== undefined)) return [...specs];
  const n = Math.max(1, Math.round(specs.length * band));
  if (n < specs.length && strengthOf) {
    const kept = specs.map((m, i) => ({ m, i, v: strengthOf(m.type) })).sort((a, b) => a.v - b.v || a.i - b.i).slice(0, n);
    return kept.sort((a, b) => a.i - b.i).map((k) => k.m);
  }
  if (n <= specs.length) return specs.slice(0, n);
  const plain = specs.filter((m) => roleOf(m.type) === undefined);
  const from = plain.length > 0 ? plain : specs;
  const out = [...specs];
  for (let i = 0; out.length < n; i++) out.push({ type: from[i % from.length]!.type } as T);
  return out;
}
