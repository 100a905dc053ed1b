// A parsed YAML or JSON file that remembers where each value came from, so that errors found
// in the data can point at a line and column.
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { ContentError } from './errors.ts';

export interface SourceFile {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

export type PathSegment = string | number;

export interface Parsed {
  source: SourceFile;
  /** The data, or undefined when the file did not parse. */
  value: unknown;
  errors: ContentError[];
}

/** Parses YAML (JSON is read as the YAML it also is, which keeps positions for both). */
export function parseSource(file: string, text: string, field: string): Parsed {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const source: SourceFile = { file, doc, lines };
  if (doc.errors.length > 0) {
    // The first syntax error only: the ones after it are mostly its echoes.
    const errors = doc.errors.slice(0, 1).map((e): ContentError => {
      const pos = e.linePos?.[0] ?? { line: 1, col: 1 };
      const message = e.code === 'MULTIPLE_DOCS' ? 'a file holds one entry: remove the --- and what follows it' : cleanYamlMessage(e.message);
      return { file, line: pos.line, column: pos.col, field, message: `YAML syntax error: ${message}` };
    });
    return { source, value: undefined, errors };
  }
  try {
    return { source, value: doc.toJS({ maxAliasCount: 100 }), errors: [] };
  } catch (e) {
    return { source, value: undefined, errors: [{ file, line: 1, column: 1, field, message: `cannot read the data: ${(e as Error).message}` }] };
  }
}

function cleanYamlMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?\s*$/, '').trim();
}

/** The 1-based line and column of the value at `path` (of its key when `key` is set); the
 * closest existing ancestor when the path runs out. */
export function locate(src: SourceFile | undefined, path: readonly PathSegment[], key = false): { line: number; column: number } {
  if (!src) return { line: 0, column: 0 };
  let node: Node | null = (src.doc.contents as Node | null) ?? null;
  let at: Node | null = node;
  for (let i = 0; i < path.length && node; i++) {
    const seg = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(seg));
      if (!pair) break;
      const keyNode = isScalar(pair.key) ? pair.key : null;
      const valueNode = (pair.value as Node | null) ?? null;
      if (last && key) { at = keyNode ?? at; break; }
      // `key:` with no value: point at the key.
      const hasValue = valueNode && valueNode.range && valueNode.range[0] !== valueNode.range[1];
      at = hasValue ? valueNode : keyNode ?? at;
      node = valueNode;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)] as Node | undefined;
      if (!item) break;
      at = item;
      node = item;
    } else {
      break;
    }
  }
  const offset = at?.range?.[0];
  if (offset === undefined) return { line: 1, column: 1 };
  const pos = src.lines.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function keyText(k: unknown): string | undefined {
  if (isScalar(k)) return String(k.value);
  return typeof k === 'string' ? k : undefined;
}

/** `monsters.orc` + ['weapons', 1] → `monsters.orc.weapons[1]`. */
export function fieldPath(prefix: string, path: readonly PathSegment[]): string {
  let out = prefix;
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[\w$-]+$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** An error at `path` inside a file. */
export function errorAt(src: SourceFile, prefix: string, path: readonly PathSegment[], message: string, key = false): ContentError {
  const { line, column } = locate(src, path, key);
  return { file: src.file, line, column, field: fieldPath(prefix, path), message };
}
