// aof-quest through the engine's public contract: setups refused naming the field, the board's
// scale, the content's missions, hidden information in every hero seat's view, exact odds, the
// AI's determinism, and the log's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '../../../content/src/index.ts';
import { applyInPlace, attackOdds as engineOdds, createGame, legalAnswers, replay, seatEvents, seatView } from '../game.ts';
import { SetupError, stateHash } from '../state.ts';
import { seededRng, rollDie } from '../rng.ts';
import { formatEvent } from '../format/index.ts';
import type { Answer, GameEvent, GameHeader } from '../types.ts';
import type { Content } from '../content-types.ts';
import { attackOdds, rollAttack } from './attack.ts';
import { attackers, attackPlan, attackSpec, weaponsFor } from './common.ts';
import type { AofSetup, AofState } from './state.ts';
import type { AofSeatView } from './view.ts';
import type { AofMissionDef } from './content-types.ts';
import { heightAt, kindAt } from './battlefield.ts';

const content = (await loadDefaultContent('aof-quest')) as unknown as Content & { aof: { missions: Record<string, AofMissionDef> } };

function header(setup: Partial<AofSetup> & { heroes?: unknown }, seed: number | string = 1, dice?: number[]): GameHeader<unknown> {
  return {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed, ...(dice ? { dice } : {}),
    setup: { mission: 'wolves-at-the-mill', heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p2' }], ...setup },
  };
}

function setupError(h: GameHeader<unknown>): SetupError {
  try {
    createGame(h, content);
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw e;
  }
  assert.fail('the setup was accepted');
}

/** An open 48×48 or 24×24 mission with nothing on it but its zones. */
function openMission(size: 24 | 48): AofMissionDef {
  return {
    id: `open-${size}`, name: { en: 'Open', it: 'Aperto' }, briefing: { en: '', it: '' }, type: 'test',
    battlefield: { size, terrain: [] }, zones: [{ id: 'all', at: [0, 0], size: [size, size] }], heroZone: 'all',
    aiGoals: [], waves: [], objectives: [], victory: [], defeat: [{ kind: 'heroes-down' }], rounds: 5,
  };
}

/** A hero seat's policy for these tests: the first legal answer that is not a move, else the first. */
function firstAnswer(s: AofState): Answer {
  const opts = legalAnswers(s, s.pending!.seat) as { kind: 'choice'; option: string }[];
  const pick = opts.find((o) => o.option === 'end') ?? opts.find((o) => !/^(advance|rush|charge):/.test(o.option)) ?? opts[0]!;
  return pick;
}

test('AOF-P01 a party is 2 to 4 heroes on 1 to 4 seats; a bad setup is refused naming the field', () => {
  assert.equal(setupError(header({ heroes: [{ class: 'knight', seat: 'p1' }] })).field, 'setup.heroes');
  const five = Array.from({ length: 5 }, () => ({ class: 'knight', seat: 'p1' }));
  assert.equal(setupError(header({ heroes: five })).field, 'setup.heroes');
  assert.equal(setupError(header({ heroes: [{ class: 'paladin', seat: 'p1' }, { class: 'knight', seat: 'p1' }] })).field, 'setup.heroes[0].class');
  assert.equal(setupError(header({ heroes: [{ class: 'knight', seat: 'p5' }, { class: 'knight', seat: 'p1' }] })).field, 'setup.heroes[0].seat');
  assert.equal(setupError(header({ mission: 'no-such-mission' })).field, 'setup.mission');
  assert.equal(setupError(header({ size: 48 })).field, 'setup.size');
  // Two heroes on one seat, or four on four seats, are parties.
  const one = createGame<AofState>(header({ heroes: [{ class: 'knight', seat: 'p1' }, { class: 'rogue', seat: 'p1' }] }), content);
  assert.deepEqual(one.ctx.ruleset.seats(one), ['p1']);
  const four = createGame<AofState>(header({ heroes: ['knight', 'wizard', 'rogue', 'priest'].map((c, i) => ({ class: c, seat: `p${i + 1}` })) }), content);
  assert.deepEqual(four.ctx.ruleset.seats(four), ['p1', 'p2', 'p3', 'p4']);
});

test('DEC-14 a battlefield is a grid of 1" squares, 48×48 for 4\'×4\' and 24×24 for 2\'×2\', its heights per square in inches; no other size is played', () => {
  for (const size of [48, 24] as const) {
    const m = openMission(size);
    const raised = { ...m, battlefield: { size, terrain: [{ kind: 'open' as const, at: [3, 4] as [number, number], size: [2, 1] as [number, number], height: 2 }] } };
    const s = createGame<AofState>(header({ mission: raised, heroes: [{ class: 'knight', seat: 'p1', at: [0, 0] }, { class: 'wizard', seat: 'p1', at: [0, 10] }] }), content);
    assert.equal(s.bf.size, size);
    assert.equal(s.bf.heights.length, size * size, `${size}: one square an inch`);
    assert.deepEqual([heightAt(s.bf, { x: 3, y: 4 }), heightAt(s.bf, { x: 4, y: 4 }), heightAt(s.bf, { x: 5, y: 4 })], [2, 2, 0], `${size}: the height of each square`);
    assert.equal(kindAt(s.bf, size - 1, size - 1), 'open');
    assert.equal(kindAt(s.bf, size, 0), null, `${size}: nothing beyond the edge`);
  }
  const e = setupError(header({ mission: { ...openMission(24), battlefield: { size: 36 as 24, terrain: [] } } }));
  assert.match(`${e.field} ${e.message}`, /battlefield\.size.*24 \(2'×2'\) or 48 \(4'×4'\)/);
});

test('AOF-P02 on a 2\'×2\' battlefield every distance is halved: an Advance covers 3", a Rush 6"', () => {
  for (const size of [48, 24] as const) {
    const s = createGame<AofState>(header({ mission: openMission(size), heroes: [{ class: 'knight', seat: 'p1', at: [0, 0] }, { class: 'wizard', seat: 'p1', at: [0, 10] }] }), content);
    applyInPlace(s, 'p1', { kind: 'choice', option: 'h1' });
    const opts = (legalAnswers(s, 'p1') as { option: string }[]).map((o) => o.option);
    const far = (kind: string) => Math.max(...opts.filter((o) => o.startsWith(`${kind}:`) && o.endsWith('.0')).map((o) => Number(o.split(':')[1]!.split('.')[0])));
    assert.equal(far('advance'), size === 48 ? 6 : 3, `${size}: Advance`);
    assert.equal(far('rush'), size === 48 ? 12 : 6, `${size}: Rush`);
    assert.equal(s.scale, size / 48);
  }
});

test('AOF-P03 every mission of the content is played from its id: heroes in its zone, its first waves on the field', () => {
  for (const [id, m] of Object.entries(content.aof.missions)) {
    const s = createGame<AofState>(header({ mission: id, heroes: [{ class: 'knight', seat: 'p1' }, { class: 'ranger', seat: 'p1' }] }), content);
    const zone = m.zones.find((z) => z.id === m.heroZone)!;
    for (const h of ['h1', 'h2']) {
      const p = s.units[h]!.models[0]!;
      assert.ok(p.x >= zone.at[0] && p.y >= zone.at[1] && p.x < zone.at[0] + zone.size[0] && p.y < zone.at[1] + zone.size[1], `${id}: ${h} in ${zone.id}`);
    }
    const first = m.waves.filter((w) => w.round === 1).flatMap((w) => w.units.filter((u) => !u.ambush).map((u) => u.unit));
    const deployed = Object.values(s.units).filter((u) => u.side === 'ai' && u.deployed).map((u) => u.type);
    for (const t of first) assert.ok(deployed.includes(t), `${id}: ${t} deployed in round 1`);
    assert.equal(s.round, 1);
    assert.equal(s.pending?.kind, 'choice');
  }
});

test('DEC-27 DEC-17 no hero seat ever sees an unrevealed token\'s contents or an enemy not yet deployed', () => {
  let checked = 0;
  for (const mission of Object.keys(content.aof.missions)) {
    for (const seed of [1, 2]) {
      const s = createGame<AofState>(header({ mission, heroes: [{ class: 'knight', seat: 'p1' }, { class: 'ranger', seat: 'p2' }] }, seed), content);
      let events: GameEvent[] = [...s.events];
      for (let n = 0; n < 400 && s.pending && !s.result; n++) {
        for (const seat of ['p1', 'p2']) {
          const v = seatView(s, seat) as AofSeatView;
          for (const t of v.tokens) if (!t.revealed) assert.equal(t.contents, null, `${mission}: token ${t.id} shown unrevealed`);
          const hidden = Object.values(s.units).filter((u) => !u.deployed && u.side === 'ai').map((u) => u.id);
          for (const u of v.units) assert.ok(s.units[u.id]!.deployed || s.units[u.id]!.hero?.escaped, `${mission}: ${u.id} shown before it deploys`);
          const text = JSON.stringify(v) + JSON.stringify(seatEvents(s, events, seat));
          for (const id of hidden) assert.ok(!text.includes(`"${id}"`), `${mission}: ${id} named before it deploys`);
          assert.ok(!text.includes('"waiting"') && !text.includes('"seed"'), 'the AI\'s Ambush list and the seed stay hidden');
          checked++;
        }
        const r = applyInPlace(s, s.pending.seat, firstAnswer(s));
        assert.ok(r.ok);
        events = r.events;
      }
    }
  }
  assert.ok(checked > 100);
});

test('AOF-S01 AOF-S02 the odds of an attack a hero could make are the exact chances of its dice', () => {
  const s = createGame<AofState>({
    ...header({
      mission: openMission(48),
      heroes: [{ class: 'ranger', seat: 'p1', at: [0, 0] }, { class: 'knight', seat: 'p1', at: [0, 20] }],
      units: [{ unit: 'orc-warriors', id: 'orcs', at: [[12, 0], [13, 0], [14, 0]] }],
    }),
  }, content);
  const o = engineOdds(s, 'h1', 'orcs')!;
  assert.ok(o);
  const total = o.dealt.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(total - 1) < 1e-12, 'the chances add up to 1');
  // The same attack sampled with the dice: within 0.5% of each exact chance.
  const plan = attackPlan(s, s.units.h1!, s.units.orcs!, { melee: false, charging: false, strikeBack: false, moved: false });
  assert.deepEqual(plan.map((p) => p.weapon.id), ['longbow']);
  const exact = attackOdds(plan[0]!.spec, 3);
  const rng = seededRng('odds');
  const counts = new Array<number>(8).fill(0);
  const N = 100_000;
  for (let i = 0; i < N; i++) counts[rollAttack(plan[0]!.spec, 3, () => rollDie(rng, 6)).wounds]!++;
  exact.wounds.forEach((p, k) => assert.ok(Math.abs(p - counts[k]! / N) < 0.005, `wounds ${k}: exact ${p}, sampled ${counts[k]! / N}`));
  assert.ok(Math.abs(o.dealt[0]! - exact.wounds[0]!) < 1e-12);
  // Nothing to attack: no odds.
  assert.equal(engineOdds(s, 'h1', 'h2'), null);
});

