// Reading untrusted client messages: the outer shape is checked here (seat, step, token, size,
// and each answer's fields: only those of its kind, each of its type and size); whether an answer
// is legal is the engine's to say, since only the engine knows the game.
import type { Answer, GameHeader } from '@delve/engine';
import { CLIENT_MESSAGES, MAX_CHAT_CHARS, MAX_DROP_WAIT_SECONDS, MAX_MESSAGE_BYTES, MAX_NAME_CHARS, PROTOCOL_ERRORS as P, type ClientMessageType } from './codes.ts';
import type { AofGameRequest, ClientMessages, CreateGameRequest, ErrorMessage, ExpeditionRequest, JoinOptions, PartyMember } from './messages.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; error: ErrorMessage };

const SEAT = /^(gm|p[0-9]{1,3})$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const GAME_ID = /^[A-Za-z0-9_-]{4,64}$/;
/** Model and item ids: short words; the engine decides whether they name anything. */
const ID_TEXT = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Names every object inherits ('constructor', 'toString', '__proto__', …): never an id, so that
 * no look-up by a client's name can reach them. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
const ID = { test: (s: string): boolean => ID_TEXT.test(s) && !INHERITED.has(s) };
/** Pack ids as content packs spell them (never a path). */
const PACK_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The decks of a `guilds` expedition, beside its mode (DecksSetup). */
const DECK_FIELDS = ['objective', 'map', 'rooms', 'dungeon', 'wandering', 'treasure', 'objectives'];
/** Packs a game may name at most. */
export const MAX_PACKS = 8;

