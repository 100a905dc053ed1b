// Checks aof-quest content after merging, for what a schema cannot say: references between
// entries (a unit's weapons, a mission's units), where each special rule may be given (AOF-X01..
// X30), casters and their spells (AOF-X06, X07), and a mission's battlefield (DEC-27): pieces on
// the battlefield and apart, deployment zones clear of blockers and gaps with room for what
// deploys there, markers and tokens on squares a model can stand on. Errors name file, line and
// field, like `aof.units.orc-warriors.weapons[1]`.
import { AOF_RULES } from '../../engine/src/aof-quest/content-types.ts';
import type {
  AofArea, AofContent, AofEffect, AofMissionDef, AofRuleId, AofRuleScope, AofRules, AofTarget, AofTerrainKind, AofTokenContents, AofWaveUnit,
} from '../../engine/src/aof-quest/content-types.ts';
import { coverageProblems } from '../../engine/src/generators/tables/dice.ts';
import { buildBattlefield, kindAt, moveReach } from '../../engine/src/aof-quest/battlefield.ts';
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import { aofKey, aofKindOf } from './kinds.ts';
import type { AofCollection } from './kinds.ts';
import type { Merged } from './merge.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment } from './source.ts';

/** Reports an error at `path` inside the entry it was made for. */
type Report = (path: PathSegment[], message: string, key?: boolean) => void;

const SCOPE_WORDS: Record<AofRuleScope, string> = { model: 'a model (a hero, a unit, equipment, a buff)', weapon: 'a weapon (or hits)', item: 'an item' };

/** `Blast(X)`, `Fearless`. */
export function ruleLabel(id: AofRuleId): string {
  const r = AOF_RULES[id];
  return r.x ? `${r.name.en}(X)` : r.name.en;
}

function ruleIds(id: AofRuleId): string {
  const r = AOF_RULES[id];
  return r.hero === r.ai ? r.hero : `${r.hero}, ${r.ai}`;
}

