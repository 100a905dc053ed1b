// Undo across the seats one person holds: a solo player at every hero seat takes back their latest
// answer whichever seat gave it; another person's answer, or anything new seen, still stops it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULESETS, type GameEvent, type GameState } from '@delve/engine';
import { undoTarget, type UndoEntry } from './undo.ts';

// A crawl's models, with the crawl's word on which events tell nothing new.
const s = { ctx: { ruleset: RULESETS.ahq }, models: { barbarian: { seat: 'p1' }, dwarf: { seat: 'p2' }, elf: { seat: 'p3' } } } as unknown as GameState;
const moved = (model: string): GameEvent => ({ type: 'moved', model, path: [{ x: 1, y: 1 }], ran: false });
const human = () => 'human' as const;

test('one person holding two seats takes back the latest answer of either', () => {
  const entries: UndoEntry[] = [{ seat: 'p1', events: [moved('barbarian')] }, { seat: 'p1', events: [moved('barbarian')] }];
  const both = new Set(['p1', 'p2']);
  // Asked from the Dwarf's seat, whose turn it now is: the Barbarian's move goes back.
  assert.deepEqual(undoTarget(s, entries, 'p2', human, both), { ok: true, to: 1 });
  const later = [...entries, { seat: 'p2', events: [moved('dwarf')] }];
  assert.deepEqual(undoTarget(s, later, 'p1', human, both), { ok: true, to: 2 });
  // Without the seats held, the seat alone: the other seat answered since.
  assert.equal(undoTarget(s, entries, 'p2', human).ok, false);
});

test('the other limits stay: another person\'s answer, or a die, stops it', () => {
  const both = new Set(['p1', 'p2']);
  const other = [{ seat: 'p1', events: [moved('barbarian')] }, { seat: 'p3', events: [moved('elf')] }];
  assert.deepEqual(undoTarget(s, other, 'p1', human, both), { ok: false, reason: 'seat p3 has answered since' });
  const dice: GameEvent = { type: 'dice', purpose: 'search', who: 'barbarian', rolls: [7] } as unknown as GameEvent;
  const rolled = [{ seat: 'p1', events: [moved('barbarian')] }, { seat: 'p2', events: [dice] }];
  assert.equal(undoTarget(s, rolled, 'p1', human, both).ok, false);
});
