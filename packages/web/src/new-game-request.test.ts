// The new-game form's request: the engine's stairway layout, one seat per hero, and no seed (the
// server draws it, DEC-17). Checked by the engine's own createGame on the ahq-core content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '@delve/content';
import { createGame } from '@delve/engine';
import { createRequest, mySeats, soloGame } from './new-game-request.ts';
import { parseRoute, playPath } from './route.ts';

test('a solo game: four heroes this browser plays, an AI Gamesmaster, a header the engine takes', async () => {
  const g = soloGame('u1');
  const req = createRequest(g);
  assert.deepEqual(req.seats, { gm: 'ai', p1: 'human', p2: 'human', p3: 'human', p4: 'human' });
  assert.deepEqual(mySeats(g), ['p1', 'p2', 'p3', 'p4']);
  assert.equal('seed' in req, false);
  const s = createGame({ ruleset: req.ruleset!, options: req.options!, packs: req.packs!, setup: req.setup, seed: 1 }, await loadContent(['ahq-core']));
  assert.deepEqual(s.players, ['p1', 'p2', 'p3', 'p4']);
});

test('seats played online or by the AI are marked so; repeated heroes get distinct ids', () => {
  const req = createRequest({ ruleset: 'ahq', gm: 'ai', user: 'u', party: [{ hero: 'elf', player: 'me' }, { hero: 'elf', player: 'invite' }, { hero: 'dwarf', player: 'ai' }] });
  assert.deepEqual(req.seats, { gm: 'ai', p1: 'human', p2: 'human', p3: 'ai' });
  assert.deepEqual(req.setup.heroes.map((h) => h.id), ['elf', 'elf-2', 'dwarf']);
});

test('invite links parse back to the game and token', () => {
  assert.deepEqual(parseRoute('/play/abcd1234', '#' + 'x'.repeat(32)), { page: 'play', gameId: 'abcd1234', token: 'x'.repeat(32) });
  assert.deepEqual(parseRoute('/play/abcd1234', ''), { page: 'play', gameId: 'abcd1234', token: null });
  assert.deepEqual(parseRoute('/elsewhere', ''), { page: 'new' });
  assert.equal(playPath('abcd1234', 'tok'), '/play/abcd1234#tok');
});
