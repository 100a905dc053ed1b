// Card decks for the guilds deck-driven generator (GLD-R01..R03, K01, K02, T02, X08): the
// guilds-core decks load, and broken decks get errors naming file, line, column and field.
import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { formatContentError, loadDefaultContent, validatePackDir } from './index.ts';
import { tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

describe('guilds-core decks', () => {
  it('GLD-R01 GLD-R03 GLD-K01 one file per deck: Room cards, Objective cards, Dungeon, Wandering Monster and Treasure cards, a quest map', async () => {
    const c = await loadDefaultContent('guilds');
    const kinds = Object.fromEntries(Object.values(c.decks).map((d) => [d.id, d.kind]));
    assert.deepEqual(kinds, { 'crypt-map': 'map', dungeon: 'dungeon', objectives: 'objectives', rooms: 'rooms', treasure: 'treasure', wandering: 'wandering' });
    const rooms = c.decks.rooms!;
    assert.ok(rooms.kind === 'rooms' && rooms.cards.some((r) => r.kind === 'room') && rooms.cards.some((r) => r.kind === 'corridor'));
    const dungeon = c.decks.dungeon!;
    assert.ok(dungeon.kind === 'dungeon');
    assert.deepEqual([...new Set(dungeon.cards.map((d) => d.effect.type))].sort(), ['ambush', 'cave-in', 'lose-gold', 'wounds']);
    // The ruleset's own monsters only.
    const wandering = c.decks.wandering!;
    assert.ok(wandering.kind === 'wandering');
    for (const w of wandering.cards) for (const m of w.monsters) assert.ok(c.monsters[m.type], m.type);
  });
});

describe('broken decks', async () => {
  const pack = await writePack(root, 'bad-decks', {
    'pack.yaml': 'id: bad-decks\nname: Bad decks\nextends: [guilds-core]\n',
    // Line 6: a monster that does not exist; line 7: a corridor with three doors.
    'decks/odd-rooms.yaml': `id: odd-rooms
name: Odd rooms
kind: rooms
cards:
  - { id: a, name: A, kind: room, size: [3, 3], doors: 1 }
  - { id: b, name: B, kind: room, size: [3, 3], doors: 1, monsters: [{ type: gobblin }] }
  - { id: c, name: C, kind: corridor, size: [2, 6], doors: 3 }
  - { id: a, name: A again, kind: room, size: [2, 2], doors: 0 }
`,
    // Line 5: a map card not in its deck.
    'decks/odd-map.yaml': 'id: odd-map\nname: Odd map\nkind: map\nrooms: odd-rooms\norder: [a, zz]\n',
    // Line 3: a kind no deck has.
    'decks/odd-kind.yaml': 'id: odd-kind\nname: Odd kind\nkind: heroic\ncards: [{ id: x, name: X }]\n',
    // An ambush of unknown monsters (line 5), a treasure of an unknown item (in treasure deck).
    'decks/odd-events.yaml': `id: odd-events
name: Odd events
kind: dungeon
cards:
  - { id: ambush, name: Ambush, effect: { type: ambush, monsters: [{ type: trolll }] } }
`,
    // Line 1 of the cards: a wounds card without its dice.
    'decks/odd-darts.yaml': 'id: odd-darts\nname: Odd darts\nkind: dungeon\ncards:\n  - { id: darts, name: Darts, effect: { type: wounds, who: one } }\n',
  });
  const errors = await validatePackDir(pack);
  const find = (file: string, field: string, message: RegExp) => {
    const e = errors.find((x) => x.file === path.join(pack, file) && x.field === field && message.test(x.message));
    assert.ok(e, `no error at ${file} ${field} ~ ${message} in:\n${errors.map(formatContentError).join('\n')}`);
    return e;
  };

  it('names file, line, column and field for a monster that does not exist', () => {
    const e = find('decks/odd-rooms.yaml', 'decks.odd-rooms.cards[1].monsters[0].type', /no monster 'gobblin'.*did you mean 'goblin'/);
    assert.equal(e.line, 6);
    assert.match(formatContentError(e), /odd-rooms\.yaml:6:\d+: decks\.odd-rooms\.cards\[1\]\.monsters\[0\]\.type: /);
  });
  it('GLD-D01 refuses a corridor with more doors than side walls, and two cards with one id', () => {
    assert.equal(find('decks/odd-rooms.yaml', 'decks.odd-rooms.cards[2].doors', /GLD-D01/).line, 7);
    assert.equal(find('decks/odd-rooms.yaml', 'decks.odd-rooms.cards[3].id', /two cards/).line, 8);
  });
  it('GLD-R01 a quest map lays out cards of its rooms deck', () => {
    assert.equal(find('decks/odd-map.yaml', 'decks.odd-map.order[1]', /no Room card 'zz'/).line, 5);
  });
  it('GLD-K02 an ambush names monsters of the packs; a wounds card says how many dice', () => {
    assert.equal(find('decks/odd-events.yaml', 'decks.odd-events.cards[0].effect.monsters[0].type', /no monster 'trolll'/).line, 5);
    assert.ok(errors.some((x) => x.file === path.join(pack, 'decks/odd-darts.yaml') && x.line === 5 && /dice/.test(x.message)));
  });
  it('refuses a deck kind the generator does not know', () => {
    assert.ok(errors.some((x) => x.file === path.join(pack, 'decks/odd-kind.yaml') && x.line === 3), errors.map(formatContentError).join('\n'));
  });
});
