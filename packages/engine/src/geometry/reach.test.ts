import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPath, GRID_ENTER, GRID_NO_END, GRID_STOPS, reachable, type MoveRules, type Reach } from './reach.ts';
import { ALL_DIRECTIONS, ORTHOGONAL, isAdjacent, pointKey, type Point } from './points.ts';
import { mulberry32 } from '../testing/prng.ts';

// Boards: '#' wall, '.' floor (1), ',' rubble (1.5), '~' corpse (2), 'a' ally (crossed, not
// ended on), 'z' Death Zone (entering stops the move), 'o' the moving model.
const COSTS: Record<string, number> = { '.': 1, ',': 1.5, '~': 2, a: 1, z: 1, o: 1 };

function parse(art: string, diagonal = false): { origin: Point; rules: MoveRules; rows: string[] } {
  const rows = art.trim().split('\n').map((r) => r.trim());
  let origin: Point | null = null;
  rows.forEach((row, y) => {
    const x = row.indexOf('o');
    if (x >= 0) origin = { x, y };
  });
  assert.ok(origin, 'board needs o');
  const at = (x: number, y: number): string => {
    assert.ok(x >= 0 && y >= 0 && x < rows[0]!.length && y < rows.length, `asked about off-map ${x},${y}`);
    return rows[y]![x]!;
  };
  const rules: MoveRules = {
    width: rows[0]!.length,
    height: rows.length,
    diagonal,
    cost: (x, y) => COSTS[at(x, y)] ?? Infinity,
    canEndOn: (x, y) => at(x, y) !== 'a',
    stopsOn: (x, y) => at(x, y) === 'z',
  };
  return { origin, rules, rows };
}

/** The board with every legal end square marked '*'. */
function drawn(reach: Reach, rows: string[]): string {
  const grid = rows.map((r) => [...r]);
  for (const p of reach.destinations()) grid[p.y]![p.x] = '*';
  return grid.map((r) => r.join('')).join('\n');
}

function art(s: string): string {
  return s.trim().split('\n').map((r) => r.trim()).join('\n');
}

function reachOf(board: string, budget: number, diagonal = false): { reach: Reach; map: string; rules: MoveRules; origin: Point } {
  const { origin, rules, rows } = parse(board, diagonal);
  const reach = reachable(origin, budget, rules);
  return { reach, map: drawn(reach, rows), rules, origin };
}

/** Every path pathTo gives is accepted by checkPath at exactly costTo. */
function assertPathsAgree(reach: Reach, rules: MoveRules): void {
  for (const p of reach.destinations()) {
    const path = reach.pathTo(p.x, p.y);
    assert.ok(path && path.length > 0, `path to ${pointKey(p)}`);
    assert.deepEqual(path[path.length - 1], p);
    const check = checkPath(reach.origin, path, reach.budget, rules);
    assert.deepEqual(check, { ok: true, cost: reach.costTo(p.x, p.y) }, `path to ${pointKey(p)}`);
  }
}

test('open floor: a diamond of orthogonal moves', () => {
  const { reach, map, rules } = reachOf(`
    .......
    .......
    .......
    ...o...
    .......
    .......
    .......`, 2);
  assert.equal(map, art(`
    .......
    ...*...
    ..***..
    .**o**.
    ..***..
    ...*...
    .......`));
  assert.equal(reach.costTo(3, 1), 2);
  assert.equal(reach.costTo(4, 2), 2);
  assert.equal(reach.costTo(3, 3), 0);
  assert.ok(reach.canReach(3, 3));
  assert.deepEqual(reach.pathTo(3, 3), []);
  assert.equal(reach.costTo(5, 2), Infinity);
  assert.equal(reach.pathTo(5, 2), null);
  assertPathsAgree(reach, rules);
});

