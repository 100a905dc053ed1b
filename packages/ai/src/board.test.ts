// The bots' walking distances (`distances`): the squares a search keeps out of (`around`, the
// models' squares, with the one square it may still enter), the list it may write into (`into`),
// the squares kept out, which one search must leave unmarked for the next, and the distances kept
// per board (`distancesFrom`), whose lists a board read after the squares changed keeps where its
// way reads the same (a door opened, through doors) and writes over elsewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, view } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { roomFightHeader } from './play.ts';
import { distances, distancesFrom, readBoard, reached, searchBuffer, type Board } from './board.ts';

async function fightBoard(): Promise<Board> {
  const c = await loadDefaultContent('ahq');
  const s = createGame(roomFightHeader(1), c);
  return readBoard(view(s, 'p1'));
}

/** Plain breadth-first distances over the floor, round `blocked` squares: what the search must give. */
function expected(b: Board, from: number, blocked: ReadonlySet<number>): number[] {
  const out = new Array<number>(b.width * b.height).fill(-1);
  out[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    const x = c % b.width;
    for (const n of [x > 0 ? c - 1 : -1, x < b.width - 1 ? c + 1 : -1, c - b.width, c + b.width]) {
      if (n < 0 || n >= out.length || out[n] !== -1 || b.floor[n] !== 1 || blocked.has(n)) continue;
      out[n] = out[c]! + 1;
      queue.push(n);
    }
  }
  return out;
}

function asList(b: Board, d: Int16Array): number[] {
  return Array.from(d, (v) => (reached(v) ? v : -1)).slice(0, b.width * b.height);
}

test('DEC-17 a walking search keeps out of the squares of the models around it but the one it may enter, and leaves the next search free to cross them', async () => {
  const b = await fightBoard();
  const w = b.width;
  const hero = b.on.find((m) => m.side === 'heroes')!;
  const from = hero.y * w + hero.x;
  const cells = new Set(b.on.map((m) => m.y * w + m.x));
  const enterable = b.on.find((m) => m.side === 'monsters')!;
  const entered = enterable.y * w + enterable.x;
  const others = new Set([...cells].filter((c) => c !== entered && c !== from));
  assert.deepEqual(asList(b, distances(b, [from], { around: b.on, enterable: entered })), expected(b, from, others));
  // A search with no models in the way crosses their squares: nothing was left kept out.
  assert.deepEqual(asList(b, distances(b, [from], { around: [] })), expected(b, from, new Set()));
  // A question per square that fails half way (having kept the search out of the squares asked
  // before) leaves nothing kept out either.
  let asked = 0;
  const blocked = (): boolean => {
    if (++asked > 40) throw new Error('refused');
    return true;
  };
  assert.throws(() => distances(b, [from], { around: b.on, blocked }), /refused/);
  assert.deepEqual(asList(b, distances(b, [from], { around: [] })), expected(b, from, new Set()));
});

test('DEC-17 a walking search on a board whose floor reaches its edge never steps off one side onto the other', async () => {
  const fight = await fightBoard();
  // The fight's view with squares of its own: floor on every edge, so that a step west from the
  // first column would land on the row above's last square were the edge not checked.
  const rows = ['......', '.##...', '...#..', '......'];
  const v = fight.view;
  const edged = { ...v, map: { ...v.map, width: 6, height: 4, tiles: rows.join(''), doors: [], chests: [], traps: [], furnishings: [], sections: [] }, models: [] } as typeof v;
  const b = readBoard(edged);
  assert.equal(b.static.edgeClosed, false);
  for (let from = 0; from < 24; from++) {
    if (b.floor[from] !== 1) continue;
    assert.deepEqual(asList(b, distances(b, [from])), expected(b, from, new Set()), `from square ${from}`);
    // Stopped once the last square is reached, the search has its distance right.
    assert.equal(asList(b, distances(b, [from], { until: 23 }))[23], expected(b, from, new Set())[23], `from square ${from}, until the last`);
  }
  // A board walled all round (the fight's room) says so, and its searches come out the same.
  assert.equal(fight.static.edgeClosed, true);
  const hero = fight.on.find((m) => m.side === 'heroes')!;
  const from = hero.y * fight.width + hero.x;
  assert.deepEqual(asList(fight, distances(fight, [from])), expected(fight, from, new Set()));
});