export function checkAof({ content, origins }: Merged): ContentError[] {
  const aof = content.aof!;
  const errors: ContentError[] = [];

  const reporter = (collection: AofCollection, id: string, base: PathSegment[] = []): Report => (path, message, key = false) => {
    const k = aofKey(collection, id);
    const src = origins.entries.get(k);
    errors.push(src ? errorAt(src, k, [...base, ...path], message, key) : placeless(origins.lastManifest, fieldPath(k, [...base, ...path]), message));
  };
  const has = (collection: AofCollection, id: string): boolean => Boolean((aof[collection] as Record<string, unknown>)[id]) || origins.broken.has(aofKey(collection, id));
  /** True when the entry exists; reports it missing (unless it failed its own checks). */
  const ref = (collection: AofCollection, id: string, report: Report, path: PathSegment[]): boolean => {
    if ((aof[collection] as Record<string, unknown>)[id]) return true;
    if (!has(collection, id)) report(path, `no ${aofKindOf(collection).noun} '${id}' in the loaded packs${didYouMean(id, Object.keys(aof[collection]))}`);
    return false;
  };

  /** Each rule given where it belongs. */
  const rulesIn = (rules: AofRules | undefined, scopes: readonly AofRuleScope[], report: Report, path: PathSegment[]): void => {
    for (const id of Object.keys(rules ?? {}) as AofRuleId[]) {
      const info = AOF_RULES[id];
      if (!info || info.scope.some((s) => scopes.includes(s))) continue;
      report([...path, id], `${ruleLabel(id)} (${ruleIds(id)}) is given to ${info.scope.map((s) => SCOPE_WORDS[s]).join(' or ')}, not here`, true);
    }
  };

  /** Rules that cannot stand together on one model. */
  const modelRules = (rules: AofRules | undefined, report: Report): void => {
    if (!rules) return;
    if (rules.fast && rules.slow) report(['rules', 'slow'], 'Fast (AOF-X10) and Slow (AOF-X24) cancel out: give neither', true);
    if (rules.immobile) {
      for (const id of ['fast', 'slow', 'scout', 'flying', 'strider'] as const) {
        if (rules[id]) report(['rules', id], `an Immobile model may only Hold (AOF-X15): ${ruleLabel(id)} does nothing for it`, true);
      }
    }
  };

  /** A target and a range that go together. */
  const targetRange = (use: { target: AofTarget; range?: number }, report: Report): void => {
    if (use.target === 'self' && use.range !== undefined) report(['range'], 'a use on oneself has no range: remove it', true);
    if (use.target !== 'self' && use.range === undefined) report(['target'], `a use on ${use.target === 'enemy' ? 'an enemy' : 'a friend'} needs a range in inches`);
  };

  /** Effects that fit their target: harm for an enemy (or the hero who springs a trap), help
   * for oneself or a friend; a buff for anyone. */
  const effects = (list: readonly AofEffect[], target: AofTarget | 'trap', report: Report, path: PathSegment[]): void => {
    list.forEach((e, i) => {
      const at = (p: PathSegment[], m: string, key = false) => report([...path, i, ...p], m, key);
      const onEnemy = target === 'enemy' || target === 'trap';
      switch (e.kind) {
        case 'hits':
          if (!onEnemy) at(['kind'], 'hits fall on an enemy: aim it at an enemy');
          rulesIn(e.rules, ['weapon'], at, ['rules']);
          break;
        case 'status':
          if (!onEnemy) at(['kind'], 'a status harms: aim it at an enemy');
          break;
        case 'buff':
          if (!e.modifiers && !e.rules) at([], 'a buff gives modifiers, rules or both: it has neither');
          rulesIn(e.rules, ['model'], at, ['rules']);
          (e.modifiers ?? []).forEach((m, j) => { if (m.by === 0) at(['modifiers', j, 'by'], 'a modifier of 0 changes nothing'); });
          break;
        case 'heal':
        case 'cleanse':
        case 'power':
        case 'tokens':
          if (onEnemy) at(['kind'], `${e.kind} helps its target: aim it at ${target === 'trap' ? 'oneself, not from a trap' : 'oneself or a friend'}`);
          break;
        case 'move':
          break;
      }
    });
  };

  /** A unit's or a hero's spells need Caster(X), and Caster(X) needs spells (AOF-X06, X07). */
  const casting = (spells: string[] | undefined, rules: AofRules | undefined, report: Report, side: 'hero' | 'ai'): void => {
    if (spells?.length && !rules?.caster) report(['spells'], `knows spells but has no Caster(X) (${side === 'hero' ? 'AOF-X06' : 'AOF-X07'}): add caster: N to rules`, true);
    if (rules?.caster && !spells?.length) report(['rules', 'caster'], 'has Caster(X) but knows no spells: add spells', true);
    (spells ?? []).forEach((s, i) => {
      if (!ref('spells', s, report, ['spells', i])) return;
      const sp = aof.spells[s]!;
      if (side === 'ai' && sp.effects.some((e) => e.kind === 'power')) report(['spells', i], `'${s}' restores power, which AI units do not have`);
    });
  };

  // Weapons.
  for (const [id, w] of Object.entries(aof.weapons)) {
    const report = reporter('weapons', id);
    rulesIn(w.rules, ['weapon'], report, ['rules']);
    if (w.range === undefined && w.rules?.indirect) report(['rules', 'indirect'], 'Indirect (AOF-X17) is for shooting: give the weapon a range', true);
    if (w.range !== undefined && w.rules?.counter) report(['rules', 'counter'], 'Counter (AOF-X08) strikes first in melee: a ranged weapon cannot have it', true);
  }

  // Items.
  for (const [id, it] of Object.entries(aof.items)) {
    const report = reporter('items', id);
    if (it.weapon) ref('weapons', it.weapon, report, ['weapon']);
    rulesIn(it.rules, ['model', 'item'], report, ['rules']);
    modelRules(it.rules, report);
    if (it.rules?.limited && !it.use) report(['rules', 'limited'], 'Limited (AOF-X18) makes a use once a mission, and this item has no use', true);
    if (it.rules?.villain) report(['rules', 'villain'], 'Villain (AOF-X30) leads AI units: no item gives it to a hero', true);
    if (it.rules?.caster) report(['rules', 'caster'], 'Caster(X) (AOF-X06) comes with a class and its spells: no item gives it', true);
    (it.modifiers ?? []).forEach((m, j) => { if (m.by === 0) report(['modifiers', j, 'by'], 'a modifier of 0 changes nothing'); });
    if (it.use) {
      targetRange(it.use, (p, m, k) => report(['use', ...p], m, k));
      effects(it.use.effects, it.use.target, report, ['use', 'effects']);
    }
  }

  // Spells and traps.
  for (const [id, s] of Object.entries(aof.spells)) {
    const report = reporter('spells', id);
    targetRange(s, report);
    effects(s.effects, s.target, report, ['effects']);
  }
  for (const [id, t] of Object.entries(aof.traps)) effects(t.effects, 'trap', reporter('traps', id), ['effects']);

  // Hero classes.
  for (const [id, h] of Object.entries(aof.heroes)) {
    const report = reporter('heroes', id);
    h.weapons.forEach((w, i) => ref('weapons', w, report, ['weapons', i]));
    (h.items ?? []).forEach((it, i) => ref('items', it, report, ['items', i]));
    rulesIn(h.rules, ['model'], report, ['rules']);
    modelRules(h.rules, report);
    if (h.rules?.villain) report(['rules', 'villain'], 'Villain (AOF-X30) leads AI units: a hero cannot have it', true);
    casting(h.spells, h.rules, report, 'hero');
    const skill = (p: PathSegment[], m: string, k?: boolean) => report(['skill', ...p], m, k);
    targetRange(h.skill, skill);
    effects(h.skill.effects, h.skill.target, report, ['skill', 'effects']);
  }

  // Enemy unit types.
  for (const [id, u] of Object.entries(aof.units)) {
    const report = reporter('units', id);
    ref('factions', u.faction, report, ['faction']);
    u.weapons.forEach((w, i) => ref('weapons', w, report, ['weapons', i]));
    rulesIn(u.rules, ['model'], report, ['rules']);
    modelRules(u.rules, report);
    casting(u.spells, u.rules, report, 'ai');
  }

  // Missions.
  for (const [id, m] of Object.entries(aof.missions)) checkMission(m, aof, reporter('missions', id), ref);

  // The generator's tables.
  for (const [id, t] of Object.entries(aof.missionTypes)) {
    const report = reporter('missionTypes', id);
    const shares = t.waves.reduce((n, w) => n + w.share, 0);
    if (shares !== 100) report(['waves'], `the waves' shares add up to ${shares}, not 100`);
    t.waves.forEach((w, i) => { if (w.round > t.rounds) report(['waves', i, 'round'], `round ${w.round} comes after the round limit (${t.rounds})`); });
    if (t.searchTable) ref('searchTables', t.searchTable, report, ['searchTable']);
    else if (t.searchTokens > 0) report(['searchTokens'], 'tokens are laid, so a searchTable must give their contents');
    if (t.item && ref('items', t.item, report, ['item']) && aof.items[t.item]!.kind !== 'quest') report(['item'], `'${t.item}' is ${article(aof.items[t.item]!.kind)} item, not a quest item`);
    if (t.objective === 'retrieve' && t.searchTokens === 0) report(['searchTokens'], 'a retrieve mission hides its item in a search token: lay at least one');
    const allowed = new Set(['faction', ...(t.objective === 'retrieve' ? ['item'] : []), ...(t.objective === 'slay' ? ['villain'] : [])]);
    const en = placeholders(t.briefing.en), it = placeholders(t.briefing.it);
    for (const [lang, set] of [['en', en], ['it', it]] as const) {
      for (const p of set) if (!allowed.has(p)) report(['briefing', lang], `{${p}} is not filled in a ${t.objective} mission (it may use ${[...allowed].map((a) => `{${a}}`).join(', ')})`);
    }
    const onlyEn = [...en].filter((p) => !it.has(p)), onlyIt = [...it].filter((p) => !en.has(p));
    if (onlyEn.length || onlyIt.length) report(['briefing'], `the English and Italian briefings fill in different things: ${[...onlyEn.map((p) => `{${p}} only in en`), ...onlyIt.map((p) => `{${p}} only in it`)].join(', ')}`);
  }
  for (const [id, t] of Object.entries(aof.searchTables)) {
    const report = reporter('searchTables', id);
    for (const problem of coverageProblems(t.dice, t.rows.map((r) => r.roll))) report(['rows'], problem);
    t.rows.forEach((r, i) => tokenContents(r.contents, report, ['rows', i, 'contents'], ref, true));
  }
  for (const [id, t] of Object.entries(aof.terrain)) {
    const report = reporter('terrain', id);
    if (t.kind !== 'gap' && t.heights.some((h) => h < 0)) report(['heights'], 'only a gap goes below the ground');
  }

  return errors;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
}

