// The JSON Schemas must match content-types.ts: these typed tables fail to compile when a type
// gains, loses or changes a field, and the tests fail when a schema differs from them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  ArmourDef, ComponentDef, HeroDef, HitTable, ItemDef, MonsterDef, MonsterRole, Profile, RangedTable, SpellDef, SpellEffect, TrapDef, WeaponDef, WeaponKind,
  QuestDef, QuestTables, TableDef, CounterTableDef, CounterEntry, CounterEffect, CounterMoment,
} from '../../engine/src/content-types.ts';
import { AOF_RULES } from '../../engine/src/aof-quest/content-types.ts';
import type {
  AofAiGroup, AofDefeat, AofDifficultyDef, AofEffect, AofFactionDef, AofGoal, AofHeroClassDef, AofHeroSkill, AofItemDef, AofItemKind, AofMissionDef,
  AofMissionKind, AofMissionTypeDef, AofModifier, AofObjective, AofRoll, AofRuleId, AofSearchTableDef, AofSearchToken, AofSpellDef, AofStatus,
  AofTerrainKind, AofTerrainPiece, AofTerrainTypeDef, AofTokenContents, AofTrapDef, AofUnitDef, AofUse, AofVictory, AofWave, AofWaveUnit, AofWeaponDef,
  AofZone, LocalText,
} from '../../engine/src/aof-quest/content-types.ts';
import { AOF_KINDS, KINDS, SCHEMA_DIR } from './index.ts';

/** true for each required field, false for each optional one; `names` is the loader's, made from a
 * name given in several languages, and no field of a file. */
type Fields<T> = { [K in Exclude<keyof T, 'names'>]-?: {} extends Pick<T, K> ? false : true };
type AllKeys<T> = T extends unknown ? Exclude<keyof T, 'names'> : never;
type UnionFields<T> = { [K in AllKeys<T>]: boolean };
type Values<T extends string> = Record<T, true>;

const profile: Fields<Profile> = { ws: true, bs: true, strength: true, toughness: true, speed: true, bravery: true, intelligence: true, wounds: true, fate: true };
const hero: Fields<HeroDef> = {
  id: true, name: true, kind: true, race: true, profile: true, weapons: true, armour: false, shield: false, ammo: false,
  items: false, spells: false, componentChoices: false, magicUser: false, surpriseBonus: false, gold: false, rangedTable: false,
  shieldHand: false, proficiencies: false, conquest: false,
};
const monster: Fields<MonsterDef> = {
  id: true, name: true, profile: true, weapons: true, armour: false, shield: false, ammo: false, spells: false,
  components: false, role: false, disguise: false, gold: true, rangedTable: false, tags: false,
  tall: false, flying: false, shieldHand: false,
};
const weapon: Fields<WeaponDef> = {
  id: true, name: true, kind: true, damage: true, diagonal: false, twoHanded: false, range: false, ammo: false,
  recoverOn: false, rangedTable: false, magicUserMayCarry: false, cost: false,
  criticalOn: false, fumbleOn: false, great: false, moveAndShoot: false, noCritical: false, bands: false, proficiency: false, reach: false, sweep: false,
};
const armour: Fields<ArmourDef> = { id: true, name: true, kind: true, toughness: true, cost: false };
const spell: Fields<SpellDef> = { id: true, name: true, components: true, intelligenceTest: false, notInDeathZone: false, inControlZone: false, effect: true, text: false };
const effect: UnionFields<SpellEffect> = { kind: true, range: true, dice: false, radius: false, amount: false, toughness: false };
const item: UnionFields<ItemDef> = { id: true, name: true, kind: true, heal: false, cost: false };
const trap: Fields<TrapDef> = { id: true, name: true, spot: true, wounds: true, radius: true, text: false };
const rangedTable: Fields<RangedTable> = { id: true, name: true, bands: true };
const band: Fields<RangedTable['bands'][number]> = { upTo: true, need: true };
const component: Fields<ComponentDef> = { id: true, name: true };
const hitTable: Fields<HitTable> = { base: true, min: true, max: true, alwaysHit: true, fumble: true };
const table: Fields<TableDef> = { id: true, name: true, dice: true, rows: true, text: false };
const quest: Fields<QuestDef> = { id: true, name: true, text: false, extends: false, area: false, passageWidth: false, sectionLength: false, tables: false, counters: false };
const counterTable: Fields<CounterTableDef> = { id: true, name: true, text: false, entries: true };
const counterEntry: Fields<CounterEntry> = { id: true, name: true, text: false, cost: true, moment: true, effect: true };
const counterEffect: UnionFields<CounterEffect> = { kind: true, trap: false, table: false, monsters: false };
const counterMoments: Values<CounterMoment> = { exploration: true, combat: true };
const counterKinds: Values<CounterEffect['kind']> = { trap: true, wandering: true, reinforcements: true };
const questTables: Fields<QuestTables> = {
  passageLength: false, passageFeatures: false, passageEnd: false, firstPassageEnd: false, behindRoomDoor: false, roomType: false, roomSize: false,
  roomDoors: false, roomContents: false, hiddenTreasure: false, secretDoor: false,
};

