// Furnishings: the default pieces of both packs, and broken ones named by file, line and field.
import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { formatContentError, loadDefaultContent, validatePackDir } from './index.ts';
import { tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

describe('furnishings', () => {
  it('ahq-core and guilds-core give the same room furniture, each with a size and an icon', async () => {
    const ahq = await loadDefaultContent('ahq');
    const guilds = await loadDefaultContent('guilds');
    const ids = Object.keys(ahq.furnishings ?? {}).sort();
    assert.deepEqual(ids, ['altar', 'barrels', 'bed', 'bookcase', 'fireplace', 'round-table', 'sarcophagus', 'statue', 'table', 'throne', 'weapons-rack']);
    assert.deepEqual(guilds.furnishings, ahq.furnishings);
    assert.deepEqual(ahq.furnishings!['round-table'], { id: 'round-table', name: 'Round table', names: { en: 'Round table', it: 'Tavola rotonda' }, grammar: { it: { gender: 'f' } }, size: [2, 2], icon: 'round-table' });
    assert.deepEqual(ahq.furnishings!.bed!.size, [1, 2]);
  });

  it('every default room contents table of ahq-core furnishes the rooms, and Room cards of guilds-core name pieces that exist', async () => {
    const ahq = await loadDefaultContent('ahq');
    const named = new Set<string>();
    const walk = (id: string, seen: Set<string>) => {
      const t = ahq.tables[id];
      if (!t || seen.has(id)) return;
      seen.add(id);
      for (const r of t.rows) {
        for (const f of r.furnishings ?? []) named.add(f);
        for (const next of [...(r.table ? [r.table] : []), ...(r.tables ?? [])]) walk(next, seen);
      }
    };
    for (const id of ['normal-room', 'hazard-room', 'lair', 'quest-room']) walk(id, new Set());
    assert.ok(named.size >= 8, `the room tables name ${[...named].join(', ')}`);
    for (const f of named) assert.ok(ahq.furnishings![f], f);
    const guilds = await loadDefaultContent('guilds');
    const rooms = guilds.decks.rooms!;
    assert.equal(rooms.kind, 'rooms');
    const cards = rooms.kind === 'rooms' ? rooms.cards : [];
    assert.ok(cards.some((c) => (c.furnishings ?? []).length > 0));
    for (const c of cards) for (const f of c.furnishings ?? []) assert.ok(guilds.furnishings![f], `${c.id}: ${f}`);
  });

  it('a furnishing of no size, a table row or a Room card naming a piece that does not exist: file, line, column and field', async () => {
    const ahqPack = await writePack(root, 'bad-ahq-furniture', {
      'pack.yaml': 'id: bad-ahq-furniture\nname: Bad furniture\nextends: [ahq-core]\n',
      'furnishings/wardrobe.yaml': 'id: wardrobe\nname: Wardrobe\nsize: [2, 0]\nicon: wardrobe\n',
      'tables/junk-room.yaml': 'id: junk-room\nname: Junk\ndice: d6\nrows:\n  - { roll: 1-5 }\n  - { roll: 6, furnishings: [tabel] }\n',
    });
    const ahqErrors = (await validatePackDir(ahqPack)).map(formatContentError);
    assert.ok(ahqErrors.some((e) => /wardrobe\.yaml:3:\d+: .*size/.test(e)), ahqErrors.join('\n'));
    assert.ok(ahqErrors.some((e) => /junk-room\.yaml:6:\d+: .*furnishings\[0\].*no furnishing 'tabel'/.test(e)), ahqErrors.join('\n'));

    const guildsPack = await writePack(root, 'bad-guilds-furniture', {
      'pack.yaml': 'id: bad-guilds-furniture\nname: Bad furniture\nextends: [guilds-core]\n',
      'decks/cells.yaml': `id: cells
name: Cells
kind: rooms
cards:
  - { id: cell, name: Cell, kind: room, size: [3, 3], doors: 1, furnishings: [bedd] }
  - { id: hall, name: Hall, kind: corridor, size: [2, 6], doors: 0, furnishings: [table] }
`,
    });
    const guildsErrors = (await validatePackDir(guildsPack)).map(formatContentError);
    assert.ok(guildsErrors.some((e) => /cells\.yaml:5:\d+: .*no furnishing 'bedd'.*did you mean 'bed'/.test(e)), guildsErrors.join('\n'));
    assert.ok(guildsErrors.some((e) => /cells\.yaml:6:\d+: .*furnishings stand in rooms, not corridors/.test(e)), guildsErrors.join('\n'));
  });
});
