// Campaigns on a real server (docs/campaign.md): made, shopped in by their members, refused
// without change, an expedition started as a game the members' bots play through to its end,
// its result taken back once, exported and imported; nothing a member may not know reaches it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PACKS, loadContent } from '@delve/content';
import { aiPolicy } from '@delve/ai';
import { applyInPlace, createGame, RULES_VERSION, type GameState } from '@delve/engine';
import { cachedContentSource, SERVED_PACKS } from '../content-source.ts';
import { SqliteStore } from '../storage/sqlite-store.ts';
import { SqliteCampaigns } from './sqlite.ts';
import { createCampaign, depart, gameEnded, exportCampaign, importCampaign, memberStep, readNewCampaign, type CampaignDeps } from './service.ts';
import { fixtureContentSource, startTestServer, type TestServer } from '../testing/test-server.ts';
import { SeatBot, until } from '../testing/seat-bot.ts';
import type { CampaignView } from '@delve/protocol';

const content = cachedContentSource((packs) => (packs[0] === 'fixture' ? fixtureContentSource(packs) : loadContent(packs)));

async function call(srv: TestServer, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${srv.url}${path}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

test('CMP-A02 CMP-A03 CMP-S01 a campaign on the server: members act for their own heroes, one step at a time; an expedition is played and counted once', { timeout: 240_000 }, async () => {
  const srv = await startTestServer({ content });
  try {
    const made = await call(srv, 'POST', '/api/campaigns', { ruleset: 'ahq', heroes: [{ type: 'barbarian', seat: 'p1', name: 'Conan' }, { type: 'elf', seat: 'p2', name: 'Lirael' }] });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const id = made.body.campaignId as string;
    const tok = (seat: string) => made.body.members.find((m: { seat: string }) => m.seat === seat).token as string;
    assert.match(made.body.members[0].link, new RegExp(`/campaign/${id}#`));

    // Bad input: junk fields, a forged token, another member's hero.
    assert.equal((await call(srv, 'POST', '/api/campaigns', { ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1' }], gold: 1e9 })).status, 400);
    assert.equal((await call(srv, 'GET', `/api/campaigns/${id}`, undefined, 'forged')).status, 403);
    let r = await call(srv, 'GET', `/api/campaigns/${id}`, undefined, tok('p1'));
    assert.equal(r.status, 200);
    const view = r.body as CampaignView;
    assert.equal(view.seat, 'p1');
    assert.equal('seed' in view.campaign.header, false, 'the campaign\'s seed reaches no member');
    r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'buy', hero: 'elf', item: 'dagger' } }, tok('p1'));
    assert.equal(r.status, 403);
    assert.match(r.body.error.message, /Lirael is p2's hero/);
    r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'buy', hero: 'barbarian', item: 'healing-potion' } }, tok('p1'));
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'campaign/afford');

    // Two members at once on the same step: one is stored, the other told to look again.
    const both = await Promise.all([
      call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'buy', hero: 'barbarian', item: 'dagger' } }, tok('p1')),
      call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'buy', hero: 'elf', item: 'dagger' } }, tok('p2')),
    ]);
    assert.deepEqual(both.map((b) => b.status).sort(), [200, 409]);
    r = await call(srv, 'GET', `/api/campaigns/${id}`, undefined, tok('p2'));
    assert.equal(r.body.step, 1);

    // Setting off: a game whose seats the members take with their own campaign tokens.
    r = await call(srv, 'POST', `/api/campaigns/${id}/depart`, { at: 1 }, tok('p1'));
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const gameId = r.body.gameId as string;
    assert.equal((await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 2, step: { kind: 'buy', hero: 'barbarian', item: 'club' } }, tok('p1'))).body.error.code, 'campaign/away');
    assert.equal((await call(srv, 'GET', `/api/campaigns/${id}/export`, undefined, tok('p1'))).status, 409, 'no export while the game\'s seed is secret');
    const shown = (await call(srv, 'GET', `/api/campaigns/${id}`, undefined, tok('p2'))).body as CampaignView;
    assert.deepEqual(shown.campaign.away, { gameId });
    const seats = await Promise.all(['p1', 'p2'].map(async (seat) => (await call(srv, 'POST', `/api/campaigns/${id}/expedition`, {}, tok(seat))).body));
    const again = (await call(srv, 'POST', `/api/campaigns/${id}/expedition`, {}, tok('p1'))).body;
    assert.equal(again.token, seats[0].token, 'the same member gets the same seat');

    const state = () => srv.room(gameId)?.session.state;
    const bots = await Promise.all(seats.map(async (s) => new SeatBot(await srv.join(gameId, s.token), { state, choose: aiPolicy, maxStep: 1e9 })));
    await until(() => srv.room(gameId)?.session.finished === true, 200_000, 'the expedition to end');
    // The end is stored, then given back to the campaign.
    let v = (await call(srv, 'GET', `/api/campaigns/${id}`, undefined, tok('p1'))).body as CampaignView;
    for (let i = 0; i < 100 && v.campaign.history.length === 0; i++) {
      await new Promise((res) => setTimeout(res, 50));
      v = (await call(srv, 'GET', `/api/campaigns/${id}`, undefined, tok('p1'))).body as CampaignView;
    }
    assert.equal(v.campaign.history.length, 1);
    assert.equal(v.campaign.away, null);
    assert.equal(v.campaign.history[0]!.gameId, gameId);
    for (const b of bots) b.conn.leave();

    // Exported and imported: the same campaign, new places for its members.
    const file = (await call(srv, 'GET', `/api/campaigns/${id}/export`, undefined, tok('p1'))).body;
    assert.equal(file.format, 'delve-campaign');
    assert.deepEqual(file.steps.map((s: { kind: string }) => s.kind), ['buy', 'depart', 'return']);
    const edited = structuredClone(file);
    edited.steps[0].item = 'club';
    r = await call(srv, 'POST', '/api/campaigns/import', edited);
    assert.equal(r.status, 400);
    assert.match(r.body.error.message, /steps\[0\]: the record after this step is not the one written/);
    r = await call(srv, 'POST', '/api/campaigns/import', file);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const imported = (await call(srv, 'GET', `/api/campaigns/${r.body.campaignId}`, undefined, r.body.members[0].token)).body as CampaignView;
    assert.deepEqual(imported.campaign.party, v.campaign.party);
  } finally {
    await srv.close();
  }
});

