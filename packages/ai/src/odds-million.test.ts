// The engine's exact attack odds against an independent simulation of the rules at a million
// attacks per case (odds-million.ts: written from the rule texts, sharing nothing with the odds'
// dynamic programming but the content data): hand-to-hand and ranged, both rulesets, criticals,
// fumbles and their free-attack chains, critical damage, cover, a KO'd target, skulls and shields.
// Every probability the odds give must lie within 4.5 standard errors of the simulated frequency.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { attackOdds } from '@delve/engine';
import { before } from './odds-check.ts';
import { MILLION_CASES, attackOf, checkOdds, sampled, simulate } from './odds-million.ts';
import { disagreements } from './odds-check.ts';

const contents = { ahq: await loadDefaultContent('ahq'), guilds: await loadDefaultContent('guilds') };
const N = 1_000_000;

function setUp(k: (typeof MILLION_CASES)[number]) {
  const { s } = before(k, k.ruleset === 'guilds' ? contents.guilds : contents.ahq);
  const exact = attackOdds(s, k.attacker, k.target, k.weapon);
  assert.ok(exact, `${k.name}: the engine gives no odds`);
  return { exact, attack: attackOf(s, k.attacker, k.target, k.weapon) };
}

for (const [i, k] of MILLION_CASES.entries()) {
  test(`${k.ids} ${k.ruleset ?? 'ahq'}: ${k.name}: exact odds agree with ${N.toLocaleString('en')} simulated attacks`, () => {
    const { exact, attack } = setUp(k);
    assert.deepEqual(checkOdds(exact, attack, N, 5000 + i), []);
  });
}

test('the cases set the rules they name to work: cover, friends near the target, a KO\'d target, failures on 2, criticals on 11', () => {
  const named = (name: string) => setUp(MILLION_CASES.find((k) => k.name.startsWith(name))!).attack;
  const shot = (name: string) => {
    const x = named(name);
    assert.equal(x.kind, 'ranged', name);
    return x as Extract<typeof x, { kind: 'ranged' }>;
  };
  // Distance 7 with cover counts as 11 (AHQ-C28): the Good table's 8+ band, not its 7+.
  assert.equal(shot('crossbowman shoots an ogre past a goblin').need, 8);
  assert.equal(shot('goblin archer shoots a wizard').friends, true);
  assert.equal(shot('elf shoots a goblin along a row').friends, false);
  // guilds: 7 squares is the longbow's middle band, 5+ at RS 8; covered, one more: 6+ (DEC-21).
  assert.equal(shot('elf shoots an orc past a goblin').need, 6);
  const ko = named('orc strikes a KO\'d wizard');
  assert.ok(ko.kind === 'hand' && ko.t.wounds === 0 && ko.t.hero);
  const ogre = named('ogre strikes a dwarf: great club');
  assert.ok(ogre.kind === 'hand' && ogre.a.fumbleOn === 2);
  const orc = named('orc strikes a rogue');
  assert.ok(orc.kind === 'hand' && orc.a.criticalOn === 11 && orc.t.criticalOn === 11);
  const spear = named('goblin strikes a warrior diagonally');
  assert.ok(spear.kind === 'hand' && spear.a.reaches && !spear.t.reaches);
});

test('FAC-K02 FAC-K03 FAC-L01 the facing cases set what they name: no armour or shield from behind, the shield on its flank, no blow back from a figure not facing the attacker, no cover', () => {
  const named = (name: string) => setUp(MILLION_CASES.find((k) => k.name.startsWith(name))!).attack;
  const rear = named('facing: orc strikes a dwarf from behind');
  const flank = named('facing: orc strikes a dwarf on its shield flank');
  assert.ok(rear.kind === 'hand' && flank.kind === 'hand');
  assert.ok(rear.t.toughness < flank.t.toughness && !rear.t.reaches && !flank.t.reaches);
  const diagonal = named('facing: barbarian strikes an orc diagonally ahead');
  assert.ok(diagonal.kind === 'hand' && diagonal.a.reaches && diagonal.t.reaches);
  const shot = named('facing: crossbowman shoots an ogre past a goblin');
  const covered = named('crossbowman shoots an ogre past a goblin');
  assert.ok(shot.kind === 'ranged' && covered.kind === 'ranged' && shot.need < covered.need);
});

test('a million samples notice odds three tenths of a percent off', () => {
  const k = MILLION_CASES[0]!;
  const { exact, attack } = setUp(k);
  const t = simulate(attack, N, 77);
  const s = sampled(attack, t, exact.dealt.length, exact.received.length);
  assert.deepEqual(disagreements(exact, s, 4.5), []);
  const dealt = [...exact.dealt];
  dealt[1]! += 0.003;
  dealt[2]! -= 0.003;
  assert.deepEqual(disagreements({ ...exact, dealt }, s, 4.5).map((d) => d.what), ['dealt[1]', 'dealt[2]']);
  // An outcome the odds call impossible fails the moment it is seen.
  assert.equal(disagreements({ ...exact, hit: 1 }, s, 4.5)[0]?.z, Infinity);
});

test('the simulator refuses a shot whose line of fire it cannot work out, naming the models', () => {
  const k = { ...MILLION_CASES.find((c) => c.weapon === 'shortbow' && c.ruleset === undefined && c.monsters.length === 2)! };
  const { s } = before({ ...k, monsters: [{ type: 'goblin-archer', at: [8, 1] }, { type: 'goblin', at: [4, 2] }] }, contents.ahq);
  assert.throws(() => attackOf(s, 'm1', 'wizard', 'shortbow'), /line from m1 to wizard is not plain/);
});
