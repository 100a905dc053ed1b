// The GM's routine at the start of a GM phase (AHQ-C46): attack-then-move only for a monster with a
// thrown weapon that can shoot and step back out of a coming hero's reach; with no such weapon
// among the monsters, move-then-attack without reading the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { createGame, type GameState } from '@delve/engine';
import { routine } from './encounter.ts';

const content = await loadDefaultContent('ahq');

// A hall: the barbarian at its west end, a goblin five squares east, in his sight.
//   0123456789
// 0 ##########
// 1 #........#
// 2 #........#
// 3 ##########
function hall(goblinWeapons?: string[]): GameState {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 5,
    setup: {
      map: ['##########', '#........#', '#........#', '##########'], start: 'combat', firstSide: 'monsters',
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian' }],
      monsters: [{ type: 'goblin', at: [6, 1], id: 'goblin' }],
    },
  }, content);
  // No monster of the pack carries a thrown weapon: one is handed to the goblin, as a pack could.
  if (goblinWeapons) s.models.goblin!.weapons = goblinWeapons;
  return s;
}

test('AHQ-C46 the GM moves then attacks unless a monster could throw and step back out of reach: a goblin with a throwing axe attacks first', () => {
  const plain = hall();
  assert.equal(plain.pending?.kind, 'routine', 'the GM phase opens with the routine');
  assert.deepEqual(routine(plain), { kind: 'routine', routine: 'moveThenAttack' });

  // Out of contact, with a shot, and the barbarian a combat move away: throw, then step back.
  const thrower = hall(['short-sword', 'throwing-axe']);
  assert.deepEqual(routine(thrower), { kind: 'routine', routine: 'attackThenMove' });
});
