// The cunning of the higher levels, each in a situation where it matters (docs/difficulty.md):
// the same board played by the GM AI at normal and at hard, where only the level differs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, type GmReason, type GameState } from '@delve/engine';
import { gmPolicy } from './index.ts';
import { heroesReaching, wayBackBarred } from './act.ts';
import { situation } from '../situation.ts';
import { PATIENCE } from './cunning.ts';

const content = await loadDefaultContent('ahq');

/** The GM's monsters' first activation on `map`, at `difficulty`, the monsters acting first: the
 * game after it, and the reasons the GM gave. */
function firstActivation(difficulty: string, map: string[], heroes: object[], monsters: object[], round = 1): { s: GameState; reasons: GmReason[] } {
  const s = createGame({
    ruleset: 'ahq', options: { difficulty }, packs: content.packs, seed: 3,
    setup: { map, start: 'combat', firstSide: 'monsters', heroes, monsters },
  } as Parameters<typeof createGame>[0], content);
  // A fight that has gone on this many rounds (the GM's patience, gm/cunning.ts).
  s.combat!.round = round;
  const reasons: GmReason[] = [];
  let acted = false;
  for (let guard = 0; s.pending && guard < 40; guard++) {
    const acting = s.pending.seat === 'gm' && s.pending.kind === 'act';
    if (acted && !acting) break;
    const a = gmPolicy(s);
    if (acting) {
      acted = true;
      if (a.kind === 'end' || a.kind === 'endPhase') break;
      if (a.reason) reasons.push(a.reason);
    }
    assert.ok(applyInPlace(s, s.pending.seat, a).ok);
  }
  assert.ok(acted, 'the monsters acted');
  return { s, reasons };
}

