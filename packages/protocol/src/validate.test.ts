import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanText, readAnswer, readClientMessage, readCreateGame, readJoinOptions } from './validate.ts';
import { CLIENT_MESSAGES, JOIN_ERROR_NUMBERS, MAX_CHAT_CHARS, MAX_DROP_WAIT_SECONDS, MAX_MESSAGE_BYTES, MAX_NAME_CHARS, joinErrorCode } from './codes.ts';

const token = 'abcdefghijklmnopqrstuv';

test('a well-formed answer is read with its seat, step and answer', () => {
  const r = readClientMessage(CLIENT_MESSAGES.answer, { seat: 'p1', step: 3, answer: { kind: 'endPhase' } });
  assert.deepEqual(r, { ok: true, value: { seat: 'p1', step: 3, answer: { kind: 'endPhase' } } });
});

test('malformed messages are refused with a typed code, never thrown', () => {
  const cases: unknown[] = [null, 3, 'x', [], {}, { seat: 'p1' }, { seat: 'x1', step: 0, answer: { kind: 'a' } },
    { seat: 'p1', step: -1, answer: { kind: 'a' } }, { seat: 'p1', step: 1.5, answer: { kind: 'a' } },
    { seat: 'p1', step: 0, answer: [] }, { seat: 'p1', step: 0, answer: { kind: 5 } }];
  for (const c of cases) {
    const r = readClientMessage(CLIENT_MESSAGES.answer, c);
    assert.equal(r.ok, false, JSON.stringify(c));
    if (!r.ok) assert.equal(r.error.code, 'protocol/malformed');
  }
  const claim = readClientMessage(CLIENT_MESSAGES.claim, { token: 'short' });
  assert.equal(!claim.ok && claim.error.code, 'auth/bad-token');
});

test('oversized messages are refused as too large', () => {
  const r = readClientMessage(CLIENT_MESSAGES.answer, { seat: 'p1', step: 0, answer: { kind: 'x', pad: 'x'.repeat(MAX_MESSAGE_BYTES) } });
  assert.equal(!r.ok && r.error.code, 'protocol/too-large');
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  assert.equal(readClientMessage(CLIENT_MESSAGES.log, cyclic).ok, false);
});

test('join options need a game id and a token', () => {
  assert.equal(readJoinOptions({ gameId: 'game1', token }).ok, true);
  const noToken = readJoinOptions({ gameId: 'game1' });
  assert.equal(!noToken.ok && noToken.error.code, 'auth/bad-token');
  const badGame = readJoinOptions({ gameId: '../etc', token });
  assert.equal(!badGame.ok && badGame.error.code, 'game/unknown');
});

test('create requests: setup required, seats human or ai', () => {
  assert.equal(readCreateGame({ setup: { map: [] } }).ok, true);
  assert.equal(readCreateGame({}).ok, false);
  assert.equal(readCreateGame({ setup: {}, seats: { p1: 'robot' } }).ok, false);
  assert.equal(readCreateGame({ setup: {}, seats: { dealer: 'ai' } }).ok, false);
});

