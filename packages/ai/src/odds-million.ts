// An independent Monte Carlo of each ruleset's attack, written from the rule texts (not from the
// engine's odds or attack code), to check the exact odds at a million samples per case. The attack
// is read from the game state as the rules' own numbers — Weapon Skills, Toughness with armour
// and shield, damage dice, the hit and range tables, where the models stand — and then played
// with a fast generator of its own, counting how each attack ends.
//
// ahq (AHQ-C18..C23, C28..C31, C42, C43): d12 to hit, 7+ at equal WS, one step per point of
// difference, clamped 2..10 (DEC-18), an unmodified 10+ always hits and a 1 fumbles; a 12 is a
// critical and grants the attacker a free attack, a fumble the target one, chained without end;
// each d12 damage die at or above Toughness wounds, a 12 wounds and is rolled again; a KO'd hero
// (exactly 0 wounds) cannot strike and defends at WS 1, a hero below 0 and a monster at 0 die.
// Shots: distance not counting the shooter's square, +4 when obscured, the shooter's Ranged
// Combat Table; a 12 halves Toughness (rounding down), a 1 strikes a friend of the shooter within
// two squares of the target instead, or misses.
//
// guilds (GLD-A03..A07, S03..S06, W02): the WS table; a critical (12, or 11 with some weapons)
// earns one more attack on the same opponent while it stands, a critical failure (1, or 2) a free
// attack for the opponent if it can reach, chained without limit; damage dice of skulls and
// shields, the defender rolling floor(Toughness / 2) of them, each shield cancelling a skull;
// every model is out at 0 wounds. Shots: range counted orthogonally, the weapon's bands, the RS
// table, one more needed when covered (never out of range for it, DEC-21); a 12 (unless the weapon never crits) halves Toughness for the
// damage dice, a 1 strikes a friend within two squares, or misses.
//
// facing (FAC-K01..K03, L01, DEC-16): a figure strikes only the three squares ahead of it, with any
// hand weapon; attacked from the square behind it, its armour and shield do not count; from a
// flank, its shield counts only on the side of the hand that holds it (left unless the content
// says right). Shots fly in the 90° arc ahead, and figures on the line give no cover.
import type { AttackOdds, GameState, Model, WeaponDef } from '@delve/engine';
import { disagreements, type Disagreement, type OddsCase, type Sampled } from './odds-check.ts';

interface Fighter {
  hero: boolean;
  wounds: number;
  ws: number;
  toughness: number;
  /** Its strongest hand weapon that reaches the other: damage dice, and whether there is one. */
  damage: number;
  reaches: boolean;
  criticalOn: number;
  fumbleOn: number;
}

interface Table {
  base: number;
  min: number;
  max: number;
  alwaysHit: number;
  fumble: number;
  /** guilds: WS vs WS, attacker's row. */
  ws?: number[][];
}

export interface HandDuel {
  kind: 'hand';
  ruleset: 'ahq' | 'guilds';
  table: Table;
  /** The damage die's faces, guilds only: 1 skull, 2 shield, 0 blank. */
  die: Uint8Array;
  a: Fighter;
  t: Fighter;
}

export interface Shot {
  kind: 'ranged';
  ruleset: 'ahq' | 'guilds';
  die: Uint8Array;
  need: number;
  damage: number;
  critical: boolean;
  fumbleOn: number;
  toughness: number;
  friends: boolean;
  a: { hero: boolean; wounds: number };
  t: { hero: boolean; wounds: number };
}

export type Attack = HandDuel | Shot;

/** Where `p` lies as seen from `m` facing its way: ahead (f > 0) and to its right (r > 0). */
function seen(m: Model, p: { x: number; y: number }): { f: number; r: number } {
  const dx = p.x - m.x;
  const dy = p.y - m.y;
  switch (m.facing ?? 'N') {
    case 'N': return { f: -dy, r: dx };
    case 'S': return { f: dy, r: -dx };
    case 'E': return { f: dx, r: dy };
    case 'W': return { f: -dx, r: -dy };
  }
}

