// The engine's `moveSquares` (what the bots weigh squares from) gives the squares of the moves
// `legalAnswers` lists, in the same order, at every action decision of real games of both
// rulesets; the checker accepts a move to each of them and refuses one to each square beside them
// that is not listed; and nothing is given to a seat that is not deciding, nor for a model that
// may not act.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accepts, applyInPlace, createGame, legalAnswers, moveSquares, type Answer, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, setupHeader } from './index.ts';

type Move = Extract<Answer, { kind: 'move' }>;

interface Seen {
  decisions: number;
  squares: number;
  /** Squares in a section not revealed yet: `guilds` steps into the unknown (GLD-X04). */
  unknown: number;
  /** Decisions of a pursuing monster (AHQ-C48). */
  pursuit: number;
}

function compare(s: GameState, seen: Seen): void {
  const d = s.pending;
  if (d?.kind !== 'act') return;
  const w = s.map.width;
  for (const id of d.current ? [d.current] : d.models) {
    const listed: number[] = (legalAnswers(s, d.seat, { model: id, kinds: ['move'] }) as Move[]).map((a) => a.to[1] * w + a.to[0]);
    const squares = moveSquares(s, d.seat, id);
    assert.deepEqual(squares, listed, `turn ${s.turn}, ${id}: moveSquares differs from the listed moves`);
    seen.decisions++;
    seen.squares += squares.length;
    const listedSet = new Set(squares);
    const m = s.models[id]!;
    const beside = new Set<number>();
    for (const c of squares) {
      assert.ok(accepts(s, d.seat, { kind: 'move', model: id, to: [c % w, Math.floor(c / w)] }), `turn ${s.turn}, ${id}: a listed square refused`);
      for (const n of [c - 1, c + 1, c - w, c + w]) if (n >= 0 && n < w * s.map.height && !listedSet.has(n) && n !== m.y * w + m.x) beside.add(n);
    }
    for (const c of beside) assert.ok(!accepts(s, d.seat, { kind: 'move', model: id, to: [c % w, Math.floor(c / w)] }), `turn ${s.turn}, ${id}: a square not listed accepted`);
    for (const c of squares) {
      const sec = s.map.sectionOrder.map((k) => s.map.sections[k]!).find((x) => c % w >= x.x && c % w < x.x + x.w && Math.floor(c / w) >= x.y && Math.floor(c / w) < x.y + x.h);
      if (sec && !sec.revealed) seen.unknown++;
    }
    if (s.combat?.pursuing && s.models[id]!.side === 'monsters') seen.pursuit++;
    // Nobody else's squares: another seat, or a model that is not acting.
    const other: string = d.seat === 'gm' ? s.players[0]! : 'gm';
    assert.deepEqual(moveSquares(s, other, id), []);
  }
  const idle = s.order.find((id) => !(d.current ? [d.current] : d.models).includes(id));
  if (idle) assert.deepEqual(moveSquares(s, d.seat, idle), []);
}

function play(s: GameState, seen: Seen): void {
  for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
    compare(s, seen);
    const r = applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
    assert.ok(r.ok);
  }
}

test('moveSquares gives the squares of the listed moves, in their order, in expeditions and fights of both rulesets (AHQ-C48, GLD-X04)', async () => {
  const seen: Record<string, Seen> = {};
  for (const ruleset of ['ahq', 'guilds'] as const) {
    const c = await loadDefaultContent(ruleset);
    for (const setup of ['expedition', 'room-fight']) {
      const k = `${ruleset} ${setup}`;
      seen[k] = { decisions: 0, squares: 0, unknown: 0, pursuit: 0 };
      // Seeds 33 and 52 at the deadly level, whose GM always pursues: expeditions where the
      // monsters pursue.
      const pursuing = ruleset === 'ahq' && setup === 'expedition' ? [33, 52] : [];
      for (const seed of [1, 2, 3, 4, 5, 6, ...pursuing]) {
        const options: Record<string, string> = pursuing.includes(seed) ? { difficulty: 'deadly' } : {};
        play(createGame(setupHeader(setup, seed, { ruleset, options }, c), c), seen[k]);
      }
      assert.ok(seen[k].decisions > 100 && seen[k].squares > 1000, `${k}: too few moves compared (${JSON.stringify(seen[k])})`);
    }
  }
  // The squares a listing checks rather than searches were met.
  assert.ok(seen['guilds expedition']!.unknown > 0, 'no step into the unknown met');
  assert.ok(seen['ahq expedition']!.pursuit > 0, 'no pursuit met');
});
