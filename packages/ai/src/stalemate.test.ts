// Fights nobody could finish (`guilds`): a hero shut in a corner behind his knocked-down friend,
// whom nobody may strike (GLD-W02) and nobody may end a move on (GLD-M02), with furniture and
// walls round them, as expedition 40058 of the fuzz test met it; a bot's odds that took a blow
// across a doorway for one in the open; crossbowmen backing away, turn after turn, from a hero who
// could not have reached them, or round a room too small to get out of his reach, as in expedition
// 40353; a goblin standing beside a hero turn after turn, never striking; a Sentinel waiting
// beside a fallen hero, a shut door between it and the last one standing. Each on a small board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, view, type Answer, type GameEvent, type GameState, type HeroSetup, type MonsterSetup, type Setup, type Side } from '@delve/engine';
import { aiPolicy, gmPolicy, oddsAsker } from './index.ts';
import { readBoard } from './board.ts';
import { setupHeader } from './setups.ts';
import { playOut } from './play.ts';
import { PATIENCE } from './gm/cunning.ts';

/** An answer as played: the GM's reason for it aside (gm/reasons.ts). */
function played(a: Answer | null | undefined): Omit<Answer, 'reason'> | null | undefined {
  if (!a) return a;
  const { reason: _, ...rest } = a;
  return rest;
}

const content = await loadDefaultContent('guilds');

// A room with a weapons rack along its west wall and a throne: the square north-west of the rack
// is a corner with one way out, east.
//   01234567
// 0 ########
// 1 #......#
// 2 #R.T...#   R weapons rack (1,2)-(1,3), T throne (3,2)
// 3 #R.....#
// 4 #......#
// 5 #......#
// 6 ########
const ROOM = ['########', '#......#', '#......#', '#......#', '#......#', '#......#', '########'];

function fight(heroes: HeroSetup[], monsters: MonsterSetup[], firstSide: Side, map = ROOM, room: Pick<Setup, 'furnishings' | 'chests'> = {}): GameState {
  return createGame({
    ruleset: 'guilds', options: {}, packs: content.packs, seed: 7,
    setup: {
      map, start: 'combat', firstSide, heroes, monsters,
      furnishings: map === ROOM ? [{ type: 'weapons-rack', at: [1, 2], turned: true }, { type: 'throne', at: [3, 2] }] : [],
      ...room,
    },
  }, content);
}

/** The GM's answers until its first one that is not the routine. */
function firstGmAnswer(s: GameState): Answer | null {
  while (s.pending && s.pending.seat === 'gm') {
    const a = gmPolicy(s, 'gm');
    assert.ok(applyInPlace(s, 'gm', a).ok);
    if (a.kind !== 'routine') return a;
  }
  return null;
}

/** The warrior in the corner, the elf knocked down on the one square out of it. */
const cornered = (warrior: [number, number] = [1, 1]): HeroSetup[] => [
  { type: 'warrior', seat: 'p1', at: warrior, id: 'warrior' },
  { type: 'elf', seat: 'p2', at: [2, 1], id: 'elf', wounds: 0 },
];

/** Plays until the fight is over or `max` answers were given; the events on the way. */
function play(s: GameState, max = 800): GameEvent[] {
  const events: GameEvent[] = [];
  for (let n = 0; n < max && s.pending && s.combat && !s.result; n++) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, aiPolicy(s, seat));
    if (!r.ok) throw new Error(`${seat}'s answer was refused: ${r.error.message}`);
    events.push(...r.events);
  }
  return events;
}

test('GLD-W02 GLD-M02 GLD-M03 GLD-W04 a warrior shut in a corner behind his knocked-down friend is let out: the orc holding the way stands clear, he revives the friend and the fight ends', () => {
  // The orc on (2,2) can strike nobody (the warrior is diagonal, the elf may not be struck), but
  // its zone covers the elf's square, the only way out: a stalemate until it moves.
  const s = fight(cornered(), [{ type: 'orc', at: [2, 2], id: 'orc1' }, { type: 'orc', at: [2, 3], id: 'orc2' }], 'monsters');
  const events = play(s);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
  assert.ok(events.some((e) => e.type === 'potionUsed' && e.by === 'warrior' && e.target === 'elf'), 'the warrior gave the elf his potion');
});