type Ref = (collection: AofCollection, id: string, report: Report, path: PathSegment[]) => boolean;

/** A search token's contents, in a mission (units named) or a generator's table (or a threat). */
function tokenContents(c: AofTokenContents, report: Report, path: PathSegment[], ref: Ref, table: boolean): void {
  const at = (p: PathSegment[], m: string, key = false) => report([...path, ...p], m, key);
  if (c.kind === 'item') ref('items', c.item, report, [...path, 'item']);
  if (c.kind === 'trap') ref('traps', c.trap, report, [...path, 'trap']);
  if (c.kind === 'ambush') {
    if (c.units && c.threat !== undefined) at(['threat'], 'name the units or give a threat, not both', true);
    else if (!c.units && c.threat === undefined) at([], table ? 'an ambush names its units, or a threat the generator fills' : 'an ambush names its units');
    else if (!table && c.threat !== undefined) at(['threat'], 'a threat is for the generator\'s tables: a mission names its ambushers (units)', true);
    (c.units ?? []).forEach((u, i) => {
      ref('units', u.unit, report, [...path, 'units', i, 'unit']);
      if (u.ambush) at(['units', i, 'ambush'], 'these units are an ambush already', true);
    });
  }
}

/** The kind of each square, and the piece it belongs to. */
interface Field {
  size: number;
  kind: (AofTerrainKind | undefined)[];
  piece: number[];
}

