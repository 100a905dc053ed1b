// `delve sim`: many games played by the AI (or the fixed policy) across worker threads, with a
// progress bar on stderr and a summary — text, JSON, CSV or an HTML report. `--vs` plays the same
// seeds under a second set of options, party, monsters or policies and reports the difference.
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGame, type OptionValue } from '@delve/engine';
import { loadDefaultContent, noContent } from '@delve/content';
import { isPolicyName, setupHeader, type PolicyName } from '@delve/ai';
import { csvReport, difference, htmlReport, jsonReport, loadRulesetModule, POOL_NODE_FLAGS, runJobs, summarize, textReport, type FightJob, type SimReport } from '@delve/ai/sim';
import { flagsToRelaunchWith, relaunch } from '../relaunch.ts';
import { simCampaigns } from './sim-campaign.ts';

/** The module aof-quest is simulated through: its missions and its hero bot. */
const AOF_MODULE = fileURLToPath(import.meta.resolve('@delve/ai/aof-module'));

export interface SimOptions {
  games: string;
  seed: string;
  setup: string;
  quest?: string;
  objective?: string;
  ruleset: string;
  rulesetModule?: string;
  party?: string;
  monsters?: string;
  heroes: string;
  gm: string;
  options?: string;
  difficulty?: string;
  missionType?: string;
  size?: string;
  vs?: string;
  threads?: string;
  json?: boolean;
  csv?: boolean;
  html?: string;
  progress: boolean;
  campaign?: string;
}

interface ArmSpec {
  label: string;
  setup: string;
  party?: string[];
  monsters?: string[];
  options: Record<string, OptionValue>;
  heroes: PolicyName;
  gm: PolicyName;
}

function whole(s: string, what: string, min = 1): number {
  const n = Number(s);
  if (!Number.isInteger(n) || n < min) throw new Error(`${what} must be a whole number of at least ${min}, not '${s}'`);
  return n;
}

function policy(s: string, what: string): PolicyName {
  if (!isPolicyName(s)) throw new Error(`${what} must be 'ai' or 'fixed', not '${s}'`);
  return s;
}

function value(s: string): OptionValue {
  if (s === 'true') return true;
  if (s === 'false') return false;
  return s !== '' && Number.isFinite(Number(s)) ? Number(s) : s;
}

/** 'opt=val,party=a+b+c,monsters=x+y,heroes=fixed,gm=ai,setup=dungeon' over a base arm. */
export function armFrom(base: ArmSpec, spec: string): ArmSpec {
  const arms = armsFrom(base, spec);
  if (arms.length !== 1) throw new Error(`'${spec}' gives ${arms.length} arms where one is wanted`);
  return arms[0]!;
}

/** Arms over a base arm: 'opt=val,…' gives one; one setting with several values, the others
 * following it as bare words ('difficulty=story,normal,hard,deadly'), gives one arm per value. */
export function armsFrom(base: ArmSpec, spec: string): ArmSpec[] {
  const pairs: [string, string[]][] = [];
  for (const pair of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq < 0 && pairs.length > 0) {
      pairs[pairs.length - 1]![1].push(pair);
      continue;
    }
    if (eq <= 0) throw new Error(`'${pair}' is not name=value`);
    pairs.push([pair.slice(0, eq).trim(), [pair.slice(eq + 1).trim()]]);
  }
  const many = pairs.filter(([, vs]) => vs.length > 1);
  if (many.length > 1) throw new Error(`only one setting may take several values, not ${many.map(([k]) => k).join(' and ')}`);
  const values = many[0]?.[1] ?? [null];
  return values.map((chosen) => {
    const arm: ArmSpec = { ...base, options: { ...base.options }, label: spec };
    for (const [k, vs] of pairs) {
      const v = vs.length > 1 ? chosen! : vs[0]!;
      if (k === 'party') arm.party = v.split('+').filter(Boolean);
      else if (k === 'monsters') arm.monsters = v.split('+').filter(Boolean);
      else if (k === 'heroes') arm.heroes = policy(v, 'heroes');
      else if (k === 'gm') arm.gm = policy(v, 'gm');
      else if (k === 'setup') arm.setup = v;
      else arm.options[k] = value(v);
    }
    if (many.length === 1) arm.label = `${many[0]![0]}=${chosen}`;
    return arm;
  });
}

