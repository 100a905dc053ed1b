// `ahq` Dungeon Counters (AHQ-E28, DEC-30): at the moments the content's counter table gives, the
// GM may spend the counters it holds on one of its entries — a hidden trap, a wandering band, or
// reinforcements in a fight — on a square, or pass. What it holds and plays stays behind the
// screen until it takes effect (DEC-17): a trap it lays is as hidden as any trap.
import type { CounterEffect, CounterEntry, CounterMoment, CounterTableDef } from '../content-types.ts';
import type { Answer, CounterOffer, Decision, EngineError, GameState, Model, Step } from '../types.ts';
import { ERROR_CODES as E, GM } from '../types.ts';
import { refuse } from '../rules/refuse.ts';
import type { Point } from '../geometry/points.ts';
import { chebyshev } from '../geometry/points.ts';
import { active, occupancy, sectionAt, sightlines, walkableCells } from '../board.ts';
import { decide, emit, fail, nextId, push } from '../runtime.ts';
import { monsterModel, numberMonster, SetupError, trapId } from '../state.ts';
import { partyInDungeon } from '../crawl/common.ts';
import { sectionFloor } from '../crawl/surprise.ts';
import { crawlRules } from '../crawl/rules.ts';
import { isCell } from '../rules/paths.ts';
import type { Mutation } from '../rules/act.ts';
import { amount, questOf, rollOn } from '../generators/tables/roll.ts';
import { levelContent } from '../crawl/difficulty.ts';

/** The counter table the GM of this game spends on: the setup's, else its quest's; null for none. */
export function counterTable(s: GameState): CounterTableDef | null {
  const setup = s.ctx.header.setup;
  const id = setup.counters ?? (setup.quest !== undefined && s.ctx.content.quests?.[setup.quest] ? questOf(s.ctx.content, setup.quest).counters : null);
  return id === null ? null : s.ctx.content.counterTables?.[id] ?? null;
}

/** Checks the setup's counter table and the counters the GM starts with. */
export function initCounters(s: GameState): void {
  const setup = s.ctx.header.setup;
  const tables = s.ctx.content.counterTables ?? {};
  if (setup.counters !== undefined && !tables[setup.counters]) {
    throw new SetupError('setup.counters', `no Dungeon Counter table '${String(setup.counters)}' in the content (${Object.keys(tables).join(', ') || 'none'})`);
  }
  if (setup.gmCounters !== undefined) {
    if (!Number.isInteger(setup.gmCounters) || setup.gmCounters < 0) throw new SetupError('setup.gmCounters', 'the counters the GM starts with are a whole number, 0 or more');
    s.gmCounters = setup.gmCounters;
  }
  // The counters the game's difficulty level gives the GM besides (crawl/difficulty.ts).
  s.gmCounters += levelContent(s).startCounters ?? 0;
}

/** At `moment`, the entries the GM holds enough counters for and that have somewhere to go. */
export function counterOffers(s: GameState, moment: CounterMoment): CounterOffer[] {
  const table = counterTable(s);
  if (!table || s.gmCounters <= 0) return [];
  const offers: CounterOffer[] = [];
  const byKind = new Map<CounterEffect['kind'], Point[]>();
  for (const e of table.entries) {
    if (e.moment !== moment || e.cost > s.gmCounters) continue;
    let squares = byKind.get(e.effect.kind);
    if (!squares) byKind.set(e.effect.kind, (squares = counterSquares(s, e.effect.kind)));
    if (squares.length === 0) continue;
    offers.push({ entry: e.id, name: { en: e.name.en, it: e.name.it }, cost: e.cost, effect: e.effect.kind, squares: squares.map((p) => ({ x: p.x, y: p.y })) });
  }
  return offers;
}

/** The GM may play an entry of the counter table now (DEC-30): asked only when some entry of this
 * moment is within the counters held and has a square to go on. */
export function stepAskCounters(s: GameState, st: Step): void {
  if (s.result) return;
  const moment = st.moment as CounterMoment;
  const offers = counterOffers(s, moment);
  if (offers.length === 0) return;
  decide(s, { kind: 'dungeonCounter', seat: GM, moment, held: s.gmCounters, offers });
}

/** Where each kind of effect may be played:
 * - a trap: a floor square of the explored dungeon no hero has entered (AHQ-E14) and no hero
 *   sees, with nothing on it (no model, chest, trap, furniture, door or stairs);
 * - a wandering band: the square of a hero standing in an explored section that has a free
 *   square, where the band is met (AHQ-C04);
 * - reinforcements: a free floor square of the explored dungeon no hero sees and beside no hero.
 * Squares in reading order. */
