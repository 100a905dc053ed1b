// `delve dungeon` end to end: a whole dungeon of each ruleset drawn, the placement choices made as
// the AI makes them in play or at random, the same seed giving the same map, and bad input
// answered with one line and a non-zero exit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-dungeon-'));

function delve(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, 'dungeon', ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('delve dungeon (ahq): the standard quest drawn from its tables; same seed, same map; random choices differ', () => {
  const a = delve(['--quest', 'standard', '--seed', '11', '--sections', '30']);
  assert.equal(a.code, 0, a.err);
  assert.match(a.out, /quest standard, seed 11: \d+ sections \(\d+ rooms/);
  assert.match(a.out, /#/);
  assert.equal(delve(['--quest', 'standard', '--seed', '11', '--sections', '30']).out, a.out);
  const revealed = delve(['--quest', 'standard', '--seed', '11', '--sections', '30', '--reveal']);
  assert.equal(revealed.code, 0, revealed.err);
  assert.notEqual(revealed.out, a.out, 'the GM sees more than the heroes');
  // The same dice with the placement choices made otherwise lay another dungeon.
  const random = delve(['--quest', 'standard', '--seed', '11', '--sections', '30', '--choices', 'random']);
  assert.equal(random.code, 0, random.err);
  assert.notEqual(random.out, a.out);
});

test('delve dungeon (guilds): a random deck with its Objective room, and an SVG file', () => {
  const svg = join(dir, 'd.svg');
  const r = delve(['--ruleset', 'guilds', '--mode', 'random', '--seed', '5', '--svg', svg]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /wrote .*d\.svg/);
  assert.match(readFileSync(svg, 'utf8'), /^<svg/);
  const hand = delve(['--ruleset', 'guilds', '--mode', 'hand', '--seed', '5']);
  assert.equal(hand.code, 0, hand.err);
  assert.match(hand.out, /guilds, mode hand, seed 5: \d+ cards laid/);
});

test('delve dungeon: bad input is one line and a non-zero exit', () => {
  for (const [args, pattern] of [
    [['--ruleset', 'chess'], /--ruleset is ahq or guilds, not 'chess'/],
    [['--quest', 'nosuchquest'], /no quest 'nosuchquest'/],
    [['--sections', 'many'], /--sections is a whole number/],
    [['--area', '64by48'], /--area WIDTHxHEIGHT/],
    [['--choices', 'dice'], /--choices is ai or random, not 'dice'/],
    [['--ruleset', 'guilds', '--mode', 'chaos'], /--mode is random, hand or map, not 'chaos'/],
  ] as const) {
    const r = delve([...args]);
    assert.notEqual(r.code, 0, args.join(' '));
    assert.match(r.err, pattern, args.join(' '));
    assert.equal(r.err.trim().split('\n').length, 1, r.err);
  }
});

test('delve dungeon: the summary\'s counts add up to the whole', () => {
  for (const seed of ['3', '11', '20']) {
    const r = delve(['--quest', 'standard', '--seed', seed, '--sections', '30']);
    assert.equal(r.code, 0, r.err);
    const m = /: (\d+) sections? \((\d+) rooms?, (\d+) passage sections?, (\d+) junctions?\)/.exec(r.out);
    assert.ok(m, r.out.split('\n').at(-2));
    const [all, rooms, passages, junctions] = m.slice(1).map(Number) as [number, number, number, number];
    assert.equal(rooms + passages + junctions, all, `seed ${seed}: ${m[0]}`);
    assert.doesNotMatch(r.out, /\b1 (secret|false) doors\b/);
  }
  for (const mode of ['random', 'hand']) {
    const r = delve(['--ruleset', 'guilds', '--mode', mode, '--seed', '5']);
    const m = /: (\d+) cards laid \((\d+) rooms?, (\d+) corridors?,/.exec(r.out);
    assert.ok(m, r.out);
    assert.equal(Number(m[2]) + Number(m[3]), Number(m[1]), mode);
  }
});
