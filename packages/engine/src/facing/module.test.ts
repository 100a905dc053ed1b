// The `facing` module plays on top of any grid crawl through the shared pieces: no ruleset's own
// folder names it or tests for it (issue 38: no `if (facing)` in `ahq/` or `guilds/`), and a grid
// crawl registered later gets the option without code of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerRuleset, RULESETS } from '../game.ts';
import { facingOf, sectorOf, frontSquares, inArc } from './geometry.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

test('FAC-F01 no ruleset folder names the facing module: it changes the shared pieces only', () => {
  for (const ruleset of ['ahq', 'guilds']) {
    for (const f of readdirSync(join(SRC, '..', ruleset)).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const text = readFileSync(join(SRC, '..', ruleset, f), 'utf8');
      assert.doesNotMatch(text, /facing/i, `${ruleset}/${f} names facing`);
    }
  }
});

test('FAC-F01 every grid crawl lists the facing option, off by default, a later one too', () => {
  for (const id of ['ahq', 'guilds']) {
    const o = RULESETS[id]!.options.find((x) => x.id === 'facing');
    assert.ok(o, `${id} lists facing`);
    assert.equal(o.default, false);
    assert.match(o.description.en, /blocking zones/);
  }
  registerRuleset({ ...RULESETS.ahq!, id: 'third-crawl', options: [] });
  assert.ok(RULESETS['third-crawl']!.options.some((x) => x.id === 'facing'));
});

test('FAC-K01 sectors: three squares ahead, one behind, two on each flank', () => {
  const at = { x: 5, y: 5 };
  const letter = { front: 'F', left: 'L', right: 'R', rear: 'B' } as const;
  const grid = [-1, 0, 1].map((dy) => [-1, 0, 1].map((dx) => (dx || dy ? letter[sectorOf(at, 'N', { x: 5 + dx, y: 5 + dy })] : 'X')).join('')).join('\n');
  assert.equal(grid, 'FFF\nLXR\nLBR');
  assert.equal(sectorOf(at, 'N', { x: 5, y: 6 }), 'rear');
  assert.equal(sectorOf(at, 'N', { x: 4, y: 6 }), 'left');
  assert.equal(sectorOf(at, 'N', { x: 6, y: 6 }), 'right');
  assert.equal(sectorOf(at, 'E', { x: 6, y: 4 }), 'front');
  assert.equal(sectorOf(at, 'E', { x: 4, y: 5 }), 'rear');
  assert.deepEqual(frontSquares(at, 'W'), [{ x: 4, y: 4 }, { x: 4, y: 5 }, { x: 4, y: 6 }]);
  assert.equal(facingOf({} as never), 'N');
});

test('FAC-L01 the arc of fire is the 90° ahead, its diagonals included', () => {
  // The rules' Example 7: X on the bottom row facing north.
  const at = { x: 2, y: 2 };
  const rows = [0, 1, 2].map((y) => [0, 1, 2, 3, 4].map((x) => (inArc(at, 'N', { x, y }) ? 'L' : '.')).join(''));
  assert.deepEqual(rows, ['LLLLL', '.LLL.', '.....']);
});
