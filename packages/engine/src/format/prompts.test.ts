// The questions decisions ask, in words: every question has its sentence in both languages with
// the same placeholders, and every place the dungeon generators decide poses a question that reads
// as a sentence naming only what the deciding seat may know (DEC-17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import type { GameState, GeneratorQuestion } from '../types.ts';
import type { Chooser } from '../generators/headless.ts';
import { seededChooser } from '../generators/headless.ts';
import { generateDungeon } from '../generators/tables/headless.ts';
import { generateDecksDungeon } from '../generators/decks/headless.ts';
import { decksContent, FIXTURE_PARTY } from '../generators/decks/fixture.ts';
import { questContent } from '../testing/fixture-quest.ts';
import { formatPrompt, PROMPTS, type PromptDecision, type PromptId } from './prompts.ts';
import type { Names } from './messages.ts';

const names: Names = { model: (id) => `«${id}»`, item: (id) => `‹${id}›`, card: (id) => `♦${id}` };

/** The argument names a message uses, however deep in its choices. */
function placeholders(text: string): string[] {
  const out = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>): void => {
    for (const el of elements) {
      if ('value' in el && typeof el.value === 'string' && el.type !== 0) out.add(el.value);
      if ('options' in el) for (const o of Object.values(el.options) as { value: typeof elements }[]) walk(o.value);
      if ('children' in el) walk(el.children as typeof elements);
    }
  };
  walk(new IntlMessageFormat(text, 'en').getAst());
  return [...out].sort();
}

test('every question has a sentence in English and in Italian, with the same placeholders, and they differ', () => {
  const ids = Object.keys(PROMPTS.en).sort();
  assert.deepEqual(Object.keys(PROMPTS.it).sort(), ids);
  for (const id of ids as PromptId[]) {
    assert.deepEqual(placeholders(PROMPTS.it[id]), placeholders(PROMPTS.en[id]), `${id}: the languages fill in different values`);
    assert.notEqual(PROMPTS.it[id], PROMPTS.en[id], `${id} is not translated`);
  }
  assert.deepEqual(placeholders(PROMPTS.en.secretDoor), ['hero', 'rule', 'wall']);
});

const GENERATOR_IDS: readonly GeneratorQuestion['id'][] = [
  'passageDoorSide', 'passageDoorSquare', 'roomDoor', 'secretDoor', 'roomPlace', 'passagePlace', 'cardDoor', 'handCard', 'cardPlace',
];

test('the question ids the formatter knows are the generator questions, the Heroic card questions, the Dungeon Counter question and the interception', () => {
  assert.deepEqual(Object.keys(PROMPTS.en).sort(), [...GENERATOR_IDS, 'heroicDeal', 'heroicPlay', 'dungeonCounter', 'intercept'].sort());
  assert.deepEqual(Object.keys(PROMPTS.it).sort(), Object.keys(PROMPTS.en).sort());
});

/** A chooser that words every question in both languages and checks it before choosing. */
function wording(seen: Map<string, string>, pick: Chooser): Chooser {
  return (s, d) => {
    const q = d.question;
    const where = `${q.id} (${q.rule}) for ${d.seat}`;
    for (const locale of ['en', 'it'] as const) {
      const text = formatPrompt(d, names, locale);
      assert.ok(!/[{}]/.test(text) && !/undefined|NaN/.test(text), `${where}: '${text}'`);
      assert.ok(text.includes(q.rule), `${where} cites its rule: '${text}'`);
      if ('section' in q) assert.ok(text.includes(q.section), `${where} names its section: '${text}'`);
      if ('model' in q) assert.ok(text.includes(`«${q.model}»`), `${where} names the finder: '${text}'`);
      if ('card' in q) assert.ok(text.includes(`♦${q.card}`), `${where} names the card: '${text}'`);
    }
    knownToSeat(s, d);
    seen.set(`${q.id} ${q.rule}`, formatPrompt(d, names, 'it'));
    return pick(s, d);
  };
}

/** DEC-17: a hero seat's question names only revealed sections and its own hero. */
function knownToSeat(s: GameState, d: Extract<PromptDecision, { kind: 'generator' }>): void {
  const q = d.question;
  if (d.seat === 'gm') return;
  if ('section' in q) assert.ok(s.map.sections[q.section]?.revealed, `${q.id}: ${d.seat} is asked about unexplored ${q.section}`);
  if ('model' in q) assert.equal(s.models[q.model]?.seat, d.seat, `${q.id}: ${d.seat} is asked about another seat's ${q.model}`);
  assert.ok(!('card' in q), `${q.id}: a hero seat is shown a Room card`);
}

test('DEC-17 each place a dungeon generator decides poses a question that reads in both languages and names only what its seat may know', () => {
  const seen = new Map<string, string>();
  const quest = questContent({ width: 60, height: 60 });
  for (let seed = 1; seed <= 12; seed++) {
    generateDungeon(quest, { quest: 'test', seed, width: 60, height: 60, maxSections: 30, choose: wording(seen, seededChooser(seed)) });
  }
  const decks = decksContent();
  for (let seed = 1; seed <= 12; seed++) {
    for (const mode of ['random', 'hand'] as const) {
      generateDecksDungeon(decks, { seed, heroes: FIXTURE_PARTY, width: 60, height: 50, decks: { mode, objective: 'deep' }, choose: wording(seen, seededChooser(seed)) });
    }
  }
  const expected = [
    'passageDoorSide AHQ-E23', 'passageDoorSquare AHQ-E23', 'roomDoor AHQ-E23', 'secretDoor AHQ-E12', 'roomPlace AHQ-E25', 'passagePlace AHQ-E26',
    'cardDoor GLD-R02', 'cardDoor GLD-D01', 'cardDoor GLD-C05', 'secretDoor GLD-D04', 'handCard GLD-R01', 'cardPlace GLD-B01',
  ];
  assert.deepEqual([...seen.keys()].sort(), expected.sort(), 'every generator question was posed');
});

test('a generator question of an unknown id is refused with the id named', () => {
  const d = { kind: 'generator', seat: 'gm', question: { id: 'moat', rule: 'HOUSE-1' }, options: [] } as unknown as PromptDecision;
  assert.throws(() => formatPrompt(d, names, 'it'), /no words for question 'moat'/);
});

test('DEC-28 the interception question names the attack, its target and who may step in, in both languages', () => {
  const d: PromptDecision = { kind: 'intercept', seat: 'gm', attacker: 'elf', target: 'archer', weapon: 'longbow', ranged: true, models: ['orc', 'orc2'] };
  assert.equal(formatPrompt(d, names, 'en'), '«elf» shoots with ‹longbow› at «archer»: may «orc» or «orc2» step in and take it instead, before the dice? (FAC-I01, DEC-28)');
  assert.equal(formatPrompt({ ...d, weapon: 'fire-bolt' }, { ...names, spell: (id) => (id === 'fire-bolt' ? 'Fire Bolt' : undefined) }, 'it'), '«elf» lancia Fire Bolt contro «archer»: «orc» o «orc2» può frapporsi e prendere il colpo al suo posto, prima dei dadi? (FAC-I01, DEC-28)');
});
