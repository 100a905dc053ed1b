// The bots' knowledge of each ruleset, by ruleset id; `ahq` for any other.
import { ahqTactics, type Tactics } from './ahq.ts';
import { guildsTactics } from './guilds.ts';

export type { Tactics } from './ahq.ts';

const TACTICS: Record<string, Tactics> = { ahq: ahqTactics, guilds: guildsTactics };

export function tacticsFor(ruleset: string): Tactics {
  return TACTICS[ruleset] ?? ahqTactics;
}
