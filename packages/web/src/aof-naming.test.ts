// The aof-quest page's names for its log: a weapon in the page's language, the units by the
// engine's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aofWords, formatEvent, type AofSeatView } from '@delve/engine';
import { aofNameMap } from './aof-naming.ts';
import { namesFrom, setContentNames } from './words.ts';

test('the aof-quest log names a weapon in Italian on the Italian page, the units as the engine words them', () => {
  setContentNames({ 'great-axe': 'Great Axe' }, { it: { 'great-axe': 'Ascia grande' } }, 'aof-quest');
  const view = {
    round: 1, activating: null, units: [
      { id: 'b', side: 'heroes', name: { en: 'Berserker', it: 'Berserker' }, number: 1, seat: 'p1', models: [{ id: 'b', at: [1, 1], wounds: 0 }], startModels: 1, spellTokens: 0, hero: null },
      { id: 'u1', side: 'ai', name: { en: 'Dire Wolves', it: 'Lupi crudeli' }, number: 1, seat: null, models: [{ id: 'u1.1', at: [3, 1], wounds: 0 }], startModels: 3, spellTokens: 0, hero: null },
    ], tokens: [], aiGoals: [], objectives: [],
  } as unknown as AofSeatView;
  const words = aofWords(view, { spells: {}, items: {} }, 'it');
  const names = aofNameMap(view.units, words, view, 'it');
  const line = formatEvent({ type: 'aofAttack', unit: 'b', target: 'u1', weapon: 'great-axe', melee: true, toHit: [5, 1], impact: [], hits: 1, blocks: [5], regeneration: [], wounds: 1 }, namesFrom(names), 'it');
  assert.equal(line, 'Berserker colpisce Lupi crudeli 1 con Ascia grande: 5, 1 — 1 colpo; parate 5 — 1 ferita.');
});
