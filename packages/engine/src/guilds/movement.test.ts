// Combat movement under `guilds` on a square strewn with corpses: half Speed with the halves kept
// (DEC-04) and corpses making a square dearer up to a cap (GLD-M01).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../game.ts';
import type { GameHeader, GameState } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { corpseCost } from './common.ts';
import { reachFor } from './movement.ts';

/** A fight in a corridor: the hero at [1, 1], `corpses` slain orcs on [2, 1], a live orc far off. */
function corridor(corpses: number, speed: number): GameState {
  const header: GameHeader = {
    ruleset: 'guilds', options: {}, packs: [], seed: 1,
    setup: {
      map: ['############', '#..........#', '############'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0 }],
      monsters: [
        ...[...Array(corpses)].map((_, i) => ({ type: 'orc', at: [3 + i, 1] as [number, number], id: `slain${i}` })),
        { type: 'orc', at: [10, 1], id: 'orc' },
      ],
      start: 'combat',
      firstSide: 'heroes',
    },
  };
  const s = createGame(header, fixtureContent);
  s.models.hero!.profile = { ...s.models.hero!.profile, speed };
  for (let i = 0; i < corpses; i++) Object.assign(s.models[`slain${i}`]!, { x: 2, y: 1, status: { ...s.models[`slain${i}`]!.status, dead: true } });
  return s;
}

/** The farthest square east the hero reaches with its combat move. */
function farthest(s: GameState): number {
  const r = reachFor(s, s.models.hero!);
  let x = 1;
  for (let to = 2; to <= 9; to++) if (r.pathTo(to, 1)) x = to;
  return x;
}

test('GLD-M01 a corpse adds 0.5 to its square, two 1, three or more 1.5 and never more', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 6].map(corpseCost), [0, 0.5, 1, 1.5, 1.5, 1.5]);
});

test('GLD-M01 DEC-04 half Speed keeps its half: Speed 5 crosses a square of four corpses (2.5) and no further; Speed 7 goes one more', () => {
  assert.equal(farthest(corridor(4, 5)), 2);
  assert.equal(farthest(corridor(4, 7)), 3);
  // One corpse: 1.5 then 1 is 2.5, all of Speed 5's move.
  assert.equal(farthest(corridor(1, 5)), 3);
  // Speed 4 has 2 points: the corpse square (1.5) and a 0.5 that enters no empty square.
  assert.equal(farthest(corridor(1, 4)), 2);
  // Three corpses cost as much as four: the cap.
  assert.equal(farthest(corridor(3, 5)), 2);
  assert.equal(farthest(corridor(0, 5)), 3);
});
