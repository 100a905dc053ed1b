// How fast the shared grid geometry is on a dungeon-sized board: line-of-sight queries, movement
// reachability, and what a whole monster phase of both costs.

import { lineOfSight, reachable, type MoveRules, type Point, type SightQuery } from '../packages/engine/src/geometry/index.ts';
// Seeded, so every run measures the same board and queries.
import { mulberry32 } from '../packages/engine/src/testing/prng.ts';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** Lowest and highest over repeated runs, where the value is their median. */
  range?: [number, number];
}

const SIZE = 64;
const MIN_MS = 500;


interface Board {
  tiles: Uint8Array; // TILE_* per square
  heroes: Point[];
  monsters: Point[];
  occupant: Uint8Array; // 0 empty, 1 hero, 2 monster
  zone: Uint8Array; // 1 where a monster entering must stop (next to a hero)
  floor: Point[];
}

const WALL = 0;
const FLOOR = 1;
const RUBBLE = 2;
const CORPSE = 3;

/** A 4×4 grid of rooms joined by corridors, with pillars, rubble and corpses. */
function buildBoard(): Board {
  const rand = mulberry32(0xde1e);
  const int = (n: number) => Math.floor(rand() * n);
  const tiles = new Uint8Array(SIZE * SIZE);
  const carve = (x: number, y: number, t = FLOOR) => {
    if (x > 0 && y > 0 && x < SIZE - 1 && y < SIZE - 1) tiles[y * SIZE + x] = t;
  };
  const centres: Point[] = [];
  for (let gy = 0; gy < 4; gy++) {
    for (let gx = 0; gx < 4; gx++) {
      const w = 6 + int(8);
      const h = 6 + int(8);
      const x0 = gx * 16 + 1 + int(15 - w);
      const y0 = gy * 16 + 1 + int(15 - h);
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) carve(x, y);
      // A pillar or two inside bigger rooms.
      if (w > 8 && h > 8) {
        carve(x0 + 2, y0 + 2, WALL);
        carve(x0 + w - 3, y0 + h - 3, WALL);
      }
      centres.push({ x: x0 + (w >> 1), y: y0 + (h >> 1) });
    }
  }
  // Corridors to the room east and south: horizontal then vertical.
  const corridor = (a: Point, b: Point) => {
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) carve(x, a.y);
    for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) carve(b.x, y);
  };
  for (let i = 0; i < 16; i++) {
    if (i % 4 < 3) corridor(centres[i]!, centres[i + 1]!);
    if (i < 12) corridor(centres[i]!, centres[i + 4]!);
  }
  const floor: Point[] = [];
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (tiles[y * SIZE + x] !== WALL) floor.push({ x, y });
  for (let i = 0; i < 60; i++) {
    const p = floor[int(floor.length)]!;
    tiles[p.y * SIZE + p.x] = i % 3 === 0 ? CORPSE : RUBBLE;
  }
  const occupant = new Uint8Array(SIZE * SIZE);
  const place = (kind: number): Point => {
    for (;;) {
      const p = floor[int(floor.length)]!;
      if (occupant[p.y * SIZE + p.x] === 0) {
        occupant[p.y * SIZE + p.x] = kind;
        return p;
      }
    }
  };
  const heroes = [1, 1, 1, 1].map(place);
  const monsters = Array.from({ length: 20 }, () => place(2));
  const zone = new Uint8Array(SIZE * SIZE);
  for (const h of heroes) {
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) zone[(h.y + dy) * SIZE + h.x + dx] = 1;
  }
  return { tiles, heroes, monsters, occupant, zone, floor };
}

/** A monster's move: heroes and walls block, other monsters may be passed but not ended on,
 * squares next to a hero stop the move, rubble costs 1.5 and corpses 2. */
function monsterRules(b: Board): MoveRules {
  const { tiles, occupant, zone } = b;
  return {
    width: SIZE,
    height: SIZE,
    cost: (x, y) => {
      const i = y * SIZE + x;
      const t = tiles[i]!;
      if (t === WALL || occupant[i] === 1) return Infinity;
      return t === RUBBLE ? 1.5 : t === CORPSE ? 2 : 1;
    },
    canEndOn: (x, y) => occupant[y * SIZE + x] === 0,
    stopsOn: (x, y) => zone[y * SIZE + x] === 1,
  };
}