test('GLD-W02 GLD-M02 GLD-M04 monsters that cannot reach the cornered warrior do not close on his knocked-down friend, and the fight ends', () => {
  const s = fight(cornered(), [{ type: 'orc', at: [2, 4], id: 'orc1' }, { type: 'orc', at: [3, 3], id: 'orc2' }], 'monsters');
  // Through the GM's first phase no orc ends beside the elf: from there it could strike nobody
  // and would hold the warrior's one way out.
  while (s.pending && s.pending.seat === 'gm') {
    const a = gmPolicy(s, 'gm');
    if (a.kind === 'move') assert.ok(Math.abs(a.to[0] - 2) + Math.abs(a.to[1] - 1) > 1, `${a.model} closes on the fallen elf at ${a.to}`);
    assert.ok(applyInPlace(s, 'gm', a).ok);
  }
  const events = play(s);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
});

test('GLD-W02 GLD-M02 GLD-W03 with his friend down between two orcs, the warrior goes round to strike rather than shutting them both in the corner, and the fight ends', () => {
  const s = fight(
    [{ type: 'warrior', seat: 'p1', at: [2, 1], id: 'warrior' }, { type: 'elf', seat: 'p2', at: [2, 3], id: 'elf', wounds: 0 }],
    [{ type: 'orc', at: [2, 4], id: 'orc1' }, { type: 'orc', at: [3, 3], id: 'orc2' }], 'heroes');
  const events = play(s);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
});

test('GLD-W03 GLD-W04 a warrior at a corner of his knocked-down friend steps beside him to give him his potion, though that square is in the crossbows\' line of fire', () => {
  //   0123456789
  // 0 ##########
  // 1 #....#...#
  // 2 #....E...#   the elf down in the gap in the wall at (5,2)
  // 3 #b...#W..#   the warrior at (6,3): out of the crossbows' sight, but a potion or a drag
  // 4 #a...#...#   needs the square beside the elf, (6,2), in their sight
  // 5 ##########
  const map = ['##########', '#....#...#', '#........#', '#....#...#', '#....#...#', '##########'];
  const s = fight(
    [{ type: 'warrior', seat: 'p1', at: [6, 3], id: 'warrior', weapons: ['broadsword'] }, { type: 'elf', seat: 'p2', at: [5, 2], id: 'elf', wounds: 0 }],
    [{ type: 'orc-crossbowman', at: [1, 4], id: 'xbow1' }, { type: 'orc-crossbowman', at: [1, 3], id: 'xbow2' }], 'heroes', map);
  const first: GameEvent[] = [];
  while (s.pending && s.pending.seat !== 'gm') {
    const r = applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
    assert.ok(r.ok);
    first.push(...r.events);
  }
  assert.ok(first.some((e) => e.type === 'potionUsed' && e.by === 'warrior' && e.target === 'elf'), 'the warrior gave the elf his potion in his first turn');
  const events = play(s);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
});

test('GLD-A02 GLD-M04 the bots ask the odds of a diagonal blow square by square: none from a doorway, the full odds from the open floor', () => {
  //   0123456
  // 0 #######
  // 1 #.....#
  // 2 #.....#   the warrior at (4,2)
  // 3 ###/###   an open door at (3,3)
  // 4 #.....#
  // 5 #######
  const map = ['#######', '#.....#', '#.....#', '###/###', '#.....#', '#######'];
  const s = fight([{ type: 'warrior', seat: 'p1', at: [4, 2], id: 'warrior' }], [{ type: 'goblin', at: [1, 4], id: 'goblin' }], 'heroes', map);
  const models = () => readBoard(view(s, 'gm')).byId;
  const odds = oddsAsker(s, models());
  // The goblin's spear reaches diagonally, but not out of a doorway (GLD-A02)...
  assert.equal(odds.odds('goblin', 'warrior', undefined, 'goblin', { x: 3, y: 3 }), null);
  // ...and from the open floor it does: the answer from the doorway is not kept for it.
  const open = odds.odds('goblin', 'warrior', undefined, 'goblin', { x: 5, y: 1 });
  assert.ok(open && open.hit > 0, 'a diagonal spear thrust from the open floor has odds');
  assert.ok(oddsAsker(s, models()).odds('goblin', 'warrior', undefined, 'goblin', { x: 3, y: 1 }), 'a later decision finds them too');
});

