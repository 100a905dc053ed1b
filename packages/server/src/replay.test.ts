// Saved games, seat logs and replays over HTTP. While a game runs, a seat's log and replay are
// exactly what that seat received live and nothing more; once it is over, the saved game replays
// with the engine and any seat's replay (the GM's included) opens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replay as engineReplay, stateHash } from '@delve/engine';
import { fixedPolicy, roomFightHeader } from '@delve/ai';
import { loadContent } from '@delve/content';
import { MAX_REPLAY_FRAMES, fetchGameLog, fetchReplay, replayChecked, type SavedGameFile, type SeatLogFile, type UpdateMessage } from '@delve/protocol';
import { cachedContentSource } from './content-source.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { SeatBot, keenChoice, until } from './testing/seat-bot.ts';

const refusal = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

test('a running game: the seat log and replay hold only what the seat received live', async () => {
  const srv = await startTestServer();
  try {
    const made = await srv.create(dungeonRequest());
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
    const state = () => srv.room(made.gameId)?.session.state;
    const maxStep = 80;
    const p1 = new SeatBot(await srv.join(made.gameId, tok('p1')), { state, choose: keenChoice(7), maxStep });
    const p2 = new SeatBot(await srv.join(made.gameId, tok('p2')), { state, choose: keenChoice(8), maxStep });
    const session = () => srv.room(made.gameId)!.session;
    await until(() => session().finished || (session().step >= maxStep && session().aiToMove() === null), 30_000, 'the game to reach step 80');
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(session().finished, false, 'the fixture game is still running');
    const live = p1.updates().filter((u) => u.seat === 'p1');
    const latest = live.at(-1)!;

    const log = (await fetchGameLog(srv.url, made.gameId, tok('p1'))) as SeatLogFile;
    assert.equal(log.format, 'delve-seat-log');
    assert.equal(log.seat, 'p1');
    assert.equal(log.step, latest.step);
    assert.deepEqual(log.view, latest.view, 'the log ends on the view the seat has');
    const text = JSON.stringify(log);
    assert.ok(!/"rng"|"seed"|"header"|"answer"/.test(text), 'no seed, header or answers in a running game\'s log');
    for (const u of live.filter((x) => x.cause === 'answer')) {
      assert.deepEqual(log.entries[u.step]!.events, u.events, `step ${u.step}: the events the seat was sent`);
    }

    // Replay pages of the seat's own frames, each the view it was sent at that step.
    const byStep = new Map<number, UpdateMessage>(live.map((u) => [u.step, u]));
    const first = await fetchReplay(srv.url, made.gameId, tok('p1'), { from: 0, to: 30 });
    const second = await fetchReplay(srv.url, made.gameId, tok('p1'), { from: 31 });
    assert.equal(first.frames.length, 31);
    assert.equal(first.steps, latest.step);
    for (const f of [...first.frames, ...second.frames]) {
      const u = byStep.get(f.step);
      if (u) assert.deepEqual(f.view, u.view, `frame ${f.step}`);
      assert.ok(!/"rng"|"seed"/.test(JSON.stringify(f)));
    }
    assert.equal(second.frames.at(-1)!.step, latest.step);
    // Nobody else's frames while it runs, and no other game's with this token.
    assert.equal(await refusal(fetchReplay(srv.url, made.gameId, tok('p1'), { seat: 'gm' })), 'auth/not-your-seat');
    assert.equal(await refusal(fetchReplay(srv.url, made.gameId, tok('p1'), { seat: 'p2' })), 'auth/not-your-seat');
    assert.equal(await refusal(fetchReplay(srv.url, made.gameId, 'x'.repeat(32))), 'auth/bad-token');
    assert.equal(await refusal(fetchReplay(srv.url, made.gameId, tok('p1'), { seat: 'p9' })), 'protocol/malformed');
    await p1.conn.leave();
    await p2.conn.leave();
  } finally {
    await srv.close();
  }
});

test('a finished game: the saved game replays with the engine and every seat\'s replay opens', async () => {
  const srv = await startTestServer({ content: cachedContentSource() });
  try {
    const h = roomFightHeader('ignored');
    const made = await srv.create({ packs: h.packs, setup: h.setup, seats: { p2: 'ai', p3: 'ai', p4: 'ai' } });
    const token = made.seats.find((s) => s.seat === 'p1')!.token!;
    const state = () => srv.room(made.gameId)?.session.state;
    const p1 = new SeatBot(await srv.join(made.gameId, token), { state, choose: fixedPolicy, maxStep: 5000 });
    await until(() => srv.room(made.gameId)?.session.finished === true, 60_000, 'the fight to end');
    await new Promise((r) => setTimeout(r, 50));
    const steps = srv.room(made.gameId)!.session.step;

    const saved = (await fetchGameLog(srv.url, made.gameId, token)) as SavedGameFile;
    assert.equal(saved.format, 'delve-game');
    assert.equal(saved.answers.length, steps);
    const s = engineReplay(saved, await loadContent(saved.header.packs));
    // It carries its check, which its own replay meets at every step.
    assert.equal(saved.check!.steps.length, saved.answers.length + 1);
    const checked = replayChecked(saved, await loadContent(saved.header.packs));
    assert.ok(checked.ok && !checked.unchecked && checked.check.steps.at(-1) === stateHash(s));
    const swapped = structuredClone(saved);
    swapped.check!.steps[3] = '00000000';
    const v = replayChecked(swapped, await loadContent(saved.header.packs));
    assert.equal(!v.ok && v.step, 3);
    assert.ok(s.result, 'the saved game replays to its end');
    assert.equal(stateHash(s), stateHash(srv.room(made.gameId)!.session.state));

    // The GM's replay, paged forwards then backwards: it shows what the heroes never saw.
    const last = await fetchReplay(srv.url, made.gameId, token, { seat: 'gm', from: steps });
    assert.equal(last.finished, true);
    assert.deepEqual(last.frames.map((f) => f.step), [steps]);
    assert.ok(last.frames[0]!.view.result);
    const back = await fetchReplay(srv.url, made.gameId, token, { seat: 'gm', from: Math.max(0, steps - 150), to: steps - 1 });
    assert.equal(back.frames.length, Math.min(MAX_REPLAY_FRAMES, steps - Math.max(0, steps - 150)), 'a page holds at most MAX_REPLAY_FRAMES');
    const heroFrames = await fetchReplay(srv.url, made.gameId, token, { seat: 'p3', from: 0, to: 3 });
    assert.deepEqual(heroFrames.frames.map((f) => f.by), [null, ...saved.answers.slice(0, 3).map((a) => a.seat)]);
    await p1.conn.leave();
  } finally {
    await srv.close();
  }
});
