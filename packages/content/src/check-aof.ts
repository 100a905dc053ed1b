// Checks aof-quest content after merging, for what a schema cannot say: references between
// entries (a unit's weapons, a mission's units), where each special rule may be given (AOF-X01..
// X30), casters and their spells (AOF-X06, X07), and a mission's battlefield (DEC-27): pieces on
// the battlefield and apart, deployment zones clear of blockers and gaps with room for what
// deploys there, markers and tokens on squares a model can stand on, objectives within reach
// (`engine/src/aof-quest/mission-check.ts`, shared with game setups and the generator). Errors
// name file, line and field, like `aof.units.orc-warriors.weapons[1]`.
import { AOF_RULES } from '../../engine/src/aof-quest/content-types.ts';
import type { AofEffect, AofRuleId, AofRuleScope, AofRules, AofTarget } from '../../engine/src/aof-quest/content-types.ts';
import { coverageProblems } from '../../engine/src/generators/tables/dice.ts';
import { article, checkMission, tokenContents } from '../../engine/src/aof-quest/mission-check.ts';
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
  for (const [id, m] of Object.entries(aof.missions)) checkMission(m, aof, reporter('missions', id), ref, didYouMean);

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
  // The campaign builder (CMP-Q01..Q05): its difficulties exist, its upgrades have ids of their own.
  for (const [id, c] of Object.entries(aof.campaigns)) {
    const report = reporter('campaigns', id);
    c.chapters.forEach((d, i) => ref('difficulties', d, report, ['chapters', i]));
    ref('difficulties', c.final, report, ['final']);
    const seen = new Set<string>();
    c.upgrades.forEach((u, i) => {
      if (seen.has(u.id)) report(['upgrades', i, 'id'], `two upgrades have the id '${u.id}'`);
      seen.add(u.id);
    });
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

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
}

