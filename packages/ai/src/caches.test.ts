// What the engine and the bots keep from one decision to the next (the views' map parts, the
// map's lists of sections and doors, the list of the models in order, the walkable and sight
// grids, the kept move searches, the bots' boards and distances) must never show a state other
// than the one they are asked about. A game replayed from its answers is a state none of them
// has seen: at every few decisions of expeditions of both rulesets, its views, legal answers and
// bot answers must be the same.
//
// A view's map parts are kept while the answers played leave the map unchanged, which the engine
// tells from the events an answer brings, without reading the map (`mapRevision`, `board.ts`): a
// change to the map that came with no event saying so would leave a seat looking at the map as it
// was. Played side by side, one game in place and the same game by `apply` (a new state at every
// answer, whose views read the map afresh), every seat's view of the map must read the same at
// every decision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { apply, applyInPlace, createGame, legalAnswers, mapSketch, replay, view, type Answer, type Content, type GameHeader, type GameState, type Seat } from '@delve/engine';
import { aiPolicy, setupHeader } from './index.ts';

/** Plays `s` with the bots, at most `most` answers, calling `before` at each decision (with where it
 * is, for messages) and `after` with each answer once it is played in place. */
function playChecked(s: GameState, most: number, before: (seat: Seat, n: number, where: string) => void, after: (seat: Seat, answer: Answer) => void): number {
  const { ruleset, seed } = s.ctx.header;
  let n = 0;
  for (; n < most && s.pending && !s.result; n++) {
    const seat = s.pending.seat;
    before(seat, n, `${ruleset} seed ${String(seed)}, decision ${n} (${s.pending.kind} for ${seat})`);
    const answer = aiPolicy(s, seat);
    const r = applyInPlace(s, seat, answer);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    after(seat, answer);
  }
  return n;
}

function checkAgainstReplay(header: GameHeader, c: Content, every: number, most: number): number {
  const s = createGame(header, c);
  const answers: { seat: Seat; answer: Answer }[] = [];
  let checked = 0;
  playChecked(s, most, (seat, n, where) => {
    if (n % every !== 0) return;
    const fresh = replay({ header, answers }, c);
    for (const who of ['gm', ...s.players]) {
      const v = view(s, who);
      assert.deepEqual(v, view(fresh, who), `${where}: ${who}'s view`);
      // The sketch of the map some bots read instead of a view reads as the view does.
      const { width, height, tiles, sections } = v.map;
      assert.deepEqual(mapSketch(s, who), { seat: who, map: { width, height, tiles, sections } }, `${where}: ${who}'s map sketch`);
    }
    assert.deepEqual(legalAnswers(s, seat), legalAnswers(fresh, seat), `${where}: legal answers`);
    assert.deepEqual(aiPolicy(s, seat), aiPolicy(fresh, seat), `${where}: the bots' answer`);
    checked++;
  }, (seat, answer) => answers.push({ seat, answer }));
  return checked;
}

test('what is kept between decisions answers as a state never seen does, over expeditions of both rulesets', async () => {
  const ahq = await loadDefaultContent('ahq');
  const guilds = await loadDefaultContent('guilds');
  let checked = 0;
  for (let seed = 1; seed <= 4; seed++) {
    checked += checkAgainstReplay(setupHeader('expedition', seed, { quest: 'standard' }, ahq), ahq, 7, 700);
    checked += checkAgainstReplay(setupHeader('expedition', seed, { ruleset: 'guilds' }, guilds), guilds, 7, 700);
  }
  assert.ok(checked > 300, `${checked} decisions checked`);
});

function playSideBySide(header: GameHeader, c: Content, most: number): number {
  const kept = createGame(header, c);
  let fresh: GameState = createGame(header, c);
  return playChecked(kept, most, (_seat, _n, where) => {
    for (const who of ['gm', kept.players[0]!]) assert.deepEqual(view(kept, who).map, view(fresh, who).map, `${where}: ${who}'s map`);
  }, (seat, answer) => {
    const next = apply(fresh, seat, answer);
    assert.ok(next.ok, next.ok ? '' : next.error.message);
    fresh = next.state;
  });
}

test('DEC-17 a map kept while the answers leave it unchanged reads at every decision as one read afresh, over whole games of both rulesets', async () => {
  const ahq = await loadDefaultContent('ahq');
  const guilds = await loadDefaultContent('guilds');
  let decisions = 0;
  for (let seed = 1; seed <= 6; seed++) {
    decisions += playSideBySide(setupHeader('expedition', seed, { quest: 'standard' }, ahq), ahq, 2000);
    decisions += playSideBySide(setupHeader('expedition', seed, { ruleset: 'guilds' }, guilds), guilds, 2000);
    decisions += playSideBySide(setupHeader('dungeon', seed, { ruleset: 'ahq' }, ahq), ahq, 2000);
  }
  assert.ok(decisions > 5000, `${decisions} decisions played`);
});
