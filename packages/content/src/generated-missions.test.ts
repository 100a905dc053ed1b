// The mission generator (engine/src/aof-quest/mission-gen.ts) run on the default pack: every
// mission it makes is held to the checks a hand-written mission file meets (the schema and
// `checkMission`), and the campaign builder's outline (AOF-P03). Here rather than beside the
// generator because the engine reads no packs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stringify } from 'yaml';
import { generateMission, MissionOptionError } from '../../engine/src/aof-quest/mission-gen.ts';
import { campaignOutline } from '../../engine/src/aof-quest/campaign.ts';
import { missionProblems } from '../../engine/src/aof-quest/mission-check.ts';
import { AOF_TERRAIN_KINDS, type AofContent, type AofMissionDef, type AofTerrainKind } from '../../engine/src/aof-quest/content-types.ts';
import { loadDefaultContent, parseMission } from './index.ts';
import { createGame } from '../../engine/src/index.ts';
import type { AofState } from '../../engine/src/aof-quest/state.ts';

const content = await loadDefaultContent('aof-quest');
const aof: AofContent = content.aof!;
const TYPES = Object.keys(aof.missionTypes).sort();
const DIFFS = Object.keys(aof.difficulties).sort();

function threatOf(m: AofMissionDef): number {
  let t = 0;
  for (const w of m.waves) for (const u of w.units) t += aof.units[u.unit]!.threat * (u.count ?? 1);
  return t;
}

describe('the mission generator', () => {
  it('AOF-P02 AOF-P03 DEC-27 1000 generated missions of every type, size, difficulty and party pass the checks a mission file meets', () => {
    const kindsSeen = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const opts = { seed: i, type: TYPES[i % TYPES.length]!, size: i % 5 < 2 ? 24 : 48, difficulty: DIFFS[Math.floor(i / 4) % DIFFS.length]!, heroes: 2 + (i % 3) };
      const m = generateMission(aof, opts);
      const where = JSON.stringify(opts);
      assert.deepEqual(missionProblems(m, aof), [], where);
      // Through the file format too (one in ten, for time): the schema, as `delve validate` reads it.
      if (i % 10 === 0) assert.doesNotThrow(() => parseMission(`generated-${i}.yaml`, stringify(m), aof), where);
      assert.equal(m.type, opts.type, where);
      assert.equal(m.battlefield.size, opts.size, where);
      assert.ok(m.battlefield.terrain.length >= 20, `${where}: ${m.battlefield.terrain.length} pieces`);
      const kinds = new Set(m.battlefield.terrain.map((p) => p.kind));
      for (const k of Object.keys(AOF_TERRAIN_KINDS) as AofTerrainKind[]) assert.ok(kinds.has(k), `${where}: no ${k} piece`);
      assert.ok(m.battlefield.terrain.some((p) => p.height > 0) && m.battlefield.terrain.some((p) => p.height < 0), `${where}: no heights`);
      const type = aof.missionTypes[opts.type]!;
      assert.equal(m.rounds, type.rounds + (aof.difficulties[opts.difficulty]!.rounds ?? 0), where);
      assert.equal(m.aiGoals.length, type.aiGoals, where);
      assert.equal(m.searchTokens!.length, type.searchTokens, where);
      // Objectives on markers that are the AI Goals, resolved by a test, each worth XP.
      const markers = m.objectives.filter((o) => o.kind === 'marker');
      assert.deepEqual(markers.map((o) => o.kind === 'marker' && o.goal), m.aiGoals.map((g) => g.id), where);
      for (const o of m.objectives) assert.ok((o.xp ?? 0) > 0, `${where}: ${o.id} gives no XP`);
      const main = m.objectives.find((o) => o.id === 'main')!;
      assert.equal(main.kind, { retrieve: 'retrieve', slay: 'slay', waves: 'clear', escape: 'escape' }[type.objective], where);
      assert.deepEqual(m.victory, [{ kind: 'objectives', objectives: ['main'] }], where);
      assert.deepEqual(m.defeat, [{ kind: 'heroes-down' }, { kind: 'round-limit' }], where);
      for (const w of m.waves) assert.ok(w.round <= m.rounds, where);
      const ambushes = m.waves.flatMap((w) => w.units.filter((u) => u.ambush).map((u) => u.count ?? 1)).reduce((a, b) => a + b, 0);
      assert.equal(ambushes, aof.difficulties[opts.difficulty]!.ambushes, `${where}: AOF-X02 ambushes`);
      for (const [k, n] of Object.entries(m.searchTokens!.reduce<Record<string, number>>((acc, t) => ({ ...acc, [t.contents.kind]: (acc[t.contents.kind] ?? 0) + 1 }), {}))) kindsSeen.set(k, (kindsSeen.get(k) ?? 0) + n);
    }
    // Over 1000 missions the search table gives every kind of contents.
    for (const k of ['item', 'gold', 'trap', 'ambush', 'nothing']) assert.ok((kindsSeen.get(k) ?? 0) > 0, `no token ever held ${k}`);
  });

  it('DEC-27 the same seed and options give the same mission; another seed another one', () => {
    const a = generateMission(aof, { seed: 42, type: 'escape', size: 24 });
    assert.deepEqual(generateMission(aof, { seed: 42, type: 'escape', size: 24 }), a);
    assert.notDeepEqual(generateMission(aof, { seed: 43, type: 'escape', size: 24 }).battlefield, a.battlefield);
  });

  it('DEC-27 the enemy force grows with the difficulty and the party, and a slay mission has its villain', () => {
    const mean = (difficulty: string, heroes: number) => {
      let t = 0;
      for (let i = 0; i < 40; i++) t += threatOf(generateMission(aof, { seed: i, type: 'clear-waves', difficulty, heroes }));
      return t / 40;
    };
    const easy = mean('easy', 4), normal = mean('normal', 4), hard = mean('hard', 4), heroic = mean('heroic', 4);
    assert.ok(easy < normal && normal < hard && hard < heroic, `${easy} ${normal} ${hard} ${heroic}`);
    assert.ok(mean('normal', 2) < mean('normal', 3) && mean('normal', 3) < normal);
    // Within a unit's worth of the budget: threat per hero × heroes.
    assert.ok(Math.abs(normal - 70 * 4) <= 35, `normal force ${normal}`);
    for (let i = 0; i < 20; i++) {
      const m = generateMission(aof, { seed: i, type: 'slay-villain' });
      const main = m.objectives[0]!;
      assert.ok(main.kind === 'slay');
      const villain = m.waves.flatMap((w) => w.units).find((u) => u.id === main.unit)!;
      assert.equal(aof.units[villain.unit]!.aiGroup, 'villain');
      assert.ok(!villain.ambush);
    }
  });

  it('AOF-P01 AOF-P02 options the content cannot fill are refused, naming the option', () => {
    const bad: [Parameters<typeof generateMission>[1], string][] = [
      [{ seed: 1, type: 'rescue' }, 'type'],
      [{ seed: 1, size: 36 }, 'size'],
      [{ seed: 1, difficulty: 'nightmare' }, 'difficulty'],
      [{ seed: 1, heroes: 5 }, 'heroes'],
      [{ seed: 1, heroes: 1 }, 'heroes'],
      [{ seed: 1, faction: 'elves' }, 'faction'],
    ];
    for (const [opts, option] of bad) {
      assert.throws(() => generateMission(aof, opts), (e: unknown) => e instanceof MissionOptionError && e.option === option && e.message.startsWith(`${option}: `), JSON.stringify(opts));
    }
  });
});