test('AOF-P01 DEC-27 an aof-quest create request: one mission (rolled, from the pack or a file) and 2 to 4 heroes, or a message naming the field', () => {
  const heroes = [{ class: 'knight', seat: 'p1', id: 'knight' }, { class: 'wizard', seat: 'p1', id: 'wizard' }];
  const ok = (aof: unknown) => readCreateGame({ ruleset: 'aof-quest', aof }).ok;
  assert.equal(ok({ mission: { generate: { type: 'escape', size: 24, difficulty: 'hard' } }, heroes }), true);
  assert.equal(ok({ mission: { mission: 'the-goblin-pass' }, heroes }), true);
  assert.equal(ok({ mission: { file: { name: 'mine.yaml', text: 'id: mine' } }, heroes }), true);
  const why = (raw: Record<string, unknown>) => {
    const r = readCreateGame(raw);
    return r.ok ? 'accepted' : r.error.message;
  };
  const aof = (mission: unknown, hs: unknown = heroes) => why({ aof: { mission, heroes: hs } });
  assert.equal(aof({ generate: { type: 'escape', size: 36, difficulty: 'hard' } }), 'aof.mission.generate.size: 24 or 48');
  assert.equal(aof({ generate: { type: 'escape', size: 24, difficulty: 'hard', seed: 4 } }), 'aof.mission.generate: only type, size and difficulty');
  assert.equal(aof({ mission: 'x', file: { name: 'a', text: '' } }), 'aof.mission: exactly one of generate, mission or file');
  assert.equal(aof({ file: { name: '../etc/passwd', text: '' } }), 'aof.mission.file.name: a file name (no folders), 1 to 100 characters');
  assert.equal(aof({ file: { name: 'big.yaml', text: 'x'.repeat(201 * 1024) } }), 'aof.mission.file.text: at most 200 KiB');
  assert.equal(aof({ rescue: 'x' }), 'aof.mission.rescue: no such field (generate, mission or file)');
  assert.equal(aof({ mission: 'm' }, heroes.slice(0, 1)), 'aof.heroes: 2 to 4 heroes (AOF-P01)');
  assert.equal(aof({ mission: 'm' }, [...heroes, ...heroes, heroes[0]].map((h, i) => ({ ...h, id: `h${i}` }))), 'aof.heroes: 2 to 4 heroes (AOF-P01)');
  assert.equal(aof({ mission: 'm' }, [heroes[0], heroes[0]]), "aof.heroes[1].id: 'knight' twice");
  assert.equal(aof({ mission: 'm' }, [heroes[0], { ...heroes[1], seat: 'gm' }]), 'aof.heroes[1].seat: p1, p2, …');
  assert.match(why({ setup: {}, aof: { mission: { mission: 'm' }, heroes } }), /^setup and aof: a game is made from one of .*, not both$/);
});

test('join error numbers are distinct and map back to their codes', () => {
  const nums = Object.values(JOIN_ERROR_NUMBERS);
  assert.equal(new Set(nums).size, nums.length);
  for (const [code, n] of Object.entries(JOIN_ERROR_NUMBERS)) assert.equal(joinErrorCode(n), code);
  assert.equal(joinErrorCode(1), null);
});

test('an answer carries only the fields of its kind, each of its type', () => {
  assert.equal(readAnswer({ kind: 'move', model: 'elf', to: [1, 2], path: [[1, 1], [1, 2]] }).ok, true);
  assert.equal(readAnswer({ kind: 'pick', item: null }).ok, true);
  assert.equal(readAnswer({ kind: 'dungeonCounter', entry: 'hidden-trap', at: [8, 5] }).ok, true);
  assert.equal(readAnswer({ kind: 'dungeonCounter', entry: null }).ok, true);
  const refused: [unknown, RegExp][] = [
    [{ kind: 'endPhase', junk: 'x'.repeat(16 * 1024) }, /^answer\.junk: an answer of kind endPhase has no such field/],
    [{ kind: 'attack', model: 'elf', target: 'orc', damage: 9 }, /^answer\.damage: .*its fields: model, target/],
    [{ kind: 'move', model: 'elf', to: [1, 2.5] }, /^answer\.to: a square/],
    [{ kind: 'fate', spend: 'yes' }, /^answer\.spend: true or false/],
    [{ kind: 'dungeonCounter', entry: 'hidden-trap', at: [8] }, /^answer\.at: a square/],
    [{ kind: 'dungeonCounter', entry: 3 }, /^answer\.entry: an id or null/],
    [{ kind: 'components', picks: { fire: '4' } }, /^answer\.picks:/],
    [{ kind: 'toString' }, /^answer\.kind: no answer is of kind 'toString'/],
    [{ kind: '__proto__' }, /^answer\.kind: no answer is of kind/],
    [{ kind: 'attack', model: 'constructor', target: 'orc' }, /^answer\.model: an id/],
    [{ kind: 'give', model: 'elf', target: 'dwarf', item: 'toString' }, /^answer\.item: an id/],
    [{ kind: 'components', picks: { hasOwnProperty: 1 } }, /^answer\.picks:/],
  ];
  for (const [a, message] of refused) {
    const r = readAnswer(a);
    assert.equal(r.ok, false, JSON.stringify(a));
    if (!r.ok) {
      assert.equal(r.error.code, 'protocol/malformed');
      assert.match(r.error.message, message);
    }
  }
});

