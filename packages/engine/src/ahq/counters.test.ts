// Dungeon Counters under `ahq` (AHQ-E28, DEC-30): over many games played with random legal answers
// and counters to spend, hero seats never learn what the GM holds or where a counter laid a trap
// (DEC-17), every counter spent is paid for, games replay exactly; a bad setup is refused by field;
// the decision and its events are worded in English and Italian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers, replay } from '../game.ts';
import { view, viewEvents } from '../view.ts';
import { SetupError, stateHash } from '../state.ts';
import { formatEvent, formatPrompt } from '../format/index.ts';
import type { Content, CounterTableDef } from '../content-types.ts';
import type { Answer, GameEvent, GameHeader, GameState } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';
import { chooser } from '../testing/prng.ts';

const TABLE: CounterTableDef = {
  id: 'cruel',
  name: 'Cruel counters',
  entries: [
    { id: 'pit', name: { en: 'A pit', it: 'Una fossa' }, cost: 1, moment: 'exploration', effect: { kind: 'trap', trap: 'pit' } },
    { id: 'band', name: { en: 'Goblins', it: 'Goblin' }, cost: 2, moment: 'exploration', effect: { kind: 'wandering', monsters: [{ type: 'goblin', count: 2 }] } },
    { id: 'help', name: { en: 'Orcs', it: 'Orchi' }, cost: 1, moment: 'combat', effect: { kind: 'reinforcements', monsters: [{ type: 'orc', count: 'd6' }] } },
  ],
};
const content: Content = { ...fixtureContent, counterTables: { cruel: TABLE } };

function header(seed: number, setup: Record<string, unknown> = {}): GameHeader {
  const h = dungeonHeader(seed);
  return { ...h, setup: { ...h.setup, counters: 'cruel', gmCounters: 6, ...setup } };
}

function play(seed: number, steps: number, each: (s: GameState, events: GameEvent[]) => void) {
  const pick = chooser(seed);
  const s = createGame(header(seed), content);
  const answers: { seat: string; answer: Answer }[] = [];
  for (let i = 0; i < steps && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const options = legalAnswers(s, seat);
    // Explore keenly; the GM spends whenever it may, on any square it may.
    const keen = options.filter((a) => ['door', 'searchSecret', 'attack', 'shoot', 'leave'].includes(a.kind) || (a.kind === 'dungeonCounter' && a.entry !== null));
    const answer = keen.length > 0 && pick(3) > 0 ? keen[pick(keen.length)]! : options[pick(options.length)]!;
    const r = applyInPlace(s, seat, answer);
    assert.ok(r.ok, `seed ${seed} step ${i}: legal answer refused: ${JSON.stringify(answer)} ${!r.ok ? r.error.message : ''}`);
    answers.push({ seat, answer });
    each(s, r.events);
  }
  return { s, answers };
}

test('DEC-17 DEC-30 hero seats never see the counters held, the counter die, or a trap a counter laid; every counter spent is paid for; games replay', () => {
  const spent: Record<string, number> = {};
  for (let seed = 1; seed <= 20; seed++) {
    let held = 6;
    const { s, answers } = play(seed, 500, (st, events) => {
      for (const e of events) {
        if (e.type === 'gmCounter') held = e.total;
        if (e.type === 'counterSpent') {
          assert.equal(e.held, held - e.cost, `seed ${seed}: ${e.entry} paid for`);
          assert.ok(e.held! >= 0);
          held = e.held!;
          spent[e.effect] = (spent[e.effect] ?? 0) + 1;
        }
      }
      assert.equal(st.gmCounters, held);
      for (const seat of st.players) {
        const v = view(st, seat);
        assert.equal(v.gmCounters, null, `seed ${seed}: ${seat} sees the counters held`);
        if (st.pending?.kind === 'dungeonCounter') assert.deepEqual(v.pending, { kind: 'dungeonCounter', seat: 'gm' });
        for (const t of v.map.traps) assert.ok(st.map.traps[t.id]!.spotted, `seed ${seed}: ${seat} sees hidden trap ${t.id}`);
        for (const e of viewEvents(st, events, seat)) {
          assert.ok(e.type !== 'gmCounter' && e.type !== 'trapLaid', `seed ${seed}: ${seat} sees ${e.type}`);
          if (e.type === 'dice') assert.ok(e.purpose !== 'gm-phase', `seed ${seed}: ${seat} sees the counter die`);
          if (e.type === 'counterSpent') {
            assert.notEqual(e.effect, 'trap', `seed ${seed}: ${seat} learns a trap was laid`);
            assert.equal(e.held, null);
          }
        }
      }
      assert.equal(view(st, 'gm').gmCounters, st.gmCounters);
    });
    assert.equal(stateHash(replay({ header: header(seed), answers }, content)), stateHash(s), `seed ${seed} replays`);
  }
  // Every kind of effect was played.
  assert.deepEqual(Object.keys(spent).sort(), ['reinforcements', 'trap', 'wandering'], JSON.stringify(spent));
});

