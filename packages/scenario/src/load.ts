// Reading a scenario file: YAML with positions, checked against the published schema, turned into
// a game header. Every problem names the file, the line and the field.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Answer, DecksSetup, GameHeader, HeroSetup, MonsterSetup, Setup } from '@delve/engine';

const require = createRequire(import.meta.url);
const schema = require('../schema/scenario.schema.json') as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

export interface ScenarioProblem {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
}

export class ScenarioError extends Error {
  override name = 'ScenarioError';
  readonly problems: ScenarioProblem[];
  constructor(problems: ScenarioProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.field}: ${p.message}`).join('\n'));
    this.problems = problems;
  }
}

export interface ScenarioAnswer {
  seat: string;
  answer: Answer;
  error?: string;
  /** Where the answer stands in the file, for failure messages. */
  line: number;
}

/** A scenario that starts from a quest: the dungeon generated as it is explored (`generate`). */
export interface GenerateSpec {
  quest?: string;
  decks?: DecksSetup;
  width?: number;
  height?: number;
  heroes?: { hero: string; seat?: string; id?: string }[];
}

export interface Scenario {
  file: string;
  name: string;
  rules: string[];
  /** The game's header; with `generate`, its setup is made from the content when the scenario
   * runs (`headerFor`); with `setup`, the setup is the ruleset's own, as written. */
  header: GameHeader<unknown>;
  generate: GenerateSpec | null;
  content: string[] | null;
  answers: ScenarioAnswer[];
  expect: Record<string, unknown>;
  /** Line of the `expect:` block. */
  expectLine: number;
}

type Raw = {
  name: string; rules?: string[]; ruleset?: string; options?: Record<string, unknown>; content?: string[];
  board?: string; generate?: GenerateSpec; setup?: Record<string, unknown>; legend?: Record<string, Record<string, unknown>>; sections?: Setup['sections'];
  leader?: string; start?: 'exploration' | 'combat'; firstSide?: 'heroes' | 'monsters'; victory?: 'monsters-slain'; seed?: number | string;
  counters?: string; gmCounters?: number; battlefield?: AofBattlefieldSpec;
  dice?: number[]; answers: Record<string, unknown>[]; expect?: Record<string, unknown>;
};

const MAP_CHARS = new Set(['#', '.', '+', '/', 'S', '<', ' ']);

function position(doc: Document, lc: LineCounter, path: (string | number)[]): { line: number; column: number } {
  // The deepest node that exists along the path.
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) {
      const p = lc.linePos(node.range[0]);
      return { line: p.line, column: p.col };
    }
  }
  return { line: 1, column: 1 };
}

export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new ScenarioError([{ file, line: 0, column: 0, field: '(file)', message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` }]);
  }
  return parseScenario(text, file);
}

