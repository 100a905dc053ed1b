// The GM AI's Dungeon Counters (AHQ-E28, DEC-30): it saves for reinforcements, brings them next to
// the hero most worth striking when a fight hangs in the balance or the heroes are hurt, sends a
// wandering band at a hurt party's weakest hero, and lays a trap with counters to spare where the
// heroes must step, before the door they are heading for. The same state gets the same answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, legalAnswers, type GameHeader, type GameState, type Setup } from '@delve/engine';
import { gmPolicy } from './index.ts';
import { keepForAFight } from './counters.ts';

const content = await loadDefaultContent('ahq');

/** A game at its first Dungeon Counter decision, every earlier decision answered by its first legal answer. */
function atCounterDecision(setup: Partial<Setup> & Pick<Setup, 'map' | 'heroes'>, dice: number[]): GameState {
  const header: GameHeader = { ruleset: 'ahq', options: {}, packs: ['ahq-core'], seed: 1, dice, setup: { counters: 'dungeon-counters', ...setup } };
  const s = createGame(header, content);
  for (let i = 0; i < 20 && s.pending && s.pending.kind !== 'dungeonCounter'; i++) applyInPlace(s, s.pending.seat, legalAnswers(s, s.pending.seat)[0]!);
  assert.equal(s.pending?.kind, 'dungeonCounter');
  return s;
}

// A passage that turns south at [8, 1] to a door at [8, 5]: from [1, 1] nobody sees round the corner.
const BEND = ['##########', '#........#', '########.#', '       #.#', '       #.#', '       #+#', '       #.#', '       ###'];
const BEND_SECTIONS: Setup['sections'] = [
  { id: 'hall', kind: 'passage', x: 1, y: 1, w: 8, h: 1, revealed: true },
  { id: 'bend', kind: 'passage', x: 8, y: 2, w: 1, h: 3, revealed: true },
  { id: 'beyond', kind: 'room', x: 8, y: 6, w: 1, h: 1 },
];

test('DEC-30 ahq-core keeps three counters for a fight: its reinforcements cost three', () => {
  const s = atCounterDecision({ map: BEND, sections: BEND_SECTIONS, heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian' }], gmCounters: 2 }, [5]);
  assert.equal(keepForAFight(s), 3);
});

test('DEC-30 exploration: two counters and a party unhurt are saved; a hurt party gets the wandering band on its weakest hero', () => {
  const heroes = (wounds: number): Setup['heroes'] => [
    { type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian' },
    { type: 'wizard', seat: 'p1', at: [3, 1], id: 'wizard', wounds, components: { fire: 4 } },
  ];
  const calm = atCounterDecision({ map: BEND, sections: BEND_SECTIONS, heroes: heroes(5), gmCounters: 2 }, [5]);
  assert.deepEqual(gmPolicy(calm), { kind: 'dungeonCounter', entry: null });
  const hurt = atCounterDecision({ map: BEND, sections: BEND_SECTIONS, heroes: heroes(1), gmCounters: 2 }, [5]);
  assert.deepEqual(gmPolicy(hurt), { kind: 'dungeonCounter', entry: 'wandering-monsters', at: [3, 1], reason: { code: 'band', target: 'wizard' } });
  // Enough for the band and a fight's reinforcements after it: the band goes, unhurt party or not.
  const rich = atCounterDecision({ map: BEND, sections: BEND_SECTIONS, heroes: heroes(5), gmCounters: 5 }, [5]);
  assert.equal((gmPolicy(rich) as { entry: string }).entry, 'wandering-monsters');
});

test('DEC-30 exploration: with a counter to spare beyond a fight, a trap goes where the heroes must step, before the door they head for', () => {
  const s = atCounterDecision({ map: BEND, sections: BEND_SECTIONS, heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian' }], gmCounters: 4 }, [5]);
  const d = s.pending!;
  assert.ok(d.kind === 'dungeonCounter');
  // Four counters: the band (2) would leave too few for a fight; a trap (1) leaves three.
  assert.deepEqual(d.offers.find((o) => o.effect === 'trap')!.squares, [{ x: 8, y: 2 }, { x: 8, y: 3 }, { x: 8, y: 4 }]);
  const a = gmPolicy(s);
  assert.deepEqual(a, { kind: 'dungeonCounter', entry: 'hidden-trap', at: [8, 4], reason: { code: 'trapAhead' } });
  assert.deepEqual(gmPolicy(s), a);
});

test('DEC-30 combat: reinforcements come when the heroes are hurt, from the unseen square nearest the hero most worth striking; an unhurt party facing little is spared them', () => {
  // The passage below the room: out of the heroes' sight.
  const map = ['###########', '#B...o...w#', '#.........#', '#####.#####', '    #.#', '    #.#', '    #.#', '    ###'];
  const sections: Setup['sections'] = [
    { id: 'hall', kind: 'room', x: 1, y: 1, w: 9, h: 2, revealed: true },
    { id: 'shaft', kind: 'passage', x: 5, y: 3, w: 1, h: 4, revealed: true },
  ];
  const setup = (wounds: number): Parameters<typeof atCounterDecision>[0] => ({
    map, sections, start: 'combat', gmCounters: 3,
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian', wounds }, { type: 'wizard', seat: 'p1', at: [9, 1], id: 'wizard', wounds: 1, components: { fire: 4 } }],
    monsters: [{ type: 'giant-rat', at: [5, 1], id: 'rat' }],
  });
  const s = atCounterDecision(setup(3), []);
  const a = gmPolicy(s);
  assert.equal((a as { entry: string }).entry, 'reinforcements');
  // The nearest square of the shaft to the room: [5, 3], beside neither hero, seen by neither.
  const d = s.pending!;
  assert.ok(d.kind === 'dungeonCounter');
  assert.ok(d.offers[0]!.squares.some((p) => p.x === 5 && p.y === 3));
  assert.deepEqual(a, { kind: 'dungeonCounter', entry: 'reinforcements', at: [5, 3], reason: { code: 'reinforce', target: 'barbarian' } });
  const calm = atCounterDecision({ ...setup(10), heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian' }] }, []);
  assert.deepEqual(gmPolicy(calm), { kind: 'dungeonCounter', entry: null });
});