const weaponKinds: Values<WeaponKind> = { hand: true, thrown: true, missile: true };
const roles: Values<MonsterRole> = { sentry: true, champion: true, sorcerer: true };
const heroKinds: Values<HeroDef['kind']> = { hero: true, henchman: true, follower: true };
const races: Values<HeroDef['race']> = { human: true, dwarf: true, elf: true };
const armourKinds: Values<ArmourDef['kind']> = { armour: true, shield: true };
const itemKinds: Values<ItemDef['kind']> = { potion: true, bandage: true, ammo: true, ring: true, amulet: true, misc: true };
const effectKinds: Values<SpellEffect['kind']> = { damage: true, heal: true, ward: true };

// aof-quest (aof-*.schema.json).
const local: Fields<LocalText> = { en: true, it: true };
const aofWeapon: Fields<AofWeaponDef> = { id: true, name: true, text: false, range: false, attacks: true, rules: false };
const aofHero: Fields<AofHeroClassDef> = {
  id: true, name: true, text: false, quality: true, defense: true, str: true, dex: true, wil: true, toughness: true, power: true,
  weapons: true, items: false, spells: false, rules: false, skill: true,
};
const aofSkill: Fields<AofHeroSkill> = { name: true, text: true, stat: true, target: true, range: false, effects: true };
const aofUse: Fields<AofUse> = { target: true, range: false, effects: true };
const aofItem: Fields<AofItemDef> = { id: true, name: true, text: false, kind: true, value: false, use: false, rules: false, modifiers: false, weapon: false };
const aofSpell: Fields<AofSpellDef> = { id: true, name: true, text: false, value: true, target: true, range: false, effects: true };
const aofTrap: Fields<AofTrapDef> = { id: true, name: true, text: false, effects: true };
const aofFaction: Fields<AofFactionDef> = { id: true, name: true, text: false };
const aofUnit: Fields<AofUnitDef> = {
  id: true, name: true, text: false, faction: true, models: true, quality: true, defense: true, toughness: true, weapons: true, spells: false,
  rules: false, aiGroup: true, threat: true,
};
const aofEffect: UnionFields<AofEffect> = { kind: true, hits: false, rules: false, status: false, until: false, modifiers: false, wounds: false, inches: false, amount: false };
const aofModifier: Fields<AofModifier> = { roll: true, by: true };
const aofMission: Fields<AofMissionDef> = {
  id: true, name: true, briefing: true, type: true, battlefield: true, zones: true, heroZone: true, aiGoals: true, waves: true, searchTokens: false,
  objectives: true, victory: true, defeat: true, rounds: true,
};
const aofBattlefield: Fields<AofMissionDef['battlefield']> = { size: true, terrain: true };
const aofPiece: Fields<AofTerrainPiece> = { kind: true, at: true, size: true, height: true, name: false, terrain: false };
const aofZone: Fields<AofZone> = { id: true, at: true, size: true, name: false };
const aofGoal: Fields<AofGoal> = { id: true, at: true, name: false };
const aofWave: Fields<AofWave> = { id: true, round: true, zone: true, units: true };
const aofWaveUnit: Fields<AofWaveUnit> = { id: false, unit: true, count: false, ambush: false };
const aofToken: Fields<AofSearchToken> = { id: true, at: true, contents: true };
const aofContents: UnionFields<AofTokenContents> = { kind: true, item: false, gold: false, trap: false, units: false, threat: false };
const aofObjective: UnionFields<AofObjective> = { id: true, name: true, kind: true, goal: false, test: false, item: false, zone: false, unit: false, heroes: false, xp: false };
const aofVictory: UnionFields<AofVictory> = { kind: true, objectives: false };
const aofDefeat: UnionFields<AofDefeat> = { kind: true };
const aofMissionType: Fields<AofMissionTypeDef> = {
  id: true, name: true, briefing: true, objective: true, rounds: true, waves: true, searchTokens: true, searchTable: false, aiGoals: true,
  heroZone: true, enemyZones: true, item: false, xp: true,
};
const aofDifficulty: Fields<AofDifficultyDef> = { id: true, name: true, text: false, threatPerHero: true, ambushes: true, rounds: false };
const aofTerrain: Fields<AofTerrainTypeDef> = { id: true, name: true, kind: true, sizes: true, heights: true, weight: true, min: false };
const aofSearchTable: Fields<AofSearchTableDef> = { id: true, name: true, dice: true, rows: true };

