// A simple exploring policy for generated dungeons: each hero heads for the nearest closed door or
// unexplored opening it knows of (from its seat's view only) and opens or reaches it; with nothing
// left it searches walls for secret doors. Fights and everything else go to the fixed policy; the
// generator's choices (door sides and squares) are picked by a seeded chooser.
import { legalAnswers, view, type Answer, type GameState, type Seat } from '@delve/engine';
import { fixedPolicy } from './fixed-policy.ts';

type Act = Extract<Answer, { model: string }>;

/** A policy for every seat; `seed` drives the generator choices and tie-breaks. */
export function explorerPolicy(seed: number): (s: GameState, seat: Seat) => Answer {
  let x = (seed * 2654435761) >>> 0 || 1;
  const next = (n: number) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
  // Doors that opened onto rock (the 'falseDoor' event every seat sees): nothing to explore there.
  const dead = new Set<string>();
  return (s, seat) => {
    for (const e of s.events) if (e.type === 'falseDoor') dead.add(e.door);
    const d = s.pending!;
    if (d.kind === 'generator') return { kind: 'generator', choice: next(d.options.length) };
    if (d.kind === 'act' && s.turnKind === 'exploration' && seat !== 'gm') return explore(s, seat, d.current ?? d.models[0]!, dead);
    return fixedPolicy(s, seat);
  };
}

/** Distances over the squares this seat knows it can walk, from every square `goal` accepts. */
function distances(s: GameState, seat: Seat, goal: (c: number, tiles: string, near: (c: number) => number[], closed: Set<number>) => boolean) {
  const v = view(s, seat);
  const { width, height, tiles } = v.map;
  const open = new Set(v.map.doors.filter((d) => d.open).flatMap((d) => d.cells));
  const closed = new Set(v.map.doors.filter((d) => !d.open).flatMap((d) => d.cells));
  const walk = (c: number) => tiles[c] === '.' || tiles[c] === '<' || open.has(c);
  const dist = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  const n4 = (c: number) => [c - width, c + width, c % width > 0 ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1].filter((k) => k >= 0 && k < tiles.length);
  for (let c = 0; c < tiles.length; c++) {
    if (walk(c) && goal(c, tiles, n4, closed)) {
      dist[c] = 0;
      queue.push(c);
    }
  }
  const targets = queue.length;
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (const k of n4(c)) {
      if (dist[k] === -1 && walk(k)) {
        dist[k] = dist[c]! + 1;
        queue.push(k);
      }
    }
  }
  return { dist, width, targets };
}

/** The legal move that gets closest to a goal, if it gets closer than standing still. */
function toward(s: GameState, seat: Seat, id: string, field: ReturnType<typeof distances>): Answer | null {
  const m = s.models[id]!;
  if (m.act.moved || field.targets === 0) return null;
  const here = field.dist[m.y * field.width + m.x]!;
  let best: Answer | null = null;
  let bestD = here < 0 ? Infinity : here;
  for (const mv of legalAnswers(s, seat, { model: id, kinds: ['move'] }) as Extract<Answer, { kind: 'move' }>[]) {
    const dd = field.dist[mv.to[1] * field.width + mv.to[0]]!;
    if (dd >= 0 && dd < bestD) {
      bestD = dd;
      best = mv;
    }
  }
  return best;
}

function explore(s: GameState, seat: Seat, id: string, dead: ReadonlySet<string>): Answer {
  const m = s.models[id]!;
  const acts = legalAnswers(s, seat, { model: id, kinds: ['door', 'chest', 'searchSecret', 'searchTreasure', 'leave'] }) as Act[];
  const door = acts.find((a) => a.kind === 'door' && !s.map.doors[(a as { door: string }).door]!.open);
  if (door) return door;
  const chest = acts.find((a) => a.kind === 'chest');
  if (chest) return chest;
  // First: closed doors, and openings onto the unknown (junctions not yet reached).
  const deadCells = new Set([...dead].flatMap((d) => s.map.doors[d]!.cells));
  const ways = distances(s, seat, (c, tiles, n4, closed) => !deadCells.has(c) && n4(c).some((k) => closed.has(k) || tiles[k] === '?'));
  if (ways.targets > 0) return toward(s, seat, id, ways) ?? { kind: 'end', model: id };
  // Then: chests not yet opened.
  const chests = new Set(Object.values(s.map.chests).filter((c) => !c.open).map((c) => c.cell));
  const toChests = distances(s, seat, (c, _t, n4) => n4(c).some((k) => chests.has(k)));
  const go = toward(s, seat, id, toChests);
  if (go) return go;
  // Then: walls nobody has searched (the heroes know which they searched).
  if (!m.act.moved) {
    const search = acts.find((a) => a.kind === 'searchSecret') ?? acts.find((a) => a.kind === 'searchTreasure');
    if (search) return search;
  }
  const unsearched = new Set<number>();
  for (const sec of Object.values(s.map.sections)) {
    if (!sec.revealed || sec.searchedWalls.length === 4) continue;
    for (let y = sec.y; y < sec.y + sec.h; y++) for (let x = sec.x; x < sec.x + sec.w; x++) unsearched.add(y * s.map.width + x);
  }
  const toWalls = toward(s, seat, id, distances(s, seat, (c) => unsearched.has(c)));
  if (toWalls) return toWalls;
  // Nothing left: up the stairs and out (AHQ-E27).
  const leave = acts.find((a) => a.kind === 'leave');
  if (leave) return leave;
  return toward(s, seat, id, distances(s, seat, (c, tiles) => tiles[c] === '<')) ?? { kind: 'end', model: id };
}
