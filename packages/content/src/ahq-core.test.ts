import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Content } from '../../engine/src/content-types.ts';
import { BUILTIN_PACKS_DIR, loadContent, loadDefaultContent, loadPack, validatePackDir } from './index.ts';

const content: Content = await loadDefaultContent('ahq');
const heroesAndHenchmen = Object.values(content.heroes);

describe('ahq-core, the default ahq pack', () => {
  it('loads with zero errors', async () => {
    assert.deepEqual(await validatePackDir(path.join(BUILTIN_PACKS_DIR, 'ahq-core')), []);
    const pack = await loadPack(path.join(BUILTIN_PACKS_DIR, 'ahq-core'));
    assert.equal(pack.id, 'ahq-core');
    assert.deepEqual(pack.extends, []);
  });

  it('satisfies the Content type', async () => {
    const keys: Record<keyof Content, true> = {
      packs: true, heroes: true, monsters: true, weapons: true, armour: true, spells: true, components: true,
      items: true, traps: true, furnishings: true, hitTable: true, rangedTables: true, rangedTableByBs: true, tables: true, quests: true, decks: true,
      heroicCards: true, counterTables: true, campaigns: true, wsTable: true, rsTable: true, damageDie: true,
    };
    // The guilds tables and die are absent from an ahq pack.
    const guildsOnly = ['wsTable', 'rsTable', 'damageDie'];
    assert.deepEqual(Object.keys(content).sort(), Object.keys(keys).filter((k) => !guildsOnly.includes(k)).sort());
    assert.deepEqual(content.packs, ['ahq-core']);
    for (const k of Object.keys(keys) as (keyof Content)[]) {
      if (k === 'packs' || k === 'hitTable' || k === 'rangedTableByBs' || guildsOnly.includes(k)) continue;
      for (const [id, entry] of Object.entries(content[k] ?? {})) assert.equal((entry as { id: string }).id, id, `${k}.${id}`);
    }
    // Loading by id, by path and as the default give the same content.
    assert.deepEqual(await loadContent(['ahq-core']), content);
    assert.deepEqual(await loadContent([path.join(BUILTIN_PACKS_DIR, 'ahq-core')]), content);
  });

  it('DEC-18 the hit table is 7+ at equal WS, clamped to 2..10, 10+ always hits, 1 fumbles', () => {
    assert.deepEqual(content.hitTable, { base: 7, min: 2, max: 10, alwaysHit: 10, fumble: 1 });
  });

  it('AHQ-C29 every Bow Skill from 1 to 10 has a ranged table with ascending bands', () => {
    for (let bs = 1; bs <= 10; bs++) {
      const table = content.rangedTables[content.rangedTableByBs[String(bs)]!];
      assert.ok(table, `BS ${bs}`);
      const ups = table.bands.map((b) => b.upTo);
      assert.deepEqual(ups, [...ups].sort((a, b) => a - b));
      for (const b of table.bands) assert.ok(b.need >= 1 && b.need <= 12);
    }
    assert.ok(Object.keys(content.rangedTables).length >= 3);
  });

  it('has four heroes (barbarian, dwarf, elf, wizard) and three henchmen', () => {
    const heroes = heroesAndHenchmen.filter((h) => h.kind === 'hero').map((h) => h.id).sort();
    assert.deepEqual(heroes, ['barbarian', 'dwarf', 'elf', 'wizard']);
    assert.equal(content.heroes.dwarf!.race, 'dwarf');
    assert.equal(content.heroes.elf!.race, 'elf');
    assert.equal(content.heroes.barbarian!.race, 'human');
    const henchmen = heroesAndHenchmen.filter((h) => h.kind === 'henchman').map((h) => h.id).sort();
    assert.deepEqual(henchmen, ['crossbowman', 'man-at-arms', 'spearman']);
    assert.ok(content.heroes.spearman!.weapons.some((w) => content.weapons[w]!.diagonal), 'AHQ-C14 the spearman attacks diagonally');
  });

  it('hero profiles are AHQ-like', () => {
    for (const h of heroesAndHenchmen.filter((x) => x.kind === 'hero')) {
      const p = h.profile;
      assert.ok(p.ws >= 5 && p.ws <= 9, `${h.id} WS`);
      assert.ok(p.toughness >= 4 && p.toughness <= 7, `${h.id} Toughness`);
      assert.ok(p.speed >= 6 && p.speed <= 8, `${h.id} Speed`);
      assert.ok(p.wounds >= 3 && p.wounds <= 11, `${h.id} Wounds`);
      assert.ok(p.fate >= 1 && p.fate <= 3, `${h.id} Fate`);
    }
  });

  it('AHQ-E10 every hero and henchman carries at most 1 armour, 3 weapons and 1 ring or amulet', () => {
    for (const h of heroesAndHenchmen) {
      assert.ok(h.weapons.length >= 1 && h.weapons.length <= 3, `${h.id} weapons`);
      if (h.armour) assert.equal(content.armour[h.armour]!.kind, 'armour', `${h.id} armour`);
      if (h.shield) assert.equal(content.armour[h.shield]!.kind, 'shield', `${h.id} shield`);
      const rings = (h.items ?? []).filter((i) => ['ring', 'amulet'].includes(content.items[i]!.kind));
      assert.ok(rings.length <= 1, `${h.id} rings and amulets`);
    }
  });

  it('no hero or henchman starts with more than 250 gold crowns', () => {
    for (const h of heroesAndHenchmen) assert.ok((h.gold ?? 0) <= 250, h.id);
  });

  it('AHQ-C35 the wizard wears no armour and carries only a dagger or a Rune Sword', () => {
    const wizard = content.heroes.wizard!;
    assert.equal(wizard.magicUser, true);
    assert.equal(wizard.armour, undefined);
    assert.equal(wizard.shield, undefined);
    assert.deepEqual(wizard.weapons, ['dagger']);
    assert.equal(content.weapons.dagger!.magicUserMayCarry, true);
    assert.equal(content.weapons['rune-sword']!.magicUserMayCarry, true);
    for (const h of heroesAndHenchmen.filter((x) => x.id !== 'wizard')) {
      assert.ok(!h.magicUser && h.componentChoices === undefined && !h.spells, `${h.id} is no magic user`);
    }
    for (const m of Object.values(content.monsters).filter((x) => x.spells?.length)) {
      assert.ok(!m.armour && !m.shield && m.weapons.every((w) => content.weapons[w]!.magicUserMayCarry), m.id);
    }
  });

  it('the wizard chooses four Spell Components, of four kinds', () => {
    assert.equal(content.heroes.wizard!.componentChoices, 4);
    assert.deepEqual(Object.keys(content.components).sort(), ['air', 'earth', 'fire', 'water']);
  });

  it('AHQ-C36 spells: a one-component damage spell, a two-component area spell with an Intelligence test, healing, a ward, one not castable from a Death Zone', () => {
    const spells = Object.values(content.spells);
    assert.ok(spells.length >= 4 && spells.length <= 6);
    assert.deepEqual(content.spells['fire-bolt']!.components, ['fire']);
    const fireball = content.spells.fireball!;
    assert.equal(fireball.components.length, 2);
    assert.equal(fireball.intelligenceTest, true);
    assert.deepEqual(fireball.effect, { kind: 'damage', dice: 3, range: 12, radius: 1 });
    assert.equal(content.spells['healing-hands']!.effect.kind, 'heal');
    assert.ok(spells.some((s) => s.effect.kind === 'ward'));
    assert.ok(spells.some((s) => s.notInDeathZone));
    for (const id of content.heroes.wizard!.spells!) assert.ok(content.spells[id], id);
  });

  it('the party carries at least one Healing Potion', () => {
    const potions = heroesAndHenchmen.flatMap((h) => h.items ?? []).filter((i) => content.items[i]!.kind === 'potion');
    assert.ok(potions.includes('healing-potion'));
    assert.deepEqual(content.items['healing-potion'], { id: 'healing-potion', name: 'Healing Potion', names: { en: 'Healing Potion', it: 'Pozione curativa' }, grammar: { it: { gender: 'f' } }, kind: 'potion', heal: 4, cost: 100 });
  });

  it('thrown weapons are recovered on 7+, arrows and bolts on 10+', () => {
    for (const id of ['throwing-dagger', 'throwing-axe']) {
      assert.deepEqual([content.weapons[id]!.kind, content.weapons[id]!.range, content.weapons[id]!.recoverOn], ['thrown', 6, 7], id);
    }
    assert.equal(content.weapons.dagger!.kind, 'hand');
    for (const id of ['shortbow', 'longbow', 'crossbow']) {
      const w = content.weapons[id]!;
      assert.equal(w.kind, 'missile');
      assert.equal(w.recoverOn, 10);
      assert.equal(content.items[w.ammo!]!.kind, 'ammo');
    }
    assert.equal(content.weapons.longbow!.ammo, 'arrows');
    assert.equal(content.weapons.crossbow!.ammo, 'bolts');
    assert.ok(content.weapons.spear!.diagonal && content.weapons.halberd!.diagonal);
    assert.ok(content.weapons['two-handed-sword']!.twoHanded);
  });

  it('armour adds +1, +2, +3 and a shield +1', () => {
    const t = (id: string) => content.armour[id]!.toughness;
    assert.deepEqual([t('leather'), t('chain-mail'), t('plate-armour'), t('shield')], [1, 2, 3, 1]);
    assert.equal(content.armour.shield!.kind, 'shield');
  });

  it('has at least 14 monster types with gold and weapons, sentries, a champion and a sorcerer in disguise', () => {
    const monsters = Object.values(content.monsters);
    assert.ok(monsters.length >= 14, `${monsters.length} monsters`);
    for (const m of monsters) {
      assert.ok(m.weapons.length > 0 && m.gold >= 0, m.id);
      assert.equal(m.profile.fate, 0, m.id);
    }
    assert.equal(content.monsters['orc-sentry']!.role, 'sentry');
    assert.equal(content.monsters['skaven-sentry']!.role, 'sentry');
    assert.deepEqual([content.monsters['orc-champion']!.role, content.monsters['orc-champion']!.disguise], ['champion', 'orc']);
    const sorcerer = content.monsters['chaos-sorcerer']!;
    assert.deepEqual([sorcerer.role, sorcerer.disguise], ['sorcerer', 'chaos-warrior']);
    assert.ok(sorcerer.spells!.length > 0 && Object.keys(sorcerer.components!).length > 0);
  });

  it('AHQ-E15 has at least five traps, spotted on 6 to 11', () => {
    const traps = Object.values(content.traps);
    assert.ok(traps.length >= 5);
    for (const t of traps) {
      assert.ok(t.spot >= 6 && t.spot <= 11, t.id);
      assert.ok(t.radius === 0 || t.radius === 1, t.id);
      assert.ok(t.wounds >= 1, t.id);
    }
  });
});
