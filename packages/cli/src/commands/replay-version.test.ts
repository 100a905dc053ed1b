// `delve replay` plays a save by the rules of its version. The fixture is the first 40 answers of
// an ahq expedition saved by `delve play` with the first difficulty levels (main at e349547,
// rules version 2, whose headers named no version), with its check: its first room at normal
// brought 0.7 of the monsters its row names, so by today's rules it parts at step 16.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, atVersion, RULES_VERSION, RULES_VERSIONS, type GameState } from '@delve/engine';
import { aiPolicy } from '@delve/ai';
import { contentFor } from '@delve/scenario';
import { replayChecked, type CheckedSave } from '@delve/protocol';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SAVE = fileURLToPath(new URL('../fixtures/saved-rules-v2.json', import.meta.url));
const SAVE_V0 = fileURLToPath(new URL('../fixtures/saved-rules-v0.json', import.meta.url));
const SAVE_SNIPE = fileURLToPath(new URL('../fixtures/saved-snipe-rerolled.json', import.meta.url));

/** Plays `n` more answers by the AI policy on a replayed game: it goes on. */
function playOn(s: GameState, n: number): void {
  for (let i = 0; i < n && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, aiPolicy(s, seat));
    assert.ok(r.ok, r.ok ? '' : `answer ${i + 1} after the save: ${r.error.message}`);
  }
}

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { input: 'q\n', encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('a save made with the first difficulty levels replays by their values (rules version 2), and says so', async () => {
  const saved = JSON.parse(readFileSync(SAVE, 'utf8')) as CheckedSave;
  assert.equal(saved.header.rulesVersion, undefined);
  const content = await loadDefaultContent('ahq');
  // Today's rules part from it where its first room's monsters come.
  const today = replayChecked({ ...saved, header: atVersion(saved.header, 3), check: undefined }, content);
  assert.ok(!today.ok || JSON.stringify(today.check.steps) !== JSON.stringify(saved.check!.steps), 'today\'s rules play it otherwise');
  const v = replayChecked(saved, content);
  assert.ok(v.ok, v.ok ? '' : v.message);
  assert.equal(v.header.rulesVersion, 2);
  assert.ok(v.inferred);

  const r = delve(['replay', SAVE, '--to', '40', '--no-color']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.err, /names no rules version; it replays by version 2's rules \(the first difficulty levels/);
  assert.match(r.out, /Answer 40\/40/);
});

test('a save by rules this engine does not play is refused, naming the file and the version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-rules-'));
  try {
    const saved = JSON.parse(readFileSync(SAVE, 'utf8')) as CheckedSave & Record<string, unknown>;
    const file = join(dir, 'later.json');
    // As a later version would save it: its header names its rules, and its check covers that header.
    writeFileSync(file, JSON.stringify({ ...saved, header: { ...saved.header, rulesVersion: 99 }, check: undefined }));
    const r = delve(['replay', file, '--no-color']);
    assert.equal(r.code, 1);
    assert.match(r.err, new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: rulesVersion: rules version 99 is not one this engine plays \\(it plays versions ${RULES_VERSIONS.map((v) => v.version).join(', ')}\\)`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('DEC-17 a save made when monsters and traps were numbered by one counter replays by that numbering (rules version 0) and plays on', async () => {
  const saved = JSON.parse(readFileSync(SAVE_V0, 'utf8')) as CheckedSave;
  assert.equal(saved.header.rulesVersion, undefined);
  const content = await loadDefaultContent('ahq');
  // By today's numbering the first room's monsters are m1 to m8: the GM placed m9.
  const today = replayChecked({ ...saved, header: atVersion(saved.header, RULES_VERSION), check: undefined }, content);
  assert.ok(!today.ok);
  assert.match(today.message, /answer 21 \(gm\) is refused: .*'m9'/);
  const v = replayChecked(saved, content);
  assert.ok(v.ok, v.ok ? '' : v.message);
  assert.equal(v.header.rulesVersion, 0);
  assert.ok(v.inferred);
  const monsters = Object.values(v.state.models).filter((m) => m.side === 'monsters').map((m) => m.id).sort();
  assert.ok(monsters.includes('m9') && !monsters.includes('m1'), `the trap laid first took number 1: ${monsters.join(' ')}`);
  playOn(v.state, 20);

  const r = delve(['replay', SAVE_V0, '--to', '40', '--no-color']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.err, /names no rules version; it replays by version 0's rules \(monsters and traps numbered by one counter/);
  assert.match(r.out, /Answer 40\/40/);
});

test('FAC-I03 a save made when a sniped shot that missed was still offered a second aim card replays by the rules of then (version 3.5) and plays on', async () => {
  const saved = JSON.parse(readFileSync(SAVE_SNIPE, 'utf8')) as CheckedSave;
  assert.equal(saved.header.rulesVersion, undefined);
  const content = await contentFor('guilds', ['../packs/guilds-aim'], fileURLToPath(new URL('../../../../scenarios/guilds/', import.meta.url)));
  // By today's rules the snipe gave up the re-roll: nothing offers the card its second answer plays.
  const today = replayChecked({ ...saved, header: atVersion(saved.header, RULES_VERSION), check: undefined }, content);
  assert.ok(!today.ok);
  assert.match(today.message, /answer 2 \(p1\) is refused/);
  const v = replayChecked(saved, content);
  assert.ok(v.ok, v.ok ? '' : v.message);
  assert.equal(v.header.rulesVersion, 3.5);
  assert.ok(v.inferred);
  playOn(v.state, 3);
});
