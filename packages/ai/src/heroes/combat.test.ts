// A hero's combat answers with nothing left to weigh but a potion: the bot ends the activation
// without reading the board only where reading it would have ended it too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, legalAnswers, type Answer, type GameState } from '@delve/engine';
import { situation } from '../situation.ts';
import { heroPolicy } from './index.ts';
import { heroCombatAct } from './combat.ts';
import { gmPolicy } from '../gm/index.ts';
import { aiPolicy } from '../index.ts';
import { setupHeader } from '../setups.ts';
import { PATIENCE } from '../gm/cunning.ts';

const content = await loadDefaultContent('ahq');

// A passage: the dwarf steps back beside the elf, the goblin far off.
//   0123456789
// 0 ##########
// 1 #........#
// 2 ##########
function passage(elfWounds?: number): GameState {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 3,
    setup: {
      map: ['##########', '#........#', '##########'], start: 'combat', firstSide: 'heroes',
      heroes: [
        // No throwing axe: nothing to shoot at the goblin.
        { type: 'dwarf', seat: 'p1', at: [4, 1], id: 'dwarf', weapons: ['battle-axe'], items: ['healing-potion'] },
        { type: 'elf', seat: 'p2', at: [2, 1], id: 'elf', wounds: elfWounds },
      ],
      monsters: [{ type: 'goblin', at: [8, 1], id: 'goblin' }],
    },
  }, content);
  // The dwarf's player acts first; the dwarf steps back: its move is spent.
  while (s.pending?.kind === 'choosePlayer') assert.ok(applyInPlace(s, s.pending.seat, { kind: 'choosePlayer', player: 'p1' }).ok);
  assert.equal(s.pending?.seat, 'p1');
  assert.ok(applyInPlace(s, 'p1', { kind: 'move', model: 'dwarf', to: [3, 1] }).ok);
  return s;
}

/** The answer reading the whole board gives (`heroCombatAct`), beside the bot's. */
function bothAnswers(s: GameState): { bot: Answer; read: Answer } {
  const d = s.pending;
  assert.ok(d?.kind === 'act' && d.current === 'dwarf');
  return { bot: heroPolicy(s, 'p1'), read: heroCombatAct(situation(s, 'p1'), d) };
}

test('AHQ-C45 a hero who has moved, with a potion nobody needs, ends its activation as reading the board would: with a friend knocked out, it gives him the potion', () => {
  const fine = passage();
  const kinds = legalAnswers(fine, 'p1', { model: 'dwarf' }).map((a) => a.kind);
  assert.ok(kinds.includes('potion') && !kinds.includes('move') && !kinds.includes('attack'), `the dwarf can only drink or give its potion, or end: ${kinds.join(', ')}`);
  const a = bothAnswers(fine);
  assert.deepEqual(a.bot, { kind: 'end', model: 'dwarf' });
  assert.deepEqual(a.bot, a.read);

  const down = passage(0);
  assert.ok(down.models.elf!.status.ko, 'the elf is knocked out');
  const b = bothAnswers(down);
  assert.deepEqual(b.bot, { kind: 'potion', model: 'dwarf', item: 'healing-potion', target: 'elf' });
  assert.deepEqual(b.bot, b.read);

  // Badly wounded but standing: healed too.
  const low = passage(1);
  const c = bothAnswers(low);
  assert.equal(c.bot.kind, 'potion');
  assert.deepEqual(c.bot, c.read);
});

// Two rooms joined by an open door at [6, 2]; the orc waits at the far end of the east room. The
// wizard has the first move, the barbarian stands behind him: the only way east is the door and
// the square past it, [7, 2].
//   012345678901234567890
// 0 #####################
// 1 #.....#.............#
// 2 #...../.............#
// 3 #.....#.............#
// 4 #####################
function doorway(): GameState {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 5,
    setup: {
      map: ['#####################', '#.....#.............#', '#...../.............#', '#.....#.............#', '#####################'], start: 'combat', firstSide: 'heroes',
      heroes: [
        // Water alone: no spell to cast at the orc.
        { type: 'wizard', seat: 'p1', at: [1, 2], id: 'wizard', components: { water: 1 } },
        { type: 'barbarian', seat: 'p2', at: [1, 1], id: 'barbarian' },
      ],
      monsters: [{ type: 'orc', at: [19, 2], id: 'orc' }],
    },
  }, content);
  // The order of play, as the bots answer it, up to the wizard's activation.
  for (let guard = 0; s.pending && s.pending.kind !== 'act' && guard < 20; guard++) {
    const seat = s.pending.seat;
    const a = s.pending.kind === 'choosePlayer' ? { kind: 'choosePlayer', player: 'p1' } as const : heroPolicy(s, seat);
    assert.ok(applyInPlace(s, seat, a).ok);
  }
  assert.ok(s.pending?.kind === 'act' && s.pending.seat === 'p1', JSON.stringify(s.pending));
  return s;
}

