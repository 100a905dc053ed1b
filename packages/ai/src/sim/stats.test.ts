import { test } from 'node:test';
import assert from 'node:assert/strict';
import { difference, summarize, wilson } from './stats.ts';
import type { FightRecord } from './job.ts';

const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 5e-4, `${a} ≠ ${b}`);

test('Wilson interval matches the textbook values (8 of 10: 0.490–0.943; 0 of 20: 0–0.161)', () => {
  const w = wilson(8, 10);
  close(w.low, 0.4902);
  close(w.high, 0.9433);
  const z = wilson(0, 20);
  close(z.low, 0);
  close(z.high, 0.1611);
});

test("Newcombe's difference interval contains the difference and is symmetric for mirrored arms", () => {
  const d = difference(40, 100, 60, 100);
  close(d.value, 0.2);
  assert.ok(d.low > 0.05 && d.low < 0.2 && d.high > 0.2 && d.high < 0.35);
  const m = difference(60, 100, 40, 100);
  close(m.low, -d.high);
});

test('summaries count wins, unfinished games and figures per type', () => {
  const rec = (winner: FightRecord['winner'], turns: number): FightRecord => ({
    seed: 1, arm: 0, winner, reason: null, turns, decisions: 10,
    models: [{ id: 'elf', type: 'elf', side: 'heroes', woundsDealt: 3, woundsTaken: 1, kills: 1, knockedOut: 0, died: false, gold: 10 }],
  });
  const s = summarize([rec('heroes', 2), rec('monsters', 4), rec(null, 4)]);
  assert.equal(s.heroWins, 1);
  assert.equal(s.unfinished, 1);
  assert.deepEqual(s.turnHistogram, [0, 0, 1, 0, 2]);
  assert.equal(s.byType[0]!.kills, 3);
  close(s.treasure, 10);
});
