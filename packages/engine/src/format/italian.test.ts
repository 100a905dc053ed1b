// Italian articles: chosen by gender, number and the name's first letters, joined to the
// prepositions before them, a capital where a sentence opens with one, none before a hero's own
// name, and the participles agreeing with a feminine subject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent } from '../types.ts';
import type { NameGrammar } from '../content-types.ts';
import { definiteArticle, finishItalian, withArticle } from './italian.ts';
import { formatEvent, type Names } from './index.ts';

test('the article follows gender, number and the first letters of the name', () => {
  const m: NameGrammar = { gender: 'm' }, f: NameGrammar = { gender: 'f' };
  assert.deepEqual(['Barbaro', 'Spadone', 'Elfo', 'Zombi', 'Gnomo', 'Goblin 1'].map((n) => definiteArticle(n, m)), ['il', 'lo', "l'", 'lo', 'lo', 'il']);
  assert.deepEqual(['Spada larga', 'Armatura di cuoio', 'Pozione curativa'].map((n) => definiteArticle(n, f)), ['la', "l'", 'la']);
  assert.deepEqual([definiteArticle('Frecce', { gender: 'f', plural: true }), definiteArticle('Artigli', { gender: 'm', plural: true }), definiteArticle('Quadrelli', { gender: 'm', plural: true })], ['le', 'gli', 'i']);
  assert.equal(definiteArticle('Whisky', { gender: 'm', article: 'il' }), 'il', 'a pack\'s article wins');
  assert.equal(definiteArticle('Ascia da battaglia'), "l'", 'no grammar: -a is feminine, a vowel elides');
});

test('prepositions join their articles; a sentence opening with one takes a capital; marks go', () => {
  const n = (name: string, g: NameGrammar | null = { gender: 'm' }) => withArticle(name, g);
  assert.equal(finishItalian(`${n('Barbaro')} dà ${n('Pozione curativa', { gender: 'f' })} a ${n('Elfo')}.`), "Il Barbaro dà la Pozione curativa all'Elfo.");
  assert.equal(finishItalian(`per mano di ${n('Orco 1')}, su ${n('Scheletro 2')}, in ${n('Frecce', { gender: 'f', plural: true })}, da ${n('Artigli', { gender: 'm', plural: true })}`), "per mano dell'Orco 1, sullo Scheletro 2, nelle Frecce, dagli Artigli");
  assert.equal(finishItalian(`${n('Sigrid', null)} attacca ${n('Goblin 1')}`), 'Sigrid attacca il Goblin 1', 'a hero\'s own name takes no article');
  assert.equal(finishItalian(`agisce ${n('Barbaro')}`, false), 'agisce il Barbaro');
  assert.equal(withArticle('La tana', undefined), 'La tana', 'a title with its own article is said as it stands');
  assert.equal(withArticle('Una borsa', { gender: 'f', article: 'none' }), 'Una borsa');
});

test('"a" before a name opening with an "a" is written "ad", and only then', () => {
  assert.equal(finishItalian('Tocca a Anna (Barbaro).'), 'Tocca ad Anna (Barbaro).');
  assert.equal(finishItalian(`dà la pozione a ${withArticle('Alda', null)}`), 'dà la pozione ad Alda');
  assert.equal(finishItalian('Tocca a Bob.'), 'Tocca a Bob.');
  assert.equal(finishItalian(`a ${withArticle('Arciere', { gender: 'm' })}`), "all'Arciere", 'a joined article is left as it is');
});

test('a feminine subject makes the participles feminine', () => {
  const names: Names = { model: (id) => (id === 'guard' ? 'Guardia orca 1' : 'Orco 1'), item: (id) => id, grammar: () => undefined };
  const placed = (model: string) => formatEvent({ type: 'placed', model, at: { x: 1, y: 2 } } as GameEvent, names, 'it');
  assert.equal(placed('guard'), 'La Guardia orca 1 è piazzata in [1, 2].');
  assert.equal(placed('orc'), "L'Orco 1 è piazzato in [1, 2].");
  assert.equal(formatEvent({ type: 'knockedOut', model: 'guard' } as GameEvent, names, 'it'), 'La Guardia orca 1 è messa fuori combattimento!');
});
