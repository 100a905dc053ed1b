import { after, describe, it } from 'node:test';
import { rm, writeFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ContentLoadError, formatContentError, loadContent, loadMissionFile, validatePackDir } from './index.ts';
import { BUILTIN_PACKS_DIR } from './resolve.ts';
import type { ContentError } from './index.ts';
import { tempRoot, writePack } from './test-pack.ts';

const root = await tempRoot();
after(() => rm(root, { recursive: true, force: true }));

const MANIFEST = 'id: broken-aof\nname: Broken\nruleset: aof-quest\nextends: [aof-core]\n';

/** 1-based line of the first line holding `needle`, and the column where it starts. */
function where(text: string, needle: string): [number, number] {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes(needle));
  assert.ok(i >= 0, needle);
  return [i + 1, lines[i]!.indexOf(needle) + 1];
}

function find(errors: ContentError[], file: string, field: string): ContentError {
  const e = errors.find((x) => x.file === file && x.field === field);
  assert.ok(e, `no error at ${file} ${field} in:\n${errors.map((x) => formatContentError(x)).join('\n')}`);
  return e;
}

// A unit whose file fails its schema: a name with no Italian half, a misspelt special rule.
const orcBoss = `id: orc-boss
name: { en: Orc Boss }
faction: greenskins
models: 1
quality: 3
defense: 3
toughness: 6
weapons: [great-cleaver]
rules: { fearles: true }
aiGroup: brutes
threat: 50
`;
// A unit that passes its schema but names what does not exist or does not belong.
const orcBrute = `id: orc-brute
name: { en: Orc Brute, it: Bruto orco }
faction: greenskin
models: 2
quality: 4
defense: 4
toughness: 2
weapons: [cleaver, clever]
rules: { furious: true, blast: 3 }
aiGroup: brutes
threat: 40
`;
const hexSword = 'id: hex-sword\nname: Hex Sword\nattacks: 2\n';

/** A 48×48 mission with `pieces` 1×1 terrain pieces after those given. */
function mission(id: string, extra: string[], rest: string, pieces = 20): string {
  const filler = Array.from({ length: pieces }, (_, i) => `    - { kind: cover, at: [${2 * i + 2}, 20], size: [1, 1], height: 0 }`);
  return `id: ${id}
name: { en: Broken, it: Rotta }
type: slay-villain
briefing: { en: Broken., it: Rotta. }
battlefield:
  size: 48
  terrain:
${[...extra, ...filler].join('\n')}
${rest}`;
}
const badMission = mission('bad-mission', [
  '    - { kind: cover, at: [44, 30], size: [6, 2], height: 0 }',
  '    - { kind: blocker, at: [10, 45], size: [2, 2], height: 3, name: { en: Boulder, it: Masso } }',
], `zones:
  - { id: south, at: [4, 44], size: [40, 4] }
  - { id: north, at: [4, 0], size: [40, 4] }
heroZone: south
aiGoals:
  - { id: altar, at: [24, 13] }
waves:
  - id: first
    round: 1
    zone: north
    units:
      - { id: boss, unit: orc-warlord }
      - { unit: orc-warriorz }
objectives:
  - { id: slay, name: { en: Slay him, it: Uccidetelo }, kind: slay, unit: bos }
victory:
  - { kind: objectives, objectives: [slay] }
defeat:
  - { kind: heroes-down }
rounds: 8
`);
const smallMission = mission('small-mission', [], `zones:
  - { id: south, at: [4, 44], size: [40, 4] }
  - { id: north, at: [4, 0], size: [40, 4] }
heroZone: south
aiGoals:
  - { id: altar, at: [24, 13] }
waves:
  - { id: first, round: 1, zone: north, units: [{ unit: orc-warriors }] }
objectives:
  - { id: clear, name: { en: Clear, it: Ripulite }, kind: clear }
victory:
  - { kind: objectives, objectives: [clear] }
defeat:
  - { kind: heroes-down }
rounds: 8
`, 3);

const broken = await writePack(root, 'broken-aof', {
  'pack.yaml': MANIFEST,
  'units/orc-boss.yaml': orcBoss,
  'units/orc-brute.yaml': orcBrute,
  'weapons/hex-sword.yaml': hexSword,
  'missions/bad-mission.yaml': badMission,
  'missions/small-mission.yaml': smallMission,
});
const errors = await validatePackDir(broken);
const at = (rel: string) => path.join(broken, rel);

