// The Gamesmaster's choices when monsters are met and at the start of each GM phase: placing them
// in their section after winning the surprise roll (AHQ-C04), nudging them after losing it, a
// Sentry's second door (AHQ-C05), the routine (AHQ-C46) and pursuit (AHQ-C48).
import { accepts, legalAnswers, type Answer, type Decision, type GameState, type ModelView } from '@delve/engine';
import { around, chebyshev, distances, manhattan, reached, standing, type Pt } from '../board.ts';
import { situation, type Situation } from '../situation.ts';
import { isRanged, standValue } from './act.ts';
import { cunningOf } from './cunning.ts';

/** Free squares of a section, as the seat's view shows them. */
export function sectionSquares(x: Situation, section: string, movable: ReadonlySet<string>): Pt[] {
  const sec = x.v.map.sections.find((q) => q.id === section);
  if (!sec) return [];
  const chests = new Set(x.v.map.chests.map((c) => c.cell));
  const out: Pt[] = [];
  for (let y = sec.y; y < sec.y + sec.h; y++) {
    for (let xx = sec.x; xx < sec.x + sec.w; xx++) {
      const c = y * x.b.width + xx;
      const who = x.b.occupant.get(c);
      if (!x.b.floor[c] || chests.has(c) || (who && !movable.has(who.id))) continue;
      out.push({ x: xx, y });
    }
  }
  return out;
}

/** Melee monsters next to the heroes they hurt most, the strongest first; shooters and casters
 * where they have a shot and are out of reach. */
export function placeMonsters(s: GameState, d: Extract<Decision, { kind: 'placeMonsters' }>): Answer {
  const x = situation(s, 'gm');
  const movable = new Set(d.monsters);
  const free = sectionSquares(x, d.section, movable);
  const ranged = (id: string) => isRanged(x, x.b.byId.get(id)!);
  const order = [...d.monsters].sort((a, b) => Number(ranged(a)) - Number(ranged(b)) || x.t.worth(x.c, x.b.byId.get(b)!) - x.t.worth(x.c, x.b.byId.get(a)!) || (a < b ? -1 : 1));
  const used = new Set<number>();
  const placements: { model: string; at: [number, number] }[] = [];
  // Monsters alike weigh each square alike: the squares' values, by square, for each kind met. The
  // board does not change as they are placed (they stand nowhere yet); one placed only takes its square.
  const weighed = new Map<string, { cheap: number[]; full: number[] }>();
  for (const id of order.slice(0, free.length)) {
    const m = x.b.byId.get(id)!;
    const melee = !ranged(id);
    const value = (p: Pt, stand: number): number => {
      let v = stand;
      if (melee) {
        for (const f of x.foes) {
          if (chebyshev(f, p) !== 1) continue;
          const o = x.odds.odds(id, f.id, undefined, id, p);
          if (o) v = Math.max(v, stand + 1 + x.t.attackValue(x.c, o, m, f));
        }
      }
      return v;
    };
    const kind = alike(m);
    let values = weighed.get(kind);
    if (!values) weighed.set(kind, (values = { cheap: [], full: [] }));
    let best: Pt | null = null;
    let bestV = -Infinity;
    for (let i = 0; i < free.length; i++) {
      const p = free[i]!;
      const c = p.y * x.b.width + p.x;
      if (used.has(c)) continue;
      // A melee monster's full value only takes the hero archers' threat away from the cheap one:
      // a square whose cheap value does not beat the best cannot win.
      if (melee && values.full[i] === undefined && (values.cheap[i] ??= value(p, standValue(x, m, p, false))) <= bestV) continue;
      const v = (values.full[i] ??= value(p, standValue(x, m, p)));
      if (v > bestV) {
        bestV = v;
        best = p;
      }
    }
    if (!best) break;
    used.add(best.y * x.b.width + best.x);
    placements.push({ model: id, at: [best.x, best.y] });
  }
  const answer: Answer = { kind: 'place', placements };
  return accepts(s, 'gm', answer) ? answer : legalAnswers(s, 'gm')[0]!;
}

/** What a monster weighs a square by, besides where it stands: two monsters that read the same
 * here value every square alike. */
function alike(m: ModelView): string {
  return JSON.stringify([m.type, m.role, m.hidden, m.wounds, m.maxWounds, m.armour, m.shield, m.focus, m.ko, m.profile, m.weapons, m.ammo, m.items, m.spells, m.components]);
}

