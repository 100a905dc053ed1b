import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lineOfSight, squaresBetween, type Sight, type SightQuery } from './line-of-sight.ts';
import { pointKey, type Point } from './points.ts';
import { mulberry32 } from '../testing/prng.ts';

// Boards: '#' wall, '.' floor, 'A' looker, 'B' target, 'm' model.
function parse(art: string): { rows: string[]; a: Point; b: Point; q: SightQuery } {
  const rows = art.trim().split('\n').map((r) => r.trim());
  let a: Point | null = null;
  let b: Point | null = null;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === 'A') a = { x, y };
      if (row[x] === 'B') b = { x, y };
    }
  });
  assert.ok(a && b, 'board needs A and B');
  const q: SightQuery = {
    blocks: (x, y) => rows[y]?.[x] === '#',
    obscures: (x, y) => rows[y]?.[x] === 'm',
  };
  return { rows, a, b, q };
}

/** Sight from A to B, checked to be the same from B to A. */
function sight(art: string): Sight {
  const { a, b, q } = parse(art);
  const there = lineOfSight(a, b, q);
  assert.equal(lineOfSight(b, a, q), there, 'line of sight must be symmetric');
  return there;
}

/** The board with the squares between A and B marked '*'. */
function drawn(art: string): string {
  const { rows, a, b } = parse(art);
  const grid = rows.map((r) => [...r]);
  for (const p of squaresBetween(a, b)) grid[p.y]![p.x] = '*';
  return grid.map((r) => r.join('')).join('\n');
}

function art(s: string): string {
  return s.trim().split('\n').map((r) => r.trim()).join('\n');
}

test('a clear line', () => {
  assert.equal(sight(`
    A.....
    ......
    .....B`), 'clear');
});

test('a wall in the middle blocks', () => {
  assert.equal(sight(`
    A..#..B`), 'blocked');
  assert.equal(sight(`
    A.....
    ...#..
    .....B`), 'blocked');
});

test('same square and adjacent squares are always clear', () => {
  const q: SightQuery = { blocks: () => true, obscures: () => true };
  assert.equal(lineOfSight({ x: 2, y: 2 }, { x: 2, y: 2 }, q), 'clear');
  assert.equal(lineOfSight({ x: 2, y: 2 }, { x: 3, y: 2 }, q), 'clear');
  assert.equal(lineOfSight({ x: 2, y: 2 }, { x: 2, y: 1 }, q), 'clear');
});

test('adjacent diagonals: blocked only through the gap between two walls', () => {
  assert.equal(sight(`
    A#
    #B`), 'blocked');
  assert.equal(sight(`
    A#
    .B`), 'clear');
  assert.equal(sight(`
    A.
    #B`), 'clear');
});

test('a diagonal through the gap between two diagonal walls is blocked', () => {
  assert.equal(sight(`
    A#.
    #..
    ..B`), 'blocked');
  assert.equal(sight(`
    A..
    ..#
    .#B`), 'blocked');
  // The gap between the walls at a shallow slope: the line passes the corner at (2, 1).
  assert.equal(sight(`
    A.#.
    .#.B`), 'blocked');
});

test('grazing a single wall corner is clear', () => {
  assert.equal(sight(`
    A#.
    ...
    ..B`), 'clear');
  assert.equal(sight(`
    A.#.
    ...B`), 'clear');
  assert.equal(sight(`
    A...
    .#.B`), 'clear');
});

test('walls beside the line but not on it do not block', () => {
  assert.equal(sight(`
    ###.
    A..B
    ####`), 'clear');
});

test('long shallow lines cross exactly the right squares', () => {
  // Slope 1/19 passes exactly through the corner at (10, 1), flanked by (10, 0) and (9, 1).
  assert.equal(drawn(`
    A...................
    ...................B`), art(`
    A*********..........
    ..........*********B`));
  assert.equal(sight(`
    A...................
    ..........#........B`), 'blocked');
  assert.equal(sight(`
    A...................
    .........#.........B`), 'clear');
  assert.equal(sight(`
    A.........#.........
    ...................B`), 'clear');
  assert.equal(sight(`
    A.........#.........
    .........#.........B`), 'blocked');
  // Slope 1/20 has no corner: it steps down inside column 10.
  assert.equal(drawn(`
    A....................
    ....................B`), art(`
    A**********..........
    ..........**********B`));
  assert.equal(drawn(`
    A.........
    ..........
    .........B`), art(`
    A**.......
    ..******..
    .......**B`));
});