function inside(size: number, a: AofArea): boolean {
  return a.at[0] + a.size[0] <= size && a.at[1] + a.size[1] <= size && a.at[0] < size && a.at[1] < size;
}

function* squares(a: AofArea, size: number): Generator<[number, number]> {
  for (let y = a.at[1]; y < Math.min(size, a.at[1] + a.size[1]); y++) for (let x = a.at[0]; x < Math.min(size, a.at[0] + a.size[0]); x++) yield [x, y];
}

const IMPASSABLE = new Set<AofTerrainKind | undefined>(['blocker', 'gap']);

/** Every AI Goal, search token and objective zone can be reached on foot by a hero from the heroes'
 * zone (DEC-23, AOF-J01: jumps and falls aside): an objective walled off is a mission no party can
 * win. Skipped when the terrain or the hero zone is already reported broken. */
function reachable(m: AofMissionDef, zones: ReadonlyMap<string, number>, report: Report): void {
  const size = m.battlefield.size;
  const hz = zones.get(m.heroZone);
  if (hz === undefined) return;
  const bf = buildBattlefield(size, m.battlefield.terrain);
  const zone = m.zones[hz]!;
  const start = [...squares(zone, size)].find(([x, y]) => kindAt(bf, x, y) !== 'blocker' && kindAt(bf, x, y) !== 'gap');
  if (!start) return;
  const reach = moveReach(bf, { x: start[0], y: start[1] }, { inches: size * size * 4, crossesGaps: true, occupied: () => false });
  const startCell = start[1] * size + start[0];
  const can = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && (y * size + x === startCell || Number.isFinite(reach.cost(y * size + x)));
  const where = `from the heroes' zone '${m.heroZone}' on foot`;
  m.aiGoals.forEach((g, i) => {
    if (kindAt(bf, g.at[0], g.at[1]) !== 'blocker' && kindAt(bf, g.at[0], g.at[1]) !== 'gap' && !can(g.at[0], g.at[1])) report(['aiGoals', i, 'at'], `AI Goal '${g.id}' at ${g.at[0]},${g.at[1]} cannot be reached ${where}`);
  });
  (m.searchTokens ?? []).forEach((t, i) => {
    if (kindAt(bf, t.at[0], t.at[1]) !== 'blocker' && kindAt(bf, t.at[0], t.at[1]) !== 'gap' && !can(t.at[0], t.at[1])) report(['searchTokens', i, 'at'], `search token '${t.id}' at ${t.at[0]},${t.at[1]} cannot be reached ${where}`);
  });
  m.objectives.forEach((o, i) => {
    if (o.kind !== 'retrieve' && o.kind !== 'escape') return;
    const zi = zones.get(o.zone);
    if (zi === undefined) return;
    if (![...squares(m.zones[zi]!, size)].some(([x, y]) => can(x, y))) report(['objectives', i, 'zone'], `objective '${o.id}': no square of zone '${o.zone}' can be reached ${where}`);
  });
}