function sightQuery(b: Board): SightQuery {
  const { tiles, occupant } = b;
  return {
    blocks: (x, y) => tiles[y * SIZE + x] === WALL,
    obscures: (x, y) => occupant[y * SIZE + x] !== 0,
  };
}

/** Runs `round` until `minMs` have passed; returns operations per millisecond. */
function measure(opsPerRound: number, round: () => void, minMs = MIN_MS): number {
  for (let i = 0; i < 20; i++) round(); // warm up the JIT
  let rounds = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 10; i++) round();
    rounds += 10;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (rounds * opsPerRound) / elapsed;
}

/** 1,024 random pairs of floor squares of `board`, the same every time. */
function randomPairs(board: Board, rand: () => number): [Point, Point][] {
  const pick = () => board.floor[Math.floor(rand() * board.floor.length)]!;
  return Array.from({ length: 1024 }, () => [pick(), pick()]);
}

/** A gauge of the host's speed of the moment, for a benchmark that times other work beside it:
 * each call gives line-of-sight queries per second between random pairs (the first figure of
 * `benchGeometry`) over about `ms` milliseconds. The same lines every time, asked of one board
 * and one query made once, through code that seldom changes. */
export function sightRater(): (ms?: number) => number {
  const board = buildBoard();
  const sight = sightQuery(board);
  const pairs = randomPairs(board, mulberry32(42));
  let sink = 0;
  const round = () => {
    for (const [a, b] of pairs) sink += lineOfSight(a, b, sight).length;
  };
  return (ms = 200) => {
    const perMs = measure(pairs.length, round, ms);
    if (Number.isNaN(sink)) throw new Error('unreachable: keeps sink alive');
    return Math.round(perMs * 1000);
  };
}

export function benchGeometry(): BenchFigure[] {
  const board = buildBoard();
  const rules = monsterRules(board);
  const sight = sightQuery(board);
  const rand = mulberry32(42);
  const pick = () => board.floor[Math.floor(rand() * board.floor.length)]!;
  const pairs = randomPairs(board, rand);
  // Most random pairs in a dungeon are blocked within a few squares; lines that do get through
  // walk every square, so measure those too.
  const visible = pairs.filter(([a, b]) => lineOfSight(a, b, sight) !== 'blocked');
  while (visible.length < 256) {
    const pair: [Point, Point] = [pick(), pick()];
    if (lineOfSight(pair[0], pair[1], sight) !== 'blocked') visible.push(pair);
  }
  const origins: Point[] = Array.from({ length: 64 }, pick);
  let sink = 0; // results feed this so no work can be optimised away

  const losPerMs = measure(pairs.length, () => {
    for (const [a, b] of pairs) sink += lineOfSight(a, b, sight).length;
  });
  const visiblePerMs = measure(visible.length, () => {
    for (const [a, b] of visible) sink += lineOfSight(a, b, sight).length;
  });
  const reachPerMs = measure(origins.length, () => {
    for (const o of origins) sink += reachable(o, 12, rules).costTo(o.x + 1, o.y);
  });
  // A monster phase: each monster works out where it can move and what it can see.
  const phasePerMs = measure(1, () => {
    for (const m of board.monsters) {
      sink += reachable(m, 12, rules).costTo(m.x, m.y + 1);
      for (const h of board.heroes) sink += lineOfSight(m, h, sight).length;
    }
  });
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps sink alive');

  return [
    { name: 'geometry: line-of-sight queries (64×64, random pairs)', value: Math.round(losPerMs * 1000), unit: 'queries/s' },
    { name: 'geometry: line-of-sight queries (pairs that see each other)', value: Math.round(visiblePerMs * 1000), unit: 'queries/s' },
    { name: 'geometry: reachability computations (budget 12)', value: Math.round(reachPerMs * 1000), unit: 'reaches/s' },
    { name: 'geometry: monster phase of 20 (1 reach + 4 sight each)', value: Number((1 / phasePerMs).toFixed(4)), unit: 'ms' },
  ];
}

if (import.meta.main) {
  for (const f of benchGeometry()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
