// Dungeon Counter tables (AHQ-E28, DEC-30): the default table of ahq-core, and broken ones named by
// file, line and field.
import { after, describe, it } from 'node:test';
import { rm } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { formatContentError, loadDefaultContent, validatePackDir } from './index.ts';
import { tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

describe('Dungeon Counter tables', () => {
  it('ahq-core gives at least three effects of every kind, in English and Italian, and its standard quest spends on them', async () => {
    const ahq = await loadDefaultContent('ahq');
    const table = ahq.counterTables?.['dungeon-counters'];
    assert.ok(table);
    assert.ok(table.entries.length >= 3);
    assert.deepEqual(new Set(table.entries.map((e) => e.effect.kind)), new Set(['trap', 'wandering', 'reinforcements']));
    assert.deepEqual(new Set(table.entries.map((e) => e.moment)), new Set(['exploration', 'combat']));
    for (const e of table.entries) {
      assert.ok(e.name.en && e.name.it && e.text?.en && e.text.it, e.id);
      assert.ok(e.cost >= 1, e.id);
    }
    assert.equal(ahq.quests.standard!.counters, 'dungeon-counters');
    // The Warren extends the standard quest and keeps its counters.
    assert.equal(ahq.quests['the-warren']!.counters, undefined);
    const guilds = await loadDefaultContent('guilds');
    assert.deepEqual(guilds.counterTables ?? {}, {});
  });

  it('an effect given two ways or none, a missing trap, table, monster or quest table, a table that can give nothing: file, line, column and field', async () => {
    const pack = await writePack(root, 'bad-counters', {
      'pack.yaml': 'id: bad-counters\nname: Bad counters\nextends: [ahq-core]\n',
      'tables/maybe-rats.yaml': 'id: maybe-rats\nname: Maybe rats\ndice: d6\nrows:\n  - { roll: 1-3, monsters: [{ type: giant-rat, count: 2 }] }\n  - { roll: 4-6, text: Nothing }\n',
      'quests/deep.yaml': 'id: deep\nname: Deep\nextends: standard\ncounters: dungeon-countres\n',
      'counters/cruel.yaml': `id: cruel
name: Cruel counters
entries:
  - id: pit
    name: { en: Pit, it: Fossa }
    cost: 1
    moment: exploration
    effect: { kind: trap, trap: pitt }
  - id: both
    name: { en: Both, it: Entrambi }
    cost: 1
    moment: exploration
    effect: { kind: trap, trap: pit, table: room-trap }
  - id: rats
    name: { en: Rats, it: Ratti }
    cost: 2
    moment: combat
    effect: { kind: reinforcements, table: maybe-rats }
  - id: nobody
    name: { en: Nobody, it: Nessuno }
    cost: 2
    moment: exploration
    effect: { kind: wandering }
  - id: orks
    name: { en: Orks, it: Orchi }
    cost: 2
    moment: combat
    effect: { kind: reinforcements, monsters: [{ type: ork }] }
  - id: pit
    name: { en: Pit again, it: Ancora una fossa }
    cost: 1
    moment: exploration
    effect: { kind: trap, trap: pit }
`,
      'counters/sloppy.yaml': `id: sloppy
name: Sloppy counters
entries:
  - id: pit
    name: { en: Pit again }
    cost: 0
    moment: later
    effect: { kind: trap, trap: pit }
`,
    });
    const errors = (await validatePackDir(pack)).map(formatContentError);
    const has = (re: RegExp) => assert.ok(errors.some((e) => re.test(e)), `${re}\n${errors.join('\n')}`);
    has(/cruel\.yaml:8:\d+: counterTables\.cruel\.entries\[0\]\.effect\.trap: no trap 'pitt' in the loaded packs \(did you mean 'pit'\?\)/);
    has(/cruel\.yaml:13:\d+: .*entries\[1\]\.effect\.trap: give trap or table, not both/);
    has(/cruel\.yaml:18:\d+: .*entries\[2\]\.effect\.table: table 'maybe-rats' has a row .*roll 4-6.* gives no monsters/);
    has(/cruel\.yaml:23:\d+: .*entries\[3\]\.effect: a wandering effect needs monsters/);
    has(/cruel\.yaml:28:\d+: .*entries\[4\]\.effect\.monsters\[0\]\.type: no monster 'ork'.*did you mean 'orc'/);
    has(/cruel\.yaml:29:\d+: .*entries\[5\]\.id: two entries of the table have the id 'pit'/);
    has(/sloppy\.yaml:5:\d+: counterTables\.sloppy\.entries\[0\]\.name: the Italian name is missing/);
    has(/sloppy\.yaml:6:\d+: .*entries\[0\]\.cost: must be from 1 to 20/);
    has(/sloppy\.yaml:7:\d+: .*entries\[0\]\.moment: must be one of 'exploration', 'combat'/);
    has(/deep\.yaml:4:\d+: quests\.deep\.counters: no Dungeon Counter table 'dungeon-countres'.*did you mean 'dungeon-counters'/);
  });
});