test('DEC-30 a setup naming no counter table of the content, or a count of counters that is no whole number, is refused by field', () => {
  const field = (setup: Record<string, unknown>) => {
    try {
      createGame(header(1, setup), content);
      return null;
    } catch (e) {
      assert.ok(e instanceof SetupError);
      return e.field;
    }
  };
  assert.equal(field({ counters: 'kind' }), 'setup.counters');
  assert.equal(field({ gmCounters: -1 }), 'setup.gmCounters');
  assert.equal(field({ gmCounters: 1.5 }), 'setup.gmCounters');
  assert.equal(field({}), null);
});

test('DEC-30 with no counter table, counters are taken and never asked about', () => {
  const h = dungeonHeader(3);
  const s = createGame({ ...h, setup: { ...h.setup, gmCounters: 4 } }, content);
  const pick = chooser(3);
  for (let i = 0; i < 300 && s.pending && !s.result; i++) {
    assert.notEqual(s.pending.kind, 'dungeonCounter');
    const options = legalAnswers(s, s.pending.seat);
    applyInPlace(s, s.pending.seat, options[pick(options.length)]!);
  }
  assert.ok(s.gmCounters >= 4);
});

test('DEC-30 the Dungeon Counter decision and its events in English and Italian', () => {
  const s = createGame(header(1, { gmCounters: 2 }), content);
  // The wizard's components, then every hero ends the phase: the GM phase of the exploration turn asks.
  for (let i = 0; i < 10 && s.pending?.kind !== 'dungeonCounter'; i++) applyInPlace(s, s.pending!.seat, legalAnswers(s, s.pending!.seat)[0]!);
  const d = s.pending!;
  assert.equal(d.kind, 'dungeonCounter');
  if (d.kind !== 'dungeonCounter') return;
  assert.equal(d.moment, 'exploration');
  // Every square of the first room is in the heroes' sight: the pit has nowhere to go yet.
  assert.deepEqual(d.offers.map((o) => o.entry), ['band']);
  assert.deepEqual(d.offers[0]!.squares, [{ x: 2, y: 2 }, { x: 3, y: 2 }, { x: 4, y: 2 }]);
  const names = { model: (id: string) => id, item: (id: string) => content.traps[id]?.name ?? id };
  assert.equal(formatPrompt(d, names, 'en'), 'The GM holds 2 Dungeon Counters (the GM phase of an exploration turn): play Goblins (2) on a square, or pass? (DEC-30)');
  assert.equal(formatPrompt(d, names, 'it'), 'Il GM ha 2 Segnalini Dungeon (la fase del GM di un turno di esplorazione): giocare Goblin (2) su una casella, o passare? (DEC-30)');
  assert.equal(formatPrompt({ ...d, held: 1, moment: 'combat', offers: [{ ...d.offers[0]!, name: { en: 'A pit', it: 'Una fossa' }, cost: 1 }] }, names, 'en'),
    'The GM holds 1 Dungeon Counter (the start of a combat GM phase): play A pit (1) on a square, or pass? (DEC-30)');
  const r = applyInPlace(s, 'gm', { kind: 'dungeonCounter', entry: 'band', at: [3, 2] });
  assert.ok(r.ok);
  const spent = r.events.find((e) => e.type === 'counterSpent')!;
  assert.equal(formatEvent(spent, names, 'en'), 'The GM spends 2 Dungeon Counters: Goblins, upon the hero at [3, 2] (0 left).');
  assert.equal(formatEvent(spent, names, 'it'), 'Il GM spende 2 Segnalini Dungeon: Goblin, sull’Eroe in [3, 2] (ne restano 0).');
  const [seen] = viewEvents(s, [spent], 'p1');
  assert.equal(formatEvent(seen!, names, 'en'), 'The GM spends 2 Dungeon Counters: Goblins, upon the hero at [3, 2].');
  const pit: GameEvent = { type: 'counterSpent', entry: 'pit', name: { en: 'A pit', it: 'Una fossa' }, effect: 'trap', cost: 1, held: 3, at: { x: 9, y: 2 } };
  assert.equal(formatEvent(pit, names, 'en'), 'The GM spends a Dungeon Counter: A pit, at [9, 2] (3 left).');
  assert.equal(formatEvent(pit, names, 'it'), 'Il GM spende un Segnalino Dungeon: Una fossa, in [9, 2] (ne restano 3).');
  assert.deepEqual(viewEvents(s, [pit], 'p1'), []);
  const laid: GameEvent = { type: 'trapLaid', trap: 't9', kind: 'pit', at: { x: 9, y: 2 } };
  assert.equal(formatEvent(laid, names, 'en'), 'A Pit trap now lies hidden at [9, 2].');
  assert.equal(formatEvent(laid, names, 'it'), 'Una trappola (Pit) ora è nascosta in [9, 2].');
});
