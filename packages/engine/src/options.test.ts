// Every house rule of every ruleset is shown by its name and description, in English and Italian,
// never by its id; a choice among values names each value in both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULESETS } from './game.ts';

test('every option of every ruleset has a name and a description in English and Italian, and each choice its names', () => {
  const all = Object.values(RULESETS).flatMap((r) => r.options.map((o) => ({ r: r.id, o })));
  assert.ok(all.length >= 2, 'the guilds options at least');
  for (const { r, o } of all) {
    const where = `${r} option ${o.id}`;
    for (const words of [o.name, o.description]) {
      assert.ok(words.en.trim() && words.it.trim(), `${where}: a name and a description in both languages`);
      assert.notEqual(words.it, words.en, `${where}: '${words.en}' is not translated`);
      assert.ok(!words.en.includes(o.id) && !words.it.includes(o.id), `${where}: words naming the id`);
    }
    for (const c of o.choices ?? []) {
      const n = o.choiceNames?.[c];
      assert.ok(n?.en && n.it, `${where}: choice '${c}' has no name in English and Italian`);
    }
  }
});
