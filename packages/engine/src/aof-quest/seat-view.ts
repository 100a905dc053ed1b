// A seat's view of an `aof-quest` game (view.ts), built from the state: only deployed units, and
// search tokens' contents only once revealed (DEC-17, DEC-27). Events carry nothing hidden: a
// wave's units appear in the log when they deploy, a token's contents when it is revealed, and
// the die that schedules an AI Ambush is rolled without an event.
import type { GameEvent, Seat } from '../types.ts';
import { live } from './common.ts';
import type { AofState, AofUnit } from './state.ts';
import type { AofSeatView, AofUnitView } from './view.ts';

/** Each unit's number among the units of its side and type that came into play, in order. */
function numbers(s: AofState): Map<string, number> {
  const seen = new Map<string, number>();
  const out = new Map<string, number>();
  for (const id of s.order) {
    const u = s.units[id]!;
    if (!u.deployed && !u.hero) continue;
    const key = `${u.side}:${u.type}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    out.set(id, n);
  }
  return out;
}

function unitView(s: AofState, u: AofUnit, number: number): AofUnitView {
  const c = (s.ctx.content as { aof?: { units: Record<string, { aiGroup: AofUnitView['aiGroup'] }>; heroes: Record<string, { skill: { name: { en: string; it: string }; stat: 'str' | 'dex' | 'wil' } }> } }).aof!;
  return {
    id: u.id, side: u.side, type: u.type, name: u.name, number, seat: u.seat,
    models: live(u).map((m) => ({ id: m.id, at: [m.x, m.y], wounds: m.wounds })),
    startModels: u.startModels, quality: u.quality, defense: u.defense, toughness: u.toughness,
    weapons: [...u.weapons], rules: { ...u.rules }, aiGroup: u.side === 'ai' ? c.units[u.type]?.aiGroup ?? null : null,
    shaken: u.shaken, fatigued: u.fatigued, activated: u.activated, statuses: [...u.statuses], spellTokens: u.tokens,
    hero: u.hero ? {
      class: u.hero.class, str: u.hero.str, dex: u.hero.dex, wil: u.hero.wil, power: u.hero.power, maxPower: u.hero.maxPower,
      unconscious: u.hero.unconscious, items: [...u.hero.items], used: [...u.hero.used], gold: u.hero.gold, spells: [...u.spells],
      skill: { name: c.heroes[u.type]!.skill.name, stat: c.heroes[u.type]!.skill.stat }, escaped: u.hero.escaped,
    } : null,
  };
}

export function aofView(s: AofState, seat: Seat): AofSeatView {
  const m = s.mission;
  const nums = numbers(s);
  return {
    ruleset: 'aof-quest', seat, round: s.round, rounds: m.rounds, phase: s.result ? 'over' : s.phase, activating: s.activating,
    mission: { id: m.id, name: m.name, briefing: m.briefing, type: m.type },
    battlefield: { size: s.bf.size, scale: s.scale, kinds: s.bf.kinds, heights: [...s.bf.heights] },
    zones: structuredClone(m.zones), heroZone: m.heroZone, aiGoals: structuredClone(m.aiGoals),
    units: s.order.map((id) => s.units[id]!).filter((u) => (u.deployed || u.hero?.escaped) && (u.hero !== null || live(u).length > 0)).map((u) => unitView(s, u, nums.get(u.id) ?? 1)),
    tokens: s.tokens.filter((t) => !t.taken || t.revealed).map((t) => ({ id: t.id, at: [t.at[0], t.at[1]], revealed: t.revealed, contents: t.revealed ? structuredClone(t.contents) : null, taken: t.taken && t.revealed })),
    objectives: m.objectives.map((o) => ({
      id: o.id, name: o.name, kind: o.kind, done: s.done.includes(o.id),
      ...(o.kind === 'marker' ? { goal: o.goal, test: o.test } : {}),
      ...(o.kind === 'retrieve' ? { zone: o.zone, item: o.item } : {}),
      ...(o.kind === 'escape' ? { zone: o.zone } : {}),
      ...(o.kind === 'slay' ? { unit: o.unit } : {}),
    })),
    result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
}

/** Every event a hero seat may read as it is: they name only what is on the field or revealed. */
export function aofEvents(_s: AofState, events: readonly GameEvent[], _seat: Seat): GameEvent[] {
  return events.map((e) => structuredClone(e));
}
