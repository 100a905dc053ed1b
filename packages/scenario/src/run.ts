// Running a scenario: play its answers on the engine and compare the outcome with `expect`.
import {
  apply, createGame, guildsHeader, questHeader, seatView, stateHash, view, SetupError, ScriptedDiceError,
  type Content, type CoreState, type GameEvent, type GameHeader, type GameState, type HeroSetup,
} from '@delve/engine';
import { DEFAULT_PACKS, loadContent, loadDefaultContent, noContent, resolvePackDir } from '@delve/content';
import { dirname, resolve } from 'node:path';
import type { Scenario } from './load.ts';

export interface ScenarioResult {
  scenario: Scenario;
  failures: string[];
  events: GameEvent[];
  state: CoreState | null;
}

const contentCache = new Map<string, Promise<Content>>();

/** Content for a scenario: its packs (ids, or folders relative to the scenario file), or the
 * ruleset's default packs. */
export function contentFor(ruleset: string, packs: string[] | null, base = '.'): Promise<Content> {
  packs = packs?.map((p) => (p.startsWith('.') || p.includes('/') ? resolve(base, p) : p)) ?? null;
  const key = `${ruleset}|${(packs ?? []).join(',')}`;
  let c = contentCache.get(key);
  if (c === undefined) {
    // A ruleset with no content of its own (a ruleset module's) plays with none.
    c = packs && packs.length > 0 ? Promise.all(packs.map((p) => resolvePackDir(p))).then((dirs) => loadContent(dirs))
      : Object.hasOwn(DEFAULT_PACKS, ruleset) ? loadDefaultContent(ruleset as 'ahq') : Promise.resolve(noContent());
    contentCache.set(key, c);
  }
  return c as Promise<Content>;
}

/** The header a scenario's game starts from: as written, or, with `generate`, a quest's start on
 * an empty playing area with its generator ('tables' for ahq, 'decks' for guilds). */
export function headerFor(sc: Scenario, content: Content): GameHeader<unknown> {
  const g = sc.generate;
  if (!g) return sc.header;
  const heroes = g.heroes?.map((h, i): HeroSetup => ({ type: h.hero, seat: h.seat ?? `p${i + 1}`, at: [0, 0], ...(h.id ? { id: h.id } : {}) }));
  const game = {
    seed: sc.header.seed, packs: sc.header.packs, ...(sc.header.dice ? { dice: sc.header.dice } : {}), ...(heroes ? { heroes } : {}),
    ...(g.width ? { width: g.width } : {}), ...(g.height ? { height: g.height } : {}),
  };
  const header = g.decks ? guildsHeader(content, { ...game, decks: g.decks }) : questHeader(content, { ...game, quest: g.quest! });
  // The Dungeon Counter fields the scenario gives (DEC-30) join the quest's setup.
  const { counters, gmCounters } = sc.header.setup as { counters?: string; gmCounters?: number };
  const setup = { ...header.setup, ...(counters !== undefined ? { counters } : {}), ...(gmCounters !== undefined ? { gmCounters } : {}) };
  return { ...header, setup, options: sc.header.options };
}

export async function runScenario(sc: Scenario, content?: Content): Promise<ScenarioResult> {
  const failures: string[] = [];
  const events: GameEvent[] = [];
  const where = (line: number) => `${sc.file}:${line}`;
  let s: CoreState;
  try {
    const c = content ?? (await contentFor(sc.header.ruleset, sc.content, dirname(sc.file)));
    s = createGame<CoreState>(headerFor(sc, c), c);
  } catch (e) {
    if (e instanceof SetupError || e instanceof ScriptedDiceError) return { scenario: sc, failures: [`${where(1)}: ${e.message}`], events, state: null };
    throw e;
  }
  events.push(...s.events);
  for (const [i, a] of sc.answers.entries()) {
    const before = stateHash(s);
    let r;
    try {
      r = apply(s, a.seat, a.answer);
    } catch (e) {
      if (e instanceof ScriptedDiceError) {
        failures.push(`${where(a.line)}: answer ${i + 1}: ${e.message}`);
        return { scenario: sc, failures, events, state: s };
      }
      throw e;
    }
    if (a.error !== undefined) {
      if (r.ok) failures.push(`${where(a.line)}: answer ${i + 1} (${a.answer.kind}) should be refused with ${a.error}, but it was accepted`);
      else if (r.error.code !== a.error) failures.push(`${where(a.line)}: answer ${i + 1} should be refused with ${a.error}, got ${r.error.code}: ${r.error.message}`);
      if (stateHash(s) !== before) failures.push(`${where(a.line)}: answer ${i + 1}: a refused answer changed the state`);
      if (r.ok) s = r.state;
      continue;
    }
    if (!r.ok) {
      failures.push(`${where(a.line)}: answer ${i + 1} (${JSON.stringify(a.answer)}) for ${a.seat} was refused: ${r.error.code}: ${r.error.message}` +
        (s.pending ? ` [pending: ${s.pending.kind} for ${s.pending.seat}]` : ''));
      return { scenario: sc, failures, events, state: s };
    }
    s = r.state;
    events.push(...r.events);
  }
  failures.push(...checkExpect(sc, s, events).map((f) => `${where(sc.expectLine)}: ${f}`));
  return { scenario: sc, failures, events, state: s };
}

/** Whether `actual` has every field of `expected` with equal values (arrays match whole). */
export function matches(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e));
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
}