test('diagonal steps when the rules allow them', () => {
  const { reach, map, rules } = reachOf(`
    .......
    .......
    ...o...
    .......
    .......`, 2, true);
  assert.equal(map, art(`
    .*****.
    .*****.
    .**o**.
    .*****.
    .*****.`));
  assert.equal(reach.costTo(5, 0), 2);
  assert.deepEqual(reach.pathTo(5, 4), [{ x: 4, y: 3 }, { x: 5, y: 4 }]);
  assertPathsAgree(reach, rules);
});

test('walls are not crossed; the way round costs more', () => {
  const { reach, map, rules } = reachOf(`
    ......
    .####.
    ..o#..
    ####..`, 7);
  assert.equal(map, art(`
    ****..
    *####.
    **o#..
    ####..`));
  assert.equal(reach.costTo(0, 0), 4);
  assert.equal(reach.costTo(3, 0), 7);
  assert.equal(reach.costTo(4, 0), Infinity);
  assert.equal(reach.costTo(4, 2), Infinity);
  assertPathsAgree(reach, rules);
});

test('rubble and corpses cost 1.5 and 2, counted exactly', () => {
  const { reach, map, rules } = reachOf(`
    o,~.
    ....`, 4);
  assert.equal(reach.costTo(1, 0), 1.5);
  assert.equal(reach.costTo(2, 0), 3.5);
  assert.equal(reach.costTo(1, 1), 2);
  // Over the corpse is 4.5, along the floor below it is 4.
  assert.equal(reach.costTo(3, 1), 4);
  assert.deepEqual(reach.pathTo(3, 1), [{ x: 0, y: 1 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 1 }]);
  assert.equal(reach.costTo(3, 0), Infinity);
  assert.equal(map, art(`
    o**.
    ****`));
  assertPathsAgree(reach, rules);
  const more = reachOf(`
    o,~.
    ....`, 4.5).reach;
  assert.equal(more.costTo(3, 0), 4.5);
  assert.deepEqual(more.pathTo(3, 0), [{ x: 1, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 }]);
});

test('budget edges: exactly enough, half a square short', () => {
  const board = `
    o,,.`;
  assert.equal(reachOf(board, 3).reach.costTo(2, 0), 3);
  assert.equal(reachOf(board, 2.5).reach.costTo(2, 0), Infinity);
  assert.equal(reachOf(board, 4).reach.costTo(3, 0), 4);
  assert.equal(reachOf(board, 3.5).reach.costTo(3, 0), Infinity);
  assert.deepEqual(reachOf(board, 0).reach.destinations(), []);
  assert.deepEqual(reachOf(board, -1).reach.destinations(), []);
  assert.deepEqual(reachOf(board, 1).reach.destinations(), []);
  assert.deepEqual(reachOf(board, 1.5).reach.destinations(), [{ x: 1, y: 0 }]);
});

test('an ally may be passed but not ended on', () => {
  const { reach, map, rules } = reachOf(`
    #####
    oa..#
    #####`, 3);
  assert.equal(map, art(`
    #####
    oa**#
    #####`));
  assert.equal(reach.costTo(1, 1), Infinity);
  assert.ok(!reach.canReach(1, 1));
  assert.equal(reach.pathTo(1, 1), null);
  assert.deepEqual(reach.pathTo(3, 1), [{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 1 }]);
  assertPathsAgree(reach, rules);
});

test('entering a stop square ends the move there', () => {
  const { reach, map, rules } = reachOf(`
    .....
    o.z..
    ..z..`, 5);
  assert.equal(map, art(`
    *****
    o***.
    ***..`));
  assert.equal(reach.costTo(2, 1), 2);
  assert.equal(reach.costTo(2, 2), 3);
  // Beyond the zone only by going round it, never through it.
  assert.equal(reach.costTo(3, 1), 5);
  assert.deepEqual(reach.pathTo(3, 1), [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 1 }]);
  assert.equal(reach.costTo(3, 2), Infinity);
  assertPathsAgree(reach, rules);
});