function bad(about: string, message: string, code: ErrorMessage['code'] = P.malformed): { ok: false; error: ErrorMessage } {
  return { ok: false, error: { code, message, about } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Control characters (line breaks among them) and the marks that reorder text, which a chat line
 * or a name never needs and which could make one line look like several or like another's. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A person's words as the table will see them: control characters become spaces, runs of spaces
 * one, no space at either end; null if nothing is left or it is longer than `max` characters. */
export function cleanText(raw: unknown, max: number): string | null {
  if (typeof raw !== 'string' || raw.length > max * 4) return null;
  const text = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return text.length === 0 || [...text].length > max ? null : text;
}

/** JSON size of a value, or Infinity if it cannot be written as JSON (cycles, BigInt). */
export function jsonSize(v: unknown): number {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/** Reads one field of an answer; an error message (naming what it should be) or null. */
type FieldCheck = (v: unknown) => string | null;

const POINT = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[0]) && Number.isSafeInteger(v[1]);
const MAX_PATH = 256;
const MAX_LIST = 64;
const id: FieldCheck = (v) => (typeof v === 'string' && ID.test(v) ? null : 'an id');
const idOrNull: FieldCheck = (v) => (v === null ? null : id(v) && 'an id or null');
const bool: FieldCheck = (v) => (typeof v === 'boolean' ? null : 'true or false');
const point: FieldCheck = (v) => (POINT(v) ? null : 'a square [x, y]');
const pointOrNull: FieldCheck = (v) => (v === null || POINT(v) ? null : 'a square [x, y] or null');
const path: FieldCheck = (v) => (Array.isArray(v) && v.length <= MAX_PATH && v.every(POINT) ? null : `a list of at most ${MAX_PATH} squares [x, y]`);
const oneOf = (...values: string[]): FieldCheck => (v) => (typeof v === 'string' && values.includes(v) ? null : values.map((x) => `"${x}"`).join(' or '));
/** A list of `{ model, [where]: [x, y] }`, nothing else in each. */
const placements = (where: 'at' | 'to'): FieldCheck => (v) => {
  const what = `a list of at most ${MAX_LIST} { model, ${where}: [x, y] }`;
  if (!Array.isArray(v) || v.length > MAX_LIST) return what;
  for (const p of v) {
    if (!isRecord(p) || id(p.model) !== null || !POINT(p[where]) || Object.keys(p).some((k) => k !== 'model' && k !== where)) return what;
  }
  return null;
};
const picks: FieldCheck = (v) => {
  const what = `{ component: count } for at most ${MAX_LIST} components`;
  if (!isRecord(v)) return what;
  const entries = Object.entries(v);
  return entries.length <= MAX_LIST && entries.every(([k, n]) => ID.test(k) && Number.isSafeInteger(n)) ? null : what;
};

/** The fields each kind of answer may carry beside `kind`, and what each must be. An answer with
 * another field, or a field of the wrong type, is refused naming the field: nothing but what the
 * engine reads is ever stored. Kept to the engine's `Answer` by the types below. */
const ANSWER_FIELDS = {
  choosePlayer: { player: (v) => (typeof v === 'string' && SEAT.test(v) ? null : 'a seat') },
  place: { placements: placements('at') },
  nudge: { moves: placements('to') },
  routine: { routine: oneOf('moveThenAttack', 'attackThenMove') },
  pursue: { pursue: bool },
  fate: { spend: bool },
  target: { target: id },
  advance: { advance: bool },
  sentryDoor: { at: pointOrNull },
  components: { picks },
  pick: { item: idOrNull, hero: id },
  leader: { hero: id },
  generator: { choice: (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? null : 'a whole number') },
  heroicDeal: { hero: id },
  heroicPlay: { card: idOrNull },
  choice: { option: id },
  dungeonCounter: { entry: idOrNull, at: point },
  intercept: { model: idOrNull },
  move: { model: id, to: point, path, facing: oneOf('N', 'E', 'S', 'W') },
  attack: { model: id, target: id, facing: oneOf('N', 'E', 'S', 'W') },
  shoot: { model: id, target: id, weapon: id, facing: oneOf('N', 'E', 'S', 'W'), snipe: bool },
  run: { model: id },
  door: { model: id, door: id },
  chest: { model: id, chest: id },
  searchSecret: { model: id, wall: oneOf('north', 'east', 'south', 'west') },
  searchTreasure: { model: id },
  removeArmour: { model: id },
  disarm: { model: id, trap: id },
  cast: { model: id, spell: id, target: id, facing: oneOf('N', 'E', 'S', 'W') },
  potion: { model: id, item: id, target: id },
  drag: { model: id, target: id, path },
  leave: { model: id },
  push: { model: id, target: id },
  give: { model: id, target: id, item: id },
  take: { model: id, target: id, item: id },
  end: { model: id },
  turn: { model: id, facing: oneOf('N', 'E', 'S', 'W') },
  heal: { model: id, target: id },
  endPhase: {},
} as const satisfies { readonly [K in Answer['kind']]: { readonly [F in Exclude<keyof Extract<Answer, { kind: K }>, 'kind' | 'reason'>]-?: FieldCheck } };

/** The reason any answer may carry (the GM's, engine crawl/reasons.ts): a code and at most a
 * monster and a hero, nothing else; the engine says whether the code and the models are real. */
const REASON_FIELDS = new Set(['code', 'model', 'target']);
const reason: FieldCheck = (v) => {
  const what = 'a reason { code, model?, target? }: a word and at most two ids';
  if (!isRecord(v)) return what;
  for (const [k, x] of Object.entries(v)) {
    if (!REASON_FIELDS.has(k)) return what;
    if (k === 'code' ? typeof x !== 'string' || !/^[A-Za-z]{1,32}$/.test(x) : id(x) !== null) return what;
  }
  return typeof v.code === 'string' ? null : what;
};

/** Fails to compile when the engine gives an answer kind a field the table above lacks. */
type UnlistedField = { [K in Answer['kind']]: Exclude<Exclude<keyof Extract<Answer, { kind: K }>, 'kind' | 'reason'>, keyof (typeof ANSWER_FIELDS)[K]> }[Answer['kind']];
const allFieldsListed: [UnlistedField] extends [never] ? true : never = true;
void allFieldsListed;

/** Checks an answer's fields against its kind: only known fields, each of its type. Optional
 * fields may be left out; the engine says which are needed. */
export function readAnswer(raw: unknown, about = 'answer'): Read<Answer> {
  if (!isRecord(raw) || typeof raw.kind !== 'string') return bad(about, 'answer: an object with a string "kind"');
  if (!Object.hasOwn(ANSWER_FIELDS, raw.kind)) return bad(about, `answer.kind: no answer is of kind '${raw.kind.slice(0, 40)}'`);
  const fields: Readonly<Record<string, FieldCheck>> = ANSWER_FIELDS[raw.kind as Answer['kind']];
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'kind') continue;
    if (k === 'reason') {
      const wrong = reason(v);
      if (wrong !== null) return bad(about, `answer.reason: ${wrong}`);
      continue;
    }
    if (!Object.hasOwn(fields, k)) {
      const known = Object.keys(fields);
      return bad(about, `answer.${k.slice(0, 40)}: an answer of kind ${raw.kind} has no such field (${known.length ? `its fields: ${known.join(', ')}` : 'it has none'})`);
    }
    const wrong = fields[k]!(v);
    if (wrong !== null) return bad(about, `answer.${k}: ${wrong}`);
  }
  return { ok: true, value: raw as unknown as Answer };
}

