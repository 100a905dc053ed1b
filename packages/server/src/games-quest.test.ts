// "Your games" says what each game plays: GET /api/games gives the quest of a dice-tables
// expedition, the Objective card or quest map of a decks expedition, the mission of an aof-quest
// game, and nothing for a map given in the setup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchGames } from '@delve/protocol';
import { questOf } from './http-api.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';

test('what a game plays, from its header', () => {
  assert.deepEqual(questOf({ setup: { generator: 'tables', quest: 'standard' } }), { kind: 'quest', id: 'standard' });
  assert.deepEqual(questOf({ setup: { generator: 'decks', decks: { mode: 'random', objective: 'short-errand' } } }), { kind: 'objective', id: 'short-errand' });
  assert.deepEqual(questOf({ setup: { generator: 'decks', decks: { mode: 'random' } } }), { kind: 'objective', id: null });
  assert.deepEqual(questOf({ setup: { generator: 'decks', decks: { mode: 'map', map: 'crypt-map' } } }), { kind: 'map', id: 'crypt-map' });
  assert.deepEqual(questOf({ setup: { mission: 'the-bridge', heroes: [] } }), { kind: 'mission', id: 'the-bridge' });
  assert.equal(questOf({ setup: { map: ['###'], heroes: [] } }), null);
});

test('the games listed carry no quest for a map given in the setup', async () => {
  const srv = await startTestServer();
  try {
    const made = await srv.create(dungeonRequest());
    const [g] = await fetchGames(srv.url, [made.seats.find((s) => s.seat === 'p1')!.token!]);
    assert.equal(g?.gameId, made.gameId);
    assert.equal(g?.quest, undefined);
  } finally {
    await srv.close();
  }
});
