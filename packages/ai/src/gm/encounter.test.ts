// The GM's placement after winning the surprise roll (AHQ-C04): monsters alike weigh each square
// once between them, and squares whose cheaper value cannot win are not weighed in full. Neither
// may change where a monster goes: every placement of whole expeditions is checked against the
// plain search, every monster weighing every square still free.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, type Answer, type Decision, type GameState } from '@delve/engine';
import { aiPolicy } from '../policies.ts';
import { setupHeader } from '../setups.ts';
import { chebyshev, type Pt } from '../board.ts';
import { situation } from '../situation.ts';
import { isRanged, standValue } from './act.ts';
import { placeMonsters, sectionSquares } from './encounter.ts';

type Placing = Extract<Decision, { kind: 'placeMonsters' }>;

/** Each monster in the GM's order takes the free square worth most to it, the first of equals:
 * its stand there, and for a melee monster the blow it could strike from there. */
function plainPlacement(s: GameState, d: Placing): Extract<Answer, { kind: 'place' }> {
  const x = situation(s, 'gm');
  const free = sectionSquares(x, d.section, new Set(d.monsters));
  const ranged = (id: string) => isRanged(x, x.b.byId.get(id)!);
  const order = [...d.monsters].sort((a, b) => Number(ranged(a)) - Number(ranged(b)) || x.t.worth(x.c, x.b.byId.get(b)!) - x.t.worth(x.c, x.b.byId.get(a)!) || (a < b ? -1 : 1));
  const used = new Set<number>();
  const placements: { model: string; at: [number, number] }[] = [];
  for (const id of order.slice(0, free.length)) {
    const m = x.b.byId.get(id)!;
    const worth = (p: Pt): number => {
      const stand = standValue(x, m, p);
      let v = stand;
      if (ranged(id)) return v;
      for (const f of x.foes) {
        const o = chebyshev(f, p) === 1 ? x.odds.odds(id, f.id, undefined, id, p) : null;
        if (o) v = Math.max(v, stand + 1 + x.t.attackValue(x.c, o, m, f));
      }
      return v;
    };
    let best: Pt | null = null;
    let bestV = -Infinity;
    for (const p of free) {
      if (used.has(p.y * x.b.width + p.x)) continue;
      const v = worth(p);
      if (v > bestV) {
        bestV = v;
        best = p;
      }
    }
    if (!best) break;
    used.add(best.y * x.b.width + best.x);
    placements.push({ model: id, at: [best.x, best.y] });
  }
  return { kind: 'place', placements };
}

test('AHQ-C04 the GM places monsters alike on the squares the plain search gives, over whole expeditions', async () => {
  const c = await loadDefaultContent('ahq');
  let placings = 0;
  let alike = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c);
    for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
      const d = s.pending;
      if (d.kind === 'placeMonsters' && d.seat === 'gm') {
        const answer = placeMonsters(s, d);
        assert.deepEqual(answer, plainPlacement(s, d), `seed ${seed}, monsters ${d.monsters.join(', ')}`);
        placings++;
        const types = d.monsters.map((id) => s.models[id]!.type);
        if (new Set(types).size < types.length) alike++;
      }
      applyInPlace(s, d.seat, aiPolicy(s, d.seat));
    }
  }
  assert.ok(placings >= 20, `${placings} placements`);
  assert.ok(alike >= 10, `${alike} placements with monsters alike`);
});
