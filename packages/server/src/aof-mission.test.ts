import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ContentLoadError, loadDefaultContent } from '@delve/content';
import { missionProblems } from '@delve/engine';
import { readCreateGame } from '@delve/protocol';
import { aofListing, aofRulesetListing, MissionRequestError, resolveMission } from './aof-mission.ts';

const aof = (await loadDefaultContent('aof-quest')).aof!;

test('DEC-27 the aof-quest listing: classes, mission types by objective, difficulties easiest first, the missions of the pack', () => {
  const l = aofListing(aof);
  assert.ok(l.classes.length >= 6);
  assert.deepEqual(l.missionTypes.map((t) => t.objective).sort(), ['escape', 'retrieve', 'slay', 'waves']);
  assert.deepEqual(l.difficulties.map((d) => d.id), ['easy', 'normal', 'hard', 'heroic']);
  assert.ok(l.missions.some((m) => m.id === 'wolves-at-the-mill' && m.size === 24));
  assert.equal(l.classes.find((c) => c.id === 'knight')!.name.it, 'Cavaliere');
  const r = aofRulesetListing(['aof-core'], aof);
  assert.equal(r.generator, 'missions');
  assert.equal(r.party.length, 4);
});

test('DEC-27 AOF-P01 the mission of a new game: rolled with the seed the server draws, from the pack, or a file checked as delve validate does', () => {
  const rolled = resolveMission({ generate: { type: 'escape', size: 24, difficulty: 'hard' } }, aof, 77, 3);
  assert.deepEqual(missionProblems(rolled, aof), []);
  assert.equal(rolled.battlefield.size, 24);
  assert.deepEqual(resolveMission({ generate: { type: 'escape', size: 24, difficulty: 'hard' } }, aof, 77, 3), rolled);
  assert.equal(resolveMission({ mission: 'the-goblin-pass' }, aof, 1, 4).id, 'the-goblin-pass');
  assert.throws(() => resolveMission({ mission: 'nope' }, aof, 1, 4), (e: unknown) => e instanceof MissionRequestError && /^aof\.mission\.mission: no mission 'nope'/.test(e.message));
  assert.throws(() => resolveMission({ generate: { type: 'rescue', size: 48, difficulty: 'hard' } }, aof, 1, 4), (e: unknown) => e instanceof MissionRequestError && e.message.startsWith("aof.mission.generate.type: no mission type 'rescue'"));
  // A file with the heroes' zone on a rock and a goal walled in: refused, naming file, line, field.
  const text = `id: walled
name: { en: Walled, it: Murato }
type: slay-villain
briefing: { en: Go., it: Via. }
battlefield:
  size: 24
  terrain:
${Array.from({ length: 16 }, (_, i) => `    - { kind: cover, at: [${i}, 20], size: [1, 1], height: 0 }`).join('\n')}
    - { kind: blocker, at: [8, 8], size: [5, 1], height: 4 }
    - { kind: blocker, at: [8, 12], size: [5, 1], height: 4 }
    - { kind: blocker, at: [8, 9], size: [1, 3], height: 4 }
    - { kind: blocker, at: [12, 9], size: [1, 3], height: 4 }
    - { kind: blocker, at: [0, 22], size: [1, 1], height: 2 }
zones:
  - { id: start, at: [0, 22], size: [2, 2] }
  - { id: north, at: [0, 0], size: [24, 2] }
heroZone: start
aiGoals:
  - { id: altar, at: [10, 10] }
waves:
  - { id: w, round: 1, zone: north, units: [{ id: boss, unit: orc-warlord }] }
objectives:
  - { id: boss, name: { en: Boss, it: Capo }, kind: slay, unit: boss }
victory:
  - { kind: objectives, objectives: [boss] }
defeat:
  - { kind: heroes-down }
rounds: 8
`;
  const req = { ruleset: 'aof-quest', aof: { mission: { file: { name: 'walled.yaml', text } }, heroes: [{ class: 'knight', seat: 'p1', id: 'k' }, { class: 'rogue', seat: 'p2', id: 'r' }] } };
  assert.equal(readCreateGame(req).ok, true, 'the outer shape is fine: the content finds the rest');
  assert.throws(() => resolveMission(req.aof.mission, aof, 1, 2), (e: unknown) => {
    assert.ok(e instanceof ContentLoadError);
    const fields = e.errors.map((x) => `${x.file}:${x.line} ${x.field}`);
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    for (const [needle, field] of [['heroZone: start', 'heroZone'], ['{ id: start', 'zones[0]'], ['{ id: altar', 'aiGoals[0].at']]) {
      assert.ok(fields.includes(`walled.yaml:${line(needle!)} ${field}`), fields.join('\n'));
    }
    assert.match(e.message, /walled\.yaml:\d+:\d+: heroZone: zone 'start' has room for 3 heroes, and a party may have 4 \(AOF-P01\)/);
    return true;
  });
});