function modelFacts(s: GameState, id: string): Record<string, unknown> | null {
  const m = s.models[id];
  if (!m) return null;
  return {
    at: [m.x, m.y], wounds: m.wounds, fate: m.fate, gold: m.gold, weapons: m.weapons, items: m.items, armour: m.armour,
    shield: m.shield, ammo: m.ammo, components: m.components, focus: m.focus, spotBonus: m.spotBonus, ko: m.status.ko,
    dead: m.status.dead, left: m.status.left, away: m.status.away, hidden: m.disguise !== null, ward: m.ward, type: m.type,
    done: m.act.done, facing: m.facing ?? null,
  };
}

/** Whether a state is a dungeon crawl's, with a map and models the crawl expectations read. */
function isCrawl(s: CoreState): s is GameState {
  return 'map' in s && 'models' in s;
}

function checkExpect(sc: Scenario, s: CoreState, events: GameEvent[]): string[] {
  const out: string[] = [];
  const x = sc.expect as Record<string, unknown>;
  const show = (v: unknown) => JSON.stringify(v);
  if (!isCrawl(s)) {
    for (const key of ['models', 'doors', 'sections', 'traps', 'chests', 'hiddenFrom', 'visibleTo']) {
      if (x[key]) out.push(`expect.${key}: the ${s.ctx.header.ruleset} ruleset has no dungeon: expect 'views' or 'state' instead`);
    }
    return [...out, ...checkCommon(x, s, events)];
  }
  out.push(...checkCommon(x, s, events));
  if (x.models) {
    for (const [id, want] of Object.entries(x.models as Record<string, unknown>)) {
      const facts = modelFacts(s, id);
      if (!facts) out.push(`expect.models.${id}: there is no model '${id}'`);
      else for (const [k, v] of Object.entries(want as Record<string, unknown>)) {
        if (!(k in facts)) out.push(`expect.models.${id}.${k}: unknown field (known: ${Object.keys(facts).join(', ')})`);
        else if (!matches(facts[k], v)) out.push(`expect.models.${id}.${k}: expected ${show(v)}, got ${show(facts[k])}`);
      }
    }
  }
  const tables: [string, Record<string, unknown>][] = [['doors', s.map.doors], ['sections', s.map.sections], ['traps', s.map.traps], ['chests', s.map.chests]];
  for (const [key, table] of tables) {
    if (!x[key]) continue;
    for (const [id, want] of Object.entries(x[key] as Record<string, unknown>)) {
      const got = table[id];
      if (want === null) {
        if (got !== undefined) out.push(`expect.${key}.${id}: expected to be gone, but it is ${show(got)}`);
      } else if (!matches(got, want)) out.push(`expect.${key}.${id}: expected ${show(want)}, got ${show(got)}`);
    }
  }
  for (const [key, wantShown] of [['hiddenFrom', false], ['visibleTo', true]] as const) {
    if (!x[key]) continue;
    for (const [seat, ids] of Object.entries(x[key] as Record<string, string[]>)) {
      const v = view(s, seat);
      for (const id of ids) {
        const shown = v.models.some((m) => m.id === id);
        if (shown !== wantShown) out.push(`expect.${key}.${seat}: model '${id}' is ${shown ? 'shown' : 'not shown'} in that seat's view`);
      }
    }
  }
  return out;
}

/** The expectations every ruleset's scenario may make: events, the pending decision, the result,
 * the state's fields, dice left, and each seat's view. */
function checkCommon(x: Record<string, unknown>, s: CoreState, events: GameEvent[]): string[] {
  const out: string[] = [];
  const show = (v: unknown) => JSON.stringify(v);
  if (x.events) {
    let from = 0;
    for (const [i, want] of (x.events as unknown[]).entries()) {
      const found = events.findIndex((e, j) => j >= from && matches(e, want));
      if (found < 0) {
        out.push(`expect.events[${i}]: no event ${show(want)} after the ones matched before it`);
        break;
      }
      from = found + 1;
    }
  }
  if (x.absent) {
    for (const [i, bad] of (x.absent as unknown[]).entries()) {
      const e = events.find((ev) => matches(ev, bad));
      if (e) out.push(`expect.absent[${i}]: event ${show(e)} happened`);
    }
  }
  if ('pending' in x) {
    if (x.pending === null ? s.pending !== null : !matches(s.pending, x.pending)) out.push(`expect.pending: expected ${show(x.pending)}, got ${show(s.pending)}`);
  }
  if ('result' in x) {
    if (x.result === null ? s.result !== null : !matches(s.result, x.result)) out.push(`expect.result: expected ${show(x.result)}, got ${show(s.result)}`);
  }
  if (x.state && !matches(s, x.state)) {
    for (const [k, v] of Object.entries(x.state as Record<string, unknown>)) {
      const got = (s as unknown as Record<string, unknown>)[k];
      if (!matches(got, v)) out.push(`expect.state.${k}: expected ${show(v)}, got ${show(got)}`);
    }
  }
  if (x.diceLeft !== undefined) {
    const left = s.rng.kind === 'scripted' ? s.rng.faces.length - s.rng.next : -1;
    if (left !== x.diceLeft) out.push(`expect.diceLeft: expected ${show(x.diceLeft)} unused scripted dice, got ${left}`);
  }
  if (x.views) {
    for (const [seat, want] of Object.entries(x.views as Record<string, unknown>)) {
      const got = seatView(s, seat);
      if (!matches(got, want)) out.push(`expect.views.${seat}: expected ${show(want)}, got ${show(got)}`);
    }
  }
  return out;
}
