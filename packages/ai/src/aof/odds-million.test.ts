// aof-quest's exact attack odds (engine/src/aof-quest/attack.ts `attackOdds`) against an
// independent simulation of the rule texts at a million attacks per case (odds-million.ts): the
// unmodified 6 and 1, AP, cover, Blast, Deadly, Regeneration, Impact, Rending, Bane, Furious.
// Every chance must lie within 4.5 standard errors of the simulated frequency.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { attackOdds } from '../../../engine/src/aof-quest/attack.ts';
import { AOF_MILLION_CASES, aofDisagreements, checkAofOdds, simulateAof, specOf } from './odds-million.ts';

const N = 1_000_000;

for (const [i, k] of AOF_MILLION_CASES.entries()) {
  test(`${k.ids} aof-quest: ${k.name}: exact odds agree with ${N.toLocaleString('en')} simulated attacks`, () => {
    assert.deepEqual(checkAofOdds(k, N, 9000 + i), []);
  });
}

test('AOF-S02 AOF-X22 a million samples notice odds three tenths of a percent off, and a wrong Rending', () => {
  const k = AOF_MILLION_CASES.find((c) => c.name.startsWith('AP(2)'))!;
  const s = simulateAof(k, N, 77);
  const exact = attackOdds(specOf(k), k.models);
  assert.deepEqual(aofDisagreements(k, exact, s, 4.5), []);
  const wounds = [...exact.wounds];
  wounds[0]! += 0.003;
  wounds[1]! -= 0.003;
  assert.deepEqual(aofDisagreements(k, { ...exact, wounds }, s, 4.5).map((d) => d.what).filter((w) => w.startsWith('wounds')), ['wounds[0]', 'wounds[1]']);
  // Odds worked out as if Rending were not there disagree with the Rending case's dice.
  const r = AOF_MILLION_CASES.find((c) => c.name.startsWith('Rending'))!;
  assert.notDeepEqual(aofDisagreements(r, attackOdds({ ...specOf(r), rending: false }, r.models), simulateAof(r, N, 78), 4.5), []);
});