export function isClientMessageType(t: unknown): t is ClientMessageType {
  return typeof t === 'string' && (Object.values(CLIENT_MESSAGES) as string[]).includes(t);
}

export function readClientMessage<K extends ClientMessageType>(type: K, raw: unknown): Read<ClientMessages[K]>;
export function readClientMessage(type: ClientMessageType, raw: unknown): Read<ClientMessages[ClientMessageType]> {
  if (jsonSize(raw) > MAX_MESSAGE_BYTES) return bad(type, `messages are at most ${MAX_MESSAGE_BYTES} bytes`, P.tooLarge);
  if (!isRecord(raw)) return bad(type, 'a message is an object');
  switch (type) {
    case CLIENT_MESSAGES.answer: {
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      if (!Number.isSafeInteger(raw.step) || (raw.step as number) < 0) return bad(type, 'step: the step the answer was given at');
      const extra = Object.keys(raw).find((k) => k !== 'seat' && k !== 'step' && k !== 'answer');
      if (extra !== undefined) return bad(type, `${extra.slice(0, 40)}: an answer message has only seat, step and answer`);
      const answer = readAnswer(raw.answer, type);
      if (!answer.ok) return answer;
      return { ok: true, value: { seat: raw.seat, step: raw.step as number, answer: answer.value } };
    }
    case CLIENT_MESSAGES.undo:
    case CLIENT_MESSAGES.log: {
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      return { ok: true, value: { seat: raw.seat } };
    }
    case CLIENT_MESSAGES.odds: {
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      if (typeof raw.attacker !== 'string' || !ID.test(raw.attacker)) return bad(type, 'attacker: a model id');
      if (typeof raw.target !== 'string' || !ID.test(raw.target)) return bad(type, 'target: a model id');
      if (raw.kind !== 'attack' && raw.kind !== 'shoot') return bad(type, 'kind: "attack" or "shoot"');
      if (raw.weapon !== undefined && (typeof raw.weapon !== 'string' || !ID.test(raw.weapon))) return bad(type, 'weapon: a weapon id');
      if (raw.option !== undefined && (typeof raw.option !== 'string' || !/^[A-Za-z0-9_.:-]{1,120}$/.test(raw.option))) return bad(type, 'option: an option of the pending choice');
      return {
        ok: true,
        value: { seat: raw.seat, attacker: raw.attacker, target: raw.target, kind: raw.kind, ...(raw.weapon !== undefined ? { weapon: raw.weapon as string } : {}), ...(raw.option !== undefined ? { option: raw.option as string } : {}) },
      };
    }
    case CLIENT_MESSAGES.chat: {
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      const text = cleanText(raw.text, MAX_CHAT_CHARS);
      const long = typeof raw.text === 'string' && [...raw.text].length > MAX_CHAT_CHARS;
      if (text === null) return bad(type, `text: a line of 1 to ${MAX_CHAT_CHARS} characters`, long ? P.tooLarge : P.malformed);
      return { ok: true, value: { seat: raw.seat, text } };
    }
    case CLIENT_MESSAGES.name: {
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      const name = cleanText(raw.name, MAX_NAME_CHARS);
      if (name === null) return bad(type, `name: 1 to ${MAX_NAME_CHARS} characters`);
      return { ok: true, value: { seat: raw.seat, name } };
    }
    case CLIENT_MESSAGES.handSeat: {
      if (typeof raw.host !== 'string' || !TOKEN.test(raw.host)) return bad(type, 'host: the host token of the game', P.badToken);
      if (typeof raw.seat !== 'string' || !SEAT.test(raw.seat)) return bad(type, 'seat: gm, p1, p2, …');
      if (raw.to !== 'ai' && raw.to !== 'human' && raw.to !== 'invite') return bad(type, 'to: "ai", "human" or "invite"');
      return { ok: true, value: { host: raw.host, seat: raw.seat, to: raw.to } };
    }
    case CLIENT_MESSAGES.claim: {
      if (typeof raw.token !== 'string' || !TOKEN.test(raw.token)) return bad(type, 'token: an invite token', P.badToken);
      return { ok: true, value: { token: raw.token } };
    }
  }
}

