// What a hero's options come to before one is taken (preview.ts): each move option's inches as
// the move reports them, and a charge's or a shot's odds, whose wounds agree with the ruleset's
// own exact odds and with the dice rolled many times.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '../../../content/src/index.ts';
import { applyInPlace, attackOdds, createGame, optionInches, optionOdds } from '../game.ts';
import type { Content } from '../content-types.ts';
import type { GameHeader } from '../types.ts';
import type { AofMissionDef } from './content-types.ts';
import type { AofState } from './state.ts';

const content = (await loadDefaultContent('aof-quest')) as unknown as Content;

const open: AofMissionDef = {
  id: 'open', name: { en: 'Open', it: 'Aperto' }, briefing: { en: '', it: '' }, type: 'test',
  battlefield: { size: 48, terrain: [] }, zones: [{ id: 'all', at: [0, 0], size: [48, 48] }], heroZone: 'all',
  aiGoals: [], waves: [], objectives: [], victory: [], defeat: [{ kind: 'heroes-down' }], rounds: 5,
};

function game(seed: number): AofState {
  const h: GameHeader<unknown> = {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
    setup: {
      mission: open, heroes: [{ class: 'ranger', seat: 'p1', id: 'r', at: [10, 10] }, { class: 'knight', seat: 'p1', id: 'k', at: [10, 20] }],
      units: [{ unit: 'goblin-archers', id: 'g', at: [[20, 10], [21, 10], [20, 11]] }, { unit: 'cave-troll', id: 't', at: [[10, 25]] }],
    },
  };
  const s = createGame(h, content) as unknown as AofState;
  return s;
}

const choose = (s: AofState, option: string) => {
  const r = applyInPlace(s as never, 'p1', { kind: 'choice', option });
  assert.ok(r.ok, option);
};

test('AOF-A02 DEC-23 each move option of a hero comes with its inches: an Advance at most 6", a Rush at most 12", as the move then reports', () => {
  const s = game(1);
  choose(s, 'k');
  const inches = optionInches(s as never);
  const moves = Object.keys(inches);
  assert.ok(moves.some((o) => o.startsWith('advance:')) && moves.some((o) => o.startsWith('rush:')) && moves.some((o) => o.startsWith('charge:')));
  for (const [o, n] of Object.entries(inches)) assert.ok(n > 0 && n <= (o.startsWith('advance:') ? 6 : 12) + 1e-9, `${o}: ${n}`);
  // Straight up 4 squares: 4", and the log says so.
  assert.equal(inches['advance:10.16'], 4);
  const r = applyInPlace(s as never, 'p1', { kind: 'choice', option: 'advance:10.16' });
  assert.ok(r.ok);
  assert.deepEqual(r.events.filter((e) => e.type === 'aofMoved').map((e) => (e as { inches: number }).inches), [4]);
});

test("AOF-S01 AOF-S02 AOF-L01 a shot's and a charge's odds before they are made: wounds as the ruleset's exact odds, kills and the blows struck back", () => {
  const s = game(2);
  choose(s, 'r');
  choose(s, 'hold');
  assert.equal(s.pending!.kind === 'choice' && s.pending!.question, 'aof.shoot');
  const shot = optionOdds(s as never, 'p1', 'g')!;
  const exact = attackOdds(s as never, 'r', 'g')!;
  assert.equal(shot.melee, false);
  assert.equal(shot.weapons[0]!.weapon, 'longbow');
  shot.wounds.forEach((p, k) => assert.ok(Math.abs(p - exact.dealt[k]!) < 1e-12, `${k} wounds: ${p} against ${exact.dealt[k]}`));
  assert.ok(Math.abs(shot.wipe - exact.kill) < 1e-12);
  // Toughness 1 goblins: a wound is a kill.
  assert.deepEqual(shot.kills.map((p) => p.toFixed(12)), shot.wounds.map((p) => p.toFixed(12)));
  assert.equal(optionOdds(s as never, 'p2', 'g'), null, 'not the seat of the decision');
  assert.equal(optionOdds(s as never, 'p1', 'k'), null, 'not an option');
  // The knight charges the troll: melee odds from the square it charges to, and the troll's blows back.
  const t = game(3);
  choose(t, 'k');
  const charge = (t.pending as { options: string[] }).options.find((o) => o.startsWith('charge:t:'))!;
  const c = optionOdds(t as never, 'p1', charge)!;
  assert.equal(c.melee, true);
  assert.equal(c.target, 't');
  assert.ok(Math.abs(c.wounds.reduce((a, b) => a + b, 0) - 1) < 1e-12);
  assert.equal(c.strikeBack!.attacker, 't');
  assert.equal(c.strikeBack!.target, 'k');
  // The mean wounds are the weapons' (no wound is lost before the troll's Toughness is reached).
  const mean = c.wounds.reduce((a, p, k) => a + p * k, 0);
  const tough = (t.units.t!.toughness);
  if (c.wounds.length <= tough) assert.ok(Math.abs(mean - c.weapons.reduce((a, w) => a + w.meanWounds, 0)) < 1e-9);
});

