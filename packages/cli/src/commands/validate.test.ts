// `delve validate` end to end: the real command in a child process, on the built-in packs and
// on a broken aof-quest pack, whose errors come as file:line:column: field: message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-validate-'));

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('delve validate: the built-in packs of the three rulesets are clean', () => {
  const r = delve(['validate', 'aof-core', 'ahq-core', 'guilds-core']);
  assert.equal(r.code, 0, r.out + r.err);
  assert.deepEqual(r.out.trim().split('\n'), ['ok - aof-core', 'ok - ahq-core', 'ok - guilds-core']);
});

test('delve validate: a broken aof-quest pack fails with file, line, column and field', () => {
  const pack = join(dir, 'bad-aof');
  mkdirSync(join(pack, 'units'), { recursive: true });
  writeFileSync(join(pack, 'pack.yaml'), 'id: bad-aof\nname: Bad\nruleset: aof-quest\nextends: [aof-core]\n');
  writeFileSync(join(pack, 'units', 'orc-brute.yaml'), 'id: orc-brute\nname: { en: Orc Brute }\nfaction: greenskins\nmodels: 2\nquality: 4\ndefense: 4\ntoughness: 2\nweapons: [cleaver]\naiGroup: brutes\nthreat: 40\n');
  const r = delve(['validate', 'bad-aof']);
  assert.equal(r.code, 1);
  assert.deepEqual(r.out.trim().split('\n'), [
    'not ok - bad-aof',
    "  bad-aof/units/orc-brute.yaml:2:7: aof.units.orc-brute.name: the Italian name is missing: add 'it' (every name a player reads is in English and Italian)",
  ]);
});

test('DEC-27 AOF-P01 delve validate: a single mission file with no room for the party fails naming file, line and field', () => {
  const good = readFileSync(fileURLToPath(new URL('../../../content/packs/aof-core/missions/the-warlords-camp.yaml', import.meta.url)), 'utf8');
  const ok = join(dir, 'camp.yaml');
  writeFileSync(ok, good);
  // The mill yard, 4×4, shrunk to 1×3 squares: no room for a party of four.
  const mill = readFileSync(fileURLToPath(new URL('../../../content/packs/aof-core/missions/wolves-at-the-mill.yaml', import.meta.url)), 'utf8');
  const bad = join(dir, 'mill.yaml');
  writeFileSync(bad, mill.replace('{ id: yard, at: [10, 10], size: [4, 4]', '{ id: yard, at: [10, 10], size: [1, 3]'));
  const r = delve(['validate', ok, bad]);
  assert.equal(r.code, 1, r.err);
  const lines = r.out.trim().split('\n');
  assert.equal(lines[0], `ok - ${ok}`);
  assert.equal(lines[1], `not ok - ${bad}`);
  const line = mill.split('\n').findIndex((l) => l.startsWith('heroZone:')) + 1;
  assert.match(r.out, new RegExp(`mill\\.yaml:${line}:\\d+: heroZone: zone 'yard' has room for 3 heroes, and a party may have 4 \\(AOF-P01\\)`));
});
