// The `odds` request over real websockets: answered only for an attack the seat may make now, and
// against a disguised monster as its disguise, so the odds leak no hidden identity (AHQ-C51).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { attackOdds } from '@delve/engine';
import type { CreateGameRequest, ErrorMessage, OddsMessage } from '@delve/protocol';
import { startTestServer } from './testing/test-server.ts';
import { cachedContentSource } from './content-source.ts';
import { until } from './testing/seat-bot.ts';

/** A small room, the fight already on: the Barbarian between an orc champion (disguised as an
 * orc to the heroes) and a plain orc, both beside him. */
function fightRequest(): CreateGameRequest {
  const map = ['#######', '#.....#', '#.....#', '#.....#', '#######'];
  return {
    ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human' },
    setup: {
      map, heroes: [{ type: 'barbarian', seat: 'p1', at: [3, 2], id: 'barbarian' }],
      monsters: [{ type: 'orc-champion', at: [2, 2] }, { type: 'orc', at: [4, 2] }],
      start: 'combat', firstSide: 'heroes',
    },
  } as CreateGameRequest;
}

test('odds: only for a legal attack of the asking seat, and a disguised monster fights as its disguise', async () => {
  const srv = await startTestServer({ content: cachedContentSource() });
  try {
    const made = await srv.create(fightRequest());
    const conn = await srv.join(made.gameId, made.seats.find((s) => s.seat === 'p1')!.token!);
    const odds: OddsMessage[] = [];
    const errors: ErrorMessage[] = [];
    conn.on('odds', (o) => odds.push(o));
    conn.on('error', (e) => errors.push(e));
    const s = srv.room(made.gameId)!.session.state;
    const ids = Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => [m.x, m.id] as const);
    const champion = ids.find(([x]) => x === 2)![1];
    const orc = ids.find(([x]) => x === 4)![1];
    assert.equal(s.models[champion]!.type, 'orc-champion');

    conn.requestOdds('p1', 'barbarian', champion, 'attack');
    conn.requestOdds('p1', 'barbarian', orc, 'attack');
    await until(() => odds.length === 2, 5000, 'two odds replies');
    const [vsChampion, vsOrc] = [odds.find((o) => o.target === champion)!, odds.find((o) => o.target === orc)!];
    assert.deepEqual(vsChampion.odds, vsOrc.odds, 'the champion is fought as the orc it looks like');
    assert.notDeepEqual(attackOdds(s, 'barbarian', champion), vsChampion.odds, 'the true odds differ, and are not sent');
    assert.ok(vsOrc.odds.hit > 0 && vsOrc.odds.hit <= 1);

    // Not this seat's, not legal (no shot from the Barbarian), not a model: refused, nothing sent.
    conn.requestOdds('gm', champion, 'barbarian', 'attack');
    conn.requestOdds('p1', 'barbarian', orc, 'shoot');
    conn.requestOdds('p1', 'barbarian', 'nobody', 'attack');
    await until(() => errors.length === 3, 5000, 'three refusals');
    assert.deepEqual(errors.map((e) => e.code), ['auth/not-your-seat', 'protocol/malformed', 'protocol/malformed']);
    assert.equal(odds.length, 2);
    await conn.leave();
  } finally {
    await srv.close();
  }
});
