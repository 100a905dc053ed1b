// Dice tables and quests: broken ones get errors naming file, line and table.
import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { formatContentError, loadDefaultContent, validatePackDir } from './index.ts';
import type { ContentError } from './index.ts';
import { tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

const pack = await writePack(root, 'bad-tables', {
  'pack.yaml': 'id: bad-tables\nname: Bad tables\nextends: [ahq-core]\n',
  // Line 5: the rows leave 7-9 uncovered and cover 5 twice.
  'tables/gappy.yaml': `id: gappy
name: Gappy
dice: d12
rows:
  - { roll: 1-5, sections: 1 }
  - { roll: 5-6, sections: 2 }
  - { roll: 10-12, sections: 3 }
`,
  // Line 6: rolls on a table that does not exist.
  'tables/dangling.yaml': `id: dangling
name: Dangling
dice: d6
rows:
  - { roll: 1-5 }
  - { roll: 6, table: wandering-monstres }
`,
  // ping → pong → ping.
  'tables/ping.yaml': 'id: ping\nname: Ping\ndice: d6\nrows:\n  - { roll: 1-6, table: pong }\n',
  'tables/pong.yaml': 'id: pong\nname: Pong\ndice: d6\nrows:\n  - { roll: 1-3 }\n  - { roll: 4-6, tables: [ping] }\n',
  // A passage-end table whose row 2 (line 6) gives no end; a monster that does not exist (line 7).
  'tables/endless.yaml': `id: endless
name: Endless
dice: d6
rows:
  - { roll: 1-3, end: dead-end }
  - { roll: 4-5, text: oops }
  - { roll: 6, end: t-junction, monsters: [{ type: dragon }] }
`,
  'quests/broken.yaml': `id: broken
name: Broken
extends: standard
tables:
  passageEnd: endless
  passageLength: gappy
  roomType:
    dice: d6
    rows:
      - { roll: 1-4, room: normal }
`,
  'quests/lonely.yaml': 'id: lonely\nname: Lonely\ntables:\n  passageLength: passage-length\n',
  'quests/loop-a.yaml': 'id: loop-a\nname: Loop A\nextends: loop-b\n',
  'quests/loop-b.yaml': 'id: loop-b\nname: Loop B\nextends: loop-a\n',
});

const errors = await validatePackDir(pack);

function find(file: string, field: string, message: RegExp): ContentError {
  const e = errors.find((x) => x.file === path.join(pack, file) && x.field === field && message.test(x.message));
  assert.ok(e, `no error at ${file} ${field} ~ ${message} in:\n${errors.map(formatContentError).join('\n')}`);
  return e;
}

describe('tables and quests: broken ones name file, line and table', () => {
  it('a table that does not cover every roll of its dice names file, line and table', () => {
    const gap = find('tables/gappy.yaml', 'tables.gappy.rows', /table 'gappy': no row covers 7-9 of d12 \(1-12\)/);
    assert.equal(gap.line, 5);
    const twice = find('tables/gappy.yaml', 'tables.gappy.rows', /table 'gappy': rows 1 and 2 both cover 5/);
    assert.equal(twice.line, 5);
    assert.match(formatContentError(gap), /gappy\.yaml:5:3: tables\.gappy\.rows: table 'gappy': no row covers 7-9/);
  });

  it('a reference to a table that does not exist names file, line and table, with a suggestion', () => {
    const e = find('tables/dangling.yaml', 'tables.dangling.rows[1].table', /no table 'wandering-monstres'.*did you mean 'wandering-monsters'/);
    assert.equal(e.line, 6);
  });

  it('a table that recurses names the loop', () => {
    const e = find('tables/pong.yaml', 'tables.pong.rows[1]', /table 'pong' recurses: ping → pong → ping/);
    assert.equal(e.line, 6);
  });

  it('a table used for a role must give what the role needs on every row', () => {
    const e = find('tables/endless.yaml', 'tables.endless.rows[1]', /table 'endless' is used for passageEnd, but this row gives no 'end'/);
    assert.equal(e.line, 6);
    find('tables/endless.yaml', 'tables.endless.rows[2].monsters[0].type', /no monster 'dragon'/);
  });

  it('a table written inside a quest is checked where it is written', () => {
    const e = find('quests/broken.yaml', 'quests.broken.tables.roomType.rows', /table 'broken.roomType': no row covers 5-6 of d6/);
    assert.equal(e.line, 10);
  });

  it('a quest must give every role, itself or through the quest it extends; extends must exist and not loop', () => {
    find('quests/lonely.yaml', 'quests.lonely.tables', /no passageEnd table, here or in the quests it extends/);
    find('quests/lonely.yaml', 'quests.lonely.tables', /no roomSize table for normal, hazard, lair, quest rooms/);
    find('quests/loop-a.yaml', 'quests.loop-a.extends', /extends cycle: loop-a → loop-b → loop-a/);
    // The broken quest extends standard, so it lacks no role.
    assert.ok(!errors.some((e) => e.field === 'quests.broken.tables' && /no \w+ table/.test(e.message)));
  });

  it('every error prints as file:line:column: field: message', () => {
    for (const e of errors) assert.match(formatContentError(e), /^\S+:\d+:\d+: [\w.[\]-]+: /);
  });
});

describe('the default tables and quests', () => {
  it('ahq-core holds the standard quest and the-warren, which overrides only two of its tables', async () => {
    const content = await loadDefaultContent('ahq');
    assert.ok(content.quests.standard);
    const warren = content.quests['the-warren']!;
    assert.equal(warren.extends, 'standard');
    assert.deepEqual(Object.keys(warren.tables ?? {}).sort(), ['passageEnd', 'roomType']);
    assert.equal(typeof warren.tables!.roomType, 'object');
    assert.equal(warren.tables!.passageEnd, 'warren-passage-end');
  });

  it('DEC-13 the default table behind a room door gives a passage on even rolls and a room on odd ones', async () => {
    const content = await loadDefaultContent('ahq');
    const t = content.tables['behind-room-door']!;
    assert.equal(t.dice, 'd12');
    for (const row of t.rows) assert.equal(row.leadsTo, Number(row.roll) % 2 === 0 ? 'passage' : 'room', `roll ${row.roll}`);
  });
});
