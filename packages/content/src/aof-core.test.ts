import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AOF_RULES, listRules } from '../../engine/src/aof-quest/content-types.ts';
import type { AofContent, AofEffect, AofRules, AofTerrainKind } from '../../engine/src/aof-quest/content-types.ts';
import { BUILTIN_PACKS_DIR, DEFAULT_PACKS, loadContent, loadDefaultContent, loadPack, validatePackDir } from './index.ts';

const loaded = await loadDefaultContent('aof-quest');
const aof: AofContent = loaded.aof!;

/** The catalogue's special rules, AOF-X01..X30, read from the repository's copy. */
const CATALOGUE = fileURLToPath(new URL('../../../docs/rules/CATALOGUE.md', import.meta.url));
const SPECIAL_RULES = [...new Set(readFileSync(CATALOGUE, 'utf8').match(/\bAOF-X\d+\b/g) ?? [])].sort();

/** The catalogue ids of the special rules some hero class or unit type has: its own, its weapons',
 * its items', and the hits of its spells. Ambush and Caster count as AOF-X01/X06 on a hero and
 * AOF-X02/X07 on a unit. */
function rulesUsed(c: AofContent): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (rules: AofRules | undefined, side: 'hero' | 'ai', who: string): void => {
    for (const r of listRules(rules)) {
      const id = AOF_RULES[r.id][side];
      used.set(id, [...(used.get(id) ?? []), who]);
    }
  };
  const spellRules = (ids: string[] | undefined, side: 'hero' | 'ai', who: string): void => {
    for (const s of ids ?? []) for (const e of c.spells[s]?.effects ?? []) if (e.kind === 'hits') add(e.rules, side, `${who} (${s})`);
  };
  for (const h of Object.values(c.heroes)) {
    add(h.rules, 'hero', h.id);
    for (const w of h.weapons) add(c.weapons[w]?.rules, 'hero', `${h.id} (${w})`);
    for (const i of h.items ?? []) add(c.items[i]?.rules, 'hero', `${h.id} (${i})`);
    spellRules(h.spells, 'hero', h.id);
  }
  for (const u of Object.values(c.units)) {
    add(u.rules, 'ai', u.id);
    for (const w of u.weapons) add(c.weapons[w]?.rules, 'ai', `${u.id} (${w})`);
    spellRules(u.spells, 'ai', u.id);
  }
  return used;
}

/** Every name and text in an entry, with where it is. */
function words(value: unknown, at: string, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((v, i) => words(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'name' || k === 'text' || k === 'briefing') out.push([`${at}.${k}`, v]);
      else words(v, `${at}.${k}`, out);
    }
  }
  return out;
}

