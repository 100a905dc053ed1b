// The terminal's small things: a resumed game is saved back where it came from, no colour codes go
// into a pipe or past NO_COLOR, `replay` words each answer as the play menu does, a monster keeps
// its letter for the whole game, a hero's own potion is drunk (never "given" to himself), `demo`
// never shows wounds below 0, and the prompt offers help.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyInPlace, createGame, view } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { fixedPolicy, newRoomFight, setupHeader } from '@delve/ai';
import { useColour } from './colour.ts';
import { markKeeper, marks } from './draw-board.ts';
import { labeller } from './answer-labels.ts';
import { standing } from './commands/demo.ts';
import { savePath } from './commands/play.ts';
import { DELVE_MAIN, runDelve } from './testing/run-delve.ts';

const dir = mkdtempSync(join(tmpdir(), 'delve-terminal-'));

const delve = (args: string[], input = '', env: NodeJS.ProcessEnv = {}) => runDelve(dir, args, input, env);

test('q after --load saves back to the loaded file, and says so; never over delve-save.json', () => {
  const mine = join(dir, 'mysave.json');
  const first = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '3', '--save', mine], '1\nq\n');
  assert.equal(first.code, 0, first.err);
  const before = JSON.parse(readFileSync(mine, 'utf8')).answers.length;
  const again = delve(['play', '--load', mine, '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai'], 'm 2 5\ne\nq\n');
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, new RegExp(`resumed .*mysave\\.json after ${before} answers; q saves it to .*mysave\\.json`));
  assert.match(again.out, /saved to .*mysave\.json \(\d+ answers\)/);
  assert.ok(JSON.parse(readFileSync(mine, 'utf8')).answers.length > before, 'the loaded file holds the new answers');
  assert.equal(existsSync(join(dir, 'delve-save.json')), false, 'nothing was written over delve-save.json');
  assert.equal(savePath({ load: 'a.json' }), 'a.json');
  assert.equal(savePath({ load: 'a.json', save: 'b.json' }), 'b.json');
  assert.equal(savePath({}), 'delve-save.json');
});

test('no colour codes into a pipe, nor with NO_COLOR; the prompt offers help', () => {
  // Colour asked for (no --no-color), but stdout is a pipe.
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '3', '--save', join(dir, 'pipe.json')], 'q\n');
  assert.equal(r.code, 0, r.err);
  assert.doesNotMatch(r.out, /\x1b\[/);
  assert.match(r.out, /#\.+/, 'the board is still drawn');
  const replay = delve(['replay', join(dir, 'pipe.json')], 'q\n');
  assert.doesNotMatch(replay.out, /\x1b\[/);
  // Help is offered with every question, before anyone asks for it.
  assert.match(r.out, /choose who acts\n(?:.*\n)*?\s+h: help/);
  assert.equal(useColour(true, { isTTY: true }, {}), true);
  assert.equal(useColour(true, { isTTY: true }, { NO_COLOR: '1' }), false);
  assert.equal(useColour(true, { isTTY: true }, { NO_COLOR: '' }), true, 'an empty NO_COLOR is unset (no-color.org)');
  assert.equal(useColour(true, {}, {}), false, 'a pipe has no isTTY');
  assert.equal(useColour(false, { isTTY: true }, {}), false);
});

test('a reader that stops early ends the output quietly, with no stack trace', () => {
  // Stepping through a whole saved game writes far more than a pipe holds.
  const save = join(dir, 'long.json');
  delve(['play', '--seats', 'heroes=ai,gm=ai', '--seed', '2', '--save', save, '--no-color']);
  const r = spawnSync('sh', ['-c', `yes '' | head -n 300 | "${process.execPath}" "${DELVE_MAIN}" replay "${save}" --no-color | head -n 2`], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.stdout.split('\n').length, 3);
  assert.doesNotMatch(r.stderr, /EPIPE|\n\s+at /);
});

test('delve replay words each answer as the play menu does, not as raw JSON', () => {
  const save = join(dir, 'words.json');
  delve(['play', '--seats', 'heroes=ai,gm=ai', '--seed', '2', '--save', save, '--no-color']);
  const r = delve(['replay', save, '--to', '1', '--no-color'], '\n\n\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Answer 1\/\d+, Player 1: Player \d \(\w+\) acts next/);
  assert.match(r.out, /Answer 3\/\d+, Player \d: /);
  assert.doesNotMatch(r.out, /Answer \d+\/\d+.*\{"kind"/);
});

test('a monster keeps its letter for the whole game, however many die before it', async () => {
  const content = await loadDefaultContent('ahq');
  const s = newRoomFight(content, '4');
  const keep = markKeeper();
  const first = new Map<string, string>();
  let deaths = 0;
  for (let n = 0; s.pending && !s.result && n < 10_000; n++) {
    // A hero seat's board, as a person at the keyboard sees it: the slain leave it.
    const v = view(s, 'p1');
    const mk = keep(v);
    for (const [id, letter] of mk) {
      if (!first.has(id)) first.set(id, letter);
      assert.equal(letter, first.get(id), `${id} keeps its mark`);
    }
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, fixedPolicy(s, seat));
    assert.ok(r.ok);
    deaths += r.events.filter((e) => e.type === 'died').length;
  }
  assert.ok(deaths >= 3, `monsters died (${deaths})`);
  assert.equal(new Set([...first.values()].filter((c) => /[a-z]/i.test(c))).size, [...first.values()].filter((c) => /[a-z]/i.test(c)).length, 'no two monsters share a letter');
  // A board drawn on its own still marks every model.
  assert.equal(marks(view(s, 'gm')).size > 0, true);
});

test('a hero\'s own potion is drunk, not given to himself, in the menu', async () => {
  const content = await loadDefaultContent('ahq');
  const s = createGame(setupHeader('room-fight', 3, { ruleset: 'ahq' }, content), content);
  const lab = labeller(s, 'p1', content);
  assert.equal(lab.label({ kind: 'potion', model: 'barbarian', item: 'healing-potion', target: 'barbarian' }), 'Barbarian drinks Healing Potion');
  assert.equal(lab.label({ kind: 'potion', model: 'barbarian', item: 'healing-potion', target: 'dwarf' }), 'Barbarian gives Healing Potion to Dwarf');
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '3', '--save', join(dir, 'potion.json'), '--no-color'], '1\nq\n');
  assert.match(r.out, /Barbarian drinks Healing Potion/);
  assert.doesNotMatch(r.out, /(\w+) gives [^\n]* to \1\b/);
});

test('delve demo never shows wounds below 0: the fallen are dead', () => {
  for (const seed of ['1', '5']) {
    const r = delve(['demo', '--seed', seed]);
    assert.equal(r.code, 0, r.err);
    const last = r.out.trim().split('\n').at(-1)!;
    assert.match(last, /^After \d+ turns: /);
    assert.doesNotMatch(last, /-\d+\//);
    assert.match(last, / dead\b/);
  }
  assert.equal(standing({ name: 'Orc', wounds: -3, maxWounds: 2, ko: false, dead: false }), 'Orc dead');
  assert.equal(standing({ name: 'Wizard', wounds: 0, maxWounds: 5, ko: true, dead: false }), 'Wizard 0/5 (KO)');
});
