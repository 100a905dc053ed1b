// Why an aof-quest answer is refused (explain.ts), as data on the error and in words in English and
// Italian: each reason the rules give for a square, a charge, a shot or an activation refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '../../../content/src/index.ts';
import { applyInPlace, createGame, explain } from '../game.ts';
import { formatRefusal } from '../format/refusals.ts';
import type { Names } from '../format/messages.ts';
import type { Content } from '../content-types.ts';
import type { AofRefusal, GameHeader } from '../types.ts';
import type { AofMissionDef } from './content-types.ts';
import type { AofState } from './state.ts';

const content = (await loadDefaultContent('aof-quest')) as unknown as Content;

/** A 48×48 field with a wall at [12..13, 2..3] and a chasm at [5, 5]. */
const field: AofMissionDef = {
  id: 'field', name: { en: 'Field', it: 'Campo' }, briefing: { en: '', it: '' }, type: 'test',
  battlefield: { size: 48, terrain: [{ kind: 'blocker', at: [12, 2], size: [2, 2], height: 3 }, { kind: 'gap', at: [5, 5], size: [1, 1], height: 0 }] },
  zones: [{ id: 'all', at: [0, 0], size: [48, 48] }], heroZone: 'all',
  aiGoals: [], waves: [], objectives: [], victory: [], defeat: [{ kind: 'heroes-down' }], rounds: 5,
};

function game(): AofState {
  const h: GameHeader<unknown> = {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed: 1,
    setup: {
      mission: field, heroes: [{ class: 'ranger', seat: 'p1', id: 'r', at: [10, 10] }, { class: 'knight', seat: 'p1', id: 'k', at: [10, 20] }],
      units: [{ unit: 'goblin-archers', id: 'g', at: [[20, 10], [21, 10], [20, 11]] }, { unit: 'cave-troll', id: 't', at: [[10, 46]] }],
    },
  };
  return createGame(h, content) as unknown as AofState;
}

const names: Names = { model: (id) => ({ r: 'Ranger', k: 'Knight', g: 'Goblin Archers 1', t: 'Cave Troll 1' })[id] ?? id, item: (id) => id };
const nomi: Names = { model: (id) => ({ r: 'Ramingo', k: 'Cavaliere', g: 'Arcieri goblin 1', t: 'Troll delle caverne 1' })[id] ?? id, item: (id) => id };

function refused(s: AofState, option: string): { why: AofRefusal; en: string; it: string } {
  const before = JSON.stringify(s.units);
  const r = applyInPlace(s as never, 'p1', { kind: 'choice', option });
  assert.ok(!r.ok, `${option} is refused`);
  assert.equal(JSON.stringify(s.units), before, 'a refusal changes nothing');
  const why = r.error.why as AofRefusal;
  assert.ok(why, `${option}: the reason as data (${r.error.message})`);
  assert.equal(explain(s as never, 'p1', { kind: 'choice', option }), r.error.message);
  return { why, en: formatRefusal(why, names, 'en'), it: formatRefusal(why, nomi, 'it') };
}

const play = (s: AofState, option: string) => assert.ok(applyInPlace(s as never, 'p1', { kind: 'choice', option }).ok, option);

test("AOF-A02 AOF-M01 DEC-24 AOF-L01 a square refused says why: off the field, impassable, taken, within an inch of a unit, beyond the action's inches, out of contact", () => {
  const s = game();
  play(s, 'k');
  assert.equal(refused(s, 'advance:50.3').en, 'Knight cannot go there: square 50, 3 is off the battlefield');
  assert.equal(refused(s, 'advance:12.2').en, 'Knight cannot end a move on square 12, 2: the ground there is impassable');
  assert.equal(refused(s, 'rush:20.10').en, 'Knight cannot end a move on square 20, 10: Goblin Archers 1 stands there');
  assert.equal(refused(s, 'rush:19.10').en, 'Knight cannot end a move on square 19, 10: it is within 1" of Goblin Archers 1, where only a Charge may end (AOF-M01)');
  const far = refused(s, 'advance:10.13');
  assert.deepEqual(far.why, { why: 'aofFar', unit: 'k', at: [10, 13], action: 'advance', cost: 7, budget: 6 });
  assert.equal(far.en, 'Knight cannot Advance to square 10, 13: the way there is 7" and an Advance goes 6"');
  assert.equal(far.it, 'Cavaliere non può Avanzare fino a casella 10, 13: la via è di 7" e un’Avanzata arriva a 6"');
  assert.equal(refused(s, 'rush:10.33').it, 'Cavaliere non può Correre fino a casella 10, 33: la via è di 13" e una Corsa arriva a 12"');
  assert.equal(refused(s, 'charge:t:10.30').en, 'Knight cannot charge Cave Troll 1 from square 10, 30: a Charge ends in base contact with its target (AOF-L01)');
  assert.equal(refused(s, 'charge:t').en, 'Knight cannot charge Cave Troll 1: the nearest square in contact is 25" away and a Charge goes 12"');
  assert.equal(refused(s, 'jump:11.20').en, 'Knight cannot jump to square 11, 20: no gap of 2" to 6" or drop of 4" to 6" lies that way (AOF-J01)');
  // With its action and the extra one spent, no move is left.
  play(s, 'hold');
  play(s, 'hold');
  assert.equal(refused(s, 'advance:10.21').en, 'Knight has no action left this activation (AOF-A01)');
});

test('AOF-S01 AOF-A01 a shot out of range is refused saying the inches, an activation twice saying so', () => {
  const s = game();
  play(s, 'r');
  play(s, 'hold');
  assert.equal(s.pending!.kind === 'choice' && s.pending!.question, 'aof.shoot');
  const shot = refused(s, 't');
  assert.deepEqual(shot.why, { why: 'aofOutOfRange', unit: 'r', target: 't', gap: 35, range: 30 });
  assert.equal(shot.en, 'Ranger cannot shoot Cave Troll 1: it is 35" away and its weapons reach 30" (AOF-S01)');
  assert.equal(shot.it, 'Ramingo non può tirare su Troll delle caverne 1: è a 35" e le sue armi arrivano a 30" (AOF-S01)');
  play(s, 'none');
  play(s, 'end');
  assert.equal(s.pending!.kind === 'choice' && s.pending!.question, 'aof.activate');
  assert.equal(refused(s, 'r').en, 'Ranger has activated this round already (AOF-A01)');
  // An answer with no reason of the rules keeps the plain refusal, with the legal options.
  const r = applyInPlace(s as never, 'p1', { kind: 'choice', option: 'nobody' });
  assert.ok(!r.ok && r.error.why === undefined && /'nobody' is not a legal answer to aof\.activate \(legal: k\)/.test(r.error.message));
});