test('steep lines are the transpose of shallow ones', () => {
  const shallow = squaresBetween({ x: 0, y: 0 }, { x: 13, y: 4 });
  const steep = squaresBetween({ x: 0, y: 0 }, { x: 4, y: 13 });
  assert.deepEqual(steep, shallow.map((p) => ({ x: p.y, y: p.x })));
});

test('models on the line obscure; models beside it do not', () => {
  assert.equal(sight(`
    A..m..B`), 'obscured');
  assert.equal(sight(`
    A.....
    ..m...
    .....B`), 'obscured');
  assert.equal(sight(`
    .m....
    A....B
    ..m...`), 'clear');
  // A model flanking a corner the line passes through is not on the line.
  assert.equal(sight(`
    Am.
    ...
    ..B`), 'clear');
  // A wall anywhere on the line still blocks, before or after the model.
  assert.equal(sight(`
    A.m.#.B`), 'blocked');
  assert.equal(sight(`
    A.#.m.B`), 'blocked');
});

test('the caller decides which models obscure (friends next to the attacker are ignored)', () => {
  const a = { x: 0, y: 0 };
  const b = { x: 5, y: 0 };
  const friend = { x: 1, y: 0 };
  const q: SightQuery = {
    blocks: () => false,
    obscures: (x, y) => (x === friend.x && y === friend.y ? Math.max(Math.abs(x - a.x), Math.abs(y - a.y)) > 1 : false),
  };
  assert.equal(lineOfSight(a, b, q), 'clear');
});

test('endpoints are never asked about', () => {
  const asked = new Set<string>();
  const q: SightQuery = {
    blocks: (x, y) => (asked.add(`${x},${y}`), false),
    obscures: (x, y) => (asked.add(`${x},${y}`), false),
  };
  const a = { x: 1, y: 1 };
  const b = { x: 7, y: 4 };
  assert.equal(lineOfSight(a, b, q), 'clear');
  assert.ok(!asked.has(pointKey(a)) && !asked.has(pointKey(b)));
  // Endpoints standing on blocking squares (an attacker in a doorway) still see each other.
  const walls: SightQuery = { blocks: (x, y) => (x === 1 && y === 1) || (x === 7 && y === 4) };
  assert.equal(lineOfSight(a, b, walls), 'clear');
});

test('without an obscures callback nothing is obscured', () => {
  assert.equal(lineOfSight({ x: 0, y: 0 }, { x: 6, y: 2 }, { blocks: () => false }), 'clear');
});

// ---- Random maps against an independent oracle -------------------------------------------


/** Whether the segment between centres crosses the open interior of square (sx, sy), by clipping
 * the segment's parameter against the square's slabs (doubled coordinates; the fractions compared
 * have tiny denominators, so floating-point division orders them exactly). */
function crossesInterior(a: Point, b: Point, sx: number, sy: number): boolean {
  let lo = 0;
  let hi = 1;
  let loOpen = false;
  let hiOpen = false;
  for (const [p, d, min] of [[2 * a.x + 1, 2 * (b.x - a.x), 2 * sx], [2 * a.y + 1, 2 * (b.y - a.y), 2 * sy]] as const) {
    if (d === 0) {
      if (!(p > min && p < min + 2)) return false;
      continue;
    }
    const t1 = (min - p) / d;
    const t2 = (min + 2 - p) / d;
    const enter = Math.min(t1, t2);
    const exit = Math.max(t1, t2);
    if (enter > lo || (enter === lo && !loOpen)) [lo, loOpen] = [enter, true];
    if (exit < hi || (exit === hi && !hiOpen)) [hi, hiOpen] = [exit, true];
  }
  return lo < hi;
}