export function readJoinOptions(raw: unknown): Read<JoinOptions> {
  if (!isRecord(raw)) return bad('join', 'join options are { gameId, token }');
  if (typeof raw.gameId !== 'string' || !GAME_ID.test(raw.gameId)) return bad('join', 'gameId: a game id', P.unknownGame);
  if (typeof raw.token !== 'string' || !TOKEN.test(raw.token)) return bad('join', 'token: an invite token', P.badToken);
  return { ok: true, value: { gameId: raw.gameId, token: raw.token } };
}

/** A mission file's text is at most this long (the whole request is at most 256 KiB). */
export const MAX_MISSION_TEXT = 200 * 1024;

/** What is wrong with an aof-quest game request's outer shape, or null. Whether its ids name
 * anything, and whether a mission file can be played, is the server's and the content's to say. */
function aofProblem(a: unknown): string | null {
  if (!isRecord(a)) return 'aof: { mission, heroes }';
  const junk = unknownField(a, AOF_FIELDS, 'aof.');
  if (junk) return junk;
  const m = a.mission;
  if (!isRecord(m)) return 'aof.mission: { generate } | { mission } | { file }';
  const keys = Object.keys(m);
  if (keys.length !== 1) return 'aof.mission: exactly one of generate, mission or file';
  if (m.generate !== undefined) {
    const g = m.generate;
    if (!isRecord(g)) return 'aof.mission.generate: { type, size, difficulty }';
    if (typeof g.type !== 'string' || !ID.test(g.type)) return 'aof.mission.generate.type: a mission type id';
    if (g.size !== 24 && g.size !== 48) return 'aof.mission.generate.size: 24 or 48';
    if (typeof g.difficulty !== 'string' || !ID.test(g.difficulty)) return 'aof.mission.generate.difficulty: a difficulty id';
    if (Object.keys(g).length !== 3) return 'aof.mission.generate: only type, size and difficulty';
  } else if (m.mission !== undefined) {
    if (typeof m.mission !== 'string' || !ID.test(m.mission)) return 'aof.mission.mission: a mission id';
  } else if (m.file !== undefined) {
    const f = m.file;
    if (!isRecord(f) || typeof f.name !== 'string' || typeof f.text !== 'string') return 'aof.mission.file: { name, text }';
    if (f.name.length === 0 || f.name.length > 100 || /[\\/]/.test(f.name)) return 'aof.mission.file.name: a file name (no folders), 1 to 100 characters';
    if (f.text.length > MAX_MISSION_TEXT) return `aof.mission.file.text: at most ${MAX_MISSION_TEXT / 1024} KiB`;
  } else {
    return `aof.mission.${keys[0]!.slice(0, 40)}: no such field (generate, mission or file)`;
  }
  if (!Array.isArray(a.heroes) || a.heroes.length < 2 || a.heroes.length > 4) return 'aof.heroes: 2 to 4 heroes (AOF-P01)';
  const ids = new Set<string>();
  for (const [i, h] of a.heroes.entries()) {
    if (!isRecord(h) || typeof h.class !== 'string' || !ID.test(h.class)) return `aof.heroes[${i}].class: a hero class id`;
    if (typeof h.seat !== 'string' || !/^p[0-9]{1,3}$/.test(h.seat)) return `aof.heroes[${i}].seat: p1, p2, …`;
    if (typeof h.id !== 'string' || !ID.test(h.id)) return `aof.heroes[${i}].id: a short id`;
    const junkField = unknownField(h, AOF_HERO_FIELDS, `aof.heroes[${i}].`);
    if (junkField) return junkField;
    if (ids.has(h.id)) return `aof.heroes[${i}].id: '${h.id}' twice`;
    ids.add(h.id);
  }
  return null;
}

/** The fields of each object of a create request, kept to their types when this compiles: a field
 * of no such name (a `rulesVersion` or `seed` the server would not honour, `dice`, junk) is refused
 * naming it, so that nothing a client sends is stored unread or taken for honoured. */
