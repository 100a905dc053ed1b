// The aof-quest ground: distances between models, sight and cover, and where a model may move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildBattlefield, gapBetween, inContact, inCoverFrom, inMeleeReach, moveReach, sightOn, startWalk, walkCost, walkOn, type MoveSpec } from './battlefield.ts';
import type { AofTerrainPiece } from './content-types.ts';

const piece = (kind: AofTerrainPiece['kind'], x: number, y: number, w: number, h: number, height = 0): AofTerrainPiece => ({ kind, at: [x, y], size: [w, h], height });
const free: MoveSpec['occupied'] = () => false;
const cell = (x: number, y: number, size = 12) => y * size + x;

test('DEC-23 the gap between models is the line between their centres less a base: neighbours touch, diagonals included', () => {
  assert.equal(gapBetween({ x: 0, y: 0 }, { x: 1, y: 0 }), 0);
  assert.ok(Math.abs(gapBetween({ x: 0, y: 0 }, { x: 1, y: 1 }) - (Math.SQRT2 - 1)) < 1e-12);
  assert.equal(gapBetween({ x: 0, y: 0 }, { x: 7, y: 0 }), 6);
  assert.ok(inContact({ x: 3, y: 3 }, { x: 4, y: 4 }));
  assert.ok(!inContact({ x: 3, y: 3 }, { x: 5, y: 3 }));
  assert.ok(!inContact({ x: 3, y: 3 }, { x: 3, y: 3 }));
});

test('AOF-L02 DEC-23 melee reaches 2" across and 4" up or down', () => {
  const bf = buildBattlefield(12, [piece('open', 5, 0, 1, 1, 4), piece('open', 6, 0, 1, 1, 5)]);
  assert.ok(inMeleeReach(bf, { x: 0, y: 0 }, { x: 3, y: 0 })); // 2" apart
  assert.ok(!inMeleeReach(bf, { x: 0, y: 0 }, { x: 4, y: 0 })); // 3"
  assert.ok(inMeleeReach(bf, { x: 4, y: 0 }, { x: 5, y: 0 })); // 4" below
  assert.ok(!inMeleeReach(bf, { x: 7, y: 0 }, { x: 6, y: 0 })); // 5" below
});

test('DEC-24 AOF-T01 blockers block sight, models never do; cover crossed or a blocker\'s corner grazed is cover, as is standing in cover', () => {
  const bf = buildBattlefield(12, [piece('blocker', 5, 2, 1, 3), piece('cover', 5, 8, 1, 1), piece('cover', 10, 10, 1, 1), piece('blocker', 3, 5, 1, 1)]);
  assert.equal(sightOn(bf, { x: 2, y: 3 }, { x: 8, y: 3 }), 'blocked');
  assert.equal(sightOn(bf, { x: 2, y: 8 }, { x: 8, y: 8 }), 'obscured');
  assert.ok(inCoverFrom(bf, { x: 2, y: 8 }, { x: 8, y: 8 }));
  // Standing on cover is cover, whatever the line.
  assert.ok(inCoverFrom(bf, { x: 10, y: 0 }, { x: 10, y: 10 }));
  // The line from (3, 4) to (5, 6) passes exactly through a corner of the blocker at (3, 5).
  assert.equal(sightOn(bf, { x: 3, y: 4 }, { x: 5, y: 6 }), 'obscured');
  // Through its middle, it is blocked.
  assert.equal(sightOn(bf, { x: 2, y: 4 }, { x: 4, y: 6 }), 'blocked');
  assert.equal(sightOn(bf, { x: 0, y: 0 }, { x: 11, y: 0 }), 'clear');
  assert.ok(!inCoverFrom(bf, { x: 0, y: 0 }, { x: 11, y: 0 }));
});

test('DEC-23 a move counts 1" a straight step and 1.5" a diagonal one, and the height it climbs', () => {
  const bf = buildBattlefield(12, [piece('open', 6, 0, 6, 12, 2)]);
  const r = moveReach(bf, { x: 0, y: 0 }, { inches: 6, occupied: free });
  assert.ok(!r.ends.includes(cell(6, 0))); // 6 steps and 2" up: 8", beyond a 6" move
  assert.equal(moveReach(bf, { x: 0, y: 0 }, { inches: 8, occupied: free }).cost(cell(6, 0)) / 2, 6 + 2);
  assert.equal(r.cost(cell(4, 4)) / 2, 6); // four diagonals
  assert.ok(r.ends.includes(cell(4, 4)));
  assert.ok(!r.ends.includes(cell(5, 5)));
  assert.deepEqual(r.path(cell(2, 0)), [{ x: 1, y: 0 }, { x: 2, y: 0 }]);
});