test('a model may always leave the square it starts on, even inside a zone', () => {
  const { origin, rules } = parse(`
    zzzz
    zozz
    zzzz`);
  const stopsEverywhere: MoveRules = { ...rules, stopsOn: () => true };
  const reach = reachable(origin, 4, stopsEverywhere);
  assert.deepEqual(reach.destinations(), [{ x: 1, y: 0 }, { x: 0, y: 1 }, { x: 2, y: 1 }, { x: 1, y: 2 }]);
  assert.deepEqual(checkPath(origin, [{ x: 2, y: 1 }], 4, stopsEverywhere), { ok: true, cost: 1 });
});

test('a square that stops the move and cannot be ended on is a dead end', () => {
  const { origin, rules } = parse(`
    oz.`);
  const reach = reachable(origin, 5, { ...rules, canEndOn: (x) => x !== 1 });
  assert.deepEqual(reach.destinations(), []);
});

test('the corners of the map are safe: callbacks are never asked about squares off the map', () => {
  const { reach, rules } = reachOf(`
    o..
    ...
    ..#`, 12, true);
  assert.equal(reach.destinations().length, 7);
  for (const [x, y] of [[-1, 0], [0, -1], [3, 0], [0, 3], [-5, -5], [100, 100], [0.5, 0]] as const) {
    assert.equal(reach.costTo(x, y), Infinity);
    assert.equal(reach.canReach(x, y), false);
    assert.equal(reach.pathTo(x, y), null);
  }
  assertPathsAgree(reach, rules);
});

test('an origin off the map reaches nothing', () => {
  const { rules } = parse(`
    o..`);
  for (const origin of [{ x: -1, y: 0 }, { x: 3, y: 0 }, { x: 0, y: 1 }, { x: 0.5, y: 0 }]) {
    const reach = reachable(origin, 6, rules);
    assert.deepEqual(reach.destinations(), []);
    assert.equal(reach.costTo(0, 0), Infinity);
  }
});

test('a big map is searched only near the origin', () => {
  let asked = 0;
  const size = 2000;
  const rules: MoveRules = {
    width: size,
    height: size,
    cost: () => (asked++, 1),
    canEndOn: () => true,
    stopsOn: () => false,
  };
  const reach = reachable({ x: 1000, y: 1000 }, 12, rules);
  assert.equal(reach.destinations().length, 2 * 12 * 13); // a diamond of radius 12, less the origin
  assert.ok(asked <= 25 * 25, `asked ${asked} costs`);
  assert.equal(reach.costTo(1012, 1000), 12);
  assert.equal(reach.costTo(1013, 1000), Infinity);
});

test('squares cheaper than a whole square widen the window', () => {
  // Half-cost squares double the range; zero-cost squares make it unbounded.
  const half: MoveRules = { width: 40, height: 1, cost: () => 0.5, canEndOn: () => true, stopsOn: () => false };
  assert.equal(reachable({ x: 0, y: 0 }, 3, half).costTo(6, 0), 3);
  assert.equal(reachable({ x: 0, y: 0 }, 3, half).costTo(7, 0), Infinity);
  const free: MoveRules = { ...half, cost: (x) => (x === 0 ? 1 : x < 30 ? 0 : 1) };
  const far = reachable({ x: 0, y: 0 }, 1, free);
  assert.equal(far.costTo(29, 0), 0);
  assert.equal(far.costTo(30, 0), 1);
  assert.equal(far.costTo(31, 0), Infinity);
  assert.equal(reachable({ x: 0, y: 0 }, 0, free).costTo(29, 0), 0);
  assert.equal(reachable({ x: 0, y: 0 }, 2, free).costTo(31, 0), 2);
});

test('ties are broken the same way every time', () => {
  const board = `
    .........
    .........
    ....o....
    .........
    .........`;
  const a = reachOf(board, 4);
  const b = reachOf(board, 4);
  for (const p of a.reach.destinations()) assert.deepEqual(a.reach.pathTo(p.x, p.y), b.reach.pathTo(p.x, p.y));
  // Steps are tried N, E, S, W; the first cheapest path found is kept.
  assert.deepEqual(a.reach.pathTo(6, 0), [{ x: 4, y: 1 }, { x: 4, y: 0 }, { x: 5, y: 0 }, { x: 6, y: 0 }]);
});

