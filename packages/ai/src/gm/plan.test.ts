// The phase's blows planned together (gm/plan.ts, `plan` in gm/cunning.ts): at hard the GM's
// `guilds` shooter shoots the hero the monsters still to act can then knock down; at normal each
// blow is for itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, type Answer, type GameState } from '@delve/engine';
import { gmPolicy } from './index.ts';
import { planGain, rememberToAct } from './plan.ts';
import { situation } from '../situation.ts';

const content = await loadDefaultContent('guilds');

//   0123456789012
// 0 #############
// 1 #...........#
// 2 #...........#
// 3 #...........#
// 4 #...........#
// 5 #############
const ROOM = ['#############', ...Array.from({ length: 4 }, () => `#${'.'.repeat(11)}#`), '#############'];

/** The first shot of the crossbowman, who acts before the ogre (shooters first, gm/act.ts), at
 * `difficulty`: the warrior alone on the west, the rogue with the ogre beside him on the east. */
function firstShot(difficulty: string, wounds: { warrior: number; rogue: number }): { s: GameState; shot: Answer } {
  const s = createGame({
    ruleset: 'guilds', options: { difficulty }, packs: content.packs, seed: 5,
    setup: {
      map: ROOM, start: 'combat', firstSide: 'monsters',
      heroes: [
        { type: 'warrior', seat: 'p1', at: [2, 2], id: 'warrior', wounds: wounds.warrior },
        { type: 'rogue', seat: 'p2', at: [10, 2], id: 'rogue', wounds: wounds.rogue },
      ],
      monsters: [{ type: 'orc-crossbowman', at: [6, 4], id: 'crossbowman' }, { type: 'ogre', at: [11, 2], id: 'ogre' }, { type: 'orc', at: [10, 1], id: 'orc' }],
    },
  } as Parameters<typeof createGame>[0], content);
  for (let guard = 0; s.pending && guard < 20; guard++) {
    const a = gmPolicy(s);
    if (s.pending.seat === 'gm' && s.pending.kind === 'act' && a.kind === 'shoot') return { s, shot: a };
    assert.ok(applyInPlace(s, s.pending.seat, a).ok);
  }
  throw new Error('the crossbowman did not shoot');
}

test('GLD-S01 GLD-W02 at hard the shooter shoots the hero whom the ogre and the orc still to act can then knock down, and says so; at normal the one its own shot most likely drops', () => {
  // The warrior has three wounds left, the rogue four: alone, a crossbow bolt is likelier to knock
  // the warrior down; with the ogre and the orc beside the rogue to strike after it, the rogue.
  const wounds = { warrior: 3, rogue: 4 };
  const normal = firstShot('normal', wounds);
  assert.equal(normal.shot.kind === 'shoot' && normal.shot.target, 'warrior', JSON.stringify(normal.shot));

  const hard = firstShot('hard', wounds);
  assert.equal(hard.shot.kind === 'shoot' && hard.shot.target, 'rogue', JSON.stringify(hard.shot));
  assert.deepEqual(hard.shot.reason, { code: 'setUp', model: 'crossbowman', target: 'rogue' });

  // What the plan weighs: the rogue's chance of going down this phase, given the blows to come.
  const x = situation(hard.s, 'gm');
  rememberToAct(x, ['crossbowman', 'ogre', 'orc']);
  const cb = x.b.byId.get('crossbowman')!;
  const gain = (id: string) => planGain(x, cb, x.b.byId.get(id)!, x.odds.odds('crossbowman', id, 'crossbow')!.dealt);
  assert.ok(gain('rogue') > 0, `the bolt on the rogue sets up the ogre's and the orc's blows: ${gain('rogue')}`);
  assert.equal(gain('warrior'), 0, 'no monster is to strike the warrior after it');
});