// A long hall: the barbarian (Speed 7) at its west end, the orc (Speed 6) too far to strike him
// this phase but near enough to end its move where he strikes it first.
//   01234567890123456789
// 0 ####################
// 1 #..................#
// 2 #..................#
// 3 #..................#
// 4 ####################
const HALL = ['####################', ...Array.from({ length: 3 }, () => `#${'.'.repeat(18)}#`), '####################'];
const hall = (difficulty: string, round = 1) => firstActivation(difficulty, HALL, [{ type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian' }], [{ type: 'orc', at: [16, 2], id: 'orc' }], round);

test('AHQ-C46 at hard a monster that cannot strike this phase waits out of the heroes\' reach, and says so; at normal it walks into it', () => {
  const orcIn = (s: GameState) => {
    const x = situation(s, 'gm');
    const orc = x.b.byId.get('orc')!;
    return { at: orc.x, reaching: heroesReaching(x, orc, orc) };
  };
  const normal = orcIn(hall('normal').s);
  assert.ok(normal.reaching > 0, `at normal the orc ends in the barbarian's reach: ${JSON.stringify(normal)}`);

  const hard = hall('hard');
  const h = orcIn(hard.s);
  assert.equal(h.reaching, 0, `at hard the orc stops out of his reach: ${JSON.stringify(h)}`);
  // Out of reach, yet it gained ground.
  assert.ok(h.at < 16, `the orc gains ground: ${JSON.stringify(h)}`);
  assert.deepEqual(hard.reasons.at(-1), { code: 'strikeFirst', model: 'orc', target: 'barbarian' });
});

// The stairs out in the west room; the heroes have gone east through the door at [4, 2]. The orc,
// in the east room, is too far from them to strike this phase.
//   0123456789012345678901234
// 0 #########################
// 1 #<..#...................#
// 2 #<../...................#
// 3 #<..#...................#
// 4 #########################
const HALLS = ['#########################', '#<..#...................#', '#<../...................#', '#<..#...................#', '#########################'];
const wayBack = (difficulty: string, round = 1) => firstActivation(difficulty, HALLS,
  [{ type: 'barbarian', seat: 'p1', at: [22, 2], id: 'barbarian' }, { type: 'dwarf', seat: 'p2', at: [22, 1], id: 'dwarf' }],
  [{ type: 'orc', at: [8, 1], id: 'orc' }], round);

test('AHQ-C48 at hard a monster with no hero to strike this phase holds the doorway of the heroes\' way back, and says so; at normal it closes on them', () => {
  const normal = wayBack('normal').s;
  assert.ok(normal.models.orc!.x > 8, `at normal the orc makes for the heroes: at ${normal.models.orc!.x}, ${normal.models.orc!.y}`);

  const hard = wayBack('hard');
  const x = situation(hard.s, 'gm');
  const orc = x.b.byId.get('orc')!;
  assert.equal(wayBackBarred(x, orc), 2, `at hard the orc stands across both heroes' way to the stairs: at ${orc.x}, ${orc.y}`);
  assert.deepEqual(hard.reasons.at(-1), { code: 'holdWayBack', model: 'orc' });
});

test('AHQ-C46 AHQ-C48 past the patience of the GM the waiting stops: at deadly, in a fight of more than PATIENCE rounds, the orc walks into the reach of the barbarian and makes for the heroes rather than holding their way back', () => {
  // The heroes may wait as long as the monsters (out of a shooter's sight, slowed by corpses): a
  // fight nobody opens never ends.
  const late = hall('deadly', PATIENCE + 1);
  const x = situation(late.s, 'gm');
  const orc = x.b.byId.get('orc')!;
  assert.ok(heroesReaching(x, orc, orc) > 0, `the orc ends in the barbarian's reach: at ${orc.x}, ${orc.y}`);
  assert.notEqual(late.reasons.at(-1)?.code, 'strikeFirst');
  // Within its patience it still waits.
  const early = hall('deadly', PATIENCE);
  const e = situation(early.s, 'gm');
  assert.equal(heroesReaching(e, e.b.byId.get('orc')!, e.b.byId.get('orc')!), 0, 'within its patience the orc waits out of reach');

  const back = wayBack('deadly', PATIENCE + 1);
  assert.ok(back.s.models.orc!.x > 8, `the orc makes for the heroes: at ${back.s.models.orc!.x}, ${back.s.models.orc!.y}`);
  assert.notEqual(back.reasons.at(-1)?.code, 'holdWayBack');
});

test('AHQ-C46 with a hero nearly down the GM goes for the kill: at deadly the orc no longer waits out of the reach of a barbarian with two wounds left', () => {
  // Waiting for heroes who would rather get away lets them (expedition 35 at deadly with facing:
  // giant rats kept out of the reach of two heroes with two wounds each, fight after fight).
  const s = firstActivation('deadly', HALL, [{ type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian', wounds: 2 }], [{ type: 'orc', at: [16, 2], id: 'orc' }]).s;
  const x = situation(s, 'gm');
  const orc = x.b.byId.get('orc')!;
  assert.ok(heroesReaching(x, orc, orc) > 0, `the orc ends in the hurt barbarian's reach: at ${orc.x}, ${orc.y}`);
});

// The same hall, a barbarian nearer the orc than the hurt wizard, neither within its reach this phase,
// in a fight past the GM's patience (no waiting): at normal the orc closes on the nearest hero, at
// hard it makes for the wizard, one wound left, and each says so.
test('AHQ-C46 at normal a monster closes on the nearest hero, at hard on the weakest or most valuable, and says so', () => {
  const heroes = [{ type: 'barbarian', seat: 'p1', at: [9, 1], id: 'barbarian' }, { type: 'wizard', seat: 'p2', at: [8, 3], id: 'wizard', wounds: 1, components: { fire: 4 } }];
  const closing = (difficulty: string) => {
    const { reasons } = firstActivation(difficulty, HALL, heroes, [{ type: 'orc', at: [17, 2], id: 'orc' }], PATIENCE + 1);
    assert.equal(reasons.length, 1, `at ${difficulty} the orc moves once and says why: ${JSON.stringify(reasons)}`);
    return reasons[0];
  };
  assert.deepEqual(closing('normal'), { code: 'closeOn', model: 'orc', target: 'barbarian' });
  assert.deepEqual(closing('hard'), { code: 'makeFor', model: 'orc', target: 'wizard' });
});