const aofItemKinds: Values<AofItemKind> = { consumable: true, equipment: true, weapon: true, quest: true };
const aofGroups: Values<AofAiGroup> = { horde: true, line: true, shooters: true, artillery: true, brutes: true, monster: true, casters: true, villain: true };
const aofStatuses: Values<AofStatus> = { afflicted: true, crippled: true, diseased: true, impaired: true };
const aofRolls: Values<AofRoll> = { hit: true, 'melee-hit': true, 'shooting-hit': true, defense: true, str: true, dex: true, wil: true, morale: true, cast: true };
const aofTerrainKinds: Values<AofTerrainKind> = { open: true, cover: true, difficult: true, dangerous: true, blocker: true, gap: true };
const aofEffectKinds: Values<AofEffect['kind']> = { hits: true, status: true, buff: true, heal: true, cleanse: true, move: true, power: true, tokens: true };
const aofObjectiveKinds: Values<AofObjective['kind']> = { marker: true, retrieve: true, slay: true, clear: true, escape: true };
const aofMissionKinds: Values<AofMissionKind> = { retrieve: true, slay: true, waves: true, escape: true };
const aofContentsKinds: Values<AofTokenContents['kind']> = { item: true, gold: true, trap: true, ambush: true, nothing: true };

type Schema = { [k: string]: unknown; properties?: Record<string, Schema>; required?: string[]; $ref?: string; $defs?: Record<string, Schema>; items?: Schema; enum?: string[] };

const schemas: Record<string, Schema> = Object.fromEntries(
  readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(path.join(SCHEMA_DIR, f), 'utf8')) as Schema]),
);

/** Follows a $ref (`file#/$defs/x` or `#/$defs/x`) from `file`. */
function deref(s: Schema, file: string): [Schema, string] {
  if (!s.$ref) return [s, file];
  const [f, pointer] = s.$ref.split('#') as [string, string];
  const target = f || file;
  let node: Schema = schemas[target]!;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, Schema>)[part]!;
  return deref(node, target);
}

function shape(s: Schema, file: string): { fields: Record<string, boolean> } {
  const [o] = deref(s, file);
  const fields: Record<string, boolean> = {};
  for (const k of Object.keys(o.properties ?? {})) fields[k] = (o.required ?? []).includes(k);
  return { fields };
}

function prop(s: Schema, file: string, name: string): [Schema, string] {
  const [o, f] = deref(s, file);
  return deref(o.properties![name]!, f);
}