describe('a generated mission deployed', () => {
  it('AOF-P01 AOF-P02 AOF-M01 every party of 2 to 4 heroes deploys in the heroes zone of a generated mission, of either size', () => {
    const classes = Object.keys(aof.heroes).sort();
    for (let i = 0; i < 240; i++) {
      const size = i % 2 === 0 ? 24 : 48;
      const heroes = 2 + (Math.floor(i / 2) % 3);
      const opts = { seed: 1000 + i, type: TYPES[Math.floor(i / 6) % TYPES.length]!, size, heroes };
      const m = generateMission(aof, opts);
      const where = JSON.stringify(opts);
      const party = Array.from({ length: heroes }, (_, k) => ({ class: classes[k % classes.length]!, seat: `p${(k % 2) + 1}`, id: `h${k + 1}` }));
      let s: AofState;
      assert.doesNotThrow(() => { s = createGame<AofState>({ ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed: i, setup: { mission: m, heroes: party } }, content); }, where);
      const zone = m.zones.find((z) => z.id === m.heroZone)!;
      const at = party.map((h) => s!.units[h.id]!.models[0]!);
      for (const p of at) assert.ok(p.x >= zone.at[0] && p.x < zone.at[0] + zone.size[0] && p.y >= zone.at[1] && p.y < zone.at[1] + zone.size[1], `${where}: ${p.id} outside '${zone.id}'`);
      // No hero starts within 1" of another, 1" being half a square on 24×24 (AOF-M01, AOF-P02).
      for (let a = 0; a < at.length; a++) for (let b = a + 1; b < at.length; b++) {
        const gap = Math.max(0, Math.hypot(at[a]!.x - at[b]!.x, at[a]!.y - at[b]!.y) - 1);
        assert.ok(gap > size / 48, `${where}: heroes ${a + 1} and ${b + 1} ${gap.toFixed(2)} apart`);
      }
    }
  });
});

describe('the campaign builder outline', () => {
  it('AOF-P03 D3+1 chapters of D3 missions each, then a final chapter, each mission a type and a seed', () => {
    const chapters = new Set<number>();
    const sizes = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const c = campaignOutline(aof, seed);
      assert.deepEqual(campaignOutline(aof, seed), c);
      const body = c.chapters.filter((ch) => !ch.final);
      assert.ok(body.length >= 2 && body.length <= 4, `${seed}: ${body.length} chapters`);
      chapters.add(body.length);
      for (const ch of body) {
        assert.ok(ch.missions.length >= 1 && ch.missions.length <= 3);
        sizes.add(ch.missions.length);
      }
      const last = c.chapters.at(-1)!;
      assert.ok(last.final && last.chapter === body.length + 1 && last.missions.length === 1);
      assert.equal(aof.missionTypes[last.missions[0]!.type]!.objective, 'slay');
      for (const ch of c.chapters) for (const mi of ch.missions) {
        assert.ok(aof.missionTypes[mi.type] && Number.isInteger(mi.seed) && mi.seed > 0);
        // The plan is what generateMission takes: the first campaigns' missions, made and checked.
        if (seed < 5) assert.deepEqual(missionProblems(generateMission(aof, { seed: mi.seed, type: mi.type }), aof), []);
      }
    }
    assert.deepEqual([...chapters].sort(), [2, 3, 4]);
    assert.deepEqual([...sizes].sort(), [1, 2, 3]);
  });
});
