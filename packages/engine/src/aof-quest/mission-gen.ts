// The campaign builder's mission generator (AOF-P03, DEC-27): from a seed, a mission type, a
// battlefield size, a difficulty and the party's size, an `AofMissionDef` rolled on the content's
// tables, the same shape as a hand-written mission and held to the same checks. Pure and
// deterministic: every choice comes from the engine's seeded generator, never from list order
// alone and never from Math.random.
import { parseDice } from '../generators/tables/dice.ts';
import { pickIndex, rollDie, seededRng, type RngState } from '../rng.ts';
import type {
  AofContent, AofGoal, AofMissionDef, AofMissionTypeDef, AofObjective, AofSearchToken, AofSkillStat, AofTokenContents,
  AofUnitDef, AofWave, AofWaveUnit, AofZone, LocalText,
} from './content-types.ts';
import { groundOf, inArea, layTerrain, layZones, standable, type Ground } from './mission-layout.ts';

export interface MissionOptions {
  seed: number | string;
  /** A mission type id; rolled when absent. */
  type?: string;
  /** 24 (2'×2') or 48 (4'×4'); 48 when absent. */
  size?: number;
  /** A difficulty id; 'normal' when absent (or the first the content has). */
  difficulty?: string;
  /** Heroes in the party, 2 to 4 (AOF-P01); 4 when absent. */
  heroes?: number;
  /** A faction id; rolled when absent (among those with a villain, for a slay mission). */
  faction?: string;
}

/** An option the content cannot fill: names the option and what it may be. */
export class MissionOptionError extends Error {
  override name = 'MissionOptionError';
  readonly option: keyof MissionOptions;
  constructor(option: keyof MissionOptions, message: string) {
    super(`${option}: ${message}`);
    this.option = option;
  }
}

const STATS: readonly AofSkillStat[] = ['str', 'dex', 'wil'];

/** What a marker objective asks, by the stat it tests (the campaign builder's objectives). */
const MARKER_NAMES: Record<AofSkillStat, LocalText> = {
  str: { en: 'Topple the war idol at {goal}', it: 'Abbattere l\'idolo di guerra presso {goal}' },
  dex: { en: 'Steal the standard at {goal}', it: 'Rubare lo stendardo presso {goal}' },
  wil: { en: 'Break the dark ward at {goal}', it: 'Spezzare il sigillo oscuro presso {goal}' },
};
const GOAL_NAMES: readonly LocalText[] = [
  { en: 'the rally point', it: 'il punto di raccolta' },
  { en: 'the old shrine', it: 'il vecchio santuario' },
  { en: 'the signal fire', it: 'il fuoco di segnalazione' },
  { en: 'the standing stone', it: 'la pietra eretta' },
  { en: 'the broken gate', it: 'il cancello infranto' },
];
/** XP for each marker objective: the lesser deeds beside the mission's own objective. */
const MARKER_XP = 1;

function sortedIds(r: Record<string, unknown>): string[] {
  return Object.keys(r).sort();
}

function fill(text: LocalText, words: Record<string, LocalText>): LocalText {
  const one = (lang: 'en' | 'it') => text[lang].replace(/\{(\w+)\}/g, (m, k: string) => words[k]?.[lang] ?? m);
  return { en: one('en'), it: one('it') };
}

/** Reads and checks the options against the content: an unknown id or a size the rules do not
 * have is refused naming the option. */
