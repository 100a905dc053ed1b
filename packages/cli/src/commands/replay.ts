// `delve replay FILE`: step through a saved game answer by answer — Enter for the next, `b` to go
// back one, `q` to quit; `--to N` starts after answer N. Going back replays from the start, which
// is how a game is defined (its header and answers), so no state is kept per step.
import type { Command } from 'commander';
import { applyInPlace, createGame, formatEvent, view, viewEvents, type GameEvent, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { drawBoard, legend, markKeeper } from '../draw-board.ts';
import { eventNaming, labeller } from '../answer-labels.ts';
import { useColour } from '../colour.ts';
import { lineReader } from '../line-reader.ts';
import { inFile, readSavedGame, replaySave } from '../saved-game.ts';
import { replayAof } from './replay-aof.ts';

export interface ReplayOptions {
  to?: string;
  seat: string;
  color: boolean;
  /** aof-quest: the language of the log and the words, en or it. */
  lang?: string;
}

export async function replayCommand(file: string, o: ReplayOptions): Promise<number> {
  const saved = await readSavedGame(file);
  if (saved.header.ruleset === 'aof-quest') return replayAof(file, saved, o);
  const content = await loadDefaultContent(saved.header.ruleset === 'guilds' ? 'guilds' : 'ahq');
  // The whole save is checked first: an edited one says at which step it parts from the game.
  // The header names the rules version the save is played by (found by its check if it names none).
  const { header } = replaySave(file, saved, content);
  const total = saved.answers.length;
  const out = (t: string) => process.stdout.write(`${t}\n`);
  const paint = useColour(o.color);
  const marks = markKeeper();
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
      if (i === n - 1) said = seat === o.seat || o.seat === 'gm' ? labeller(s, o.seat, content, { odds: false }).label(answer) : `seat ${seat} answered`;
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
    const names = eventNaming(s, o.seat, content, shown);
    out('');
    out(n === 0 ? `Start of the game (${total} answers)` : `Answer ${n}/${total}, ${saved.answers[n - 1]!.seat}: ${said}`);
    for (const e of shown) out(`  ${formatEvent(e, names)}`);
    const mk = marks(v);
    out(drawBoard(v, paint, mk));
    out(legend(v, paint, mk, names.model));
    if (s.result) out(`Game over: the ${s.result.winner} win (${s.result.reason}).`);
  };
  let n = 0;
  if (o.to !== undefined) {
    n = Number(o.to);
    if (!Number.isInteger(n) || n < 0 || n > total) throw new Error(`--to must be a whole number from 0 to ${total}, not '${o.to}'`);
  }
  show(n);
  const input = lineReader();
  try {
    for (;;) {
      const line = await input.next('[Enter] next, b back, q quit> ');
      if (line === null || line.trim() === 'q') break;
      if (line.trim() === 'b') {
        if (n > 0) show(--n);
        else out('at the start already');
      } else if (n < total) show(++n);
      else out('at the end of the game');
    }
  } finally {
    input.close();
  }
  return 0;
}

export function registerReplay(program: Command): void {
  program.command('replay')
    .description('step through a saved game: Enter for the next answer, b back, q quit')
    .argument('<file>', 'a saved game (JSON: header + answers)')
    .option('--to <n>', 'start after answer N')
    .option('--seat <seat>', 'whose view to show (aof-quest: a hero seat, the first by default)', 'gm')
    .option('--lang <code>', 'aof-quest: the language of the log and the words, en or it', 'en')
    .option('--no-color', 'plain text, no ANSI colour')
    .action(async (file: string, opts: ReplayOptions) => {
      process.exitCode = await replayCommand(file, opts);
    });
}
