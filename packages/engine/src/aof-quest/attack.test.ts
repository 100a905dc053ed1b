// aof-quest attacks: the rolled attack and its exact odds agree, and each rule moves them as it says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allocateWounds, attackOdds, passChance, passes, rollAttack, type AttackSpec } from './attack.ts';

const BASE: AttackSpec = {
  attacks: 2, quality: 4, hitModifier: 0, sixesOnly: false, extraOnSix: 0, impact: 0, ap: 0, rending: false, bane: false,
  unstoppable: false, blast: 1, deadly: 1, defense: 4, cover: false, defenseModifier: 0, regeneration: false,
};
const spec = (over: Partial<AttackSpec>): AttackSpec => ({ ...BASE, ...over });

class Need extends Error {}

/** Every sequence of d6 faces the rolled attack can read, each with its chance: the exact
 * distribution of hits and wounds, found by the dice alone. */
function enumerate(s: AttackSpec, models = 1): { hits: number[]; wounds: number[] } {
  const hits: number[] = [];
  const wounds: number[] = [];
  const walk = (prefix: number[], p: number) => {
    let i = 0;
    try {
      const r = rollAttack(s, models, () => {
        if (i >= prefix.length) throw new Need();
        return prefix[i++]!;
      });
      hits[r.hits] = (hits[r.hits] ?? 0) + p;
      wounds[r.wounds] = (wounds[r.wounds] ?? 0) + p;
    } catch (e) {
      if (!(e instanceof Need)) throw e;
      for (let f = 1; f <= 6; f++) walk([...prefix, f], p / 6);
    }
  };
  walk([], 1);
  const fill = (a: number[]) => Array.from({ length: a.length }, (_, k) => a[k] ?? 0);
  return { hits: fill(hits), wounds: fill(wounds) };
}

function agree(s: AttackSpec, models = 1): void {
  const exact = attackOdds(s, models);
  const dice = enumerate(s, models);
  const close = (a: number[], b: number[], what: string) => {
    for (let k = 0; k < Math.max(a.length, b.length); k++) assert.ok(Math.abs((a[k] ?? 0) - (b[k] ?? 0)) < 1e-12, `${what}[${k}]: ${a[k]} vs ${b[k]}`);
  };
  close(exact.hits, dice.hits, 'hits');
  close(exact.wounds, dice.wounds, 'wounds');
}

test('AOF-G01 AOF-G03 a test passes on its value or more; an unmodified 6 always passes and a 1 always fails', () => {
  assert.ok(passes(4, 4, 0) && !passes(3, 4, 0));
  assert.ok(passes(6, 9, -3)); // a 6 whatever the modifiers
  assert.ok(!passes(1, 2, +3)); // a 1 whatever the modifiers
  assert.equal(passChance(4, 0), 3 / 6);
  assert.equal(passChance(2, 0), 5 / 6);
  assert.equal(passChance(7, 0), 1 / 6);
  assert.equal(passChance(2, 5), 5 / 6);
});

test('AOF-S01 AOF-S02 one Quality test per attack, one Defense roll per hit, each failed block a wound: exact odds agree with every roll of the dice', () => {
  agree(BASE);
  const o = attackOdds(spec({ attacks: 1 }), 1);
  assert.equal(o.hit, 3 / 6);
  assert.ok(Math.abs(o.wounds[1]! - (3 / 6) * (3 / 6)) < 1e-12);
});

test('AOF-X03 AOF-T01 AOF-X05 AP takes from Defense rolls, cover adds to them, and Blast ignores cover while it multiplies hits up to the models there', () => {
  const w = (s: AttackSpec, models = 1) => attackOdds(s, models).meanWounds;
  assert.ok(w(spec({ ap: 2 })) > w(BASE));
  assert.ok(w(spec({ cover: true })) < w(BASE));
  agree(spec({ ap: 1, cover: true }));
  // Blast(3) against two models: each hit becomes 2; cover does not count.
  const blast = attackOdds(spec({ attacks: 1, blast: 3, cover: true }), 2);
  assert.deepEqual(blast.hits.map((p) => Math.round(p * 6)), [3, 0, 3]);
  assert.ok(Math.abs(blast.meanWounds - (3 / 6) * 2 * (3 / 6)) < 1e-12);
  agree(spec({ attacks: 1, blast: 3, cover: true }), 2);
});

test('AOF-X27 AOF-X22 AOF-X04 AOF-X19 AOF-X29 sixes to hit: Surge adds a hit, Rending AP 4; Bane re-rolls Defense sixes; Regeneration ignores wounds on 5+ but not those of Bane, Rending or Unstoppable', () => {
  agree(spec({ extraOnSix: 1 }));
  assert.ok(Math.abs(attackOdds(spec({ attacks: 1, extraOnSix: 1 }), 1).meanHits - (3 / 6 + 1 / 6)) < 1e-12);
  agree(spec({ attacks: 1, rending: true, defense: 3 }));
  agree(spec({ attacks: 1, bane: true, defense: 2 }));
  const regen = attackOdds(spec({ attacks: 1, regeneration: true }), 1).meanWounds;
  assert.ok(Math.abs(regen - (3 / 6) * (3 / 6) * (4 / 6)) < 1e-12);
  agree(spec({ attacks: 1, regeneration: true }));
  assert.ok(attackOdds(spec({ attacks: 1, regeneration: true, bane: true }), 1).meanWounds > regen);
  // Unstoppable ignores a negative modifier to hit, not a positive one.
  assert.equal(attackOdds(spec({ attacks: 1, hitModifier: -2, unstoppable: true }), 1).hit, 3 / 6);
  assert.equal(attackOdds(spec({ attacks: 1, hitModifier: -2 }), 1).hit, 1 / 6);
});

test('AOF-L04 AOF-X16 a fatigued unit hits only on sixes; Impact dice hit on 2+ after a charge', () => {
  assert.equal(attackOdds(spec({ attacks: 1, quality: 2, sixesOnly: true }), 1).hit, 1 / 6);
  agree(spec({ attacks: 1, sixesOnly: true, impact: 2 }));
  assert.ok(Math.abs(attackOdds(spec({ attacks: 0, impact: 3 }), 1).meanHits - 3 * 5 / 6) < 1e-12);
});

test('AOF-S03 DEC-25 AOF-X09 wounds go to a model already wounded, else the nearest, killing at Toughness; a Deadly wound is multiplied on one model and carries to no other', () => {
  const unit = [
    { id: 'a', wounds: 0, toughness: 2, gap: 3 },
    { id: 'b', wounds: 1, toughness: 2, gap: 5 },
    { id: 'c', wounds: 0, toughness: 2, gap: 1 },
  ];
  const plain = allocateWounds(unit, 3);
  assert.deepEqual(plain.killed, ['b', 'c']); // b was hurt, then the nearest
  assert.deepEqual(plain.wounds, { a: 0, b: 2, c: 2 });
  const deadly = allocateWounds(unit, 2, 3);
  assert.deepEqual(deadly.killed, ['b', 'c']); // one wound kills b, the next kills c: nothing carries to a
  assert.equal(deadly.wounds.a, 0);
  assert.equal(unit[0]!.wounds, 0, 'the unit given is not changed');
  assert.deepEqual(allocateWounds(unit, 9).killed, ['b', 'c', 'a']);
});