test('AOF-X17 Indirect: -1 to hit after moving; it fires at what it cannot see, and only cover it stands in counts', () => {
  const m = openMission(48);
  m.battlefield.terrain = [
    { kind: 'blocker', at: [5, 0], size: [1, 3], height: 3 },
    { kind: 'cover', at: [10, 10], size: [1, 1], height: 0 },
    { kind: 'cover', at: [5, 10], size: [1, 1], height: 0 },
  ];
  const s = createGame<AofState>(header({
    mission: m,
    heroes: [{ class: 'knight', seat: 'p1', at: [8, 1] }, { class: 'wizard', seat: 'p1', at: [10, 10] }, { class: 'rogue', seat: 'p1', at: [8, 10] }],
    units: [{ unit: 'rock-lobber', id: 'lobber', at: [[1, 1]] }, { unit: 'goblin-archers', id: 'archers', at: [[1, 10]] }],
  }), content);
  const lobber = s.units.lobber!;
  const gun = weaponsFor(s, lobber, false).find((w) => w.id === 'rock-lobber')!;
  // Behind the wall, out of sight: the lobber still fires at the Knight; archers could not.
  assert.equal(attackers(s, lobber, s.units.h1!, gun, false).length, 1);
  const bow = weaponsFor(s, s.units.archers!, false)[0]!;
  s.units.archers!.models[0]!.y = 1;
  assert.equal(attackers(s, s.units.archers!, s.units.h1!, bow, false).length, 0);
  s.units.archers!.models[0]!.y = 10;
  const still = attackSpec(s, lobber, s.units.h1!, gun, 1, { melee: false, charging: false, strikeBack: false, moved: false });
  const moved = attackSpec(s, lobber, s.units.h1!, gun, 1, { melee: false, charging: false, strikeBack: false, moved: true });
  assert.equal(still.hitModifier, 0);
  assert.equal(moved.hitModifier, -1);
  // From [1, 10], the line to the Rogue at [8, 10] crosses cover at [5, 10]: cover for a bow, not for Indirect.
  lobber.models[0]!.y = 10;
  lobber.models[0]!.x = 1;
  s.units.archers!.models[0]!.x = 1;
  s.units.archers!.models[0]!.y = 12;
  assert.equal(attackSpec(s, lobber, s.units.h3!, gun, 1, { melee: false, charging: false, strikeBack: false, moved: false }).cover, false);
  assert.equal(attackSpec(s, s.units.archers!, s.units.h3!, bow, 1, { melee: false, charging: false, strikeBack: false, moved: false }).cover, false, 'no cover square on the archers\' line');
  s.units.archers!.models[0]!.y = 10;
  s.units.archers!.models[0]!.x = 2;
  lobber.models[0]!.x = 0;
  assert.equal(attackSpec(s, s.units.archers!, s.units.h3!, bow, 1, { melee: false, charging: false, strikeBack: false, moved: false }).cover, true);
  assert.equal(attackSpec(s, lobber, s.units.h3!, gun, 1, { melee: false, charging: false, strikeBack: false, moved: false }).cover, false);
  // The Wizard stands in cover: that counts even against Indirect.
  assert.equal(attackSpec(s, lobber, s.units.h2!, gun, 1, { melee: false, charging: false, strikeBack: false, moved: false }).cover, true);
});

