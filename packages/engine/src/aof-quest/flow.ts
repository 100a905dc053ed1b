// The `aof-quest` round (AOF-R01, DEC-26): waves and Ambush deploy, casters get their tokens, the
// heroes activate one at a time in the order their players choose, then the engine plays every AI
// unit by AOF-I01/I02, nearest to a hero first; morale after each activation, the objectives, the
// victory and defeat conditions and the round limit. Every step is plain data on the state's
// stack; the heroes' choices are `choice` decisions whose options name what may be done.
import type { Point } from '../geometry/points.ts';
import type { AofPowerReason, Step } from '../types.ts';
import { decide, emit, push } from '../runtime.ts';
import type { StepHandler } from '../runtime.ts';
import { pickIndex } from '../rng.ts';
import { gapBetween, heightAt, kindAt, moveEnds, moveEndsCosts, moveReach, moveTo, sightOn, type MoveSpec } from './battlefield.ts';
import { allocateWounds, attackOdds, passes, rollAttack, rollBlocks, rollHits, rollToHit, type AttackRoll, type AttackSpec } from './attack.ts';
import { aiDecision, placeGroup, type AiUnit } from './ai.ts';
import { mustTest, testMorale, type MoraleUnit } from './morale.ts';
import { payPower, PASS_COST } from './power.ts';
import type { AofEffect, AofSkillStat, AofSpellDef, AofStatus, AofTarget, AofWaveUnit } from './content-types.ts';
import { aiUnit, statOf, zoneCells, type AofModel, type AofState, type AofUnit } from './state.ts';
import {
  attackPlan, attackSpec, cellOf, content, d6, enemiesOf, hasRule, impaired, inch, inReach, live, modifierTo, moveInches, moveSpec,
  occupancy, onField, points, pt, ruleValue, sees, standable, standing, unitGap, unitsOf, weaponsFor, whereModelsStand, type AttackContext, type MoveAction,
} from './common.ts';

type H = StepHandler<AofState>;

export const Q = {
  activate: 'aof.activate',
  act: 'aof.act',
  shoot: 'aof.shoot',
  passTest: 'aof.passTest',
  shaken: 'aof.ignoreShaken',
  impaired: 'aof.impaired',
  forceCast: 'aof.forceCast',
  counter: 'aof.counter',
  scurry: 'aof.scurry',
  ambush: 'aof.ambush',
  fall: 'aof.stopFall',
} as const;

const sq = (p: Point | [number, number]) => (Array.isArray(p) ? `${p[0]}.${p[1]}` : `${p.x}.${p.y}`);
export function parseSq(t: string): Point | null {
  const m = /^(\d+)\.(\d+)$/.exec(t);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

// ---- rounds -------------------------------------------------------------------------------------

function startRound(s: AofState): void {
  s.round++;
  s.phase = 'heroes';
  emit(s, { type: 'aofRound', round: s.round });
  for (const u of Object.values(s.units)) {
    u.activated = false;
    u.tried = [];
  }
  // Waves of this round, then Ambush units whose round has come (AOF-X02).
  for (const w of s.mission.waves) if (w.round === s.round) deployWave(s, w.id, w.zone, w.units);
  for (const a of [...pendingAmbush(s)]) {
    if (a.round !== s.round) continue;
    deployAmbushUnit(s, a);
  }
  // Caster(X): X tokens at the start of each round, at most 6 held (AOF-X06, X07).
  for (const u of Object.values(s.units)) {
    const x = ruleValue(s, u, 'caster');
    if (x > 0 && onField(u)) u.tokens = Math.min(6, u.tokens + x);
  }
}

type Waiting = AofState['waiting'][number];
/** AI Ambush units waiting (AOF-X02): kept in the state, never in a hero seat's view. */
const pendingAmbush = (s: AofState): Waiting[] => s.waiting;

function newUnitId(s: AofState, wanted?: string): string {
  if (wanted && !Object.hasOwn(s.units, wanted)) return wanted;
  for (;;) {
    const id = `u${s.nextUnit++}`;
    if (!Object.hasOwn(s.units, id)) return id;
  }
}

function deployWave(s: AofState, wave: string, zone: string, units: AofWaveUnit[]): void {
  const placed: string[] = [];
  for (const entry of units) {
    for (let i = 0; i < (entry.count ?? 1); i++) {
      if (entry.ambush) {
        // Deploys D3 rounds after its wave (AOF-X02): the die is the AI's, behind the screen.
        const f = d6(s)();
        pendingAmbush(s).push({ round: s.round + Math.ceil(f / 2), unit: entry.unit, ...(entry.id && (entry.count ?? 1) === 1 ? { id: entry.id } : {}), wave });
        continue;
      }
      const id = placeUnit(s, entry.unit, (entry.count ?? 1) === 1 ? entry.id : undefined, wave, zoneArea(s, zone, entry.unit));
      if (id) placed.push(id);
    }
  }
  if (placed.length > 0) emit(s, { type: 'aofDeployed', units: placed, ambush: false, side: 'ai' });
}

/** The squares a unit of `type` may deploy on in `zone`: the zone, or for Scout anywhere within
 * 12" of it (AOF-X23). */
function zoneArea(s: AofState, zone: string, type: string): Point[] {
  const cells = zoneCells(s, zone).map(([x, y]) => ({ x, y }));
  if (!content(s).units[type]?.rules?.scout) return cells;
  const reach = inch(s, 12);
  const out: Point[] = [];
  for (let y = 0; y < s.bf.size; y++) for (let x = 0; x < s.bf.size; x++) if (cells.some((c) => gapBetween(c, { x, y }) <= reach)) out.push({ x, y });
  return out;
}

function deployAmbushUnit(s: AofState, a: Waiting): void {
  const list = pendingAmbush(s);
  list.splice(list.indexOf(a), 1);
  const goals = s.mission.aiGoals;
  let area: Point[];
  if (goals.length > 0) {
    const g = goals.length === 1 ? goals[0]! : goals[pickIndex(s.rng, goals.length)]!;
    area = around(s, { x: g.at[0], y: g.at[1] }, inch(s, 6));
  } else {
    const w = s.mission.waves.find((q) => q.id === a.wave);
    area = w ? zoneArea(s, w.zone, a.unit) : [];
  }
  const id = placeUnit(s, a.unit, a.id, a.wave, area);
  if (id) emit(s, { type: 'aofDeployed', units: [id], ambush: true, side: 'ai' });
  else list.push({ ...a, round: s.round + 1 });
}

function around(s: AofState, c: Point, r: number): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < s.bf.size; y++) for (let x = 0; x < s.bf.size; x++) if (gapBetween(c, { x, y }) <= r + 1e-9) out.push({ x, y });
  return out;
}

/** Places a new AI unit of `type` in `area`: its leader on a square picked by the dice among the
 * free ones not within 1" of another unit (AOF-M01), its other models beside it (AOF-I02). */
function placeUnit(s: AofState, type: string, wanted: string | undefined, wave: string, area: Point[]): string | null {
  const def = content(s).units[type];
  if (!def) return null;
  const occ = occupancy(s);
  const others: Point[] = [];
  for (const u of Object.values(s.units)) if (onField(u)) others.push(...points(u));
  const near = inch(s, 1);
  const ok = (p: Point, taken: Point[]) => standable(s, p.x, p.y) && !occ.has(cellOf(s, p.x, p.y)) && !taken.some((q) => q.x === p.x && q.y === p.y) && !others.some((q) => gapBetween(p, q) <= near + 1e-9);
  const leaders = area.filter((p) => ok(p, []));
  if (leaders.length === 0) return null;
  const lead = leaders.length === 1 ? leaders[0]! : leaders[pickIndex(s.rng, leaders.length)]!;
  const placed: Point[] = [lead];
  for (let i = 1; i < def.models; i++) {
    let best: Point | null = null;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        const p = { x: lead.x + dx, y: lead.y + dy };
        if (p.x < 0 || p.y < 0 || p.x >= s.bf.size || p.y >= s.bf.size || !ok(p, placed)) continue;
        if (!placed.some((q) => gapBetween(p, q) <= 1) || !placed.every((q) => gapBetween(p, q) <= 3)) continue;
        if (!best || gapBetween(p, lead) < gapBetween(best, lead) - 1e-9) best = p;
      }
    }
    if (!best) break;
    placed.push(best);
  }
  const id = newUnitId(s, wanted);
  const u = aiUnit(def, id);
  u.models = u.models.slice(0, placed.length);
  u.models.forEach((m, i) => {
    m.x = placed[i]!.x;
    m.y = placed[i]!.y;
  });
  u.deployed = true;
  u.wave = wave;
  s.units[id] = u;
  s.order.push(id);
  return id;
}

// ---- the heroes' part ------------------------------------------------------------------------------

/** Heroes that still activate this round: on the field, standing, not yet activated. */
function heroesToAct(s: AofState): AofUnit[] {
  return unitsOf(s, 'heroes').filter((u) => standing(u) && !u.activated);
}