test('CMP-A03 the game of an expedition names the rules version it is played by, as any new game does, and its campaign takes it back', { timeout: 120_000 }, async () => {
  const store = new SqliteStore(':memory:');
  const deps: CampaignDeps = { campaigns: new SqliteCampaigns(':memory:'), store, content, packs: SERVED_PACKS, onGameCreated: async () => {}, seed: () => 3 };
  try {
    for (const [ruleset, heroes] of [['ahq', ['barbarian', 'elf']], ['guilds', ['warrior', 'dwarf']]] as const) {
      const made = await createCampaign({ ruleset, heroes: heroes.map((type, i) => ({ type, seat: `p${i + 1}` })) }, deps, (r) => [...DEFAULT_PACKS[r]!]);
      assert.ok(made.ok, JSON.stringify(made));
      const away = await depart(made.value.campaignId, made.value.members[0]!.token, 0, deps);
      assert.ok(away.ok, JSON.stringify(away));
      const g = (await store.loadGame(away.value.gameId))!;
      assert.equal(g.record.header.rulesVersion, RULES_VERSION, `${ruleset}: the game is played by today's rules, named`);
      // Played to its end: the campaign compares the game it gets back with the header it set off with.
      const s = createGame<GameState>(g.record.header, await content(g.record.header.packs));
      for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
        const seat = s.pending.seat;
        const answer = aiPolicy(s, seat);
        assert.ok(applyInPlace(s, seat, answer).ok);
        await store.appendAnswer(away.value.gameId, n, { seat, answer });
      }
      await store.setFinished(away.value.gameId, true);
      assert.equal(await gameEnded(away.value.gameId, deps), true, `${ruleset}: the campaign takes its game back`);
      assert.equal((await deps.campaigns.load(made.value.campaignId))!.steps.at(-1)!.kind, 'return');
    }
  } finally {
    await store.close();
    await deps.campaigns.close();
  }
});