test('AOF-T02 AOF-X26 a move through difficult ground covers 6" at most in all, unless the model is a Strider', () => {
  const bf = buildBattlefield(20, [piece('difficult', 2, 0, 1, 20)]);
  const walker = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: free });
  assert.ok(walker.ends.includes(0 * 20 + 6)); // 6" through the band
  assert.ok(!walker.ends.includes(0 * 20 + 7)); // 7" is beyond 6" once it crossed difficult ground
  assert.ok(walker.ends.includes(11 * 20 + 0)); // 11" along its own side, never entering the band
  const strider = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: free, strider: true });
  assert.ok(strider.ends.includes(0 * 20 + 12));
});

test('AOF-J01 AOF-X13 a hero crosses a 1" gap and walks down 3" as movement, never a wider gap nor a deeper drop; a flier ignores them', () => {
  const bf = buildBattlefield(12, [piece('gap', 3, 0, 1, 12), piece('gap', 6, 0, 2, 12), piece('open', 9, 0, 3, 12, 4)]);
  const hero = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: free, crossesGaps: true });
  assert.ok(hero.ends.includes(cell(4, 0)));
  assert.equal(hero.cost(cell(4, 0)) / 2, 4); // over the gap: two steps
  assert.ok(!hero.ends.includes(cell(8, 0))); // a 2" gap needs a jump
  const enemy = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: free });
  assert.ok(!enemy.ends.includes(cell(4, 0)));
  // From the 4" ledge, down 4" is no walk; from a 3" one it is.
  const high = moveReach(buildBattlefield(12, [piece('open', 0, 0, 2, 12, 4)]), { x: 0, y: 0 }, { inches: 6, occupied: free });
  assert.ok(!high.ends.includes(cell(2, 0)));
  const low = moveReach(buildBattlefield(12, [piece('open', 0, 0, 2, 12, 3)]), { x: 0, y: 0 }, { inches: 6, occupied: free });
  assert.ok(low.ends.includes(cell(2, 0)));
  const flier = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: free, flying: true });
  assert.ok(flier.ends.includes(cell(8, 0)));
});

test('AOF-M01 AOF-T03 a move never ends on another model nor where it may not stop, passes no blocker, and says when it crossed dangerous ground', () => {
  const bf = buildBattlefield(12, [piece('blocker', 2, 0, 1, 11), piece('dangerous', 0, 5, 2, 1)]);
  const r = moveReach(bf, { x: 0, y: 0 }, { inches: 12, occupied: (x, y) => x === 1 && y === 1, noStop: (x, y) => x === 0 && y === 3 });
  assert.ok(!r.ends.includes(cell(1, 1)));
  assert.ok(!r.ends.includes(cell(0, 3)));
  assert.ok(r.ends.includes(cell(0, 4)));
  assert.ok(!r.ends.includes(cell(3, 0))); // behind the wall: round by row 11, more than 12"
  assert.ok(r.crossesDangerous(cell(0, 6)));
  assert.ok(!r.crossesDangerous(cell(0, 4)));
});

test('DEC-23 AOF-T02 a walk searched only as far as asked gives the costs a whole search gives', () => {
  // Difficult ground (its 6" cap makes a square's cost depend on the way found first), blockers,
  // a gap, heights to climb and drop: a walk resumed for one set of squares after another must
  // settle every square as a search of the whole battlefield does.
  const size = 24;
  const bf = buildBattlefield(size, [
    piece('difficult', 4, 2, 6, 5), piece('blocker', 12, 0, 1, 15), piece('gap', 3, 12, 8, 1, -2),
    piece('open', 15, 4, 5, 5, 3), piece('open', 16, 5, 3, 3, 6), piece('dangerous', 6, 16, 4, 4), piece('difficult', 14, 14, 6, 6, 1),
  ]);
  for (const spec of [{ inches: size * 4, occupied: free }, { inches: size * 4, occupied: free, crossesGaps: true }, { inches: size * 4, occupied: free, strider: true }] as MoveSpec[]) {
    const from = [{ x: 20, y: 20 }, { x: 21, y: 20 }];
    const whole = moveReach(bf, from, spec);
    const walk = startWalk(bf, from, spec);
    // From near to far, then near again: each ask resumes the walk, or reads what it settled.
    const asks = [[cell(19, 19, size), cell(18, 18, size)], [cell(2, 2, size), cell(3, 1, size), cell(0, 23, size)], [cell(10, 20, size)], [cell(5, 5, size), cell(23, 0, size)], [cell(13, 13, size)]];
    for (const cells of asks) {
      walkOn(walk, cells);
      const least = Math.min(...cells.map((c) => whole.cost(c)));
      for (const c of cells) {
        const got = walkCost(walk, c);
        // The cheapest, and every one as cheap, are settled at their cost; the others may be.
        if (whole.cost(c) === least) assert.equal(got, least, `square ${c}`);
        else assert.ok(got === Infinity || got === whole.cost(c), `square ${c}: ${got} against ${whole.cost(c)}`);
      }
    }
    walkOn(walk, [cell(23, 23, size) - size]);
    for (let c = 0; c < size * size; c++) if (walkCost(walk, c) !== Infinity) assert.equal(walkCost(walk, c), whole.cost(c), `square ${c}`);
  }
});
