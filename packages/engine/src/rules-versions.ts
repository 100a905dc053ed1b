// The rules a game is played by, by version. A game is its header and answers, and the same answers
// give the same game only under the same rules: a change of rules (what a level puts in the
// dungeon, say) makes a stored game meet other monsters than its answers were given against. So a
// header names its rules version, and a game is played by the rules of that version for as long
// as this engine keeps them. Headers stored before versions existed name none: the versions they
// may have been played by are tried, oldest rules last (`versionsToTry`). A rule changed on main
// before it had a version of its own (the numbering of version 0, the snipe of version 4) gets
// one afterwards, placed by the time it came in.
//
// What changed, version by version, is kept here beside the registry (game.ts), the one place that
// knows every ruleset: each ruleset's earlier values, to be played again, not edited.
import type { Ruleset } from './ruleset.ts';
import type { DifficultyTable } from './crawl/difficulty.ts';
import type { GameHeader } from './types.ts';
import { SetupError } from './state.ts';

export interface RulesVersion {
  version: number;
  /** When these rules came into force on the main line (UTC, ISO 8601): a header stored without
   * a version is tried first with the rules in force when it was stored. */
  since: string;
  what: string;
}

/** Every version this engine plays, oldest first; the last is the one new games are played by.
 * A version no header was ever written with (0, 3.5: their rules were main's before headers named
 * versions, or between two that headers name) is found by the time a game was stored. */
export const RULES_VERSIONS: readonly RulesVersion[] = [
  { version: 0, since: '2026-11-21T05:02:55Z', what: 'monsters and traps numbered by one counter, every door of a prepared map in reading order; before the difficulty levels' },
  { version: 1, since: '2026-11-28T00:50:00Z', what: 'before the difficulty levels: every section brings the monsters its table row or card names' },
  { version: 2, since: '2026-11-28T03:39:24Z', what: 'the first difficulty levels, normal bringing 0.7 (ahq) or 1.4 (guilds) times the monsters named' },
  { version: 3, since: '2026-11-28T06:03:19Z', what: 'the levels around the printed game, normal bringing the monsters named' },
  { version: 3.5, since: '2026-11-28T09:02:08Z', what: 'guilds hard bringing 1.7 times the monsters named, as ahq hard does (1.9 before)' },
  { version: 4, since: '2026-11-28T09:22:18Z', what: 'guilds with facing: a sniped shot offered no re-roll at all (a second aim card was offered before)' },
];

/** The version new games are played by. */
export const RULES_VERSION = RULES_VERSIONS[RULES_VERSIONS.length - 1]!.version;

/** A ruleset's rules before a version: `rules` turns the ruleset of the next version into the one
 * played before `until`. */
interface Earlier {
  until: number;
  rules(r: Ruleset<any>): Ruleset<any>;
}

/** A crawl ruleset with other level values. */
const levels = (table: DifficultyTable) => (r: Ruleset<any>): Ruleset<any> => ({ ...r, crawl: { ...r.crawl!, difficulty: table } });

/** A crawl ruleset before the difficulty levels: no `difficulty` option, every section as named,
 * the rules' faces for counters and wandering monsters. */
const noLevels = (r: Ruleset<any>): Ruleset<any> => {
  const { difficulty: _, ...crawl } = r.crawl!;
  return { ...r, options: r.options.filter((o) => o.id !== 'difficulty'), crawl };
};

/** Rules version 0's numbering (`CrawlRules.oneCounter`). */
const oneCounter = (r: Ruleset<any>): Ruleset<any> => ({ ...r, crawl: { ...r.crawl!, oneCounter: true } });

/** Before version 4 a sniped shot that missed was offered a second aim card (`CrawlRules.snipeRerolled`). */
const snipeRerolled = (r: Ruleset<any>): Ruleset<any> => ({ ...r, crawl: { ...r.crawl!, snipeRerolled: true } });