test("AOF-X06 AOF-X05 a spell's odds before it is cast: the casting roll's chance and its hits' wounds, as the dice come out over many games", () => {
  const wizardGame = (seed: number) => {
    const h: GameHeader<unknown> = {
      ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
      setup: {
        mission: open, heroes: [{ class: 'wizard', seat: 'p1', id: 'w', at: [10, 10] }, { class: 'knight', seat: 'p1', id: 'k', at: [10, 30] }],
        units: [{ unit: 'goblin-archers', id: 'g', at: [[20, 10], [21, 10], [20, 11]] }], heroTokens: { w: 4 },
      },
    };
    const s = createGame(h, content) as unknown as AofState;
    choose(s, 'w');
    return s;
  };
  for (const option of ['cast:fire-bolt:g:0', 'cast:fire-bolt:g:2', 'cast:fireball:g:0']) {
    const odds = optionOdds(wizardGame(0) as never, 'p1', option)!;
    assert.ok(odds && odds.cast, option);
    assert.equal(odds.target, 'g');
    assert.ok(Math.abs(odds.wounds.reduce((a, b) => a + b, 0) - 1) < 1e-12);
    const n = 3000;
    let cast = 0;
    const seen: number[] = [];
    for (let seed = 1; seed <= n; seed++) {
      const s = wizardGame(seed);
      const r = applyInPlace(s as never, 'p1', { kind: 'choice', option });
      assert.ok(r.ok);
      const c = r.events.find((e) => e.type === 'aofCast')!;
      if (!(c as { success: boolean }).success) continue;
      cast++;
      const w = r.events.filter((e) => e.type === 'aofWounds' && (e as { unit: string }).unit === 'g').length;
      seen[w] = (seen[w] ?? 0) + 1;
    }
    // Within five standard errors of the exact chances.
    const near = (p: number, k: number, of: number, what: string) => assert.ok(Math.abs(k / of - p) <= 5 * Math.sqrt(p * (1 - p) / of) + 1e-9, `${option} ${what}: ${k}/${of} against ${p}`);
    near(odds.cast!.chance, cast, n, 'cast');
    odds.kills.forEach((p, k) => near(p, seen[k] ?? 0, cast, `${k} killed`));
  }
  // Fire Bolt costs 1 token: forcing it costs 2 power; a boost of 2 makes the 4+ a 2+.
  assert.equal(optionOdds(wizardGame(0) as never, 'p1', 'cast:fire-bolt:g:0')!.cast!.force, 2);
  assert.ok(Math.abs(optionOdds(wizardGame(0) as never, 'p1', 'cast:fire-bolt:g:2')!.cast!.chance - 5 / 6) < 1e-12);
});

test('AOF-X05 a Blast spell cast at a unit with others within 3": the target\'s odds are its even share of the multiplied hits, as the dice come out', () => {
  // Fireball: 1 hit, Blast(3), AP(1). Three goblins (Defense 5+, Toughness 1) as the target, and
  // units of three more within 3" of them: X is 3 (the models near enough number more than 3),
  // so 3 hits, split evenly among the units, the target first: 2 of them with one neighbour, 1
  // with two. A goblin blocks an AP(1) hit on a 6 alone (cover is ignored): each hit wounds with
  // 5/6, so 2 hits wound 0, 1, 2 times with 1/36, 10/36, 25/36, and 1 hit 0, 1 with 1/6, 5/6.
  const cases = [
    { others: [{ unit: 'goblin-archers', id: 'h', at: [[20, 13], [21, 13], [22, 13]] }], hits: 2, wounds: [1 / 36, 10 / 36, 25 / 36] },
    {
      others: [{ unit: 'goblin-archers', id: 'h', at: [[20, 13], [21, 13], [22, 13]] }, { unit: 'goblin-archers', id: 'i', at: [[23, 9], [23, 10], [24, 10]] }],
      hits: 1, wounds: [1 / 6, 5 / 6],
    },
  ];
  for (const { others, hits, wounds } of cases) {
    const cast = (seed: number) => {
      const h: GameHeader<unknown> = {
        ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
        setup: {
          mission: open, heroes: [{ class: 'wizard', seat: 'p1', id: 'w', at: [10, 10] }, { class: 'knight', seat: 'p1', id: 'k', at: [10, 30] }],
          units: [{ unit: 'goblin-archers', id: 'g', at: [[20, 10], [21, 10], [20, 11]] }, ...others], heroTokens: { w: 4 },
        },
      };
      const s = createGame(h, content) as unknown as AofState;
      choose(s, 'w');
      return s;
    };
    const what = `${others.length + 1} units`;
    const odds = optionOdds(cast(0) as never, 'p1', 'cast:fireball:g:0')!;
    assert.equal(odds.weapons.length, 1, what);
    assert.equal(odds.weapons[0]!.meanHits, hits, `${what}: the target's share of the hits`);
    assert.equal(odds.wounds.length, wounds.length, `${what}: wounds ${odds.wounds}`);
    odds.wounds.forEach((p, k) => assert.ok(Math.abs(p - wounds[k]!) < 1e-12, `${what}, ${k} wounds: ${p} against ${wounds[k]}`));
    // Played: the wounds the target takes when the cast works, within five standard errors.
    const n = 2000;
    let worked = 0;
    const seen: number[] = [];
    for (let seed = 1; seed <= n; seed++) {
      const r = applyInPlace(cast(seed) as never, 'p1', { kind: 'choice', option: 'cast:fireball:g:0' });
      assert.ok(r.ok);
      if (!(r.events.find((e) => e.type === 'aofCast') as { success: boolean }).success) continue;
      worked++;
      const w = r.events.filter((e) => e.type === 'aofWounds' && (e as { unit: string }).unit === 'g').length;
      seen[w] = (seen[w] ?? 0) + 1;
    }
    assert.ok(seen.length <= wounds.length, `${what}: ${seen.length - 1} wounds seen`);
    wounds.forEach((p, k) => {
      const got = (seen[k] ?? 0) / worked;
      assert.ok(Math.abs(got - p) <= 5 * Math.sqrt((p * (1 - p)) / worked), `${what}, ${k} wounds played: ${got} against ${p}`);
    });
  }
});
