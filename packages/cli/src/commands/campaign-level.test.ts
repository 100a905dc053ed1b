// A campaign's level on the command line (docs/campaign.md, CMP-A04, CMP-Q06): `delve campaign
// new --difficulty`, kept in the file's header and shown; `delve sim --setup campaign` at a level
// or several side by side; a level that is none refused, nothing written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-campaign-level-'));

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('CMP-A04 CMP-Q06 delve campaign new --difficulty: the level in the header, shown; one that is none refused', () => {
  const ahq = join(dir, 'ahq.json');
  let r = delve(['campaign', 'new', ahq, '--difficulty', 'deadly']);
  assert.equal(r.code, 0, r.err);
  assert.equal(JSON.parse(readFileSync(ahq, 'utf8')).header.difficulty, 'deadly');
  assert.match(delve(['campaign', 'show', ahq]).out, /\(ahq, deadly level\)/);
  const aof = join(dir, 'aof.json');
  r = delve(['campaign', 'new', aof, '--ruleset', 'aof-quest', '--difficulty', 'hard', '--seed', '3']);
  assert.equal(r.code, 0, r.err);
  // builder.yaml: hard moves every chapter one step up, so the first is normal, not easy.
  assert.match(delve(['campaign', 'show', aof]).out, /\(aof-quest, hard level\) — next: chapter 1 of \d, mission 1 of \d \([a-z-]+, normal\)/);
  const bad = join(dir, 'bad.json');
  r = delve(['campaign', 'new', bad, '--difficulty', 'easy']);
  assert.equal(r.code, 1);
  assert.match(r.err, /--difficulty: a campaign's level is story, normal, hard, deadly, not 'easy'/);
  assert.equal(existsSync(bad), false, 'nothing written');
});

test('CMP-A04 delve sim --setup campaign --vs difficulty=…: the levels side by side on the same seeds', () => {
  let r = delve(['sim', '--setup', 'campaign', '--ruleset', 'ahq', '-n', '1', '--threads', '1', '--no-progress', '--vs', 'difficulty=story,deadly']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /at level story, .* 1 campaigns from seed 1\ncampaigns won: /);
  assert.match(r.out, /at level deadly, .* 1 campaigns from seed 1\ncampaigns won: /);
  r = delve(['sim', '--setup', 'campaign', '--ruleset', 'ahq', '-n', '1', '--vs', 'gm=fixed']);
  assert.equal(r.code, 1);
  assert.match(r.err, /--vs with --setup campaign: 'difficulty=story,normal,hard,deadly'/);
});
