// aof-quest campaigns on a real server (docs/campaign.md, CMP-Q01..Q06): made at a level, each
// mission set off as an aof-quest game made from the engine's own header, played by the members'
// hero bots, its result given back once when the game ends (also after a crash mid-mission), the
// upgrades bought only between chapters, exported and imported; no seed reaches a member. On
// SQLite always, and on PostgreSQL when DATABASE_URL is set, as the store tests are.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, loadDefaultContent } from '@delve/content';
import { aofHeroPolicy } from '@delve/ai/aof';
import {
  aofMissionHeader, applyInPlace, chapterDifficulty, createGame, playAofStep, startAofCampaign, RULES_VERSION,
  type AofCampaignHeader, type AofCampaignStep, type CoreState, type GameState,
} from '@delve/engine';
import type { AofCampaignView } from '@delve/protocol';
import { cachedContentSource } from '../content-source.ts';
import { fixtureContentSource, startTestServer, type TestServer } from '../testing/test-server.ts';
import { SeatBot, until } from '../testing/seat-bot.ts';
import { SqliteStore } from '../storage/sqlite-store.ts';
import { PostgresStore } from '../storage/postgres-store.ts';
import type { GameStore } from '../storage/store.ts';
import { SqliteCampaigns } from './sqlite.ts';
import { PostgresCampaigns } from './postgres.ts';
import type { CampaignStore } from './store.ts';
import { gameEnded, type CampaignDeps } from './service.ts';

const content = cachedContentSource((packs) => (packs[0] === 'fixture' ? fixtureContentSource(packs) : loadContent(packs)));
const aofContent = await loadDefaultContent('aof-quest');

/** Campaign seed 1 at story on a 24" field (knight p1, wizard p2): a first chapter of one mission,
 * which the hero bots win on the game seed 'mission-2' with 7 XP each: between chapters after it
 * (on 'mission-1' the enemies win it). */
const PARTY = [{ type: 'knight', seat: 'p1', name: 'Sir Kay' }, { type: 'wizard', seat: 'p2' }];
const NEW = { ruleset: 'aof-quest', difficulty: 'story', size: 24, heroes: PARTY };

/** The seeds the server draws, in order: the campaign's, then each mission's. */
function seeds(...list: (number | string)[]): () => number | string {
  let i = 0;
  return () => list[Math.min(i++, list.length - 1)]!;
}