export function parseScenario(text: string, file: string): Scenario {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ScenarioError(doc.errors.map((e) => {
      const p = lc.linePos(e.pos[0]);
      return { file, line: p.line, column: p.col, field: '(yaml)', message: e.message.split('\n')[0]! };
    }));
  }
  const raw = doc.toJS() as Raw;
  const problems: ScenarioProblem[] = [];
  const at = (path: (string | number)[], field: string, message: string) => {
    const p = position(doc, lc, path);
    problems.push({ file, ...p, field, message });
  };
  if (!validate(raw)) {
    for (const e of validate.errors ?? []) {
      const path = e.instancePath.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : k.replace(/~1/g, '/').replace(/~0/g, '~')));
      const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : '';
      at(path, path.join('.') || '(top)', `${e.message}${extra}`);
    }
    throw new ScenarioError(problems);
  }
  if (raw.generate) {
    const g = raw.generate;
    const rulesetOk = (raw.ruleset ?? 'ahq') === 'guilds' ? g.decks !== undefined && g.quest === undefined : g.quest !== undefined && g.decks === undefined;
    if (!rulesetOk) at(['generate'], 'generate', (raw.ruleset ?? 'ahq') === 'guilds' ? "a guilds dungeon is laid from decks: give 'decks' (and no 'quest')" : "an ahq dungeon is rolled on a quest's tables: give 'quest' (and no 'decks')");
  }
  const rows = (raw.board ?? '').replace(/\n+$/, '').split('\n');
  const legend = raw.legend ?? {};
  if (raw.ruleset === 'aof-quest' && raw.board !== undefined) return aofScenario(raw, rows, file, doc, lc, at, problems);
  if (raw.battlefield) at(['battlefield'], 'battlefield', "only an aof-quest scenario has a battlefield (ruleset: aof-quest)");
  const heroes: HeroSetup[] = [];
  const monsters: MonsterSetup[] = [];
  const traps: Setup['traps'] = [];
  const chests: Setup['chests'] = [];
  const furnishings: NonNullable<Setup['furnishings']> = [];
  const seen = new Map<string, number>();
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (MAP_CHARS.has(ch)) return;
      const entry = legend[ch];
      if (!entry) {
        at(['board'], 'board', `row ${y + 1} column ${x + 1}: '${ch}' is neither a map character nor in the legend`);
        return;
      }
      const count = (seen.get(ch) ?? 0) + 1;
      seen.set(ch, count);
      const id = typeof entry.id === 'string' ? (count > 1 ? `${entry.id}${count}` : entry.id) : undefined;
      const pos: [number, number] = [x, y];
      if (typeof entry.hero === 'string') {
        heroes.push({
          type: entry.hero, seat: (entry.seat as string) ?? 'p1', at: pos, ...(id ? { id } : {}),
          ...pick(entry, ['name', 'wounds', 'fate', 'components', 'items', 'weapons', 'gold', 'facing']),
        } as HeroSetup);
      } else if (typeof entry.monster === 'string') {
        monsters.push({ type: entry.monster, at: pos, ...(id ? { id } : {}), ...pick(entry, ['wounds', 'hidden', 'facing']) } as MonsterSetup);
      } else if (typeof entry.trap === 'string') {
        traps.push({ trap: entry.trap, at: pos, ...(entry.spotted === true ? { spotted: true } : {}) });
      } else if (entry.chest && typeof entry.chest === 'object') {
        chests.push({ at: pos, ...(entry.chest as object) });
      } else if (typeof entry.furnishing === 'string') {
        furnishings.push({ type: entry.furnishing, at: pos, ...(entry.turned === true ? { turned: true } : {}) });
      } else {
        at(['legend', ch], `legend.${ch}`, 'needs one of hero, monster, trap, chest or furnishing');
      }
    });
  });
  const answers: ScenarioAnswer[] = [];
  raw.answers.forEach((entry, i) => {
    const line = position(doc, lc, ['answers', i]).line;
    if (typeof entry.seat === 'string' && entry.answer && typeof entry.answer === 'object') {
      answers.push({ seat: entry.seat, answer: entry.answer as Answer, line, ...(typeof entry.error === 'string' ? { error: entry.error } : {}) });
      return;
    }
    const keys = Object.keys(entry).filter((k) => k !== 'error');
    if (keys.length === 1 && /^(gm|p[0-9]+)$/.test(keys[0]!) && entry[keys[0]!] && typeof entry[keys[0]!] === 'object') {
      answers.push({ seat: keys[0]!, answer: entry[keys[0]!] as Answer, line, ...(typeof entry.error === 'string' ? { error: entry.error } : {}) });
      return;
    }
    at(['answers', i], `answers[${i}]`, 'write { seat, answer } or { <seat>: <answer> }, e.g. { p1: { kind: end, model: barbarian } }');
  });
  if (problems.length > 0) throw new ScenarioError(problems);
  // ahq Dungeon Counters (DEC-30): the table the GM spends on, and the counters it starts with.
  const counters = {
    ...(raw.counters !== undefined ? { counters: raw.counters } : {}),
    ...(raw.gmCounters !== undefined ? { gmCounters: raw.gmCounters } : {}),
  };
  const setup: Setup | Record<string, unknown> = raw.setup ?? (raw.generate ? { map: [], heroes: [], ...counters } : {
    map: rows,
    heroes,
    ...(raw.sections ? { sections: raw.sections } : {}),
    ...(monsters.length ? { monsters } : {}),
    ...(traps.length ? { traps } : {}),
    ...(chests.length ? { chests } : {}),
    ...(furnishings.length ? { furnishings } : {}),
    ...(raw.leader ? { leader: raw.leader } : {}),
    start: raw.start ?? 'exploration',
    firstSide: raw.firstSide ?? 'heroes',
    ...(raw.victory ? { victory: raw.victory } : {}),
    ...counters,
  });
  const header: GameHeader<unknown> = {
    ruleset: raw.ruleset ?? 'ahq',
    options: (raw.options ?? {}) as GameHeader['options'],
    packs: raw.content ?? [],
    setup,
    seed: raw.seed ?? 1,
    ...(raw.dice ? { dice: raw.dice } : {}),
  };
  return {
    file, name: raw.name, rules: raw.rules ?? [], header, generate: raw.generate ?? null, content: raw.content ?? null, answers,
    expect: raw.expect ?? {}, expectLine: position(doc, lc, ['expect']).line,
  };
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