/** Toughness against an attack from `from`: with facing, armour and shield as its sector allows. */
function toughnessOf(s: GameState, m: Model, from: Model): number {
  const armour = s.ctx.content.armour;
  let wears = true;
  let shield = true;
  if (s.ctx.options.facing === true) {
    const { f, r } = seen(m, from);
    const behind = f < 0 && Math.abs(r) < -f;
    const ahead = f > 0 && Math.abs(r) <= f;
    const hand = s.ctx.content.heroes[m.type]?.shieldHand ?? s.ctx.content.monsters[m.type]?.shieldHand ?? 'left';
    wears = !behind;
    shield = ahead || (!behind && (r < 0 ? 'left' : 'right') === hand);
  }
  return m.profile.toughness + (m.armour && wears ? armour[m.armour]?.toughness ?? 0 : 0) + (m.shield && shield ? armour[m.shield]?.toughness ?? 0 : 0) + m.ward;
}

function reach(s: GameState, ruleset: string, w: WeaponDef, m: Model, other: Model): boolean {
  // With facing, only the three squares ahead are struck, by any hand weapon.
  if (s.ctx.options.facing === true) return seen(m, other).f === 1;
  const diagonal = m.x !== other.x && m.y !== other.y;
  return !diagonal || w.diagonal === true || (ruleset === 'guilds' && w.great === true);
}

function fighter(s: GameState, ruleset: string, m: Model, other: Model): Fighter {
  const c = s.ctx.content;
  if (Math.max(Math.abs(m.x - other.x), Math.abs(m.y - other.y)) !== 1) throw new Error(`${m.id} and ${other.id} are not adjacent`);
  let best: WeaponDef | null = null;
  for (const id of m.weapons) {
    const w = c.weapons[id];
    if (w?.kind === 'hand' && reach(s, ruleset, w, m, other) && (!best || w.damage > best.damage)) best = w;
  }
  return {
    hero: m.kind === 'hero', wounds: m.wounds, ws: m.profile.ws, toughness: toughnessOf(s, m, other),
    damage: best?.damage ?? 0, reaches: best !== null,
    // Criticals and failures on other faces are a guilds weapon's (GLD-A04, A05); ahq has 12 and 1.
    criticalOn: ruleset === 'guilds' ? best?.criticalOn ?? 12 : 12,
    fumbleOn: ruleset === 'guilds' ? best?.fumbleOn ?? c.hitTable.fumble : c.hitTable.fumble,
  };
}

function dieFaces(s: GameState): Uint8Array {
  const faces = s.ctx.content.damageDie?.faces ?? ['skull', 'skull', 'skull', 'shield', 'shield', 'shield'];
  return Uint8Array.from(faces, (f) => (f === 'skull' ? 1 : f === 'shield' ? 2 : 0));
}

/** The squares strictly between two squares on a row, column or diagonal. */
function between(a: Model, b: Model): { x: number; y: number }[] {
  const dx = Math.sign(b.x - a.x);
  const dy = Math.sign(b.y - a.y);
  const n = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
  const out = [];
  for (let i = 1; i < n; i++) out.push({ x: a.x + dx * i, y: a.y + dy * i });
  return out;
}

/** Models on the line of fire (DEC-12: friends next to the shooter are ignored). The line is
 * worked out only where it is plain: shooter and target on a row, column or diagonal, or no other
 * model inside the rectangle they span. */
function covered(s: GameState, a: Model, t: Model): boolean {
  const others = s.order.map((id) => s.models[id]!).filter((m) => m !== a && m !== t && !m.status.dead);
  const dx = Math.abs(t.x - a.x);
  const dy = Math.abs(t.y - a.y);
  if (dx === 0 || dy === 0 || dx === dy) {
    return between(a, t).some((p) => others.some((m) => m.x === p.x && m.y === p.y && !(m.side === a.side && Math.max(Math.abs(m.x - a.x), Math.abs(m.y - a.y)) <= 1)));
  }
  const inside = others.some((m) => m.x >= Math.min(a.x, t.x) && m.x <= Math.max(a.x, t.x) && m.y >= Math.min(a.y, t.y) && m.y <= Math.max(a.y, t.y));
  if (inside) throw new Error(`the line from ${a.id} to ${t.id} is not plain: put them on a row, column or diagonal`);
  return false;
}

