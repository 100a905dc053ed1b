// The exact `guilds` odds against many attacks played on the engine itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, attackOdds, createGame } from '../game.ts';
import { expectClose, sampleAttacks } from '../rules/sample-attacks.ts';
import type { GameHeader, GameState } from '../types.ts';
import type { Content } from '../content-types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { skullDistribution } from './odds.ts';

// Fixture content with guilds tables, a blade critical on 11 and a club failing on 2.
const content: Content = {
  ...fixtureContent,
  rsTable: Object.fromEntries([...Array(10)].map((_, i) => [String(i + 1), [5, 7, 9]])),
  weapons: {
    ...fixtureContent.weapons,
    keen: { id: 'keen', name: 'Keen blade', kind: 'hand', damage: 2, criticalOn: 11 },
    clumsy: { id: 'clumsy', name: 'Clumsy club', kind: 'hand', damage: 3, fumbleOn: 2 },
    bow: { ...fixtureContent.weapons.bow!, bands: [8, 12, 16] },
  },
  monsters: {
    ...fixtureContent.monsters,
    brute: { id: 'brute', name: 'Brute', profile: { ...fixtureContent.monsters.orc!.profile, ws: 6, toughness: 4, wounds: 3 }, weapons: ['clumsy'], gold: 0 },
  },
  heroes: {
    ...fixtureContent.heroes,
    duellist: { ...fixtureContent.heroes.barbarian!, id: 'duellist', weapons: ['keen'], armour: undefined },
  },
};

type Who = { type: string; hero: boolean; wounds?: number };

function duel(attacker: Who, target: Who, gap = 1): GameState {
  const at = (m: Who) => [m === attacker ? 2 : 2 + gap, 2] as [number, number];
  const id = (m: Who) => (m === attacker ? 'a' : 't');
  const header: GameHeader = {
    ruleset: 'guilds', options: {}, packs: [], seed: 1,
    setup: {
      map: ['############', '#..........#', '#..........#', '#..........#', '############'],
      heroes: [attacker, target].filter((m) => m.hero).map((m) => ({ type: m.type, seat: 'p1', at: at(m), id: id(m), fate: 0, ...(m.wounds !== undefined ? { wounds: m.wounds } : {}) })),
      monsters: [attacker, target].filter((m) => !m.hero).map((m) => ({ type: m.type, at: at(m), id: id(m), ...(m.wounds !== undefined ? { wounds: m.wounds } : {}) })),
      start: 'combat',
      firstSide: attacker.hero ? 'heroes' : 'monsters',
    },
  };
  // A bystander far off, so that a knocked-down duellist does not end the game.
  header.setup.heroes.push({ type: 'dwarf', seat: 'p1', at: [10, 3], id: 'bystander', fate: 0 });
  const s = createGame(header, content);
  while (s.pending && s.pending.kind !== 'act') assert.ok(applyInPlace(s, s.pending.seat, { kind: 'routine', routine: 'moveThenAttack' }).ok);
  return s;
}

/** Plays the attack many times on the engine itself: a target is out dead or knocked down. */
function simulate(base: GameState, n: number, ranged?: string) {
  return sampleAttacks(base, n, { floor: () => 0, out: (t) => t.status.dead || t.status.ko }, ranged);
}

test('GLD-A07 DEC-07 skull-and-shield damage: each shield of floor(T/2) defence dice cancels a skull', () => {
  const s = duel({ type: 'barbarian', hero: true }, { type: 'orc', hero: false });
  const d = skullDistribution(s, 1, 5, 3); // 1 die against 2 defence dice
  assert.ok(Math.abs(d[1]! - 0.5 * 0.25) < 1e-12);
  assert.ok(Math.abs(d.reduce((a, b) => a + b, 0) - 1) < 1e-12);
  assert.deepEqual(skullDistribution(s, 2, 1, 2), [0.25, 0.5, 0.25]); // no defence dice
});

