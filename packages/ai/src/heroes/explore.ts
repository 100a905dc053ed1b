// A hero bot's exploration turn: open chests, search rooms for treasure, open doors onto the
// unknown, walk towards the nearest unexplored door; with nothing left, search walls for secret
// doors, then make for the stairs out.
import { legalAnswers, type Answer, type Decision } from '@delve/engine';
import { distances, reached, type Pt } from '../board.ts';
import type { Situation } from '../situation.ts';

type Act = Extract<Decision, { kind: 'act' }>;
type Move = Extract<Answer, { kind: 'move' }>;

/** Closed doors with the unknown behind them: the cells beside them are where to go. */
function frontier(x: Situation): { goals: number[]; doors: Set<string> } {
  const { b, v } = x;
  const w = b.width;
  const goals: number[] = [];
  const doors = new Set<string>();
  for (const d of v.map.doors) {
    if (d.open) continue;
    const beside = d.cells.flatMap((c) => [c - 1, c + 1, c - w, c + w]);
    if (!beside.some((c) => v.map.tiles[c] === '?')) continue;
    doors.add(d.id);
    for (const c of beside) if (b.floor[c]) goals.push(c);
  }
  for (const c of v.map.chests) {
    if (c.open) continue;
    for (const n of [c.cell - 1, c.cell + 1, c.cell - w, c.cell + w]) if (b.floor[n]) goals.push(n);
  }
  return { goals, doors };
}

function stairs(x: Situation): number[] {
  const out: number[] = [];
  for (let i = 0; i < x.v.map.tiles.length; i++) if (x.v.map.tiles[i] === '<') out.push(i);
  return out;
}

/** The section a hero stands in, by the view's rectangles. */
function sectionIndex(x: Situation, p: Pt): number {
  return x.v.map.sections.findIndex((s) => p.x >= s.x && p.x < s.x + s.w && p.y >= s.y && p.y < s.y + s.h);
}

export function heroExploreAct(x: Situation, d: Act): Answer {
  const id = d.current ?? [...d.models].sort()[0]!;
  const m = x.b.byId.get(id)!;
  const legal = legalAnswers(x.s, x.seat, { model: id, paths: true });
  const first = (k: Answer['kind'], ok: (a: Answer) => boolean = () => true) => legal.find((a) => a.kind === k && ok(a)) ?? null;

  // Chests: a spotted trap first, then the lid (AHQ-E16).
  const disarm = first('disarm', (a) => a.kind === 'disarm' && x.v.map.traps.some((t) => t.id === a.trap && t.chest !== null));
  if (disarm) return disarm;
  const chest = first('chest', (a) => a.kind === 'chest' && x.v.map.chests.some((c) => c.id === a.chest && !c.open));
  if (chest) return chest;
  const searchTreasure = first('searchTreasure');
  if (searchTreasure) return searchTreasure;

  const { goals, doors } = frontier(x);
  const door = first('door', (a) => a.kind === 'door' && doors.has(a.door));
  if (door) return door;

  const moves = legal.filter((a): a is Move => a.kind === 'move');
  const here = m.y * x.b.width + m.x;
  let targets = goals;
  if (targets.length === 0) {
    // Nothing left in sight: search this section's walls for secret doors (AHQ-E11) …
    const search = first('searchSecret');
    if (search) return search;
    // … then the other sections, in turn, and at last the stairs out (AHQ-E27).
    const leave = first('leave');
    const out = stairs(x);
    if (leave && out.length > 0) return leave;
    if (out.length > 0) targets = out;
    else {
      const secs = x.v.map.sections.filter((s) => s.revealed);
      const mine = sectionIndex(x, m);
      const next = secs[(x.v.turn + mine + 1) % Math.max(1, secs.length)];
      if (next) targets = [Math.floor(next.y + next.h / 2) * x.b.width + Math.floor(next.x + next.w / 2)];
    }
  }
  if (targets.length > 0 && !targets.includes(here)) {
    const dist = distances(x.b, targets);
    let best: Move | null = null;
    let bestD = reached(dist[here]!) ? dist[here]! : Infinity;
    // Keep near the party as a tie-break: heroes who scatter meet monsters alone.
    const near = (p: Pt) => x.friends.reduce((t, f) => t + Math.abs(f.x - p.x) + Math.abs(f.y - p.y), 0);
    let bestNear = near(m);
    for (const mv of moves) {
      const c = mv.to[1] * x.b.width + mv.to[0];
      const dd = dist[c]!;
      if (!reached(dd)) continue;
      const nn = near({ x: mv.to[0], y: mv.to[1] });
      if (dd < bestD || (dd === bestD && nn < bestNear)) {
        bestD = dd;
        bestNear = nn;
        best = mv;
      }
    }
    if (best) return best;
  }
  return { kind: 'end', model: id };
}
