// The JSON Schemas (draft 2020-12) in packages/content/schema/, compiled once, and ajv's
// errors turned into ContentErrors that point into the YAML.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { ContentError } from './errors.ts';
import { didYouMean } from './errors.ts';
import { errorAt } from './source.ts';
import type { PathSegment, SourceFile } from './source.ts';

/** Folder of the JSON Schemas, for editors and tools. */
export const SCHEMA_DIR: string = fileURLToPath(new URL('../schema/', import.meta.url)).replace(/[\\/]$/, '');

const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const BS_PATTERN = '^[1-9][0-9]?$';

let ajv: Ajv2020 | null = null;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (ajv) return ajv;
  const a = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false });
  for (const f of readdirSync(SCHEMA_DIR).filter((n) => n.endsWith('.schema.json')).sort()) {
    a.addSchema(JSON.parse(readFileSync(path.join(SCHEMA_DIR, f), 'utf8')) as object, f);
  }
  ajv = a;
  return a;
}

export function schemaValidator(schemaFile: string): ValidateFunction {
  let v = compiled.get(schemaFile);
  if (!v) {
    v = instance().getSchema(schemaFile);
    if (!v) throw new Error(`no schema ${schemaFile} in ${SCHEMA_DIR}`);
    compiled.set(schemaFile, v);
  }
  return v;
}

/** Validates `value` against a schema; errors point into `src` and name fields under `prefix`. */
export function validateAgainst(schemaFile: string, value: unknown, src: SourceFile, prefix: string): ContentError[] {
  const validate = schemaValidator(schemaFile);
  if (validate(value)) return [];
  const out: ContentError[] = [];
  const seen = new Set<string>();
  // Missing fields of one object make one error.
  const missing = new Map<string, string[]>();
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'required') missing.set(e.instancePath, [...(missing.get(e.instancePath) ?? []), String((e.params as { missingProperty: string }).missingProperty)]);
  }
  for (const e of validate.errors ?? []) {
    // `if` and `propertyNames` failures are reported by the errors inside them.
    if (e.keyword === 'if' || e.keyword === 'propertyNames') continue;
    if (e.keyword === 'required') {
      const names = missing.get(e.instancePath);
      if (!names) continue;
      missing.delete(e.instancePath);
      const path = instancePath(e.instancePath, value);
      const bilingual = bilingualOf(e.parentSchema);
      if (bilingual) {
        out.push(errorAt(src, prefix, path, `${names.map((n) => LANGUAGES[n] ?? n).join(' and ')} ${bilingual} ${names.length === 1 ? 'is' : 'are'} missing: add ${names.map((n) => `'${n}'`).join(' and ')} (every ${bilingual} a player reads is in English and Italian)`));
        continue;
      }
      out.push(errorAt(src, prefix, path, names.length === 1 ? `missing required field '${names[0]}'` : `missing required fields ${names.map((n) => `'${n}'`).join(', ')}`));
      continue;
    }
    const conv = convert(e, value);
    const err = errorAt(src, prefix, conv.path, conv.message, conv.key);
    const k = `${err.field}\0${err.message}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(err);
    }
  }
  return out;
}

function convert(e: ErrorObject, root: unknown): { path: PathSegment[]; message: string; key: boolean } {
  const path = instancePath(e.instancePath, root);
  const ps = (e.parentSchema ?? {}) as Record<string, unknown>;
  const rule = ruleOf(ps);
  const p = e.params as Record<string, unknown>;
  const got = ` (got ${describe(e.data)})`;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const allowed = Object.keys((ps.properties ?? {}) as object);
      return { path: [...path, name], key: true, message: `unknown field '${name}'${didYouMean(name, allowed)}; allowed here: ${allowed.join(', ')}` };
    }
    case 'false schema': {
      const parent = valueAt(root, path.slice(0, -1));
      const kind = parent && typeof parent === 'object' && typeof (parent as Record<string, unknown>).kind === 'string' ? (parent as Record<string, unknown>).kind as string : null;
      return { path, key: true, message: kind ? `not allowed when kind is '${kind}'` : 'not allowed here' };
    }
    case 'type': {
      const bilingual = bilingualOf(ps);
      if (bilingual && typeof e.data === 'string') {
        return { path, key: false, message: `the Italian ${bilingual} is missing: write { en: ${JSON.stringify(e.data.length > 40 ? `${e.data.slice(0, 40)}…` : e.data)}, it: … } (every ${bilingual} a player reads is in English and Italian)` };
      }
      return { path, key: false, message: `must be ${article(String(p.type))}${got}` };
    }
    case 'enum':
      return { path, key: false, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => `'${String(v)}'`).join(', ')}${got}${typeof e.data === 'string' ? didYouMean(e.data, (p.allowedValues as unknown[]).map(String)) : ''}` };
    case 'const':
      return { path, key: false, message: `must be '${String(p.allowedValue)}'${got}` };
    case 'minimum':
    case 'maximum': {
      const lo = ps.minimum, hi = ps.maximum;
      const range = lo !== undefined && hi !== undefined ? `from ${String(lo)} to ${String(hi)}` : lo !== undefined ? `at least ${String(lo)}` : `at most ${String(hi)}`;
      return { path, key: false, message: `must be ${range}${got}${rule}` };
    }
    case 'minItems':
      return { path, key: false, message: `needs at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}${rule}` };
    case 'maxItems':
      return { path, key: false, message: `has ${Array.isArray(e.data) ? e.data.length : '?'} items, at most ${String(p.limit)} allowed${rule}` };
    case 'minLength':
      return { path, key: false, message: 'must not be empty' };
    case 'uniqueItems':
      return { path, key: false, message: `lists the same value twice (items ${String(p.j)} and ${String(p.i)})` };
    case 'pattern': {
      const name = e.propertyName;
      if (name !== undefined) {
        const what = p.pattern === ID_PATTERN ? 'a lower-case id like \'giant-rat\'' : p.pattern === BS_PATTERN ? 'a Bow Skill from 1 to 99' : `a key matching ${String(p.pattern)}`;
        return { path: [...path, name], key: true, message: `'${name}' is not ${what}` };
      }
      if (p.pattern === ID_PATTERN) {
        return { path, key: false, message: `must be a lower-case id: letters and digits in words joined by single hyphens, like 'giant-rat'${got}` };
      }
      return { path, key: false, message: `must match ${String(p.pattern)}${got}` };
    }
    default:
      return { path, key: false, message: `${e.message ?? 'is invalid'}${rule}` };
  }
}

