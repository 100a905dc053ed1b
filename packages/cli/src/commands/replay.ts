// `delve replay FILE`: step through a saved game answer by answer — Enter for the next, `b` to go
// back one, `q` to quit; `--to N` starts after answer N. Going back replays from the start, which
// is how a game is defined (its header and answers), so no state is kept per step.
import type { Command } from 'commander';
import { applyInPlace, createGame, formatEvent, view, viewEvents, type GameEvent, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { drawBoard, legend, markKeeper } from '../draw-board.ts';
import { eventNaming, labeller } from '../answer-labels.ts';
import { useColour } from '../colour.ts';
import { startAfter, stepThrough } from '../step-through.ts';
import { inFile, readSavedGame, replaySave } from '../saved-game.ts';
import { replayAof } from './replay-aof.ts';
import { localeOf } from './play.ts';
import { ending, PLAY_WORDS } from '../play-words.ts';
import { parseNames, personOf, withPeople, type People } from '../people.ts';

export interface ReplayOptions {
  to?: string;
  seat: string;
  color: boolean;
  /** The language of the log, the names and the menus, en or it. */
  lang?: string;
  /** The people at the seats, 'p1=Anna,p2=Bob', as `delve play --names` takes them. */
  names?: string;
}

export async function replayCommand(file: string, o: ReplayOptions): Promise<number> {
  const saved = await readSavedGame(file);
  if (saved.header.ruleset === 'aof-quest') return replayAof(file, saved, o);
  const locale = localeOf(o.lang);
  const w = PLAY_WORDS[locale].replay;
  const content = await loadDefaultContent(saved.header.ruleset === 'guilds' ? 'guilds' : 'ahq');
  // The whole save is checked first: an edited one says at which step it parts from the game.
  // The header names the rules version the save is played by (found by its check if it names none).
  const { header } = replaySave(file, saved, content);
  const total = saved.answers.length;
  const out = (t: string) => process.stdout.write(`${t}\n`);
  const paint = useColour(o.color);
  const marks = markKeeper();
  const people: People = parseNames(o.names, [...createGame(saved.header, content).players, 'gm']);
  /** The state after `n` answers, the events of the last one, and that answer in words. */
  const at = (n: number): { s: GameState; events: GameEvent[]; said: string } => {
    const s = inFile(file, () => createGame(header, content));
    let events = s.events;
    let said = '';
    for (let i = 0; i < n; i++) {
      const { seat, answer } = saved.answers[i]!;
      // Worded as the play menu words it, from what the seat shown knew before it: another seat's
      // answer is named only by its seat (it may name what this seat cannot see; its events say
      // what became visible), unless the replay is shown as the GM, who sees everything.
      if (i === n - 1) said = seat === o.seat || o.seat === 'gm' ? labeller(s, o.seat, content, { odds: false, locale, people }).label(answer) : w.answered(personOf(seat, people, locale));
      const r = applyInPlace(s, seat, answer);
      if (!r.ok) throw new Error(`${file}: answer ${i + 1} (${seat}) is refused: ${r.error.code}: ${r.error.message}`);
      events = r.events;
    }
    return { s, events: [...events], said };
  };
  const show = (n: number) => {
    const { s, events, said } = at(n);
    const v = view(s, o.seat);
    const shown = viewEvents(s, events, o.seat);
    const names = withPeople(eventNaming(s, o.seat, content, shown, locale), people, locale);
    out('');
    out(n === 0 ? w.start(total) : w.answer(n, total, personOf(saved.answers[n - 1]!.seat, people, locale), said));
    for (const e of shown) out(`  ${formatEvent(e, names, locale)}`);
    const mk = marks(v);
    out(drawBoard(v, paint, mk));
    out(legend(v, paint, mk, names.model, locale, undefined, (p) => personOf(p, people, locale)));
    if (s.result) {
      const end = ending(s.result.winner, s.result.reason, locale);
      out(w.over(end.winner, end.reason));
    }
  };
  await stepThrough(total, startAfter(o.to, total), show, w, out);
  return 0;
}

export function registerReplay(program: Command): void {
  program.command('replay')
    .description('step through a saved game: Enter for the next answer, b back, q quit')
    .argument('<file>', 'a saved game (JSON: header + answers)')
    .option('--to <n>', 'start after answer N')
    .option('--seat <seat>', 'whose view to show (aof-quest: a hero seat, the first by default)', 'gm')
    .option('--lang <code>', 'the language of the log, the names and the menus: en or it', 'en')
    .option('--names <list>', "the people at the seats, e.g. 'p1=Anna,p2=Bob' (default: Player 1, Player 2…, the GM)")
    .option('--no-color', 'plain text, no ANSI colour')
    .action(async (file: string, opts: ReplayOptions) => {
      process.exitCode = await replayCommand(file, opts);
    });
}