function oracle(a: Point, b: Point, blocks: (x: number, y: number) => boolean, obscures: (x: number, y: number) => boolean): Sight {
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  const crossed = (x: number, y: number) => !(x === a.x && y === a.y) && !(x === b.x && y === b.y) && crossesInterior(a, b, x, y);
  let obscured = false;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      if (!crossed(x, y)) continue;
      if (blocks(x, y)) return 'blocked';
      if (obscures(x, y)) obscured = true;
    }
  }
  // Lattice corners strictly inside the segment: the two uncrossed squares around one flank it.
  for (let cy = minY + 1; cy <= maxY; cy++) {
    for (let cx = minX + 1; cx <= maxX; cx++) {
      const onLine = (2 * cx - (2 * a.x + 1)) * (b.y - a.y) === (2 * cy - (2 * a.y + 1)) * (b.x - a.x);
      if (!onLine) continue;
      const around = [[cx - 1, cy - 1], [cx, cy - 1], [cx - 1, cy], [cx, cy]] as const;
      const flanking = around.filter(([x, y]) => !crossesInterior(a, b, x, y));
      assert.equal(flanking.length, 2);
      if (flanking.every(([x, y]) => blocks(x, y))) return 'blocked';
    }
  }
  return obscured ? 'obscured' : 'clear';
}

test('random maps: symmetric, and the same as a brute-force oracle', () => {
  const rand = mulberry32(12345);
  const size = 24;
  const tiles: string[] = [];
  for (let i = 0; i < size * size; i++) {
    const r = rand();
    tiles.push(r < 0.22 ? '#' : r < 0.3 ? 'm' : '.');
  }
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < size && y < size ? tiles[y * size + x]! : '#');
  const q: SightQuery = { blocks: (x, y) => at(x, y) === '#', obscures: (x, y) => at(x, y) === 'm' };
  const seen = { clear: 0, obscured: 0, blocked: 0 };
  for (let i = 0; i < 4000; i++) {
    const a = { x: Math.floor(rand() * size), y: Math.floor(rand() * size) };
    // Many short and diagonal-ish lines, where corners are common.
    const span = i % 2 === 0 ? 6 : size;
    const b = { x: Math.min(size - 1, Math.max(0, a.x + Math.floor(rand() * 2 * span) - span)), y: Math.min(size - 1, Math.max(0, a.y + Math.floor(rand() * 2 * span) - span)) };
    const there = lineOfSight(a, b, q);
    assert.equal(lineOfSight(b, a, q), there, `symmetry ${pointKey(a)} -> ${pointKey(b)}`);
    assert.equal(there, oracle(a, b, q.blocks, q.obscures!), `oracle ${pointKey(a)} -> ${pointKey(b)}`);
    const between = squaresBetween(a, b);
    assert.deepEqual(squaresBetween(b, a), [...between].reverse());
    seen[there]++;
  }
  assert.ok(seen.clear > 100 && seen.obscured > 100 && seen.blocked > 100, JSON.stringify(seen));
});

test('exact corners on 45-degree and other lines', () => {
  const rand = mulberry32(7);
  for (let i = 0; i < 500; i++) {
    const a = { x: Math.floor(rand() * 10), y: Math.floor(rand() * 10) };
    const k = 1 + Math.floor(rand() * 4);
    // Directions (k, k), (3k, k), (k, 3k), (5k, 3k) all pass through lattice corners.
    const dirs = [[1, 1], [3, 1], [1, 3], [5, 3], [-3, 1], [1, -5]] as const;
    const [dx, dy] = dirs[i % dirs.length]!;
    const b = { x: a.x + dx * k, y: a.y + dy * k };
    const walls = new Set<string>();
    for (let j = 0; j < 30; j++) walls.add(`${Math.floor(rand() * 30) - 5},${Math.floor(rand() * 30) - 5}`);
    const blocks = (x: number, y: number) => walls.has(`${x},${y}`);
    const got = lineOfSight(a, b, { blocks });
    assert.equal(got, lineOfSight(b, a, { blocks }));
    assert.equal(got, oracle(a, b, blocks, () => false));
  }
});
