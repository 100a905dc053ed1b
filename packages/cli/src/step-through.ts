// Stepping through a saved game in the terminal, the same for every ruleset's `delve replay`:
// `--to N` starts after answer N, then Enter shows the next answer, `b` the one before, and `q`
// or the end of input stops.
import { lineReader, type LineReader } from './line-reader.ts';

export interface StepWords {
  prompt: string;
  atStart: string;
  atEnd: string;
}

/** The answer `--to` starts after: a whole number from 0 to `total`, 0 when not given. */
export function startAfter(to: string | undefined, total: number): number {
  if (to === undefined) return 0;
  // Digits only: Number() would also take '', ' ', '0x2' and '1e0'.
  const n = /^\d+$/.test(to) ? Number(to) : NaN;
  if (!(n >= 0 && n <= total)) throw new Error(`--to must be a whole number from 0 to ${total}, not '${to}'`);
  return n;
}

/** Shows answer `from` (0: the start), then steps as the person types, until `q` or the end of
 * input. The input is opened only once the first answer is shown: a save that fails to show
 * leaves nothing open that would hold the process. */
export async function stepThrough(
  total: number, from: number, show: (n: number) => void, words: StepWords, out: (text: string) => void, open: () => LineReader = lineReader,
): Promise<void> {
  let n = from;
  show(n);
  const input = open();
  try {
    for (;;) {
      const line = await input.next(words.prompt);
      if (line === null || line.trim() === 'q') break;
      if (line.trim() === 'b') {
        if (n > 0) show(--n);
        else out(words.atStart);
      } else if (n < total) show(++n);
      else out(words.atEnd);
    }
  } finally {
    input.close();
  }
}
