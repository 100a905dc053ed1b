import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState, Setup } from '@delve/engine';
import { parseScenario, ScenarioError } from './load.ts';

function problems(text: string) {
  try {
    parseScenario(text, 'bad.yaml');
  } catch (e) {
    assert.ok(e instanceof ScenarioError);
    return e.problems;
  }
  assert.fail('expected a ScenarioError');
}

test('a scenario with a YAML syntax error names the file and line', () => {
  const p = problems('name: x\nboard: |\n  ###\nanswers: [\n');
  assert.equal(p[0]!.file, 'bad.yaml');
  assert.ok(p[0]!.line >= 4, JSON.stringify(p));
});

test('a wrong field is named with its line', () => {
  const p = problems('name: x\nboard: "#.#"\nanswers: []\ndice: [13]\n');
  assert.equal(p[0]!.field, 'dice.0');
  assert.equal(p[0]!.line, 4);
});

test('an unknown top-level field and a legend character that is missing are reported', () => {
  assert.match(problems('name: x\nboard: "#.#"\nanswers: []\nbord: 1\n')[0]!.message, /must NOT have additional properties 'bord'/);
  const p = problems('name: x\nboard: "#Z#"\nanswers: []\n');
  assert.match(p[0]!.message, /'Z' is neither a map character nor in the legend/);
});

test('answers in short and long form; repeated legend characters get numbered ids', () => {
  const sc = parseScenario([
    'name: x', 'board: |', '  #BoAo#', 'legend:', '  B: { hero: barbarian, id: b }', '  A: { hero: elf, seat: p2 }', '  o: { monster: orc, id: orc }',
    'answers:', '  - p1: { kind: end, model: b }', '  - { seat: gm, answer: { kind: endPhase }, error: answer/wrong-seat }',
  ].join('\n'), 'ok.yaml');
  const setup = sc.header.setup as Setup;
  assert.deepEqual(setup.monsters!.map((m) => [m.id, m.at]), [['orc', [2, 0]], ['orc2', [4, 0]]]);
  assert.deepEqual(setup.heroes.map((h) => [h.type, h.seat]), [['barbarian', 'p1'], ['elf', 'p2']]);
  assert.deepEqual(sc.answers.map((a) => [a.seat, a.answer.kind, a.error ?? null]), [['p1', 'end', null], ['gm', 'endPhase', 'answer/wrong-seat']]);
});

test('a scenario may start from a quest (generate) instead of a board, never with both; the generator must fit the ruleset', () => {
  const sc = parseScenario('name: x\ngenerate: { quest: standard, width: 30 }\ndice: [1]\nanswers: []\n', 'gen.yaml');
  assert.deepEqual(sc.generate, { quest: 'standard', width: 30 });
  assert.ok(problems('name: x\nboard: "#.#"\ngenerate: { quest: standard }\nanswers: []\n').length > 0, 'board and generate together');
  assert.ok(problems('name: x\nanswers: []\n').length > 0, 'neither board nor generate');
  const p = problems('name: x\nruleset: guilds\ngenerate: { quest: standard }\nanswers: []\n');
  assert.equal(p[0]!.field, 'generate');
  assert.equal(p[0]!.line, 3);
  assert.match(p[0]!.message, /guilds dungeon is laid from decks/);
  assert.match(problems('name: x\ngenerate: { decks: { mode: random } }\nanswers: []\n')[0]!.message, /give 'quest'/);
});

test('a scenario that starts from a quest runs on the quest: an unknown quest is a clear setup failure', async () => {
  const { runScenario } = await import('./run.ts');
  const r = await runScenario(parseScenario('name: x\ngenerate: { quest: no-such-quest }\nanswers: []\n', 'gen.yaml'));
  assert.match(r.failures.join('\n'), /gen\.yaml:1: .*no quest 'no-such-quest'/);
  const ok = await runScenario(parseScenario('name: x\ngenerate: { quest: standard }\nseed: 5\nanswers: []\nexpect: { state: { turnKind: exploration } }\n', 'gen.yaml'));
  assert.deepEqual(ok.failures, []);
  const state = ok.state as GameState;
  assert.equal(state.ctx.header.setup.generator, 'tables');
  assert.ok(state.map.sections.s1?.revealed, 'the first passage was rolled before the first turn');
});
