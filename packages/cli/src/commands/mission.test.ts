// `delve mission` end to end: a generated mission's map and briefing as the heroes know it, the
// author's --gm view, Italian, SVG, pack missions and files, and bad input answered with one
// line and a non-zero exit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMission } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-mission-'));
const aof = (await loadDefaultContent('aof-quest')).aof!;

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, 'mission', ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('DEC-27 delve mission prints the map and briefing a hero may know: token markers without contents, no wave to come, no ambush', () => {
  const args = ['--seed', '9', '--type', 'slay', '--difficulty', 'hard', '--heroes', '3'];
  const r = delve(args);
  assert.equal(r.code, 0, r.err);
  const m = generateMission(aof, { seed: 9, type: 'slay-villain', difficulty: 'hard', heroes: 3 });
  // The map: 48 rows of 48 squares, two characters each, with the legend.
  const rows = r.out.split('\n').filter((l) => /^( {3}|\s*\d+) [.cdx#_HABCDEFGT]/.test(l));
  assert.equal(rows.length, 48);
  assert.match(r.out, /# impassable {2}_ gap/);
  for (const [i, g] of m.aiGoals.entries()) assert.match(r.out, new RegExp(`AI Goal G${i + 1} \\(${g.at[0]},${g.at[1]}\\)`));
  assert.match(r.out, /Round limit: 8\./);
  assert.match(r.out, /Slay the /);
  assert.match(r.out, /Victory: achieve “Slay the /);
  assert.match(r.out, /Defeat: every hero is unconscious; or round 8 ends without a victory/);
  // Nothing a hero may not know.
  const secrets = new Set<string>();
  for (const t of m.searchTokens!) {
    if (t.contents.kind === 'item') secrets.add(aof.items[t.contents.item]!.name.en);
    if (t.contents.kind === 'trap') secrets.add(aof.traps[t.contents.trap]!.name.en);
    if (t.contents.kind === 'ambush') for (const u of t.contents.units ?? []) secrets.add(aof.units[u.unit]!.name.en);
  }
  const first = new Set(m.waves.filter((w) => w.round === 1).flatMap((w) => w.units.filter((u) => !u.ambush).map((u) => u.unit)));
  for (const w of m.waves) for (const u of w.units) if ((w.round > 1 || u.ambush) && !first.has(u.unit)) secrets.add(aof.units[u.unit]!.name.en);
  assert.ok(secrets.size > 0, 'the mission has secrets to keep');
  for (const s of secrets) assert.ok(!r.out.includes(s), `the heroes' briefing gives away ${s}`);
  assert.ok(!/gold|trap|ambush \(|round 3/.test(r.out.replace(/waves and ambushes are known/, '')));
  // The author's view shows them all, after the same briefing.
  const gm = delve([...args, '--gm']);
  assert.equal(gm.code, 0, gm.err);
  assert.ok(gm.out.startsWith(r.out));
  for (const s of secrets) assert.ok(gm.out.includes(s), `--gm leaves out ${s}`);
  assert.match(gm.out, /round 3, North edge: /);
  // The same seed gives the same mission.
  assert.equal(delve(args).out, r.out);
});

test('DEC-27 delve mission in Italian, as SVG, from a pack and from a file; a file no party can play is refused naming file and field', () => {
  const svg = join(dir, 'm.svg');
  const it = delve(['--seed', '4', '--type', 'waves', '--size', '24', '--lang', 'it', '--svg', svg]);
  assert.equal(it.code, 0, it.err);
  assert.match(it.out, /Campo di battaglia: 24×24 \(2'×2', ogni distanza dimezzata\)/);
  assert.match(it.out, /Obiettivi:/);
  const text = readFileSync(svg, 'utf8');
  assert.match(text, /^<svg/);
  assert.match(text, /copertura/);
  const pack = delve(['--mission', 'the-goblin-pass']);
  assert.equal(pack.code, 0, pack.err);
  assert.match(pack.out, /^The Goblin Pass/m);
  assert.match(pack.out, /Round limit: 7\./);
  // A file: a mission of the pack with its heroes' zone moved onto a cliff.
  const good = readFileSync(fileURLToPath(new URL('../../../content/packs/aof-core/missions/wolves-at-the-mill.yaml', import.meta.url)), 'utf8');
  const file = join(dir, 'mill.yaml');
  writeFileSync(file, good);
  assert.equal(delve(['--file', file]).code, 0);
  writeFileSync(file, good.replace('{ id: yard, at: [10, 10], size: [4, 4]', '{ id: yard, at: [15, 10], size: [2, 2]'));
  const bad = delve(['--file', file]);
  assert.equal(bad.code, 1);
  assert.match(bad.err, /mill\.yaml:\d+:\d+: heroZone: zone 'yard' has room for 0 heroes/);
  assert.match(bad.err, /mill\.yaml:\d+:\d+: zones\[0\]: deployment zone 'yard' \(the heroes'\) covers 4 blocker squares/);
  assert.equal(bad.out, '');
});

test('delve mission: bad input is one line and a non-zero exit', () => {
  for (const [args, pattern] of [
    [['--size', '30'], /--size: a battlefield is 24 \(2'×2'\) or 48 \(4'×4'\) squares a side, not 30/],
    [['--type', 'rescue'], /--type: no mission type 'rescue'/],
    [['--heroes', '5'], /--heroes: a party has 2 to 4 heroes \(AOF-P01\), not 5/],
    [['--lang', 'fr'], /--lang is en or it, not 'fr'/],
  ] as const) {
    const r = delve([...args]);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
    assert.match(r.err, pattern);
    assert.equal(r.err.trim().split('\n').length, 1);
    assert.equal(r.out, '');
  }
});
