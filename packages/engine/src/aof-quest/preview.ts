// What a hero's options come to before one is taken, for the surfaces that show them: the inches
// each move option costs (DEC-23), and the exact odds of each option that attacks (a charge from
// its square, a shot at its target): hits, blocks, wounds and kills, weapon by weapon, Deadly
// first (AOF-S01, S02, L02, X03..X29, DEC-25), and of each spell that deals hits, with the chance
// it is cast (AOF-X06). Read-only: the state is never changed.
import type { Seat } from '../types.ts';
import type { Point } from '../geometry/points.ts';
import type { OptionOdds, WeaponOdds } from '../option-odds.ts';
import { allocateWounds, attackOdds, blockChance, passChance } from './attack.ts';
import { moveReach } from './battlefield.ts';
import { attackPlan, content, inch, live, modifierTo, moveInches, moveSpec, points, pt, standing, unitGap, type AttackContext } from './common.ts';
import { blastNeighbours, plainSpec } from './resolve.ts';
import { Q } from './questions.ts';
import type { AofState, AofUnit } from './state.ts';

const SQUARE = /^(\d+)\.(\d+)$/;

/** The unit the pending decision is about: the hero activating, or the one asked to shoot. */
function actor(s: AofState): AofUnit | null {
  const id = (s.resume as { unit?: unknown } | null)?.unit;
  const u = typeof id === 'string' ? s.units[id] : s.act ? s.units[s.act.unit] : undefined;
  return u ?? null;
}

/** Each Advance, Rush and Charge option of the pending hero decision with the inches its
 * cheapest way there costs, at the battlefield's scale (the inches the log reports). */
export function moveCosts(s: AofState): Record<string, number> {
  const d = s.pending;
  if (!d || d.kind !== 'choice' || d.question !== Q.act || !s.act) return {};
  const u = s.units[s.act.unit];
  if (!u || !standing(u)) return {};
  const spec = moveSpec(s, u, moveInches(s, u, 'rush'), false);
  const r = moveReach(s.bf, pt(live(u)[0]!), { ...spec, noStop: undefined });
  const out: Record<string, number> = {};
  for (const o of d.options) {
    const parts = o.split(':');
    if (parts[0] !== 'advance' && parts[0] !== 'rush' && parts[0] !== 'charge') continue;
    const m = SQUARE.exec(parts[parts.length - 1]!);
    if (!m) continue;
    const cost = r.cost(Number(m[2]) * s.bf.size + Number(m[1]));
    if (Number.isFinite(cost)) out[o] = cost / 2;
  }
  return out;
}

/** The odds of the attack `option` makes, for the seat whose decision it is; null if it makes
 * none (or is not an option of that seat now). */
export function optionOdds(s: AofState, seat: Seat, option: string): OptionOdds | null {
  const d = s.pending;
  if (!d || d.kind !== 'choice' || d.seat !== seat || !d.options.includes(option) || s.result) return null;
  const u = actor(s);
  if (!u) return null;
  if (d.question === Q.shoot) {
    const t = s.units[option];
    if (!t) return null;
    const moved = (s.resume as { moved?: unknown }).moved === true;
    return odds(s, u, t, { melee: false, charging: false, strikeBack: false, moved }, false);
  }
  if (d.question !== Q.act) return null;
  const parts = option.split(':');
  if (parts[0] === 'cast' && parts.length === 4) return castOdds(s, u, parts[1]!, parts[2]!, Number(parts[3]));
  if (parts[0] !== 'charge' || parts.length !== 3) return null;
  const t = s.units[parts[1]!];
  const m = SQUARE.exec(parts[2]!);
  if (!t || !m) return null;
  // The hero as it will stand, in base contact.
  const at = { x: Number(m[1]), y: Number(m[2]) };
  const moved: AofUnit = { ...u, models: u.models.map((x) => (x.dead ? x : { ...x, x: at.x, y: at.y })) };
  return odds(s, moved, t, { melee: true, charging: true, strikeBack: false, moved: true }, true);
}

function odds(s: AofState, a: AofUnit, t: AofUnit, cx: AttackContext, charge: boolean): OptionOdds | null {
  const plan = attackPlan(s, a, t, cx);
  if (plan.length === 0) return null;
  const weapons: WeaponOdds[] = [];
  const parts: Part[] = [];
  for (const step of plan) {
    const o = attackOdds(step.spec, step.models);
    weapons.push({
      weapon: step.weapon.id, models: step.spec.attacks / Math.max(1, step.weapon.attacks), attacks: step.spec.attacks, hit: o.hit,
      impact: step.spec.impact, meanHits: o.meanHits, block: blockChance(step.spec, 0), meanWounds: o.meanWounds * step.spec.deadly, deadly: step.spec.deadly,
    });
    parts.push({ wounds: o.wounds, deadly: step.spec.deadly });
  }
  const { wounds, kills, wipe } = landed(t, points(a), parts);
  const strikeBack = charge ? odds(s, t, a, { melee: true, charging: false, strikeBack: true, moved: false }, false) : null;
  return { attacker: a.id, target: t.id, melee: cx.melee, weapons, wounds, kills, wipe, strikeBack };
}

