// The engine's exact attack odds against the engine itself: one attack made many times from the
// same position with fresh dice, everything that follows it (free attacks after criticals and
// fumbles, critical damage, fumbled shots onto friends) played out by the rules, and the outcomes
// counted. Fate Points are never spent, as the odds assume.
import { apply, applyInPlace, attackOdds, createGame, legalAnswers, seededRng, type Answer, type AttackOdds, type Content, type Facing, type GameEvent, type GameHeader, type GameState } from '@delve/engine';

export interface OddsCase {
  name: string;
  ruleset?: string;
  packs?: string[];
  map: string[];
  /** `wounds` below the sheet's; `ko`: a hero knocked out at 0 wounds before the attack. */
  heroes: { type: string; at: [number, number]; id?: string; wounds?: number; ko?: boolean; facing?: Facing }[];
  monsters: { type: string; at: [number, number]; wounds?: number; facing?: Facing }[];
  /** Who strikes first: the attacker's side. */
  side: 'heroes' | 'monsters';
  attacker: string;
  target: string;
  /** A ranged weapon: a shot. */
  weapon?: string;
}

const ROOM = ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'];

/** A hero far off: with the struck hero the only one, its knock-out would end the game (all heroes
 * down) before the free attack that the odds count. */
const BYSTANDER = { type: 'wizard', at: [8, 5] as [number, number], id: 'bystander' };

/** Hand-to-hand and ranged, criticals and fumbles with their free-attack chains, critical damage. */
export const AHQ_CASES: OddsCase[] = [
  { name: 'barbarian strikes an orc', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'heroes', attacker: 'barbarian', target: 'm1' },
  { name: 'ogre strikes a dwarf (knock-out, death)', map: ROOM, heroes: [{ type: 'dwarf', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'ogre', at: [3, 4] }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { name: 'goblin strikes a barbarian (fumbles, free attacks back)', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'goblin', at: [3, 2] }], side: 'monsters', attacker: 'm1', target: 'barbarian' },
  { name: 'troll strikes an elf (critical damage rolled again)', map: ROOM, heroes: [{ type: 'elf', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'troll', at: [4, 3] }], side: 'monsters', attacker: 'm1', target: 'elf' },
  { name: 'elf shoots a goblin (ranged criticals)', map: ROOM, heroes: [{ type: 'elf', at: [1, 5] }], monsters: [{ type: 'goblin', at: [7, 1] }], side: 'heroes', attacker: 'elf', target: 'm1', weapon: 'longbow' },
  { name: 'goblin archer shoots a wizard beside the barbarian (fumbles onto friends)', map: ROOM, heroes: [{ type: 'wizard', at: [2, 5] }, { type: 'barbarian', at: [3, 5] }], monsters: [{ type: 'goblin-archer', at: [8, 1] }, { type: 'goblin', at: [2, 4] }], side: 'monsters', attacker: 'm1', target: 'wizard', weapon: 'shortbow' },
];

/** `guilds`: skull-and-shield damage, criticals on 11-12 with extra attacks, failures on 1-2 with
 * free attacks back, ranged criticals and shots that strike a friend (GLD-A03..A07, S03..S06). */
