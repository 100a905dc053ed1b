// How the AI plays with `facing` on, each in a small situation where it matters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, type Answer, type GameState, type HeroSetup, type MonsterSetup, type Side } from '@delve/engine';
import { aiPolicy } from '../policies.ts';

const ahq = await loadDefaultContent('ahq');

function fight(map: string[], heroes: HeroSetup[], monsters: MonsterSetup[], firstSide: Side): GameState {
  return createGame({
    ruleset: 'ahq', options: { facing: true }, packs: ahq.packs, seed: 7,
    setup: { map, start: 'combat', firstSide, heroes, monsters },
  }, ahq);
}

/** The AI's answers until the first action (an act decision) of a figure of `side`, which is
 * returned without its reason, unplayed. */
function firstAct(s: GameState, side: Side): Omit<Answer, 'reason'> | null {
  for (let n = 0; n < 200 && s.pending && !s.result; n++) {
    const d = s.pending;
    const a = aiPolicy(s, d.seat);
    if (d.kind === 'act' && (d.seat === 'gm') === (side === 'monsters') && a.kind !== 'routine') {
      const { reason: _, ...rest } = a;
      return rest;
    }
    assert.ok(applyInPlace(s, d.seat, a).ok);
  }
  return null;
}

test('FAC-F03 FAC-K02 the GM turns for free to strike a figure behind it: an orc with its back to a knocked-out wizard finishes him (the standoff of ahq expedition 694)', () => {
  // The wizard is down behind the orc; the barbarian is out of reach beyond the wall. The orc
  // must turn east to strike: an AI that weighed its blow as it faces saw none, and stood there
  // for ever, as the heroes could not reach it either.
  const s = fight(['#########', '#.oW#..B#', '#########'],
    [{ type: 'wizard', seat: 'p1', at: [3, 1], id: 'wizard', wounds: 0 }, { type: 'barbarian', seat: 'p2', at: [7, 1], id: 'barbarian' }],
    [{ type: 'orc', at: [2, 1], id: 'orc', facing: 'W' }], 'monsters');
  assert.deepEqual(firstAct(s, 'monsters'), { kind: 'attack', model: 'orc', target: 'wizard', facing: 'E' });
});
