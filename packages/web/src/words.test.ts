// Decisions and answers in words: a kind of decision or answer this client has no form for is
// still shown plainly (its title, and each legal answer as a button label), so a new kind is never
// a dead end; known ones read as sentences in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Answer, Decision } from '@delve/engine';
import { translator } from './i18n.ts';
import { answerLabel, decisionTitle, generatorOption, refusalText, setContentNames } from './words.ts';

const names = { warrior: 'Warrior', m1: 'Orc' };

test('answers read as sentences, in English and Italian, with the content\'s names', () => {
  setContentNames({ longbow: 'Longbow' });
  const en = translator('en'), it = translator('it');
  assert.equal(answerLabel({ kind: 'push', model: 'warrior', target: 'm1' }, names, en), 'Warrior pushes Orc');
  assert.equal(answerLabel({ kind: 'push', model: 'warrior', target: 'm1' }, names, it), 'Warrior spinge Orc');
  assert.equal(answerLabel({ kind: 'shoot', model: 'warrior', target: 'm1', weapon: 'longbow' }, names, en), 'Warrior shoots at Orc with Longbow');
  assert.equal(answerLabel({ kind: 'searchSecret', model: 'warrior', wall: 'north' }, names, it), 'Warrior cerca porte segrete nella parete nord');
  assert.equal(answerLabel({ kind: 'move', model: 'warrior', to: [3, 4] }, names, en), 'Move Warrior to 3, 4');
  assert.equal(answerLabel({ kind: 'fate', spend: true }, names, it), 'Spendere un Punto Fato: sì');
  // A hero's own potion is drunk, never given to himself.
  setContentNames({ 'healing-potion': 'Healing potion' });
  assert.equal(answerLabel({ kind: 'potion', model: 'warrior', item: 'healing-potion', target: 'warrior' }, names, en), 'Warrior drinks Healing potion');
  assert.equal(answerLabel({ kind: 'potion', model: 'warrior', item: 'healing-potion', target: 'warrior' }, names, it), 'Warrior beve Healing potion');
});

test('a kind of answer or decision the client does not know is still named, with its fields', () => {
  const en = translator('en');
  const card = { kind: 'heroic', card: 'second-wind', hero: 'warrior' } as unknown as Answer;
  assert.equal(answerLabel(card, names, en), 'heroic · card second wind · hero Warrior');
  const d = { kind: 'heroic', seat: 'p1', hero: 'warrior' } as unknown as Decision;
  assert.equal(decisionTitle(d, names, en), 'Decide: heroic');
  assert.equal(decisionTitle(d, names, translator('it')), 'Decidi: heroic');
  const moat = { kind: 'generator', seat: 'gm', question: { id: 'moat', rule: 'HOUSE-1' }, options: [] } as unknown as Decision;
  assert.equal(decisionTitle(moat, names, en), 'Decide: generator · moat');
});

test('a dungeon generator\'s question is worded in the chosen language, with the names the seat knows', () => {
  setContentNames({ 'guard-room': 'Guard room' });
  const secret: Decision = { kind: 'generator', seat: 'p1', question: { id: 'secretDoor', rule: 'AHQ-E12', model: 'warrior', wall: 'north' }, options: [[1, 2], [2, 2]] };
  assert.equal(decisionTitle(secret, names, translator('en'), 'en'), 'Warrior found a secret door on the north wall: choose where along it the door goes (AHQ-E12).');
  assert.equal(decisionTitle(secret, names, translator('it'), 'it'), 'Warrior ha trovato una porta segreta sulla parete nord: scegli in che punto va la porta (AHQ-E12).');
  const place: Decision = { kind: 'generator', seat: 'gm', question: { id: 'cardPlace', rule: 'GLD-B01', card: 'guard-room' }, options: [] };
  assert.equal(decisionTitle(place, names, translator('it'), 'it'), 'Il GM piazza Guard room oltre l’ingresso: ha in comune quella parete (GLD-B01).');
});