/** One part of an attack as it lands: the chances of each count of wounds, and its Deadly. */
interface Part { wounds: readonly number[]; deadly: number }

/** Every way the wounds of `parts`, one after another, may lie on `t`'s models (DEC-25), struck
 * from `from`: the chances of the wounds dealt, of the models killed and of the unit wiped out. */
function landed(t: AofUnit, from: readonly Point[], parts: readonly Part[]): Pick<OptionOdds, 'wounds' | 'kills' | 'wipe'> {
  const start = live(t).map((m) => ({ id: m.id, wounds: m.wounds, toughness: t.toughness, gap: unitGap(from, [pt(m)]) }));
  let states = new Map<string, { w: number[]; p: number }>([[start.map((m) => m.wounds).join(','), { w: start.map((m) => m.wounds), p: 1 }]]);
  for (const part of parts) {
    const next = new Map<string, { w: number[]; p: number }>();
    for (const { w, p } of states.values()) {
      part.wounds.forEach((pk, k) => {
        if (pk === 0) return;
        const models = start.map((m, i) => ({ ...m, wounds: w[i]! }));
        const after = allocateWounds(models, k, part.deadly);
        const nw = start.map((m) => after.wounds[m.id]!);
        const key = nw.join(',');
        const e = next.get(key);
        if (e) e.p += p * pk;
        else next.set(key, { w: nw, p: p * pk });
      });
    }
    states = next;
  }
  const wounds: number[] = [];
  const kills: number[] = [];
  let wipe = 0;
  for (const { w, p } of states.values()) {
    const dealt = w.reduce((n, x, i) => n + x - start[i]!.wounds, 0);
    const killed = w.filter((x, i) => x >= start[i]!.toughness && start[i]!.wounds < start[i]!.toughness).length;
    wounds[dealt] = (wounds[dealt] ?? 0) + p;
    kills[killed] = (kills[killed] ?? 0) + p;
    if (killed === start.length) wipe += p;
  }
  for (let i = 0; i < wounds.length; i++) wounds[i] ??= 0;
  for (let i = 0; i < kills.length; i++) kills[i] ??= 0;
  return { wounds, kills, wipe };
}

/** The odds of `u` casting `spell` on `target` with `boost` extra tokens: the chance the casting
 * roll passes (4+, the boost and the caster's modifiers added: AOF-X06), the power that forces a
 * failed cast (twice the spell's value), and what its hits do once it works. Blast with units
 * within 3" of the target splits the hits among them, the target first (AOF-X05): the target's
 * share is counted. Null for a spell that deals no hits. */
function castOdds(s: AofState, u: AofUnit, spell: string, target: string, boost: number): OptionOdds | null {
  const sp = content(s).spells[spell];
  const t = s.units[target];
  if (!sp || !t || !standing(t) || !Number.isInteger(boost)) return null;
  const weapons: WeaponOdds[] = [];
  const parts: Part[] = [];
  for (const e of sp.effects) {
    if (e.kind !== 'hits') continue;
    const r = e.rules ?? {};
    const spec = plainSpec(t, r.ap ?? 0, s, { blast: r.blast ?? 1, deadly: r.deadly ?? 1, bane: r.bane === true, rending: r.rending === true, unstoppable: r.unstoppable === true });
    const near = spec.blast > 1 ? blastNeighbours(s, t) : [];
    let o;
    if (near.length > 0) {
      const tp = points(t);
      const cap = live(t).length + near.reduce((n, x) => n + live(x).filter((m) => unitGap([pt(m)], tp) <= inch(s, 3) + 1e-9).length, 0);
      const share = Math.ceil((e.hits * Math.max(1, Math.min(spec.blast, cap))) / (near.length + 1));
      o = attackOdds({ ...spec, blast: 1 }, 1, share);
    } else o = attackOdds(spec, live(t).length, e.hits);
    weapons.push({ weapon: sp.id, models: 1, attacks: e.hits, hit: 1, impact: 0, meanHits: o.meanHits, block: blockChance(spec, 0), meanWounds: o.meanWounds * spec.deadly, deadly: spec.deadly });
    parts.push({ wounds: o.wounds, deadly: spec.deadly });
  }
  if (parts.length === 0) return null;
  const cast = { chance: passChance(4, boost + modifierTo(s, u, 'cast')), force: sp.value * 2 };
  return { attacker: u.id, target: t.id, melee: false, weapons, ...landed(t, points(u), parts), strikeBack: null, cast };
}