/** After losing the surprise roll: each monster one square nearer its best spot, if any. */
export function nudgeMonsters(s: GameState, d: Extract<Decision, { kind: 'nudgeMonsters' }>): Answer {
  const x = situation(s, 'gm');
  const taken = new Set(x.b.occupant.keys());
  const moves: { model: string; to: [number, number] }[] = [];
  for (const id of [...d.monsters].sort()) {
    const m = x.b.byId.get(id);
    if (!m) continue;
    const here = standValue(x, m, m);
    const melee = !isRanged(x, m);
    let best: Pt | null = null;
    let bestV = here + 0.05;
    for (const c of around(x.b, m, false)) {
      if (!x.b.floor[c] || taken.has(c)) continue;
      const p = { x: c % x.b.width, y: Math.floor(c / x.b.width) };
      // As when placing: a melee monster's cheap value bounds its full one.
      if (melee && standValue(x, m, p, false) <= bestV) continue;
      const v = standValue(x, m, p);
      if (v > bestV) {
        bestV = v;
        best = p;
      }
    }
    if (!best) continue;
    const trial: Answer = { kind: 'nudge', moves: [...moves, { model: id, to: [best.x, best.y] }] };
    // The engine knows the section's bounds; keep only nudges it accepts.
    if (!accepts(s, d.seat, trial)) continue;
    taken.delete(m.y * x.b.width + m.x);
    taken.add(best.y * x.b.width + best.x);
    moves.push({ model: id, to: [best.x, best.y] });
  }
  return { kind: 'nudge', moves };
}

/** A second door where a Sentry reaches it before the heroes do (AHQ-C05): a way to fetch help. */
export function sentryDoor(s: GameState, d: Extract<Decision, { kind: 'sentryDoor' }>): Answer {
  const x = situation(s, 'gm');
  const sentries = x.friends.filter((m) => m.role === 'sentry');
  let best: Pt | null = null;
  let bestV = 0;
  for (const p of d.options) {
    const mine = Math.min(...sentries.map((m) => manhattan(m, p)));
    const theirs = Math.min(...x.foes.map((f) => manhattan(f, p)));
    const v = theirs - mine;
    if (v > bestV || (v === bestV && best && (p.y < best.y || (p.y === best.y && p.x < best.x)))) {
      bestV = v;
      best = p;
    }
  }
  return { kind: 'sentryDoor', at: best ? [best.x, best.y] : null };
}

/** Move-then-attack unless nobody would gain by moving first while shooters could strike and then
 * step back out of reach (AHQ-C46). Who gains by moving is searched only when some shooter could;
 * the board is read only when some monster carries a thrown weapon, the one kind that can. */
export function routine(s: GameState): Answer {
  if (!s.order.some((id) => carriesThrown(s, id))) return { kind: 'routine', routine: 'moveThenAttack' };
  const x = situation(s, 'gm');
  const attackFirst = x.friends.some((m) => shootsAndStepsBack(x, m)) && !x.friends.some((m) => gainsByMoving(x, m));
  return { kind: 'routine', routine: attackFirst ? 'attackThenMove' : 'moveThenAttack' };
}

/** Whether model `id` is a monster carrying a thrown weapon. */
function carriesThrown(s: GameState, id: string): boolean {
  const m = s.models[id]!;
  return m.side !== 'heroes' && m.weapons.some((w) => s.ctx.content.weapons[w]?.kind === 'thrown');
}

/** A monster with a thrown weapon, out of contact, that has a shot and a hero coming for it: bows and
 * crossbows may not move after shooting (AHQ-C26), only a thrower can shoot and step back. */
function shootsAndStepsBack(x: Situation, m: ModelView): boolean {
  if (!standing(m, x.v) || x.foes.some((f) => chebyshev(f, m) <= 1)) return false;
  const wpn = x.t.rangedWeapon(x.c, m);
  if (!wpn || wpn.kind !== 'thrown') return false;
  const here = m.y * x.b.width + m.x;
  const shot = x.foes.some((f) => x.odds.odds(m.id, f.id, wpn.id) !== null);
  return shot && x.foes.some((f) => !f.ko && reached(x.foeDist(f.id)[here]!) && x.foeDist(f.id)[here]! <= f.profile.speed + 1);
}

/** A melee monster out of contact that can walk to a hero this turn, round the other models. */
function gainsByMoving(x: Situation, m: ModelView): boolean {
  if (!standing(m, x.v) || x.foes.some((f) => chebyshev(f, m) <= 1) || x.t.rangedWeapon(x.c, m)) return false;
  const d = distances(x.b, [m.y * x.b.width + m.x], { around: x.b.on });
  return x.foes.some((f) => around(x.b, f).some((c) => reached(d[c]!) && d[c]! <= m.profile.speed));
}

/** Pursue while the monsters are the stronger side, or a hero is down or nearly so. */
export function pursue(s: GameState): Answer {
  // As the GM's cunning has it: never, always, or when it pays.
  const how = cunningOf(s).pursuit;
  if (how === 'never') return { kind: 'pursue', pursue: false, reason: { code: 'letGo' } };
  const x = situation(s, 'gm');
  const power = (ms: typeof x.friends) => ms.filter((m) => standing(m, x.v)).reduce((t, m) => t + x.t.worth(x.c, m) * Math.max(0, m.wounds ?? m.maxWounds) / Math.max(1, m.maxWounds), 0);
  const weak = x.foes.find((f) => f.ko || (f.wounds !== null && f.wounds <= f.maxWounds * 0.3));
  if (weak) return { kind: 'pursue', pursue: true, reason: { code: 'pursueWeak', target: weak.id } };
  if (how === 'always' || power(x.friends) >= 0.7 * power(x.foes)) return { kind: 'pursue', pursue: true, reason: { code: 'pursueStrong' } };
  return { kind: 'pursue', pursue: false, reason: { code: 'letGo' } };
}