test('the cursor names a piece of furniture on any of its squares, in English and Italian, and the corpses lying there', async () => {
  const { createGame, view, furnishingsView, corpsesView } = await import('@delve/engine');
  const { fixtureContent } = await import('../../engine/src/testing/fixture-content.ts');
  const { describeCell } = await import('./words.ts');
  const content = { ...fixtureContent, furnishings: { table: { id: 'table', name: 'Table', size: [2, 1] as [number, number], icon: 'table' } } };
  const s = createGame({
    ruleset: 'guilds', options: {}, packs: [], seed: 1,
    setup: {
      map: ['######', '#....#', '#....#', '######'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0 }],
      monsters: [{ type: 'orc', at: [3, 2], id: 'orc' }],
      furnishings: [{ type: 'table', at: [2, 1] }],
    },
  }, content);
  s.models.orc!.status.dead = true;
  const base = view(s, 'p1');
  const known = (c: number) => base.map.tiles[c] !== '?';
  // The view as it is once view.ts carries the furniture and corpses.
  const v = { ...base, map: { ...base.map, furnishings: furnishingsView(s, 'p1', known), corpses: corpsesView(s, 'p1', known) } };
  const en = translator('en');
  const it = translator('it');
  assert.equal(describeCell(v, 3, 1, en), `3, 1: ${en('tile.floor')}: Table (furniture: no way through)`);
  assert.match(describeCell(v, 2, 1, it), /Table \(arredo: non si passa\)/);
  assert.doesNotMatch(describeCell(v, 1, 2, en), /Table/);
  assert.match(describeCell(v, 3, 2, en, [{ x: 3, y: 2, name: 'Orc' }]), /the corpse of Orc/);
});

test('each option of a generator question reads as words by its shape, in English and Italian', () => {
  setContentNames({ 'long-hall': 'Long hall' });
  const en = translator('en'), it = translator('it');
  assert.equal(generatorOption([4, 7], en), 'the square 4, 7');
  assert.equal(generatorOption([4, 7], it), 'la casella 4, 7');
  assert.equal(generatorOption({ section: 's2', wall: 'west' }, en), 's2, west side');
  assert.equal(generatorOption({ section: 's2', wall: 'west' }, it), 's2, lato ovest');
  assert.equal(generatorOption({ wall: 'north', at: [[3, 1], [4, 1]], behind: [[3, 0], [4, 0]] }, en), 'north wall, squares 3, 1 and 4, 1');
  assert.equal(generatorOption({ x: 2, y: 5, w: 4, h: 3 }, it), '4×3 caselle da 2, 5');
  const card = { card: 'long-hall', name: 'Long hall', kind: 'room', size: [6, 4], doors: 2, monsters: 0, objective: false };
  assert.equal(generatorOption(card, en), 'Long hall (6×4)');
  assert.equal(generatorOption({ ...card, monsters: 3, objective: true }, it), "Long hall (6×4, mostri: 3) — l'obiettivo");
  // A shape this client has no words for still shows its fields.
  assert.equal(generatorOption({ depth: 3 }, en), 'depth 3');
});

test('refusals read in a player\'s words: the server\'s never as a code or a step number', () => {
  const en = translator('en'), it = translator('it');
  const stale = refusalText({ code: 'game/stale', message: 'the game is at step 1, not 0', about: 'answer' }, en);
  assert.equal(stale, 'The game moved on before that arrived, so nothing changed. Choose again.');
  assert.doesNotMatch(refusalText({ code: 'undo/refused', message: 'seat p3 has answered since', about: 'undo' }, en), /seat p3|undo\//);
  assert.match(refusalText({ code: 'undo/refused', message: 'seat p3 has answered since', about: 'undo' }, it), /Non si può più ritirare/);
  for (const code of ['protocol/malformed', 'server/internal', 'auth/not-your-seat', 'server/storage'] as const) {
    assert.doesNotMatch(refusalText({ code, message: 'this connection does not hold seat p2' }, en), /p2|\//, code);
  }
  // A rule's refusal says which rule, as the engine words it.
  assert.equal(refusalText({ code: 'rules/not-adjacent', message: 'Barbarian is not next to that door (AHQ-E04)' }, en), 'Barbarian is not next to that door (AHQ-E04)');
});