async function call(srv: TestServer, method: string, p: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${srv.url}${p}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

interface Backend {
  open(): Promise<{ store: GameStore; campaigns: CampaignStore }>;
  done(): void;
}

function sqliteBackend(): Backend {
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-aofcamp-'));
  return {
    open: async () => ({ store: new SqliteStore(path.join(dir, 'games.sqlite')), campaigns: new SqliteCampaigns(path.join(dir, 'campaigns.sqlite')) }),
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresBackend(url: string): Backend {
  const schema = `delve_aofcamp_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  return {
    open: async () => ({ store: await PostgresStore.open(url, schema), campaigns: await PostgresCampaigns.open(url, schema) }),
    done: () => {},
  };
}

async function serve(b: Backend, seed: () => number | string): Promise<{ srv: TestServer; deps: CampaignDeps }> {
  const { store, campaigns } = await b.open();
  const srv = await startTestServer({ content, store, campaigns, seed });
  return { srv, deps: { campaigns, store, content, packs: ['aof-core'], onGameCreated: async () => {} } };
}

async function view(srv: TestServer, id: string, token: string): Promise<AofCampaignView> {
  const r = await call(srv, 'GET', `/api/campaigns/${id}`, undefined, token);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as AofCampaignView;
}

/** Plays the mission under way with the members' hero bots, over the wire, to its end. */
async function playMission(srv: TestServer, id: string, tokens: Record<string, string>): Promise<string> {
  const seats = await Promise.all(Object.values(tokens).map(async (t) => (await call(srv, 'POST', `/api/campaigns/${id}/expedition`, {}, t)).body as { gameId: string; token: string }));
  const gameId = seats[0]!.gameId;
  const state = () => srv.room(gameId)?.session.state;
  const bots = await Promise.all(seats.map(async (s) => new SeatBot(await srv.join(gameId, s.token), { state, choose: (st, seat) => aofHeroPolicy(st as unknown as CoreState, seat), maxStep: 1e9 })));
  await until(() => srv.room(gameId)?.session.finished === true, 120_000, 'the mission to end');
  for (const b of bots) b.conn.leave();
  return gameId;
}

async function back(srv: TestServer, id: string, token: string, missions: number): Promise<AofCampaignView> {
  let v = await view(srv, id, token);
  for (let i = 0; i < 200 && v.history.length < missions; i++) {
    await new Promise((res) => setTimeout(res, 25));
    v = await view(srv, id, token);
  }
  return v;
}

function suite(name: string, backend: () => Backend) {
  describe(`aof-quest campaigns on the server (${name})`, () => {
    test('CMP-A03 CMP-Q02 CMP-Q05 CMP-Q06 a mission set off from the campaign, played, given back once; upgrades only between chapters; export and import', { timeout: 300_000 }, async () => {
      const b = backend();
      // The refused paladin party draws a seed too, before the engine refuses its header.
      const { srv, deps } = await serve(b, seeds(1, 1, 'mission-2', 'mission-3'));
      try {
        // What a new campaign may choose: the levels, aof-quest's classes and its party.
        const offer = (await call(srv, 'GET', '/api/campaigns')).body;
        assert.deepEqual(offer.levels.map((l: { id: string }) => l.id), ['story', 'normal', 'hard', 'deadly']);
        assert.equal(offer.aof.classes.find((c: { id: string }) => c.id === 'knight').name.it, 'Cavaliere');
        assert.deepEqual(offer.aof.party, ['knight', 'wizard', 'ranger', 'priest']);
        // Bad input: a level that is none, a size for a crawl, a class that is none.
        let r = await call(srv, 'POST', '/api/campaigns', { ...NEW, difficulty: 'easy' });
        assert.equal(r.status, 400);
        assert.match(r.body.error.message, /^difficulty: story, normal, hard, deadly/);
        assert.equal((await call(srv, 'POST', '/api/campaigns', { ruleset: 'ahq', size: 24, heroes: [{ type: 'elf', seat: 'p1' }] })).status, 400);
        r = await call(srv, 'POST', '/api/campaigns', { ...NEW, heroes: [{ type: 'paladin', seat: 'p1' }, { type: 'wizard', seat: 'p2' }] });
        assert.equal(r.status, 400);
        assert.match(r.body.error.message, /header\.heroes\[0\]\.class: no hero class 'paladin'/);

        const made = await call(srv, 'POST', '/api/campaigns', NEW);
        assert.equal(made.status, 201, JSON.stringify(made.body));
        const id = made.body.campaignId as string;
        const tokens: Record<string, string> = Object.fromEntries(made.body.members.map((m: { seat: string; token: string }) => [m.seat, m.token]));
        let v = await view(srv, id, tokens.p1!);
        assert.equal(v.ruleset, 'aof-quest');
        assert.equal(v.difficulty, 'story');
        assert.deepEqual(v.party.map((h) => [h.name, h.class, h.seat, h.xp]), [['Sir Kay', 'knight', 'p1', 0], ['Wizard', 'wizard', 'p2', 0]]);
        assert.equal(v.party[0]!.sheet.toughness, aofContent.aof!.heroes.knight!.toughness);
        // CMP-Q06: the story level's chapters, as the engine gives them for this campaign.
        const header: AofCampaignHeader = { ruleset: 'aof-quest', packs: ['aof-core'], seed: 1, size: 24, difficulty: 'story', heroes: PARTY.map((h) => ({ class: h.type, seat: h.seat, ...(h.name ? { name: h.name } : {}) })) };
        const mirror = startAofCampaign(aofContent, header);
        assert.deepEqual(v.chapters.map((c) => c.difficulty), mirror.outline.chapters.map((_, i) => chapterDifficulty(mirror, i)));
        assert.equal(v.chapters[0]!.difficulty, 'easy');
        assert.doesNotMatch(JSON.stringify(v), /"seed"/, 'no seed reaches a member');

        // CMP-Q05: no upgrade before the first chapter is over; another member's hero is not yours.
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'upgrade', hero: 'knight-1', upgrade: 'tough' } }, tokens.p1);
        assert.equal(r.status, 400);
        assert.equal(r.body.error.code, 'campaign/upgrade');
        assert.match(r.body.error.message, /between chapters only \(CMP-Q05\)/);
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'upgrade', hero: 'wizard-2', upgrade: 'tough' } }, tokens.p1);
        assert.equal(r.status, 403);
        assert.equal((await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 0, step: { kind: 'buy', hero: 'knight-1', item: 'x' } }, tokens.p1)).body.error.message, 'step.kind: one of upgrade');
        assert.equal((await view(srv, id, tokens.p2!)).step, 0, 'refusals change nothing');

        // Setting off: an aof-quest game made from the engine's header for this mission.
        r = await call(srv, 'POST', `/api/campaigns/${id}/depart`, { at: 0 }, tokens.p2);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        const gameId = r.body.gameId as string;
        const stored = (await deps.store.loadGame(gameId))!;
        assert.deepEqual(stored.record.header, { ...aofMissionHeader(aofContent, mirror, 'mission-2'), rulesVersion: RULES_VERSION }, 'the mission\'s header, naming the rules it is played by');
        assert.deepEqual(stored.record.seats.map((s) => [s.seat, s.kind]), [['p1', 'human'], ['p2', 'human']], 'the members hold the heroes; no GM seat');
        v = await view(srv, id, tokens.p1!);
        assert.deepEqual(v.away, { gameId });
        assert.doesNotMatch(JSON.stringify(v), /"seed"|mission-2/, 'the mission\'s seed stays on the server');
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 1, step: { kind: 'upgrade', hero: 'knight-1', upgrade: 'tough' } }, tokens.p1);
        assert.equal(r.body.error.code, 'campaign/away');
        assert.equal((await call(srv, 'GET', `/api/campaigns/${id}/export`, undefined, tokens.p1)).status, 409);

        assert.equal(await playMission(srv, id, tokens), gameId);
        v = await back(srv, id, tokens.p1!, 1);
        assert.equal(v.history.length, 1);
        assert.equal(v.history[0]!.gameId, gameId);
        assert.equal(v.history[0]!.winner, 'heroes');
        assert.doesNotMatch(JSON.stringify(v), /"seed"/, 'nor the campaign\'s, nor a mission\'s to come, once one is over');
        // CMP-Q02, as the engine's settleMission reads the same game.
        playAofStep(aofContent, mirror, { kind: 'depart', seed: 'mission-2', rulesVersion: RULES_VERSION });
        const g = (await deps.store.loadGame(gameId))!;
        const ret = { kind: 'return', game: { header: g.record.header, answers: g.answers } } as AofCampaignStep;
        playAofStep(aofContent, mirror, ret);
        assert.deepEqual(v.party.map((h) => h.xp), mirror.party.map((h) => h.xp));
        assert.ok(v.party.every((h) => h.xp === 7));
        // CMP-A03: given back once, however often the end is reported.
        assert.equal(await gameEnded(gameId, deps), false);
        assert.equal((await view(srv, id, tokens.p1!)).step, 2);

        // CMP-Q05: between chapters now; the knight buys Tougher, the sheet shows it.
        assert.equal(v.betweenChapters, true);
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 2, step: { kind: 'upgrade', hero: 'knight-1', upgrade: 'veteran' } }, tokens.p1);
        assert.equal(r.status, 200, JSON.stringify(r.body));
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 3, step: { kind: 'upgrade', hero: 'knight-1', upgrade: 'tough' } }, tokens.p1);
        assert.equal(r.body.error.code, 'campaign/afford');
        assert.match(r.body.error.message, /Sir Kay has 1 XP; Tougher costs 3/);
        r = await call(srv, 'POST', `/api/campaigns/${id}/steps`, { at: 3, step: { kind: 'upgrade', hero: 'wizard-2', upgrade: 'tough' } }, tokens.p2);
        assert.equal(r.status, 200);
        v = r.body as AofCampaignView;
        assert.equal(v.party[0]!.sheet.quality, aofContent.aof!.heroes.knight!.quality - 1);
        assert.equal(v.party[1]!.sheet.toughness, aofContent.aof!.heroes.wizard!.toughness + 1);
        assert.deepEqual(v.party.map((h) => h.xp), [1, 4]);

        // Exported and imported: the same campaign, new places for its members; an edit refused.
        const file = (await call(srv, 'GET', `/api/campaigns/${id}/export`, undefined, tokens.p2)).body;
        assert.deepEqual(file.steps.map((s: { kind: string }) => s.kind), ['depart', 'return', 'upgrade', 'upgrade']);
        const edited = structuredClone(file);
        edited.steps[2].upgrade = 'power';
        r = await call(srv, 'POST', '/api/campaigns/import', edited);
        assert.equal(r.status, 400);
        assert.match(r.body.error.message, /steps\[2\]: the record after this step is not the one written/);
        r = await call(srv, 'POST', '/api/campaigns/import', file);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        const imported = await view(srv, r.body.campaignId, r.body.members[0].token);
        assert.deepEqual(imported.party, v.party);

        // The next mission: chapter 2, at its difficulty, the party as the campaign keeps it.
        r = await call(srv, 'POST', `/api/campaigns/${id}/depart`, { at: 4 }, tokens.p1);
        assert.equal(r.status, 201);
        const next = (await deps.store.loadGame(r.body.gameId))!.record.header as { setup: { heroes: { id: string; adjust?: object }[] } };
        assert.deepEqual(next.setup.heroes.map((h) => h.adjust ?? {}), [{ quality: -1 }, { toughness: 1 }]);
        const live = createGame<GameState>((await deps.store.loadGame(r.body.gameId))!.record.header, aofContent);
        assert.ok(live.pending);
      } finally {
        await srv.close();
        b.done();
      }
    });

    test('CMP-A03 a mission that ended while the server was down is given back at boot, once', { timeout: 300_000 }, async () => {
      const b = backend();
      let { srv } = await serve(b, seeds(1, 'mission-1'));
      let id = '';
      let tokens: Record<string, string> = {};
      let gameId = '';
      try {
        const made = await call(srv, 'POST', '/api/campaigns', NEW);
        id = made.body.campaignId;
        tokens = Object.fromEntries(made.body.members.map((m: { seat: string; token: string }) => [m.seat, m.token]));
        gameId = (await call(srv, 'POST', `/api/campaigns/${id}/depart`, { at: 0 }, tokens.p1)).body.gameId;
      } finally {
        await srv.close();
      }
      // Down mid-mission; the game's answers to its end were stored, its campaign never told.
      {
        const { store, campaigns } = await b.open();
        const g = (await store.loadGame(gameId))!;
        const s = createGame<CoreState>(g.record.header, aofContent);
        for (let n = 0; s.pending && !s.result; n++) {
          const seat = s.pending.seat;
          const answer = aofHeroPolicy(s, seat);
          assert.ok(applyInPlace(s, seat, answer).ok);
          await store.appendAnswer(gameId, n, { seat, answer });
        }
        await store.setFinished(gameId, true);
        assert.deepEqual(await campaigns.listAway(), [{ campaignId: id, gameId }]);
        await store.close();
        await campaigns.close();
      }
      ({ srv } = await serve(b, seeds('unused')));
      try {
        const v = await view(srv, id, tokens.p1!);
        assert.equal(v.history.length, 1, 'given back at boot');
        assert.equal(v.away, null);
        assert.equal(v.step, 2);
      } finally {
        await srv.close();
      }
      // And never again: a second boot finds no party away.
      ({ srv } = await serve(b, seeds('unused')));
      try {
        const v = await view(srv, id, tokens.p1!);
        assert.equal(v.history.length, 1);
        assert.equal(v.step, 2);
      } finally {
        await srv.close();
        b.done();
      }
    });
  });
}

suite('sqlite', sqliteBackend);
const url = process.env.DATABASE_URL;
describe('postgres', { skip: url ? false : 'DATABASE_URL is not set' }, () => {
  suite('postgres', () => postgresBackend(url!));
});
