import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BUILTIN_PACKS_DIR, ContentLoadError, loadContent, loadDefaultContent, resolvePackDir, validatePackDir } from './index.ts';
import { ORC_PROFILE, tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));
const core = await loadDefaultContent('ahq');

const bigOrc = `id: orc\nname: Big orc\n${ORC_PROFILE.replace('wounds: 2', 'wounds: 5')}weapons: [battle-axe]\ngold: 15\n`;

describe('overriding and extending packs', () => {
  it('a later pack replaces an entry by id, whole', async () => {
    const dir = await writePack(root, 'big-orcs', {
      'pack.yaml': 'id: big-orcs\nname: Big orcs\nextends: [ahq-core]\nrangedTableByBs: { "10": bs-good }\n',
      'monsters/orc.yaml': bigOrc,
    });
    const content = await loadContent([dir]);
    assert.deepEqual(content.packs, ['ahq-core', 'big-orcs']);
    assert.equal(content.monsters.orc!.name, 'Big orc');
    assert.equal(content.monsters.orc!.profile.wounds, 5);
    assert.equal(content.monsters.orc!.shield, undefined, 'fields of the replaced entry do not survive');
    assert.deepEqual(content.monsters.goblin, core.monsters.goblin);
    assert.equal(content.rangedTableByBs['10'], 'bs-good');
    assert.equal(content.rangedTableByBs['1'], core.rangedTableByBs['1']);
    assert.deepEqual(content.hitTable, core.hitTable);
  });

  it('packs listed in order override without extends, and a pack listed twice loads once', async () => {
    const dir = await writePack(root, 'loose', { 'pack.yaml': 'id: loose\nname: Loose\n', 'monsters/orc.yaml': bigOrc });
    const content = await loadContent(['ahq-core', dir, 'ahq-core']);
    assert.deepEqual(content.packs, ['ahq-core', 'loose']);
    assert.equal(content.monsters.orc!.name, 'Big orc');
  });

  it('extends loads the named packs first, from beside the pack or the search path', async () => {
    await writePack(root, 'base', { 'pack.yaml': 'id: base\nname: Base\nextends: [ahq-core]\n', 'monsters/orc.yaml': bigOrc });
    await writePack(root, 'mid', {
      'pack.yaml': 'id: mid\nname: Mid\nextends: [base]\n',
      'monsters/orc-boss.yaml': `id: orc-boss\nname: Orc boss\n${ORC_PROFILE}role: champion\ndisguise: orc\nweapons: [broadsword]\ngold: 90\n`,
    });
    const top = await writePack(root, 'top', { 'pack.yaml': 'id: top\nname: Top\nextends: [mid, ahq-core]\n' });
    const content = await loadContent([top]);
    assert.deepEqual(content.packs, ['ahq-core', 'base', 'mid', 'top']);
    assert.equal(content.monsters['orc-boss']!.disguise, 'orc');
    assert.equal(content.monsters.orc!.name, 'Big orc');

    // A pack in another folder is found through the search path.
    const other = path.join(root, 'elsewhere');
    const far = await writePack(other, 'far', { 'pack.yaml': 'id: far\nname: Far\nextends: [mid]\n' });
    await assert.rejects(loadContent([far]), ContentLoadError);
    const far2 = await loadContent([far], { searchPath: [root, BUILTIN_PACKS_DIR] });
    assert.deepEqual(far2.packs, ['ahq-core', 'base', 'mid', 'far']);
  });

  it('references are checked after merging: an override can break an entry of an earlier pack', async () => {
    const dir = await writePack(root, 'heavy-dagger', {
      'pack.yaml': 'id: heavy-dagger\nname: Heavy dagger\nextends: [ahq-core]\n',
      'weapons/dagger.yaml': 'id: dagger\nname: Heavy dagger\nkind: hand\ndamage: 2\n',
    });
    const errors = await validatePackDir(dir);
    assert.deepEqual(errors.map((e) => [path.relative(BUILTIN_PACKS_DIR, e.file), e.field]), [
      [path.join('ahq-core', 'heroes', 'wizard.yaml'), 'heroes.wizard.weapons[0]'],
      [path.join('ahq-core', 'monsters', 'chaos-sorcerer.yaml'), 'monsters.chaos-sorcerer.weapons[0]'],
    ]);
    assert.match(errors[0]!.message, /'dagger' is not \(AHQ-C35\)/);
  });

  it('an unknown or circular extends is an error at the manifest line', async () => {
    const lost = await writePack(root, 'lost', { 'pack.yaml': 'id: lost\nname: Lost\nextends:\n  - ahq-kore\n' });
    const e = (await validatePackDir(lost)).find((x) => x.field === 'pack.extends[0]');
    assert.deepEqual([e!.file, e!.line, e!.column, e!.field], [path.join(lost, 'pack.yaml'), 4, 5, 'pack.extends[0]']);
    assert.match(e!.message, /no pack 'ahq-kore'/);

    await writePack(root, 'ping', { 'pack.yaml': 'id: ping\nname: Ping\nextends: [pong]\nhitTable: { base: 7, min: 2, max: 10, alwaysHit: 10, fumble: 1 }\n' });
    const pong = await writePack(root, 'pong', { 'pack.yaml': 'id: pong\nname: Pong\nextends: [ping]\n' });
    const errors = await validatePackDir(pong);
    assert.equal(errors.length, 1);
    assert.match(errors[0]!.message, /extends cycle: pong → ping → pong/);
  });

  it('resolvePackDir finds built-in packs by id and takes paths as they are', async () => {
    assert.equal(await resolvePackDir('ahq-core'), path.join(BUILTIN_PACKS_DIR, 'ahq-core'));
    assert.equal(await resolvePackDir(path.join(root, 'base')), path.join(root, 'base'));
    assert.equal(await resolvePackDir('base', [root]), path.join(root, 'base'));
    await assert.rejects(resolvePackDir('no-such-pack'), ContentLoadError);
  });
});

