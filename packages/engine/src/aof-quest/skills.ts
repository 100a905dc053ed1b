// What `aof-quest` skills, search tokens, effects and spells do: Discover, Push, Scurry and the
// heroes' own skills (AOF-K01..K04), Revive (AOF-S04), tokens' contents (DEC-27), the effects of
// skills, spells, items and traps, and casting and countering (AOF-X06, X07).
import type { Step } from '../types.ts';
import { decide, emit, push, type StepHandler } from '../runtime.ts';
import { pickIndex } from '../rng.ts';
import { heightAt, moveReach } from './battlefield.ts';
import { passes, rollHits } from './attack.ts';
import type { AofEffect, AofSkillStat, AofSpellDef, AofWaveUnit } from './content-types.ts';
import { type AofState, type AofUnit, statOf } from './state.ts';
import { cellOf, content, d6, impaired, inch, live, modifierTo, moveSpec, occupancy, onField, points, pt, ruleValue, sees, standable, standing, unitGap, unitsOf } from './common.ts';
import { parseSq, Q, sq } from './questions.ts';
import { around, placeUnit } from './deploy.ts';
import { removeStatus } from './activation.ts';
import { targetsFor } from './hero-act.ts';
import { blastNeighbours, blastSplit, fall, moveModel, plainSpec, spendPower, test, woundUnit } from './resolve.ts';

type H = StepHandler<AofState>;

// ---- skills -----------------------------------------------------------------------------------------

export const skill: H = (s, st) => {
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

export const heroSkill: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const stat = st.stat as AofSkillStat;
  const face = d6(s)();
  const mod = impaired(u) + modifierTo(s, u, stat);
  const ok = passes(face, statOf(u, stat), mod);
  emit(s, { type: 'aofTest', unit: u.id, stat, need: statOf(u, stat), modifier: mod, faces: [face], passed: ok });
  if (!ok) spendPower(s, u, 1, 'skill-failed');
  if (standing(u)) push(s, st.effect as Step);
};

export const objectiveDone: H = (s, st) => {
  if (s.done.includes(st.objective as string)) return;
  s.done.push(st.objective as string);
  emit(s, { type: 'aofObjective', objective: st.objective as string, by: st.by as string });
};

export const scurryRoll: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const inches = inch(s, Math.ceil(d6(s)() / 2));
  const from = pt(live(u)[0]!);
  const r = moveReach(s.bf, from, moveSpec(s, u, inches, false));
  const options = ['stay', ...r.ends.map((c) => sq({ x: c % s.bf.size, y: Math.floor(c / s.bf.size) }))];
  if (options.length === 1) return;
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.scurry, options }, { k: 'scurryAnswer', unit: u.id, inches });
};

export const scurryAnswer: H = (s, st) => {
  if (st.option === 'stay') return;
  const u = s.units[st.unit as string]!;
  moveModel(s, u, live(u)[0]!, parseSq(st.option as string)!, st.inches as number);
};

/** Pushed directly away by 2" (AOF-K02); off a ledge of 2"+ it falls (AOF-J02). */
export const pushAway: H = (s, st) => {
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

// ---- search tokens ------------------------------------------------------------------------------

export const reveal: H = (s, st) => {
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

export const effects: H = (s, st) => {
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

export const heroCast: H = (s, st) => {
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

export const forceAnswer: H = (s, st) => {
  if (st.option !== 'pay') return;
  const u = s.units[st.unit as string]!;
  const sp = content(s).spells[st.spell as string]!;
  spendPower(s, u, sp.value * 2, 'force-cast');
  emit(s, { type: 'aofCast', unit: u.id, spell: sp.id, target: st.target as string, roll: 0, modifier: 0, success: true, forced: true });
  push(s, st.effect as Step);
};

/** An AI caster picks one of its spells with the dice and spends all its tokens on it (AOF-X07);
 * heroes' casters within 18" and in sight may counter with tokens (AOF-X06). */
export function aiCast(s: AofState, u: AofUnit): void {
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

export const counterAsk: H = (s, st) => {
  const h = s.units[st.unit as string]!;
  decide(s, { kind: 'choice', seat: h.seat!, question: Q.counter, options: Array.from({ length: h.tokens + 1 }, (_, i) => String(i)) }, { k: 'counterAnswer', unit: h.id, caster: st.caster });
};

export const counterAnswer: H = (s, st) => {
  const n = Number(st.option);
  if (n <= 0) return;
  const h = s.units[st.unit as string]!;
  h.tokens -= n;
  s.counter += n;
  emit(s, { type: 'aofCounter', unit: h.id, caster: st.caster as string, tokens: n });
};

export const aiCastRoll: H = (s, st) => {
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