/** `(AHQ-E10)` when the failing schema's description cites a rule for its limit ("at most 3
 * (AHQ-E10)", "At least 20 (AOF-P02)"). */
function ruleOf(ps: Record<string, unknown>): string {
  const m = typeof ps.description === 'string' ? ps.description.match(/at (?:most|least) \d+ \(((?:AHQ|GLD|AOF|DEC)-[A-Z]?\d+)\)/i) : null;
  return m ? ` (${m[1]})` : '';
}

const LANGUAGES: Readonly<Record<string, string>> = { en: 'the English', it: 'the Italian' };

/** 'name' or 'text' for the schemas of words in both languages (aof-common's name and text). */
function bilingualOf(schema: unknown): string | null {
  const title = schema && typeof schema === 'object' ? (schema as Record<string, unknown>).title : undefined;
  const m = typeof title === 'string' ? /^(Name|Text) in English and Italian$/.exec(title) : null;
  return m ? m[1]!.toLowerCase() : null;
}

function article(type: string): string {
  const names: Record<string, string> = { integer: 'a whole number', number: 'a number', string: 'text', boolean: 'true or false', object: 'a mapping of fields', array: 'a list', null: 'empty' };
  return names[type] ?? type;
}

function describe(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  return String(v);
}

/** Ajv's `/weapons/1` → ['weapons', 1], numbers only where the data is a list. */
function instancePath(p: string, root: unknown): PathSegment[] {
  if (!p) return [];
  const out: PathSegment[] = [];
  let cur: unknown = root;
  for (const raw of p.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      out.push(Number(seg));
      cur = cur[Number(seg)];
    } else {
      out.push(seg);
      cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[seg] : undefined;
    }
  }
  return out;
}

function valueAt(root: unknown, path: PathSegment[]): unknown {
  let cur = root;
  for (const seg of path) cur = cur && typeof cur === 'object' ? (cur as Record<string | number, unknown>)[seg] : undefined;
  return cur;
}
