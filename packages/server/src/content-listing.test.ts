// GET /api/content and the expeditions a new game is made from: both rulesets listed with the
// engine's options, their quests or Objective cards and their heroes; a guilds game on the decks
// generator and an ahq quest created from them; bad expeditions refused with what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULESETS } from '@delve/engine';
import type { ContentListing, CreateGameRequest } from '@delve/protocol';
import { startTestServer } from './testing/test-server.ts';
import { cachedContentSource } from './content-source.ts';

async function post(url: string, body: unknown): Promise<{ status: number; body: { gameId?: string; error?: { code: string; message: string } } }> {
  const res = await fetch(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() as { gameId?: string } };
}

test('GET /api/content lists each ruleset with its options, dungeon choices and party from its content', async () => {
  const srv = await startTestServer({ content: cachedContentSource() });
  try {
    const res = await fetch(`${srv.url}/api/content`);
    assert.equal(res.status, 200);
    const { rulesets } = await res.json() as ContentListing;
    assert.deepEqual(rulesets.map((r) => r.id), Object.keys(RULESETS));
    const ahq = rulesets.find((r) => r.id === 'ahq')!;
    const guilds = rulesets.find((r) => r.id === 'guilds')!;
    assert.equal(ahq.generator, 'tables');
    assert.deepEqual(ahq.quests.map((q) => q.id).sort(), ['standard', 'the-warren']);
    assert.deepEqual(ahq.party.map((h) => h.type), ['barbarian', 'dwarf', 'elf', 'wizard']);
    assert.ok(ahq.heroes.some((h) => h.id === 'man-at-arms' && h.kind === 'henchman'));
    assert.equal(guilds.generator, 'decks');
    assert.ok(guilds.objectives.some((o) => o.id === 'short-errand' && o.rooms === 12));
    assert.ok(guilds.heroes.some((h) => h.id === 'squire' && h.kind === 'follower'));
    // Every option the engine declares, with its type, default and description.
    for (const r of rulesets) {
      assert.deepEqual(r.options.map((o) => [o.id, o.type, o.default, o.description]), RULESETS[r.id]!.options.map((o) => [o.id, o.type, o.default, o.description]));
    }
    assert.ok(guilds.options.some((o) => o.id === 'guilds.heroicCards'));
    assert.equal(guilds.names['longbow'], 'Longbow');
    assert.equal(guilds.names['long-hall'], 'Long hall', 'Room cards are named');
  } finally {
    await srv.close();
  }
});

test('a guilds game on the decks generator and an ahq quest are created from an expedition', async () => {
  const srv = await startTestServer({ content: cachedContentSource(), seed: () => 7 });
  try {
    const guilds: CreateGameRequest = {
      ruleset: 'guilds', options: { 'guilds.heroicCards': true },
      expedition: { decks: { mode: 'random', objective: 'short-errand' }, heroes: [{ type: 'warrior', seat: 'p1', id: 'warrior' }, { type: 'squire', seat: 'p1', id: 'squire', master: 'warrior' }, { type: 'elf', seat: 'p2', id: 'elf' }] },
      seats: { p1: 'human', p2: 'ai', gm: 'ai' },
    };
    const g = await srv.create(guilds);
    assert.deepEqual(g.seats.map((s) => [s.seat, s.kind]), [['gm', 'ai'], ['p1', 'human'], ['p2', 'ai']]);
    const s = srv.room(g.gameId)!.session.state;
    assert.equal(s.ctx.header.ruleset, 'guilds');
    assert.equal(s.ctx.header.setup.generator, 'decks');
    assert.deepEqual(s.ctx.header.setup.decks, { mode: 'random', objective: 'short-errand' });
    assert.deepEqual(s.ctx.header.packs, ['guilds-core']);
    assert.equal(s.ctx.options['guilds.heroicCards'], true);
    assert.equal(s.models.squire!.master, 'warrior');
    assert.equal(s.ctx.header.seed, 7, 'the server drew the seed');

    const ahq = await srv.create({ ruleset: 'ahq', expedition: { quest: 'the-warren', heroes: [{ type: 'barbarian', seat: 'p1' }] } });
    assert.equal(srv.room(ahq.gameId)!.session.state.ctx.header.setup.quest, 'the-warren');
  } finally {
    await srv.close();
  }
});

test('bad expeditions are refused with what is wrong, and nothing is stored', async () => {
  const srv = await startTestServer({ content: cachedContentSource() });
  try {
    const cases: [unknown, RegExp][] = [
      [{ ruleset: 'guilds', expedition: { decks: { mode: 'random' }, heroes: [{ type: 'barbarian', seat: 'p1' }] } }, /no hero or henchman 'barbarian'/],
      [{ ruleset: 'ahq', expedition: { quest: 'nowhere', heroes: [{ type: 'elf', seat: 'p1' }] } }, /nowhere/],
      [{ ruleset: 'ahq', expedition: { decks: { mode: 'random' }, heroes: [{ type: 'elf', seat: 'p1' }] } }, /decks make a guilds dungeon/],
      [{ ruleset: 'guilds', expedition: { heroes: [{ type: 'elf', seat: 'p1' }] } }, /name a quest .* or decks/],
      [{ ruleset: 'guilds', expedition: { decks: { mode: 'random', objective: 'no-such' }, heroes: [{ type: 'elf', seat: 'p1' }] } }, /no-such/],
      [{ ruleset: 'guilds', options: { 'guilds.nope': true }, expedition: { decks: { mode: 'random' }, heroes: [{ type: 'elf', seat: 'p1' }] } }, /guilds\.nope/],
      [{ ruleset: 'ahq', expedition: { quest: 'standard', heroes: [] } }, /expedition\.heroes/],
      [{ ruleset: 'ahq', expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'x' }] } }, /expedition\.heroes\[0\]\.seat/],
      [{ ruleset: 'ahq', setup: { map: ['...'] }, expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1' }] } }, /not both/],
    ];
    for (const [body, why] of cases) {
      const r = await post(srv.url, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.error!.message, why, JSON.stringify(body));
    }
    assert.deepEqual(await srv.store.listGames({ user: 'nobody', limit: 10 }), []);
  } finally {
    await srv.close();
  }
});