/** The attack in the rules' numbers, read from the state just before it. */
export function attackOf(s: GameState, attacker: string, target: string, weaponId?: string): Attack {
  const ruleset = s.ctx.header.ruleset === 'guilds' ? 'guilds' : 'ahq';
  const c = s.ctx.content;
  const a = s.models[attacker];
  const t = s.models[target];
  if (!a || !t) throw new Error(`no model '${a ? target : attacker}'`);
  const die = dieFaces(s);
  if (!weaponId) {
    const table: Table = { ...c.hitTable, ...(ruleset === 'guilds' && c.wsTable?.length ? { ws: c.wsTable } : {}) };
    return { kind: 'hand', ruleset, table, die, a: fighter(s, ruleset, a, t), t: fighter(s, ruleset, t, a) };
  }
  const w = c.weapons[weaponId];
  if (!w || w.kind === 'hand') throw new Error(`'${weaponId}' is not a ranged weapon`);
  const facing = s.ctx.options.facing === true;
  if (facing) {
    const { f, r } = seen(a, t);
    if (!(f > 0 && Math.abs(r) <= f)) throw new Error(`${target} is outside ${attacker}'s arc of fire`);
  }
  const cover = facing ? false : covered(s, a, t);
  let need: number | undefined;
  if (ruleset === 'ahq') {
    // Distance not counting the shooter's square; partially obscured counts four more (AHQ-C28, C29).
    const distance = Math.max(Math.abs(t.x - a.x), Math.abs(t.y - a.y)) + (cover ? 4 : 0);
    const id = w.rangedTable ?? c.heroes[a.type]?.rangedTable ?? c.monsters[a.type]?.rangedTable ?? c.rangedTableByBs[String(a.profile.bs)];
    if (w.range === undefined || distance <= w.range) need = c.rangedTables[id ?? '']?.bands.find((b) => distance <= b.upTo)?.need;
  } else {
    // Range counted orthogonally, the RS table, one more when covered (GLD-S01, S03, S04, DEC-21).
    const distance = Math.abs(t.x - a.x) + Math.abs(t.y - a.y);
    const bands = w.bands ?? (w.range !== undefined ? [w.range] : []);
    const band = bands.findIndex((b) => distance <= b);
    const row = c.rsTable?.[String(a.profile.bs)];
    if (band >= 0 && row) need = row[Math.min(band, row.length - 1)]! + (cover ? 1 : 0);
  }
  if (need === undefined) throw new Error(`${attacker} cannot shoot ${target} with ${weaponId}`);
  const tough = toughnessOf(s, t, a);
  // A friend of the shooter within two squares of the target that a stray shot could strike
  // (a knocked-down guilds hero cannot be attacked, GLD-W02).
  const friends = s.order.some((id) => {
    const m = s.models[id]!;
    return m !== a && m.side === a.side && !m.status.dead && !(ruleset === 'guilds' && m.status.ko) && Math.max(Math.abs(m.x - t.x), Math.abs(m.y - t.y)) <= 2;
  });
  return {
    kind: 'ranged', ruleset, die, need, damage: w.damage, critical: !(ruleset === 'guilds' && w.noCritical), fumbleOn: ruleset === 'guilds' ? w.fumbleOn ?? 1 : 1,
    toughness: tough, friends, a: { hero: a.kind === 'hero', wounds: a.wounds }, t: { hero: t.kind === 'hero', wounds: t.wounds },
  };
}

/** sfc32, seeded by splitmix32: 32-bit words, a d12 or a die face by one multiplication. */
function generator(seed: number): { d: (faces: number) => number } {
  let h = seed >>> 0;
  const mix = (): number => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  return {
    d(faces: number): number {
      const t = (a + b + d) >>> 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      return ((t * faces) / 4294967296) | 0;
    },
  };
}

/** How `n` attacks ended: the first roll's hits, stray shots onto friends, and the final wounds of
 * both models, counted in a typed array (attacker's wounds lost × target's). */
export interface Tally {
  n: number;
  hit: number;
  friendlyFire: number;
  /** final[(a0 - aw) * (t0 - floor + 1) + (t0 - tw)]: wounds lost by each, from 0. */
  final: Float64Array;
  tSpan: number;
}

