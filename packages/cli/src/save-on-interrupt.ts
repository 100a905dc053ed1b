// Ctrl-C during `delve play`: the game so far is written to its save file before the process
// ends, so an interrupted game can be resumed with --load. One block for every ruleset's loop.
import type { LineReader } from './line-reader.ts';
import { writeSavedGame, type Save } from './saved-game.ts';

/** On the first interrupt, writes `game()` to `path`, prints `said()` and exits with 130 (the
 * code of a process ended by SIGINT); a second Ctrl-C while it writes changes nothing. */
export function saveOnInterrupt(input: LineReader, path: string, game: () => Save, said: () => string): void {
  let interrupted = false;
  input.onInterrupt(() => {
    if (interrupted) return;
    interrupted = true;
    void writeSavedGame(path, game()).then(() => {
      process.stdout.write(`\n${said()}\n`);
      process.exit(130);
    });
  });
}
