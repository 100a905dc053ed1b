// The hero bots between fights: a friend at a third of his wounds or less gets a potion before the
// party walks on into the unknown; one only scratched does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, type GameState } from '@delve/engine';
import { heroPolicy } from './index.ts';

const content = await loadDefaultContent('ahq');

// A room with a closed door east: the dwarf carries a potion, the elf stands beside him.
function room(elfWounds: number): GameState {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 4,
    setup: {
      map: ['#######', '#.....#', '#.....+', '#######'],
      sections: [{ id: 'room', kind: 'room', x: 1, y: 1, w: 5, h: 2, revealed: true }],
      heroes: [
        { type: 'dwarf', seat: 'p1', at: [2, 1], id: 'dwarf', items: ['healing-potion'] },
        { type: 'elf', seat: 'p1', at: [3, 1], id: 'elf', wounds: elfWounds },
      ],
    },
  }, content);
  while (s.pending?.kind === 'choosePlayer') assert.ok(applyInPlace(s, s.pending.seat, { kind: 'choosePlayer', player: 'p1' }).ok);
  return s;
}

test('a bot gives its potion to a friend badly hurt before the party goes on, and keeps it for a scratch', () => {
  const hurt = room(1);
  let a = heroPolicy(hurt, 'p1');
  // Whoever acts first, the elf gets the dwarf's potion before anyone opens the door.
  for (let i = 0; i < 4 && a.kind !== 'potion'; i++) {
    assert.notEqual(a.kind, 'door');
    assert.ok(applyInPlace(hurt, 'p1', a).ok);
    a = heroPolicy(hurt, 'p1');
  }
  assert.deepEqual(a, { kind: 'potion', model: 'dwarf', item: 'healing-potion', target: 'elf' });
  const scratched = room(5);
  for (let i = 0; i < 6 && scratched.pending?.seat === 'p1'; i++) {
    const b = heroPolicy(scratched, 'p1');
    assert.notEqual(b.kind, 'potion');
    assert.ok(applyInPlace(scratched, 'p1', b).ok);
  }
});