export async function simCommand(o: SimOptions): Promise<number> {
  if (o.setup === 'campaign') return simCampaigns(o);
  const games = whole(o.games, '--games');
  const seed0 = whole(o.seed, '--seed', 0);
  const threads = o.threads ? whole(o.threads, '--threads') : availableParallelism();
  const list = (s?: string) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined);
  // aof-quest's setups are its missions; the crawls' default 'room-fight' means every mission in turn.
  if (o.ruleset === 'aof-quest' && !o.rulesetModule && o.setup === 'room-fight') o.setup = 'mission';
  const base: ArmSpec = {
    label: 'base', setup: o.setup, party: list(o.party), monsters: list(o.monsters), options: {},
    heroes: policy(o.heroes, '--heroes'), gm: policy(o.gm, '--gm'),
  };
  if (o.difficulty !== undefined) base.options.difficulty = o.difficulty;
  const first = o.options ? armFrom(base, o.options) : base;
  first.label = o.options ?? describe(base);
  const arms = [first];
  // '--vs difficulty=story,normal,hard,deadly': the levels side by side, in place of the first.
  if (o.vs) {
    const more = armsFrom(first, o.vs);
    if (more.length > 1) arms.splice(0, 1, ...more);
    else arms.push(...more);
  }
  if (o.ruleset === 'aof-quest' && !o.rulesetModule) {
    for (const a of arms) {
      aofArm(a, o);
      if (a.setup.startsWith('generated:') && a.label === describe(base)) a.label = a.setup;
    }
  }
  else if (o.missionType !== undefined || o.size !== undefined) throw new Error('--mission-type and --size are for --ruleset aof-quest');
  // Refuse a bad setup, party or option here, in one line, before any worker starts.
  // aof-quest is played through its own module: its missions and its hero bot (packages/ai/src/aof).
  const module = o.rulesetModule ? resolve(o.rulesetModule) : o.ruleset === 'aof-quest' ? AOF_MODULE : undefined;
  let ruleset = o.ruleset;
  if (module) {
    const mod = await loadRulesetModule(module);
    ruleset = mod.ruleset.id;
    const content = mod.content ?? noContent();
    for (const a of arms) {
      const make = mod.setups[a.setup];
      if (!make && a.setup.startsWith('generated:')) throw new Error(`--mission-type, --difficulty or --size: no generated mission '${a.setup.slice(10).replace(/:/g, ', ')}' (types: ${typesOf(mod.setups)}; sizes 48 or 24)`);
      if (!make) throw new Error(`--setup: the ${ruleset} module has no setup '${a.setup}' (known: ${Object.keys(mod.setups).filter((k) => !k.startsWith('generated:')).join(', ')})`);
      const h = make(seed0);
      createGame({ ...h, options: { ...h.options, ...a.options } }, content);
    }
  } else {
    if (ruleset !== 'ahq' && ruleset !== 'guilds') throw new Error(`--ruleset must be 'ahq', 'guilds' or 'aof-quest', not '${ruleset}'`);
    const content = await loadDefaultContent(ruleset);
    for (const a of arms) createGame(setupHeader(a.setup, seed0, { party: a.party, monsters: a.monsters, options: a.options, quest: o.quest, objective: o.objective, ruleset }, content), content);
  }

  const jobs: FightJob[] = [];
  arms.forEach((a, arm) => {
    for (let i = 0; i < games; i++) {
      jobs.push({ setup: a.setup, seed: seed0 + i, party: a.party, monsters: a.monsters, options: a.options, quest: o.quest, objective: o.objective, ruleset, heroes: a.heroes, gm: a.gm, arm, ...(module ? { module } : {}) });
    }
  });
  const bar = o.progress ? new SingleBar({ stream: process.stderr, format: 'sim [{bar}] {value}/{total} games | {eta_formatted} left', hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, Presets.shades_classic) : null;
  bar?.start(jobs.length, 0);
  const t0 = performance.now();
  let records;
  try {
    records = await runJobs(jobs, { threads, onProgress: (done) => bar?.update(done) });
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - t0) / 1000;
  const byArm = arms.map((_, i) => records.filter((r) => r.arm === i));
  const summaries = byArm.map((r) => summarize(r));
  const report: SimReport = {
    title: `delve sim: ${ruleset === 'ahq' ? '' : `${ruleset} `}${ruleset === 'aof-quest' ? [...new Set(arms.map((a) => a.setup))].join(', ') : o.setup}${o.quest ? ` (${o.quest})` : ''}${o.objective ? ` (${o.objective})` : ''}, ${games} games per arm from seed ${seed0}`,
    arms: arms.map((a, i) => ({ label: a.label, summary: summaries[i]! })),
    difference: arms.length === 2 ? difference(summaries[0]!.heroWins, summaries[0]!.games, summaries[1]!.heroWins, summaries[1]!.games) : null,
    seconds, threads,
    ...(ruleset === 'aof-quest' ? { terms: { turns: 'rounds', deaths: 'heroes down at the end', knockOuts: 'falls unconscious' } } : {}),
  };
  if (o.html) await writeFile(o.html, htmlReport(report));
  if (o.json) process.stdout.write(jsonReport(report));
  else if (o.csv) process.stdout.write(csvReport(records, arms.map((a) => a.label)));
  else process.stdout.write(textReport(report));
  return 0;
}

