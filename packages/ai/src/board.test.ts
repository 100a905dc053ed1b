// The bots' walking distances (`distances`): the squares a search keeps out of (`around`, the
// models' squares, with the one square it may still enter), the list it may write into (`into`),
// and the mask they share, which one search must leave clear for the next.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, view } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { roomFightHeader } from './play.ts';
import { distances, readBoard, reached, searchBuffer, type Board } from './board.ts';

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
  // A search with no models in the way crosses their squares: the shared mask was cleared.
  assert.deepEqual(asList(b, distances(b, [from], { around: [] })), expected(b, from, new Set()));
  // A question per square that fails half way (having kept the search out of the squares asked
  // before) leaves the mask clear too.
  let asked = 0;
  const blocked = (): boolean => {
    if (++asked > 40) throw new Error('refused');
    return true;
  };
  assert.throws(() => distances(b, [from], { around: b.on, blocked }), /refused/);
  assert.deepEqual(asList(b, distances(b, [from], { around: [] })), expected(b, from, new Set()));
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
