// The replay's stepping, shared by every ruleset's `delve replay`: where --to starts and what each
// key does, with the typed lines given in place of a keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LineReader } from './line-reader.ts';
import { startAfter, stepThrough } from './step-through.ts';

const WORDS = { prompt: '> ', atStart: 'at the start', atEnd: 'at the end' };

function typed(lines: (string | null)[]): LineReader & { closed: boolean; prompts: number } {
  const r = {
    closed: false,
    prompts: 0,
    next(prompt: string) {
      assert.equal(prompt, WORDS.prompt);
      r.prompts++;
      return Promise.resolve(lines.length > 0 ? lines.shift()! : null);
    },
    onInterrupt() {},
    close() { r.closed = true; },
  };
  return r;
}

test('replay --to: a whole number from 0 to the answers saved; anything else is refused naming it', () => {
  assert.equal(startAfter(undefined, 5), 0);
  assert.equal(startAfter('0', 5), 0);
  assert.equal(startAfter('5', 5), 5);
  for (const bad of ['6', '-1', '1.5', 'two', '', '0x2', '1e0']) {
    assert.throws(() => startAfter(bad, 5), new RegExp(`--to must be a whole number from 0 to 5, not '${bad}'`), bad);
  }
});

test('replay steps: Enter for the next answer, b for the one before, each end said, q stops and the input is closed', async () => {
  const shown: number[] = [];
  const said: string[] = [];
  const input = typed(['', '', 'b', 'b', 'b', ' q ', '']);
  await stepThrough(2, 1, (n) => shown.push(n), WORDS, (t) => said.push(t), () => input);
  assert.deepEqual(shown, [1, 2, 1, 0]);
  assert.deepEqual(said, ['at the end', 'at the start']);
  assert.equal(input.prompts, 6, 'nothing is read after q');
  assert.equal(input.closed, true);
});

test('replay steps: the end of input stops as q does; a first answer that fails to show opens no input', async () => {
  const input = typed([]);
  const shown: number[] = [];
  await stepThrough(3, 0, (n) => shown.push(n), WORDS, () => {}, () => input);
  assert.deepEqual(shown, [0]);
  assert.equal(input.closed, true);
  let opened = false;
  await assert.rejects(stepThrough(3, 0, () => { throw new Error('answer 0 cannot be shown'); }, WORDS, () => {}, () => { opened = true; return typed([]); }), /cannot be shown/);
  assert.equal(opened, false);
});
