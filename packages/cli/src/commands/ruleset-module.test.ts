// A ruleset written outside the engine, loaded from its module by `delve scenario` and `delve sim`
// (`--ruleset-module`): the tests' toy Race runs its scenarios and is simulated across worker
// threads, the same figures on any number of them; a file that is no ruleset module is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const RACE = fileURLToPath(new URL('../../../engine/src/testing/race.ts', import.meta.url));
const SCENARIOS = fileURLToPath(new URL('../../../engine/src/testing/race-scenarios/', import.meta.url));

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('delve scenario runs the scenarios of a ruleset module, and without the module names the ruleset it does not know', () => {
  const r = delve(['scenario', '--ruleset-module', RACE, SCENARIOS]);
  assert.equal(r.code, 0, r.out + r.err);
  assert.match(r.out, /scenarios: 2 passed, 0 failed/);
  const without = delve(['scenario', SCENARIOS]);
  assert.equal(without.code, 1);
  assert.match(without.out, /unknown ruleset 'race'/);
});

test('delve sim plays a ruleset module across worker threads, the same figures on one thread or two, and compares options with --vs', () => {
  const run = (threads: string) => delve(['sim', '--ruleset-module', RACE, '--setup', 'race', '-n', '60', '--threads', threads, '--vs', 'goal=40', '--json', '--no-progress']);
  const one = run('1');
  const two = run('2');
  assert.equal(one.code, 0, one.err);
  const a = JSON.parse(one.out);
  const b = JSON.parse(two.out);
  assert.equal(a.arms.length, 2);
  for (const arm of a.arms) assert.equal(arm.summary.games, 60);
  assert.ok(a.arms[0].summary.heroWins > 0 && a.arms[0].summary.heroWins < 60, 'both seats win some races');
  // A longer race takes more turns.
  assert.ok(a.arms[1].summary.turns > a.arms[0].summary.turns);
  assert.deepEqual(a.arms.map((x: { summary: unknown }) => x.summary), b.arms.map((x: { summary: unknown }) => x.summary));
});

test('a ruleset module that is not one is refused, saying what it lacks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-module-'));
  const bad = join(dir, 'bad.ts');
  writeFileSync(bad, 'export default { ruleset: { id: "x" } };\n');
  const r = delve(['sim', '--ruleset-module', bad, '--setup', 'race', '-n', '2', '--no-progress']);
  assert.notEqual(r.code, 0);
  assert.match(r.err, /bad\.ts: the module's default export needs 'ruleset'/);
});
