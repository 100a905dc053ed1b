// The state hash and text read a state whatever order its objects' keys were written in: an
// answer read back from storage that reorders keys (PostgreSQL's JSONB) gives the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, stateHash, stateText, type Answer, type GameState } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { jsonbOrder } from './testing/jsonb-order.ts';

/** A copy with every object's keys in reverse order (the context kept as it is). */
function reversed(s: GameState): GameState {
  const rev = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(rev);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).reverse()) out[k] = k === 'ctx' ? (v as Record<string, unknown>)[k] : rev((v as Record<string, unknown>)[k]);
    return out;
  };
  return rev(s) as GameState;
}

const components: Answer = { kind: 'components', picks: { water: 1, fire: 1, air: 1, earth: 1 } };

test('the state hash and text do not depend on the order of object keys, and still tell states apart', () => {
  const s0 = createGame(dungeonHeader(1), fixtureContent);
  const r = apply(s0, 'p2', components);
  assert.ok(r.ok);
  const s = r.state;
  const other = apply(s0, 'p2', jsonbOrder(components));
  assert.ok(other.ok);
  assert.notEqual(JSON.stringify(other.state.models.wizard!.components), JSON.stringify(s.models.wizard!.components), 'the state keeps the order it was given');
  assert.equal(stateHash(other.state), stateHash(s));
  assert.equal(stateText(other.state), stateText(s));
  assert.equal(stateHash(reversed(s)), stateHash(s));
  assert.equal(stateText(reversed(s)), stateText(s));
  assert.match(stateHash(s), /^[0-9a-f]{8}$/);
  // Any change of a value, or a value moved to another key or place in a list, changes the hash.
  const seen = new Set([stateHash(s), stateHash(s0)]);
  const variants: ((x: GameState) => void)[] = [
    (x) => (x.models.wizard!.wounds -= 1),
    (x) => (x.models.wizard!.components = { water: 1, fire: 1, air: 2 }),
    (x) => (x.models.wizard!.components = { water: 1, fire: 1, air: 1, earth: 0 }),
    (x) => (x.models.wizard!.components = { fire: 1, water: 1, air: 1, earth: 1, x: 0 }),
    (x) => x.order.reverse(),
    (x) => (x.turn = 1.5),
    (x) => (x.models.wizard!.name = `${x.models.wizard!.name} `),
  ];
  for (const change of variants) {
    const x = structuredClone({ ...s, ctx: undefined }) as unknown as GameState;
    change(x);
    const h = stateHash(x);
    assert.ok(!seen.has(h), `${change.toString()} changed the hash`);
    seen.add(h);
  }
});
