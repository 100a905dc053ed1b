// A save carries its check (the state hash after every step, and the header's): an edited header,
// scripted dice or an answer swapped for another legal one make `delve replay` and `delve play
// --load` say at which step the save parts from the game, and stop; a save from before checks
// replays with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyInPlace, cloneState, createGame, legalAnswers, stateHash, type Setup } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { replayChecked, type CheckedSave } from '@delve/protocol';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

function delve(cwd: string, args: string[], input = 'q\n') {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd, input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('a saved game\'s check finds an edited header, scripted dice and a swapped answer, at their step', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-check-'));
  try {
    const file = join(dir, 'g.json');
    const made = delve(dir, ['play', '--seats', 'heroes=ai,gm=ai', '--seed', '4', '--save', file, '--no-color'], '');
    assert.equal(made.code, 0, made.err);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as CheckedSave & { format: string };
    assert.equal(saved.check!.steps.length, saved.answers.length + 1);
    assert.match(saved.check!.header, /^[0-9a-f]{8}$/);
    const ok = delve(dir, ['replay', file, '--no-color']);
    assert.equal(ok.code, 0, ok.err);
    assert.equal(ok.err, '');

    const content = await loadDefaultContent('ahq');
    // Another legal answer at step k, one that leads elsewhere.
    const k = Math.min(6, saved.answers.length);
    const s = createGame(saved.header, content);
    for (let i = 0; i < k - 1; i++) assert.ok(applyInPlace(s, saved.answers[i]!.seat, saved.answers[i]!.answer).ok);
    const seat = saved.answers[k - 1]!.seat;
    const played = cloneState(s);
    assert.ok(applyInPlace(played, seat, saved.answers[k - 1]!.answer).ok);
    const swap = legalAnswers(s, seat).find((a) => {
      const t = cloneState(s);
      return JSON.stringify(a) !== JSON.stringify(saved.answers[k - 1]!.answer) && applyInPlace(t, seat, a).ok && stateHash(t) !== stateHash(played);
    });
    assert.ok(swap, 'another legal answer');

    const edits: [string, (g: typeof saved) => void, RegExp][] = [
      ['a hero\'s wounds', (g) => ((g.header.setup as Setup).heroes[0]!.wounds = 3), /its header is not the one saved/],
      ['dice inserted', (g) => (g.header.dice = [12, 12, 12, 12, 12, 12]), /its header is not the one saved/],
      ['a swapped answer', (g) => (g.answers[k - 1]!.answer = swap!), new RegExp(`parts from the saved game at step ${k}:`)],
      ['an answer dropped', (g) => g.answers.pop(), /its check covers \d+ answers, but it holds \d+/],
    ];
    for (const [what, edit, message] of edits) {
      const g = structuredClone(saved);
      edit(g);
      const f = join(dir, 'edited.json');
      writeFileSync(f, JSON.stringify(g));
      for (const args of [['replay', f, '--no-color'], ['play', '--load', f, '--seats', 'heroes=ai', '--save', join(dir, 'x.json'), '--no-color']]) {
        const r = delve(dir, args);
        assert.equal(r.code, 1, `${what}, ${args[0]}: ${r.out}`);
        assert.ok(r.err.startsWith(`delve: ${f}: `), `${what}: names the file: ${r.err}`);
        assert.match(r.err, message, what);
      }
    }
    // The same edits with the header hash recomputed (a careful editor): the states still tell.
    for (const [edit, step] of [[(g: typeof saved) => ((g.header.setup as Setup).heroes[0]!.wounds = 3), 0], [(g: typeof saved) => (g.header.dice = [12, 12, 12, 12]), 0]] as const) {
      const g = structuredClone(saved);
      edit(g);
      const { headerHash } = await import('@delve/protocol');
      g.check!.header = headerHash(g.header);
      const v = replayChecked(g, content);
      assert.equal(v.ok, false);
      if (!v.ok) assert.equal(v.step, step);
    }

    // A save from before checks: it loads, with a warning.
    const old = structuredClone(saved);
    delete old.check;
    const f = join(dir, 'old.json');
    writeFileSync(f, JSON.stringify(old));
    const r = delve(dir, ['replay', f, '--no-color']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, /warning: .*old\.json carries no check/);
    // Resumed and saved again, it carries one.
    const again = delve(dir, ['play', '--load', f, '--seats', 'heroes=ai', '--save', join(dir, 'again.json'), '--no-color'], '');
    assert.equal(again.code, 0, again.err);
    assert.equal(JSON.parse(readFileSync(join(dir, 'again.json'), 'utf8')).check.steps.length, old.answers.length + 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
