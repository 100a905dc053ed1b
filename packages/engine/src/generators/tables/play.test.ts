// The 'tables' generator in play: when generation happens, and that the same seed and answers
// give the same dungeon, every die coming from the game's generator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, applyInPlace, createGame, legalAnswers, replay } from '../../game.ts';
import { stateHash } from '../../state.ts';
import type { Answer, GameState } from '../../types.ts';
import { questContent } from '../../testing/fixture-quest.ts';
import { generateDungeon } from './headless.ts';
import { questHeader } from './setup.ts';
import { tablesState } from './state.ts';

const content = questContent();

function play(s: GameState, steps: [string, Answer][]): GameState {
  for (const [seat, answer] of steps) {
    const r = apply(s, seat, answer);
    assert.ok(r.ok, r.ok ? '' : `${seat} ${JSON.stringify(answer)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

test('AHQ-E19 what lies beyond a junction reached in the Hero phase is generated in the Exploration phase', () => {
  // The first passage: 1 section, a T-junction, nothing. The branch: 1 section, dead end, nothing. GM phase: 6.
  let s = createGame(questHeader(content, { quest: 'test', seed: 1, dice: [1, 2, 1, 1, 1, 1, 6] }), content);
  const block = s.map.sections[tablesState(s).passages[0]!.blocks[0]!]!;
  const west = Object.values(tablesState(s).exits).find((e) => e.dir === 3)!;
  s = play(s, [['p1', { kind: 'choosePlayer', player: 'p1' }], ['p1', { kind: 'move', model: 'barbarian', to: [block.x, block.y + 1] }]]);
  assert.equal(s.map.sections[west.id]?.revealed, false, 'reaching the junction reveals nothing yet');
  assert.deepEqual(s.toGenerate.map((q) => q.section), [west.id]);
  const r = apply(s, 'p1', { kind: 'endPhase' });
  assert.ok(r.ok);
  s = r.state;
  let events = r.events;
  for (const seat of ['p2', 'p3', 'p4']) {
    const next = s.pending!.kind === 'choosePlayer' ? play(s, [[s.pending!.seat, { kind: 'choosePlayer', player: seat }]]) : s;
    const done = apply(next, seat, { kind: 'endPhase' });
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    s = done.state;
    events = done.events;
  }
  const phase = events.findIndex((e) => e.type === 'phaseStarted' && e.phase === 'exploration');
  const revealed = events.findIndex((e) => e.type === 'sectionRevealed');
  assert.ok(phase >= 0 && revealed > phase, 'revealed in the Exploration phase');
  assert.equal(tablesState(s).passages.length, 2);
  assert.equal(s.map.sections[west.id], undefined, 'the stub became the new passage');
});

test('the same seed and the same answers give the same dungeon, square for square', () => {
  const a = generateDungeon(content, { quest: 'test', seed: 42, maxSections: 60 });
  const b = generateDungeon(content, { quest: 'test', seed: 42, maxSections: 60 });
  assert.equal(a.state.map.tiles, b.state.map.tiles);
  assert.equal(stateHash(a.state), stateHash(b.state));
  const c = generateDungeon(content, { quest: 'test', seed: 43, maxSections: 60 });
  assert.notEqual(a.state.map.tiles, c.state.map.tiles);
});

test('the generator draws only from the game dice: the faces it logged, scripted, give the same dungeon', () => {
  const a = generateDungeon(content, { quest: 'test', seed: 7, maxSections: 50 });
  const faces = a.state.events.flatMap((e) => (e.type === 'dice' ? e.faces : []));
  assert.ok(faces.length > 20);
  assert.ok(a.state.events.some((e) => e.type === 'dice' && e.purpose === 'dungeon'));
  const b = generateDungeon(content, { quest: 'test', seed: 7, dice: faces, maxSections: 50 });
  assert.equal(b.state.map.tiles, a.state.map.tiles);
  assert.deepEqual(b.summary, a.summary);
});

test('a game on a generated dungeon, its answers replayed, reaches the same state', () => {
  for (const seed of [3, 5, 8]) {
    const header = questHeader(content, { quest: 'test', seed });
    const s = createGame(header, content);
    let x = seed;
    const answers: { seat: string; answer: Answer }[] = [];
    for (let i = 0; i < 150 && s.pending && !s.result; i++) {
      const seat = s.pending.seat;
      const options = legalAnswers(s, seat);
      x = (x * 1103515245 + 12345) >>> 0;
      // Mostly moves and doors, so that the dungeon grows; generator choices at random.
      const preferred = options.filter((a) => a.kind === 'door' || a.kind === 'move' || a.kind === 'generator' || a.kind === 'choosePlayer');
      const pool = preferred.length > 0 && x % 4 !== 0 ? preferred : options;
      const answer = pool[x % pool.length]!;
      const r = applyInPlace(s, seat, answer);
      assert.ok(r.ok, r.ok ? '' : r.error.message);
      answers.push({ seat, answer });
    }
    assert.equal(stateHash(replay({ header, answers }, content)), stateHash(s), `seed ${seed}`);
  }
});