test('GLD-C07 DEC-04 a crossbowman beyond the reach of a dwarf\'s half-Speed combat move shoots him rather than backing away', () => {
  // Five squares apart: the dwarf (Speed 5) walks two in a combat turn, so the crossbowman is
  // safe where it stands; backing off a turn at a time, it would never shoot (a crossbow is not
  // shot after moving, GLD-S02).
  const map = ['##########', '#........#', '#........#', '##########'];
  const s = fight([{ type: 'dwarf', seat: 'p1', at: [1, 1], id: 'dwarf' }], [{ type: 'orc-crossbowman', at: [6, 1], id: 'xbow' }], 'monsters', map);
  const first = firstGmAnswer(s);
  assert.equal(first?.kind, 'shoot', JSON.stringify(first));
});

test('GLD-M03 GLD-Z02 GLD-C07 DEC-04 a crossbowman the dwarf cannot reach past the control zone of an orc shoots him rather than backing away', () => {
  //   0123456789
  // 0 ##########
  // 1 #D..X....#   the dwarf at (1,1), the crossbowman three squares along the wall at (4,1)
  // 2 #.O......#   the orc at (2,2): both squares the dwarf could step to are in its zone, where
  // 3 #........#   he would have to stop (GLD-M03), out of reach of the crossbowman (two squares
  // 4 ##########   of a combat move, GLD-C07, DEC-04). Backing away would give up its shot for
  //                nothing (a crossbow is not shot after moving, GLD-S02).
  const map = ['##########', '#........#', '#........#', '#........#', '##########'];
  const s = fight([{ type: 'dwarf', seat: 'p1', at: [1, 1], id: 'dwarf' }],
    [{ type: 'orc-crossbowman', at: [4, 1], id: 'xbow' }, { type: 'orc', at: [2, 2], id: 'orc' }], 'monsters', map);
  const first = firstGmAnswer(s);
  assert.deepEqual(played(first), { kind: 'shoot', model: 'xbow', target: 'dwarf', weapon: 'crossbow' });
});

test('GLD-S02 GLD-C07 DEC-04 in a vault too small to get out of the reach of a dwarf, crossbowmen shoot rather than backing away round the chest, and the fight ends', () => {
  // The Guildmaster's vault of expedition 40353: the dwarf walks two squares a combat turn, the
  // crossbowmen three, but no square of the room is out of his reach for two turns running.
  // Backing away only put off the blow with the shot (a crossbow is not shot after moving,
  // GLD-S02): they went round the chest for ever, never shooting.
  //   0123456
  // 0 #######
  // 1 #..RR.#   R weapons rack
  // 2 #.....#
  // 3 #T..D.#   T throne, D the dwarf at (4,3)
  // 4 #..C..#   C a chest
  // 5 #...XX#   the crossbowmen at (4,5) and (5,5)
  // 6 #.....#
  // 7 #######
  const map = ['#######', '#.....#', '#.....#', '#.....#', '#.....#', '#.....#', '#.....#', '#######'];
  const s = fight([{ type: 'dwarf', seat: 'p1', at: [4, 3], id: 'dwarf' }],
    [{ type: 'orc-crossbowman', at: [4, 5], id: 'xbow1' }, { type: 'orc-crossbowman', at: [5, 5], id: 'xbow2' }], 'monsters', map,
    { furnishings: [{ type: 'throne', at: [1, 3] }, { type: 'weapons-rack', at: [3, 1] }], chests: [{ at: [3, 4], gold: 80 }] });
  const events = play(s);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
  assert.ok(events.some((e) => e.type === 'attack' && (e.attacker === 'xbow1' || e.attacker === 'xbow2') && e.weapon === 'crossbow'), 'the crossbowmen shot');
});

test('GLD-C01 a wounded goblin beside a dwarf, with nowhere better to go, strikes him rather than standing there', () => {
  // The odds are against it (one wound left, a dwarf's axe back if it fumbles), but monsters with a
  // line of view to the heroes always attack (GLD-C01). A goblin archer out of arrows that followed
  // a rogue dragging his fallen friend, standing beside him and never striking, made room fights
  // 34700 and 36204 of guilds.test.ts at FUZZ_SCALE=20 go on for ever.
  const map = ['#######', '#.....#', '#######'];
  const s = fight([{ type: 'dwarf', seat: 'p1', at: [1, 1], id: 'dwarf' }], [{ type: 'goblin', at: [2, 1], id: 'goblin', wounds: 1 }], 'monsters', map);
  assert.deepEqual(played(firstGmAnswer(s)), { kind: 'attack', model: 'goblin', target: 'dwarf' });
});

