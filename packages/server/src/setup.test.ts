// A new game's setup within the rules: heroes' wounds, Fate Points and gold in range (checked by
// the engine's initialState, so any header is), monsters' wounds too, and a guilds expedition's
// decks of a known mode; a bad one is a 400 naming the field, and nothing is stored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, SetupError, type GameHeader } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { cachedContentSource } from './content-source.ts';
import { startTestServer } from './testing/test-server.ts';

function withHero(patch: Record<string, unknown>, ruleset = 'ahq'): GameHeader {
  const h = structuredClone(dungeonHeader(1));
  Object.assign(h.setup.heroes[0]!, patch);
  return { ...h, ruleset };
}

test('the engine refuses heroes set up out of range, naming the field', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ wounds: -5 }, /^setup\.heroes\[0\]\.wounds: a Barbarian's Wounds must be a whole number from 0 to 8, not -5$/],
    [{ wounds: 9 }, /^setup\.heroes\[0\]\.wounds: .* from 0 to 8, not 9/],
    [{ wounds: 2.5 }, /^setup\.heroes\[0\]\.wounds:/],
    [{ fate: 1e9 }, /^setup\.heroes\[0\]\.fate: Fate Points must be a whole number from 0 to 9, not 1000000000$/],
    [{ fate: -1 }, /^setup\.heroes\[0\]\.fate:/],
    [{ gold: 1e300 }, /^setup\.heroes\[0\]\.gold: gold must be a whole number from 0 to 250, not 1e\+300$/],
    [{ gold: 251 }, /^setup\.heroes\[0\]\.gold:/],
    [{ gold: -1 }, /^setup\.heroes\[0\]\.gold:/],
    [{ gold: '10' }, /^setup\.heroes\[0\]\.gold:/],
  ];
  for (const [patch, message] of cases) {
    assert.throws(() => createGame(withHero(patch), fixtureContent), (e: unknown) => e instanceof SetupError && message.test(e.message), JSON.stringify(patch));
  }
  // In range: knocked out at 0 wounds, 250 crowns, Fate within the cap.
  const s = createGame(withHero({ wounds: 0, fate: 3, gold: 250 }), fixtureContent);
  assert.equal(s.models[s.order[0]!]!.status.ko, true);
  const m = structuredClone(dungeonHeader(1));
  m.setup.monsters = [{ type: 'orc', at: m.setup.heroes[0]!.at, wounds: -5 }];
  assert.throws(() => createGame(m, fixtureContent), /setup\.monsters\[0\]\.wounds: Wounds must be a whole number from 1 up, not -5/);
});

test('POST /api/games: bad heroes and decks are a 400 naming the field, and nothing is stored', async () => {
  const srv = await startTestServer({ content: cachedContentSource() });
  try {
    const post = async (body: unknown) => {
      const res = await fetch(`${srv.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
    };
    const hero = (patch: Record<string, unknown>) => ({ ruleset: 'guilds', expedition: { decks: { mode: 'random' }, heroes: [{ type: 'warrior', seat: 'p1', ...patch }] } });
    const cases: [unknown, RegExp][] = [
      [{ ruleset: 'guilds', expedition: { decks: { mode: 'nonsense' }, heroes: [{ type: 'warrior', seat: 'p1' }] } }, /^expedition\.decks\.mode: "random", "hand" or "map"/],
      [{ ruleset: 'guilds', expedition: { decks: { mode: 'random', junk: 'x' }, heroes: [{ type: 'warrior', seat: 'p1' }] } }, /^expedition\.decks\.junk: no such field/],
      [hero({ wounds: -5 }), /^setup\.heroes\[0\]\.wounds: .*not -5/],
      [hero({ fate: 1e9 }), /^setup\.heroes\[0\]\.fate: .*not 1000000000/],
      [hero({ gold: 1e300 }), /^setup\.heroes\[0\]\.gold: gold must be a whole number from 0 to 9007199254740991, not 1e\+300/],
      [{ ruleset: 'ahq', expedition: { quest: 'standard', heroes: [{ type: 'barbarian', seat: 'p1', gold: 300 }] } }, /^setup\.heroes\[0\]\.gold: .*0 to 250, not 300/],
    ];
    for (const [body, message] of cases) {
      const r = await post(body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.error!.message, message, JSON.stringify(body));
    }
    assert.deepEqual(await srv.store.listGames({}), [], 'nothing stored');
    assert.equal((await post(hero({ wounds: 3, fate: 1, gold: 400 }))).status, 201, 'a guilds hero in range (no gold cap under guilds)');
  } finally {
    await srv.close();
  }
});
