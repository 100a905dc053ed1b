// The GM AI says why (gm/reasons.ts): whom a blow goes to and what singled him out; over whole
// expeditions, a reason reaches a hero seat only when the models it names are in that seat's view,
// and never one about Dungeon Counters (DEC-17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, view, viewEvents, type GameState } from '@delve/engine';
import { gmPolicy } from './index.ts';
import { aiPolicy } from '../policies.ts';
import { setupHeader } from '../setups.ts';

const content = await loadDefaultContent('ahq');

// An orc between the barbarian and the wizard, the monsters to act.
function between(): GameState {
  return createGame({
    ruleset: 'ahq', options: {}, packs: content.packs, seed: 3,
    setup: {
      map: ['#######', '#.....#', '#######'], start: 'combat', firstSide: 'monsters',
      heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 1], id: 'barbarian' }, { type: 'wizard', seat: 'p2', at: [4, 1], id: 'wizard', components: { fire: 4 } }],
      monsters: [{ type: 'orc', at: [3, 1], id: 'orc' }],
    },
  }, content);
}

test('the GM AI\'s blow says what singled its hero out: the Wizard, the lowest Toughness the orc can reach', () => {
  const s = between();
  while (s.pending && !(s.pending.seat === 'gm' && s.pending.kind === 'act')) applyInPlace(s, s.pending.seat, gmPolicy(s));
  const a = gmPolicy(s);
  assert.equal(a.kind, 'attack');
  assert.deepEqual(a.reason, { code: 'lowestToughness', model: 'orc', target: 'wizard' });
  const r = applyInPlace(s, 'gm', a);
  assert.ok(r.ok);
  const told = viewEvents(s, r.events, 'p1').find((e) => e.type === 'gmReason');
  assert.ok(told, 'both are in the heroes\' sight');
});

test('DEC-17 over whole expeditions a GM reason reaches a hero seat only naming models in its view, never one of Dungeon Counters', () => {
  let shown = 0;
  let kept = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const s = createGame(setupHeader('expedition', seed, { options: { difficulty: 'deadly' } }, content), content);
    for (let n = 0; n < 6000 && s.pending && !s.result; n++) {
      const seat = s.pending.seat;
      const answer = aiPolicy(s, seat);
      const seen = new Set(view(s, 'p1').models.map((m) => m.id));
      const r = applyInPlace(s, seat, answer);
      assert.ok(r.ok);
      const all = r.events.filter((e) => e.type === 'gmReason');
      const told = viewEvents(s, r.events, 'p1').filter((e) => e.type === 'gmReason');
      kept += all.length - told.length;
      for (const e of told) {
        shown++;
        assert.ok(!['reinforce', 'band', 'trapAhead'].includes(e.reason.code), `seed ${seed}: ${e.reason.code} told to a hero`);
        for (const id of [e.reason.model, e.reason.target]) if (id !== undefined) assert.ok(seen.has(id), `seed ${seed}: ${id} named to a hero seat that did not see it`);
      }
    }
  }
  assert.ok(shown > 0 && kept > 0, `reasons shown ${shown}, kept behind the screen ${kept}`);
});