type Fields<T> = Readonly<Record<keyof T, true>>;
type Setup = GameHeader['setup'];
type Item<T> = NonNullable<T> extends readonly (infer E)[] ? E : never;
const CREATE_FIELDS: Fields<CreateGameRequest> = { ruleset: true, options: true, packs: true, setup: true, expedition: true, aof: true, seats: true, names: true, dropWaitSeconds: true, user: true };
const EXPEDITION_FIELDS: Fields<ExpeditionRequest> = { quest: true, decks: true, heroes: true };
const AOF_FIELDS: Fields<AofGameRequest> = { mission: true, heroes: true };
const AOF_HERO_FIELDS: Fields<AofGameRequest['heroes'][number]> = { class: true, seat: true, id: true };
const HERO_FIELDS: Fields<PartyMember> = {
  type: true, seat: true, at: true, id: true, name: true, wounds: true, fate: true, components: true, items: true, weapons: true, gold: true,
  armour: true, shield: true, ammo: true, training: true, master: true, facing: true,
};
const SETUP_FIELDS: Fields<Setup> = {
  map: true, sections: true, heroes: true, monsters: true, leader: true, start: true, firstSide: true, victory: true, traps: true, chests: true,
  furnishings: true, generator: true, quest: true, decks: true, counters: true, gmCounters: true,
};
/** Each list of a setup and the fields of its entries. */
const SETUP_LISTS: { readonly [K in 'heroes' | 'monsters' | 'sections' | 'traps' | 'chests' | 'furnishings']: Fields<Item<Setup[K]>> } = {
  heroes: HERO_FIELDS,
  monsters: { type: true, at: true, id: true, wounds: true, hidden: true, facing: true },
  sections: { id: true, kind: true, type: true, x: true, y: true, w: true, h: true, revealed: true, monsters: true, hiddenTreasure: true },
  traps: { trap: true, at: true, spotted: true },
  chests: { at: true, gold: true, items: true, trap: true },
  furnishings: { type: true, at: true, turned: true },
};

/** The first field of `o` not among `fields`, named at `where`, with the fields there are. */
function unknownField(o: Record<string, unknown>, fields: object, where: string): string | null {
  for (const k of Object.keys(o)) {
    if (!Object.hasOwn(fields, k)) return `${where}${k.slice(0, 40)}: no such field (fields: ${Object.keys(fields).join(', ')})`;
  }
  return null;
}

/** Why a hero's name (`where`) is not one: every seat reads it, so it is as clean as a person's
 * name (`cleanText`): 1 to 40 characters, no control characters or direction marks, no line
 * breaks or spaces at its ends. Null for a good name or none. */
export function heroNameProblem(name: unknown, where: string): string | null {
  if (name === undefined || cleanText(name, MAX_NAME_CHARS) === name) return null;
  return `${where}: a name of 1 to ${MAX_NAME_CHARS} characters, without control characters, line breaks or spaces at its ends`;
}

/** The first field of no such name in a create request's setup, its lists' entries included, or
 * a hero's name that is not clean. */
function setupProblem(setup: Record<string, unknown>): string | null {
  const top = unknownField(setup, SETUP_FIELDS, 'setup.');
  if (top) return top;
  if (Array.isArray(setup.heroes)) {
    for (const [i, h] of setup.heroes.entries()) {
      const why = isRecord(h) ? heroNameProblem(h.name, `setup.heroes[${i}].name`) : null;
      if (why) return why;
    }
  }
  for (const [list, fields] of Object.entries(SETUP_LISTS)) {
    const entries = setup[list];
    if (!Array.isArray(entries)) continue;
    for (const [i, e] of entries.entries()) {
      const why = isRecord(e) ? unknownField(e, fields, `setup.${list}[${i}].`) : null;
      if (why) return why;
    }
  }
  return null;
}

