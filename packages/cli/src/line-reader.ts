// Lines from stdin, one per prompt, for a person at the keyboard or a script piped in. End of
// input reads as null so the caller can save and stop.
import { createInterface } from 'node:readline';

export interface LineReader {
  next(prompt: string): Promise<string | null>;
  onInterrupt(f: () => void): void;
  close(): void;
}

export function lineReader(): LineReader {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  const queue: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next(prompt) {
      if (queue.length > 0) {
        process.stdout.write(prompt + '\n');
        return Promise.resolve(queue.shift()!);
      }
      if (ended) return Promise.resolve(null);
      process.stdout.write(prompt);
      return new Promise((resolve) => waiting.push(resolve));
    },
    onInterrupt(f) {
      rl.on('SIGINT', f);
      process.on('SIGINT', f);
    },
    close() {
      rl.close();
    },
  };
}