function resolve(aof: AofContent, o: MissionOptions, rng: RngState) {
  const types = sortedIds(aof.missionTypes);
  if (types.length === 0) throw new MissionOptionError('type', 'the content has no mission types');
  if (o.type !== undefined && !aof.missionTypes[o.type]) throw new MissionOptionError('type', `no mission type '${o.type}' (${types.join(', ')})`);
  const type = aof.missionTypes[o.type ?? types[pickIndex(rng, types.length)]!]!;
  const size = o.size ?? 48;
  if (size !== 24 && size !== 48) throw new MissionOptionError('size', `a battlefield is 24 (2'×2') or 48 (4'×4') squares a side, not ${size}`);
  const diffs = sortedIds(aof.difficulties);
  if (diffs.length === 0) throw new MissionOptionError('difficulty', 'the content has no difficulties');
  const dId = o.difficulty ?? (aof.difficulties.normal ? 'normal' : diffs[0]!);
  if (!aof.difficulties[dId]) throw new MissionOptionError('difficulty', `no difficulty '${dId}' (${diffs.join(', ')})`);
  const heroes = o.heroes ?? 4;
  if (!Number.isInteger(heroes) || heroes < 2 || heroes > 4) throw new MissionOptionError('heroes', `a party has 2 to 4 heroes (AOF-P01), not ${heroes}`);
  const unitsOf = (f: string) => sortedIds(aof.units).map((id) => aof.units[id]!).filter((u) => u.faction === f);
  const usable = (f: string) => unitsOf(f).some((u) => u.aiGroup !== 'villain') && (type.objective !== 'slay' || unitsOf(f).some((u) => u.aiGroup === 'villain'));
  const factions = sortedIds(aof.factions).filter(usable);
  if (o.faction !== undefined && !aof.factions[o.faction]) throw new MissionOptionError('faction', `no faction '${o.faction}' (${sortedIds(aof.factions).join(', ')})`);
  if (o.faction !== undefined && !usable(o.faction)) throw new MissionOptionError('faction', `'${o.faction}' has no ${type.objective === 'slay' ? 'villain' : 'units'} for a ${type.id} mission`);
  if (factions.length === 0) throw new MissionOptionError('faction', `no faction has the units a ${type.id} mission needs`);
  const faction = o.faction ?? factions[pickIndex(rng, factions.length)]!;
  return { type, size: size as 24 | 48, difficulty: aof.difficulties[dId]!, heroes, faction, units: unitsOf(faction) };
}

/** Squares that pass `ok`, in reading order. */
function squaresWhere(g: Ground, ok: (x: number, y: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < g.bf.size; y++) for (let x = 0; x < g.bf.size; x++) if (ok(x, y)) out.push([x, y]);
  return out;
}

function far(p: [number, number], others: readonly [number, number][], gap: number): boolean {
  return others.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) >= gap);
}