test('a hero bot does not stop in the doorway his friend needs: the wizard, short of the open room, waits aside', () => {
  const s = doorway();
  const a = heroPolicy(s, 'p1');
  assert.equal(a.kind, 'move');
  // The farthest he can walk ends at [7, 2], past the door, where the barbarian could not get by.
  const barred = ['5,2', '6,2', '7,2'];
  assert.ok(a.kind === 'move' && !barred.includes(a.to.join(',')), `the wizard stops at [${a.kind === 'move' ? a.to.join(', ') : ''}], in the barbarian's way`);
});

// A passage with a spotted pit between the barbarian and the last orc, as in expedition 343 at
// normal: monsters keep off a spotted trap and heroes walk round one, so nobody reaches anybody
// and the fight went on for 2,000 turns.
//   0123456
// 0 #######
// 1 #.....#
// 2 #######
test('AHQ-E16 with the last foe beyond a spotted trap that no way round passes, the hero beside it disarms it, and the fight ends', () => {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 5,
    setup: {
      map: ['#######', '#.....#', '#######'], start: 'combat', firstSide: 'heroes',
      // No throwing axe: nothing to throw at the orc over the pit.
      heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 1], id: 'barbarian', weapons: ['two-handed-sword'] }],
      monsters: [{ type: 'orc', at: [4, 1], id: 'orc' }],
      traps: [{ trap: 'pit', at: [3, 1], spotted: true }],
    },
  }, content);
  while (s.pending?.kind === 'choosePlayer') assert.ok(applyInPlace(s, s.pending.seat, { kind: 'choosePlayer', player: 'p1' }).ok);
  const first = heroPolicy(s, 'p1');
  assert.equal(first.kind, 'disarm', `the barbarian disarms the pit: ${JSON.stringify(first)}`);
  let answers = 0;
  for (; answers < 400 && s.pending && !s.result && s.combat; answers++) {
    const seat = s.pending.seat;
    assert.ok(applyInPlace(s, seat, seat === 'gm' ? gmPolicy(s, 'gm') : heroPolicy(s, seat)).ok);
  }
  assert.ok(!s.combat || s.result, `the fight is over within 400 answers (${answers})`);
});

// The giant rat of expedition 379 at normal: with its one wound it keeps beyond a spotted trap in
// a room the heroes could walk round, and the hurt heroes keep out of the GM's way; neither side
// closed for 2,000 turns. Past twice the GM's patience the heroes press on, and it ends.
test('ahq expedition 379 at normal, a fight nobody opened, ends once the heroes press on past twice the GM\'s patience', async () => {
  const all = await loadDefaultContent();
  const s = createGame(setupHeader('expedition', 379, { ruleset: 'ahq', options: { difficulty: 'normal' } }, all), all);
  let answers = 0;
  let longest = 0;
  for (; answers < 20_000 && s.pending && !s.result; answers++) {
    longest = Math.max(longest, s.combat?.round ?? 0);
    assert.ok(applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat)).ok);
  }
  assert.ok(s.result, `the expedition ends (${answers} answers, its longest fight ${longest} rounds)`);
  assert.ok(longest > 2 * PATIENCE, `a fight went on past twice the patience (${longest} rounds): the heroes pressed on`);
});

// The chaos sorcerer of expedition 642 at story: in a corner between a chest and a table, the
// wounded elf diagonal to it. Nobody may strike it diagonally (AHQ-C14) and the elf's bow may not
// shoot a foe beside it (AHQ-C25); the others kept away, and the fight went on for 2,500 rounds.
// Past twice the GM's patience the elf steps back to a square it can shoot from, and it ends.
test('AHQ-C25 ahq expedition 642 at story: an archer with no square to strike from presses on to one to shoot from', async () => {
  const all = await loadDefaultContent();
  const s = createGame(setupHeader('expedition', 642, { ruleset: 'ahq', options: { difficulty: 'story' } }, all), all);
  let answers = 0;
  let longest = 0;
  let shots = 0;
  for (; answers < 20_000 && s.pending && !s.result; answers++) {
    const round = s.combat?.round ?? 0;
    longest = Math.max(longest, round);
    const a = aiPolicy(s, s.pending.seat);
    if (round > 2 * PATIENCE && a.kind === 'shoot') shots++;
    assert.ok(applyInPlace(s, s.pending.seat, a).ok);
  }
  assert.ok(s.result, `the expedition ends (${answers} answers, its longest fight ${longest} rounds)`);
  assert.ok(shots > 0, 'a hero shot past twice the patience');
});
