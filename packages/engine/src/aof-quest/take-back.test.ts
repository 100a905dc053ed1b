// Which aof-quest events an undo may cross: what the answering seat's own heroes chose, never a
// die, a search token's contents, an enemy's arrival or the AI's steps, nor another seat's hero.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { createGame } from '../game.ts';
import { tellsNothing } from '../take-back.ts';
import type { CoreState, GameEvent } from '../types.ts';

const content = await loadDefaultContent('aof-quest');
const s = createGame<CoreState>({
  ruleset: 'aof-quest', options: {}, packs: content.packs, seed: 1,
  setup: { mission: 'wolves-at-the-mill', heroes: [{ class: 'knight', seat: 'p1', id: 'k' }, { class: 'ranger', seat: 'p2', id: 'r' }], units: [{ unit: 'orc-warriors', id: 'o', at: [[20, 20]] }] },
}, content);

test("DEC-17 an undo crosses what the seat's own heroes chose, and nothing it learned", () => {
  const chosen: GameEvent[] = [
    { type: 'aofRound', round: 2 },
    { type: 'aofActivation', unit: 'k' },
    { type: 'aofAction', unit: 'k', action: 'advance', extra: false },
    { type: 'aofMoved', unit: 'k', to: { x: 3, y: 4 }, inches: 4.5 },
    { type: 'aofRested', unit: 'k', power: 3 },
    { type: 'aofPower', unit: 'k', reason: 'extra-action', cost: 2, left: 1, wounds: 0, short: false },
    { type: 'aofDeployed', units: ['k'], ambush: true, side: 'heroes' },
  ];
  for (const e of chosen) assert.equal(tellsNothing(s, e, 'p1'), true, e.type);
  const news: GameEvent[] = [
    // Another seat's hero, an enemy's activation and move.
    { type: 'aofActivation', unit: 'r' },
    { type: 'aofMoved', unit: 'r', to: { x: 3, y: 4 }, inches: 4.5 },
    { type: 'aofActivation', unit: 'o' },
    { type: 'aofMoved', unit: 'o', to: { x: 3, y: 4 }, inches: 4.5 },
    { type: 'aofAi', unit: 'o', branch: 'rush-to-goal', action: 'rush', target: null, goal: 'g1', range: 0, shoot: 0, charge: 0 },
    // Dice: a test, an attack, a cast, the D3 power of Impaired.
    { type: 'aofTest', unit: 'k', stat: 'dangerous', need: 2, modifier: 0, faces: [3], passed: true },
    { type: 'aofAttack', unit: 'k', target: 'o', weapon: 'sword', melee: true, toHit: [4], impact: [], hits: 1, blocks: [], regeneration: [], wounds: 1 },
    { type: 'aofCast', unit: 'k', spell: 'x', target: 'o', roll: 5, modifier: 0, success: true, forced: false },
    { type: 'aofPower', unit: 'k', reason: 'impaired', cost: 2, left: 1, wounds: 0, short: false },
    // Hidden things coming to light: a token's contents, enemies arriving.
    { type: 'aofToken', token: 't1', by: 'k', contents: 'gold', gold: 5 },
    { type: 'aofDeployed', units: ['o'], ambush: true, side: 'ai' },
  ];
  for (const e of news) assert.equal(tellsNothing(s, e, 'p1'), false, `${e.type} ${JSON.stringify(e)}`);
});