// ---- aof-quest: the board is the battlefield (DEC-14, DEC-24) ---------------------------------------

interface AofBattlefieldSpec {
  size?: 24 | 48;
  heights?: string;
  mission?: Record<string, unknown>;
  heroTokens?: Record<string, number>;
}

const AOF_KINDS: Readonly<Record<string, string>> = { '.': 'open', c: 'cover', d: 'difficult', x: 'dangerous', '#': 'blocker', _: 'gap' };

/** An aof-quest scenario's setup from its board: a 1×1 terrain piece per square that is not open
 * ground or not at height 0, heroes and units from the legend (a unit's models are every square
 * of its character), AI Goals and search tokens; the mission's other fields from `battlefield.mission`. */
function aofScenario(
  raw: Raw, rows: string[], file: string, doc: Document, lc: LineCounter,
  at: (path: (string | number)[], field: string, message: string) => void, problems: ScenarioProblem[],
): Scenario {
  const bfSpec = raw.battlefield ?? {};
  const size = bfSpec.size ?? 24;
  const legend = raw.legend ?? {};
  const heightRows = bfSpec.heights?.replace(/\n+$/, '').split('\n') ?? [];
  if (rows.length > size || rows.some((r) => r.length > size)) at(['board'], 'board', `the board is larger than the ${size}×${size} battlefield`);
  const terrain: Record<string, unknown>[] = [];
  const heroes: Record<string, unknown>[] = [];
  const units = new Map<string, { unit: string; id: string; at: [number, number][]; extra: Record<string, unknown> }>();
  const goals: { id: string; at: [number, number] }[] = [];
  const tokens: { id: string; at: [number, number]; contents: unknown }[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const hc = heightRows[y]?.[x] ?? '.';
      let height = hc === '.' || hc === ' ' ? 0 : hc === '-' ? -3 : Number(hc);
      if (!Number.isFinite(height)) {
        at(['battlefield', 'heights'], 'battlefield.heights', `row ${y + 1} column ${x + 1}: '${hc}' is not a height (a digit, '.' or '-')`);
        height = 0;
      }
      let kind = AOF_KINDS[ch];
      if (kind === undefined) {
        const entry = legend[ch];
        if (!entry) {
          at(['board'], 'board', `row ${y + 1} column ${x + 1}: '${ch}' is neither a terrain character (. c d x # _) nor in the legend`);
          return;
        }
        kind = 'open';
        if (typeof entry.height === 'number') height = entry.height;
        const id = typeof entry.id === 'string' ? entry.id : undefined;
        const pos: [number, number] = [x, y];
        if (typeof entry.hero === 'string') {
          heroes.push({
            class: entry.hero, seat: (entry.seat as string) ?? 'p1', ...(entry.ambush ? {} : { at: pos }), ...(id ? { id } : {}),
            ...pick(entry, ['power', 'wounds', 'items', 'statuses', 'gold', 'ambush']),
          });
        } else if (typeof entry.unit === 'string') {
          const key = `${ch}`;
          const u = units.get(key) ?? { unit: entry.unit, id: id ?? `u-${ch}`, at: [], extra: pick(entry, ['shaken', 'fatigued', 'statuses', 'tokens']) };
          u.at.push(pos);
          // Wounds in the legend are on every model of the unit.
          if (typeof entry.wounds === 'number') u.extra.wounds = u.at.map(() => entry.wounds);
          units.set(key, u);
        } else if (typeof entry.goal === 'string') {
          goals.push({ id: entry.goal, at: pos });
        } else if (entry.token && typeof entry.token === 'object') {
          tokens.push({ id: id ?? `t-${ch}`, at: pos, contents: entry.token });
        } else {
          at(['legend', ch], `legend.${ch}`, 'an aof-quest legend entry needs one of hero, unit, goal or token');
        }
      }
      if (kind !== 'open' || height !== 0) terrain.push({ kind, at: [x, y], size: [1, 1], height });
    });
  });
  const answers: ScenarioAnswer[] = [];
  raw.answers.forEach((entry, i) => {
    const line = position(doc, lc, ['answers', i]).line;
    const keys = Object.keys(entry).filter((k) => k !== 'error');
    const seat = typeof entry.seat === 'string' ? entry.seat : keys.length === 1 && /^p[0-9]+$/.test(keys[0]!) ? keys[0]! : null;
    const answer = (typeof entry.seat === 'string' ? entry.answer : seat ? entry[seat] : null) as Answer | string | null;
    // `{ p1: advance:12.5 }` is short for `{ p1: { kind: choice, option: advance:12.5 } }`.
    const full = typeof answer === 'string' ? ({ kind: 'choice', option: answer } as Answer) : answer;
    if (!seat || !full || typeof full !== 'object') {
      at(['answers', i], `answers[${i}]`, 'write { p1: option } or { p1: { kind: choice, option } }');
      return;
    }
    answers.push({ seat, answer: full, line, ...(typeof entry.error === 'string' ? { error: entry.error } : {}) });
  });
  if (problems.length > 0) throw new ScenarioError(problems);
  const m = bfSpec.mission ?? {};
  const mission = {
    id: 'scenario', name: { en: raw.name, it: raw.name }, briefing: { en: '', it: '' }, type: 'scenario',
    zones: [{ id: 'all', at: [0, 0], size: [size, size] }], heroZone: 'all', waves: [], objectives: [], victory: [],
    defeat: [{ kind: 'heroes-down' }], rounds: 10, ...m,
    aiGoals: [...goals, ...((m.aiGoals as unknown[] | undefined) ?? [])],
    searchTokens: [...tokens, ...((m.searchTokens as unknown[] | undefined) ?? [])],
    battlefield: { size, terrain },
  };
  const setup = {
    mission, heroes,
    units: [...units.values()].map((u) => ({ unit: u.unit, id: u.id, at: u.at, ...u.extra })),
    ...(bfSpec.heroTokens ? { heroTokens: bfSpec.heroTokens } : {}),
  };
  const header: GameHeader<unknown> = {
    ruleset: 'aof-quest', options: (raw.options ?? {}) as GameHeader['options'], packs: raw.content ?? [], setup,
    seed: raw.seed ?? 1, ...(raw.dice ? { dice: raw.dice } : {}),
  };
  return {
    file, name: raw.name, rules: raw.rules ?? [], header, generate: null, content: raw.content ?? null, answers,
    expect: raw.expect ?? {}, expectLine: position(doc, lc, ['expect']).line,
  };
}
