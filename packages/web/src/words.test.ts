// Decisions and answers in words: a kind of decision or answer this client has no form for is
// still shown plainly (its title, and each legal answer as a button label), so a new kind is never
// a dead end; known ones read as sentences in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Answer, Decision } from '@delve/engine';
import { translator } from './i18n.ts';
import { answerLabel, decisionTitle, setContentNames } from './words.ts';

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
});

test('a kind of answer or decision the client does not know is still named, with its fields', () => {
  const en = translator('en');
  const card = { kind: 'heroic', card: 'second-wind', hero: 'warrior' } as unknown as Answer;
  assert.equal(answerLabel(card, names, en), 'heroic · card second wind · hero Warrior');
  const d = { kind: 'heroic', seat: 'p1', hero: 'warrior' } as unknown as Decision;
  assert.equal(decisionTitle(d, names, en), 'Decide: heroic');
  assert.equal(decisionTitle(d, names, translator('it')), 'Decidi: heroic');
  const moat = { kind: 'generator', seat: 'gm', question: { id: 'moat', rule: 'AHQ-E99' }, options: [] } as unknown as Decision;
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