test('GLD-C05 GLD-W02 a Sentinel beside a knocked-down hero opens the door between it and the last hero standing', () => {
  //   0123456
  // 0 #######
  // 1 #.ES..#   the elf knocked down at (2,1), the orc Sentinel beside him at (3,1)
  // 2 ###+###   a shut door at (3,2)
  // 3 #..W..#   the warrior behind it at (3,3)
  // 4 #######
  // Nobody may strike the elf (GLD-W02) and only a Sentinel opens a door in a fight (GLD-C05): the
  // Sentinel took the elf beside it for the nearest hero and waited, and so did the warrior, for
  // ever (expedition 40157 at FUZZ_SCALE=20).
  const map = ['#######', '#.....#', '###+###', '#.....#', '#######'];
  const s = fight([{ type: 'warrior', seat: 'p1', at: [3, 3], id: 'warrior' }, { type: 'elf', seat: 'p2', at: [2, 1], id: 'elf', wounds: 0 }],
    [{ type: 'orc-sentinel', at: [3, 1], id: 'sentinel' }], 'monsters', map);
  const first = firstGmAnswer(s);
  assert.equal(first?.kind, 'door', JSON.stringify(first));
});

test('GLD-S02 GLD-C07 past the patience of the GM a crossbowman with no shot comes on for the rogue out of its sight, rather than waiting out of his reach for ever', () => {
  //   0123456789
  // 0 ###########
  // 1 #...#.....#
  // 2 #...'.....#   an open door at (4,2)
  // 3 #R..#.....#   the rogue at (1,3), out of the crossbowman's sight; the crossbowman at (8,2)
  // 4 ###########
  // Every square with a shot at him is in his reach: a crossbowman keeping its distance and a
  // rogue keeping out of its sight waited for ever (expedition 25 at deadly, six crossbowmen).
  const map = ['###########', '#...#.....#', '#.../.....#', '#...#.....#', '###########'];
  const xbowTo = (round: number) => {
    const s = createGame({
      ruleset: 'guilds', options: { difficulty: 'deadly' }, packs: content.packs, seed: 7,
      setup: { map, start: 'combat', firstSide: 'monsters', heroes: [{ type: 'rogue', seat: 'p1', at: [1, 3], id: 'rogue' }], monsters: [{ type: 'orc-crossbowman', at: [8, 2], id: 'xbow' }] },
    } as Parameters<typeof createGame>[0], content);
    s.combat!.round = round;
    const a = firstGmAnswer(s);
    const x = s.models.xbow!;
    return { to: [x.x, x.y] as [number, number], reason: a?.reason ?? null };
  };
  const early = xbowTo(1);
  const late = xbowTo(PATIENCE + 1);
  const d = (to: [number, number]) => Math.abs(to[0] - 1) + Math.abs(to[1] - 3);
  assert.ok(d(late.to) < d(early.to), `past its patience the crossbowman comes nearer: ${JSON.stringify(late)} against ${JSON.stringify(early)}`);
  assert.deepEqual(late.reason, { code: 'closeOn', model: 'xbow', target: 'rogue' });
});

test('guilds expeditions at deadly that waited for ever end: seeds 14 and 25 (a lone orc and four heroes slowed by the corpses, six crossbowmen and a rogue out of their sight)', () => {
  for (const seed of [14, 25]) {
    const s = createGame(setupHeader('expedition', seed, { ruleset: 'guilds', options: { difficulty: 'deadly' } }, content), content);
    const { state } = playOut(s, aiPolicy, 20_000);
    assert.ok(state.result, `seed ${seed}: the expedition did not end in 20,000 answers`);
  }
});

test('GLD-W03 a guilds expedition at deadly with facing ends: seed 88, where the dwarf stepped toward the friend to drag off the only way and back out of sight of the crossbows, turn after turn', () => {
  const s = createGame(setupHeader('expedition', 88, { ruleset: 'guilds', options: { difficulty: 'deadly', facing: true } }, content), content);
  const { state } = playOut(s, aiPolicy, 20_000);
  assert.ok(state.result, 'the expedition did not end in 20,000 answers');
});

