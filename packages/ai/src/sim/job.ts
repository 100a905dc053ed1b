// One simulated game: the header from a named setup, a policy per side, and what happened —
// winner, rounds, wounds dealt and taken, deaths, knock-outs and treasure per model. Runs alike in
// the main thread and in a worker.
import { applyInPlace, createGame, type Content, type CoreState, type GameEvent } from '@delve/engine';
import { turnOf, type RulesetModule } from './module.ts';
import { POLICIES, type PolicyName } from '../policies.ts';
import { setupHeader, type SetupOptions } from '../setups.ts';

export interface FightJob extends SetupOptions {
  setup: string;
  /** A ruleset module's file (`delve sim --ruleset-module`): its setups and policy play the game. */
  module?: string;
  seed: number;
  heroes: PolicyName;
  gm: PolicyName;
  /** A game still undecided after this many answers counts as unfinished. */
  maxDecisions?: number;
  /** Which side of a `--vs` comparison the job belongs to (0 or 1). */
  arm?: number;
}

export interface ModelRecord {
  id: string;
  type: string;
  side: 'heroes' | 'monsters';
  woundsDealt: number;
  woundsTaken: number;
  kills: number;
  knockedOut: number;
  died: boolean;
  /** Gold gained in the game (heroes). */
  gold: number;
}

export interface FightRecord {
  seed: number;
  arm: number;
  winner: 'heroes' | 'monsters' | null;
  reason: string | null;
  turns: number;
  decisions: number;
  models: ModelRecord[];
}

/** A game of a ruleset module: its setup by name, its policy on every seat; no models to record. */
export function runModuleJob(job: FightJob, mod: RulesetModule, content: Content): FightRecord {
  const make = mod.setups[job.setup];
  if (!make) throw new Error(`unknown setup '${job.setup}' (known: ${Object.keys(mod.setups).join(', ')})`);
  const header = make(job.seed);
  const s = createGame<CoreState>({ ...header, options: { ...header.options, ...job.options } }, content);
  const max = job.maxDecisions ?? 20_000;
  let n = 0;
  // The game's events, only for a module that records its models from them.
  const events: GameEvent[] | null = mod.records ? [...s.events] : null;
  while (s.pending && !s.result && n < max) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, mod.policy(s, seat));
    if (!r.ok) throw new Error(`seed ${job.seed}: ${seat}'s answer was refused: ${r.error.code}: ${r.error.message}`);
    if (events) for (const e of r.events) events.push(e);
    n++;
  }
  const models = mod.records && events ? mod.records(s, events) : [];
  return { seed: job.seed, arm: job.arm ?? 0, winner: s.result?.winner ?? null, reason: s.result?.reason ?? null, turns: turnOf(s), decisions: n, models };
}

export function runJob(job: FightJob, content: Content): FightRecord {
  const header = setupHeader(job.setup, job.seed, job, content);
  const s = createGame(header, content);
  const heroes = POLICIES[job.heroes];
  const gm = POLICIES[job.gm];
  const rec = new Map<string, ModelRecord>();
  const startGold = new Map<string, number>();
  // Models may appear mid-game (monsters of a section revealed), so records are made on demand.
  const get = (id: string): ModelRecord => {
    let r = rec.get(id);
    if (!r) {
      const m = s.models[id]!;
      rec.set(id, (r = { id, type: m.type, side: m.side, woundsDealt: 0, woundsTaken: 0, kills: 0, knockedOut: 0, died: false, gold: 0 }));
      startGold.set(id, m.gold);
    }
    return r;
  };
  for (const id of s.order) get(id);
  const lastStriker = new Map<string, string>();
  const tally = (events: readonly GameEvent[]) => {
    let caster: string | null = null;
    for (const e of events) {
      switch (e.type) {
        case 'attack': lastStriker.set(e.target, e.attacker); break;
        case 'fumbleHit': if (e.victim) lastStriker.set(e.victim, e.shooter); break;
        case 'spellCast': caster = e.caster; break;
        case 'wounded': {
          get(e.model).woundsTaken += e.wounds;
          const by = caster ?? lastStriker.get(e.model);
          if (by && s.models[by]) get(by).woundsDealt += e.wounds;
          break;
        }
        case 'knockedOut': get(e.model).knockedOut++; break;
        case 'died':
          get(e.model).died = true;
          if (e.by && s.models[e.by]) get(e.by).kills++;
          break;
      }
    }
  };
  tally(s.events);
  const max = job.maxDecisions ?? 20_000;
  let n = 0;
  while (s.pending && !s.result && n < max) {
    const seat = s.pending.seat;
    const answer = (seat === 'gm' ? gm : heroes)(s, seat);
    const r = applyInPlace(s, seat, answer);
    if (!r.ok) throw new Error(`seed ${job.seed}: ${seat}'s answer was refused: ${r.error.code}: ${r.error.message}`);
    tally(r.events);
    n++;
  }
  for (const [id, r] of rec) r.gold = Math.max(0, s.models[id]!.gold - startGold.get(id)!);
  return {
    seed: job.seed, arm: job.arm ?? 0, winner: s.result?.winner ?? null, reason: s.result?.reason ?? null,
    turns: s.turn, decisions: n, models: [...rec.values()],
  };
}