/** Each ruleset's earlier rules, newest first; a ruleset not named played the same in every
 * version. Version 2's tables are those main held from 2026-11-28 03:39 to 06:03 UTC, version 3's
 * from 06:03 to 09:02 UTC. */
const EARLIER: Readonly<Record<string, readonly Earlier[]>> = {
  ahq: [
    {
      until: 3,
      rules: levels({
        story: { band: 0.3, counterFaces: [] },
        normal: { band: 0.7 },
        hard: { band: 1.4, startCounters: 2 },
        deadly: { band: 3.5, startCounters: 6, counterFaces: [1, 2, 3, 10, 11, 12] },
      }),
    },
    { until: 2, rules: noLevels },
    { until: 1, rules: oneCounter },
  ],
  guilds: [
    { until: 4, rules: snipeRerolled },
    {
      until: 3.5,
      rules: levels({
        story: { band: 0.3 },
        normal: { band: 1 },
        hard: { band: 1.9, wanderingFaces: [1, 2] },
        deadly: { band: 3.5, wanderingFaces: [1, 2] },
      }),
    },
    {
      until: 3,
      rules: levels({
        story: { band: 0.3 },
        normal: { band: 1.4 },
        hard: { band: 1.9, wanderingFaces: [1, 2] },
        deadly: { band: 3.5, wanderingFaces: [1, 2] },
      }),
    },
    { until: 2, rules: noLevels },
    { until: 1, rules: oneCounter },
  ],
};

/** The version a header names, checked: absent, the current one. Throws `SetupError` naming
 * `rulesVersion` for a version this engine does not play (never had, or no longer keeps). */
export function rulesVersionOf(header: Pick<GameHeader<unknown>, 'rulesVersion'>): number {
  const v = header.rulesVersion;
  if (v === undefined) return RULES_VERSION;
  if (!RULES_VERSIONS.some((r) => r.version === v)) {
    throw new SetupError('rulesVersion', `rules version ${JSON.stringify(v)} is not one this engine plays (it plays versions ${RULES_VERSIONS.map((r) => r.version).join(', ')})`);
  }
  return v;
}

/** `r` as it was played at `version`. */
export function rulesAt(r: Ruleset<any>, version: number): Ruleset<any> {
  let out = r;
  for (const e of EARLIER[r.id] ?? []) if (version < e.until) out = e.rules(out);
  return out;
}

/** The version in force at `when` (an ISO date), or null for a date before the first. */
export function versionAt(when: string): number | null {
  const t = Date.parse(when);
  if (Number.isNaN(t)) return null;
  let out: number | null = null;
  for (const r of RULES_VERSIONS) if (Date.parse(r.since) <= t) out = r.version;
  return out;
}

/** The versions a header may be played by, in the order to try them. For a header stored before
 * versions existed, the one in force when it was stored (`storedAt`) first, then the others
 * newest first. A header that names one: that one, then any later version already in force when
 * it was stored, newest first: a version is sometimes written after main took up its rules, while
 * new headers still named the one before (guilds hard's 1.7 and the snipe's rule were main's from
 * 09:02 and 09:22 UTC, and headers named 3 until 09:43). Each is tried by replaying the stored
 * answers against whatever vouches for them (a snapshot, a save's check): the rules a game was
 * played by are the ones its answers replay under. */
export function versionsToTry(header: Pick<GameHeader<unknown>, 'rulesVersion'>, storedAt?: string): number[] {
  const newestFirst = RULES_VERSIONS.map((r) => r.version).reverse();
  const at = storedAt === undefined ? null : versionAt(storedAt);
  if (header.rulesVersion !== undefined) {
    const named = rulesVersionOf(header);
    return [named, ...(at === null ? [] : newestFirst.filter((v) => v > named && v <= at))];
  }
  return at === null ? newestFirst : [at, ...newestFirst.filter((v) => v !== at)];
}

/** `header` naming version `v`. */
export function atVersion<H extends Pick<GameHeader<unknown>, 'rulesVersion'>>(header: H, v: number): H {
  return { ...header, rulesVersion: v };
}
