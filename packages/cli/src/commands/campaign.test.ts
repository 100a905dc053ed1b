// `delve campaign` end to end: the real command in a child process, a campaign file written,
// shopped in, refused without change, caught when edited by hand, and an expedition played by
// the AI and brought back into it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-campaign-'));

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('CMP-A01 CMP-A03 CMP-S01 CMP-S02 delve campaign: new, shop, a refusal that changes nothing, an edited file caught, an expedition played and counted', () => {
  const file = join(dir, 'warrens.json');
  let r = delve(['campaign', 'new', file, '--names', 'Conan,Gimli,Legolas,Merlin', '--seed', '5']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /The Orc Warrens: a campaign of 4 expeditions/);
  assert.equal(delve(['campaign', 'new', file]).code, 1, 'an existing campaign is not written over');

  r = delve(['campaign', 'shop', file]);
  assert.match(r.out, /Healing Potion\s+100/);
  assert.match(r.out, /man-at-arms\s+Man-at-Arms\s+40/i);

  r = delve(['campaign', 'shop', file, 'buy', 'barbarian', 'dagger']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Conan: 15 gold carried/);
  const before = readFileSync(file, 'utf8');
  r = delve(['campaign', 'shop', file, 'buy', 'barbarian', 'healing-potion']);
  assert.equal(r.code, 1);
  assert.match(r.err, /refused \(campaign\/afford\): Conan has 15 gold crowns; a Healing Potion costs 100/);
  r = delve(['campaign', 'shop', file, 'buy', 'wizard', 'broadsword']);
  assert.match(r.err, /AHQ-C35/);
  assert.equal(readFileSync(file, 'utf8'), before, 'a refused step writes nothing');

  // Edited by hand: the dagger becomes a club, and the record no longer matches.
  const edited = join(dir, 'edited.json');
  writeFileSync(edited, before.replace('"item": "dagger"', '"item": "club"'));
  r = delve(['campaign', 'show', edited]);
  assert.equal(r.code, 1);
  assert.match(r.err, /steps\[0\]: the record after this step is not the one written/);

  r = delve(['campaign', 'next', file, '--seats', 'heroes=ai', '--no-color']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /the party sets off: The first descent/);
  assert.match(r.out, /back in town after expedition 1/);
  assert.ok(existsSync(join(dir, 'warrens.expedition-1.json')), 'the expedition\'s game is kept for delve replay');
  r = delve(['campaign', 'show', file]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /expedition 1: (heroes|monsters) \(/);
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(saved.steps.map((s: { kind: string }) => s.kind), ['buy', 'depart', 'return']);
});