/** Generates a mission; throws `MissionOptionError` for options the content cannot fill. */
export function generateMission(aof: AofContent, options: MissionOptions): AofMissionDef {
  const rng = seededRng(`aof-mission:${String(options.seed)}`);
  const { type, size, difficulty, heroes, faction, units } = resolve(aof, options, rng);
  const s = size / 48;
  const z = layZones(type, size);
  const zoneOf = (id: string): AofZone => z.zones.find((x) => x.id === id)!;
  const terrain = layTerrain(rng, aof.terrain, size, z.zones);
  const g = groundOf(size, terrain, zoneOf(z.hero));
  // Squares a marker or token may stand on, worked out once.
  const freeMask = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) freeMask[y * size + x] = standable(g, x, y) && !z.zones.some((a) => inArea(a, x, y)) ? 1 : 0;
  const free = (x: number, y: number) => freeMask[y * size + x] === 1;
  const taken: [number, number][] = [];
  const pick = (ok: (x: number, y: number) => boolean, gap: number): [number, number] => {
    // Asked for room it cannot find, the generator takes the spacing down rather than fail.
    for (let d = gap; d >= 0; d = d > 1 ? Math.floor(d / 2) : d - 1) {
      const c = squaresWhere(g, (x, y) => free(x, y) && ok(x, y) && far([x, y], taken, Math.max(d, 1)));
      if (c.length > 0) {
        const p = c[pickIndex(rng, c.length)]!;
        taken.push(p);
        return p;
      }
    }
    throw new Error(`no free square left on the ${size}×${size} battlefield for a marker`);
  };
  const third = Math.floor(size / 3);

  // Search tokens first: a retrieve mission's first AI Goal guards its relic.
  const tokens: AofSearchToken[] = [];
  const table = type.searchTable ? aof.searchTables[type.searchTable] : undefined;
  const relicAt = type.objective === 'retrieve' ? pickIndex(rng, type.searchTokens) : -1;
  for (let i = 0; i < type.searchTokens; i++) {
    const at = pick((_x, y) => (i === relicAt ? y < size / 2 : y < size - third / 2), 8 * s);
    const contents: AofTokenContents = i === relicAt ? { kind: 'item', item: type.item! } : rollContents(rng, table, units);
    tokens.push({ id: `token-${i + 1}`, at, contents });
  }

  // AI Goals (AOF-I01): the first where the mission is decided, the others across the middle.
  const goals: AofGoal[] = [];
  const nearRelic = relicAt >= 0 ? tokens[relicAt]!.at : null;
  const hz = zoneOf(z.hero);
  for (let i = 0; i < type.aiGoals; i++) {
    let ok: (x: number, y: number) => boolean;
    if (i > 0) ok = (_x, y) => y >= third / 2 && y < size - third;
    else if (nearRelic) ok = (x, y) => Math.hypot(x - nearRelic[0], y - nearRelic[1]) <= 4 * s + 1;
    else if (type.objective === 'slay') ok = (_x, y) => y < third;
    else if (type.objective === 'waves') ok = (x, y) => Math.max(Math.abs(x - (hz.at[0] + hz.size[0] / 2)), Math.abs(y - (hz.at[1] + hz.size[1] / 2))) <= hz.size[0] / 2 + 3 * s + 1;
    else ok = (_x, y) => y < third;
    const at = pick(ok, 6 * s);
    goals.push({ id: `goal-${i + 1}`, at, name: GOAL_NAMES[i % GOAL_NAMES.length]! });
  }

  // The enemy force: threat per hero, split between the waves, the villain first in a slay.
  const rounds = Math.max(1, type.rounds + (difficulty.rounds ?? 0));
  const waves = raiseWaves(rng, type, units, difficulty.threatPerHero * heroes, difficulty.ambushes, rounds, z.enemy.map(zoneOf));

  // Objectives: the mission's own, then a marker on every AI Goal (Skill action + a test).
  const factionName = aof.factions[faction]!.name;
  const villain = units.find((u) => u.aiGroup === 'villain');
  const objectives: AofObjective[] = [];
  switch (type.objective) {
    case 'retrieve': {
      const item = aof.items[type.item!]!.name;
      objectives.push({ id: 'main', kind: 'retrieve', item: type.item!, zone: z.hero, xp: type.xp, name: fill({ en: 'Carry {item} back to where you came in', it: 'Riportate {item} da dove siete entrati' }, { item }) });
      break;
    }
    case 'slay':
      objectives.push({ id: 'main', kind: 'slay', unit: 'villain', xp: type.xp, name: fill({ en: 'Slay the {villain}', it: 'Il nemico da abbattere: {villain}' }, { villain: villain!.name }) });
      break;
    case 'waves':
      objectives.push({ id: 'main', kind: 'clear', xp: type.xp, name: { en: 'Destroy every enemy', it: 'Distruggete ogni nemico' } });
      break;
    case 'escape':
      objectives.push({ id: 'main', kind: 'escape', zone: z.exit!, xp: type.xp, name: { en: 'Escape by the far edge', it: 'Fuggite dal bordo opposto' } });
      break;
  }
  goals.forEach((goal, i) => {
    const test = STATS[pickIndex(rng, STATS.length)]!;
    objectives.push({ id: `marker-${i + 1}`, kind: 'marker', goal: goal.id, test, xp: MARKER_XP, name: fill(MARKER_NAMES[test], { goal: goal.name! }) });
  });

  const words: Record<string, LocalText> = { faction: factionName };
  if (type.item) words.item = aof.items[type.item]!.name;
  if (villain) words.villain = villain.name;
  const sizeText: LocalText = size === 48 ? { en: '', it: '' } : { en: ' A small battlefield: every distance is halved.', it: ' Un campo piccolo: ogni distanza è dimezzata.' };
  const briefing = fill(type.briefing, words);
  return {
    id: `${type.id}-${String(options.seed)}`,
    name: { en: `${type.name.en}: ${factionName.en}`, it: `${type.name.it}: ${factionName.it}` },
    briefing: { en: briefing.en + sizeText.en, it: briefing.it + sizeText.it },
    type: type.id,
    battlefield: { size, terrain },
    zones: z.zones,
    heroZone: z.hero,
    aiGoals: goals,
    waves,
    searchTokens: tokens,
    objectives,
    victory: [{ kind: 'objectives', objectives: ['main'] }],
    defeat: [{ kind: 'heroes-down' }, { kind: 'round-limit' }],
    rounds,
  };
}

