// `delve validate` end to end: the real command in a child process, on the built-in packs and
// on a broken aof-quest pack, whose errors come as file:line:column: field: message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