describe('overriding aof-core', () => {
  const aofManifest = (id: string, rest = '') => `id: ${id}\nname: ${id}\nruleset: aof-quest\nextends: [aof-core]\n${rest}`;

  it('a later aof-quest pack replaces an entry by id, whole, and adds new ones', async () => {
    const core = (await loadDefaultContent('aof-quest')).aof!;
    const dir = await writePack(root, 'iron-orcs', {
      'pack.yaml': aofManifest('iron-orcs'),
      'units/orc-warriors.yaml': 'id: orc-warriors\nname: { en: Iron Orcs, it: Orchi di ferro }\nfaction: greenskins\nmodels: 4\nquality: 4\ndefense: 3\ntoughness: 2\nweapons: [cleaver]\naiGroup: line\nthreat: 50\n',
      'units/orc-archers.yaml': 'id: orc-archers\nname: { en: Orc Archers, it: Arcieri orchi }\nfaction: greenskins\nmodels: 3\nquality: 5\ndefense: 4\ntoughness: 2\nweapons: [shortbow, cleaver]\naiGroup: shooters\nthreat: 35\n',
    });
    const content = await loadContent([dir]);
    assert.deepEqual(content.packs, ['aof-core', 'iron-orcs']);
    const aof = content.aof!;
    assert.equal(aof.units['orc-warriors']!.name.en, 'Iron Orcs');
    assert.equal(aof.units['orc-warriors']!.rules, undefined, 'fields of the replaced entry do not survive');
    assert.equal(aof.units['orc-archers']!.models, 3);
    assert.deepEqual(aof.units['goblin-archers'], core.units['goblin-archers']);
    assert.deepEqual(aof.missions, core.missions);
  });

  it('references are checked after merging: an override can break aof-core\'s missions', async () => {
    const dir = await writePack(root, 'cheap-relic', {
      'pack.yaml': aofManifest('cheap-relic'),
      'items/ancient-reliquary.yaml': 'id: ancient-reliquary\nname: { en: Cheap Relic, it: Reliquia da poco }\nkind: consumable\nuse: { target: self, effects: [{ kind: heal, wounds: 1 }] }\n',
    });
    const errors = await validatePackDir(dir);
    assert.deepEqual(errors.map((e) => [path.relative(BUILTIN_PACKS_DIR, e.file), e.field]), [
      [path.join('aof-core', 'mission-types', 'recover-relic.yaml'), 'aof.missionTypes.recover-relic.item'],
      [path.join('aof-core', 'missions', 'the-lost-reliquary.yaml'), 'aof.missions.the-lost-reliquary.objectives[0].item'],
    ]);
    assert.match(errors[1]!.message, /'ancient-reliquary' is a consumable item, not a quest item/);
  });
});
