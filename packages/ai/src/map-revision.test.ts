// A view's map parts are kept while the answers played leave the map unchanged, and the engine
// tells that from the events an answer brings, without reading the map (`mapRevision`, `board.ts`).
// A change to the map that came with no event saying so would leave a seat looking at the map as
// it was. Played side by side, one game in place (whose views keep their map parts) and the same
// game by `apply` (a new state at every answer, whose views read the map afresh), every seat's
// view of the map must read the same at every decision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { apply, applyInPlace, createGame, view, type Content, type GameHeader, type GameState } from '@delve/engine';
import { aiPolicy, setupHeader } from './index.ts';

function playSideBySide(header: GameHeader, c: Content, most: number): number {
  const kept = createGame(header, c);
  let fresh: GameState = createGame(header, c);
  let n = 0;
  for (; n < most && kept.pending && !kept.result; n++) {
    const seat = kept.pending.seat;
    const where = `${header.ruleset} seed ${String(header.seed)}, decision ${n} (${kept.pending.kind} for ${seat})`;
    for (const who of ['gm', kept.players[0]!]) assert.deepEqual(view(kept, who).map, view(fresh, who).map, `${where}: ${who}'s map`);
    const answer = aiPolicy(kept, seat);
    const r = applyInPlace(kept, seat, answer);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    const next = apply(fresh, seat, answer);
    assert.ok(next.ok, next.ok ? '' : next.error.message);
    fresh = next.state;
  }
  return n;
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
