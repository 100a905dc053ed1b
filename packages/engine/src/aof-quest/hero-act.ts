// What an activating `aof-quest` hero may do, and its answer played: the actions (AOF-A01..A04),
// skills (AOF-K01..K04, S04), spells (AOF-X06), items, objectives, and jumping and falling
// (AOF-J01, J02).
import type { Point } from '../geometry/points.ts';
import type { Step } from '../types.ts';
import { decide, emit, push, type StepHandler } from '../runtime.ts';
import { heightAt, kindAt, moveEndsCosts, type MoveSpec } from './battlefield.ts';
import { passes } from './attack.ts';
import type { AofTarget } from './content-types.ts';
import type { AofState, AofUnit } from './state.ts';
import { content, d6, enemiesOf, hasRule, impaired, inch, live, modifierTo, moveInches, moveSpec, onField, points, pt, ruleValue, sees, standable, standing, unitGap, unitsOf, whereModelsStand } from './common.ts';
import { parseSq, Q, sq } from './questions.ts';
import { fall, moveModel, spendPower } from './resolve.ts';
import { checkEnd, inZone } from './end.ts';

type H = StepHandler<AofState>;

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

export function targetsFor(s: AofState, u: AofUnit, target: AofTarget, range: number | undefined): AofUnit[] {
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

export const heroAct: H = (s) => {
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

export const actAnswer: H = (s, st) => {
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
export const jump: H = (s, st) => {
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

export const fallAnswer: H = (s, st) => {
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
