// A move refused says why, in a player's words, from the engine: the Death Zone or control zone
// that stops the mover on the way, the distance, the wall, the model on the square, a move made
// already; the same words a click on the board or a square typed in the terminal gets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, explain } from '../game.ts';
import type { GameHeader, GameState, MoveRefusal } from '../types.ts';
import { formatRefusal, type Names } from '../format/index.ts';
import { fixtureContent } from '../testing/fixture-content.ts';

function fight(ruleset: 'ahq' | 'guilds', map: string[], monsters: GameHeader['setup']['monsters']): GameState {
  return createGame({
    ruleset, options: {}, packs: ['fixture'], seed: 1, dice: [],
    setup: { map, heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 2], id: 'barbarian', fate: 0 }], monsters, start: 'combat' },
  }, fixtureContent);
}

const move = (to: [number, number]) => ({ kind: 'move', model: 'barbarian', to }) as const;

test('AHQ-C14 a move refused says the enemy Death Zone stops the mover on the way, not only that the square is out of reach', () => {
  // A passage two squares wide; the orc's Death Zone covers both rows at x 3 to 5.
  const s = fight('ahq', ['##########', '#........#', '#........#', '##########'], [{ type: 'orc', at: [4, 1], id: 'orc' }]);
  const why = explain(s, 'p1', move([7, 2]));
  assert.equal(why, 'Barbarian cannot go there: an enemy Death Zone (AHQ-C14) stops the move on the way');
  const r = apply(s, 'p1', move([7, 2]));
  assert.ok(!r.ok && r.error.message === why, 'the refusal says the same');
  assert.equal(explain(s, 'p1', move([4, 1])), 'Barbarian cannot end a move there: Orc 1 stands on [4, 1]');
  assert.equal(explain(s, 'p1', move([0, 2])), 'Barbarian cannot go there: [0, 2] is solid wall');
  assert.equal(explain(s, 'p1', move([2, 2])), null, 'a legal move has nothing to explain');
});

test('AHQ-C13 a move refused for its length says how far the square is and how far the model may go; a second move says it was made', () => {
  const s = fight('ahq', ['##############', '#............#', '#............#', '##############'], [{ type: 'orc', at: [12, 1], id: 'orc' }]);
  // Speed 7: [9, 1] is nine squares away, outside every Death Zone.
  assert.equal(explain(s, 'p1', move([9, 1])), 'Barbarian cannot go there: it is 9 squares away and Barbarian has 7');
  const r = apply(s, 'p1', move([3, 2]));
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.match(explain(r.state, 'p1', { kind: 'move', model: 'barbarian', to: [4, 2] }) ?? '', /Barbarian has already moved this phase/);
});

test('GLD-M03 in guilds a move refused names the enemy control zone that stops it', () => {
  // 3.5 movement points (half Speed 7, DEC-04); every way to [4, 2] crosses the orc's control zone.
  const s = fight('guilds', ['##########', '#........#', '#........#', '##########'], [{ type: 'orc', at: [3, 1], id: 'orc' }]);
  assert.equal(explain(s, 'p1', move([4, 2])), 'Barbarian cannot go there: an enemy control zone (GLD-M03) stops the move on the way');
  assert.equal(explain(s, 'p1', move([8, 2])), 'Barbarian cannot go there: it is 7 movement points away and Barbarian has 3.5');
});

test('AHQ-C14 GLD-M03 a refused move carries its reason as data, said in Italian with the names of the seat and their articles', () => {
  const s = fight('ahq', ['##########', '#........#', '#........#', '##########'], [{ type: 'orc', at: [4, 1], id: 'orc' }]);
  const it: Names = { model: (id) => (id === 'barbarian' ? 'Barbaro' : 'Orco 1'), item: (id) => id, grammar: () => ({ gender: 'm' }) };
  const why = (st: GameState, to: [number, number]): MoveRefusal => {
    const r = apply(st, 'p1', move(to));
    assert.ok(!r.ok && r.error.why, 'the refusal says why as data');
    return r.error.why as MoveRefusal;
  };
  assert.equal(formatRefusal(why(s, [7, 2]), it, 'it'), 'Il Barbaro non può andare lì: una Zona Mortale nemica (AHQ-C14) ferma il movimento lungo la via');
  assert.equal(formatRefusal(why(s, [4, 1]), it, 'it'), "Il Barbaro non può finire il movimento lì: su [4, 1] c’è l'Orco 1");
  assert.equal(formatRefusal(why(s, [0, 2]), it, 'it'), 'Il Barbaro non può andare lì: [0, 2] è muro pieno');
  const g = fight('guilds', ['##########', '#........#', '#........#', '##########'], [{ type: 'orc', at: [3, 1], id: 'orc' }]);
  assert.equal(formatRefusal(why(g, [8, 2]), it, 'it'), 'Il Barbaro non può andare lì: è a 7 punti movimento e il Barbaro ne ha 3.5');
  assert.equal(formatRefusal(why(g, [8, 2]), { model: (id) => id, item: (id) => id }, 'en'), 'barbarian cannot go there: it is 7 movement points away and barbarian has 3.5');
});

test('AHQ-C51 DEC-17 a refusal names a monster in disguise by its disguise, never its true kind', () => {
  // The champion goes disguised as an orc; the barbarian tries to strike it from afar and to end a move on it.
  const s = fight('ahq', ['##########', '#........#', '#........#', '##########'], [{ type: 'champion', at: [6, 1], id: 'champ' }]);
  const far = apply(s, 'p1', { kind: 'attack', model: 'barbarian', target: 'champ' });
  assert.ok(!far.ok && far.error.why);
  assert.doesNotMatch(far.error.message, /Champion/, far.error.message);
  assert.match(far.error.message, /^Orc 1 is not next to Barbarian/);
  assert.match(explain(s, 'p1', move([6, 1])) ?? '', /Orc 1 stands on \[6, 1\]/);
});
