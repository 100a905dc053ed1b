// Every scenario under scenarios/ as one test, named after the scenario (so its catalogue ids
// show in the test report).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { globSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadScenario, runScenario, ScenarioError } from './index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const files = globSync('scenarios/**/*.{yaml,yml}', { cwd: root }).filter((f) => !f.includes('/packs/')).sort();

for (const file of files) {
  const sc = await loadScenario(join(root, file)).catch((e: unknown) => {
    // A file that does not load is a failing test of its own, named by the file.
    test(file, () => assert.fail(e instanceof ScenarioError ? e.message : String(e)));
    return null;
  });
  if (!sc) continue;
  test(sc.name, async () => {
    const r = await runScenario(sc);
    assert.deepEqual(r.failures.map((f) => f.replace(`${root}/`, '')), [], `${relative(root, sc.file)} failed`);
  });
}
