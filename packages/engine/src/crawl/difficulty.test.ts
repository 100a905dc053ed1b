// Difficulty levels (crawl/difficulty.ts): the header's option changes what the dungeon holds —
// the monsters a section brings, the GM's Dungeon Counters (AHQ-E28) and the end-of-turn faces
// that bring wandering monsters (GLD-T02) — and a bad level is refused by field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, replay, RULESETS } from '../game.ts';
import { SetupError, stateHash } from '../state.ts';
import { revealSection } from '../generators/reveal.ts';
import type { Content, CounterTableDef, MonsterRole } from '../content-types.ts';
import type { GameHeader } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';
import { DIFFICULTIES, difficultyOf, scaleBand } from './difficulty.ts';

const roles: Record<string, MonsterRole> = { champion: 'champion', sentry: 'sentry' };
const roleOf = (t: string) => roles[t];
const types = (xs: { type: string }[]) => xs.map((m) => m.type);

test('a band at a level: halved from its end (the leader named first stays), grown by its plain monsters, never empty', () => {
  const band = [{ type: 'champion' }, { type: 'orc' }, { type: 'orc' }, { type: 'archer' }];
  assert.deepEqual(types(scaleBand(band, 0.5, roleOf)), ['champion', 'orc']);
  assert.deepEqual(types(scaleBand(band, 1, roleOf)), ['champion', 'orc', 'orc', 'archer']);
  assert.deepEqual(types(scaleBand(band, 1.5, roleOf)), ['champion', 'orc', 'orc', 'archer', 'orc', 'orc']);
  assert.deepEqual(types(scaleBand([{ type: 'troll' }], 0.5, roleOf)), ['troll']);
  // A band of specials alone repeats them.
  assert.deepEqual(types(scaleBand([{ type: 'sentry' }], 2, roleOf)), ['sentry', 'sentry']);
  // A level that keeps the weakest cuts the strongest first, the champion above all.
  const strength: Record<string, number> = { champion: 30, orc: 10, archer: 8 };
  assert.deepEqual(types(scaleBand(band, 0.5, roleOf, (t) => strength[t]!)), ['orc', 'archer']);
  assert.deepEqual(types(scaleBand(band, 0.75, roleOf, (t) => strength[t]!)), ['orc', 'orc', 'archer']);
  // Monsters given by id (a prepared scenario) are left as they are.
  assert.deepEqual(types(scaleBand([{ type: 'orc', id: 'o1' }], 2, roleOf)), ['orc']);
});

test('both crawls offer the four levels, normal by default, and refuse another by field', () => {
  for (const r of [RULESETS.ahq!, RULESETS.guilds!]) {
    const o = r.options.find((x) => x.id === 'difficulty');
    assert.ok(o, r.id);
    assert.deepEqual(o.choices, DIFFICULTIES);
    assert.equal(o.default, 'normal');
  }
  assert.equal(difficultyOf(createGame(dungeonHeader(1), fixtureContent)), 'normal');
  assert.throws(() => createGame({ ...dungeonHeader(1), options: { difficulty: 'brutal' } }, fixtureContent),
    (e: unknown) => e instanceof SetupError && e.field === 'options.difficulty' && /story, normal, hard, deadly/.test(e.message));
});

test('a section revealed brings as many monsters as the level says', () => {
  const counts: Record<string, number> = {};
  for (const level of DIFFICULTIES) {
    const s = createGame({ ...dungeonHeader(3), options: { difficulty: level } }, fixtureContent);
    const ids = revealSection(s, s.map.sections.cellar!);
    counts[level] = ids.length;
    assert.ok(ids.every((id) => s.models[id]!.home === 'cellar'));
  }
  // The cellar names an archer and an orc: ahq's levels bring 0.3, 1 (the rules' own), 1.7 and
  // 9 times as many, rounded: one, two, three and eighteen.
  assert.deepEqual(counts, { story: 1, normal: 2, hard: 3, deadly: 18 });
});

const TABLE: CounterTableDef = {
  id: 'cruel', name: 'Cruel counters',
  entries: [{ id: 'pit', name: { en: 'A pit', it: 'Una fossa' }, cost: 1, moment: 'exploration', effect: { kind: 'trap', trap: 'pit' } }],
};
const content: Content = { ...fixtureContent, counterTables: { cruel: TABLE } };

test('AHQ-E28 the GM starts with its level\'s Dungeon Counters beside those the setup gives, and the header rebuilds them', () => {
  const held = (difficulty: string, gmCounters?: number): number => {
    const h: GameHeader = { ...dungeonHeader(5), options: { difficulty } };
    const s = createGame({ ...h, setup: { ...h.setup, counters: 'cruel', ...(gmCounters !== undefined ? { gmCounters } : {}) } }, content);
    return s.gmCounters;
  };
  assert.equal(held('story'), 0);
  assert.equal(held('normal'), 0);
  assert.ok(held('hard') > 0);
  assert.ok(held('deadly') > held('hard'));
  assert.equal(held('deadly', 2), held('deadly') + 2);
  const h: GameHeader = { ...dungeonHeader(5), options: { difficulty: 'deadly' } };
  const s = createGame(h, content);
  assert.equal(stateHash(replay({ header: h, answers: [] }, content)), stateHash(s));
});