describe('JSON Schemas match content-types.ts', () => {
  const cases: [string, string[], object][] = [
    ['hero.schema.json', [], hero], ['hero.schema.json', ['profile'], profile],
    ['monster.schema.json', [], monster], ['monster.schema.json', ['profile'], profile],
    ['weapon.schema.json', [], weapon], ['armour.schema.json', [], armour],
    ['spell.schema.json', [], spell], ['spell.schema.json', ['effect'], effect],
    ['item.schema.json', [], item], ['trap.schema.json', [], trap],
    ['ranged-table.schema.json', [], rangedTable], ['component.schema.json', [], component],
    ['pack.schema.json', ['hitTable'], hitTable],
    ['table.schema.json', [], table], ['quest.schema.json', [], quest], ['quest.schema.json', ['tables'], questTables],
    ['counter-table.schema.json', [], counterTable],
  ];
  for (const [file, at, expected] of cases) {
    it(`${file}${at.map((p) => ` ${p}`).join('')}: same fields, same required ones`, () => {
      let [s, f]: [Schema, string] = [schemas[file]!, file];
      for (const p of at) [s, f] = prop(s, f, p);
      assert.deepEqual(shape(s, f).fields, expected);
      assert.equal(deref(s, f)[0].additionalProperties, false);
    });
  }

  const aofCases: [string, string[], object][] = [
    ['aof-weapon.schema.json', [], aofWeapon], ['aof-weapon.schema.json', ['name'], local],
    ['aof-hero.schema.json', [], aofHero], ['aof-hero.schema.json', ['skill'], aofSkill], ['aof-hero.schema.json', ['text'], local],
    ['aof-item.schema.json', [], aofItem], ['aof-item.schema.json', ['use'], aofUse],
    ['aof-spell.schema.json', [], aofSpell], ['aof-trap.schema.json', [], aofTrap], ['aof-faction.schema.json', [], aofFaction],
    ['aof-unit.schema.json', [], aofUnit],
    ['aof-mission.schema.json', [], aofMission], ['aof-mission.schema.json', ['battlefield'], aofBattlefield],
    ['aof-mission-type.schema.json', [], aofMissionType], ['aof-difficulty.schema.json', [], aofDifficulty],
    ['aof-terrain.schema.json', [], aofTerrain], ['aof-search-table.schema.json', [], aofSearchTable],
  ];
  for (const [file, at, expected] of aofCases) {
    it(`${file}${at.map((p) => ` ${p}`).join('')}: same fields, same required ones`, () => {
      let [s, f]: [Schema, string] = [schemas[file]!, file];
      for (const p of at) [s, f] = prop(s, f, p);
      assert.deepEqual(shape(s, f).fields, expected);
      assert.equal(deref(s, f)[0].additionalProperties, false);
    });
  }

  it('aof-quest definitions match: effects, modifiers, mission parts', () => {
    const def = (file: string, name: string): [Schema, string] => deref({ $ref: `${file}#/$defs/${name}` }, file);
    const fields = (file: string, name: string) => {
      const [s, f] = def(file, name);
      assert.equal(s.additionalProperties, false, name);
      return shape(s, f).fields;
    };
    assert.deepEqual(fields('aof-common.schema.json', 'effect'), aofEffect);
    assert.deepEqual(fields('aof-common.schema.json', 'modifier'), aofModifier);
    assert.deepEqual(fields('aof-common.schema.json', 'waveUnit'), aofWaveUnit);
    assert.deepEqual(fields('aof-common.schema.json', 'tokenContents'), aofContents);
    assert.deepEqual(fields('aof-mission.schema.json', 'piece'), aofPiece);
    assert.deepEqual(fields('aof-mission.schema.json', 'zone'), aofZone);
    assert.deepEqual(fields('aof-mission.schema.json', 'goal'), aofGoal);
    assert.deepEqual(fields('aof-mission.schema.json', 'wave'), aofWave);
    assert.deepEqual(fields('aof-mission.schema.json', 'token'), aofToken);
    assert.deepEqual(fields('aof-mission.schema.json', 'objective'), aofObjective);
    assert.deepEqual(fields('aof-mission.schema.json', 'victory'), aofVictory);
    assert.deepEqual(fields('aof-mission.schema.json', 'defeat'), aofDefeat);
  });

  it('aof-quest enumerations match, and the special rules are AOF_RULES with their values', () => {
    const keys = (o: object) => Object.keys(o).sort();
    const en = (file: string, ...p: string[]) => {
      let [s, f]: [Schema, string] = [schemas[file]!, file];
      for (const x of p) [s, f] = prop(s, f, x);
      return [...s.enum!].map(String).sort();
    };
    const defEnum = (file: string, name: string, field: string) => {
      const [s, f] = deref({ $ref: `${file}#/$defs/${name}` }, file);
      return [...prop(s, f, field)[0].enum!].map(String).sort();
    };
    assert.deepEqual(en('aof-item.schema.json', 'kind'), keys(aofItemKinds));
    assert.deepEqual(en('aof-unit.schema.json', 'aiGroup'), keys(aofGroups));
    assert.deepEqual(en('aof-mission-type.schema.json', 'objective'), keys(aofMissionKinds));
    assert.deepEqual(en('aof-terrain.schema.json', 'kind'), keys(aofTerrainKinds));
    assert.deepEqual(defEnum('aof-common.schema.json', 'effect', 'status'), keys(aofStatuses));
    assert.deepEqual(defEnum('aof-common.schema.json', 'effect', 'kind'), keys(aofEffectKinds));
    assert.deepEqual(defEnum('aof-common.schema.json', 'modifier', 'roll'), keys(aofRolls));
    assert.deepEqual(defEnum('aof-common.schema.json', 'tokenContents', 'kind'), keys(aofContentsKinds));
    assert.deepEqual(defEnum('aof-mission.schema.json', 'piece', 'kind'), keys(aofTerrainKinds));
    assert.deepEqual(defEnum('aof-mission.schema.json', 'objective', 'kind'), keys(aofObjectiveKinds));
    const [rules] = deref({ $ref: 'aof-common.schema.json#/$defs/rules' }, 'aof-common.schema.json');
    assert.deepEqual(Object.keys(rules.properties!).sort(), Object.keys(AOF_RULES).sort());
    for (const [id, info] of Object.entries(AOF_RULES) as [AofRuleId, (typeof AOF_RULES)[AofRuleId]][]) {
      const p = rules.properties![id]!;
      if (info.x) assert.deepEqual([p.type, p.minimum, p.maximum], ['integer', info.x[0], info.x[1]], id);
      else assert.equal(p.const, true, id);
      assert.match(String(p.description), new RegExp(info.hero), id);
    }
  });

  it('ranged table bands match', () => {
    const [bands, f] = prop(schemas['ranged-table.schema.json']!, 'ranged-table.schema.json', 'bands');
    assert.deepEqual(shape(bands.items!, f).fields, band);
  });

  it('enumerations match', () => {
    const en = (file: string, ...p: string[]) => {
      let [s, f]: [Schema, string] = [schemas[file]!, file];
      for (const x of p) [s, f] = prop(s, f, x);
      return [...s.enum!].sort();
    };
    const keys = (o: object) => Object.keys(o).sort();
    assert.deepEqual(en('weapon.schema.json', 'kind'), keys(weaponKinds));
    assert.deepEqual(en('monster.schema.json', 'role'), keys(roles));
    assert.deepEqual(en('hero.schema.json', 'kind'), keys(heroKinds));
    assert.deepEqual(en('hero.schema.json', 'race'), keys(races));
    assert.deepEqual(en('armour.schema.json', 'kind'), keys(armourKinds));
    assert.deepEqual(en('item.schema.json', 'kind'), keys(itemKinds));
    assert.deepEqual(en('spell.schema.json', 'effect', 'kind'), keys(effectKinds));
  });

  it('Dungeon Counter entries match: fields, effects, moments, names in English and Italian', () => {
    const file = 'counter-table.schema.json';
    const [entry, f] = deref({ $ref: `${file}#/$defs/entry` }, file);
    assert.equal(entry.additionalProperties, false);
    assert.deepEqual(shape(entry, f).fields, counterEntry);
    const [fx] = prop(entry, f, 'effect');
    assert.deepEqual(shape(fx, f).fields, counterEffect);
    for (const name of ['name', 'text']) assert.deepEqual(shape(prop(entry, f, name)[0], f).fields, local);
    const keys = (o: object) => Object.keys(o).sort();
    assert.deepEqual([...prop(entry, f, 'moment')[0].enum!].sort(), keys(counterMoments));
    assert.deepEqual([...prop(fx, f, 'kind')[0].enum!].sort(), keys(counterKinds));
  });

  it('every kind has its schema, every schema is draft 2020-12, every field has help for editors', () => {
    for (const k of [...KINDS, ...AOF_KINDS]) assert.ok(schemas[k.schema], k.schema);
    for (const [file, s] of Object.entries(schemas)) {
      assert.equal(s.$schema, 'https://json-schema.org/draft/2020-12/schema', file);
      assert.ok(s.title, file);
      const visit = (node: Schema, f: string, where: string): void => {
        for (const [name, p] of Object.entries(node.properties ?? {})) {
          const [target, tf] = deref(p, f);
          assert.ok(p.title || p.description || target.title || target.description, `${where}.${name} has no title or description`);
          if (target.properties) visit(target, tf, `${where}.${name}`);
        }
      };
      visit(s, file, file);
    }
  });
});