test('checkPath: every reason, and where', () => {
  const { origin, rules } = parse(`
    o.,a.
    .#...
    ..z..`);
  const P = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));
  assert.deepEqual(checkPath(origin, [], 4, rules), { ok: true, cost: 0 });
  assert.deepEqual(checkPath(origin, P([1, 0], [2, 0]), 4, rules), { ok: true, cost: 2.5 });
  assert.deepEqual(checkPath(origin, P([1, 0], [3, 0]), 4, rules), { ok: false, reason: 'not-adjacent', at: 1 });
  assert.deepEqual(checkPath(origin, P([1, 1]), 4, rules), { ok: false, reason: 'not-adjacent', at: 0 });
  assert.deepEqual(checkPath(origin, P([1, 1]), 4, { ...rules, diagonal: true }), { ok: false, reason: 'blocked', at: 0 });
  assert.deepEqual(checkPath(origin, P([1, 0], [1, 1]), 4, rules), { ok: false, reason: 'blocked', at: 1 });
  assert.deepEqual(checkPath(origin, P([0, -1]), 4, rules), { ok: false, reason: 'blocked', at: 0 });
  assert.deepEqual(checkPath(origin, P([1, 0], [2, 0], [3, 0], [4, 0]), 4, rules), { ok: false, reason: 'too-far', at: 3 });
  assert.deepEqual(checkPath(origin, P([1, 0], [2, 0], [3, 0], [4, 0]), 4.5, rules), { ok: true, cost: 4.5 });
  assert.deepEqual(checkPath(origin, P([1, 0], [2, 0], [3, 0]), 4, rules), { ok: false, reason: 'cannot-end', at: 2 });
  assert.deepEqual(checkPath(origin, P([0, 1], [0, 2], [1, 2], [2, 2]), 6, rules), { ok: true, cost: 4 });
  assert.deepEqual(checkPath(origin, P([0, 1], [0, 2], [1, 2], [2, 2], [3, 2]), 6, rules), { ok: false, reason: 'stopped', at: 3 });
  assert.deepEqual(checkPath(origin, [{ x: 0.5, y: 0 }], 4, rules), { ok: false, reason: 'not-adjacent', at: 0 });
});

// ---- Random maps against a brute-force search ---------------------------------------------


/** Cheapest costs by relaxing every edge until nothing changes, over the whole map. */
function bruteForce(origin: Point, budget: number, rules: MoveRules): Map<string, number> {
  const dist = new Map<string, number>([[pointKey(origin), 0]]);
  const steps = rules.diagonal ? ALL_DIRECTIONS : ORTHOGONAL;
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y < rules.height; y++) {
      for (let x = 0; x < rules.width; x++) {
        const d = dist.get(`${x},${y}`);
        if (d === undefined) continue;
        if ((x !== origin.x || y !== origin.y) && rules.stopsOn(x, y)) continue;
        for (const s of steps) {
          const nx = x + s.x;
          const ny = y + s.y;
          if (nx < 0 || ny < 0 || nx >= rules.width || ny >= rules.height) continue;
          const nd = d + rules.cost(nx, ny);
          const k = `${nx},${ny}`;
          if (nd <= budget && nd < (dist.get(k) ?? Infinity)) {
            dist.set(k, nd);
            changed = true;
          }
        }
      }
    }
  }
  return dist;
}