test('CMP-A02 a hero a campaign names has a clean name, whether founded, joined or imported: 1 to 40 characters, no control characters or direction marks', async () => {
  for (const name of ['\u202eevil', 'bell\u0007', 'N'.repeat(41), ' padded']) {
    const r = readNewCampaign({ ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1', name }] });
    assert.ok(!r.ok && /^heroes\[0\]\.name: a name of 1 to 40 characters/.test(r.message), JSON.stringify(name));
  }
  const store = new SqliteStore(':memory:');
  const deps: CampaignDeps = { campaigns: new SqliteCampaigns(':memory:'), store, content, packs: SERVED_PACKS, onGameCreated: async () => {}, seed: () => 3 };
  try {
    const made = await createCampaign({ ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1', name: 'Lirael' }] }, deps, (r) => [...DEFAULT_PACKS[r]!]);
    assert.ok(made.ok);
    const token = made.value.members[0]!.token;
    const join = await memberStep(made.value.campaignId, token, 0, { kind: 'join', type: 'dwarf', seat: 'p1', name: 'Gimli\u202e' }, deps);
    assert.ok(!join.ok && join.status === 400 && /^step\.name: a name of 1 to 40/.test(join.message), JSON.stringify(join));
    assert.equal((await deps.campaigns.load(made.value.campaignId))!.steps.length, 0, 'nothing stored');
    const exported = await exportCampaign(made.value.campaignId, token, deps);
    assert.ok(exported.ok);
    const file = structuredClone(exported.value);
    (file.header.heroes[0] as { name?: string }).name = 'x\u0000y';
    const imported = await importCampaign(file, deps);
    assert.ok(!imported.ok && /header\.heroes\[0\]\.name: a name of 1 to 40/.test(imported.message), JSON.stringify(imported));
  } finally {
    await store.close();
    await deps.campaigns.close();
  }
});

test('CMP-A02 a member step carries only the fields of its kind; any other is refused naming it, and nothing is stored', async () => {
  const store = new SqliteStore(':memory:');
  const deps: CampaignDeps = { campaigns: new SqliteCampaigns(':memory:'), store, content, packs: SERVED_PACKS, onGameCreated: async () => {}, seed: () => 3 };
  try {
    const made = await createCampaign({ ruleset: 'ahq', heroes: [{ type: 'barbarian', seat: 'p1', name: 'Conan' }] }, deps, (r) => [...DEFAULT_PACKS[r]!]);
    assert.ok(made.ok);
    const { campaignId, members } = made.value;
    const token = members[0]!.token;
    const steps: [object, RegExp][] = [
      [{ kind: 'buy', hero: 'barbarian', item: 'dagger', junk: 'x'.repeat(20_000) }, /^step\.junk: a buy step has no such field \(its fields: kind, hero, item, count\)$/],
      [{ kind: 'heal', hero: 'barbarian', gold: 1e9 }, /^step\.gold: a heal step has no such field/],
      [{ kind: 'found', heroes: [{ type: 'elf', seat: 'p1', fate: 9 }] }, /^step\.heroes\[0\]\.fate: no such field \(fields: type, name, seat\)$/],
    ];
    for (const [step, message] of steps) {
      const r = await memberStep(campaignId, token, 0, step, deps);
      assert.ok(!r.ok && r.status === 400 && r.code === 'protocol/malformed' && message.test(r.message), JSON.stringify(r));
    }
    assert.equal((await deps.campaigns.load(campaignId))!.steps.length, 0, 'nothing stored');
    const ok = await memberStep(campaignId, token, 0, { kind: 'buy', hero: 'barbarian', item: 'dagger' }, deps);
    assert.ok(ok.ok, JSON.stringify(ok));
    assert.deepEqual((await deps.campaigns.load(campaignId))!.steps, [{ kind: 'buy', hero: 'barbarian', item: 'dagger' }]);
  } finally {
    await store.close();
    await deps.campaigns.close();
  }
});
