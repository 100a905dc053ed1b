// The Gamesmaster's monsters in a combat GM phase (AHQ-C46..C48): which monster acts next, where
// it goes and whom it strikes. Melee monsters close on the hero they can hurt most (exact odds:
// expected wounds, kill and knock-out chances), archers and spellcasters shoot from a distance and
// keep out of reach, Sentries open doors that shorten the way, and a square in a hero archer's
// line of fire is avoided when a covered one serves as well.
import { legalAnswers, type Answer, type Decision, type GameState, type ModelView } from '@delve/engine';
import { chebyshev, distances, reached, standing, type Pt } from '../board.ts';
import { exposure, situation, type Situation } from '../situation.ts';
import { bestAttack, bestCast, bestPush, bestSquare, pick, tryMove, type Scored } from '../choose.ts';

type Act = Extract<Decision, { kind: 'act' }>;
type Move = Extract<Answer, { kind: 'move' }>;
/** What a monster's activation may be made of; the engine lists nothing else worth checking. */
const MONSTER_KINDS: Answer['kind'][] = ['move', 'attack', 'shoot', 'cast', 'push', 'run', 'door'];

export function monsterAct(s: GameState, d: Act): Answer {
  // A monster in the middle of its activation with nothing left to do but end it: no reading needed.
  let listed: Answer[] | undefined;
  if (d.current) {
    listed = legalAnswers(s, 'gm', { model: d.current, kinds: MONSTER_KINDS });
    if (listed.length === 0) return { kind: 'end', model: d.current };
  }
  const x = situation(s, 'gm');
  const id = d.current ?? nextMonster(x, d.models);
  return activation(x, x.b.byId.get(id)!, listed);
}

/** Shooters and casters first (before friends step into their line), then those already in
 * contact, then the rest nearest first, so those behind find the way clear. */
function nextMonster(x: Situation, ids: readonly string[]): string {
  const rank = (id: string): number => {
    const m = x.b.byId.get(id)!;
    if (x.t.rangedWeapon(x.c, m) || x.t.isCaster(x.c, m)) return 0;
    const near = nearestFoe(x, m);
    return near <= 1 ? 1 : 2 + near;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))[0]!;
}

function nearestFoe(x: Situation, p: Pt): number {
  let best = Infinity;
  for (const f of x.foes) best = Math.min(best, chebyshev(f, p) <= 1 ? 1 : x.foeDist(f.id)[p.y * x.b.width + p.x]!);
  return best;
}

/** A model that shoots or casts: it keeps its distance. */
export function isRanged(x: Situation, m: ModelView): boolean {
  return x.t.rangedWeapon(x.c, m) !== null || x.t.isCaster(x.c, m);
}

/** Where a monster would like to stand, attacks aside: melee ones near the hero most worth
 * striking, ranged ones at a distance with a shot, both out of the heroes' archers' sight.
 * `full` adds the costly parts (ranged odds): callers rank every square without them first. */
export function standValue(x: Situation, m: ModelView, p: Pt, full = true): number {
  const w = x.b.width;
  const cell = p.y * w + p.x;
  let v = full ? -exposure(x, m.id, p) * 0.6 : 0;
  if (isRanged(x, m)) {
    let shot = 0;
    let danger = 0;
    const wpn = x.t.rangedWeapon(x.c, m);
    for (const f of x.foes) {
      const d = chebyshev(f, p) <= 1 ? 1 : x.foeDist(f.id)[cell]!;
      if (f.ko) continue;
      if (d <= 1) danger += 2;
      else if (d <= x.t.combatMove(f) + 1) danger += 0.6;
      if (full && wpn && d > 1) {
        const o = x.odds.odds(m.id, f.id, wpn.id, m.id, p);
        if (o) shot = Math.max(shot, x.t.attackValue(x.c, o, m, f));
      }
    }
    return v + shot * 0.8 - danger;
  }
  // Close on the hero most worth reaching: nearer, weaker, or a spellcaster or archer. A monster
  // that may open no door (AHQ-C12, GLD-C05) takes the way round where there is one, rather than
  // waiting at a shut door.
  const doors = x.t.monsterMayUseDoor(m, x.v.combat?.pursuing === true, true);
  let approach = Infinity;
  for (const f of x.foes) {
    // A fallen hero who cannot be struck (`guilds`) is no one to close on: the others are.
    if (f.ko && !x.t.fallenCanBeStruck) continue;
    // Orthogonal walking distance to a square to strike from (a diagonal neighbour is two steps
    // from one), round a fallen hero lying on one.
    let d = x.foeReach(f.id, doors)[cell]!;
    if (!reached(d)) d = x.foeReach(f.id)[cell]!;
    if (!reached(d)) continue;
    const left = f.wounds === null ? 1 : Math.max(0, f.wounds) / Math.max(1, f.maxWounds);
    const pull = (1 - left) * 2 + (x.t.worth(x.c, f) - 4) * 0.3 + (f.ko ? -1.5 : 0);
    approach = Math.min(approach, d - pull);
  }
  if (approach !== Infinity) return v - approach * 0.25;
  return v - wayOutHeld(x, p);
}

/** With no hero to be reached (shut in by walls, furniture and a fallen friend lying on the only
 * square beside it, GLD-M02, W02), how many of the squares the heroes would come out by a monster
 * at `p` stands over: its zone would stop them there (GLD-M03, Z01), and a fight where neither
 * side can strike would never end. Standing clear lets them out, to be struck. */
