// A ruleset written outside the engine, loaded from a module file for `delve sim` and `delve
// scenario` (`--ruleset-module FILE`): a house-rule designer's own game, or the tests' toy. The
// module's default export names the ruleset, the games it can start and the policy that plays it.
import { pathToFileURL } from 'node:url';
import type { ModelRecord } from './job.ts';
import { resolve } from 'node:path';
import { registerRuleset, RULESETS, type Answer, type Content, type CoreState, type GameEvent, type GameHeader, type Ruleset, type Seat } from '@delve/engine';

export interface RulesetModule {
  ruleset: Ruleset<any>;
  /** The content its games are played with; none if it reads none. */
  content?: Content;
  /** Ready-made games by name, for `--setup`: the header of the game a seed starts. */
  setups: Readonly<Record<string, (seed: number) => GameHeader<unknown>>>;
  /** The policy that plays every seat. */
  policy: (s: any, seat: Seat) => Answer;
  /** What a finished game's models did, read from its state and every event of the game; none
   * recorded without it. */
  records?: (s: any, events: readonly GameEvent[]) => ModelRecord[];
}

const loaded = new Map<string, Promise<RulesetModule>>();

/** Loads the module at `file` (once per thread) and registers its ruleset; a module without the
 * parts above is refused with what it lacks. */
export function loadRulesetModule(file: string): Promise<RulesetModule> {
  const path = resolve(file);
  let m = loaded.get(path);
  if (!m) loaded.set(path, (m = importModule(path)));
  return m;
}

async function importModule(path: string): Promise<RulesetModule> {
  let mod: { default?: Partial<RulesetModule> };
  try {
    mod = (await import(pathToFileURL(path).href)) as typeof mod;
  } catch (e) {
    throw new Error(`${path}: cannot load the ruleset module: ${(e as Error).message}`);
  }
  const m = mod.default;
  const lacks = (what: string) => new Error(`${path}: the module's default export needs ${what}`);
  if (!m || typeof m !== 'object') throw lacks('to be an object { ruleset, setups, policy }');
  const r = m.ruleset;
  if (!r || typeof r.id !== 'string' || typeof r.init !== 'function' || typeof r.check !== 'function' || typeof r.view !== 'function') throw lacks("'ruleset', a ruleset (id, init, start, steps, check, legal, seats, view, viewEvents)");
  if (!m.setups || typeof m.setups !== 'object' || Object.keys(m.setups).length === 0) throw lacks("'setups', the games it can start by name");
  if (typeof m.policy !== 'function') throw lacks("'policy', the function that answers for every seat");
  if (RULESETS[r.id] === undefined) registerRuleset(r);
  // A grid crawl is kept with the options of the modules it may be played with: the same steps.
  else if (RULESETS[r.id] !== r && RULESETS[r.id]!.steps !== r.steps) throw new Error(`${path}: its ruleset '${r.id}' takes an id the engine already has`);
  return m as RulesetModule;
}

/** The state a module's game ends in: its turn, when it keeps one. */
export function turnOf(s: CoreState): number {
  const t = (s as CoreState & { turn?: unknown; round?: unknown }).turn ?? (s as CoreState & { round?: unknown }).round;
  return typeof t === 'number' ? t : 0;
}