export function simulate(x: Attack, n: number, seed: number): Tally {
  const rng = generator(seed);
  const ahq = x.ruleset === 'ahq';
  // Wounds at death: a hero below zero in ahq (AHQ-C43), zero for the rest (AHQ-C42, GLD-A08, W02).
  const floorOf = (hero: boolean) => (ahq && hero ? -1 : 0);
  const aSpan = x.a.wounds - floorOf(x.a.hero) + 1;
  const tSpan = x.t.wounds - floorOf(x.t.hero) + 1;
  const final = new Float64Array(aSpan * tSpan);
  let hits = 0;
  let friendly = 0;
  // Damage dice against Toughness `tough`: d12s (AHQ-C22, C23) or skulls against shields (GLD-A07).
  const wounds = (dice: number, tough: number): number => {
    let k = 0;
    if (ahq) {
      for (let i = 0; i < dice; i++) {
        let f = rng.d(12) + 1;
        while (f === 12) {
          k++;
          f = rng.d(12) + 1;
        }
        if (f >= tough) k++;
      }
      return k;
    }
    const faces = x.die.length;
    for (let i = 0; i < dice; i++) if (x.die[rng.d(faces)] === 1) k++;
    let shields = 0;
    for (let i = Math.floor(tough / 2); i > 0; i--) if (x.die[rng.d(faces)] === 2) shields++;
    return Math.max(0, k - shields);
  };

  if (x.kind === 'ranged') {
    const tFloor = floorOf(x.t.hero);
    for (let i = 0; i < n; i++) {
      const f = rng.d(12) + 1;
      let lost = 0;
      if (f <= x.fumbleOn) {
        if (x.friends) friendly++;
      } else if (f === 12 && x.critical) {
        hits++;
        lost = wounds(x.damage, Math.floor(x.toughness / 2));
      } else if (f >= x.need) {
        hits++;
        lost = wounds(x.damage, x.toughness);
      }
      final[Math.min(x.t.wounds - tFloor, lost)]!++;
    }
    return { n, hit: hits, friendlyFire: friendly, final, tSpan };
  }

  const F = [x.a, x.t] as const;
  const floor = [floorOf(x.a.hero), floorOf(x.t.hero)];
  const w = new Int32Array(2);
  const dead = (i: number) => (ahq && F[i]!.hero ? w[i]! < 0 : w[i]! <= 0);
  // A KO'd ahq hero lies at exactly 0: it cannot strike, and is struck as WS 1 (AHQ-C43).
  const ko = (i: number) => ahq && F[i]!.hero && w[i] === 0;
  const canStrike = (i: number) => F[i]!.reaches && !dead(i) && !ko(i);
  const need = (i: number): number => {
    const y = 1 - i;
    const t = x.table;
    if (t.ws) {
      const row = t.ws[Math.min(F[i]!.ws, t.ws.length) - 1]!;
      return row[Math.min(F[y]!.ws, row.length) - 1]!;
    }
    const wsY = ko(y) ? 1 : F[y]!.ws;
    return Math.min(t.max, Math.max(t.min, t.base - (F[i]!.ws - wsY)));
  };
  for (let i = 0; i < n; i++) {
    w[0] = x.a.wounds;
    w[1] = x.t.wounds;
    let s = 0; // the striker: 0 the attacker, 1 the target
    let first = true;
    while (canStrike(s) && !dead(1 - s)) {
      const y = 1 - s;
      const X = F[s]!;
      const f = rng.d(12) + 1;
      const fumble = f <= X.fumbleOn;
      const critical = !fumble && f >= X.criticalOn;
      const hit = critical || (!fumble && (f >= x.table.alwaysHit || f >= need(s)));
      if (first && hit) hits++;
      first = false;
      if (fumble) {
        // The opponent's free attack, if it can strike back (AHQ-C20, GLD-A05).
        s = y;
        continue;
      }
      if (!hit) break;
      w[y] = Math.max(floor[y]!, w[y]! - wounds(X.damage, F[y]!.toughness));
      // A critical: strike the same opponent again while it stands (AHQ-C19, C21, GLD-A04, A06).
      if (!critical) break;
    }
    final[(x.a.wounds - w[0]!) * tSpan + (x.t.wounds - w[1]!)]!++;
  }
  return { n, hit: hits, friendlyFire: friendly, final, tSpan };
}

/** The tally as the odds count it: wounds dealt and received (the last entry: that many or more),
 * kills, knock-outs (ahq: a hero at exactly 0; guilds: a hero at 0, GLD-W02), attacker down. */