test('random maps: the same costs as a brute-force search, and paths that check', () => {
  const rand = mulberry32(99);
  for (let round = 0; round < 60; round++) {
    const width = 6 + Math.floor(rand() * 20);
    const height = 6 + Math.floor(rand() * 20);
    const cheap = round % 5 === 0; // some maps with half-cost and free squares
    const cost: number[] = [];
    const ally: boolean[] = [];
    const stop: boolean[] = [];
    for (let i = 0; i < width * height; i++) {
      const r = rand();
      cost.push(r < 0.2 ? Infinity : r < 0.3 ? 1.5 : r < 0.38 ? 2 : cheap && r < 0.5 ? 0.5 : cheap && r < 0.55 ? 0 : 1);
      ally.push(rand() < 0.07);
      stop.push(rand() < 0.07);
    }
    const rules: MoveRules = {
      width,
      height,
      diagonal: round % 2 === 1,
      cost: (x, y) => cost[y * width + x]!,
      canEndOn: (x, y) => !ally[y * width + x],
      stopsOn: (x, y) => stop[y * width + x]!,
    };
    const origin = { x: Math.floor(rand() * width), y: Math.floor(rand() * height) };
    const budget = Math.floor(rand() * 24) / 2;
    const reach = reachable(origin, budget, rules);
    const dist = bruteForce(origin, budget, rules);
    const expected: Point[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = dist.get(`${x},${y}`);
        const isOrigin = x === origin.x && y === origin.y;
        const legal = d !== undefined && (isOrigin || !ally[y * width + x]);
        assert.equal(reach.costTo(x, y), legal ? d : Infinity, `round ${round}: ${x},${y}`);
        if (legal && !isOrigin) expected.push({ x, y });
      }
    }
    assert.deepEqual(reach.destinations(), expected);
    assertPathsAgree(reach, rules);
    for (const p of expected) {
      const path = reach.pathTo(p.x, p.y)!;
      let prev = origin;
      for (const q of path) {
        assert.ok(isAdjacent(prev, q, rules.diagonal === true));
        prev = q;
      }
    }
  }
});

test('a rules callback may itself compute a reach', () => {
  const inner: MoveRules = { width: 5, height: 5, cost: () => 1, canEndOn: () => true, stopsOn: () => false };
  let nested = 0;
  const outer: MoveRules = {
    ...inner,
    canEndOn: (x, y) => (nested += reachable({ x, y }, 1, inner).destinations().length, true),
  };
  const reach = reachable({ x: 2, y: 2 }, 2, outer);
  assert.equal(reach.destinations().length, 12);
  assert.ok(nested > 0);
  assert.equal(reach.costTo(2, 0), 2);
  assertPathsAgree(reach, inner);
});

test('random maps: rules given as a grid give the same squares, costs and paths as the same rules asked square by square', () => {
  const rand = mulberry32(7);
  for (let round = 0; round < 60; round++) {
    const width = 6 + Math.floor(rand() * 20);
    const height = 6 + Math.floor(rand() * 20);
    const grid = new Uint8Array(width * height);
    for (let i = 0; i < grid.length; i++) {
      grid[i] = (rand() < 0.75 ? GRID_ENTER : 0) | (rand() < 0.07 ? GRID_STOPS : 0) | (rand() < 0.07 ? GRID_NO_END : 0);
    }
    const asked: MoveRules = {
      width,
      height,
      diagonal: round % 2 === 1,
      cost: (x, y) => ((grid[y * width + x]! & GRID_ENTER) !== 0 ? 1 : Infinity),
      canEndOn: (x, y) => (grid[y * width + x]! & GRID_NO_END) === 0,
      stopsOn: (x, y) => (grid[y * width + x]! & GRID_STOPS) !== 0,
    };
    const origin = { x: Math.floor(rand() * width), y: Math.floor(rand() * height) };
    const budget = Math.floor(rand() * 24) / 2;
    const expected = reachable(origin, budget, asked);
    const reach = reachable(origin, budget, { ...asked, grid });
    assert.deepEqual(reach.destinations(), expected.destinations(), `round ${round}`);
    for (const p of expected.destinations()) {
      assert.equal(reach.costTo(p.x, p.y), expected.costTo(p.x, p.y));
      assert.deepEqual(reach.pathTo(p.x, p.y), expected.pathTo(p.x, p.y));
    }
  }
});
