// The `delve` command.
import { Command, CommanderError } from 'commander';
import { scenarioCommand } from './commands/scenario.ts';
import { validateCommand } from './commands/validate.ts';
import { rulesCommand } from './commands/rules.ts';
import { demoCommand } from './commands/demo.ts';
import { dungeonCommand, type DungeonCommandOptions } from './commands/dungeon.ts';
import { missionCommand, type MissionCommandOptions } from './commands/mission.ts';
import { registerPlay } from './commands/play.ts';
import { registerSim } from './commands/sim.ts';
import { registerReplay } from './commands/replay.ts';
import { registerCampaign } from './commands/campaign.ts';

// A reader that stops early (`delve dungeon | head`) closes the pipe: stop quietly, no trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

const program = new Command();
program
  .name('delve')
  .description('Delve: a digital table for Advanced HeroQuest-family dungeon crawls.')
  .exitOverride()
  .showHelpAfterError();

program.command('scenario')
  .description('run scenario files (folders and glob patterns are expanded)')
  .argument('<files...>', 'scenario files, folders or patterns')
  .option('-q, --quiet', 'print only failures and the summary')
  .option('--ruleset-module <file>', 'a ruleset written outside the engine, for scenarios that name it (see ARCHITECTURE.md)')
  .action(async (files: string[], opts: { quiet?: boolean; rulesetModule?: string }) => {
    process.exitCode = await scenarioCommand(files, opts);
  });

program.command('validate')
  .description('check content packs (or single aof-quest mission files) against the schemas and the rules')
  .argument('<packs...>', 'pack folders, built-in pack ids, or .yaml/.json mission files')
  .action(async (packs: string[]) => {
    process.exitCode = await validateCommand(packs);
  });

program.command('rules')
  .description('list the rulesets and their house-rule options')
  .argument('[ruleset]', 'one ruleset id')
  .action((ruleset?: string) => {
    process.exitCode = rulesCommand(ruleset);
  });

program.command('demo')
  .description('watch a fight played out by the fixed policy: four heroes against eight monsters')
  .option('--seed <seed>', 'random seed', '1')
  .action(async (opts: { seed: string }) => {
    process.exitCode = await demoCommand(opts);
  });

program.command('dungeon')
  .description("generate a whole dungeon from a quest's dice tables (ahq) or the guilds decks, exploring every door and junction (fights skipped), and draw it")
  .option('--ruleset <id>', "ahq (dice tables) or guilds (card decks)", 'ahq')
  .option('--mode <mode>', 'guilds: random (a deck sized by the Objective card), hand (the GM plays Room cards), map (a quest map)', 'random')
  .option('--objective <id>', 'guilds: the Objective card (random and hand)')
  .option('--map <id>', 'guilds: the quest map deck (mode map)', 'crypt-map')
  .option('--quest <id>', 'ahq: quest id (content quests/)', 'standard')
  .option('--seed <seed>', 'random seed', '1')
  .option('--reveal', "draw what the GM sees: unexplored stubs, hidden traps, the monsters waiting")
  .option('--svg <file>', 'write the map as SVG instead of text')
  .option('--sections <n>', 'stop after this many sections', '40')
  .option('--area <WxH>', "playing area in squares (default: the quest's)")
  .option('--choices <who>', "who makes the GM's and the Leader's placement choices: ai (as in play) or random", 'ai')
  .option('--pack <dir...>', 'content packs to load instead of the ruleset\'s default pack')
  .action(async (opts: DungeonCommandOptions) => {
    process.exitCode = await dungeonCommand(opts);
  });

program.command('mission')
  .description('aof-quest: roll a mission with the campaign builder (or show one from a pack or a file) and print its map and briefing as the heroes know it')
  .option('--seed <seed>', 'random seed', '1')
  .option('--type <type>', 'mission type id, or retrieve, slay, waves, escape (default: rolled)')
  .option('--size <n>', "battlefield squares a side: 48 (4'x4') or 24 (2'x2')", '48')
  .option('--difficulty <id>', 'difficulty id (easy, normal, hard, heroic)', 'normal')
  .option('--heroes <n>', 'heroes in the party, 2 to 4', '4')
  .option('--faction <id>', 'the enemy faction (default: rolled)')
  .option('--mission <id>', "a pack's mission instead of a generated one")
  .option('--file <file>', 'a mission file instead of a generated one (checked as a game would)')
  .option('--gm', "also print what the heroes must find out: token contents, waves to come, ambushes (for a mission's author)")
  .option('--svg <file>', 'write the map as SVG instead of text')
  .option('--lang <lang>', 'en or it', 'en')
  .option('--pack <dir...>', "content packs to load instead of aof-core")
  .action(async (opts: MissionCommandOptions) => {
    process.exitCode = await missionCommand(opts);
  });

registerPlay(program);
registerSim(program);
registerReplay(program);
registerCampaign(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode === 0 ? 0 : 2;
  } else {
    // One line for the user, never a stack trace.
    process.stderr.write(`delve: ${(e as Error).message.split('\n').join('\n  ')}\n`);
    process.exitCode = 1;
  }
}