export function sampled(x: Attack, t: Tally, dealtLen: number, receivedLen: number): Sampled {
  const ahq = x.ruleset === 'ahq';
  const out: Sampled = { n: t.n, hit: t.hit, dealt: new Array(dealtLen).fill(0), received: new Array(receivedLen).fill(0), kill: 0, knockOut: 0, attackerDown: 0, friendlyFire: t.friendlyFire };
  for (let i = 0; i < t.final.length; i++) {
    const c = t.final[i]!;
    if (c === 0) continue;
    const aLost = Math.floor(i / t.tSpan);
    const tLost = i % t.tSpan;
    const aw = x.a.wounds - aLost;
    const tw = x.t.wounds - tLost;
    out.dealt[Math.min(dealtLen - 1, tLost)] += c;
    out.received[Math.min(receivedLen - 1, aLost)] += c;
    if (x.t.hero ? (ahq ? tw < 0 : false) : tw <= 0) out.kill += c;
    else if (x.t.hero && tw === 0) out.knockOut += c;
    if (aw <= 0) out.attackerDown += c;
  }
  return out;
}

/** The exact odds against `n` simulated attacks: every probability outside its sampling error. */
export function checkOdds(exact: AttackOdds, x: Attack, n: number, seed: number): Disagreement[] {
  const t = simulate(x, n, seed);
  return disagreements(exact, sampled(x, t, exact.dealt.length, exact.received.length), 4.5);
}


const ROOM = ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'];
const GUILDS = { ruleset: 'guilds', packs: ['guilds-core'], map: ROOM };
/** A hero far off, so that knocking out the only other hero does not end the game first. */
const BYSTANDER = { type: 'wizard', at: [8, 1] as [number, number], id: 'bystander' };
const GUILDS_BYSTANDER = { type: 'rogue', at: [8, 1] as [number, number], id: 'bystander' };

