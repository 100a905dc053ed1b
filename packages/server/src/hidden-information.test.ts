// DEC-17 over real websockets: many games on the fixture dungeon, hero seats played by bot
// connections and the GM by the AI; afterwards every message each connection received is checked
// against the stored game replayed to that step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, view, viewEvents, type GameEvent, type GameState } from '@delve/engine';
import type { UpdateMessage } from '@delve/protocol';
import { sectionAt } from '../../engine/src/board.ts';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { SeatBot, keenChoice, until } from './testing/seat-bot.ts';

/** What a hero seat's view may show, judged against the true state (as the engine's own test). */
function checkHeroView(s: GameState, u: UpdateMessage, where: string): void {
  const v = u.view;
  const map = s.map;
  for (let i = 0; i < map.tiles.length; i++) {
    const sec = sectionAt(map, i % map.width, Math.floor(i / map.width));
    if (sec && !sec.revealed) assert.equal(v.map.tiles[i], '?', `${where}: tile of unrevealed section ${sec.id}`);
    const door = map.doorAt[i] !== undefined ? map.doors[map.doorAt[i]!]! : null;
    if (door?.secret && !door.found) assert.notEqual(v.map.tiles[i], 'D', `${where}: unfound secret door`);
  }
  for (const t of v.map.traps) assert.ok(map.traps[t.id]!.spotted, `${where}: unspotted trap ${t.id}`);
  for (const sec of v.map.sections) assert.ok(map.sections[sec.id]!.revealed, `${where}: section ${sec.id}`);
  for (const m of v.models) {
    const real = s.models[m.id]!;
    assert.ok(!real.status.away, `${where}: away monster ${m.id}`);
    if (real.disguise) assert.equal(m.type, real.disguise, `${where}: disguised identity of ${m.id}`);
  }
  if (u.decision) assert.equal(u.decision.seat, u.seat, `${where}: another seat's decision`);
}

test('DEC-17 over websockets: each connection receives only its seats\' views and events, over many AI-GM games', async () => {
  const srv = await startTestServer();
  const games = 8;
  const maxStep = 250;
  let revealed = 0;
  let fights = 0;
  let messages = 0;
  try {
    for (let g = 0; g < games; g++) {
      // Odd games: one person holds both hero seats (one connection, a claim for the second).
      const made = await srv.create(dungeonRequest());
      const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
      const state = () => srv.room(made.gameId)?.session.state;
      const opts = { state, choose: keenChoice(1000 + g), maxStep };
      const bots: SeatBot[] = [];
      if (g % 2 === 1) {
        const b = new SeatBot(await srv.join(made.gameId, tok('p1')), opts);
        b.conn.claim(tok('p2'));
        bots.push(b);
      } else {
        bots.push(new SeatBot(await srv.join(made.gameId, tok('p1')), opts));
        bots.push(new SeatBot(await srv.join(made.gameId, tok('p2')), opts));
      }
      const session = () => srv.room(made.gameId)!.session;
      await until(() => session().finished || (session().step >= maxStep && session().aiToMove() === null), 60_000, `game ${g}`);
      await new Promise((r) => setTimeout(r, 50));

      // The truth, step by step, from what was stored.
      const stored = (await srv.store.loadGame(made.gameId))!;
      const s = createGame(stored.record.header, fixtureContent);
      const snapshots = new Map<number, { views: Map<string, string>; events: Map<string, string>; state: GameState }>();
      const record = (step: number, events: GameEvent[]) => {
        const views = new Map<string, string>();
        const evs = new Map<string, string>();
        for (const seat of ['gm', 'p1', 'p2']) {
          views.set(seat, JSON.stringify(view(s, seat)));
          evs.set(seat, JSON.stringify(viewEvents(s, events, seat)));
        }
        snapshots.set(step, { views, events: evs, state: { ...structuredClone({ ...s, ctx: null }), ctx: s.ctx } as GameState });
      };
      record(0, s.events);
      stored.answers.forEach(({ seat, answer }, i) => {
        const r = applyInPlace(s, seat, answer);
        assert.ok(r.ok);
        record(i + 1, r.events);
        revealed += r.events.filter((e) => e.type === 'sectionRevealed').length;
        fights += r.events.filter((e) => e.type === 'combatStarted').length;
      });

      for (const b of bots) {
        assert.deepEqual(b.errors(), [], `game ${g}: a bot's answer was refused`);
        for (const r of b.received) {
          messages++;
          assert.ok(!/"rng"|"seed"|"stack"|"resume"/.test(r.text), `game ${g}: a message carries the generator, seed or steps`);
          if (r.type !== 'update') continue;
          const u = r.message as UpdateMessage;
          const at = snapshots.get(u.step)!;
          const where = `game ${g} step ${u.step} ${u.seat}`;
          assert.equal(JSON.stringify(u.view), at.views.get(u.seat), `${where}: view differs from view(state, seat)`);
          if (u.cause === 'answer') assert.equal(JSON.stringify(u.events), at.events.get(u.seat), `${where}: events differ from viewEvents`);
          checkHeroView(at.state, u, where);
          assert.notEqual(u.seat, 'gm', `${where}: a hero connection got the GM's update`);
        }
        await b.conn.leave();
      }
    }
    assert.ok(revealed >= games, `only ${revealed} sections revealed`);
    assert.ok(fights >= 2, `only ${fights} fights`);
    assert.ok(messages > games * 50, `only ${messages} messages`);
  } finally {
    await srv.close();
  }
});
