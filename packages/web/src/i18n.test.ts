// Every interface string in English and Italian: the Italian catalogue has every English key, each
// with words of its own and the same {placeholders}; every key the client's code names exists; and
// no component writes English into the page outside the catalogue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, LOCALE_NAMES, translator, type Key } from './i18n.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(SRC).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && f !== 'i18n.ts')
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }));

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the Italian catalogue has every English key, translated, with the same placeholders', () => {
  const en = CATALOGUE.en;
  for (const locale of LOCALE_NAMES) {
    const words = CATALOGUE[locale] as Readonly<Record<string, string>>;
    const missing = Object.keys(en).filter((k) => typeof words[k] !== 'string' || words[k]!.trim() === '');
    assert.deepEqual(missing, [], `${locale}: keys with no words`);
    const extra = Object.keys(words).filter((k) => !(k in en));
    assert.deepEqual(extra, [], `${locale}: keys English does not have`);
    for (const k of Object.keys(en) as Key[]) assert.deepEqual(placeholders(words[k]!), placeholders(en[k]), `${locale} ${k}: placeholders`);
  }
  // The translator fills placeholders and never answers with a key.
  assert.equal(translator('it')('new.seat', { seat: 'p2' }), 'Posto p2');
});

test('every catalogue key the client names exists', () => {
  const named = new Set<string>();
  for (const { text } of sources) {
    // t('key'), and keys handed over as data: { label: 'key' }, { key: 'key' }, { why: 'key' }.
    for (const m of text.matchAll(/\bt\('([\w.-]+)'/g)) named.add(m[1]!);
    for (const m of text.matchAll(/\b(?:label|key|why): '([a-z]+\.[\w.-]+)'/g)) named.add(m[1]!);
  }
  assert.ok(named.size > 100, `found ${named.size} keys in the sources`);
  const unknown = [...named].filter((k) => !(k in CATALOGUE.en));
  assert.deepEqual(unknown, []);
});

test('keys built from game data (walls, sides, reasons, dice, rooms) exist for every value', () => {
  const families: Record<string, readonly string[]> = {
    wall: ['north', 'east', 'south', 'west'],
    side: ['heroes', 'monsters'],
    reason: ['monsters-slain', 'heroes-fallen', 'left-dungeon', 'closed-off', 'objective'],
    room: ['normal', 'hazard', 'lair', 'quest'],
    section: ['room', 'passage'],
    purpose: ['to-hit', 'damage', 'surprise', 'run', 'intelligence', 'spot', 'disarm', 'gm-phase', 'recovery', 'roll-off', 'search', 'heal', 'dungeon', 'defence', 'check', 'push', 'random', 'end-of-turn'],
    stat: ['ws', 'bs', 'strength', 'toughness', 'speed', 'bravery', 'intelligence'],
    'aof.kind': ['open', 'cover', 'difficult', 'dangerous', 'blocker', 'gap'],
  };
  const missing = Object.entries(families).flatMap(([f, vs]) => vs.map((v) => `${f}.${v}`)).filter((k) => !(k in CATALOGUE.en));
  assert.deepEqual(missing, []);
});

test('no component writes English words into the page outside the catalogue', () => {
  const found: string[] = [];
  for (const { file, text } of sources.filter((s) => s.file.endsWith('.tsx'))) {
    text.split('\n').forEach((line, i) => {
      if (/^\s*\/\//.test(line)) return;
      // Text between tags, and labels given as plain strings.
      // (Type arguments such as `Extract<Decision, { … }>; view: View` are not text.)
      for (const m of line.matchAll(/>([^<>{}]*[A-Za-z]{3,}[^<>{}]*)</g)) {
        const words = m[1]!.trim();
        if (words !== 'Delve' && !words.includes(';') && !/^[\w.-]+\.\w+$/.test(words)) found.push(`${file}:${i + 1}: ${words}`);
      }
      for (const m of line.matchAll(/\b(?:label|title|placeholder|aria-label)="([^"]*[A-Za-z]{3,}[^"]*)"/g)) found.push(`${file}:${i + 1}: ${m[1]}`);
    });
  }
  assert.deepEqual(found, []);
});
