// aof-quest online: GET /api/content lists it, POST /api/games builds its header from a mission
// and a party (clear 400s naming the field), seats play answers over the wire, the server restarts
// and reloads the game, the seat's log, replay and (once over) the saved game download, and no
// hero seat ever hears of a search token's contents before it is revealed or of enemies before
// they deploy (DEC-17, DEC-27).
import { test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import type { AofSeatView } from '@delve/engine';
import type { ContentListing, CreateGameRequest, GameConnection, ReplayResponse, SavedGameFile, SeatLogFile, UpdateMessage } from '@delve/protocol';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { cachedContentSource } from './content-source.ts';
import { until } from './testing/seat-bot.ts';

const content = cachedContentSource();
const REQUEST: CreateGameRequest = {
  ruleset: 'aof-quest',
  aof: { mission: { mission: 'wolves-at-the-mill' }, heroes: [{ class: 'knight', seat: 'p1', id: 'k' }, { class: 'ranger', seat: 'p2', id: 'r' }] },
  seats: { p1: 'human', p2: 'human' },
};

async function post(url: string, body: unknown): Promise<{ status: number; body: { gameId?: string; error?: { code: string; message: string } } }> {
  const res = await fetch(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() as { gameId?: string } };
}

/** One person on both hero seats, answering by a fixed liking: reveal tokens, charge, advance,
 * shoot, never pay power; each charge's odds asked first. */
function play(conn: GameConnection, limit: number) {
  const updates: UpdateMessage[] = [];
  const texts: string[] = [];
  const odds: unknown[] = [];
  let answered = 0;
  conn.onAny((type, m) => {
    texts.push(JSON.stringify(m));
    if (type === 'odds') odds.push(m);
  });
  conn.on('update', (u) => {
    updates.push(u);
    const d = u.decision;
    if (!d || d.kind !== 'choice' || answered >= limit) return;
    answered++;
    const first = (p: string) => d.options.find((o) => o.startsWith(p));
    const charge = first('charge:');
    if (charge) conn.requestOdds(u.seat, (u.view as unknown as AofSeatView).activating!, charge.split(':')[1]!, 'attack', undefined, charge);
    const pick = d.question === 'aof.act'
      ? first('discover:') ?? charge ?? d.options.filter((o) => o.startsWith('advance:')).at(-1) ?? 'end'
      : d.options.includes('fail') ? 'fail' : d.options.includes('accept') ? 'accept' : d.options.includes('fall') ? 'fall' : d.options.includes('keep') ? 'keep'
        : d.options.includes('stay') ? 'stay' : d.options[0]!;
    conn.answer(u.seat, u.step, { kind: 'choice', option: pick });
  });
  return { updates, texts, odds, answered: () => answered };
}

test('AOF-P01 DEC-27 aof-quest online: listed, created with named 400s, played over the wire, reloaded after a restart, its log and replay', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-aof-'));
  const seed = () => 'aof-web-1';
  let srv: TestServer = await startTestServer({ content, dataDir, seed });
  try {
    const listing = await (await fetch(`${srv.url}/api/content`)).json() as ContentListing;
    const aof = listing.rulesets.find((r) => r.id === 'aof-quest')!;
    assert.equal(aof.generator, 'missions');
    assert.ok(aof.aof!.missions.some((m) => m.id === 'wolves-at-the-mill' && m.size === 24));
    assert.equal(aof.localNames!.it!.knight, 'Cavaliere');
    // Bad input: a 400 that names the field, and no game made.
    const bad = async (patch: Partial<CreateGameRequest['aof']> & { ruleset?: string }, field: RegExp) => {
      const { ruleset, ...a } = patch;
      const r = await post(srv.url, { ...REQUEST, ...(ruleset ? { ruleset } : {}), aof: { ...REQUEST.aof!, ...a } });
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.error!.message, field);
    };
    await bad({ heroes: [{ class: 'paladin', seat: 'p1', id: 'a' }, { class: 'rogue', seat: 'p2', id: 'b' }] }, /^aof\.heroes\[0\]\.class: no hero class 'paladin'/);
    await bad({ heroes: [{ class: 'knight', seat: 'p1', id: 'a' }, { class: 'rogue', seat: 'p3', id: 'b' }] }, /^aof\.heroes: the seats are p1, p2/);
    await bad({ mission: { mission: 'nope' } }, /^aof\.mission\.mission: no mission 'nope'/);
    await bad({ mission: { generate: { type: 'rescue', size: 24, difficulty: 'easy' } } }, /^aof\.mission\.generate\.type: no mission type 'rescue'/);
    await bad({ ruleset: 'ahq' }, /^ruleset: an aof mission is played by aof-quest, not 'ahq'/);
    const rolled = await srv.create({ ...REQUEST, aof: { ...REQUEST.aof!, mission: { generate: { type: 'escape', size: 24, difficulty: 'easy' } } } });
    assert.deepEqual(rolled.seats.map((s) => s.seat), ['p1', 'p2'], 'no Gamesmaster seat');

    const made = await srv.create(REQUEST);
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
    const conn = await srv.join(made.gameId, tok('p1'));
    conn.claim(tok('p2'));
    const p = play(conn, 16);
    await until(() => p.answered() >= 16, 60_000, '16 answers');
    await srv.room(made.gameId)!.settled();
    // Every update of the game so far has come in.
    await until(() => p.updates.at(-1)?.step === srv.room(made.gameId)!.session.step, 20_000, 'the latest update');
    const last = p.updates.at(-1)!;
    const v = last.view as unknown as AofSeatView;
    assert.equal(v.ruleset, 'aof-quest');
    assert.ok(v.round >= 2, `round ${v.round}`);
    // Move options came with their inches; a charge's odds came before it was made.
    const act = p.updates.find((u) => u.decision?.kind === 'choice' && u.decision.options.some((o) => o.startsWith('advance:')))!;
    const adv = act.decision!.kind === 'choice' ? act.decision!.options.find((o) => o.startsWith('advance:'))! : '';
    assert.ok(act.inches![adv]! > 0 && act.inches![adv]! <= 3 + 1e-9, `${adv}: ${act.inches![adv]}" (an Advance is 3" on 24×24)`);
    await conn.leave();
    const step = srv.room(made.gameId)!.session.step;
    await srv.close();
    srv = await startTestServer({ content, dataDir, seed });
    const again = await srv.join(made.gameId, tok('p2'));
    const seen: UpdateMessage[] = [];
    again.on('update', (u) => seen.push(u));
    await until(() => seen.length > 0, 20_000, 'the reloaded game');
    assert.equal(seen[0]!.step, step);
    assert.deepEqual((seen[0]!.view as unknown as AofSeatView).units, (v.units), 'the same battlefield after the restart');
    const log = await (await fetch(`${srv.url}/api/games/${made.gameId}/log?token=${tok('p1')}`)).json() as SeatLogFile;
    assert.equal(log.format, 'delve-seat-log', 'a running game gives the seat its own log');
    assert.equal(log.step, step);
    assert.ok(log.entries.flatMap((e) => e.events).some((e) => e.type === 'aofAi'), 'the AI\'s reasons are in the log');
    const replay = await (await fetch(`${srv.url}/api/games/${made.gameId}/replay?token=${tok('p1')}&from=0&to=5`)).json() as ReplayResponse;
    assert.equal(replay.frames.length, 6);
    assert.equal((replay.frames[0]!.view as unknown as AofSeatView).ruleset, 'aof-quest');
    // Played on to the end after the restart: the saved game is the header and every answer.
    again.claim(tok('p1'));
    const rest = play(again, 1000);
    again.requestLog('p2');
    await until(() => rest.updates.some((u) => u.view.result), 120_000, 'the end of the mission');
    await srv.room(made.gameId)!.settled();
    const end = srv.room(made.gameId)!.session.step;
    const saved = await (await fetch(`${srv.url}/api/games/${made.gameId}/log?token=${tok('p1')}`)).json() as SavedGameFile;
    assert.equal(saved.format, 'delve-game');
    assert.equal(saved.header.ruleset, 'aof-quest');
    assert.equal(saved.answers.length, end);
    assert.ok([...p.odds, ...rest.odds].length > 0, 'a charge was offered and its odds asked');
    for (const o of [...p.odds, ...rest.odds] as { preview: { weapons: unknown[]; wounds: number[]; kills: number[] } }[]) {
      assert.ok(o.preview.weapons.length > 0);
      assert.ok(Math.abs(o.preview.wounds.reduce((a, b) => a + b, 0) - 1) < 1e-9);
      assert.ok(Math.abs(o.preview.kills.reduce((a, b) => a + b, 0) - 1) < 1e-9);
    }
    await again.leave();
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("DEC-17 DEC-27 over the wire a hero seat never holds an unrevealed search token's contents or an enemy before it deploys", async () => {
  const srv = await startTestServer({ content });
  try {
    const mission = (await loadDefaultContent('aof-quest')).aof!.missions['wolves-at-the-mill']!;
    let checked = 0;
    // Parties whose heroes carry none of the tokens' items from the start.
    for (const [k, heroes] of [[{ class: 'berserker', seat: 'p1', id: 'b' }, { class: 'ranger', seat: 'p2', id: 'r' }], [{ class: 'rogue', seat: 'p1', id: 'g' }, { class: 'wizard', seat: 'p1', id: 'w' }]].entries()) {
      const made = await srv.create({ ...REQUEST, aof: { ...REQUEST.aof!, heroes }, seats: Object.fromEntries(heroes.map((h) => [h.seat, 'human'])) });
      const conn = await srv.join(made.gameId, made.seats[0]!.token!);
      if (made.seats[1]) conn.claim(made.seats[1].token!);
      const p = play(conn, 120);
      await until(() => p.answered() >= 120 || p.updates.some((u) => u.view.result), 120_000, `game ${k}: 120 answers`);
      await srv.room(made.gameId)!.settled();
      await new Promise((r) => setTimeout(r, 200));
      // Each message against the view it came with: a wave's units only from its round (or once
      // a unit of theirs is on the field), a token's contents only once it is revealed.
      let round = 0;
      let highest = 0;
      const revealed = new Set<string>();
      const deployed = new Set<string>();
      for (const text of p.texts) {
        const m = JSON.parse(text) as { view?: AofSeatView };
        if (m.view) {
          round = m.view.round;
          highest = Math.max(highest, round);
          for (const t of m.view.tokens) if (t.revealed) revealed.add(t.id);
          for (const u of m.view.units) deployed.add(u.type);
        }
        for (const w of mission.waves) {
          for (const e of w.units) if (w.round > round && !deployed.has(e.unit)) assert.ok(!text.includes(`"${e.unit}"`), `game ${k}: ${e.unit} of the wave of round ${w.round} heard in round ${round}`);
        }
        for (const t of mission.searchTokens ?? []) {
          const c = t.contents as { item?: string; trap?: string };
          const secret = c.item ?? c.trap;
          if (secret && !revealed.has(t.id)) assert.ok(!text.includes(`"${secret}"`), `game ${k}: the contents of ${t.id} (${secret}) heard before it was revealed`);
        }
        if (m.view) for (const t of m.view.tokens) if (!t.revealed) assert.equal(t.contents, null);
        checked++;
      }
      await conn.leave();
      assert.ok(highest >= 3, `game ${k} reached round ${highest}: the second wave comes in round 3`);
    }
    assert.ok(checked > 100, `${checked} messages checked`);
  } finally {
    await srv.close();
  }
});
