// `npm run drills` in the test suite: every hostile input of issue #40 against a real server on
// 127.0.0.1 (scripts/drills.ts), each drill passing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

test('npm run drills: every hostile input is refused as it should be, against a real server', { timeout: 300_000 }, () => {
  const r = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/drills.ts'], { cwd: root, encoding: 'utf8', timeout: 280_000 });
  const lines = r.stdout.trim().split('\n');
  const failed = lines.filter((l) => l.startsWith('FAIL'));
  assert.deepEqual(failed, [], r.stdout + r.stderr);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.ok(lines.filter((l) => l.startsWith('pass')).length >= 17, r.stdout);
  assert.match(lines.at(-1)!, /^drills: \d+ passed, 0 failed/);
});
