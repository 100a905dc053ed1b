// What the engine and the bots keep from one decision to the next (the views' map parts, the
// map's lists of sections and doors, the list of the models in order, the walkable and sight
// grids, the kept move searches, the bots' boards and distances) must never show a state other
// than the one they are asked about. A game replayed from its answers is a state none of them
// has seen: at every few decisions of expeditions of both rulesets, its views, legal answers and
// bot answers must be the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, legalAnswers, mapSketch, replay, view, type Answer, type Content, type GameHeader, type Seat } from '@delve/engine';
import { aiPolicy, setupHeader } from './index.ts';

function checkAgainstReplay(header: GameHeader, c: Content, every: number, most: number): number {
  const s = createGame(header, c);
  const answers: { seat: Seat; answer: Answer }[] = [];
  let checked = 0;
  for (let n = 0; n < most && s.pending && !s.result; n++) {
    const seat = s.pending.seat;
    if (n % every === 0) {
      const fresh = replay({ header, answers }, c);
      const where = `${header.ruleset} seed ${String(header.seed)}, decision ${n} (${s.pending.kind} for ${seat})`;
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
    }
    const answer = aiPolicy(s, seat);
    const r = applyInPlace(s, seat, answer);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    answers.push({ seat, answer });
  }
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