test('an answer may carry the GM\'s reason: a word and at most two ids, nothing else', () => {
  assert.equal(readAnswer({ kind: 'attack', model: 'm1', target: 'wizard', reason: { code: 'lowestToughness', model: 'm1', target: 'wizard' } }).ok, true);
  assert.equal(readAnswer({ kind: 'pursue', pursue: false, reason: { code: 'letGo' } }).ok, true);
  const refused: unknown[] = [
    { kind: 'pursue', pursue: true, reason: 'because' },
    { kind: 'pursue', pursue: true, reason: { code: 'x'.repeat(64) } },
    { kind: 'pursue', pursue: true, reason: { code: 'letGo', text: 'free words' } },
    { kind: 'pursue', pursue: true, reason: { code: 'closeOn', model: 'constructor' } },
    { kind: 'pursue', pursue: true, reason: { model: 'm1' } },
    { kind: 'pursue', pursue: true, reason: [{ code: 'letGo' }] },
  ];
  for (const a of refused) {
    const r = readAnswer(a);
    assert.equal(r.ok, false, JSON.stringify(a));
    if (!r.ok) assert.match(r.error.message, /^answer\.reason: a reason/);
  }
});

test('create requests name packs by id only', () => {
  assert.equal(readCreateGame({ setup: {}, packs: ['ahq-core'] }).ok, true);
  for (const packs of [['/etc'], ['../x'], ['a/b'], ['.hidden'], ['ahq-core', 'ahq-core'], [], Array.from({ length: 9 }, (_, i) => `p${i}`)]) {
    const r = readCreateGame({ setup: {}, packs });
    assert.equal(r.ok, false, JSON.stringify(packs));
    if (!r.ok) assert.match(r.error.message, /^packs/);
  }
});

test('chat lines and names are cleaned of control and direction marks, bounded, and refused when empty or too long', () => {
  assert.equal(cleanText('  Hello\n\tthere\u0000 \u202eyou  ', 40), 'Hello there you');
  assert.equal(cleanText('<b>bold</b>', 40), '<b>bold</b>');
  assert.equal(cleanText('\u0007\u200f \n', 40), null);
  assert.equal(cleanText('x'.repeat(41), 40), null);
  assert.equal(cleanText('é'.repeat(40), 40), 'é'.repeat(40));
  assert.equal(cleanText(7, 40), null);
  const ok = readClientMessage(CLIENT_MESSAGES.chat, { seat: 'p2', text: ' hi\n' });
  assert.deepEqual(ok, { ok: true, value: { seat: 'p2', text: 'hi' } });
  const long = readClientMessage(CLIENT_MESSAGES.chat, { seat: 'p2', text: 'x'.repeat(MAX_CHAT_CHARS + 1) });
  assert.equal(!long.ok && long.error.code, 'protocol/too-large');
  for (const bad of [{ seat: 'p2', text: '\u0000' }, { seat: 'p2' }, { seat: 'toString', text: 'hi' }]) {
    const r = readClientMessage(CLIENT_MESSAGES.chat, bad);
    assert.equal(!r.ok && r.error.code, 'protocol/malformed', JSON.stringify(bad));
  }
  assert.deepEqual(readClientMessage(CLIENT_MESSAGES.name, { seat: 'p1', name: ' Anna ' }), { ok: true, value: { seat: 'p1', name: 'Anna' } });
  assert.equal(readClientMessage(CLIENT_MESSAGES.name, { seat: 'p1', name: 'n'.repeat(MAX_NAME_CHARS + 1) }).ok, false);
});

test('a hand-over names a host token, a seat and to whom; a create request\'s names and wait are checked', () => {
  assert.deepEqual(readClientMessage(CLIENT_MESSAGES.handSeat, { host: token, seat: 'p2', to: 'invite' }), { ok: true, value: { host: token, seat: 'p2', to: 'invite' } });
  const forged = readClientMessage(CLIENT_MESSAGES.handSeat, { host: 'x', seat: 'p2', to: 'ai' });
  assert.equal(!forged.ok && forged.error.code, 'auth/bad-token');
  assert.equal(readClientMessage(CLIENT_MESSAGES.handSeat, { host: token, seat: 'p2', to: 'me' }).ok, false);
  const base = { setup: { map: ['#'] } };
  assert.equal(readCreateGame({ ...base, names: { p1: 'Anna', gm: 'Gina' }, dropWaitSeconds: 60 }).ok, true);
  assert.equal(readCreateGame({ ...base, dropWaitSeconds: null }).ok, true);
  for (const bad of [{ names: { p1: 'A\nB' } }, { names: { p1: '' } }, { names: { x: 'A' } }, { names: ['A'] }, { dropWaitSeconds: -1 }, { dropWaitSeconds: 1.5 }, { dropWaitSeconds: MAX_DROP_WAIT_SECONDS + 1 }, { dropWaitSeconds: '60' }]) {
    const r = readCreateGame({ ...base, ...bad });
    assert.equal(!r.ok && r.error.code, 'protocol/malformed', JSON.stringify(bad));
  }
});