/** Rolls a token's contents on the search table; an ambush worth a threat becomes named units
 * of the mission's faction (a mission names its ambushers). */
function rollContents(rng: RngState, table: AofContent['searchTables'][string] | undefined, units: readonly AofUnitDef[]): AofTokenContents {
  if (!table) return { kind: 'nothing' };
  const d = parseDice(table.dice)!;
  let total = 0;
  for (let i = 0; i < d.count; i++) total += rollDie(rng, d.sides);
  const row = table.rows.find((r) => {
    if (typeof r.roll === 'number') return r.roll === total;
    const [lo, hi] = r.roll.split('-').map(Number);
    return total >= lo! && total <= (hi ?? lo!);
  });
  const c = row?.contents ?? { kind: 'nothing' };
  if (c.kind !== 'ambush' || c.units) return c;
  return { kind: 'ambush', units: merge(buy(rng, units.filter((u) => u.aiGroup !== 'villain'), c.threat ?? 0, () => true)) };
}

/** Units bought with `budget`, each drawn among those it can still pay for and `fits`; the
 * cheapest when it can pay for none. */
function buy(rng: RngState, pool: readonly AofUnitDef[], budget: number, fits: (u: AofUnitDef) => boolean): AofUnitDef[] {
  const out: AofUnitDef[] = [];
  let left = budget;
  for (;;) {
    const c = pool.filter((u) => u.threat <= left && fits(u));
    if (c.length === 0) break;
    const u = c[pickIndex(rng, c.length)]!;
    out.push(u);
    left -= u.threat;
  }
  if (out.length === 0) {
    const cheapest = [...pool].filter(fits).sort((a, b) => a.threat - b.threat || a.id.localeCompare(b.id))[0];
    if (cheapest) out.push(cheapest);
  }
  return out;
}

/** Same unit types together: `{ unit, count }`. */
function merge(list: readonly AofUnitDef[]): AofWaveUnit[] {
  const out: AofWaveUnit[] = [];
  for (const u of list) {
    const w = out.find((x) => x.unit === u.id);
    if (w) w.count = (w.count ?? 1) + 1;
    else out.push({ unit: u.id });
  }
  return out;
}

/**
 * The force: `budget` threat split by the type's shares, what one wave leaves unspent going to
 * the next. A wave's units go to the enemy zone with the most room left that round, and a unit
 * is bought only if a zone has room for its models, one a square. `ambushes` units (those with
 * Ambush first) are set aside (AOF-X02).
 */
