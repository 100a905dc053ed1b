// How the AI plays with `facing` on, each in a small situation where it matters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, frontSquares, type Answer, type Facing, type GameState, type HeroSetup, type MonsterSetup, type Side } from '@delve/engine';
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

/** Where a figure stands and faces after its answer: a move with a facing, or a turn. */
function stance(s: GameState, played: Omit<Answer, 'reason'> | null, id: string): { at: { x: number; y: number }; facing: string } {
  const m = s.models[id]!;
  const a = played as Answer | null;
  if (a?.kind === 'move' && a.model === id) return { at: { x: a.to[0], y: a.to[1] }, facing: a.facing ?? m.facing! };
  if (a?.kind === 'turn' && a.model === id) return { at: { x: m.x, y: m.y }, facing: a.facing };
  return { at: { x: m.x, y: m.y }, facing: m.facing! };
}

test('FAC-B01 FAC-B03 the GM blocks the doorway the heroes must cross to reach its archer: the orc stands with its zone across the gap', () => {
  //   0123456789012
  // 0 #############
  // 1 #.....#.....#
  // 2 #.B...#...a.#   the orc archer (10,2) behind the wall, the one way to it the gap (6,3)
  // 3 #...........#
  // 4 #.....#..o..#
  // 5 #############
  const s = fight(['#############', '#.....#.....#', '#.....#.....#', '#...........#', '#.....#.....#', '#############'],
    [{ type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian', weapons: ['two-handed-sword'] }],
    [{ type: 'orc-archer', at: [10, 2], id: 'archer', facing: 'W' }, { type: 'orc', at: [9, 4], id: 'orc', facing: 'W' }], 'monsters');
  let a = firstAct(s, 'monsters');
  // The archer acts first (shooters do); then the orc.
  while (a && 'model' in a && a.model !== 'orc') {
    assert.ok(applyInPlace(s, 'gm', aiPolicy(s, 'gm')).ok);
    a = firstAct(s, 'monsters');
  }
  const st = stance(s, a, 'orc');
  const zone = frontSquares(st.at, st.facing as Facing);
  assert.ok(zone.some((p) => p.x === 6 && p.y === 3), `the orc stands at ${st.at.x},${st.at.y} facing ${st.facing}: its zone (${zone.map((p) => `${p.x},${p.y}`).join(' ')}) leaves the gap open`);
});

test('FAC-B01 FAC-B03 a hero bot with no one to strike guards the spell-caster: it stays by the wizard, its zone across the skaven\'s way, rather than walking off towards it', () => {
  //   0123456789012345
  // 0 ################
  // 1 #W.............#   the wizard in the corner of a room
  // 2 #..............#
  // 3 #........s.....#   the skaven can reach the wizard's side in one move
  // 4 #..............#
  // 5 #D.............#   the dwarf cannot reach the skaven this turn
  // 6 ################
  const s = fight(['################', '#..............#', '#..............#', '#..............#', '#..............#', '#..............#', '################'],
    [{ type: 'dwarf', seat: 'p1', at: [1, 5], id: 'dwarf', weapons: ['battle-axe'] }, { type: 'wizard', seat: 'p2', at: [1, 1], id: 'wizard' }],
    [{ type: 'skaven', at: [9, 3], id: 'skaven', facing: 'W' }], 'heroes');
  let a: Omit<Answer, 'reason'> | null = null;
  for (let n = 0; n < 50 && s.pending && !s.result; n++) {
    const d = s.pending;
    const ans = aiPolicy(s, d.seat);
    if (d.kind === 'act' && 'model' in ans && ans.model === 'dwarf' && ans.kind !== 'end') {
      a = ans;
      break;
    }
    assert.ok(applyInPlace(s, d.seat, ans).ok);
  }
  const st = stance(s, a, 'dwarf');
  const zone = frontSquares(st.at, st.facing as Facing);
  const wizard = s.models.wizard!;
  // Beside the wizard's open sides, and facing away from him, towards the skaven's way in.
  assert.ok(Math.max(Math.abs(st.at.x - wizard.x), Math.abs(st.at.y - wizard.y)) <= 2, `the dwarf walks off to ${st.at.x},${st.at.y}`);
  assert.ok(!zone.some((p) => p.x === wizard.x && p.y === wizard.y) && zone.some((p) => Math.max(Math.abs(p.x - wizard.x), Math.abs(p.y - wizard.y)) <= 2), `the dwarf at ${st.at.x},${st.at.y} facing ${st.facing} covers none of the wizard's way in`);
});

test('FAC-I01 DEC-28 the GM steps a champion into a shot at its archer; the hero bots step the barbarian into a shot at their wizard', () => {
  //   0123456789
  // 0 ##########
  // 1 #.....c..#   the champion faces south: its zone (5..7, 2) lies across both shots
  // 2 #.E.....a#   the elf shoots the archer, east along row 2
  // 3 #........#
  // 4 ##########
  const s = fight(['##########', '#........#', '#........#', '#........#', '##########'],
    [{ type: 'elf', seat: 'p1', at: [2, 2], id: 'elf', facing: 'E' }],
    [{ type: 'orc-archer', at: [8, 2], id: 'archer', facing: 'W' }, { type: 'orc-champion', at: [6, 1], id: 'champion', facing: 'S' }], 'heroes');
  for (let n = 0; n < 20 && s.pending && s.pending.kind !== 'act'; n++) assert.ok(applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat)).ok);
  assert.ok(applyInPlace(s, 'p1', { kind: 'shoot', model: 'elf', target: 'archer', weapon: 'longbow' }).ok);
  assert.equal(s.pending?.kind, 'intercept');
  assert.deepEqual(aiPolicy(s, 'gm'), { kind: 'intercept', model: 'champion' });

  //   0123456789
  // 0 ##########
  // 1 #...B....#   the barbarian faces south: his zone (3..5, 2) lies across the shot
  // 2 #.W.....a#   the archer shoots the wizard, west along row 2
  // 3 #........#
  // 4 ##########
  const t = fight(['##########', '#........#', '#........#', '#........#', '##########'],
    [{ type: 'wizard', seat: 'p1', at: [2, 2], id: 'wizard', facing: 'E' }, { type: 'barbarian', seat: 'p2', at: [4, 1], id: 'barbarian', facing: 'S' }],
    [{ type: 'orc-archer', at: [8, 2], id: 'archer', facing: 'W' }], 'monsters');
  for (let n = 0; n < 20 && t.pending && t.pending.kind !== 'act'; n++) assert.ok(applyInPlace(t, t.pending.seat, aiPolicy(t, t.pending.seat)).ok);
  const r = applyInPlace(t, 'gm', { kind: 'shoot', model: 'archer', target: 'wizard', weapon: 'shortbow' });
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(t.pending?.kind, 'intercept');
  assert.deepEqual(aiPolicy(t, t.pending!.seat), { kind: 'intercept', model: 'barbarian' });
});