test('a create request carries only the fields it may have, at every level of its setup, expedition or mission; any other is refused naming it', () => {
  const setup = { map: ['#..#'], heroes: [{ type: 'elf', seat: 'p1', at: [1, 0] }] };
  const party = { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1' }] };
  const aof = { mission: { mission: 'm1' }, heroes: [{ class: 'knight', seat: 'p1', id: 'a' }, { class: 'wizard', seat: 'p2', id: 'b' }] };
  assert.equal(readCreateGame({ setup, seats: { p1: 'human' }, names: { p1: 'Ann' }, dropWaitSeconds: 30, user: 'ann', options: {}, packs: ['ahq-core'], ruleset: 'ahq' }).ok, true);
  assert.equal(readCreateGame({ expedition: party }).ok, true);
  assert.equal(readCreateGame({ aof }).ok, true);
  const refused: [unknown, RegExp][] = [
    [{ setup, rulesVersion: 0 }, /^rulesVersion: no such field \(fields: ruleset, options, packs, setup, expedition, aof, seats, names, dropWaitSeconds, user\)$/],
    [{ setup, seed: 1 }, /^seed: no such field/],
    [{ setup: { ...setup, dice: [12, 12] } }, /^setup\.dice: no such field \(fields: map, sections/],
    [{ setup: { ...setup, heroes: [{ ...setup.heroes[0], junk: 'x'.repeat(1000) }] } }, /^setup\.heroes\[0\]\.junk: no such field/],
    [{ setup: { ...setup, traps: [{ trap: 'pit', at: [2, 0], found: true }] } }, /^setup\.traps\[0\]\.found: no such field/],
    [{ setup: { ...setup, sections: [{ id: 'a', kind: 'room', x: 0, y: 0, w: 1, h: 1, secret: 1 }] } }, /^setup\.sections\[0\]\.secret: no such field/],
    [{ expedition: { ...party, seed: 4 } }, /^expedition\.seed: no such field \(fields: quest, decks, heroes\)$/],
    [{ expedition: { ...party, heroes: [{ type: 'elf', seat: 'p1', hp: 99 }] } }, /^expedition\.heroes\[0\]\.hp: no such field/],
    [{ aof: { ...aof, seed: 1 } }, /^aof\.seed: no such field \(fields: mission, heroes\)$/],
    [{ aof: { ...aof, heroes: [{ ...aof.heroes[0], xp: 9 }, aof.heroes[1]] } }, /^aof\.heroes\[0\]\.xp: no such field/],
  ];
  for (const [req, message] of refused) {
    const r = readCreateGame(req);
    assert.ok(!r.ok, JSON.stringify(req));
    assert.equal(r.error.code, 'protocol/malformed');
    assert.match(r.error.message, message);
  }
});

test('a hero named in a create request has a clean name, as a person does: 1 to 40 characters, no control characters or direction marks', () => {
  const hero = (name: unknown) => ({ type: 'elf', seat: 'p1', at: [1, 0], name });
  assert.equal(readCreateGame({ setup: { map: ['#..#'], heroes: [hero('Lirael of the Ninth')] } }).ok, true);
  assert.equal(readCreateGame({ expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1', name: 'Aëlith' }] } }).ok, true);
  for (const name of ['\u202eevil', 'bell\u0007', 'two\nlines', ' padded', 'N'.repeat(41), '', 42]) {
    const a = readCreateGame({ setup: { map: ['#..#'], heroes: [hero(name)] } });
    assert.ok(!a.ok && /^setup\.heroes\[0\]\.name: a name of 1 to 40 characters/.test(a.error.message), JSON.stringify(name));
    const b = readCreateGame({ expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1', name }] } });
    assert.ok(!b.ok && /^expedition\.heroes\[0\]\.name: a name of 1 to 40 characters/.test(b.error.message), JSON.stringify(name));
  }
});