function raiseWaves(
  rng: RngState, type: AofMissionTypeDef, units: readonly AofUnitDef[], budget: number, ambushes: number, rounds: number, zones: readonly AofZone[],
): AofWave[] {
  const pool = units.filter((u) => u.aiGroup !== 'villain');
  const villain = units.find((u) => u.aiGroup === 'villain');
  const room = new Map<string, number>();
  const roomAt = (zid: string, round: number) => room.get(`${zid}@${round}`) ?? zones.find((x) => x.id === zid)!.size.reduce((a, b) => a * b);
  type Placed = { unit: AofUnitDef; zone: string; round: number; wave: number; id?: string; ambush?: true };
  const placed: Placed[] = [];
  const put = (u: AofUnitDef, round: number, wave: number, id?: string): void => {
    const best = Math.max(...zones.map((x) => roomAt(x.id, round)));
    const ties = zones.filter((x) => roomAt(x.id, round) === best);
    const zid = ties[pickIndex(rng, ties.length)]!.id;
    room.set(`${zid}@${round}`, roomAt(zid, round) - u.models);
    placed.push({ unit: u, zone: zid, round, wave, ...(id ? { id } : {}) });
  };
  let carry = 0;
  type.waves.forEach((w, wi) => {
    const round = Math.min(w.round, rounds);
    let share = Math.round((budget * w.share) / 100) + carry;
    if (wi === 0 && type.objective === 'slay' && villain) {
      put(villain, round, wi, 'villain');
      share -= villain.threat;
    }
    const fits = (u: AofUnitDef) => zones.some((x) => roomAt(x.id, round) >= u.models);
    let left = share;
    let bought = 0;
    for (;;) {
      const c = pool.filter((u) => u.threat <= left && fits(u));
      if (c.length === 0) break;
      const u = c[pickIndex(rng, c.length)]!;
      put(u, round, wi);
      left -= u.threat;
      bought++;
    }
    if (bought === 0 && !(wi === 0 && type.objective === 'slay')) {
      const cheapest = [...pool].filter(fits).sort((a, b) => a.threat - b.threat || a.id.localeCompare(b.id))[0];
      if (cheapest) {
        put(cheapest, round, wi);
        left -= cheapest.threat;
      }
    }
    carry = Math.max(0, left);
  });
  // Ambush: never the villain, never an Immobile unit; units with Ambush of their own first.
  const candidates = placed.filter((p) => !p.id && !p.unit.rules?.immobile);
  const ready = candidates.filter((p) => p.unit.rules?.ambush);
  const others = candidates.filter((p) => !p.unit.rules?.ambush);
  for (let i = 0; i < ambushes; i++) {
    const from = ready.length > 0 ? ready : others;
    if (from.length > 0) {
      from.splice(pickIndex(rng, from.length), 1)[0]!.ambush = true;
      continue;
    }
    // A force too small to spare one: the difficulty's ambush comes on top, the cheapest unit
    // that can move, with the last wave (it takes no room in a zone: it deploys near a goal).
    const mobile = pool.filter((u) => !u.rules?.immobile).sort((a, b) => a.threat - b.threat || a.id.localeCompare(b.id));
    if (mobile.length === 0) break;
    const last = type.waves.length - 1;
    placed.push({ unit: mobile[0]!, zone: zones[pickIndex(rng, zones.length)]!.id, round: Math.min(type.waves[last]!.round, rounds), wave: last, ambush: true });
  }
  const waves: AofWave[] = [];
  type.waves.forEach((_w, wi) => {
    for (const zn of zones) {
      const here = placed.filter((p) => p.wave === wi && p.zone === zn.id);
      if (here.length === 0) continue;
      const list: AofWaveUnit[] = [];
      for (const p of here) {
        const same = list.find((x) => x.unit === p.unit.id && !x.id && !p.id && Boolean(x.ambush) === Boolean(p.ambush));
        if (same) same.count = (same.count ?? 1) + 1;
        else list.push({ ...(p.id ? { id: p.id } : {}), unit: p.unit.id, ...(p.ambush ? { ambush: true as const } : {}) });
      }
      waves.push({ id: `wave-${wi + 1}-${zn.id}`, round: here[0]!.round, zone: zn.id, units: list });
    }
  });
  return waves;
}
