// Names in every language a pack is written in: the default packs give each name in English and
// Italian, and a pack that lists its languages is told, file, line and field, of a name missing one.
import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadDefaultContent, validatePackDir } from './index.ts';
import { ORC_PROFILE, tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

describe('names in English and Italian', () => {
  it('every name of ahq-core and guilds-core, cards and table rows included, is given in English and Italian, and they differ somewhere', async () => {
    for (const ruleset of ['ahq', 'guilds'] as const) {
      const c = await loadDefaultContent(ruleset);
      const groups = [c.heroes, c.monsters, c.weapons, c.armour, c.items, c.spells, c.components, c.traps, c.furnishings ?? {}, c.quests, c.heroicCards] as Record<string, { name: string; names?: Record<string, string> }>[];
      const all = groups.flatMap((g) => Object.values(g));
      for (const deck of Object.values(c.decks)) all.push(...((('cards' in deck ? deck.cards : []) ?? []) as { name: string; names?: Record<string, string> }[]).filter((x) => typeof x.name === 'string'));
      assert.ok(all.length > 20, `${ruleset}: ${all.length} names`);
      for (const e of all) {
        assert.equal(e.names?.en, e.name, `${ruleset} ${e.name}: the English name is the name`);
        assert.ok(e.names?.it, `${ruleset} ${e.name} has no Italian name`);
      }
      assert.ok(all.filter((e) => e.names!.it !== e.names!.en).length > all.length / 2, `${ruleset}: most names are translated`);
    }
  });

  it('a pack that lists its languages is told of a name missing one, with file, line and field; a third language is welcome', async () => {
    const dir = await writePack(root, 'half', {
      'pack.yaml': 'id: half\nname: Half\nlanguages: [en, it]\nextends: [ahq-core]\n',
      'monsters/hobgoblin.yaml': `id: hobgoblin\nname: Hobgoblin\n${ORC_PROFILE}weapons: [short-sword]\ngold: 5\n`,
      'weapons/stick.yaml': 'id: stick\nname: { en: Stick, fr: Bâton }\nkind: hand\ndamage: 1\n',
      'weapons/club2.yaml': 'id: club2\nname: { en: Club, it: Clava, de: Keule }\nkind: hand\ndamage: 1\n',
    });
    const errors = await validatePackDir(dir);
    const at = (file: string, field: string) => errors.find((e) => e.file === path.join(dir, file) && e.field === field);
    const plain = at('monsters/hobgoblin.yaml', 'monsters.hobgoblin.name');
    assert.ok(plain, errors.map((e) => `${e.file} ${e.field} ${e.message}`).join('\n'));
    assert.equal(plain.line, 2);
    assert.match(plain.message, /the Italian name is missing: write \{ en: Hobgoblin, it: … \}/);
    const half = at('weapons/stick.yaml', 'weapons.stick.name');
    assert.ok(half);
    assert.match(half.message, /Italian name is missing/);
    assert.equal(errors.filter((e) => e.file.endsWith('club2.yaml')).length, 0, 'a third language is allowed');
    assert.equal(errors.length, 2, errors.map((e) => e.message).join('\n'));
  });

  it('every Italian name of ahq-core and guilds-core gives its gender (and number), for the log\'s articles', async () => {
    for (const ruleset of ['ahq', 'guilds'] as const) {
      const c = await loadDefaultContent(ruleset);
      type Entry = { name: string; names?: Record<string, string>; grammar?: Record<string, { gender: string; plural?: boolean; article?: string }> };
      const groups = [c.heroes, c.monsters, c.weapons, c.armour, c.items, c.spells, c.components, c.traps, c.furnishings ?? {}, c.quests, c.heroicCards] as Record<string, Entry>[];
      const all = groups.flatMap((g) => Object.values(g));
      for (const deck of Object.values(c.decks)) all.push(...((('cards' in deck ? deck.cards : []) ?? []) as Entry[]).filter((x) => typeof x.name === 'string'));
      for (const e of all) assert.ok(e.grammar?.it && ['m', 'f'].includes(e.grammar.it.gender), `${ruleset} ${e.name} (${e.names?.it}) gives no gender for its Italian name`);
      const it = (id: string) => (Object.values(c.weapons).find((w) => w.id === id) as Entry | undefined)?.grammar?.it;
      if (ruleset === 'ahq') assert.deepEqual(it('two-handed-sword'), { gender: 'm' });
    }
  });

  it('an Italian article that does not agree with the gender and number given is told with file, line and field; the name alone still loads', async () => {
    const dir = await writePack(root, 'articles', {
      'pack.yaml': 'id: articles\nname: Articles\nlanguages: [en, it]\nextends: [ahq-core]\n',
      'weapons/stick.yaml': 'id: stick\nname: { en: Stick, it: { name: Bastone, gender: m, article: la } }\nkind: hand\ndamage: 1\n',
      'weapons/rod.yaml': 'id: rod\nname: { en: Rod, it: { name: Verga, gender: x } }\nkind: hand\ndamage: 1\n',
      'weapons/club2.yaml': 'id: club2\nname: { en: Club, it: Clava }\nkind: hand\ndamage: 1\n',
    });
    const errors = await validatePackDir(dir);
    const stick = errors.find((e) => e.file === path.join(dir, 'weapons/stick.yaml'));
    assert.ok(stick, errors.map((e) => `${e.file} ${e.field} ${e.message}`).join('\n'));
    assert.equal(stick.field, 'weapons.stick.name.it.article');
    assert.equal(stick.line, 2);
    assert.match(stick.message, /the article 'la' does not go with a masculine singular name: use 'il' or 'lo' or 'l''/);
    const rod = errors.find((e) => e.file === path.join(dir, 'weapons/rod.yaml'));
    assert.ok(rod, 'a gender other than m or f is refused');
    assert.match(rod.field, /weapons\.rod\.name/);
    assert.equal(errors.filter((e) => e.file.endsWith('club2.yaml')).length, 0, 'a name without its grammar is allowed');
    assert.equal(errors.length, 2, errors.map((e) => e.message).join('\n'));
  });

  it('a pack that lists no languages may name things in one (a plain text is the name in every language)', async () => {
    const dir = await writePack(root, 'plain', {
      'pack.yaml': 'id: plain\nname: Plain\nextends: [ahq-core]\n',
      'monsters/hobgoblin.yaml': `id: hobgoblin\nname: Hobgoblin\n${ORC_PROFILE}weapons: [short-sword]\ngold: 5\n`,
    });
    assert.deepEqual(await validatePackDir(dir), []);
  });
});