function wayOutHeld(x: Situation, p: Pt): number {
  const w = x.b.width;
  let held = 0;
  for (const f of x.foes) {
    if (!standing(f, x.v)) continue;
    const here = f.y * w + f.x;
    for (const c of [here - 1, here + 1, here - w, here + w]) {
      if (c < 0 || c >= x.b.floor.length || x.b.floor[c] !== 1) continue;
      if (chebyshev({ x: c % w, y: Math.floor(c / w) }, p) <= 1) held++;
    }
  }
  return held;
}

/** The best hand-to-hand strike `m` could make standing at `p`. */
function meleeFrom(x: Situation, m: ModelView, p: Pt): number {
  let best = 0;
  for (const f of x.foes) {
    // Nobody strikes a fallen hero where the ruleset says so (`guilds`, GLD-W02).
    if (chebyshev(f, p) !== 1 || (f.ko && !x.t.fallenCanBeStruck)) continue;
    const o = x.odds.odds(m.id, f.id, undefined, m.id, p);
    if (o) best = Math.max(best, x.t.attackValue(x.c, o, m, f));
  }
  return best;
}

/** `listed`: the monster's answers of MONSTER_KINDS, when the caller has them already. */
function activation(x: Situation, m: ModelView, listed?: Answer[]): Answer {
  // Moves are listed by square alone: the engine walks the same cheapest path the listing found.
  const legal = listed ?? legalAnswers(x.s, 'gm', { model: m.id, kinds: MONSTER_KINDS });
  const moves = legal.filter((a): a is Move => a.kind === 'move');
  const end: Answer = { kind: 'end', model: m.id };
  const combat = x.v.combat;
  const pursuing = combat?.pursuing === true;
  const attackAfterMove = pursuing || combat?.routine !== 'attackThenMove';

  // What it could do from where it stands.
  const now: Scored[] = [bestAttack(x, m, legal), bestCast(x, m, legal), bestPush(x, m, legal)].filter((a): a is Scored => a !== null);
  const stay = standValue(x, m, m);
  const actNow = pick(now);

  if (moves.length === 0) {
    const run = legal.find((a) => a.kind === 'run');
    // A pursuer that cannot reach a hero must run (AHQ-C48); otherwise strike if it can.
    if (actNow && actNow.value > 0) return actNow.answer;
    const door = usefulDoor(x, m, legal);
    if (door) return door;
    if (run && pursuing) return run;
    return end;
  }

  // Moving then striking (or just moving) against striking from here.
  // For a melee monster the full value only adds the hero archers' threat: never more.
  const strike = (p: Pt) => (attackAfterMove ? meleeFrom(x, m, p) : 0);
  const ranged = isRanged(x, m);
  const { item: bestMove, value: moveValue } = bestSquare(moves, (mv) => ({ x: mv.to[0], y: mv.to[1] }),
    (p) => standValue(x, m, p, false) + strike(p), (p) => standValue(x, m, p) + strike(p), ranged ? 12 : 6, !ranged);
  // Held in a control zone (`guilds`), a move may fail its Speed check.
  const bestMoveValue = tryMove(x, m, moveValue, stay);
  const hereValue = stay + (actNow ? actNow.value : 0);
  if (actNow && actNow.value > 0 && hereValue >= bestMoveValue - 0.05) return actNow.answer;

  // Nothing to strike this phase and far away: a run covers more ground than a walk (AHQ-C10).
  const run = legal.find((a) => a.kind === 'run');
  const door = usefulDoor(x, m, legal);
  if (door && (!actNow || actNow.value <= 0) && bestMoveValue - stay < 1) return door;
  if (run && !isRanged(x, m) && meleeBest(x, m, moves) === 0 && nearestFoe(x, m) > m.profile.speed + 3) return run;
  if (bestMove && bestMoveValue > stay + 0.01) return bestMove;
  if (actNow && actNow.value > 0) return actNow.answer;
  return end;
}

function meleeBest(x: Situation, m: ModelView, moves: Move[]): number {
  let best = 0;
  for (const mv of moves) best = Math.max(best, meleeFrom(x, m, { x: mv.to[0], y: mv.to[1] }));
  return best;
}

/** A door worth opening: the way to the nearest hero gets shorter by it (Sentries and pursuers
 * only, AHQ-C12, C47, C48; the engine lists no other). Closing is left alone. */
function usefulDoor(x: Situation, m: ModelView, legal: readonly Answer[]): Answer | null {
  let now = -1;
  for (const a of legal) {
    if (a.kind !== 'door') continue;
    const door = x.v.map.doors.find((dd) => dd.id === a.door);
    if (!door || door.open) continue;
    if (!x.t.monsterMayUseDoor(m, x.v.combat?.pursuing === true, true)) continue;
    // Through the door, some hero is nearer than by the way round.
    const through = Math.min(...door.cells.map((c) => Math.min(...x.foes.map((f) => x.foeDist(f.id)[c]!))));
    if (now < 0) {
      // The way to the heroes with the doors as they are now.
      const d = distances(x.b, x.foes.map((f) => f.y * x.b.width + f.x));
      now = d[m.y * x.b.width + m.x]!;
    }
    if (reached(through) && through + 1 < now) return a;
  }
  return null;
}
