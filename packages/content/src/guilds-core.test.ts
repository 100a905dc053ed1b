import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadContent, loadDefaultContent, validatePackDir } from './load.ts';
import { BUILTIN_PACKS_DIR } from './resolve.ts';

const content = await loadDefaultContent('guilds');

describe('guilds-core, the default guilds pack', () => {
  it('loads with zero errors and is the guilds default', async () => {
    assert.deepEqual(await validatePackDir(path.join(BUILTIN_PACKS_DIR, 'guilds-core')), []);
    assert.deepEqual(content.packs, ['guilds-core']);
  });

  it('GLD-A09 heroes\' weapons carry a cost in gold crowns; monsters carry non-standard weapons no hero starts with', () => {
    const heroWeapons = new Set(Object.values(content.heroes).flatMap((h) => h.weapons));
    for (const id of heroWeapons) assert.ok((content.weapons[id]!.cost ?? 0) > 0, `${id} has a cost`);
    const monsterOnly = Object.values(content.monsters).flatMap((m) => m.weapons).filter((w) => !heroWeapons.has(w));
    assert.ok(monsterOnly.length > 0);
  });

  it('GLD-H01 its Heroic deck holds 45 cards, more weak than strong, every one with an effect', () => {
    const cards = Object.values(content.heroicCards);
    assert.equal(cards.reduce((n, c) => n + (c.copies ?? 1), 0), 45);
    // Strong: cancelling three wounds or more, getting up with five; weak: the rest.
    const strong = cards.filter((c) => 'amount' in c.effect && ((c.effect.kind === 'negate-wounds' && c.effect.amount >= 3) || (c.effect.kind === 'rise' && c.effect.amount >= 5)));
    const copies = (xs: typeof cards) => xs.reduce((n, c) => n + (c.copies ?? 1), 0);
    assert.ok(copies(strong) > 0 && copies(strong) * 3 < 45 - copies(strong));
    assert.deepEqual([...new Set(cards.map((c) => c.effect.kind))].sort(), ['negate-wounds', 'reroll-to-hit', 'rise', 'speed-check', 'surprise']);
  });

  it('GLD-A04 GLD-A05 GLD-Z01 GLD-M04 it has weapons critical on 11, failing on 2, Great and diagonal', () => {
    const w = Object.values(content.weapons);
    assert.ok(w.some((x) => x.criticalOn === 11));
    assert.ok(w.some((x) => x.fumbleOn === 2));
    assert.ok(w.some((x) => x.great === true));
    assert.ok(w.some((x) => x.diagonal === true));
    for (const m of Object.values(content.monsters)) for (const id of m.weapons) assert.ok(content.weapons[id], `${m.id}: ${id}`);
  });

  it('GLD-S01 GLD-S02 GLD-S04 GLD-S05 ranged weapons have bands ending at their range, ammunition, and an RS row for every skill', () => {
    const ranged = Object.values(content.weapons).filter((x) => x.kind !== 'hand');
    assert.ok(ranged.length >= 4);
    for (const w of ranged) assert.equal(w.bands?.at(-1), w.range, w.id);
    assert.ok(ranged.some((x) => x.moveAndShoot) && ranged.some((x) => x.noCritical));
    for (let rs = 1; rs <= 10; rs++) assert.equal(content.rsTable?.[String(rs)]?.length, 3);
  });

  it('GLD-A03 DEC-18 DEC-07 the WS table is the rule of thumb and the damage die 3 skulls, 3 shields', () => {
    for (let a = 1; a <= 10; a++) for (let d = 1; d <= 10; d++) assert.equal(content.wsTable![a - 1]![d - 1], Math.min(10, Math.max(2, 7 - (a - d))));
    assert.deepEqual(content.damageDie?.faces, ['skull', 'skull', 'skull', 'shield', 'shield', 'shield']);
  });

  it('heroes, followers and henchmen with Fate', () => {
    const kinds = new Set(Object.values(content.heroes).map((h) => h.kind));
    assert.deepEqual([...kinds].sort(), ['follower', 'henchman', 'hero']);
    assert.ok(Object.values(content.heroes).filter((h) => h.kind === 'hero').every((h) => h.profile.fate > 0));
  });

  it('a guilds pack over ahq-core leaves the ahq content as it was', async () => {
    const ahq = await loadContent(['ahq-core']);
    assert.equal(ahq.wsTable, undefined);
    assert.equal(ahq.damageDie, undefined);
  });
});
