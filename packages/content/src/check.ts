// Checks the merged content for what a schema cannot say: references between entries, the
// order of ranged bands, the hit table's bounds, encumbrance (AHQ-E10) and magic users (AHQ-C35).
import type { HeroDef, MonsterDef } from '../../engine/src/content-types.ts';
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import { kindOf } from './kinds.ts';
import type { Collection } from './kinds.ts';
import type { Merged } from './merge.ts';
import { checkTables } from './check-tables.ts';
import { checkDecks } from './check-decks.ts';
import { checkCounters } from './check-counters.ts';
import { checkCampaigns } from './check-campaigns.ts';
import { checkAof } from './check-aof.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment, SourceFile } from './source.ts';

export function checkContent(merged: Merged): ContentError[] {
  const { content, hasHitTable, hasGridPack, origins } = merged;
  const errors: ContentError[] = [];

  const at = (src: SourceFile | null | undefined, prefix: string, path: PathSegment[], message: string, key = false): void => {
    errors.push(src ? errorAt(src, prefix, path, message, key) : placeless(origins.lastManifest, fieldPath(prefix, path), message));
  };
  /** An error in entry `collection.id` at `path`. */
  const inEntry = (collection: Collection, id: string, path: PathSegment[], message: string, key = false): void =>
    at(origins.entries.get(`${collection}.${id}`), `${collection}.${id}`, path, message, key);

  /** Reports a reference to a missing entry (unless that entry failed its own checks). */
  const ref = (target: Collection, ref: string, report: (message: string) => void): boolean => {
    if ((content[target] as Record<string, unknown> | undefined)?.[ref]) return true;
    if (!origins.broken.has(`${target}.${ref}`)) {
      report(`no ${kindOf(target).noun} '${ref}' in the loaded packs${didYouMean(ref, Object.keys(content[target] ?? {}))}`);
    }
    return false;
  };

  // Hit table (DEC-18), for the grid rulesets only.
  if (!hasHitTable && hasGridPack) {
    errors.push(placeless(origins.lastManifest, 'pack.hitTable', 'no loaded pack gives a hitTable'));
  } else if (hasHitTable) {
    const t = content.hitTable;
    const src = origins.hitTable;
    if (t.min > t.max) at(src, 'pack', ['hitTable', 'min'], `min (${t.min}) is above max (${t.max})`);
    else if (t.base < t.min || t.base > t.max) at(src, 'pack', ['hitTable', 'base'], `base (${t.base}) must lie between min (${t.min}) and max (${t.max})`);
    if (t.fumble >= t.alwaysHit) at(src, 'pack', ['hitTable', 'fumble'], `fumble (${t.fumble}) must be below alwaysHit (${t.alwaysHit})`);
  }

  // Ranged tables: bands ascending.
  for (const [id, table] of Object.entries(content.rangedTables)) {
    table.bands.forEach((b, i) => {
      const prev = table.bands[i - 1];
      if (prev && b.upTo <= prev.upTo) inEntry('rangedTables', id, ['bands', i, 'upTo'], `bands must be in ascending order of upTo: ${b.upTo} follows ${prev.upTo}`);
    });
  }
  for (const [bs, table] of Object.entries(content.rangedTableByBs)) {
    ref('rangedTables', table, (m) => at(origins.rangedTableByBs.get(bs), 'pack', ['rangedTableByBs', bs], m));
  }

  // Weapons.
  for (const [id, w] of Object.entries(content.weapons)) {
    if (w.ammo && ref('items', w.ammo, (m) => inEntry('weapons', id, ['ammo'], m)) && content.items[w.ammo]!.kind !== 'ammo') {
      inEntry('weapons', id, ['ammo'], `'${w.ammo}' is an item of kind '${content.items[w.ammo]!.kind}', not ammo`);
    }
    if (w.rangedTable) ref('rangedTables', w.rangedTable, (m) => inEntry('weapons', id, ['rangedTable'], m));
    // guilds range bands (GLD-S01, S04): ascending, the last one the weapon's range.
    if (w.bands) {
      w.bands.forEach((b, i) => {
        if (i > 0 && b <= w.bands![i - 1]!) inEntry('weapons', id, ['bands', i], `bands must be in ascending order: ${b} follows ${w.bands![i - 1]}`);
      });
      if (w.range !== undefined && w.bands.at(-1) !== w.range) inEntry('weapons', id, ['bands'], `the last band (${w.bands.at(-1)}) must equal the range (${w.range})`);
    }
  }

  // Spells.
  for (const [id, s] of Object.entries(content.spells)) {
    s.components.forEach((c, i) => ref('components', c, (m) => inEntry('spells', id, ['components', i], m)));
  }

  // What heroes and monsters carry.
  const carried = (collection: 'heroes' | 'monsters', id: string, d: HeroDef | MonsterDef): void => {
    const e = (path: PathSegment[], message: string, key = false): void => inEntry(collection, id, path, message, key);
    d.weapons.forEach((w, i) => ref('weapons', w, (m) => e(['weapons', i], m)));
    for (const slot of ['armour', 'shield'] as const) {
      const a = d[slot];
      if (a && ref('armour', a, (m) => e([slot], m)) && content.armour[a]!.kind !== slot) {
        e([slot], `'${a}' is ${content.armour[a]!.kind === 'shield' ? 'a shield: put it in shield' : 'armour: put it in armour'}`);
      }
    }
    for (const item of Object.keys(d.ammo ?? {})) {
      if (ref('items', item, (m) => e(['ammo', item], m, true)) && content.items[item]!.kind !== 'ammo') {
        e(['ammo', item], `'${item}' is an item of kind '${content.items[item]!.kind}', not ammo`, true);
      }
    }
    (d.spells ?? []).forEach((s, i) => ref('spells', s, (m) => e(['spells', i], m)));
    if (d.rangedTable) ref('rangedTables', d.rangedTable, (m) => e(['rangedTable'], m));

    // Missile weapons need their ammunition, and a ranged table to shoot with (AHQ-C29).
    let needsTable = false;
    d.weapons.forEach((wid, i) => {
      const w = content.weapons[wid];
      if (!w) return;
      if (w.kind !== 'hand' && !w.rangedTable) needsTable = true;
      if (w.kind === 'missile' && w.ammo && !(d.ammo?.[w.ammo])) {
        e(['weapons', i], `'${wid}' shoots '${w.ammo}' but ${d.name} carries none: add ammo: { ${w.ammo}: N }`);
      }
    });
    if (needsTable && !d.rangedTable) {
      // guilds shoots on the RS-vs-range table (GLD-S04) instead.
      const table = content.rangedTableByBs[String(d.profile.bs)] ?? content.rsTable?.[String(d.profile.bs)];
      if (!table) e(['profile', 'bs'], `carries a ranged weapon but no ranged table covers Bow Skill ${d.profile.bs}: name one in rangedTable or map ${d.profile.bs} in the pack's rangedTableByBs`);
    }

    // Magic users (AHQ-C35): no armour, only weapons magic users may carry.
    const magicUser = collection === 'heroes' ? (d as HeroDef).magicUser === true : (d.spells ?? []).length > 0;
    if (magicUser) {
      const who = collection === 'heroes' ? `${d.name} is a magic user` : `${d.name} knows spells, so is a magic user`;
      for (const slot of ['armour', 'shield'] as const) {
        if (d[slot]) e([slot], `${who} and may wear no armour or shield (AHQ-C35)`, true);
      }
      d.weapons.forEach((wid, i) => {
        const w = content.weapons[wid];
        if (w && !w.magicUserMayCarry) e(['weapons', i], `${who} and may carry only weapons marked magicUserMayCarry (a dagger, a Rune Sword); '${wid}' is not (AHQ-C35)`);
      });
    }
  };

  for (const [id, h] of Object.entries(content.heroes)) {
    carried('heroes', id, h);
    const e = (path: PathSegment[], message: string, key = false): void => inEntry('heroes', id, path, message, key);
    let rings = 0;
    (h.items ?? []).forEach((it, i) => {
      if (!ref('items', it, (m) => e(['items', i], m))) return;
      const kind = content.items[it]!.kind;
      if (kind === 'ammo') e(['items', i], `'${it}' is ammunition: list it under ammo with a count`);
      if (kind === 'ring' || kind === 'amulet') {
        rings++;
        if (rings === 2) e(['items', i], `${h.name} may carry only one ring or amulet (AHQ-E10)`);
      }
    });
    if (!h.magicUser) {
      if (h.componentChoices !== undefined) e(['componentChoices'], 'only magic users choose Spell Components: set magicUser: true or remove it (AHQ-C37)', true);
      if (h.spells?.length) e(['spells'], 'only magic users have a Spell Book: set magicUser: true or remove the spells (AHQ-C36)', true);
    }
  }

  for (const [id, mo] of Object.entries(content.monsters)) {
    carried('monsters', id, mo);
    const e = (path: PathSegment[], message: string, key = false): void => inEntry('monsters', id, path, message, key);
    for (const c of Object.keys(mo.components ?? {})) ref('components', c, (m) => e(['components', c], m, true));
    if (mo.disguise) {
      if (mo.disguise === id) e(['disguise'], 'a monster cannot disguise itself as its own type');
      else ref('monsters', mo.disguise, (m) => e(['disguise'], m));
    }
    if (mo.role === 'sorcerer' && !(mo.spells ?? []).length) e(['role'], 'a sorcerer needs spells', true);
    if (mo.components && !(mo.spells ?? []).length) e(['components'], 'carries Spell Components but knows no spells', true);
    (mo.spells ?? []).forEach((sid, i) => {
      const sp = content.spells[sid];
      if (!sp) return;
      const need: Record<string, number> = {};
      for (const c of sp.components) need[c] = (need[c] ?? 0) + 1;
      const short = Object.entries(need).filter(([c, n]) => (mo.components?.[c] ?? 0) < n);
      if (short.length) e(['spells', i], `can never cast '${sid}': it needs ${short.map(([c, n]) => `${n} ${c}`).join(', ')} in components (AHQ-C36)`);
    });
  }

  // Dice tables and quests (dungeon generation).
  errors.push(...checkTables(merged));
  // Card decks (the guilds deck-driven generator).
  errors.push(...checkDecks(merged));
  // Dungeon Counter tables (ahq, DEC-30).
  errors.push(...checkCounters(merged));
  // Campaigns (docs/campaign.md).
  errors.push(...checkCampaigns(merged));
  // aof-quest's kinds.
  if (content.aof) errors.push(...checkAof(merged));

  return errors;
}