const heroTurn: H = (s) => {
  if (checkEnd(s)) return;
  // Heroes with Ambush may come in from round 2 (AOF-X01), before any hero activates.
  const amb = unitsOf(s, 'heroes').find((u) => u.hero?.ambush && !u.activated && s.round >= 2);
  if (amb && !amb.deployed) {
    const options = ['wait', ...ambushSquares(s).map(sq)];
    decide(s, { kind: 'choice', seat: amb.seat!, question: Q.ambush, options }, { k: 'ambushAnswer', unit: amb.id });
    return;
  }
  const left = heroesToAct(s);
  if (left.length === 0) {
    push(s, { k: 'aiTurn' });
    return;
  }
  // The players choose the order (DEC-26): the first seat in seat order with a hero left picks
  // which of its heroes goes next.
  const seat = [...new Set(left.map((u) => u.seat!))].sort()[0]!;
  decide(s, { kind: 'choice', seat, question: Q.activate, options: left.filter((u) => u.seat === seat).map((u) => u.id) }, { k: 'activateAnswer' });
};

function ambushSquares(s: AofState): Point[] {
  const enemies = unitsOf(s, 'ai').filter(onField).flatMap(points);
  const all = Object.values(s.units).filter(onField).flatMap(points);
  const out: Point[] = [];
  const far = inch(s, 9);
  const near = inch(s, 1);
  for (let y = 0; y < s.bf.size; y++) {
    for (let x = 0; x < s.bf.size; x++) {
      const p = { x, y };
      if (!standable(s, x, y)) continue;
      if (enemies.some((q) => gapBetween(p, q) <= far + 1e-9)) continue;
      if (all.some((q) => gapBetween(p, q) <= near + 1e-9)) continue;
      out.push(p);
    }
  }
  return out;
}

const ambushAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const option = st.option as string;
  if (option === 'wait') {
    u.activated = true;
  } else {
    const p = parseSq(option)!;
    u.models[0]!.x = p.x;
    u.models[0]!.y = p.y;
    u.deployed = true;
    u.hero!.ambush = false;
    emit(s, { type: 'aofDeployed', units: [u.id], ambush: true, side: 'heroes' });
  }
  push(s, { k: 'heroTurn' });
};

const activateAnswer: H = (s, st) => {
  push(s, { k: 'heroActivate', unit: st.option }, { k: 'heroTurn' });
};

/** The start of any unit's activation: buffs that last to its next activation's end begin to
 * end; statuses are tested (AOF-U01..U04); dangerous ground stood in bites (AOF-T03); a Shaken
 * unit spends the activation idle and recovers (AOF-O03). */
function beginActivation(s: AofState, u: AofUnit, then: Step): void {
  s.activating = u.id;
  u.activated = true;
  s.hurt = {};
  emit(s, { type: 'aofActivation', unit: u.id });
  for (const b of u.buffs) if (b.until === 'next-activation') b.started = true;
  const steps: Step[] = [];
  for (const st of u.statuses) steps.push({ k: 'statusCheck', unit: u.id, status: st });
  steps.push({ k: 'dangerousStart', unit: u.id }, { k: 'shakenCheck', unit: u.id, then });
  push(s, ...steps);
}

const heroActivate: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  s.act = { unit: u.id, actionUsed: false, skillUsed: false, extraUsed: false, rested: false, moved: false, attacked: false, charged: false, last: null, over: false };
  beginActivation(s, u, { k: 'heroAct', unit: u.id });
};

const statusCheck: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const status = st.status as AofStatus;
  if (!u.statuses.includes(status) || !standing(u)) return;
  const remove: Step = { k: 'removeStatus', unit: u.id, status };
  switch (status) {
    case 'afflicted':
      push(s, test(u, 'str', [remove], [{ k: 'woundUnit', unit: u.id, wounds: 1 }]));
      return;
    case 'crippled':
      push(s, test(u, 'dex', [remove], []));
      return;
    case 'diseased':
      push(s, test(u, 'wil', [remove], []));
      return;
    case 'impaired':
      // A hero may pay D3 power to remove it (AOF-U04); the AI's units have no power.
      if (u.hero) decide(s, { kind: 'choice', seat: u.seat!, question: Q.impaired, options: ['pay', 'keep'] }, { k: 'impairedAnswer', unit: u.id });
      return;
  }
};

const impairedAnswer: H = (s, st) => {
  if (st.option !== 'pay') return;
  const u = s.units[st.unit as string]!;
  const cost = Math.ceil(d6(s)() / 2);
  spendPower(s, u, cost, 'impaired');
  removeStatus(s, u, 'impaired');
};

function removeStatus(s: AofState, u: AofUnit, status: AofStatus): void {
  if (!u.statuses.includes(status)) return;
  u.statuses = u.statuses.filter((x) => x !== status);
  emit(s, { type: 'aofStatus', unit: u.id, status, gained: false });
}

const dangerousStart: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const inDanger = live(u).filter((m) => kindAt(s.bf, m.x, m.y) === 'dangerous');
  if (inDanger.length > 0) dangerous(s, u, inDanger.length);
};

/** Dangerous terrain (AOF-T03): each model rolls as many dice as its Toughness; each 1 is a wound. */
function dangerous(s: AofState, u: AofUnit, models: number): void {
  const faces: number[] = [];
  for (let i = 0; i < models * u.toughness; i++) faces.push(d6(s)());
  const ones = faces.filter((f) => f === 1).length;
  emit(s, { type: 'aofTest', unit: u.id, stat: 'dangerous', need: 2, modifier: 0, faces, passed: ones === 0 });
  if (ones > 0) woundUnit(s, u, ones, 1, null);
}

const shakenCheck: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) {
    push(s, { k: 'endActivation', unit: u.id });
    return;
  }
  if (u.shaken) {
    // One whole activation idle ends it (AOF-O03).
    if (u.side === 'ai') emit(s, { type: 'aofAi', unit: u.id, branch: 'shaken', action: 'idle', target: null, goal: null, range: 0, shoot: 0, charge: 0 });
    u.shaken = false;
    emit(s, { type: 'aofShaken', unit: u.id, shaken: false });
    push(s, { k: 'endActivation', unit: u.id });
    return;
  }
  push(s, st.then as Step);
};

// ---- a hero's choices ------------------------------------------------------------------------------

/** What the activating hero may do now (AOF-A01..A03, K01..K04, S04, X06). */
export function heroOptions(s: AofState): string[] {
  const a = s.act!;
  const u = s.units[a.unit]!;
  const out: string[] = [];
  if (a.rested || a.over || !standing(u)) return ['end'];
  const actionFree = !a.actionUsed || !a.extraUsed;
  if (!a.actionUsed && !a.skillUsed) out.push('rest');
  if (actionFree) {
    out.push('hold');
    if (!hasRule(s, u, 'immobile')) {
      const r = heroReach(s, u);
      for (const c of r.advance) out.push(`advance:${sq(c)}`);
      for (const c of r.rush) out.push(`rush:${sq(c)}`);
      for (const [t, cells] of r.charge) for (const c of cells) out.push(`charge:${t}:${sq(c)}`);
      for (const j of jumpSquares(s, u)) out.push(`jump:${sq(j.to)}`);
    }
  }
  if (!a.skillUsed) out.push(...skillOptions(s, u));
  if (!a.attacked) out.push(...castOptions(s, u));
  out.push('end');
  return out;
}

/** Where a hero's Advance, Rush and Charge may end (AOF-A02, M01, L01): one search with a
 * Charge's reach, whose squares near other units only a Charge may end on, and only in base
 * contact with its target. */