/** Attacks covering both rulesets' procedures; shots on a row or column so that cover is plain. */
export const MILLION_CASES: (OddsCase & { ids: string })[] = [
  { ids: 'AHQ-C18 AHQ-C22', name: 'barbarian strikes an orc', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'heroes', attacker: 'barbarian', target: 'm1' },
  { ids: 'AHQ-C42 AHQ-C43', name: 'ogre strikes a dwarf: knock-out and death', map: ROOM, heroes: [{ type: 'dwarf', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'ogre', at: [3, 4] }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { ids: 'AHQ-C20 AHQ-C21', name: 'goblin strikes a barbarian: fumbles answered by free attacks', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'goblin', at: [3, 2] }], side: 'monsters', attacker: 'm1', target: 'barbarian' },
  { ids: 'AHQ-C19 AHQ-C23', name: 'troll strikes an elf: criticals and critical damage', map: ROOM, heroes: [{ type: 'elf', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'troll', at: [4, 3] }], side: 'monsters', attacker: 'm1', target: 'elf' },
  { ids: 'AHQ-C43', name: 'orc strikes a KO\'d wizard (Weapon Skill 1, no strikes back)', map: ROOM, heroes: [{ type: 'wizard', at: [3, 3], ko: true }, { type: 'barbarian', at: [8, 5] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'monsters', attacker: 'm1', target: 'wizard' },
  { ids: 'AHQ-C22 AHQ-C23', name: 'wizard strikes a chaos warrior of Toughness 9', map: ROOM, heroes: [{ type: 'wizard', at: [3, 3] }, { type: 'barbarian', at: [8, 5] }], monsters: [{ type: 'chaos-warrior', at: [3, 4] }], side: 'heroes', attacker: 'wizard', target: 'm1' },
  { ids: 'AHQ-C21 AHQ-C43', name: 'barbarian on 1 wound strikes an ogre: chains to either death', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3], wounds: 1 }, BYSTANDER], monsters: [{ type: 'ogre', at: [4, 3] }], side: 'heroes', attacker: 'barbarian', target: 'm1' },
  { ids: 'AHQ-C14 AHQ-C20', name: 'skaven sentry strikes a barbarian diagonally with a halberd: no free attack back', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3] }, BYSTANDER], monsters: [{ type: 'skaven-sentry', at: [4, 4] }], side: 'monsters', attacker: 'm1', target: 'barbarian' },
  { ids: 'AHQ-C29 AHQ-C30', name: 'elf shoots a goblin along a row', map: ROOM, heroes: [{ type: 'elf', at: [1, 3] }], monsters: [{ type: 'goblin', at: [7, 3] }], side: 'heroes', attacker: 'elf', target: 'm1', weapon: 'longbow' },
  { ids: 'AHQ-C28', name: 'crossbowman shoots an ogre past a goblin (obscured: four squares further)', map: ROOM, heroes: [{ type: 'barbarian', at: [1, 5] }, { type: 'crossbowman', at: [1, 2] }], monsters: [{ type: 'goblin', at: [4, 2] }, { type: 'ogre', at: [8, 2] }], side: 'heroes', attacker: 'crossbowman', target: 'm2', weapon: 'crossbow' },
  { ids: 'AHQ-C31', name: 'goblin archer shoots a wizard with a goblin near it (fumbles onto friends)', map: ROOM, heroes: [{ type: 'wizard', at: [2, 3] }, { type: 'barbarian', at: [8, 5] }], monsters: [{ type: 'goblin-archer', at: [8, 3] }, { type: 'goblin', at: [3, 5] }], side: 'monsters', attacker: 'm1', target: 'wizard', weapon: 'shortbow' },
  { ids: 'AHQ-C30 AHQ-C43', name: 'orc archer shoots an elf on 1 wound: knock-out or death', map: ROOM, heroes: [{ type: 'elf', at: [1, 1], wounds: 1 }, { type: 'barbarian', at: [8, 5] }], monsters: [{ type: 'orc-archer', at: [1, 5] }], side: 'monsters', attacker: 'm1', target: 'elf', weapon: 'shortbow' },
  { ids: 'GLD-A03 GLD-A07', name: 'warrior strikes an orc', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'heroes', attacker: 'warrior', target: 'm1' },
  { ids: 'GLD-A05 GLD-W02', name: 'ogre strikes a dwarf: great club, failures on 1 and 2', ...GUILDS, heroes: [{ type: 'dwarf', at: [3, 3] }, GUILDS_BYSTANDER], monsters: [{ type: 'ogre', at: [3, 4] }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { ids: 'GLD-A05 GLD-A06', name: 'giant rat strikes a warrior: free attacks back', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3] }, GUILDS_BYSTANDER], monsters: [{ type: 'giant-rat', at: [3, 2] }], side: 'monsters', attacker: 'm1', target: 'warrior' },
  { ids: 'GLD-A04 GLD-A06', name: 'orc strikes a rogue: scimitars critical on 11 both ways', ...GUILDS, heroes: [{ type: 'rogue', at: [3, 3] }, { type: 'warrior', at: [8, 5] }], monsters: [{ type: 'orc', at: [4, 3] }], side: 'monsters', attacker: 'm1', target: 'rogue' },
  { ids: 'GLD-A05', name: 'skeleton strikes a dwarf with a rusty blade (failures on 1 and 2)', ...GUILDS, heroes: [{ type: 'dwarf', at: [3, 3] }, GUILDS_BYSTANDER], monsters: [{ type: 'skeleton', at: [4, 3] }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { ids: 'GLD-A01 GLD-A05', name: 'goblin strikes a warrior diagonally with a spear: no free attack back', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3] }, GUILDS_BYSTANDER], monsters: [{ type: 'goblin', at: [4, 4] }], side: 'monsters', attacker: 'm1', target: 'warrior' },
  { ids: 'GLD-A06 GLD-A08', name: 'warrior on 1 wound strikes an ogre', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3], wounds: 1 }, GUILDS_BYSTANDER], monsters: [{ type: 'ogre', at: [4, 3] }], side: 'heroes', attacker: 'warrior', target: 'm1' },
  { ids: 'GLD-S04 GLD-S05', name: 'elf shoots a goblin along a row', ...GUILDS, heroes: [{ type: 'elf', at: [1, 3] }], monsters: [{ type: 'goblin', at: [7, 3] }], side: 'heroes', attacker: 'elf', target: 'm1', weapon: 'longbow' },
  { ids: 'GLD-S03', name: 'elf shoots an orc past a goblin (covered: one more to hit)', ...GUILDS, heroes: [{ type: 'elf', at: [1, 2] }], monsters: [{ type: 'goblin', at: [4, 2] }, { type: 'orc', at: [8, 2] }], side: 'heroes', attacker: 'elf', target: 'm2', weapon: 'longbow' },
  { ids: 'GLD-S05', name: 'rogue slings a giant rat (no criticals)', ...GUILDS, heroes: [{ type: 'rogue', at: [1, 3] }], monsters: [{ type: 'giant-rat', at: [5, 3] }], side: 'heroes', attacker: 'rogue', target: 'm1', weapon: 'sling' },
  { ids: 'GLD-S06 GLD-W02', name: 'orc crossbowman shoots a rogue with a goblin near it', ...GUILDS, heroes: [{ type: 'rogue', at: [2, 3] }, { type: 'warrior', at: [8, 5] }], monsters: [{ type: 'orc-crossbowman', at: [8, 3] }, { type: 'goblin', at: [3, 5] }], side: 'monsters', attacker: 'm1', target: 'rogue', weapon: 'crossbow' },
  // facing (FAC-K02, K03, E01, L01, DEC-16): sectors, defence by sector, no cover on a line of fire.
  { ids: 'FAC-K03 DEC-16', name: 'facing: orc strikes a dwarf from behind (no armour, no shield, no blow back)', map: ROOM, heroes: [{ type: 'dwarf', at: [3, 3], facing: 'N' }, { ...BYSTANDER, facing: 'S' }], monsters: [{ type: 'orc', at: [3, 4], facing: 'N' }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { ids: 'FAC-K03 FAC-E01', name: 'facing: orc strikes a dwarf on its shield flank', map: ROOM, heroes: [{ type: 'dwarf', at: [3, 3], facing: 'N' }, { ...BYSTANDER, facing: 'S' }], monsters: [{ type: 'orc', at: [2, 3], facing: 'E' }], side: 'monsters', attacker: 'm1', target: 'dwarf' },
  { ids: 'FAC-K03 FAC-E01', name: 'facing: orc strikes a man-at-arms on the flank away from its shield', map: ROOM, heroes: [{ type: 'man-at-arms', at: [3, 3], facing: 'N' }, { ...BYSTANDER, facing: 'S' }], monsters: [{ type: 'orc', at: [4, 3], facing: 'W' }], side: 'monsters', attacker: 'm1', target: 'man-at-arms' },
  { ids: 'FAC-K02', name: 'facing: barbarian strikes an orc diagonally ahead, the orc striking back', map: ROOM, heroes: [{ type: 'barbarian', at: [3, 3], facing: 'E' }], monsters: [{ type: 'orc', at: [4, 4], facing: 'W' }], side: 'heroes', attacker: 'barbarian', target: 'm1' },
  { ids: 'FAC-L01', name: 'facing: crossbowman shoots an ogre past a goblin (no cover)', map: ROOM, heroes: [{ type: 'barbarian', at: [1, 5], facing: 'N' }, { type: 'crossbowman', at: [1, 2], facing: 'E' }], monsters: [{ type: 'goblin', at: [4, 2], facing: 'S' }, { type: 'ogre', at: [8, 2], facing: 'W' }], side: 'heroes', attacker: 'crossbowman', target: 'm2', weapon: 'crossbow' },
  { ids: 'FAC-K03 DEC-16', name: 'facing: orc strikes a warrior from behind', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3], facing: 'N' }, { ...GUILDS_BYSTANDER, facing: 'S' }], monsters: [{ type: 'orc', at: [3, 4], facing: 'N' }], side: 'monsters', attacker: 'm1', target: 'warrior' },
  { ids: 'FAC-K03 FAC-E01', name: 'facing: orc strikes a warrior on its shield flank, the warrior unable to strike back', ...GUILDS, heroes: [{ type: 'warrior', at: [3, 3], facing: 'N' }, { ...GUILDS_BYSTANDER, facing: 'S' }], monsters: [{ type: 'orc', at: [2, 3], facing: 'E' }], side: 'monsters', attacker: 'm1', target: 'warrior' },
  { ids: 'FAC-L01', name: 'facing: elf shoots an orc past a goblin (no cover)', ...GUILDS, heroes: [{ type: 'elf', at: [1, 2], facing: 'E' }], monsters: [{ type: 'goblin', at: [4, 2], facing: 'S' }, { type: 'orc', at: [8, 2], facing: 'W' }], side: 'heroes', attacker: 'elf', target: 'm2', weapon: 'longbow' },
];