describe('errors in a broken aof-quest pack name file, line and field', () => {
  it('a name without its Italian half, or written as plain text', () => {
    const e = find(errors, at('units/orc-boss.yaml'), 'aof.units.orc-boss.name');
    assert.deepEqual([e.line, e.column], [2, 7]);
    assert.match(e.message, /the Italian name is missing: add 'it'/);
    const s = find(errors, at('weapons/hex-sword.yaml'), 'aof.weapons.hex-sword.name');
    assert.deepEqual([s.line, s.column], [2, 7]);
    assert.match(s.message, /the Italian name is missing: write \{ en: "Hex Sword", it: … \}/);
  });

  it('an unknown special rule, with the one meant', () => {
    const e = find(errors, at('units/orc-boss.yaml'), 'aof.units.orc-boss.rules.fearles');
    assert.deepEqual([e.line, e.column], [9, 10]);
    assert.match(e.message, /unknown field 'fearles' \(did you mean 'fearless'\?\)/);
  });

  it('a unit naming an unknown weapon or faction, and a weapon rule given to a model', () => {
    const w = find(errors, at('units/orc-brute.yaml'), 'aof.units.orc-brute.weapons[1]');
    assert.deepEqual([w.line, w.column], where(orcBrute, 'clever]'));
    assert.match(w.message, /no weapon 'clever' in the loaded packs \(did you mean 'cleaver'\?\)/);
    assert.match(find(errors, at('units/orc-brute.yaml'), 'aof.units.orc-brute.faction').message, /no faction 'greenskin'.*'greenskins'/);
    const b = find(errors, at('units/orc-brute.yaml'), 'aof.units.orc-brute.rules.blast');
    assert.deepEqual([b.line, b.column], where(orcBrute, 'blast'));
    assert.match(b.message, /Blast\(X\) \(AOF-X05\) is given to a weapon/);
  });

  it('a mission: a piece off the battlefield, a deployment zone on a blocker, an unknown unit, a slay of no unit', () => {
    const f = at('missions/bad-mission.yaml');
    const off = find(errors, f, 'aof.missions.bad-mission.battlefield.terrain[0]');
    assert.deepEqual([off.line, off.column], where(badMission, '{ kind: cover, at: [44, 30]'));
    assert.match(off.message, /reaches 49,31: off the 48×48 battlefield/);
    const zone = find(errors, f, 'aof.missions.bad-mission.zones[0]');
    assert.deepEqual([zone.line, zone.column], where(badMission, '{ id: south'));
    assert.match(zone.message, /deployment zone 'south' \(the heroes'\) covers 4 blocker squares of terrain\[1\] \(Boulder\), first at 10,45/);
    const unit = find(errors, f, 'aof.missions.bad-mission.waves[0].units[1].unit');
    assert.deepEqual([unit.line, unit.column], where(badMission, 'orc-warriorz'));
    assert.match(unit.message, /no unit type 'orc-warriorz' in the loaded packs \(did you mean 'orc-warriors'\?\)/);
    assert.match(find(errors, f, 'aof.missions.bad-mission.objectives[0].unit').message, /no unit 'bos' in this mission's waves or ambushes.*'boss'/);
  });

  it('a battlefield with too few pieces names the rule it breaks', () => {
    const e = find(errors, at('missions/small-mission.yaml'), 'aof.missions.small-mission.battlefield.terrain');
    assert.deepEqual([e.line, e.column], [8, 5]);
    assert.match(e.message, /needs at least 20 items \(AOF-P02\)/);
  });

  it('nothing else is reported, and loadContent throws them all as file:line:column: field: message', async () => {
    assert.equal(errors.length, 11, errors.map(formatContentError).join('\n'));
    await assert.rejects(loadContent([broken]), (err: unknown) => {
      assert.ok(err instanceof ContentLoadError);
      assert.ok(err.message.split('\n').every((l) => /^\S+:\d+:\d+: aof\.[\w.[\]-]+: /.test(l)), err.message);
      return true;
    });
  });
});

describe('aof-quest packs and the other packs', () => {
  it('a pack of the grid kinds cannot extend aof-core, and says what to write', async () => {
    const dir = await writePack(root, 'no-ruleset', { 'pack.yaml': 'id: no-ruleset\nname: No ruleset\nextends: [aof-core]\n', 'units/.keep': '' });
    const errs = await validatePackDir(dir);
    const e = find(errs, path.join(dir, 'pack.yaml'), 'pack.extends[0]');
    assert.deepEqual([e.line, e.column], [3, 11]);
    assert.match(e.message, /'aof-core' is a pack for aof-quest and this one for ahq and guilds: add ruleset: aof-quest/);
    assert.match(find(errs, path.join(dir, 'units'), '').message, /units\/ is an aof-quest folder: name the ruleset in pack\.yaml/);
  });

  it('an aof-quest pack has no grid tables and no grid folders', async () => {
    const dir = await writePack(root, 'mixed', {
      'pack.yaml': 'id: mixed\nname: Mixed\nruleset: aof-quest\nhitTable: { base: 7, min: 2, max: 10, alwaysHit: 10, fumble: 1 }\n',
      'monsters/orc.yaml': 'id: orc\n',
    });
    const errs = await validatePackDir(dir);
    assert.match(find(errs, path.join(dir, 'pack.yaml'), 'pack.hitTable').message, /hitTable is for ahq and guilds packs/);
    assert.match(find(errs, path.join(dir, 'monsters'), '').message, /unknown folder 'monster.*an ahq or guilds folder/);
    assert.equal(errs.length, 2, errs.map(formatContentError).join('\n'));
  });
});

describe('what else the aof-quest cross-check catches', () => {
  it('casters, targets, effects, items, and the generator\'s tables', async () => {
    const dir = await writePack(root, 'odd-aof', {
      'pack.yaml': 'id: odd-aof\nname: Odd\nruleset: aof-quest\nextends: [aof-core]\n',
      'units/mute-shaman.yaml': 'id: mute-shaman\nname: { en: Mute Shaman, it: Sciamano muto }\nfaction: greenskins\nmodels: 1\nquality: 5\ndefense: 5\ntoughness: 3\nweapons: [staff]\nrules: { caster: 2, fast: true, slow: true }\naiGroup: casters\nthreat: 20\n',
      'units/spell-thief.yaml': 'id: spell-thief\nname: { en: Spell Thief, it: Ladro di incantesimi }\nfaction: greenskins\nmodels: 1\nquality: 5\ndefense: 5\ntoughness: 3\nweapons: [staff]\nspells: [green-fire, drain-will]\naiGroup: casters\nthreat: 20\n',
      'spells/drain-will.yaml': 'id: drain-will\nname: { en: Drain Will, it: Prosciugare la volontà }\nvalue: 1\ntarget: self\nrange: 6\neffects:\n  - { kind: power, amount: 1 }\n  - { kind: buff, until: end-of-round }\n',
      'spells/kind-curse.yaml': 'id: kind-curse\nname: { en: Kind Curse, it: Maledizione gentile }\nvalue: 1\ntarget: friend\neffects:\n  - { kind: hits, hits: 2 }\n',
      'items/empty-horn.yaml': 'id: empty-horn\nname: { en: Empty Horn, it: Corno vuoto }\nkind: equipment\nrules: { limited: true, villain: true }\n',
      'mission-types/lopsided.yaml': 'id: lopsided\nname: { en: Lopsided, it: Sbilanciata }\nbriefing: { en: "{villain} waits.", it: "Aspetta." }\nobjective: waves\nrounds: 5\nwaves:\n  - { round: 1, share: 50 }\n  - { round: 6, share: 40 }\nsearchTokens: 2\naiGoals: 1\nheroZone: centre\nenemyZones: sides\nxp: 1\n',
      'search-tables/short.yaml': 'id: short\nname: { en: Short, it: Corta }\ndice: d6\nrows:\n  - { roll: 1-4, contents: { kind: nothing } }\n  - { roll: 6, contents: { kind: ambush } }\n',
    });
    const errs = await validatePackDir(dir);
    const msg = (rel: string, field: string) => find(errs, path.join(dir, rel), field).message;
    assert.match(msg('units/mute-shaman.yaml', 'aof.units.mute-shaman.rules.caster'), /has Caster\(X\) but knows no spells/);
    assert.match(msg('units/mute-shaman.yaml', 'aof.units.mute-shaman.rules.slow'), /Fast \(AOF-X10\) and Slow \(AOF-X24\) cancel out/);
    assert.match(msg('units/spell-thief.yaml', 'aof.units.spell-thief.spells'), /knows spells but has no Caster\(X\) \(AOF-X07\)/);
    assert.match(msg('units/spell-thief.yaml', 'aof.units.spell-thief.spells[1]'), /'drain-will' restores power, which AI units do not have/);
    assert.match(msg('spells/drain-will.yaml', 'aof.spells.drain-will.range'), /a use on oneself has no range/);
    assert.match(msg('spells/drain-will.yaml', 'aof.spells.drain-will.effects[1]'), /a buff gives modifiers, rules or both/);
    assert.match(msg('spells/kind-curse.yaml', 'aof.spells.kind-curse.target'), /needs a range in inches/);
    assert.match(msg('spells/kind-curse.yaml', 'aof.spells.kind-curse.effects[0].kind'), /hits fall on an enemy/);
    assert.match(msg('items/empty-horn.yaml', 'aof.items.empty-horn.rules.limited'), /Limited \(AOF-X18\) makes a use once a mission, and this item has no use/);
    assert.match(msg('mission-types/lopsided.yaml', 'aof.missionTypes.lopsided.waves'), /shares add up to 90, not 100/);
    assert.match(msg('mission-types/lopsided.yaml', 'aof.missionTypes.lopsided.waves[1].round'), /round 6 comes after the round limit \(5\)/);
    assert.match(msg('mission-types/lopsided.yaml', 'aof.missionTypes.lopsided.searchTokens'), /a searchTable must give their contents/);
    assert.match(msg('mission-types/lopsided.yaml', 'aof.missionTypes.lopsided.briefing.en'), /\{villain\} is not filled in a waves mission/);
    assert.match(msg('mission-types/lopsided.yaml', 'aof.missionTypes.lopsided.briefing'), /\{villain\} only in en/);
    assert.match(msg('search-tables/short.yaml', 'aof.searchTables.short.rows'), /no row covers 5 of d6/);
    assert.match(msg('search-tables/short.yaml', 'aof.searchTables.short.rows[1].contents'), /an ambush names its units, or a threat/);
    assert.match(msg('items/empty-horn.yaml', 'aof.items.empty-horn.rules.villain'), /Villain \(AOF-X30\) leads AI units: no item gives it/);
  });

  it('a mission: overlapping pieces, a crowded zone, a retrieve item nobody holds, a token on a gap, survive against round-limit', async () => {
    const text = mission('crowded', [
      '    - { kind: open, at: [10, 10], size: [4, 4], height: 3 }',
      '    - { kind: cover, at: [12, 12], size: [3, 3], height: 0 }',
      '    - { kind: gap, at: [30, 30], size: [1, 4], height: -6 }',
    ], `zones:
  - { id: south, at: [4, 44], size: [40, 4] }
  - { id: pen, at: [0, 0], size: [3, 3] }
heroZone: south
aiGoals:
  - { id: altar, at: [24, 13] }
waves:
  - id: first
    round: 1
    zone: pen
    units:
      - { unit: zombie-horde, count: 2 }
searchTokens:
  - { id: pit, at: [30, 31], contents: { kind: item, item: healing-draught } }
objectives:
  - { id: relic, name: { en: Relic, it: Reliquia }, kind: retrieve, item: ancient-reliquary, zone: south }
  - { id: potion, name: { en: Potion, it: Pozione }, kind: retrieve, item: healing-draught, zone: south }
victory:
  - { kind: survive }
defeat:
  - { kind: round-limit }
rounds: 8
`);
    const dir = await writePack(root, 'crowded-aof', { 'pack.yaml': 'id: crowded-aof\nname: Crowded\nruleset: aof-quest\nextends: [aof-core]\n', 'missions/crowded.yaml': text });
    const errs = await validatePackDir(dir);
    const f = path.join(dir, 'missions/crowded.yaml');
    const msg = (field: string) => find(errs, f, `aof.missions.crowded.${field}`).message;
    assert.match(msg('battlefield.terrain[1]'), /overlaps terrain\[0\] at 12,12: pieces never overlap/);
    assert.match(msg('waves[0].units'), /10 models deploy in zone 'pen' at round 1, which has room for 9/);
    assert.match(msg('searchTokens[0].at'), /search token 'pit' stands on a gap \(terrain\[2\]\) that no model can reach/);
    assert.match(msg('objectives[0].item'), /no search token of this mission holds 'ancient-reliquary'/);
    assert.match(msg('objectives[1].item'), /'healing-draught' is a consumable item, not a quest item/);
    assert.match(msg('defeat[0]'), /a victory \(survive\) and a defeat \(round-limit\) at once/);
    assert.equal(errs.length, 6, errs.map(formatContentError).join('\n'));
  });

  it('AOF-J01 DEC-23 a mission whose goal, token or way out no hero can reach on foot is refused, naming what and where', async () => {
    // A walled pen round the altar and the token; a chasm 3" wide between the heroes and the exit.
    const text = mission('walled', [
      '    - { kind: blocker, at: [20, 10], size: [7, 1], height: 6 }',
      '    - { kind: blocker, at: [20, 16], size: [7, 1], height: 6 }',
      '    - { kind: blocker, at: [20, 11], size: [1, 5], height: 6 }',
      '    - { kind: blocker, at: [26, 11], size: [1, 5], height: 6 }',
      '    - { kind: gap, at: [0, 40], size: [48, 3], height: -6 }',
    ], `zones:
  - { id: south, at: [4, 44], size: [40, 4] }
  - { id: exit, at: [20, 0], size: [8, 2] }
heroZone: south
aiGoals:
  - { id: altar, at: [23, 13] }
searchTokens:
  - { id: cache, at: [22, 12], contents: { kind: gold, gold: 10 } }
waves:
  - id: guards
    round: 1
    zone: exit
    units:
      - { unit: zombie-horde }
objectives:
  - { id: out, name: { en: Out, it: Fuori }, kind: escape, zone: exit }
victory:
  - { kind: objectives, objectives: [out] }
defeat:
  - { kind: heroes-down }
rounds: 8
`);
    const dir = await writePack(root, 'walled-aof', { 'pack.yaml': 'id: walled-aof\nname: Walled\nruleset: aof-quest\nextends: [aof-core]\n', 'missions/walled.yaml': text });
    const errs = await validatePackDir(dir);
    const f = path.join(dir, 'missions/walled.yaml');
    const msg = (field: string) => find(errs, f, `aof.missions.walled.${field}`).message;
    assert.match(msg('aiGoals[0].at'), /AI Goal 'altar' at 23,13 cannot be reached from the heroes' zone 'south' on foot/);
    assert.match(msg('searchTokens[0].at'), /search token 'cache' at 22,12 cannot be reached/);
    assert.match(msg('objectives[0].zone'), /objective 'out': no square of zone 'exit' can be reached/);
    const [line] = where(text, 'id: altar');
    assert.equal(find(errs, f, 'aof.missions.walled.aiGoals[0].at').line, line);
  });
  it('AOF-J01 DEC-27 a marker on a goal no hero reaches, foes to clear or slay in a walled-off zone: refused where they are', async () => {
    // A walled pen round the altar and the north zone the villain's wave deploys in.
    const text = mission('penned', [
      '    - { kind: blocker, at: [20, 10], size: [7, 1], height: 6 }',
      '    - { kind: blocker, at: [20, 11], size: [1, 5], height: 6 }',
      '    - { kind: blocker, at: [26, 11], size: [1, 5], height: 6 }',
      '    - { kind: blocker, at: [20, 16], size: [7, 1], height: 6 }',
    ], `zones:
  - { id: south, at: [4, 44], size: [40, 4] }
  - { id: pen, at: [21, 11], size: [5, 2] }
  - { id: exit, at: [20, 0], size: [8, 2] }
heroZone: south
aiGoals:
  - { id: altar, at: [23, 14] }
waves:
  - id: guards
    round: 1
    zone: pen
    units:
      - { id: boss, unit: orc-warlord }
objectives:
  - { id: idol, name: { en: Idol, it: Idolo }, kind: marker, goal: altar, test: str }
  - { id: boss, name: { en: Boss, it: Capo }, kind: slay, unit: boss }
victory:
  - { kind: objectives, objectives: [boss] }
defeat:
  - { kind: heroes-down }
rounds: 8
`);
    const dir = await writePack(root, 'penned-aof', { 'pack.yaml': 'id: penned-aof\nname: Penned\nruleset: aof-quest\nextends: [aof-core]\n', 'missions/penned.yaml': text });
    const errs = await validatePackDir(dir);
    const f = path.join(dir, 'missions/penned.yaml');
    const msg = (field: string) => find(errs, f, `aof.missions.penned.${field}`).message;
    assert.match(msg('objectives[0].goal'), /objective 'idol' is resolved at AI Goal 'altar', which no hero can reach from the heroes' zone 'south' on foot/);
    assert.match(msg('waves[0].zone'), /objective 'boss' needs the enemies of wave 'guards', and no square of their zone 'pen' can be reached/);
    assert.equal(find(errs, f, 'aof.missions.penned.waves[0].zone').line, where(text, 'zone: pen')[0]);
  });

  it('AOF-P01 DEC-27 a mission file given to a game: no room to deploy, an unreachable goal, named by file, line and field; a good one loads', async () => {
    const aof = (await loadContent([path.join(BUILTIN_PACKS_DIR, 'aof-core')])).aof!;
    // The heroes' zone is 3 squares, with a rock on one; the altar is penned in.
    const text = mission('cramped', [
      '    - { kind: blocker, at: [20, 10], size: [7, 1], height: 6 }',
      '    - { kind: blocker, at: [20, 11], size: [1, 5], height: 6 }',
      '    - { kind: blocker, at: [26, 11], size: [1, 5], height: 6 }',
      '    - { kind: blocker, at: [20, 16], size: [7, 1], height: 6 }',
      '    - { kind: blocker, at: [2, 45], size: [1, 1], height: 3 }',
    ], `zones:
  - { id: nook, at: [0, 45], size: [3, 1] }
  - { id: north, at: [4, 0], size: [40, 4] }
heroZone: nook
aiGoals:
  - { id: altar, at: [23, 14] }
waves:
  - { id: first, round: 1, zone: north, units: [{ unit: zombie-horde }] }
objectives:
  - { id: idol, name: { en: Idol, it: Idolo }, kind: marker, goal: altar, test: wil }
victory:
  - { kind: objectives, objectives: [idol] }
defeat:
  - { kind: heroes-down }
rounds: 8
`);
    const file = path.join(root, 'cramped.yaml');
    await writeFile(file, text);
    const e = await loadMissionFile(file, aof).then(() => null, (x: unknown) => x);
    assert.ok(e instanceof ContentLoadError, String(e));
    const byField = (field: string) => e.errors.find((x) => x.file === file && x.field === field);
    assert.match(byField('heroZone')?.message ?? '', /zone 'nook' has room for 2 heroes, and a party may have 4 \(AOF-P01\)/);
    assert.match(byField('zones[0]')?.message ?? '', /deployment zone 'nook' \(the heroes'\) covers 1 blocker square/);
    assert.match(byField('aiGoals[0].at')?.message ?? '', /AI Goal 'altar' at 23,14 cannot be reached/);
    assert.equal(byField('aiGoals[0].at')?.line, where(text, 'id: altar')[0]);
    assert.match(e.message, /cramped\.yaml:\d+:\d+: heroZone: /);
    // A file that does not parse or breaks the schema is refused the same way.
    await writeFile(file, 'id: x\nname: { en: X }\n');
    await assert.rejects(loadMissionFile(file, aof), (x: unknown) => x instanceof ContentLoadError && x.errors.every((y) => y.file === file));
    // The pack's own missions load as files.
    const good = await loadMissionFile(path.join(BUILTIN_PACKS_DIR, 'aof-core/missions/the-goblin-pass.yaml'), aof);
    assert.equal(good.id, 'the-goblin-pass');
  });
});