test('DEC-26 the AI is played by the seeded generator: the same seed and answers make the same game', () => {
  const h = header({ mission: 'the-goblin-pass', heroes: [{ class: 'knight', seat: 'p1' }, { class: 'gunner', seat: 'p1' }] }, 'same');
  const s = createGame<AofState>(h, content);
  const answers: { seat: string; answer: Answer }[] = [];
  for (let n = 0; n < 300 && s.pending && !s.result; n++) {
    const a = firstAnswer(s);
    answers.push({ seat: s.pending.seat, answer: a });
    assert.ok(applyInPlace(s, s.pending.seat, a).ok);
  }
  const again = replay<AofState>({ header: h, answers }, content);
  assert.equal(stateHash(again), stateHash(s));
  assert.ok(s.round >= 2);
});

test('AOF-I01 every AI activation says in English and Italian which branch it took and why', () => {
  const s = createGame<AofState>(header({
    mission: openMission(48),
    heroes: [{ class: 'knight', seat: 'p1', at: [0, 0] }, { class: 'wizard', seat: 'p1', at: [0, 30] }],
    units: [{ unit: 'goblin-archers', id: 'archers', at: [[24, 0], [24, 1], [24, 2]] }],
  }), content);
  const names = { model: (id: string) => s.units[id]?.name.en ?? id, item: (id: string) => id };
  const it = { model: (id: string) => s.units[id]?.name.it ?? id, item: (id: string) => id };
  const log: GameEvent[] = [];
  for (let n = 0; n < 6 && s.pending; n++) {
    const r = applyInPlace(s, 'p1', { kind: 'choice', option: s.pending.kind === 'choice' && s.pending.question === 'aof.activate' ? s.pending.options[0]! : 'end' });
    assert.ok(r.ok);
    log.push(...r.events);
    if (log.some((e) => e.type === 'aofAi')) break;
  }
  const ai = log.find((e) => e.type === 'aofAi')!;
  assert.equal(formatEvent(ai, names, 'en'), 'Goblin Archers: Knight in sight, an Advance brings it within 18": advance and shoot.');
  assert.equal(formatEvent(ai, it, 'it'), 'Arcieri goblin: Cavaliere in vista, un’Avanzata lo porta entro 18": avanza e tira.');
  for (const e of log) for (const loc of ['en', 'it'] as const) assert.ok(formatEvent(e, loc === 'en' ? names : it, loc).length > 0);
});
