import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ContentLoadError, loadContent, loadPack, validatePackDir } from './index.ts';
import type { ContentError } from './index.ts';
import { ORC_PROFILE, tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

/** A pack on top of ahq-core with one file of each kind of mistake. */
const broken = await writePack(root, 'broken', {
  'pack.yaml': 'id: broken\nname: Broken\nextends: [ahq-core]\n',
  // wrong field type, line 4
  'monsters/orc.yaml': `id: orc
name: Orc
profile:
  ws: five
  bs: 4
  strength: 4
  toughness: 4
  speed: 6
  bravery: 6
  intelligence: 4
  wounds: 2
  fate: 0
weapons: [broadsword]
gold: 10
`,
  // unknown field, line 5
  'monsters/goblin.yaml': `id: goblin\nname: Goblin\n${ORC_PROFILE}weapons: [short-sword]\ncolour: green\ngold: 5\n`,
  // missing reference, line 4 column 24
  'monsters/hobgoblin.yaml': `id: hobgoblin\nname: Hobgoblin\n${ORC_PROFILE}weapons: [short-sword, brodsword]\ngold: 5\n`,
  // bad YAML, line 3
  'weapons/stick.yaml': 'id: stick\nname: Stick\nkind: hand: sword\ndamage: 1\n',
});

function find(errors: ContentError[], file: string, field: string): ContentError {
  const e = errors.find((x) => x.file === file && x.field === field);
  assert.ok(e, `no error at ${file} ${field} in:\n${errors.map((x) => `${x.file} ${x.field} ${x.message}`).join('\n')}`);
  return e;
}

describe('errors in a broken pack', () => {
  const errors = validatePackDir(broken);

  it('a field of the wrong type names its file, line, column and field', async () => {
    const e = find(await errors, path.join(broken, 'monsters/orc.yaml'), 'monsters.orc.profile.ws');
    assert.deepEqual([e.line, e.column], [4, 7]);
    assert.match(e.message, /must be a whole number \(got 'five'\)/);
  });

  it('an unknown field is reported at its key, with the allowed fields', async () => {
    const e = find(await errors, path.join(broken, 'monsters/goblin.yaml'), 'monsters.goblin.colour');
    assert.deepEqual([e.line, e.column], [5, 1]);
    assert.match(e.message, /unknown field 'colour'/);
    assert.match(e.message, /weapons/);
  });

  it('a missing reference is reported at the reference, with a suggestion', async () => {
    const e = find(await errors, path.join(broken, 'monsters/hobgoblin.yaml'), 'monsters.hobgoblin.weapons[1]');
    assert.deepEqual([e.line, e.column], [4, 24]);
    assert.match(e.message, /no weapon 'brodsword'.*did you mean 'broadsword'/);
  });

  it('bad YAML becomes an error with its line, not an exception', async () => {
    const e = find(await errors, path.join(broken, 'weapons/stick.yaml'), 'weapons.stick');
    assert.deepEqual([e.line, e.column], [3, 7]);
    assert.match(e.message, /^YAML syntax error: Nested mappings/);
  });

  it('loadContent throws one ContentLoadError listing every error as file:line:column: field: message', async () => {
    const all = await errors;
    assert.equal(all.length, 4, all.map((e) => e.message).join('\n'));
    await assert.rejects(loadContent([broken]), (err: unknown) => {
      assert.ok(err instanceof ContentLoadError);
      assert.equal(err.errors.length, 4);
      const lines = err.message.split('\n');
      assert.equal(lines.length, 4);
      assert.ok(lines.some((l) => l.endsWith('monsters/orc.yaml:4:7: monsters.orc.profile.ws: must be a whole number (got \'five\')')), err.message);
      assert.ok(lines.every((l) => /^\S+:\d+:\d+: [\w.[\]-]+: /.test(l)), err.message);
      return true;
    });
  });

  it('loadPack checks the files of one pack against their schemas', async () => {
    await assert.rejects(loadPack(broken), (err: unknown) => err instanceof ContentLoadError && err.errors.length === 3);
  });
});

describe('other problems a pack can have', () => {
  it('JSON files are read too, with positions', async () => {
    const dir = await writePack(root, 'json', {
      'pack.json': '{ "id": "json", "name": "JSON", "extends": ["ahq-core"] }\n',
      'items/salve.json': '{\n  "id": "salve",\n  "name": "Salve",\n  "kind": "ring",\n  "heal": 2\n}\n',
    });
    const errors = await validatePackDir(dir);
    assert.equal(errors.length, 1);
    const e = find(errors, path.join(dir, 'items/salve.json'), 'items.salve.heal');
    assert.deepEqual([e.line, e.column], [5, 3]);
    assert.match(e.message, /not allowed when kind is 'ring'/);
    const good = await writePack(root, 'json-good', {
      'pack.json': '{ "id": "json-good", "name": "JSON", "extends": ["ahq-core"] }\n',
      'items/elixir.json': '{ "id": "elixir", "name": "Elixir", "kind": "potion", "heal": 2 }\n',
    });
    const content = await loadContent([good]);
    assert.equal(content.items.elixir!.kind, 'potion');
    assert.deepEqual(content.packs, ['ahq-core', 'json-good']);
  });

  it('an id differing from the file name, an unknown folder, a missing field, a missing pack', async () => {
    const dir = await writePack(root, 'misc', {
      'pack.yaml': 'id: misc\nname: Misc\n',
      'traps/pit.yaml': 'id: pitfall\nname: Pit\nspot: 7\nwounds: 1\nradius: 0\n',
      'traps/dart.yaml': 'id: dart\nname: Dart\nspot: 7\nradius: 0\n',
      'monster/orc.yaml': 'id: orc\n',
    });
    const errors = await validatePackDir(dir);
    assert.match(find(errors, path.join(dir, 'traps/pit.yaml'), 'traps.pit.id').message, /must equal the file name 'pit'/);
    const missing = find(errors, path.join(dir, 'traps/dart.yaml'), 'traps.dart');
    assert.match(missing.message, /missing required field 'wounds'/);
    assert.equal(missing.line, 1);
    assert.match(find(errors, path.join(dir, 'monster'), '').message, /unknown folder 'monster'/);
    assert.match(find(errors, path.join(dir, 'pack.yaml'), 'pack.hitTable').message, /no loaded pack gives a hitTable/);
    const none = await validatePackDir(path.join(root, 'nowhere'));
    assert.match(none[0]!.message, /no such pack directory/);
    await assert.rejects(loadContent(['no-such-pack']), ContentLoadError);
  });

  it('hit table bounds, ranged band order and ranged table references are checked', async () => {
    const dir = await writePack(root, 'tables', {
      'pack.yaml': 'id: tables\nname: Tables\nextends: [ahq-core]\nhitTable: { base: 11, min: 2, max: 10, alwaysHit: 10, fumble: 1 }\nrangedTableByBs:\n  "11": bs-superb\n',
      'ranged-tables/bs-odd.yaml': 'id: bs-odd\nname: Odd\nbands:\n  - { upTo: 8, need: 6 }\n  - { upTo: 4, need: 5 }\n',
    });
    const errors = await validatePackDir(dir);
    const manifest = path.join(dir, 'pack.yaml');
    assert.match(find(errors, manifest, 'pack.hitTable.base').message, /between min \(2\) and max \(10\)/);
    assert.equal(find(errors, manifest, 'pack.rangedTableByBs.11').line, 6);
    const band = find(errors, path.join(dir, 'ranged-tables/bs-odd.yaml'), 'rangedTables.bs-odd.bands[1].upTo');
    assert.deepEqual([band.line, band.column], [5, 13]);
    assert.equal(errors.length, 3);
  });

  it('AHQ-E10 a hero with four weapons or two rings is rejected', async () => {
    const hero = (id: string, rest: string) => `id: ${id}\nname: ${id}\nkind: hero\nrace: human\n${ORC_PROFILE.replace('fate: 0', 'fate: 1')}${rest}`;
    const dir = await writePack(root, 'encumbered', {
      'pack.yaml': 'id: encumbered\nname: Encumbered\nextends: [ahq-core]\n',
      'heroes/packhorse.yaml': hero('packhorse', 'weapons: [dagger, spear, club, broadsword]\n'),
      'heroes/jeweller.yaml': hero('jeweller', 'weapons: [dagger]\nitems: [ring-of-warding, healing-potion, amulet-of-courage]\n'),
    });
    const errors = await validatePackDir(dir);
    assert.match(find(errors, path.join(dir, 'heroes/packhorse.yaml'), 'heroes.packhorse.weapons').message, /at most 3 allowed \(AHQ-E10\)/);
    assert.match(find(errors, path.join(dir, 'heroes/jeweller.yaml'), 'heroes.jeweller.items[2]').message, /only one ring or amulet \(AHQ-E10\)/);
  });

  it('FAC-E01 FAC-E02 FAC-I02 a shield hand without a shield and a tall that is not yes or no are refused; proficiencies are free', async () => {
    const hero = (id: string, rest: string) => `id: ${id}\nname: ${id}\nkind: hero\nrace: human\n${ORC_PROFILE.replace('fate: 0', 'fate: 1')}${rest}`;
    const dir = await writePack(root, 'proficient', {
      'pack.yaml': 'id: proficient\nname: Proficient\nextends: [ahq-core]\n',
      'heroes/lefty.yaml': hero('lefty', 'weapons: [dagger]\nshieldHand: left\n'),
      'heroes/fencer.yaml': hero('fencer', 'weapons: [dagger, spear]\nproficiencies: [dagger, swrod]\n'),
      'monsters/giant.yaml': `id: giant\nname: Giant\n${ORC_PROFILE}weapons: [club]\ntall: yes please\ngold: 0\n`,
    });
    const errors = await validatePackDir(dir);
    assert.match(find(errors, path.join(dir, 'heroes/lefty.yaml'), 'heroes.lefty.shieldHand').message, /holds no shield.*FAC-E01/);
    // A type no loaded weapon has, and a weapon it may not use, are allowed (FAC-E02 bars using it).
    assert.ok(!errors.some((e) => e.field.startsWith('heroes.fencer')), errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
    assert.ok(errors.some((e) => e.file === path.join(dir, 'monsters/giant.yaml') && /tall/.test(e.field)), errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  });

  it('AHQ-C35 a magic user with armour or a sword is rejected, and component choices need a magic user', async () => {
    const hero = (id: string, rest: string) => `id: ${id}\nname: ${id}\nkind: hero\nrace: human\n${ORC_PROFILE.replace('fate: 0', 'fate: 1')}${rest}`;
    const dir = await writePack(root, 'mages', {
      'pack.yaml': 'id: mages\nname: Mages\nextends: [ahq-core]\n',
      'heroes/battlemage.yaml': hero('battlemage', 'magicUser: true\nweapons: [rune-sword, broadsword]\narmour: chain-mail\ncomponentChoices: 4\nspells: [fire-bolt]\n'),
      'heroes/hedge-wizard.yaml': hero('hedge-wizard', 'weapons: [dagger]\ncomponentChoices: 2\n'),
      'monsters/shaman.yaml': `id: shaman\nname: Shaman\n${ORC_PROFILE}weapons: [club]\nspells: [fire-bolt]\ncomponents: { fire: 2 }\ngold: 5\n`,
    });
    const errors = await validatePackDir(dir);
    const f = path.join(dir, 'heroes/battlemage.yaml');
    assert.match(find(errors, f, 'heroes.battlemage.weapons[1]').message, /'broadsword' is not \(AHQ-C35\)/);
    assert.match(find(errors, f, 'heroes.battlemage.armour').message, /no armour or shield \(AHQ-C35\)/);
    assert.equal(errors.filter((e) => e.file === f).length, 2, 'the Rune Sword is allowed');
    assert.match(find(errors, path.join(dir, 'heroes/hedge-wizard.yaml'), 'heroes.hedge-wizard.componentChoices').message, /only magic users/);
    assert.match(find(errors, path.join(dir, 'monsters/shaman.yaml'), 'monsters.shaman.weapons[0]').message, /AHQ-C35/);
  });

  it('a monster references: disguise, spells its components cannot pay for, missing ammunition', async () => {
    const dir = await writePack(root, 'refs', {
      'pack.yaml': 'id: refs\nname: Refs\nextends: [ahq-core]\n',
      'monsters/imp.yaml': `id: imp\nname: Imp\n${ORC_PROFILE}weapons: [dagger, shortbow]\nspells: [fireball]\ncomponents: { fire: 1 }\ndisguise: gobbo\ngold: 1\n`,
    });
    const errors = await validatePackDir(dir);
    const f = path.join(dir, 'monsters/imp.yaml');
    assert.match(find(errors, f, 'monsters.imp.disguise').message, /no monster 'gobbo'/);
    assert.match(find(errors, f, 'monsters.imp.spells[0]').message, /can never cast 'fireball'/);
    assert.match(find(errors, f, 'monsters.imp.weapons[1]').message, /shoots 'arrows'/);
  });
});