/** The outer shape of a create request; the header itself is checked by the engine. */
export function readCreateGame(raw: unknown): Read<CreateGameRequest> {
  if (jsonSize(raw) > 256 * 1024) return bad('create', 'a game setup is at most 256 KiB', P.tooLarge);
  if (!isRecord(raw)) return bad('create', 'a create request is an object');
  const junk = unknownField(raw, CREATE_FIELDS, '');
  if (junk) return bad('create', junk);
  if (raw.ruleset !== undefined && typeof raw.ruleset !== 'string') return bad('create', 'ruleset: a ruleset id');
  if (raw.options !== undefined && !isRecord(raw.options)) return bad('create', 'options: an object');
  if (raw.packs !== undefined) {
    if (!Array.isArray(raw.packs) || raw.packs.length === 0 || raw.packs.length > MAX_PACKS) return bad('create', `packs: a list of 1 to ${MAX_PACKS} pack ids`);
    for (const [i, p] of raw.packs.entries()) {
      if (typeof p !== 'string' || p.length > 64 || !PACK_ID.test(p)) return bad('create', `packs[${i}]: a pack id (lowercase words joined by '-'), not a path`);
      if (raw.packs.indexOf(p) !== i) return bad('create', `packs[${i}]: named twice`);
    }
  }
  const present = (['setup', 'expedition', 'aof'] as const).filter((k) => raw[k] !== undefined);
  const given = present.length;
  if (given > 1) return bad('create', `${present.join(' and ')}: a game is made from one of setup (a prepared board), expedition (a generated dungeon) or aof (an aof-quest mission), not both`);
  if (given === 0) return bad('create', 'setup (a prepared board), expedition (a generated dungeon) or aof (an aof-quest mission) is needed');
  if (raw.aof !== undefined) {
    const why = aofProblem(raw.aof);
    if (why) return bad('create', why);
  }
  if (raw.setup !== undefined && !isRecord(raw.setup)) return bad('create', 'setup: the game setup');
  if (raw.setup !== undefined) {
    const why = setupProblem(raw.setup);
    if (why) return bad('create', why);
  }
  if (raw.expedition !== undefined) {
    const e = raw.expedition;
    if (!isRecord(e)) return bad('create', 'expedition: { quest | decks, heroes }');
    const why = unknownField(e, EXPEDITION_FIELDS, 'expedition.');
    if (why) return bad('create', why);
    if (e.quest !== undefined && (typeof e.quest !== 'string' || !ID.test(e.quest))) return bad('create', 'expedition.quest: a quest id');
    if (e.decks !== undefined) {
      if (!isRecord(e.decks)) return bad('create', 'expedition.decks: { mode: "random" | "hand" | "map", … }');
      if (e.decks.mode !== 'random' && e.decks.mode !== 'hand' && e.decks.mode !== 'map') return bad('create', 'expedition.decks.mode: "random", "hand" or "map"');
      for (const [k, v] of Object.entries(e.decks)) {
        if (k === 'mode') continue;
        if (!DECK_FIELDS.includes(k)) return bad('create', `expedition.decks.${k.slice(0, 40)}: no such field (fields: mode, ${DECK_FIELDS.join(', ')})`);
        if (typeof v !== 'string' || !ID.test(v)) return bad('create', `expedition.decks.${k}: a card or deck id`);
      }
    }
    if (!Array.isArray(e.heroes) || e.heroes.length === 0) return bad('create', 'expedition.heroes: a list of at least one hero');
    for (const [i, h] of e.heroes.entries()) {
      if (!isRecord(h) || typeof h.type !== 'string' || !ID.test(h.type)) return bad('create', `expedition.heroes[${i}].type: a hero id`);
      if (typeof h.seat !== 'string' || !/^p[0-9]{1,3}$/.test(h.seat)) return bad('create', `expedition.heroes[${i}].seat: p1, p2, …`);
      const junkField = unknownField(h, HERO_FIELDS, `expedition.heroes[${i}].`) ?? heroNameProblem(h.name, `expedition.heroes[${i}].name`);
      if (junkField) return bad('create', junkField);
    }
  }
  if (raw.seats !== undefined) {
    if (!isRecord(raw.seats)) return bad('create', 'seats: { seat: "human" | "ai" }');
    for (const [seat, kind] of Object.entries(raw.seats)) {
      if (!SEAT.test(seat) || (kind !== 'human' && kind !== 'ai')) return bad('create', `seats.${seat}: "human" or "ai"`);
    }
  }
  if (raw.names !== undefined) {
    if (!isRecord(raw.names)) return bad('create', 'names: { seat: "a name" }');
    for (const [seat, name] of Object.entries(raw.names)) {
      if (!SEAT.test(seat) || cleanText(name, MAX_NAME_CHARS) !== name) return bad('create', `names.${seat.slice(0, 8)}: a name of 1 to ${MAX_NAME_CHARS} characters, without line breaks or spaces at its ends`);
    }
  }
  if (raw.dropWaitSeconds !== undefined && raw.dropWaitSeconds !== null
    && !(Number.isSafeInteger(raw.dropWaitSeconds) && (raw.dropWaitSeconds as number) >= 0 && (raw.dropWaitSeconds as number) <= MAX_DROP_WAIT_SECONDS)) {
    return bad('create', `dropWaitSeconds: whole seconds from 0 to ${MAX_DROP_WAIT_SECONDS}, or null to wait for the player`);
  }
  if (raw.user !== undefined && (typeof raw.user !== 'string' || raw.user.length > 100)) return bad('create', 'user: a short name');
  return { ok: true, value: raw as unknown as CreateGameRequest };
}

export function isGameId(s: unknown): s is string {
  return typeof s === 'string' && GAME_ID.test(s);
}
