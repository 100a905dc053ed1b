// The rules machinery every ruleset runs on: emit events, roll dice, pose decisions, and run the
// stack of pending steps until a decision is needed.
import type { CoreState, Decision, GameEvent, GameState, RollPurpose, Step, EngineError, ErrorCode } from './types.ts';
import { rollDie } from './rng.ts';

export function emit(s: CoreState, event: GameEvent): void {
  s.events.push(event);
}

/** Rolls `count` d`sides`, shows them in the log, and returns the faces. */
export function roll(s: CoreState, purpose: RollPurpose, by: string | null, count = 1, sides = 12): number[] {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rollDie(s.rng, sides));
  emit(s, { type: 'dice', purpose, faces, by, ...(sides !== 12 ? { sides } : {}) });
  return faces;
}

/** Rolls `count` dice whose faces show `symbols` (a skull-and-shield die), shows them in the log
 * with what each face shows, and returns the faces (1-based, into `symbols`). */
export function rollSymbols(s: CoreState, purpose: RollPurpose, by: string | null, count: number, symbols: readonly ('skull' | 'shield' | 'blank')[]): number[] {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rollDie(s.rng, symbols.length));
  emit(s, { type: 'dice', purpose, faces, by, sides: symbols.length, symbols: faces.map((f) => symbols[f - 1]!) });
  return faces;
}

export function d12(s: CoreState, purpose: RollPurpose, by: string | null): number {
  return roll(s, purpose, by, 1, 12)[0]!;
}

/** Pushes steps so that they run in the order given. */
export function push(s: CoreState, ...steps: Step[]): void {
  for (let i = steps.length - 1; i >= 0; i--) s.stack.push(steps[i]!);
}

/** Stops the run at a decision; `resume` runs with the answer. */
export function decide(s: CoreState, decision: Decision, resume: Step | null = null): void {
  s.pending = decision;
  s.resume = resume;
}

export function fail(code: ErrorCode, message: string): EngineError {
  return { code, message };
}

/** A rules step of a ruleset whose state is `S`. */
export type StepHandler<S extends CoreState = GameState> = (s: S, step: Step) => void;

/** Runs steps until a decision is pending, the game is over, or the stack is empty. */
export function run<S extends CoreState>(s: S, handlers: Readonly<Record<string, StepHandler<S>>>): void {
  let guard = 0;
  while (!s.pending && s.stack.length > 0 && !s.result) {
    const step = s.stack.pop()!;
    const handler = handlers[step.k];
    if (!handler) throw new Error(`no handler for step '${step.k}'`);
    handler(s, step);
    if (++guard > 1_000_000) throw new Error('rules loop: a million steps without a decision');
  }
}

/** A fresh model id: `prefix` and a number counted across the game, skipping ids a model of the
 * setup already has. Only models are counted, so the ids a seat sees tell nothing of hidden traps
 * (DEC-17). Under rules version 0 (`CrawlRules.oneCounter`) traps took their numbers from the
 * same counter, and a number was taken as it came. */
export function nextId(s: GameState, prefix: string): string {
  if (s.ctx.ruleset.crawl?.oneCounter) return `${prefix}${s.nextId++}`;
  for (;;) {
    const id = `${prefix}${s.nextId++}`;
    if (!Object.hasOwn(s.models, id)) return id;
  }
}
