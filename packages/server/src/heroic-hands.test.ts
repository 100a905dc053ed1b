// GLD-H01 and DEC-17 over real websockets: in guilds games with Heroic cards on the fixture dungeon,
// two hero seats and the GM each on their own connection, played to a few hundred answers; every update each connection
// received carries its own heroes' hands, card by card, and of every other hero only how many.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { UpdateMessage } from '@delve/protocol';
import { guildsFixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { SeatBot, keenChoice, until } from './testing/seat-bot.ts';

const content = guildsFixtureContent('reroll', 'speed', 'dodge', 'rise');

/** The fixture dungeon under guilds with the cards: the barbarian on p1, the elf and the wizard on p2. */
function request() {
  return { ...dungeonRequest({ p1: 'human', p2: 'human', gm: 'human' }), ruleset: 'guilds', options: { 'guilds.heroicCards': true } };
}

test('GLD-H01 DEC-17 over websockets: each connection receives its own heroes’ Heroic cards and only how many the others hold; the GM none', async () => {
  const srv = await startTestServer({ content: async (packs) => {
    if (packs.length === 1 && packs[0] === 'fixture') return content;
    throw new Error(`only the fixture pack, not ${packs.join(', ')}`);
  } });
  const maxStep = 150;
  let own = 0;
  let counted = 0;
  try {
    for (let g = 0; g < 3; g++) {
      const made = await srv.create(request());
      const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
      const state = () => srv.room(made.gameId)?.session.state;
      const opts = { state, choose: keenChoice(500 + g), maxStep };
      const bots = [];
      for (const seat of ['p1', 'p2', 'gm']) bots.push(new SeatBot(await srv.join(made.gameId, tok(seat)), opts));
      const session = () => srv.room(made.gameId)!.session;
      await until(() => session().finished || session().step >= maxStep, 60_000, `game ${g}`);
      await new Promise((r) => setTimeout(r, 50));
      const s = session().state;
      const seatOf = (id: string) => s.models[id]!.seat;
      for (const b of bots) {
        assert.deepEqual(b.errors(), [], `game ${g}: a bot's answer was refused`);
        const updates = b.received.filter((r) => r.type === 'update').map((r) => r.message as UpdateMessage);
        assert.ok(updates.length > 10, `game ${g}: only ${updates.length} updates`);
        for (const u of updates) {
          const where = `game ${g} step ${u.step} ${u.seat}`;
          const hands = u.view.heroicHands;
          assert.ok(hands, `${where}: no Heroic hands in the view`);
          assert.deepEqual(Object.keys(hands).sort(), ['barbarian', 'elf', 'wizard'], `${where}: the heroes' hands`);
          for (const [hero, h] of Object.entries(hands)) {
            if (seatOf(hero) === u.seat) {
              assert.ok(h.cards && h.cards.length === h.count, `${where}: ${hero}'s own cards missing`);
              own += h.count;
            } else {
              assert.equal(h.cards, null, `${where}: ${hero}'s cards reach ${u.seat}`);
              counted += h.count;
            }
          }
          for (const e of u.events) {
            assert.ok(e.type !== 'dice' || e.purpose !== 'heroic-draw', `${where}: a Heroic card's draw die`);
            if (e.type === 'heroicDealt') assert.equal(e.card !== null, seatOf(e.hero) === u.seat, `${where}: the card dealt to ${e.hero}`);
          }
        }
        // The last update of each hero seat holds its heroes' hands as the game does.
        const last = updates.at(-1)!;
        for (const [hero, h] of Object.entries(last.view.heroicHands!)) {
          if (seatOf(hero) === last.seat) assert.deepEqual(h.cards!.map((c) => c.card), s.heroic!.hands[hero] ?? [], `game ${g}: ${hero}'s hand at the end`);
        }
        await b.conn.leave();
      }
    }
    assert.ok(own > 20 && counted > 20, `cards seen: ${own} own, ${counted} counted`);
  } finally {
    await srv.close();
  }
});