const N = 30_000;
for (const [name, atk, tgt] of [
  ['hero on monster', { type: 'barbarian', hero: true }, { type: 'orc', hero: false, wounds: 4 }],
  ['criticals on 11 chain on the same opponent', { type: 'duellist', hero: true }, { type: 'champion', hero: false, wounds: 3 }],
  ['failures on 2: free attacks back, knock-downs', { type: 'brute', hero: false }, { type: 'elf', hero: true, wounds: 2 }],
] as const) {
  test(`GLD-A03 GLD-A04 GLD-A05 GLD-A06 GLD-A07 exact hand-to-hand odds agree with ${N.toLocaleString('en')} attacks on the engine (${name})`, () => {
    const s = duel(atk, tgt);
    const odds = attackOdds(s, 'a', 't')!;
    assert.ok(Math.abs(odds.dealt.reduce((x, y) => x + y, 0) - 1) < 1e-9);
    const sim = simulate(s, N);
    if (process.env.ODDS_DEBUG) console.log(name, odds, sim);
    odds.dealt.forEach((p, k) => expectClose(p, sim.dealt[k]!, N, `dealt ${k}`));
    expectClose(odds.kill + odds.knockOut, sim.out, N, 'target out');
    expectClose(odds.attackerDown, sim.down, N, 'attacker down');
  });
}

test('GLD-S03 GLD-S04 GLD-S05 exact ranged odds agree with the engine (a 12 halves Toughness)', () => {
  const s = duel({ type: 'elf', hero: true }, { type: 'champion', hero: false, wounds: 3 }, 6);
  const odds = attackOdds(s, 'a', 't', 'bow')!;
  assert.ok(Math.abs(odds.hit - 8 / 12) < 1e-12); // 5+ at RS 8, short band
  const sim = simulate(s, N, 'bow');
  odds.dealt.forEach((p, k) => expectClose(p, sim.dealt[k]!, N, `dealt ${k}`));
  expectClose(odds.kill, sim.out, N, 'kill');
});

test('GLD-S03 DEC-21 a model between shooter and target makes the shot one harder to hit, in the odds as on the engine', () => {
  const s = duel({ type: 'elf', hero: true }, { type: 'champion', hero: false, wounds: 3 }, 6);
  assert.ok(Math.abs(attackOdds(s, 'a', 't', 'bow')!.hit - 8 / 12) < 1e-12);
  // The bystander steps onto the line of fire.
  s.models.bystander!.x = 5;
  s.models.bystander!.y = 2;
  const odds = attackOdds(s, 'a', 't', 'bow')!;
  assert.ok(Math.abs(odds.hit - 7 / 12) < 1e-12); // 6+: the band's 5+, one more for cover
  const sim = simulate(s, N, 'bow');
  odds.dealt.forEach((p, k) => expectClose(p, sim.dealt[k]!, N, `dealt ${k}`));
  // The bystander is three squares from the target: a 1 hits no friend (GLD-S06).
  assert.equal(odds.friendlyFire, 0);
});

test('GLD-S06 the odds of a shot count a stray hit on a friend only while one stands within two squares of the target, whatever was asked before', () => {
  const s = duel({ type: 'elf', hero: true }, { type: 'champion', hero: false, wounds: 3 }, 6);
  // The bystander steps back beside the shooter, six squares from the target: nobody to hit.
  s.models.bystander!.x = 2;
  s.models.bystander!.y = 3;
  const far = attackOdds(s, 'a', 't', 'bow')!;
  assert.equal(far.friendlyFire, 0);
  s.models.bystander!.x = 9;
  s.models.bystander!.y = 3;
  const near = attackOdds(s, 'a', 't', 'bow')!;
  assert.ok(near.friendlyFire > 0, 'a friend beside the target may take the stray shot');
  // The odds asked first still say what they said.
  assert.equal(far.friendlyFire, 0);
});