export function counterSquares(s: GameState, kind: CounterEffect['kind']): Point[] {
  const map = s.map;
  const w = map.width;
  const party = partyInDungeon(s);
  const out: Point[] = [];
  if (kind === 'wandering') {
    const seen = new Set<number>();
    for (const h of party) {
      if (!active(h)) continue;
      const sec = sectionAt(map, h.x, h.y);
      if (!sec || !sec.revealed || sectionFloor(s, sec.id).length === 0) continue;
      const c = h.y * w + h.x;
      if (!seen.has(c)) out.push({ x: h.x, y: h.y });
      seen.add(c);
    }
    return out.sort((a, b) => a.y - b.y || a.x - b.x);
  }
  const occ = occupancy(s);
  const lookers = party.filter(active);
  const sees = sightlines(s, occ);
  const walk = walkableCells(s);
  const trapped = new Set<number>();
  for (const id in map.traps) trapped.add(map.traps[id]!.cell);
  const tiles = map.tiles;
  for (let c = 0; c < walk.length; c++) {
    // Floor ('.') a model may step on: no wall, door, stairs, chest, furniture or spotted trap.
    if (walk[c] !== 1 || tiles.charCodeAt(c) !== 46 || occ.has(c)) continue;
    const p = { x: c % w, y: (c - (c % w)) / w };
    if (kind === 'trap') {
      if (map.entered[c] || trapped.has(c)) continue;
    } else if (party.some((h) => chebyshev(h, p) <= 1)) continue;
    const sec = sectionAt(map, p.x, p.y);
    if (!sec || !sec.revealed) continue;
    if (lookers.some((h) => sees(h, p, 'heroes') !== 'blocked')) continue;
    out.push(p);
  }
  return out;
}

/** Legal answers: pass, or each entry offered on each of its squares. */
export function legalCounterAnswers(d: Extract<Decision, { kind: 'dungeonCounter' }>): Answer[] {
  const out: Answer[] = [{ kind: 'dungeonCounter', entry: null }];
  for (const o of d.offers) for (const p of o.squares) out.push({ kind: 'dungeonCounter', entry: o.entry, at: [p.x, p.y] });
  return out;
}

/** Checks an answer to a Dungeon Counter decision: pass, or an entry offered on one of its squares. */
export function checkCounterAnswer(s: GameState, d: Extract<Decision, { kind: 'dungeonCounter' }>, a: Answer): EngineError | Mutation {
  if (a.kind !== 'dungeonCounter') return fail(E.wrongKind, `the pending decision is 'dungeonCounter', which '${String(a.kind)}' does not answer`);
  if (a.entry === null) return () => {};
  if (typeof a.entry !== 'string') return fail(E.malformed, 'dungeonCounter.entry must be an entry of the counter table, or null to pass');
  const offer = d.offers.find((o) => o.entry === a.entry);
  if (!offer) {
    const known = counterTable(s)?.entries.find((e) => e.id === a.entry);
    if (!known) return fail(E.malformed, `'${a.entry}' is no entry of the counter table (DEC-30)`);
    const act = known.moment !== d.moment ? 'moment' : known.cost > d.held ? 'cost' : 'nowhere';
    return refuse(s, E.illegalAction, { why: 'counterEntry', act, n: known.cost, m: d.held, rule: 'DEC-30' });
  }
  if (!isCell(a.at)) return fail(E.malformed, 'dungeonCounter.at must be a square [x, y]');
  const [x, y] = a.at;
  if (!offer.squares.some((p) => p.x === x && p.y === y)) return refuse(s, E.illegalMove, { why: 'counterSquare', at: [x, y], act: offer.effect, rule: 'DEC-30' });
  return (draft) => playCounter(draft, counterTable(draft)!.entries.find((e) => e.id === offer.entry)!, { x, y });
}