test('DEC-17 a walking search written into a kept list gives what a new list would, and a list of the wrong size is refused with the sizes', async () => {
  const b = await fightBoard();
  const w = b.width;
  let kept: Int16Array | undefined;
  for (const m of b.on) {
    const from = m.y * w + m.x;
    const into = (kept = searchBuffer(b, kept));
    const d = distances(b, [from], { around: b.on, into });
    assert.equal(d, into, 'the distances are written into the list given');
    assert.deepEqual(asList(b, d), asList(b, distances(b, [from], { around: b.on })), `from ${m.id}`);
  }
  assert.equal(searchBuffer(b, kept), kept, 'a list of the board\'s size is kept');
  assert.throws(() => distances(b, [0], { into: new Int16Array(3) }), new RegExp(`a list of 3 squares given for a board of ${w * b.height}`));
});

test('DEC-17 distances kept for squares that have changed are written over for the new squares, and a board read before searches afresh', async () => {
  const c = await loadDefaultContent('ahq');
  const s = createGame(roomFightHeader(1), c);
  const before = readBoard(view(s, 'p1'), s.ctx);
  const w = before.width;
  const hero = before.on.find((m) => m.side === 'heroes')!;
  const from = hero.y * w + hero.x;
  const old = distancesFrom(before, from);
  assert.deepEqual(asList(before, old), expected(before, from, new Set()));
  // A floor square nobody stands on becomes wall: the squares are not those the distances were kept for.
  const taken = new Set(before.on.map((m) => m.y * w + m.x));
  const walled = before.floor.findIndex((f, cell) => f === 1 && !taken.has(cell) && Math.abs((cell % w) - hero.x) + Math.abs(Math.floor(cell / w) - hero.y) === 1);
  assert.ok(walled >= 0, 'a free floor square beside the hero');
  s.map.tiles = s.map.tiles.slice(0, walled) + '#' + s.map.tiles.slice(walled + 1);
  const after = readBoard(view(s, 'p1'), s.ctx);
  assert.notEqual(after.static, before.static, 'the squares changed: a new static board');
  assert.equal(after.floor[walled], 0);
  const now = distancesFrom(after, from);
  assert.equal(now, old, 'the list kept for the old squares is written over');
  assert.deepEqual(asList(after, now), expected(after, from, new Set()));
  assert.equal(now[walled], 0x7fff, 'the new wall is not reached');
  // The board read before forgot what it kept: it searches its own squares again, into a list of its own.
  const again = distancesFrom(before, from);
  assert.notEqual(again, now);
  assert.deepEqual(asList(before, again), expected(before, from, new Set()));
  assert.deepEqual(asList(after, now), expected(after, from, new Set()), 'the new board\'s distances are left as they were');
});

test('DEC-17 a door opened keeps the distances through doors searched before (the way is the same) and searches afresh those with doors shut', async () => {
  const c = await loadDefaultContent('ahq');
  // Two rooms with a closed door between them, read as the GM sees them (every square known).
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: ['ahq-core'], seed: 1,
    setup: { map: ['#########', '#...#...#', '#...+...#', '#...#...#', '#########'], heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 2], id: 'barbarian' }] },
  }, c);
  const before = readBoard(view(s, 'gm'), s.ctx);
  const door = before.view.map.doors.find((d) => !d.open);
  assert.ok(door, 'a closed door on the board');
  const hero = before.on.find((m) => m.side === 'heroes')!;
  const from = hero.y * before.width + hero.x;
  const through = distancesFrom(before, from);
  const shut = distancesFrom(before, from, false);
  const cell = door.cells[0]!;
  assert.ok(reached(through[cell]!) && !reached(shut[cell]!), 'the door is on the way through doors only');
  s.map.doors[door.id]!.open = true;
  const after = readBoard(view(s, 'gm'), s.ctx);
  assert.notEqual(after.static, before.static, 'the floor changed: a new static board');
  assert.deepEqual(after.static.passable, before.static.passable);
  // Kept, and reading as a search of the new board would.
  assert.equal(distancesFrom(after, from), through);
  assert.deepEqual(asList(after, through), asList(after, distances(after, [from], { throughDoors: true })));
  // With doors shut the way is not the same: searched again, through the open door now.
  const walk = distancesFrom(after, from, false);
  assert.ok(reached(walk[cell]!));
  assert.deepEqual(asList(after, walk), expected(after, from, new Set()));
});