test('GLD-W02 GLD-M02 GLD-W03 GLD-M01 fallen friends lying across the only way between the sides are dragged clear, one after the other, and the fight ends', () => {
  //   01234567
  // 0 ########
  // 1 #..D...#   the dwarf at (3,1)
  // 2 ####.###   the elf down at (4,2)
  // 3 ####.###   the rogue down at (4,3)
  // 4 ####.###   the warrior down at (4,4)
  // 5 #.o..o.#   two orcs
  // 6 ########
  // An orc may pass them but not end on them (GLD-M02), and three fallen cost more than its
  // combat move (GLD-M01); nobody strikes them (GLD-W02), there is no potion, and the dwarf
  // reaches no orc: the orcs and the dwarf waited for ever (expeditions 2 and 17 at deadly with
  // facing).
  const map = ['########', '#......#', '####.###', '####.###', '####.###', '#......#', '########'];
  const s = fight(
    [{ type: 'dwarf', seat: 'p1', at: [3, 1], id: 'dwarf', items: [] }, { type: 'elf', seat: 'p2', at: [4, 2], id: 'elf', wounds: 0, items: [] },
      { type: 'rogue', seat: 'p3', at: [4, 3], id: 'rogue', wounds: 0, items: [] }, { type: 'warrior', seat: 'p4', at: [4, 4], id: 'warrior', wounds: 0, items: [] }],
    [{ type: 'orc', at: [2, 5], id: 'orc1' }, { type: 'orc', at: [5, 5], id: 'orc2' }], 'heroes', map);
  const events = play(s, 3000);
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
  assert.ok(events.some((e) => e.type === 'dragged' && e.by === 'dwarf'), 'the dwarf dragged a friend clear');
});

test('GLD-W02 GLD-M02 GLD-M01 GLD-W03 a warrior boxed in by two knocked-down friends and a standing one gets a square to drag from: the friend steps aside, and the fight ends', () => {
  // Expedition 357 at deadly: the orcs in the west pocket can strike nobody (the warrior is
  // diagonal to them, the fallen may not be struck) and reach nobody (the dwarf's side is behind
  // the warrior). The warrior has no square to walk to: past the dwarf, over the corpses of a long
  // fight (GLD-M01), the square beyond costs more than his three movement points, so he can drag
  // neither friend. The dwarf, with no foe to close on, ended his turn beside him for 3,000 turns.
  //   01234567
  // 0 ########
  // 1 #..#...#
  // 2 #.o#...#   o orc (2,2)
  // 3 #oR##..#   o orc (1,3), R the rogue down (2,3)
  // 4 #EWD...#   E the elf down (1,4), W the warrior (2,4), D the dwarf (3,4) on three corpses
  // 5 ########
  const map = ['########', '#..#...#', '#..#...#', '#..##..#', '#......#', '########'];
  const s = fight(
    [
      { type: 'warrior', seat: 'p1', at: [2, 4], id: 'warrior' },
      { type: 'dwarf', seat: 'p2', at: [3, 4], id: 'dwarf' },
      { type: 'elf', seat: 'p3', at: [1, 4], id: 'elf', wounds: 0 },
      { type: 'rogue', seat: 'p4', at: [2, 3], id: 'rogue', wounds: 0 },
    ],
    [
      { type: 'orc', at: [2, 2], id: 'orc1' }, { type: 'orc', at: [1, 3], id: 'orc2' },
      { type: 'orc', at: [4, 1], id: 'slain1' }, { type: 'orc', at: [5, 1], id: 'slain2' }, { type: 'orc', at: [4, 2], id: 'slain3' },
    ], 'heroes', map);
  // Three slain orcs lying under the dwarf.
  for (const id of ['slain1', 'slain2', 'slain3']) Object.assign(s.models[id]!, { x: 3, y: 4, wounds: 0, status: { ...s.models[id]!.status, dead: true } });
  const events = play(s, 1500);
  assert.ok(events.some((e) => e.type === 'moved' && e.model === 'dwarf'), 'the dwarf stepped aside');
  assert.ok(s.result || !s.combat, `the fight is still on after ${events.length} events`);
});
