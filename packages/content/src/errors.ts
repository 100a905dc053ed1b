// Content errors are values: every problem found while reading and checking packs becomes a
// `ContentError`; only the top-level load functions throw, once, with all of them.
import path from 'node:path';

export interface ContentError {
  /** The file at fault (absolute path), or the pack directory when there is no file. */
  file: string;
  /** 1-based; 0 when the error has no place in a file. */
  line: number;
  /** 1-based; 0 when the error has no place in a file. */
  column: number;
  /** JSON path of the field, like `monsters.orc.weapons[1]` or `pack.hitTable.base`; '' for the whole file. */
  field: string;
  message: string;
}

/** A path for messages: relative to the working directory when the file is below it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** `file:line:column: field: message` (line and column left out when unknown). */
export function formatContentError(e: ContentError): string {
  const where = e.line > 0 ? `${displayPath(e.file)}:${e.line}:${e.column}` : displayPath(e.file);
  return `${where}: ${e.field ? `${e.field}: ` : ''}${e.message}`;
}

export function sortErrors(errors: ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

/** Thrown by the top-level load functions when a pack has any error; `.errors` holds them all. */
export class ContentLoadError extends Error {
  readonly errors: ContentError[];
  override name = 'ContentLoadError';

  constructor(errors: ContentError[]) {
    const sorted = sortErrors(errors);
    super(sorted.map(formatContentError).join('\n'));
    this.errors = sorted;
  }
}

/** An error that belongs to no place in a file (a missing directory, an unknown pack id). */
export function placeless(file: string, field: string, message: string): ContentError {
  return { file, line: 0, column: 0, field, message };
}

/** The closest of `options` to `word`, if it is close enough to be a likely typo. */
export function suggest(word: string, options: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDist = Infinity;
  for (const o of options) {
    const d = editDistance(word.toLowerCase(), o.toLowerCase());
    if (d < bestDist) [best, bestDist] = [o, d];
  }
  return best !== null && bestDist <= Math.max(1, Math.floor(word.length / 3)) ? best : null;
}

export function didYouMean(word: string, options: Iterable<string>): string {
  const s = suggest(word, options);
  return s ? ` (did you mean '${s}'?)` : '';
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