describe('aof-core, the default aof-quest pack', () => {
  it('loads and validates with zero errors, as the aof-quest default', async () => {
    assert.deepEqual(await validatePackDir(path.join(BUILTIN_PACKS_DIR, 'aof-core')), []);
    const pack = await loadPack(path.join(BUILTIN_PACKS_DIR, 'aof-core'));
    assert.deepEqual([pack.id, pack.ruleset, pack.family], ['aof-core', 'aof-quest', 'aof']);
    assert.deepEqual(DEFAULT_PACKS['aof-quest'], ['aof-core']);
    assert.deepEqual(loaded.packs, ['aof-core']);
    // The grid rulesets' collections stay empty, and loading by id or path gives the same.
    assert.deepEqual([Object.keys(loaded.heroes).length, Object.keys(loaded.monsters).length, Object.keys(loaded.weapons).length], [0, 0, 0]);
    assert.deepEqual(await loadContent([path.join(BUILTIN_PACKS_DIR, 'aof-core')]), loaded);
    for (const [kind, entries] of Object.entries(aof)) for (const [id, e] of Object.entries(entries as object)) assert.equal((e as { id: string }).id, id, `${kind}.${id}`);
  });

  it('the grid packs load as before, with no aof-quest content', async () => {
    const ahq = await loadDefaultContent('ahq');
    assert.equal('aof' in ahq, false);
    assert.equal(Object.keys(ahq.heroes).length > 0, true);
  });

  it('uses every special rule of the catalogue in some hero class or unit type', () => {
    assert.equal(SPECIAL_RULES.length, 30);
    const used = rulesUsed(aof);
    const missing = SPECIAL_RULES.filter((id) => !used.has(id));
    assert.deepEqual(missing, [], `no hero class or unit type uses ${missing.join(', ')}`);
    // AOF_RULES names exactly the catalogue's special rules.
    const named = new Set(Object.values(AOF_RULES).flatMap((r) => [r.hero, r.ai]));
    assert.deepEqual([...named].sort(), SPECIAL_RULES);
  });

  it('the coverage check names the rules nobody uses', () => {
    const without: AofContent = structuredClone(aof);
    for (const u of Object.values(without.units)) delete u.rules?.villain;
    for (const h of Object.values(without.heroes)) delete h.rules?.ambush;
    const used = rulesUsed(without);
    assert.deepEqual(SPECIAL_RULES.filter((id) => !used.has(id)), ['AOF-X01', 'AOF-X30']);
  });

  it('has at least six hero classes, each with the stats, power, weapons and a hero skill', () => {
    const heroes = Object.values(aof.heroes);
    assert.ok(heroes.length >= 6, `${heroes.length} hero classes`);
    for (const h of heroes) {
      for (const s of [h.quality, h.defense, h.str, h.dex, h.wil]) assert.ok(s >= 2 && s <= 6, h.id);
      assert.ok(h.toughness > 0 && h.power > 0 && h.weapons.length > 0, h.id);
      assert.ok(['str', 'dex', 'wil'].includes(h.skill.stat) && h.skill.effects.length > 0, h.id);
    }
    // Casters know spells with casting values; melee and ranged weapons both appear.
    const casters = heroes.filter((h) => h.rules?.caster);
    assert.ok(casters.length >= 2);
    for (const h of casters) for (const s of h.spells!) assert.ok(aof.spells[s]!.value >= 1 && aof.spells[s]!.value <= 6);
    const weapons = Object.values(aof.weapons);
    assert.ok(weapons.some((w) => w.range === undefined) && weapons.some((w) => w.range !== undefined));
    assert.deepEqual([...new Set(Object.values(aof.items).map((i) => i.kind))].sort(), ['consumable', 'equipment', 'quest', 'weapon']);
  });

  it('has at least 16 enemy unit types in at least three factions, single models and units, a villain and a caster in each', () => {
    const units = Object.values(aof.units);
    assert.ok(units.length >= 16, `${units.length} unit types`);
    const factions = Object.keys(aof.factions);
    assert.ok(factions.length >= 3);
    for (const f of factions) {
      const mine = units.filter((u) => u.faction === f);
      assert.ok(mine.some((u) => u.models === 1) && mine.some((u) => u.models > 1), `${f}: single models and units`);
      assert.ok(mine.some((u) => u.rules?.villain), `${f}: a villain`);
      assert.ok(mine.some((u) => u.rules?.caster), `${f}: a caster`);
    }
    // Villains are single models tough enough not to be Shaken (AOF-O04).
    for (const u of units.filter((x) => x.rules?.villain)) assert.ok(u.models === 1 && u.toughness >= 9, u.id);
  });

  it('spells, skills and traps between them use every effect and every status', () => {
    const all: AofEffect[] = [
      ...Object.values(aof.spells).flatMap((s) => s.effects), ...Object.values(aof.traps).flatMap((t) => t.effects),
      ...Object.values(aof.heroes).flatMap((h) => h.skill.effects), ...Object.values(aof.items).flatMap((i) => i.use?.effects ?? []),
    ];
    assert.deepEqual([...new Set(all.map((e) => e.kind))].sort(), ['buff', 'cleanse', 'heal', 'hits', 'move', 'power', 'status', 'tokens']);
    assert.deepEqual([...new Set(all.flatMap((e) => (e.kind === 'status' ? [e.status] : [])))].sort(), ['afflicted', 'crippled', 'diseased', 'impaired']);
  });

  it('has a mission of each type, each on a 24×24 or 48×48 battlefield with 20+ pieces of every kind, some raised', () => {
    const types = Object.values(aof.missionTypes);
    assert.deepEqual(types.map((t) => t.objective).sort(), ['escape', 'retrieve', 'slay', 'waves']);
    const missions = Object.values(aof.missions);
    assert.deepEqual(missions.map((m) => aof.missionTypes[m.type]!.objective).sort(), ['escape', 'retrieve', 'slay', 'waves']);
    assert.ok(missions.some((m) => m.battlefield.size === 24) && missions.some((m) => m.battlefield.size === 48));
    const kinds: AofTerrainKind[] = ['open', 'cover', 'difficult', 'dangerous', 'blocker', 'gap'];
    for (const m of missions) {
      assert.ok(m.battlefield.terrain.length >= 20, m.id);
      assert.deepEqual([...new Set(m.battlefield.terrain.map((p) => p.kind))].sort(), [...kinds].sort(), m.id);
      assert.ok(m.battlefield.terrain.some((p) => p.kind === 'open' && p.height > 0), `${m.id}: a raised open piece`);
      assert.ok((m.searchTokens ?? []).length > 0 && m.aiGoals.length > 0 && m.rounds > 0, m.id);
      assert.ok(m.victory.length > 0 && m.defeat.length > 0, m.id);
    }
    // Between them: waves after the first round, an ambushing unit, search tokens with each kind of contents.
    assert.ok(missions.some((m) => m.waves.some((w) => w.round > 1)));
    assert.ok(missions.some((m) => m.waves.some((w) => w.units.some((u) => u.ambush || aof.units[u.unit]!.rules?.ambush))));
    const contents = new Set(missions.flatMap((m) => (m.searchTokens ?? []).map((t) => t.contents.kind)));
    for (const k of ['item', 'gold', 'trap', 'ambush']) assert.ok(contents.has(k as never), k);
  });

  it('the generator\'s difficulties scale the enemy force, and its terrain types give every kind', () => {
    const threat = Object.values(aof.difficulties).map((d) => d.threatPerHero);
    assert.ok(threat.length >= 3 && new Set(threat).size === threat.length);
    const kinds = new Set(Object.values(aof.terrain).filter((t) => (t.min ?? 0) > 0).map((t) => t.kind));
    assert.equal(kinds.size, 6, 'every terrain kind is laid at least once on a generated battlefield');
    assert.ok(Object.values(aof.terrain).reduce((n, t) => n + (t.min ?? 0), 0) < 20);
  });

  it('every name and text a player reads is in English and Italian', () => {
    let count = 0;
    for (const [kind, entries] of Object.entries(aof)) {
      for (const [id, entry] of Object.entries(entries as object)) {
        for (const [where, v] of words(entry, `${kind}.${id}`)) {
          const t = v as { en?: unknown; it?: unknown };
          assert.ok(typeof t.en === 'string' && t.en.length > 0, `${where}: no English`);
          assert.ok(typeof t.it === 'string' && t.it.length > 0, `${where}: no Italian`);
          count++;
        }
      }
    }
    assert.ok(count > 200, `${count} names and texts`);
    for (const r of Object.values(AOF_RULES)) assert.ok(r.name.en && r.name.it);
  });
});
