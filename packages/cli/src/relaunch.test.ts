// A command that needs flags Node takes only at its start runs itself again with them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RELAUNCH = fileURLToPath(new URL('./relaunch.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-relaunch-'));
// Prints its flags and arguments once it has the flag, and ends with the code it was given.
const script = join(dir, 'needs-flag.ts');
writeFileSync(script, `
import { flagsToRelaunchWith, relaunch } from ${JSON.stringify(RELAUNCH)};
const missing = flagsToRelaunchWith(['--single-threaded-gc']);
if (missing.length > 0) process.exitCode = await relaunch(missing);
else {
  console.log(JSON.stringify({ execArgv: process.execArgv, args: process.argv.slice(2) }));
  process.exitCode = Number(process.argv[2]);
}
`);

test('relaunch: run without the flag, the command runs again with it, its arguments, output and exit code kept', () => {
  const r = spawnSync(process.execPath, ['--stack-size=2000', script, '3', 'a b'], { encoding: 'utf8' });
  assert.equal(r.status, 3, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 1, 'the command ran once, in the relaunched process');
  const got = JSON.parse(lines[0]!);
  assert.deepEqual(got.execArgv, ['--single-threaded-gc', '--stack-size=2000']);
  assert.deepEqual(got.args, ['3', 'a b']);
});

test('relaunch: started with the flag, the command runs at once', () => {
  const r = spawnSync(process.execPath, ['--single-threaded-gc', script, '0'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).execArgv, ['--single-threaded-gc']);
});

test('relaunch: a relaunched process never relaunches again, even without the flag', () => {
  const r = spawnSync(process.execPath, [script, '5'], { encoding: 'utf8', env: { ...process.env, DELVE_RELAUNCHED: '1' } });
  assert.equal(r.status, 5, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).execArgv, []);
});
