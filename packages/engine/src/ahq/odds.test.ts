import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, attackOdds, createGame } from '../game.ts';
import { cloneState } from '../state.ts';
import { seededRng } from '../rng.ts';
import { damageDistribution } from './odds.ts';
import type { GameHeader, GameState } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';

function duel(attacker: { type: string; hero: boolean; wounds?: number }, target: { type: string; hero: boolean; wounds?: number }, gap = 1): GameState {
  const at = (x: number) => [x, 2] as [number, number];
  const header: GameHeader = {
    ruleset: 'ahq', options: {}, packs: [], seed: 1,
    setup: {
      map: ['############', '#..........#', '#..........#', '#..........#', '############'],
      heroes: [attacker, target].filter((m) => m.hero).map((m, i) => ({ type: m.type, seat: 'p1', at: at(m === attacker ? 2 : 2 + gap), id: i === 0 && m === attacker ? 'a' : m === attacker ? 'a' : 't', fate: 0, components: { fire: 2, water: 2 }, ...(m.wounds !== undefined ? { wounds: m.wounds } : {}) })),
      monsters: [attacker, target].filter((m) => !m.hero).map((m) => ({ type: m.type, at: at(m === attacker ? 2 : 2 + gap), id: m === attacker ? 'a' : 't', ...(m.wounds !== undefined ? { wounds: m.wounds } : {}) })),
      start: 'combat',
      firstSide: attacker.hero ? 'heroes' : 'monsters',
    },
  };
  // A bystander far off, so that a knocked-out duellist does not end the game.
  header.setup.heroes.push({ type: 'dwarf', seat: 'p1', at: [10, 1], id: 'bystander', fate: 0 });
  let s = createGame(header, fixtureContent);
  while (s.pending && s.pending.kind !== 'act') {
    const r = applyInPlace(s, s.pending.seat, { kind: 'routine', routine: 'moveThenAttack' });
    assert.ok(r.ok);
  }
  return s;
}

/** Plays the attack many times on the engine itself and counts the outcomes. */
function simulate(base: GameState, n: number, ranged?: string) {
  const a = base.models.a!;
  const t = base.models.t!;
  const dealt = new Array(t.wounds + 2).fill(0);
  let kill = 0;
  let down = 0;
  for (let i = 0; i < n; i++) {
    const s = cloneState(base);
    s.rng = seededRng(i + 1);
    let r = applyInPlace(s, a.seat, ranged ? { kind: 'shoot', model: 'a', target: 't', weapon: ranged } : { kind: 'attack', model: 'a', target: 't' });
    assert.ok(r.ok, !r.ok ? r.error.message : '');
    // Free-attack targets other than this one, advancing: outside the attack's own odds.
    while (s.pending && s.pending.kind !== 'act' && !s.result) {
      const d = s.pending;
      r = applyInPlace(s, d.seat, d.kind === 'advance' ? { kind: 'advance', advance: false } : d.kind === 'fate' ? { kind: 'fate', spend: false } : { kind: 'target', target: 't' });
      assert.ok(r.ok);
    }
    const tt = s.models.t!;
    const aa = s.models.a!;
    // Counted as the odds count them: no further than dead (-1 for a hero, 0 for others).
    const lost = t.wounds - Math.max(tt.wounds, tt.kind === 'hero' ? -1 : 0);
    dealt[Math.min(dealt.length - 1, lost)]++;
    if (tt.status.dead) kill++;
    if (aa.status.dead || aa.status.ko) down++;
  }
  return { dealt: dealt.map((c) => c / n), kill: kill / n, down: down / n };
}

function close(exact: number, sampled: number, n: number, what: string) {
  const sigma = Math.sqrt(Math.max(exact * (1 - exact), 1e-6) / n);
  assert.ok(Math.abs(exact - sampled) <= 5 * sigma + 1e-4, `${what}: exact ${exact.toFixed(5)} vs sampled ${sampled.toFixed(5)} (σ ${sigma.toFixed(5)})`);
}

test('AHQ-C22 AHQ-C23 damage dice: each die at or above Toughness wounds, 12s wound and roll again', () => {
  const d = damageDistribution(1, 7, 5);
  assert.ok(Math.abs(d.reduce((a, b) => a + b, 0) - 1) < 1e-12);
  assert.ok(Math.abs(d[0]! - 6 / 12) < 1e-12); // faces 1..6 miss Toughness 7
  assert.ok(Math.abs(d[1]! - (5 / 12 + (1 / 12) * (6 / 12))) < 1e-12); // 7..11, or a 12 then a miss
  const t13 = damageDistribution(2, 13, 4); // only 12s wound
  assert.ok(Math.abs(t13[0]! - (11 / 12) ** 2) < 1e-12);
});

const N = 40_000;
for (const [name, atk, tgt] of [
  ['hero on monster', { type: 'barbarian', hero: true }, { type: 'orc', hero: false, wounds: 4 }],
  ['monster on hero, knock-outs and deaths', { type: 'champion', hero: false }, { type: 'wizard', hero: true, wounds: 2 }],
  ['weak on strong: fumbles and free attacks back', { type: 'goblin', hero: false }, { type: 'barbarian', hero: true, wounds: 1 }],
] as const) {
  test(`AHQ-C18 AHQ-C19 AHQ-C20 AHQ-C21 exact hand-to-hand odds agree with ${N.toLocaleString('en')} attacks on the engine (${name})`, () => {
    const s = duel(atk, tgt);
    const odds = attackOdds(s, 'a', 't')!;
    assert.ok(Math.abs(odds.dealt.reduce((x, y) => x + y, 0) - 1) < 1e-9);
    const sim = simulate(s, N);
    if (process.env.ODDS_DEBUG) console.log(name, odds, sim);
    odds.dealt.forEach((p, k) => close(p, sim.dealt[k]!, N, `dealt ${k}`));
    close(odds.kill, sim.kill, N, 'kill');
    close(odds.attackerDown, sim.down, N, 'attacker down');
  });
}

test('AHQ-C29 AHQ-C30 exact ranged odds agree with the engine (criticals halve Toughness)', () => {
  const s = duel({ type: 'elf', hero: true }, { type: 'orc', hero: false, wounds: 3 }, 6);
  const odds = attackOdds(s, 'a', 't', 'bow')!;
  const sim = simulate(s, N, 'bow');
  odds.dealt.forEach((p, k) => close(p, sim.dealt[k]!, N, `dealt ${k}`));
  close(odds.kill, sim.kill, N, 'kill');
});