function heroReach(s: AofState, u: AofUnit): HeroReach {
  const from = pt(live(u)[0]!);
  const spec = moveSpec(s, u, moveInches(s, u, 'rush'), false);
  // Kept while no model moves: a hero's activation asks again after each Skill, spell and test
  // it answers (docs/performance.md). It reads the ground, where the models stand, the hero's
  // square, inches and way of moving, and its enemies' squares.
  const stand = whereModelsStand(s);
  let kept = HERO_REACH.get(stand);
  if (!kept) HERO_REACH.set(stand, (kept = new Map()));
  const key = `${u.id}:${from.x},${from.y}:${spec.inches}:${moveInches(s, u, 'advance')}:${spec.flying ? 1 : 0}${spec.strider ? 1 : 0}${spec.crossesGaps ? 1 : 0}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const r = heroReachNow(s, u, from, spec);
  kept.set(key, r);
  return r;
}

interface HeroReach {
  readonly advance: readonly Point[];
  readonly rush: readonly Point[];
  readonly charge: readonly (readonly [string, readonly Point[]])[];
}

const HERO_REACH = new WeakMap<object, Map<string, HeroReach>>();

function heroReachNow(s: AofState, u: AofUnit, from: Point, spec: MoveSpec): HeroReach {
  // The squares and their costs alone, searched in the kept buffers (a search of its own made
  // five board-sized arrays a question; docs/performance.md).
  const r = moveEndsCosts(s.bf, from, { ...spec, noStop: undefined });
  const adv = moveInches(s, u, 'advance') * 2;
  const advance: Point[] = [];
  const rush: Point[] = [];
  const ends: Point[] = [];
  for (let i = 0; i < r.cells.length; i++) {
    const c = r.cells[i]!;
    const p = { x: c % s.bf.size, y: Math.floor(c / s.bf.size) };
    ends.push(p);
    if (spec.noStop?.(p.x, p.y)) continue;
    rush.push(p);
    if (r.costs[i]! <= adv + 1e-9) advance.push(p);
  }
  const charge: [string, Point[]][] = [];
  for (const e of enemiesOf(s, u)) {
    const tp = points(e);
    const cells = ends.filter((p) => tp.some((q) => Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) === 1));
    if (cells.length > 0) charge.push([e.id, cells]);
  }
  return { advance, rush, charge };
}

function targetsFor(s: AofState, u: AofUnit, target: AofTarget, range: number | undefined): AofUnit[] {
  if (target === 'self') return [u];
  const r = inch(s, range ?? 0);
  const pool = target === 'friend' ? unitsOf(s, u.side).filter(standing) : enemiesOf(s, u);
  return pool.filter((t) => t.id === u.id || (unitGap(points(u), points(t)) <= r + 1e-9 && sees(s, points(u), points(t))));
}

function skillOptions(s: AofState, u: AofUnit): string[] {
  const out: string[] = [];
  const c = content(s);
  const here = points(u);
  // Discover (AOF-K01).
  for (const t of s.tokens) {
    if (t.taken) continue;
    const p = { x: t.at[0], y: t.at[1] };
    const gap = unitGap(here, [p]);
    if (gap <= inch(s, 1) + 1e-9) out.push(`discover:${t.id}`);
    else if (!t.revealed && gap <= inch(s, 6) + 1e-9 && sees(s, here, [p])) out.push(`discover:${t.id}`);
  }
  // Push (AOF-K02).
  for (const e of enemiesOf(s, u)) if (unitGap(here, points(e)) <= inch(s, 3) + 1e-9) out.push(`push:${e.id}`);
  // Scurry (AOF-K03).
  if (!hasRule(s, u, 'immobile')) out.push('scurry');
  // The hero's own skill (AOF-K04).
  const def = c.heroes[u.type];
  if (def) for (const t of targetsFor(s, u, def.skill.target, def.skill.range)) out.push(`skill:${t.id}`);
  // Revive (AOF-S04).
  for (const h of unitsOf(s, 'heroes')) if (h.id !== u.id && onField(h) && h.hero!.unconscious && unitGap(here, points(h)) <= inch(s, 3) + 1e-9) out.push(`revive:${h.id}`);
  // Items with a use (consumables, equipment; Limited once a mission, AOF-X18).
  for (const it of new Set(u.hero!.items)) {
    const d = c.items[it];
    if (!d?.use || (d.rules?.limited && u.hero!.used.includes(it))) continue;
    for (const t of targetsFor(s, u, d.use.target, d.use.range)) out.push(`use:${it}:${t.id}`);
  }
  // Objectives: a marker within 1" (not while Shaken, AOF-O03); leaving by an escape zone.
  for (const o of s.mission.objectives) {
    if (s.done.includes(o.id)) continue;
    if (o.kind === 'marker') {
      const g = s.mission.aiGoals.find((q) => q.id === o.goal);
      if (g && unitGap(here, [{ x: g.at[0], y: g.at[1] }]) <= inch(s, 1) + 1e-9 && !u.shaken) out.push(`objective:${o.id}`);
    }
    if (o.kind === 'escape' && inZone(s, o.zone, here[0]!)) out.push(`escape:${o.id}`);
  }
  return out;
}

function inZone(s: AofState, zone: string, p: Point): boolean {
  const z = s.mission.zones.find((q) => q.id === zone);
  return !!z && p.x >= z.at[0] && p.y >= z.at[1] && p.x < z.at[0] + z.size[0] && p.y < z.at[1] + z.size[1];
}

function castOptions(s: AofState, u: AofUnit): string[] {
  if (ruleValue(s, u, 'caster') <= 0) return [];
  const out: string[] = [];
  for (const id of u.spells) {
    const sp = content(s).spells[id];
    if (!sp || u.tried.includes(id) || u.tokens < sp.value) continue;
    for (const t of targetsFor(s, u, sp.target, sp.range)) for (let b = 0; b <= u.tokens - sp.value; b++) out.push(`cast:${id}:${t.id}:${b}`);
  }
  return out;
}

const heroAct: H = (s) => {
  const a = s.act!;
  const u = s.units[a.unit]!;
  if (checkEnd(s)) return;
  const options = heroOptions(s);
  if (options.length === 1) {
    push(s, { k: 'endActivation', unit: u.id });
    return;
  }
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.act, options }, { k: 'actAnswer' });
};

function useAction(s: AofState, u: AofUnit, action: 'hold' | 'advance' | 'rush' | 'charge' | 'rest'): void {
  const a = s.act!;
  const extra = a.actionUsed;
  if (extra) {
    a.extraUsed = true;
    spendPower(s, u, 2, 'extra-action');
  } else a.actionUsed = true;
  emit(s, { type: 'aofAction', unit: u.id, action, extra });
}

const actAnswer: H = (s, st) => {
  const a = s.act!;
  const u = s.units[a.unit]!;
  const parts = (st.option as string).split(':');
  const kind = parts[0]!;
  const next: Step = { k: 'heroAct' };
  // An extra action paid in wounds may leave the hero unconscious (AOF-A04): nothing follows.
  const paid = (): boolean => {
    if (standing(u)) return true;
    push(s, { k: 'endActivation', unit: u.id });
    return false;
  };
  switch (kind) {
    case 'end':
      push(s, { k: 'endActivation', unit: u.id });
      return;
    case 'rest': {
      // All power back; idle before and after (AOF-A03).
      a.actionUsed = true;
      a.rested = true;
      emit(s, { type: 'aofAction', unit: u.id, action: 'rest', extra: false });
      u.hero!.power = u.hero!.maxPower;
      emit(s, { type: 'aofRested', unit: u.id, power: u.hero!.power });
      push(s, { k: 'endActivation', unit: u.id });
      return;
    }
    case 'hold':
      useAction(s, u, 'hold');
      if (!paid()) return;
      push(s, { k: 'shootAsk', unit: u.id, moved: false }, next);
      return;
    case 'advance':
    case 'rush': {
      useAction(s, u, kind);
      if (!paid()) return;
      const to = parseSq(parts[1]!)!;
      moveModel(s, u, live(u)[0]!, to, moveInches(s, u, kind));
      a.moved = true;
      if (kind === 'advance' && standing(u)) push(s, { k: 'shootAsk', unit: u.id, moved: true }, next);
      else push(s, next);
      return;
    }
    case 'charge': {
      useAction(s, u, 'charge');
      if (!paid()) return;
      const to = parseSq(parts[2]!)!;
      moveModel(s, u, live(u)[0]!, to, moveInches(s, u, 'charge'));
      a.moved = true;
      a.charged = true;
      a.attacked = true;
      push(s, { k: 'melee', unit: u.id, target: parts[1] }, next);
      return;
    }
    case 'jump': {
      // A jump is the hero's Advance: its gap or drop does not count toward the move (AOF-J01).
      useAction(s, u, 'advance');
      if (!paid()) return;
      a.moved = true;
      push(s, { k: 'jump', unit: u.id, to: parts[1] }, next);
      return;
    }
    case 'cast':
      push(s, { k: 'heroCast', unit: u.id, spell: parts[1], target: parts[2], boost: Number(parts[3]) }, next);
      return;
    default:
      a.skillUsed = true;
      emit(s, { type: 'aofAction', unit: u.id, action: 'skill', extra: false, skill: kind });
      push(s, { k: 'skill', unit: u.id, kind, arg: parts[1], arg2: parts[2] }, next);
  }
};

// ---- jumping and falling (AOF-J01, J02) ------------------------------------------------------------

/** A jump: where it lands, the Dex dice it takes (X+1), how far a fall would drop, over a gap or not.
 * Heights are never scaled (DEC-24); a gap's width is, with every distance (AOF-P02). */
interface Jump { to: Point; dice: number; depth: number; gap: boolean }

/** Where a hero may jump (AOF-J01): straight over a gap of 2" to 6" onto ground no higher than it
 * stands, or down onto a neighbouring square 4" to 6" below (1" gaps and 3" drops are walked). */
export function jumpSquares(s: AofState, u: AofUnit): Jump[] {
  if (!u.hero || hasRule(s, u, 'immobile')) return [];
  const from = pt(live(u)[0]!);
  const h0 = heightAt(s.bf, from);
  const spec = moveSpec(s, u, 0, false);
  const free = (p: Point) => standable(s, p.x, p.y) && !spec.occupied(p.x, p.y) && !spec.noStop?.(p.x, p.y);
  const most = inch(s, 6) + 1e-9;
  const out: Jump[] = [];
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]] as const) {
    const step = dx !== 0 && dy !== 0 ? 1.5 : 1;
    // Down a drop.
    const n = { x: from.x + dx, y: from.y + dy };
    const drop = h0 - (heightAt(s.bf, n) ?? h0);
    if (free(n) && drop > 3 && drop <= 6) out.push({ to: n, dice: Math.floor(drop / 3) + 1, depth: drop, gap: false });
    // Over a gap.
    let k = 0;
    let bottom = h0;
    while (kindAt(s.bf, from.x + dx * (k + 1), from.y + dy * (k + 1)) === 'gap') {
      k++;
      bottom = Math.min(bottom, heightAt(s.bf, { x: from.x + dx * k, y: from.y + dy * k }));
    }
    const land = { x: from.x + dx * (k + 1), y: from.y + dy * (k + 1) };
    if (k >= 2 && k * step <= most && free(land) && heightAt(s.bf, land) <= h0) out.push({ to: land, dice: Math.floor(k * step / (3 * s.scale) + 1e-9) + 1, depth: h0 - bottom, gap: true });
  }
  return out;
}

/** X+1 Dex tests, X one per full 3" (AOF-J01); Strider passes on 2+ (AOF-X26), Flying always
 * (AOF-X13). All passed: the hero is across; any failed: it falls, unless it pays 2 power to stop
 * at the ledge (AOF-J02). */
const jump: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const to = parseSq(st.to as string)!;
  const j = jumpSquares(s, u).find((q) => q.to.x === to.x && q.to.y === to.y)!;
  const flying = hasRule(s, u, 'flying');
  const need = hasRule(s, u, 'strider') ? 2 : u.hero!.dex;
  const mod = impaired(u) + modifierTo(s, u, 'dex');
  const faces: number[] = [];
  if (!flying) for (let i = 0; i < j.dice; i++) faces.push(d6(s)());
  const ok = faces.every((f) => passes(f, need, mod));
  emit(s, { type: 'aofTest', unit: u.id, stat: 'jump', need, modifier: mod, faces, passed: ok });
  if (ok) {
    const m = live(u)[0]!;
    m.x = to.x;
    m.y = to.y;
    emit(s, { type: 'aofMoved', unit: u.id, to, inches: 0 });
    push(s, { k: 'shootAsk', unit: u.id, moved: true });
    return;
  }
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.fall, options: ['pay', 'fall'] }, { k: 'fallAnswer', unit: u.id, to: st.to, depth: j.depth, gap: j.gap });
};

const fallAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  s.act!.over = true;
  if (st.option === 'pay') {
    spendPower(s, u, 2, 'stop-fall');
    return;
  }
  // Down a drop the hero lands below; into a chasm it climbs out where it jumped from.
  const m = live(u)[0]!;
  if (!st.gap) {
    const to = parseSq(st.to as string)!;
    m.x = to.x;
    m.y = to.y;
    emit(s, { type: 'aofMoved', unit: u.id, to, inches: 0 });
  }
  if ((st.depth as number) >= 2) fall(s, u, m.id, st.depth as number);
};

// ---- stat tests and power ------------------------------------------------------------------------

/** A test step: on a pass `pass` runs, on a fail `fail`; a hero failing Str, Dex or Wil may pay
 * 2 power to pass (AOF-G02). */
function test(u: AofUnit, stat: AofSkillStat | 'quality', pass: Step[], fail: Step[], modifier = 0): Step {
  return { k: 'test', unit: u.id, stat, pass, fail, modifier };
}

const testStep: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const stat = st.stat as AofSkillStat | 'quality';
  const mod = (st.modifier as number) + impaired(u) + (stat === 'quality' ? 0 : modifierTo(s, u, stat));
  const need = statOf(u, stat);
  const face = d6(s)();
  const ok = passes(face, need, mod);
  emit(s, { type: 'aofTest', unit: u.id, stat, need, modifier: mod, faces: [face], passed: ok });
  if (ok) push(s, ...(st.pass as Step[]));
  else if (u.hero && stat !== 'quality' && standing(u)) {
    decide(s, { kind: 'choice', seat: u.seat!, question: Q.passTest, options: ['pay', 'fail'] }, { k: 'passAnswer', unit: u.id, pass: st.pass, fail: st.fail });
  } else push(s, ...(st.fail as Step[]));
};

const passAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (st.option === 'pay') {
    spendPower(s, u, PASS_COST, 'pass-test');
    push(s, ...(st.pass as Step[]));
  } else push(s, ...(st.fail as Step[]));
};

/** Pays power (AOF-W01): short of it, the whole cost is taken as wounds (AOF-A04, DEC-15); a
 * Diseased hero takes a wound per power spent (AOF-U03). */
export function spendPower(s: AofState, u: AofUnit, cost: number, reason: AofPowerReason): void {
  const h = u.hero!;
  const m = u.models[0]!;
  const r = payPower({ power: h.power, wounds: m.wounds, toughness: u.toughness, str: h.str, dex: h.dex, wil: h.wil, statuses: u.statuses }, cost);
  const wounds = r.wounds - m.wounds;
  h.power = r.power;
  emit(s, { type: 'aofPower', unit: u.id, reason, cost, left: h.power, wounds, short: r.exhausted });
  if (wounds > 0) woundUnit(s, u, wounds, 1, null);
}

// ---- moving -------------------------------------------------------------------------------------

/** Moves model `i` of `u` to `to` by its cheapest way with `inches`; dangerous ground crossed
 * bites (AOF-T03). */
function moveModel(s: AofState, u: AofUnit, m: AofModel, to: Point, inches: number): void {
  if (m.dead) return;
  const from = pt(m);
  if (from.x === to.x && from.y === to.y) return;
  // The square is chosen: only the way there counts, not where else it may stop (a charging spec
  // builds no 1" grid), and the search ends at `to`.
  const r = moveTo(s.bf, from, to, moveSpec(s, u, inches, true));
  const cost = r ? r.cost / 2 : gapBetween(from, to) + 1;
  m.x = to.x;
  m.y = to.y;
  emit(s, { type: 'aofMoved', unit: u.id, to, inches: cost });
  if (r?.dangerous && !hasRule(s, u, 'flying')) dangerous(s, u, 1);
}

// ---- shooting -----------------------------------------------------------------------------------

function shootTargets(s: AofState, u: AofUnit, moved: boolean): string[] {
  return enemiesOf(s, u).filter((t) => attackPlan(s, u, t, { melee: false, charging: false, strikeBack: false, moved }).length > 0).map((t) => t.id);
}

const shootAsk: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const targets = shootTargets(s, u, st.moved as boolean);
  if (targets.length === 0) return;
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.shoot, options: [...targets, 'none'] }, { k: 'shootAnswer', unit: u.id, moved: st.moved });
};

const shootAnswer: H = (s, st) => {
  if (st.option === 'none') return;
  s.act!.attacked = true;
  shoot(s, s.units[st.unit as string]!, s.units[st.option as string]!, st.moved as boolean);
};

/** Every ranged weapon of every model in range fires at `t` (AOF-S01..S03). */
function shoot(s: AofState, u: AofUnit, t: AofUnit, moved: boolean): void {
  resolveAttacks(s, u, t, { melee: false, charging: false, strikeBack: false, moved });
}

function resolveAttacks(s: AofState, u: AofUnit, t: AofUnit, cx: AttackContext, only?: (w: string) => boolean): void {
  for (const p of attackPlan(s, u, t, cx)) {
    if (only && !only(p.weapon.id)) continue;
    if (!standing(t)) break;
    if (p.weapon.rules?.limited) {
      if (u.hero) u.hero.used.push(p.weapon.id);
      else u.tried.push(`weapon:${p.weapon.id}`);
    }
    const near = p.spec.blast > 1 ? blastNeighbours(s, t) : [];
    if (near.length > 0) {
      // Blast among several units (AOF-X05): the hits are split evenly between them.
      const w = p.weapon;
      blastSplit(s, u, t, near, p.spec, (x) => attackSpec(s, u, x, w, 1, cx), w.id, cx.melee, 0);
      continue;
    }
    const roll = rollAttack(p.spec, live(t).length, d6(s));
    emit(s, { type: 'aofAttack', unit: u.id, target: t.id, weapon: p.weapon.id, melee: cx.melee, toHit: roll.toHit, impact: roll.impact, hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
    if (roll.wounds > 0) {
      const dealt = woundUnit(s, t, roll.wounds, p.spec.deadly, points(u)[0] ?? null);
      if (cx.melee && dealt > 0) s.hurt[t.id]!.fear += ruleValue(s, u, 'fear');
    }
  }
}

/** The other units of `t`'s side standing with a model within 3" of one of `t`'s, nearest first
 * (AOF-X05). */
export function blastNeighbours(s: AofState, t: AofUnit): AofUnit[] {
  const tp = points(t);
  return unitsOf(s, t.side)
    .filter((o) => o.id !== t.id && standing(o) && unitGap(points(o), tp) <= inch(s, 3) + 1e-9)
    .sort((a, b) => unitGap(points(a), tp) - unitGap(points(b), tp));
}

/** Blast on a unit with others within 3" (AOF-X05): each hit is multiplied by X, capped by the
 * models of the target and of the units within 3" of it; the hits are dealt in turn to the target
 * and each of those units, so that they are split as evenly as they can be, and each unit blocks
 * its own with its own Defense. */
function blastSplit(s: AofState, u: AofUnit | null, t: AofUnit, near: AofUnit[], spec: AttackSpec, specFor: (x: AofUnit) => AttackSpec, weapon: string, melee: boolean, autoHits: number): void {
  const units = [t, ...near];
  const tp = points(t);
  const cap = live(t).length + near.reduce((n, o) => n + live(o).filter((m) => unitGap([pt(m)], tp) <= inch(s, 3) + 1e-9).length, 0);
  const first: AttackRoll = { toHit: [], impact: [], hits: 0, blocks: [], regeneration: [], wounds: 0 };
  const hits = rollToHit(spec, cap, d6(s), first, autoHits);
  const shares: number[][] = units.map(() => []);
  hits.forEach((ap, i) => shares[i % units.length]!.push(ap));
  units.forEach((x, i) => {
    if (shares[i]!.length === 0 && i > 0) return;
    const roll: AttackRoll = i === 0 ? first : { toHit: [], impact: [], hits: 0, blocks: [], regeneration: [], wounds: 0 };
    const xs = specFor(x);
    rollBlocks(xs, shares[i]!, d6(s), roll);
    emit(s, { type: 'aofAttack', unit: u?.id ?? x.id, target: x.id, weapon, melee, toHit: roll.toHit, impact: roll.impact, hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
    if (roll.wounds > 0) woundUnit(s, x, roll.wounds, xs.deadly, u ? points(u)[0] ?? null : null);
  });
}

/** Lands `wounds` on `u` (AOF-S03, DEC-25, X09); a hero who would be killed is unconscious
 * instead (AOF-S04). Returns the wounds that landed. */
export function woundUnit(s: AofState, u: AofUnit, wounds: number, deadly: number, from: Point | null): number {
  if (wounds <= 0 || !standing(u)) return 0;
  const before = live(u);
  const models = before.map((m) => ({ id: m.id, wounds: m.wounds, toughness: u.toughness, gap: from ? gapBetween(from, pt(m)) : 0 }));
  const r = allocateWounds(models, wounds, deadly);
  let landed = 0;
  for (const m of before) {
    const w = r.wounds[m.id]!;
    if (w === m.wounds) continue;
    landed += w - m.wounds;
    m.wounds = w;
    const down = w >= u.toughness;
    if (down && u.hero) u.hero.unconscious = true;
    else if (down) m.dead = true;
    emit(s, { type: 'aofWounds', unit: u.id, model: m.id, wounds: w, left: Math.max(0, u.toughness - w), killed: down && !u.hero, unconscious: down && !!u.hero });
  }
  const h = (s.hurt[u.id] ??= { wounds: 0, fear: 0 });
  h.wounds += landed;
  if (u.hero?.unconscious) u.shaken = false;
  return landed;
}

// ---- melee --------------------------------------------------------------------------------------

const melee: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const t = s.units[st.target as string]!;
  if (!standing(u) || !standing(t)) return;
  // The defenders move up to 3" into contact (AOF-L01).
  defendersClose(s, t, u);
  // Counter weapons strike first when charged (AOF-X08).
  const counter = (w: string) => content(s).weapons[w]?.rules?.counter === true;
  resolveAttacks(s, t, u, { melee: true, charging: false, strikeBack: true, moved: false }, counter);
  if (standing(u) && standing(t)) resolveAttacks(s, u, t, { melee: true, charging: true, strikeBack: false, moved: true });
  // Strike back (AOF-L03): Shaken strikes as fatigued (AOF-O03); then fatigued (AOF-L04).
  if (standing(u) && standing(t)) {
    resolveAttacks(s, t, u, { melee: true, charging: false, strikeBack: true, moved: false }, (w) => !counter(w));
  }
  if (onField(t) && !t.hero?.unconscious) t.fatigued = true;
  u.fatigued = true;
  // Neither destroyed: the chargers move back to 1" apart where they can (AOF-L03).
  if (standing(u) && standing(t)) separate(s, u, t);
};

function defendersClose(s: AofState, t: AofUnit, u: AofUnit): void {
  if (hasRule(s, t, 'immobile')) return;
  const up = points(u);
  for (let i = 0; i < live(t).length; i++) {
    const m = live(t)[i]!;
    if (up.some((q) => Math.max(Math.abs(q.x - m.x), Math.abs(q.y - m.y)) === 1)) continue;
    const r = moveReach(s.bf, pt(m), moveSpec(s, t, inch(s, 3), true));
    let best: Point | null = null;
    let bestGap = unitGap([pt(m)], up);
    for (const c of r.ends) {
      const p = { x: c % s.bf.size, y: Math.floor(c / s.bf.size) };
      const g = unitGap([p], up);
      if (g < bestGap - 1e-9) {
        best = p;
        bestGap = g;
      }
    }
    if (best) moveModel(s, t, m, best, inch(s, 3));
  }
}

function separate(s: AofState, u: AofUnit, t: AofUnit): void {
  const tp = points(t);
  const apart = inch(s, 1);
  for (let i = 0; i < live(u).length; i++) {
    const m = live(u)[i]!;
    if (unitGap([pt(m)], tp) >= apart - 1e-9) continue;
    const spec = moveSpec(s, u, inch(s, 3), true);
    const r = moveReach(s.bf, pt(m), spec);
    let best: Point | null = null;
    for (const c of r.ends) {
      const p = { x: c % s.bf.size, y: Math.floor(c / s.bf.size) };
      if (unitGap([p], tp) < apart - 1e-9) continue;
      if (!best || r.cost(c) < r.cost(cellOf(s, best.x, best.y))) best = p;
    }
    if (best) {
      m.x = best.x;
      m.y = best.y;
      emit(s, { type: 'aofMoved', unit: u.id, to: best, inches: r.cost(cellOf(s, best.x, best.y)) / 2 });
    }
  }
}

// ---- skills -----------------------------------------------------------------------------------------

const skill: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const arg = st.arg as string;
  const c = content(s);
  switch (st.kind as string) {
    case 'discover': {
      const tok = s.tokens.find((t) => t.id === arg)!;
      const gap = unitGap(points(u), [{ x: tok.at[0], y: tok.at[1] }]);
      if (gap <= inch(s, 1) + 1e-9) push(s, { k: 'reveal', unit: u.id, token: tok.id, take: true });
      else push(s, test(u, 'wil', [{ k: 'reveal', unit: u.id, token: tok.id, take: false }], []));
      return;
    }
    case 'push':
      push(s, test(u, 'str', [{ k: 'pushAway', unit: arg, by: u.id }], []));
      return;
    case 'scurry':
      push(s, test(u, 'dex', [{ k: 'scurryRoll', unit: u.id }], []));
      return;
    case 'skill': {
      // Hero skills (AOF-K04): a pass does it; a fail costs 1 power, then it is done.
      const def = c.heroes[u.type]!;
      const effect: Step = { k: 'effects', unit: u.id, target: arg, effects: def.skill.effects };
      push(s, { k: 'heroSkill', unit: u.id, stat: def.skill.stat, effect });
      return;
    }
    case 'revive': {
      // A skill action and 2 power revive a hero within 3", with 3 wounds back (AOF-S04).
      const h = s.units[arg]!;
      spendPower(s, u, 2, 'revive');
      h.hero!.unconscious = false;
      h.models[0]!.wounds = Math.max(0, h.toughness - 3);
      emit(s, { type: 'aofRevived', unit: h.id, by: u.id });
      return;
    }
    case 'use': {
      const d = c.items[arg]!;
      if (d.kind === 'consumable') u.hero!.items.splice(u.hero!.items.indexOf(arg), 1);
      else if (d.rules?.limited) u.hero!.used.push(arg);
      push(s, { k: 'effects', unit: u.id, target: st.arg2, effects: d.use!.effects });
      return;
    }
    case 'objective': {
      const o = s.mission.objectives.find((q) => q.id === arg);
      if (o?.kind === 'marker') push(s, test(u, o.test, [{ k: 'objectiveDone', objective: o.id, by: u.id }], []));
      return;
    }
    case 'escape':
      u.hero!.escaped = true;
      emit(s, { type: 'aofEscaped', unit: u.id });
      s.act!.over = true;
      return;
  }
};

const heroSkill: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const stat = st.stat as AofSkillStat;
  const face = d6(s)();
  const mod = impaired(u) + modifierTo(s, u, stat);
  const ok = passes(face, statOf(u, stat), mod);
  emit(s, { type: 'aofTest', unit: u.id, stat, need: statOf(u, stat), modifier: mod, faces: [face], passed: ok });
  if (!ok) spendPower(s, u, 1, 'skill-failed');
  if (standing(u)) push(s, st.effect as Step);
};

const objectiveDone: H = (s, st) => {
  if (s.done.includes(st.objective as string)) return;
  s.done.push(st.objective as string);
  emit(s, { type: 'aofObjective', objective: st.objective as string, by: st.by as string });
};

const scurryRoll: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const inches = inch(s, Math.ceil(d6(s)() / 2));
  const from = pt(live(u)[0]!);
  const r = moveReach(s.bf, from, moveSpec(s, u, inches, false));
  const options = ['stay', ...r.ends.map((c) => sq({ x: c % s.bf.size, y: Math.floor(c / s.bf.size) }))];
  if (options.length === 1) return;
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.scurry, options }, { k: 'scurryAnswer', unit: u.id, inches });
};

const scurryAnswer: H = (s, st) => {
  if (st.option === 'stay') return;
  const u = s.units[st.unit as string]!;
  moveModel(s, u, live(u)[0]!, parseSq(st.option as string)!, st.inches as number);
};

/** Pushed directly away by 2" (AOF-K02); off a ledge of 2"+ it falls (AOF-J02). */
const pushAway: H = (s, st) => {
  const t = s.units[st.unit as string]!;
  const by = s.units[st.by as string]!;
  if (!standing(t)) return;
  const from = points(by)[0]!;
  const occ = occupancy(s);
  const dist = inch(s, 2);
  for (const m of live(t)) {
    const dx = m.x - from.x;
    const dy = m.y - from.y;
    const len = Math.hypot(dx, dy) || 1;
    let at = pt(m);
    for (let k = 1; k <= Math.ceil(dist * 2); k++) {
      const step = (k / 2);
      if (step > dist + 1e-9) break;
      const p = { x: Math.round(m.x + (dx / len) * step), y: Math.round(m.y + (dy / len) * step) };
      if (p.x === at.x && p.y === at.y) continue;
      if (!standable(s, p.x, p.y) || (occ.has(cellOf(s, p.x, p.y)) && occ.get(cellOf(s, p.x, p.y)) !== t.id)) break;
      at = p;
    }
    const drop = heightAt(s.bf, pt(m)) - heightAt(s.bf, at);
    occ.delete(cellOf(s, m.x, m.y));
    m.x = at.x;
    m.y = at.y;
    occ.set(cellOf(s, m.x, m.y), t.id);
    emit(s, { type: 'aofPushed', unit: t.id, by: by.id, to: at });
    if (drop >= 2) fall(s, t, m.id, drop);
  }
};

/** Falling 2" or more (AOF-J02): a model of a unit of several dies while others remain; the
 * last one, or a single model, takes 1 hit with AP(1 per full 3"). */
function fall(s: AofState, u: AofUnit, model: string, inches: number): void {
  emit(s, { type: 'aofFell', unit: u.id, model, inches });
  const m = u.models.find((q) => q.id === model)!;
  if (live(u).length > 1) {
    m.wounds = u.toughness;
    m.dead = true;
    emit(s, { type: 'aofWounds', unit: u.id, model, wounds: m.wounds, left: 0, killed: true, unconscious: false });
    (s.hurt[u.id] ??= { wounds: 0, fear: 0 }).wounds += 1;
    return;
  }
  const spec = plainSpec(u, Math.floor(inches / 3), s);
  const roll = rollHits(spec, 1, 1, d6(s));
  emit(s, { type: 'aofAttack', unit: u.id, target: u.id, weapon: 'fall', melee: false, toHit: [], impact: [], hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
  if (roll.wounds > 0) woundUnit(s, u, roll.wounds, 1, null);
  if (s.act && s.act.unit === u.id) s.act.over = true;
}

export function plainSpec(t: AofUnit, ap: number, s: AofState, rules: Partial<Pick<AttackSpec, 'blast' | 'deadly' | 'bane' | 'rending' | 'unstoppable'>> = {}): AttackSpec {
  return {
    attacks: 0, quality: 7, hitModifier: 0, sixesOnly: false, extraOnSix: 0, impact: 0, ap, rending: rules.rending ?? false,
    bane: rules.bane ?? false, unstoppable: rules.unstoppable ?? false, blast: rules.blast ?? 1, deadly: rules.deadly ?? 1,
    defense: t.defense, cover: false, defenseModifier: impaired(t) + modifierTo(s, t, 'defense'), regeneration: hasRule(s, t, 'regeneration'),
  };
}

// ---- search tokens ------------------------------------------------------------------------------

const reveal: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const tok = s.tokens.find((t) => t.id === st.token)!;
  const first = !tok.revealed;
  tok.revealed = true;
  const c = tok.contents;
  if (first) {
    emit(s, {
      type: 'aofToken', token: tok.id, by: u.id, contents: c.kind,
      ...(c.kind === 'item' ? { item: c.item } : {}), ...(c.kind === 'gold' ? { gold: c.gold } : {}), ...(c.kind === 'trap' ? { trap: c.trap } : {}),
    });
  }
  switch (c.kind) {
    case 'item':
    case 'gold':
      if (st.take) {
        tok.taken = true;
        if (c.kind === 'item') u.hero!.items.push(c.item);
        else u.hero!.gold += c.gold;
      }
      return;
    case 'trap': {
      tok.taken = true;
      const trap = content(s).traps[c.trap];
      if (trap) push(s, { k: 'effects', unit: null, target: u.id, effects: trap.effects });
      return;
    }
    case 'ambush': {
      tok.taken = true;
      const area = around(s, { x: tok.at[0], y: tok.at[1] }, inch(s, 6));
      const placed: string[] = [];
      for (const e of tokenAmbush(s, c.units, c.threat)) for (let i = 0; i < (e.count ?? 1); i++) {
        const id = placeUnit(s, e.unit, (e.count ?? 1) === 1 ? e.id : undefined, tok.id, area);
        if (id) placed.push(id);
      }
      if (placed.length > 0) emit(s, { type: 'aofDeployed', units: placed, ambush: true, side: 'ai' });
      return;
    }
    case 'nothing':
      tok.taken = true;
  }
};

/** The units a token's ambush brings: those named, or units of the mission's factions worth up to
 * `threat`, drawn with the dice. */
function tokenAmbush(s: AofState, units: AofWaveUnit[] | undefined, threat: number | undefined): AofWaveUnit[] {
  if (units && units.length > 0) return units;
  const c = content(s);
  const factions = new Set(s.mission.waves.flatMap((w) => w.units.map((u) => c.units[u.unit]?.faction)));
  let left = threat ?? 0;
  const out: AofWaveUnit[] = [];
  for (;;) {
    const pool = Object.values(c.units).filter((u) => factions.has(u.faction) && u.threat <= left && u.aiGroup !== 'villain').sort((a, b) => (a.id < b.id ? -1 : 1));
    if (pool.length === 0) return out;
    const pick = pool.length === 1 ? pool[0]! : pool[pickIndex(s.rng, pool.length)]!;
    out.push({ unit: pick.id });
    left -= pick.threat;
  }
}

// ---- effects of skills, spells, items and traps -----------------------------------------------------

const effects: H = (s, st) => {
  const t = s.units[st.target as string];
  const src = st.unit ? s.units[st.unit as string]! : null;
  if (!t || !onField(t)) return;
  for (const e of st.effects as AofEffect[]) applyEffect(s, src, t, e);
};

function applyEffect(s: AofState, src: AofUnit | null, t: AofUnit, e: AofEffect): void {
  switch (e.kind) {
    case 'hits': {
      if (!standing(t)) return;
      const r = e.rules ?? {};
      const specOf = (x: AofUnit) => plainSpec(x, r.ap ?? 0, s, { blast: r.blast ?? 1, deadly: r.deadly ?? 1, bane: r.bane === true, rending: r.rending === true, unstoppable: r.unstoppable === true });
      const spec = specOf(t);
      const near = spec.blast > 1 ? blastNeighbours(s, t) : [];
      if (near.length > 0) {
        blastSplit(s, src, t, near, { ...spec, attacks: 0, impact: 0 }, specOf, 'effect', false, e.hits);
        return;
      }
      const roll = rollHits(spec, e.hits, live(t).length, d6(s));
      emit(s, { type: 'aofAttack', unit: src?.id ?? t.id, target: t.id, weapon: 'effect', melee: false, toHit: [], impact: [], hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
      if (roll.wounds > 0) woundUnit(s, t, roll.wounds, spec.deadly, src ? points(src)[0] ?? null : null);
      return;
    }
    case 'status':
      if (!standing(t) || t.statuses.includes(e.status)) return;
      t.statuses.push(e.status);
      emit(s, { type: 'aofStatus', unit: t.id, status: e.status, gained: true });
      return;
    case 'buff':
      t.buffs.push({ modifiers: [...(e.modifiers ?? [])], rules: { ...(e.rules ?? {}) }, until: e.until });
      return;
    case 'heal': {
      let left = e.wounds;
      let healed = 0;
      if (t.hero?.unconscious) return;
      for (const m of live(t)) {
        const h = Math.min(left, m.wounds);
        m.wounds -= h;
        left -= h;
        healed += h;
      }
      emit(s, { type: 'aofHealed', unit: t.id, wounds: healed });
      return;
    }
    case 'cleanse':
      for (const st of [...t.statuses]) removeStatus(s, t, st);
      return;
    case 'move':
      if (src && t.side !== src.side) push(s, { k: 'pushAway', unit: t.id, by: src.id });
      else if (t.hero && standing(t)) {
        const from = pt(live(t)[0]!);
        const r = moveReach(s.bf, from, moveSpec(s, t, inch(s, e.inches), false));
        const options = ['stay', ...r.ends.map((c) => sq({ x: c % s.bf.size, y: Math.floor(c / s.bf.size) }))];
        if (options.length > 1) decide(s, { kind: 'choice', seat: t.seat!, question: Q.scurry, options }, { k: 'scurryAnswer', unit: t.id, inches: inch(s, e.inches) });
      }
      return;
    case 'power':
      if (t.hero) t.hero.power = Math.min(t.hero.maxPower, t.hero.power + e.amount);
      return;
    case 'tokens':
      t.tokens = Math.min(6, t.tokens + e.amount);
  }
}

// ---- casting (AOF-X06, X07) ---------------------------------------------------------------------

const heroCast: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const sp = content(s).spells[st.spell as string]!;
  const boost = st.boost as number;
  u.tokens -= sp.value + boost;
  u.tried.push(sp.id);
  const face = d6(s)();
  const mod = boost + modifierTo(s, u, 'cast');
  const ok = passes(face, 4, mod);
  const effect: Step = { k: 'effects', unit: u.id, target: st.target, effects: sp.effects };
  emit(s, { type: 'aofCast', unit: u.id, spell: sp.id, target: st.target as string, roll: face, modifier: mod, success: ok, forced: false });
  if (ok) push(s, effect);
  else decide(s, { kind: 'choice', seat: u.seat!, question: Q.forceCast, options: ['pay', 'fail'] }, { k: 'forceAnswer', unit: u.id, spell: sp.id, target: st.target, effect });
};

const forceAnswer: H = (s, st) => {
  if (st.option !== 'pay') return;
  const u = s.units[st.unit as string]!;
  const sp = content(s).spells[st.spell as string]!;
  spendPower(s, u, sp.value * 2, 'force-cast');
  emit(s, { type: 'aofCast', unit: u.id, spell: sp.id, target: st.target as string, roll: 0, modifier: 0, success: true, forced: true });
  push(s, st.effect as Step);
};

/** An AI caster picks one of its spells with the dice and spends all its tokens on it (AOF-X07);
 * heroes' casters within 18" and in sight may counter with tokens (AOF-X06). */
function aiCast(s: AofState, u: AofUnit): void {
  if (ruleValue(s, u, 'caster') <= 0 || u.spells.length === 0) return;
  const id = u.spells.length === 1 ? u.spells[0]! : u.spells[pickIndex(s.rng, u.spells.length)]!;
  const sp = content(s).spells[id];
  if (!sp || u.tokens < sp.value) return;
  const targets = spellTargets(s, u, sp);
  if (targets.length === 0) return;
  const t = targets.length === 1 ? targets[0]! : targets[pickIndex(s.rng, targets.length)]!;
  s.counter = 0;
  const steps: Step[] = [];
  for (const h of unitsOf(s, 'heroes')) {
    if (!standing(h) || h.tokens <= 0 || ruleValue(s, h, 'caster') <= 0) continue;
    if (unitGap(points(h), points(u)) > inch(s, 18) + 1e-9 || !sees(s, points(h), points(u))) continue;
    steps.push({ k: 'counterAsk', unit: h.id, caster: u.id });
  }
  steps.push({ k: 'aiCastRoll', unit: u.id, spell: sp.id, target: t.id });
  push(s, ...steps);
}

function spellTargets(s: AofState, u: AofUnit, sp: AofSpellDef): AofUnit[] {
  const all = targetsFor(s, u, sp.target, sp.range);
  if (sp.target === 'enemy') {
    let best = Infinity;
    for (const t of all) best = Math.min(best, unitGap(points(u), points(t)));
    return all.filter((t) => unitGap(points(u), points(t)) <= best + 1e-9);
  }
  return all;
}

const counterAsk: H = (s, st) => {
  const h = s.units[st.unit as string]!;
  decide(s, { kind: 'choice', seat: h.seat!, question: Q.counter, options: Array.from({ length: h.tokens + 1 }, (_, i) => String(i)) }, { k: 'counterAnswer', unit: h.id, caster: st.caster });
};

const counterAnswer: H = (s, st) => {
  const n = Number(st.option);
  if (n <= 0) return;
  const h = s.units[st.unit as string]!;
  h.tokens -= n;
  s.counter += n;
  emit(s, { type: 'aofCounter', unit: h.id, caster: st.caster as string, tokens: n });
};

const aiCastRoll: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const sp = content(s).spells[st.spell as string]!;
  const spent = u.tokens;
  u.tokens = 0;
  const face = d6(s)();
  const mod = spent - sp.value - s.counter;
  s.counter = 0;
  const ok = passes(face, 4, mod);
  emit(s, { type: 'aofCast', unit: u.id, spell: sp.id, target: st.target as string, roll: face, modifier: mod, success: ok, forced: false });
  if (ok) push(s, { k: 'effects', unit: u.id, target: st.target, effects: sp.effects });
};

// ---- end of an activation: morale, objectives ------------------------------------------------------

const endActivation: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  u.buffs = u.buffs.filter((b) => !(b.until === 'next-activation' && b.started));
  const steps: Step[] = [];
  for (const [id, h] of Object.entries(s.hurt)) if (h.wounds > 0) steps.push({ k: 'morale', unit: id, fear: h.fear, wounds: h.wounds });
  steps.push({ k: 'activationOver' });
  s.hurt = {};
  push(s, ...steps);
};

const activationOver: H = (s) => {
  s.act = null;
  s.activating = null;
  checkEnd(s);
};

/** Morale (AOF-O01..O04, X11, X12, X30). */
const morale: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const ls = live(u);
  const wounded = ls.find((m) => m.wounds > 0);
  const villain = u.side === 'ai' ? villainQuality(s, u) : undefined;
  const mu: MoraleUnit = {
    startModels: u.startModels, models: ls.length, toughness: u.toughness, wounds: wounded?.wounds ?? 0,
    quality: u.quality - modifierTo(s, u, 'morale') - impaired(u), shaken: u.shaken, fearless: hasRule(s, u, 'fearless'), hero: !!u.hero,
    ...(villain !== undefined ? { villainQuality: villain - modifierTo(s, u, 'morale') - impaired(u) } : {}),
  };
  // Fear counts only toward the check (AOF-X11); "half or less" is read on the unit as it stands.
  if (!mustTest(mu, st.wounds as number, st.fear as number)) return;
  const out = testMorale(mu, d6(s));
  emit(s, { type: 'aofTest', unit: u.id, stat: 'morale', need: villain !== undefined ? Math.min(u.quality, villain) : u.quality, modifier: modifierTo(s, u, 'morale') + impaired(u), faces: out.rolls, passed: out.kind === 'held' });
  if (out.kind === 'held') return;
  if (out.kind === 'wounds') {
    woundUnit(s, u, out.wounds, 1, null);
    return;
  }
  if (u.hero) {
    decide(s, { kind: 'choice', seat: u.seat!, question: Q.shaken, options: ['pay', 'accept'] }, { k: 'shakenAnswer', unit: u.id });
    return;
  }
  u.shaken = true;
  emit(s, { type: 'aofShaken', unit: u.id, shaken: true });
};

const shakenAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (st.option === 'pay') {
    spendPower(s, u, 2, 'ignore-shaken');
    return;
  }
  u.shaken = true;
  emit(s, { type: 'aofShaken', unit: u.id, shaken: true });
};

function villainQuality(s: AofState, u: AofUnit): number | undefined {
  let best: number | undefined;
  for (const v of unitsOf(s, 'ai')) {
    if (v.id === u.id || !standing(v) || v.shaken || !hasRule(s, v, 'villain')) continue;
    if (unitGap(points(v), points(u)) > inch(s, 12) + 1e-9) continue;
    best = best === undefined ? v.quality : Math.min(best, v.quality);
  }
  return best;
}

// ---- the AI's part ------------------------------------------------------------------------------

const aiTurn: H = (s) => {
  if (checkEnd(s)) return;
  s.phase = 'ai';
  const heroes = unitsOf(s, 'heroes').filter(standing).flatMap(points);
  const ai = unitsOf(s, 'ai').filter((u) => standing(u) && !u.activated);
  // Nearest to a standing hero first, measured now (DEC-26); equals in an order the dice draw.
  const keyed = ai.map((u) => ({ u, gap: heroes.length ? unitGap(points(u), heroes) : Infinity }));
  const order: string[] = [];
  while (keyed.length > 0) {
    let best = Infinity;
    for (const k of keyed) best = Math.min(best, k.gap);
    const tied = keyed.filter((k) => Math.abs(k.gap - best) <= 1e-9 || (best === Infinity && k.gap === Infinity));
    const pick = tied.length === 1 ? tied[0]! : tied[pickIndex(s.rng, tied.length)]!;
    order.push(pick.u.id);
    keyed.splice(keyed.indexOf(pick), 1);
  }
  s.aiQueue = order;
  push(s, { k: 'aiNext' });
};

const aiNext: H = (s) => {
  if (checkEnd(s)) return;
  const id = s.aiQueue.shift();
  if (id === undefined) {
    push(s, { k: 'endRound' });
    return;
  }
  const u = s.units[id]!;
  if (standing(u) && !u.activated) push(s, { k: 'aiActivate', unit: u.id }, { k: 'aiNext' });
  else push(s, { k: 'aiNext' });
};

const aiActivate: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  beginActivation(s, u, { k: 'aiAct', unit: u.id });
};

/** AOF-I01 for an AI unit, played by the engine (DEC-26). */
const aiAct: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  push(s, { k: 'aiMove', unit: u.id }, { k: 'endActivation', unit: u.id });
  aiCast(s, u);
};

function aiView(s: AofState, u: AofUnit, immobile: boolean): AiUnit {
  const ranged = weaponsFor(s, u, false);
  const range = ranged.reduce((m, w) => Math.max(m, inch(s, w.range ?? 0)), 0);
  const spec = moveSpec(s, u, 0, false);
  return {
    id: u.id,
    models: points(u),
    advance: immobile ? 0 : moveInches(s, u, 'advance'),
    rush: immobile ? 0 : moveInches(s, u, 'rush'),
    range,
    shootDamage: (t) => potential(s, u, s.units[t]!, false),
    chargeDamage: (t) => potential(s, u, s.units[t]!, true),
    move: { flying: spec.flying, strider: spec.strider, crossesGaps: false, occupied: spec.occupied, noStop: spec.noStop },
  };
}

/** The damage a unit would deal to `t` with every model, shooting or after a charge (AOF-I01's
 * "more damage", compared in exact expected wounds, DEC-26). */
function potential(s: AofState, u: AofUnit, t: AofUnit, charge: boolean): number {
  const cx: AttackContext = { melee: charge, charging: charge, strikeBack: false, moved: !charge };
  let sum = 0;
  weaponsFor(s, u, charge).forEach((w, i) => {
    const spec = attackSpec(s, u, t, w, live(u).length, cx, 0, i === 0);
    sum += attackOdds(spec, live(t).length).meanWounds * spec.deadly;
  });
  return sum;
}

const aiMove: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const immobile = hasRule(s, u, 'immobile');
  const enemies = enemiesOf(s, u).map((e) => ({ id: e.id, models: points(e) }));
  // One view a decision: each builds the occupancy and the 1" grid of the whole field.
  const view = aiView(s, u, immobile);
  const d = aiDecision({ bf: s.bf, unit: view, enemies, goals: s.mission.aiGoals.map((g) => ({ id: g.id, at: { x: g.at[0], y: g.at[1] } })), pick: (n) => pickIndex(s.rng, n) });
  const r = d.reason;
  const range = view.range;
  emit(s, {
    type: 'aofAi', unit: u.id, branch: r.branch, action: d.action,
    target: 'target' in r ? r.target : null, goal: 'goal' in r ? r.goal : null, range,
    shoot: r.branch === 'charge' ? Math.round(r.shoot * 100) / 100 : 0, charge: r.branch === 'charge' ? Math.round(r.charge * 100) / 100 : 0,
  });
  const leader = points(u)[0]!;
  const action = d.action;
  if (action !== 'hold' && (d.to.x !== leader.x || d.to.y !== leader.y)) {
    const inches = moveInches(s, u, action === 'advance' ? 'advance' : action === 'rush' ? 'rush' : 'charge');
    moveGroup(s, u, d.to, inches, action === 'charge', action === 'charge' && d.target ? s.units[d.target]! : null);
  }
  if (!standing(u)) return;
  if (r.branch === 'shoot' && d.target) shoot(s, u, s.units[d.target]!, action !== 'hold');
  if (action === 'charge' && d.target) push(s, { k: 'melee', unit: u.id, target: d.target });
};

/** Moves a unit: its leader to `to`, the others after it keeping together (AOF-I02); charging,
 * each comes into base contact with the target where it can (AOF-L01). */
function moveGroup(s: AofState, u: AofUnit, to: Point, inches: number, charging: boolean, target: AofUnit | null): void {
  const ms = live(u);
  const before = ms.map(pt);
  const spec = moveSpec(s, u, inches, charging);
  moveModel(s, u, ms[0]!, to, inches);
  if (before.length === 1) return;
  let places: Point[];
  if (charging && target) {
    places = [to];
    const tp = points(target);
    const taken = (x: number, y: number) => places.some((p) => p.x === x && p.y === y);
    for (const m of before.slice(1)) {
      const r = moveEnds(s.bf, m, { ...spec, occupied: (x, y) => spec.occupied(x, y) || taken(x, y), noStop: undefined });
      const options = [m, ...r.map((c) => ({ x: c % s.bf.size, y: Math.floor(c / s.bf.size) }))].filter((p) => p === m || !taken(p.x, p.y));
      const coherent = options.filter((p) => places.some((q) => gapBetween(p, q) <= inch(s, 1)) && places.every((q) => gapBetween(p, q) <= inch(s, 3)));
      const pool = coherent.length > 0 ? coherent : options;
      let best = pool[0]!;
      for (const p of pool) if (unitGap([p], tp) < unitGap([best], tp) - 1e-9) best = p;
      places.push(best);
    }
  } else {
    places = placeGroup(s.bf, before, to, spec, s.scale);
  }
  for (let i = 1; i < ms.length; i++) {
    const p = places[i]!;
    if (p.x === ms[i]!.x && p.y === ms[i]!.y) continue;
    moveModel(s, u, ms[i]!, p, inches);
  }
}

// ---- the end of a round, objectives, victory and defeat -----------------------------------------------

const endRound: H = (s) => {
  for (const u of Object.values(s.units)) {
    u.fatigued = false;
    u.buffs = u.buffs.filter((b) => b.until !== 'end-of-round');
  }
  if (checkEnd(s)) return;
  if (s.round >= s.mission.rounds) {
    // The last round is over (DEC-27).
    const survive = s.mission.victory.some((v) => v.kind === 'survive') && unitsOf(s, 'heroes').some((u) => standing(u) || u.hero?.escaped);
    finish(s, survive ? 'heroes' : 'monsters', survive ? 'objective' : 'round-limit');
    return;
  }
  push(s, { k: 'round' }, { k: 'heroTurn' });
};

function updateObjectives(s: AofState): void {
  const ai = unitsOf(s, 'ai');
  for (const o of s.mission.objectives) {
    if (s.done.includes(o.id)) continue;
    let done = false;
    switch (o.kind) {
      case 'slay': {
        const u = s.units[o.unit];
        done = !!u && u.deployed && live(u).length === 0;
        break;
      }
      case 'clear': {
        const wavesLeft = s.mission.waves.some((w) => w.round > s.round) || pendingAmbush(s).length > 0;
        done = !wavesLeft && ai.every((u) => live(u).length === 0 || !u.deployed) && ai.length > 0;
        break;
      }
      case 'retrieve':
        done = unitsOf(s, 'heroes').some((u) => u.hero!.items.includes(o.item) && (u.hero!.escaped || (standing(u) && inZone(s, o.zone, points(u)[0]!))));
        break;
      case 'escape': {
        const heroes = unitsOf(s, 'heroes');
        const out = heroes.filter((u) => u.hero!.escaped).length;
        done = o.heroes !== undefined ? out >= o.heroes : out > 0 && heroes.every((u) => u.hero!.escaped || u.hero!.unconscious);
        break;
      }
      case 'marker':
        break;
    }
    if (done) {
      s.done.push(o.id);
      emit(s, { type: 'aofObjective', objective: o.id, by: null });
    }
  }
}

function finish(s: AofState, winner: 'heroes' | 'monsters', reason: 'objective' | 'heroes-fallen' | 'round-limit'): void {
  s.phase = 'over';
  s.result = { winner, reason };
  s.pending = null;
  s.resume = null;
  emit(s, { type: 'gameOver', result: s.result });
}

/** Objectives, victory and defeat (DEC-27); true when the game is over. */
export function checkEnd(s: AofState): boolean {
  if (s.result) return true;
  updateObjectives(s);
  for (const v of s.mission.victory) {
    if (v.kind === 'objectives' && v.objectives.length > 0 && v.objectives.every((o) => s.done.includes(o))) {
      finish(s, 'heroes', 'objective');
      return true;
    }
  }
  const heroes = unitsOf(s, 'heroes');
  const anyStanding = heroes.some((u) => standing(u) || u.hero!.ambush);
  // Every hero down (AOF-S04), or off the field with the objectives unmet: the heroes have lost.
  if (!anyStanding) {
    finish(s, 'monsters', 'heroes-fallen');
    return true;
  }
  return false;
}

export const steps: Readonly<Record<string, H>> = {
  round: (s) => startRound(s),
  heroTurn, ambushAnswer, activateAnswer, heroActivate, statusCheck, impairedAnswer,
  removeStatus: (s, st) => removeStatus(s, s.units[st.unit as string]!, st.status as AofStatus),
  woundUnit: (s, st) => {
    woundUnit(s, s.units[st.unit as string]!, st.wounds as number, 1, null);
  },
  dangerousStart, shakenCheck, heroAct, actAnswer, test: testStep, passAnswer, shootAsk, shootAnswer, melee, skill, heroSkill,
  objectiveDone, scurryRoll, scurryAnswer, pushAway, jump, fallAnswer, reveal, effects, heroCast, forceAnswer, counterAsk, counterAnswer, aiCastRoll,
  endActivation, activationOver, morale, shakenAnswer, aiTurn, aiNext, aiActivate, aiAct, aiMove, endRound,
};