export const GUILDS_CASES: OddsCase[] = [
  { name: 'guilds: warrior strikes an orc', ruleset: 'guilds', packs: ['guilds-core'], map: ROOM, heroes: [{ type: 'warrior', at: [3, 3] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'heroes', attacker: 'warrior', target: 'm1' },
  { name: 'guilds: ogre strikes a dwarf', ruleset: 'guilds', packs: ['guilds-core'], map: ROOM, heroes: [{ type: 'dwarf', at: [3, 3] }], monsters: [{ type: 'ogre', at: [3, 4] }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { name: 'guilds: giant rat strikes a warrior (failures, free attacks back)', ruleset: 'guilds', packs: ['guilds-core'], map: ROOM, heroes: [{ type: 'warrior', at: [3, 3] }], monsters: [{ type: 'giant-rat', at: [3, 2] }], side: 'monsters', attacker: 'm1', target: 'warrior' },
  { name: 'guilds: elf shoots a goblin', ruleset: 'guilds', packs: ['guilds-core'], map: ROOM, heroes: [{ type: 'elf', at: [1, 5] }], monsters: [{ type: 'goblin', at: [7, 1] }], side: 'heroes', attacker: 'elf', target: 'm1', weapon: 'longbow' },
  { name: 'guilds: orc crossbowman shoots a rogue beside a warrior', ruleset: 'guilds', packs: ['guilds-core'], map: ROOM, heroes: [{ type: 'rogue', at: [2, 5] }, { type: 'warrior', at: [3, 5] }], monsters: [{ type: 'orc-crossbowman', at: [8, 1] }, { type: 'goblin', at: [2, 3] }], side: 'monsters', attacker: 'm1', target: 'rogue', weapon: 'crossbow' },
];

export function caseHeader(k: OddsCase): GameHeader {
  return {
    // Facings given: the facing module is on (FAC-F01).
    ruleset: k.ruleset ?? 'ahq', options: [...k.heroes, ...k.monsters].some((m) => m.facing) ? { facing: true } : {}, packs: k.packs ?? ['ahq-core'], seed: 1,
    setup: {
      map: k.map,
      heroes: k.heroes.map((h, i) => ({
        type: h.type, seat: `p${i + 1}`, at: h.at, id: h.id ?? h.type,
        ...(h.type === 'wizard' ? { components: { fire: 2, water: 2 } } : {}),
        ...(h.ko ? { wounds: 0 } : h.wounds !== undefined ? { wounds: h.wounds } : {}),
        ...(h.facing ? { facing: h.facing } : {}),
      })),
      monsters: k.monsters.map((m) => ({ type: m.type, at: m.at, ...(m.wounds !== undefined ? { wounds: m.wounds } : {}), ...(m.facing ? { facing: m.facing } : {}) })),
      start: 'combat', firstSide: k.side,
    },
  };
}

/** The state just before the attack, and the attack. */
export function before(k: OddsCase, content: Content): { s: GameState; seat: string; attack: Answer } {
  const s = createGame(caseHeader(k), content);
  // A hero already knocked out lies at 0 wounds (AHQ-C43, GLD-W02): set as the rules leave it.
  for (const h of k.heroes) if (h.ko) s.models[h.id ?? h.type]!.status.ko = true;
  const attacker = s.models[k.attacker];
  if (!attacker) throw new Error(`${k.name}: no model '${k.attacker}'`);
  for (let guard = 0; s.pending && guard < 20; guard++) {
    const d = s.pending;
    if (d.kind === 'act') break;
    const pick = d.kind === 'choosePlayer' ? { kind: 'choosePlayer', player: attacker.seat } as Answer : legalAnswers(s, d.seat)[0]!;
    applyInPlace(s, d.seat, pick);
  }
  const attack: Answer = k.weapon ? { kind: 'shoot', model: k.attacker, target: k.target, weapon: k.weapon } : { kind: 'attack', model: k.attacker, target: k.target };
  if (s.pending?.kind !== 'act') throw new Error(`${k.name}: the attacker's turn never came`);
  return { s, seat: s.pending.seat, attack };
}

export interface Sampled {
  n: number;
  hit: number;
  dealt: number[];
  received: number[];
  kill: number;
  knockOut: number;
  attackerDown: number;
  friendlyFire: number;
}

/** `n` attacks with dice from `seed` onward; answers after the attack: no Fate, first options. */
export function sample(k: OddsCase, content: Content, n: number, seed = 1): { exact: AttackOdds; sampled: Sampled } {
  const { s, seat, attack } = before(k, content);
  const exact = attackOdds(s, k.attacker, k.target, k.weapon);
  if (!exact) throw new Error(`${k.name}: the engine gives no odds`);
  const cap = exact.dealt.length - 1;
  const out: Sampled = { n, hit: 0, dealt: new Array(cap + 1).fill(0), received: new Array(exact.received.length).fill(0), kill: 0, knockOut: 0, attackerDown: 0, friendlyFire: 0 };
  const t0 = s.models[k.target]!.wounds;
  const a0 = s.models[k.attacker]!.wounds;
  for (let i = 0; i < n; i++) {
    const trial = { ...s, rng: seededRng(seed * 0x10000000 + i) };
    const r = apply(trial, seat, attack);
    if (!r.ok) throw new Error(`${k.name}: ${r.error.message}`);
    const st = r.state;
    let hit = false;
    for (const e of st.events) {
      if (e.type === 'attack' && e.attacker === k.attacker) {
        hit = e.result === 'hit' || e.result === 'critical';
        break;
      }
    }
    // What the attack sets off: free attacks, Fate (never spent), fumbled shots' victims.
    for (let guard = 0; st.pending && !st.result && guard < 50; guard++) {
      const d = st.pending;
      if (d.kind === 'act' || d.kind === 'routine' || d.kind === 'pursue' || d.kind === 'advance' || d.kind === 'choosePlayer') break;
      const pick: Answer = d.kind === 'fate' ? { kind: 'fate', spend: false } : legalAnswers(st, d.seat)[0]!;
      const rr = applyInPlace(st, d.seat, pick);
      if (!rr.ok) throw new Error(`${k.name}: ${rr.error.message}`);
    }
    const t = st.models[k.target]!;
    const a = st.models[k.attacker]!;
    if (fumbled(r.events, st, a.side)) out.friendlyFire++;
    // Wounds stop at death: -1 for a hero, 0 for the rest (as the odds count them).
    const floor = (m: typeof t) => Math.max(m.side === 'heroes' ? -1 : 0, m.wounds);
    if (hit) out.hit++;
    out.dealt[Math.min(cap, Math.max(0, t0 - floor(t)))]!++;
    out.received[Math.min(out.received.length - 1, Math.max(0, a0 - floor(a)))]!++;
    if (t.status.dead) out.kill++;
    else if (t.status.ko) out.knockOut++;
    if (a.status.dead || a.status.ko) out.attackerDown++;
  }
  return { exact, sampled: out };
}

/** A fumbled shot struck one of the shooter's friends (AHQ-C31). */
function fumbled(events: readonly GameEvent[], st: GameState, side: string): boolean {
  return events.some((e) => e.type === 'fumbleHit' && !!e.victim && st.models[e.victim]?.side === side);
}

export interface Disagreement {
  what: string;
  exact: number;
  sampled: number;
  /** The gap in standard errors; where the expected count is small, the normal deviate with the
   * same two-sided tail as the exact Poisson count. */
  z: number;
}

/** Every probability the odds give against the sampled frequency: those more than `zMax` standard
 * errors apart (about one false alarm in 150,000 checks at 4.5). Outcomes expected fewer than 25
 * times (or all but 25 times) are judged on the exact Poisson tail of their count rather than the
 * normal one, so that rare outcomes neither raise false alarms nor pass unseen; an outcome the
 * odds call impossible fails if it is ever seen. */
export function disagreements(exact: AttackOdds, s: Sampled, zMax: number): Disagreement[] {
  const out: Disagreement[] = [];
  const check = (what: string, p: number, count: number) => {
    const z = deviate(p, count, s.n);
    if (z > zMax) out.push({ what, exact: p, sampled: count / s.n, z });
  };
  check('hit', exact.hit, s.hit);
  exact.dealt.forEach((p, i) => check(`dealt[${i}]`, p, s.dealt[i]!));
  exact.received.forEach((p, i) => check(`received[${i}]`, p, s.received[i]!));
  check('kill', exact.kill, s.kill);
  check('knockOut', exact.knockOut, s.knockOut);
  check('attackerDown', exact.attackerDown, s.attackerDown);
  check('friendlyFire', exact.friendlyFire, s.friendlyFire);
  return out;
}

/** How surprising `count` of `n` is when each has chance `p`, in standard normal deviates. */
export function deviate(p: number, count: number, n: number): number {
  // Round-off in the odds: a probability within 1e-12 of 0 or 1 is taken as that.
  const q = p < 1e-12 ? 0 : p > 1 - 1e-12 ? 1 : p;
  const rare = Math.min(q, 1 - q);
  const k = q <= 0.5 ? count : n - count;
  if (rare === 0) return k === 0 ? 0 : Infinity;
  const lambda = n * rare;
  if (lambda >= 25 && n - lambda >= 25) return Math.abs(count / n - q) / Math.sqrt((q * (1 - q)) / n);
  // Two-sided Poisson tail of k, turned into the deviate with that tail.
  let below = 0;
  let term = Math.exp(-lambda);
  for (let j = 0; j <= k; j++) {
    below += term;
    term *= lambda / (j + 1);
  }
  let above = 0;
  term = Math.exp(-lambda);
  for (let j = 1; j <= k; j++) term *= lambda / j;
  for (let j = k; term > 1e-300 && j < k + 1000; j++) {
    above += term;
    term *= lambda / (j + 1);
  }
  const tail = Math.min(1, 2 * Math.min(below, above));
  return normalDeviate(tail / 2);
}

/** The z whose upper normal tail is `t`, by bisection on erfc. */
function normalDeviate(t: number): number {
  if (t >= 0.5) return 0;
  if (t <= 0) return Infinity;
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (erfc(mid / Math.SQRT2) / 2 > t) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The complementary error function, relative error below 1.2e-7 (Numerical Recipes' erfcc). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? r : 2 - r;
}