/** Spends the entry's counters and lets it take effect at `at`. */
function playCounter(s: GameState, entry: CounterEntry, at: Point): void {
  s.gmCounters -= entry.cost;
  const fx = entry.effect;
  emit(s, { type: 'counterSpent', entry: entry.id, name: { en: entry.name.en, it: entry.name.it }, effect: fx.kind, cost: entry.cost, held: s.gmCounters, at });
  const w = s.map.width;
  const cell = at.y * w + at.x;
  switch (fx.kind) {
    case 'trap': {
      const kind = fx.trap ?? rolled(s, fx.table).traps[0];
      if (kind === undefined) return;
      if (!s.ctx.content.traps[kind]) throw new Error(`counter entry '${entry.id}': no trap '${kind}' in the content`);
      const id = s.ctx.ruleset.crawl?.oneCounter ? freshId(s, 't') : trapId(s.map.width, cell);
      s.map.traps[id] = { id, trap: kind, cell, spotted: false, chest: null };
      emit(s, { type: 'trapLaid', trap: id, kind, at });
      return;
    }
    case 'wandering': {
      // The band comes upon the hero: met in its section, placed by the surprise roll's winner (AHQ-C04).
      const section = sectionAt(s.map, at.x, at.y)!.id;
      const ids = band(s, entry, (m) => {
        m.status.away = true;
        m.home = section;
      });
      if (ids.length > 0) push(s, { k: 'encounter', monsters: ids, section });
      return;
    }
    case 'reinforcements': {
      // From `at` outward, fewest steps first, then in reading order: squares no hero sees, beside none.
      const free = new Set<number>();
      for (const p of counterSquares(s, 'reinforcements')) free.add(p.y * w + p.x);
      const squares = nearest(s, cell, free);
      const types = bandTypes(s, entry);
      const ids: string[] = [];
      for (let i = 0; i < types.length && i < squares.length; i++) {
        const c = squares[i]!;
        const m = addMonster(s, entry, types[i]!);
        m.x = c % w;
        m.y = (c - m.x) / w;
        m.home = sectionAt(s.map, m.x, m.y)?.id ?? null;
        m.homeCell = c;
        ids.push(m.id);
        emit(s, { type: 'placed', model: m.id, at: { x: m.x, y: m.y } });
      }
      crawlRules(s).updateFocus(s, null);
      if (ids.length > 0) push(s, { k: 'encounter', monsters: ids, section: sectionAt(s.map, at.x, at.y)?.id ?? null });
      return;
    }
  }
}

/** The cells of `free` reachable from `start` over squares a model may step on, fewest steps
 * first, then in reading order. */
function nearest(s: GameState, start: number, free: ReadonlySet<number>): number[] {
  const { width: w, height: h } = s.map;
  const walk = walkableCells(s);
  const out: number[] = [];
  const seen = new Set<number>([start]);
  let layer = [start];
  while (layer.length > 0) {
    layer.sort((a, b) => a - b);
    for (const c of layer) if (free.has(c)) out.push(c);
    const next: number[] = [];
    for (const c of layer) {
      const x = c % w;
      const y = (c - x) / w;
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const n = ny * w + nx;
        if (seen.has(n) || walk[n] !== 1) continue;
        seen.add(n);
        next.push(n);
      }
    }
    layer = next;
  }
  return out;
}

/** The band's monsters, named or rolled behind the screen, made and set up by `place`. */
function band(s: GameState, entry: CounterEntry, place: (m: Model) => void): string[] {
  const ids: string[] = [];
  for (const type of bandTypes(s, entry)) {
    const m = addMonster(s, entry, type);
    place(m);
    ids.push(m.id);
  }
  return ids;
}

function bandTypes(s: GameState, entry: CounterEntry): string[] {
  const fx = entry.effect as { monsters?: { type: string; count?: number | string }[]; table?: string };
  if (!fx.monsters) return rolled(s, fx.table).monsters;
  const out: string[] = [];
  for (const m of fx.monsters) {
    const n = m.count === undefined ? 1 : amount(s, m.count);
    for (let i = 0; i < n; i++) out.push(m.type);
  }
  return out;
}

function addMonster(s: GameState, entry: CounterEntry, type: string): Model {
  const def = s.ctx.content.monsters[type];
  if (!def) throw new Error(`counter entry '${entry.id}': no monster '${type}' in the content`);
  const m = monsterModel(def, s.ctx.ruleset.crawl?.oneCounter ? freshId(s, 'm') : nextId(s, 'm'), -1, -1);
  s.models[m.id] = m;
  s.order.push(m.id);
  numberMonster(s, m);
  return m;
}

/** Rules version 0's id for what a counter brings (`CrawlRules.oneCounter`): the one counter's
 * next number that no model or trap has yet. */
function freshId(s: GameState, prefix: string): string {
  for (;;) {
    const id = nextId(s, prefix);
    if (!s.models[id] && !s.map.traps[id]) return id;
  }
}

/** What the table `id` of `tables/` gives on a roll made behind the screen ('dungeon' dice). */
function rolled(s: GameState, id: string | undefined): ReturnType<typeof rollOn> {
  const t = id === undefined ? undefined : s.ctx.content.tables[id];
  if (!t) throw new Error(`no table '${String(id)}' in the content`);
  return rollOn(s, s.ctx.content, { label: id!, dice: t.dice, rows: t.rows });
}
