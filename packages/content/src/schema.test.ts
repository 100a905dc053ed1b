// The JSON Schemas must match content-types.ts: these typed tables fail to compile when a type
// gains, loses or changes a field, and the tests fail when a schema differs from them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  ArmourDef, ComponentDef, HeroDef, HitTable, ItemDef, MonsterDef, MonsterRole, Profile, RangedTable, SpellDef, SpellEffect, TrapDef, WeaponDef, WeaponKind,
  QuestDef, QuestTables, TableDef,
} from '../../engine/src/content-types.ts';
import { AOF_KINDS, KINDS, SCHEMA_DIR } from './index.ts';

/** true for each required field, false for each optional one. */
type Fields<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? false : true };
type AllKeys<T> = T extends unknown ? keyof T : never;
type UnionFields<T> = { [K in AllKeys<T>]: boolean };
type Values<T extends string> = Record<T, true>;

const profile: Fields<Profile> = { ws: true, bs: true, strength: true, toughness: true, speed: true, bravery: true, intelligence: true, wounds: true, fate: true };
const hero: Fields<HeroDef> = {
  id: true, name: true, kind: true, race: true, profile: true, weapons: true, armour: false, shield: false, ammo: false,
  items: false, spells: false, componentChoices: false, magicUser: false, surpriseBonus: false, gold: false, rangedTable: false,
};
const monster: Fields<MonsterDef> = {
  id: true, name: true, profile: true, weapons: true, armour: false, shield: false, ammo: false, spells: false,
  components: false, role: false, disguise: false, gold: true, rangedTable: false, tags: false,
};
const weapon: Fields<WeaponDef> = {
  id: true, name: true, kind: true, damage: true, diagonal: false, twoHanded: false, range: false, ammo: false,
  recoverOn: false, rangedTable: false, magicUserMayCarry: false, cost: false,
  criticalOn: false, fumbleOn: false, great: false, moveAndShoot: false, noCritical: false, bands: false,
};
const armour: Fields<ArmourDef> = { id: true, name: true, kind: true, toughness: true, cost: false };
const spell: Fields<SpellDef> = { id: true, name: true, components: true, intelligenceTest: false, notInDeathZone: false, effect: true, text: false };
const effect: UnionFields<SpellEffect> = { kind: true, range: true, dice: false, radius: false, amount: false, toughness: false };
const item: UnionFields<ItemDef> = { id: true, name: true, kind: true, heal: false, cost: false };
const trap: Fields<TrapDef> = { id: true, name: true, spot: true, wounds: true, radius: true, text: false };
const rangedTable: Fields<RangedTable> = { id: true, name: true, bands: true };
const band: Fields<RangedTable['bands'][number]> = { upTo: true, need: true };
const component: Fields<ComponentDef> = { id: true, name: true };
const hitTable: Fields<HitTable> = { base: true, min: true, max: true, alwaysHit: true, fumble: true };
const table: Fields<TableDef> = { id: true, name: true, dice: true, rows: true, text: false };
const quest: Fields<QuestDef> = { id: true, name: true, text: false, extends: false, area: false, passageWidth: false, sectionLength: false, tables: false };
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
  ];
  for (const [file, at, expected] of cases) {
    it(`${file}${at.map((p) => ` ${p}`).join('')}: same fields, same required ones`, () => {
      let [s, f]: [Schema, string] = [schemas[file]!, file];
      for (const p of at) [s, f] = prop(s, f, p);
      assert.deepEqual(shape(s, f).fields, expected);
      assert.equal(deref(s, f)[0].additionalProperties, false);
    });
  }

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