/** aof-quest's generated missions: an arm's type, difficulty and size (from --mission-type,
 * --difficulty, --size or the arm's 'type=…', 'difficulty=…', 'size=…') name the module's setup
 * `generated:TYPE:DIFFICULTY:SIZE`; they are not ruleset options. Any of them given, or
 * `--setup generated`, plays generated missions (the type rolled by the seed when not given). */
function aofArm(a: ArmSpec, o: SimOptions): void {
  const take = (k: string, given?: string): string | undefined => {
    const v = a.options[k];
    delete a.options[k];
    return v !== undefined ? String(v) : given;
  };
  const type = take('type', o.missionType);
  const difficulty = take('difficulty', o.difficulty);
  const size = take('size', o.size);
  if (type === undefined && difficulty === undefined && size === undefined && a.setup !== 'generated') return;
  if (a.setup !== 'generated' && a.setup !== 'mission') throw new Error(`--setup: '${a.setup}' is a mission of the content; --mission-type, --difficulty and --size are for generated missions (--setup generated)`);
  a.setup = `generated:${type ?? 'any'}:${difficulty ?? 'normal'}:${size ?? '48'}`;
}

/** The generated missions' types and difficulties a module's setups name. */
function typesOf(setups: Readonly<Record<string, unknown>>): string {
  const parts = Object.keys(setups).filter((k) => k.startsWith('generated:')).map((k) => k.split(':'));
  const uniq = (i: number) => [...new Set(parts.map((p) => p[i]!))].join(', ');
  return `${uniq(1)}; difficulties: ${uniq(2)}`;
}

function describe(a: ArmSpec): string {
  return `heroes=${a.heroes},gm=${a.gm}${a.party ? `,party=${a.party.join('+')}` : ''}${a.monsters ? `,monsters=${a.monsters.join('+')}` : ''}`;
}

export function registerSim(program: Command): void {
  program.command('sim')
    .description('simulate many games across worker threads and summarise them')
    .option('-n, --games <n>', 'games per arm', '200')
    .option('--seed <n>', 'first seed (games use consecutive seeds)', '1')
    .option('--setup <name>', 'room-fight, dungeon, expedition (a whole generated dungeon) or campaign (whole campaigns, docs/campaign.md)', 'room-fight')
    .option('--quest <id>', "the quest of an ahq expedition (default 'standard')")
    .option('--objective <id>', "the Objective card of a guilds expedition (default the deck's first)")
    .option('--campaign <id>', "with --setup campaign: the content's campaign (default the ruleset's first)")
    .option('--ruleset <id>', "ahq or guilds (room fights and expeditions), or aof-quest (--setup mission or a mission id)", 'ahq')
    .option('--ruleset-module <file>', 'a ruleset written outside the engine: a module whose default export is { ruleset, setups, policy } (see ARCHITECTURE.md)')
    .option('--party <list>', 'hero types, comma-separated (default barbarian,dwarf,elf,wizard)')
    .option('--monsters <list>', 'monster types for room fights, comma-separated')
    .option('--heroes <policy>', 'ai or fixed', 'ai')
    .option('--gm <policy>', 'ai or fixed', 'ai')
    .option('--options <list>', "ruleset options 'opt=val,…'")
    .option('--difficulty <level>', 'story, normal, hard or deadly (docs/difficulty.md; default normal); aof-quest: a difficulty of the content (easy, normal, hard, heroic)')
    .option('--mission-type <id>', 'aof-quest: generated missions of this type (recover-relic, slay-villain, clear-waves, escape; default rolled by the seed)')
    .option('--size <n>', 'aof-quest: the generated battlefield, 48 (4\'×4\', default) or 24 (2\'×2\')')
    .option('--vs <list>', "a second arm on the same seeds: 'opt=val,…', party=a+b, monsters=x+y, heroes=…, gm=…; one setting with several values ('difficulty=story,normal,hard,deadly') gives the arms side by side")
    .option('--threads <n>', 'worker threads (default: every core)')
    .option('--json', 'print the summary as JSON')
    .option('--csv', 'print one CSV row per game')
    .option('--html <file>', 'write a self-contained HTML report with charts')
    .option('--no-progress', 'no progress bar')
    .action(async (opts: SimOptions) => {
      // The worker pool's process needs flags Node takes only at its start (POOL_NODE_FLAGS).
      const missing = flagsToRelaunchWith(POOL_NODE_FLAGS);
      process.exitCode = missing.length > 0 ? await relaunch(missing) : await simCommand(opts);
    });
}