function checkMission(m: AofMissionDef, aof: AofContent, report: Report, ref: Ref): void {
  const size = m.battlefield.size;
  const dims = `${size}×${size}`;
  ref('missionTypes', m.type, report, ['type']);

  // Terrain: on the battlefield, apart.
  const field: Field = { size, kind: new Array<AofTerrainKind | undefined>(size * size), piece: new Array<number>(size * size).fill(-1) };
  const pieceName = (i: number): string => {
    const p = m.battlefield.terrain[i]!;
    return `terrain[${i}]${p.name ? ` (${p.name.en})` : ''}`;
  };
  m.battlefield.terrain.forEach((p, i) => {
    const at = (path: PathSegment[], msg: string) => report(['battlefield', 'terrain', i, ...path], msg);
    if (!inside(size, p)) at([], `reaches ${p.at[0] + p.size[0] - 1},${p.at[1] + p.size[1] - 1}: off the ${dims} battlefield (squares 0 to ${size - 1})`);
    if (p.terrain) ref('terrain', p.terrain, report, ['battlefield', 'terrain', i, 'terrain']);
    if (p.kind !== 'gap' && p.height < 0) at(['height'], 'only a gap goes below the ground');
    let overlap = -1;
    for (const [x, y] of squares(p, size)) {
      const c = y * size + x;
      if (field.piece[c]! >= 0) {
        if (overlap < 0) {
          overlap = field.piece[c]!;
          at([], `overlaps ${pieceName(overlap)} at ${x},${y}: pieces never overlap, each square has one kind and one height (DEC-24)`);
        }
        continue;
      }
      field.piece[c] = i;
      field.kind[c] = p.kind;
    }
  });
  const blocked = (x: number, y: number): boolean => IMPASSABLE.has(field.kind[y * size + x]);
  const free = (a: AofArea): number => {
    let n = 0;
    for (const [x, y] of squares(a, size)) if (!blocked(x, y)) n++;
    return n;
  };

  // Zones.
  const zones = new Map<string, number>();
  m.zones.forEach((z, i) => {
    if (zones.has(z.id)) report(['zones', i, 'id'], `a second zone '${z.id}'`);
    else zones.set(z.id, i);
    if (!inside(size, z)) report(['zones', i], `reaches ${z.at[0] + z.size[0] - 1},${z.at[1] + z.size[1] - 1}: off the ${dims} battlefield`);
    else if (free(z) === 0) report(['zones', i], `zone '${z.id}' lies wholly on blockers and gaps: no model can stand in it`);
  });
  const zoneRef = (zid: string, path: PathSegment[]): boolean => {
    if (zones.has(zid)) return true;
    report(path, `no zone '${zid}' in this mission${didYouMean(zid, zones.keys())}`);
    return false;
  };
  /** A deployment zone: clear of blockers and gaps, with room for `models`. */
  const deployment = new Map<string, string>();
  const deploys = (zid: string, what: string): void => {
    if (deployment.has(zid)) return;
    deployment.set(zid, what);
    const i = zones.get(zid)!;
    const z = m.zones[i]!;
    const hit = new Map<number, [number, number, number]>();
    for (const [x, y] of squares(z, size)) {
      const c = y * size + x;
      if (!blocked(x, y)) continue;
      const p = field.piece[c]!;
      const h = hit.get(p);
      if (h) h[2]++;
      else hit.set(p, [x, y, 1]);
    }
    for (const [p, [x, y, n]] of hit) {
      report(['zones', i], `deployment zone '${zid}' (${what}) covers ${n} ${m.battlefield.terrain[p]!.kind} square${n === 1 ? '' : 's'} of ${pieceName(p)}, first at ${x},${y}: a deployment zone keeps clear of blockers and gaps`);
    }
  };
  if (zoneRef(m.heroZone, ['heroZone'])) {
    deploys(m.heroZone, 'the heroes\'');
    const z = m.zones[zones.get(m.heroZone)!]!;
    if (inside(size, z) && free(z) < 4) report(['heroZone'], `zone '${m.heroZone}' has room for ${free(z)} heroes, and a party may have 4 (AOF-P01)`);
  }

  // Markers and tokens: on the battlefield, where a model can stand.
  const point = (p: [number, number], path: PathSegment[], what: string): void => {
    if (p[0] >= size || p[1] >= size) report([...path, 'at'], `${p[0]},${p[1]} is off the ${dims} battlefield`);
    else if (blocked(p[0], p[1])) report([...path, 'at'], `${what} stands on ${m.battlefield.terrain[field.piece[p[1] * size + p[0]]!]!.kind === 'gap' ? 'a gap' : 'a blocker'} (${pieceName(field.piece[p[1] * size + p[0]]!)}) that no model can reach`);
  };
  const goals = new Set<string>();
  m.aiGoals.forEach((g, i) => {
    if (goals.has(g.id)) report(['aiGoals', i, 'id'], `a second AI Goal '${g.id}'`);
    goals.add(g.id);
    point(g.at, ['aiGoals', i], `AI Goal '${g.id}'`);
  });

  // Waves and their units.
  const unitIds = new Set<string>();
  /** A unit named for the objectives: once in the mission, a single unit. */
  const named = (u: AofWaveUnit, path: PathSegment[]): void => {
    if (u.id === undefined) return;
    if (unitIds.has(u.id)) report([...path, 'id'], `a second unit '${u.id}' in this mission`);
    unitIds.add(u.id);
    if ((u.count ?? 1) > 1) report([...path, 'id'], `an id names one unit, and count is ${u.count}`);
  };
  const waveIds = new Set<string>();
  const crowd = new Map<string, { models: number; path: PathSegment[] }>();
  m.waves.forEach((w, i) => {
    const path: PathSegment[] = ['waves', i];
    if (waveIds.has(w.id)) report([...path, 'id'], `a second wave '${w.id}'`);
    waveIds.add(w.id);
    if (w.round > m.rounds) report([...path, 'round'], `round ${w.round} comes after the round limit (${m.rounds})`);
    w.units.forEach((u, j) => {
      ref('units', u.unit, report, [...path, 'units', j, 'unit']);
      named(u, [...path, 'units', j]);
    });
    if (!zoneRef(w.zone, [...path, 'zone'])) return;
    deploys(w.zone, `wave '${w.id}'`);
    const models = w.units.filter((u) => !u.ambush).reduce((n, u) => n + (aof.units[u.unit]?.models ?? 0) * (u.count ?? 1), 0);
    const k = `${w.zone}@${w.round}`;
    const c = crowd.get(k) ?? { models: 0, path };
    c.models += models;
    crowd.set(k, c);
    const z = m.zones[zones.get(w.zone)!]!;
    if (inside(size, z) && c.models > free(z)) report([...path, 'units'], `${c.models} models deploy in zone '${w.zone}' at round ${w.round}, which has room for ${free(z)}`);
  });

  // Search tokens.
  const tokenIds = new Set<string>();
  const held = new Set<string>();
  (m.searchTokens ?? []).forEach((t, i) => {
    const path: PathSegment[] = ['searchTokens', i];
    if (tokenIds.has(t.id)) report([...path, 'id'], `a second search token '${t.id}'`);
    tokenIds.add(t.id);
    point(t.at, path, `search token '${t.id}'`);
    tokenContents(t.contents, report, [...path, 'contents'], ref, false);
    if (t.contents.kind === 'item') held.add(t.contents.item);
    if (t.contents.kind === 'ambush') (t.contents.units ?? []).forEach((u, j) => named(u, [...path, 'contents', 'units', j]));
  });

  // Objectives, victory, defeat.
  const objectiveIds = new Set<string>();
  m.objectives.forEach((o, i) => {
    const path: PathSegment[] = ['objectives', i];
    if (objectiveIds.has(o.id)) report([...path, 'id'], `a second objective '${o.id}'`);
    objectiveIds.add(o.id);
    switch (o.kind) {
      case 'marker':
        if (!goals.has(o.goal)) report([...path, 'goal'], `no AI Goal '${o.goal}' in this mission${didYouMean(o.goal, goals)}`);
        break;
      case 'retrieve':
        zoneRef(o.zone, [...path, 'zone']);
        if (ref('items', o.item, report, [...path, 'item'])) {
          if (aof.items[o.item]!.kind !== 'quest') report([...path, 'item'], `'${o.item}' is ${article(aof.items[o.item]!.kind)} item, not a quest item`);
          else if (!held.has(o.item)) report([...path, 'item'], `no search token of this mission holds '${o.item}'`);
        }
        break;
      case 'slay':
        if (!unitIds.has(o.unit)) report([...path, 'unit'], `no unit '${o.unit}' in this mission's waves or ambushes: give one an id${didYouMean(o.unit, unitIds)}`);
        break;
      case 'escape':
        zoneRef(o.zone, [...path, 'zone']);
        break;
      case 'clear':
        break;
    }
  });
  m.victory.forEach((v, i) => {
    if (v.kind !== 'objectives') return;
    v.objectives.forEach((o, j) => {
      if (!objectiveIds.has(o)) report(['victory', i, 'objectives', j], `no objective '${o}' in this mission${didYouMean(o, objectiveIds)}`);
    });
  });
  reachable(m, zones, report);
  const survive = m.victory.some((v) => v.kind === 'survive');
  m.defeat.forEach((d, i) => {
    if (d.kind === 'round-limit' && survive) report(['defeat', i], 'the last round would end in a victory (survive) and a defeat (round-limit) at once: keep one');
  });
}
