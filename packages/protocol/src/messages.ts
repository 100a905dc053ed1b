// The shapes of every message, each way, and of the HTTP calls that create and list games.
import type { Answer, AttackOdds, Decision, DecksSetup, GameEvent, GameHeader, HeroSetup, OptionOdds, OptionValue, Refusal, Seat, View } from '@delve/engine';
import type { CLIENT_MESSAGES, DelveErrorCode, SERVER_MESSAGES } from './codes.ts';
import type { SaveCheck } from './saved-game.ts';

/** Options of `joinOrCreate(ROOM_NAME, …)`: the game and one seat's token. */
export interface JoinOptions {
  gameId: string;
  token: string;
}

// ---- client → server -------------------------------------------------------------------------

export interface AnswerMessage {
  seat: Seat;
  /** The step (answers applied so far) the client answered at: an answer to a decision that
   * has since been answered or undone is refused as `game/stale` instead of landing elsewhere. */
  step: number;
  answer: Answer;
}

export interface UndoMessage {
  seat: Seat;
}

export interface LogRequest {
  seat: Seat;
}

export interface ClaimMessage {
  token: string;
}

/** The odds of an attack the seat could make now: `attacker` attacking (or, with a ranged
 * `weapon` or none, shooting) `target`. Answered only when that attack is one of the seat's legal
 * answers, and computed from what the seat may know (a disguised monster as its disguise). */
export interface OddsRequest {
  seat: Seat;
  attacker: string;
  target: string;
  /** 'attack' (hand-to-hand) or 'shoot'. */
  kind: 'attack' | 'shoot';
  weapon?: string;
  /** A ruleset of named options (aof-quest): the option of the seat's pending `choice` decision
   * that makes the attack (a charge from its square, a shot at its target). */
  option?: string;
}

/** A line said to the table by the person at `seat` (one of the seats the connection holds). */
export interface ChatSay {
  seat: Seat;
  text: string;
}

/** The name the person at `seat` goes by (one of the seats the connection holds). */
export interface NameMessage {
  seat: Seat;
  name: string;
}

/** The creator's say over a seat, by the host token the game's creation returned: `ai` has the AI
 * play it (its token may still watch), `human` gives it back to its token, `invite` gives it to a
 * new token (sent back as an `invite` message) and the old one loses it. */
export interface HandSeatMessage {
  host: string;
  seat: Seat;
  to: 'ai' | 'human' | 'invite';
}

export interface ClientMessages {
  [CLIENT_MESSAGES.chat]: ChatSay;
  [CLIENT_MESSAGES.name]: NameMessage;
  [CLIENT_MESSAGES.handSeat]: HandSeatMessage;
  [CLIENT_MESSAGES.answer]: AnswerMessage;
  [CLIENT_MESSAGES.undo]: UndoMessage;
  [CLIENT_MESSAGES.log]: LogRequest;
  [CLIENT_MESSAGES.claim]: ClaimMessage;
  [CLIENT_MESSAGES.odds]: OddsRequest;
}

// ---- server → client -------------------------------------------------------------------------

export type SeatKind = 'human' | 'ai';

export interface SeatInfo {
  seat: Seat;
  kind: SeatKind;
  /** The name the person at the seat goes by (given when joining, or by the creator), if any. */
  name?: string | null;
  /** Whether a connection holding the seat is open now. */
  connected?: boolean;
  /** A person's seat the AI plays while they are away (after the game's wait). */
  standIn?: boolean;
}

/** What changed at the table, for the others to be told ("Anna dropped out"). */
export interface TableNotice {
  kind: 'joined' | 'dropped' | 'returned' | 'standIn' | 'handed' | 'named';
  seat: Seat;
  /** With `handed`: to whom. */
  to?: 'ai' | 'human' | 'invite';
}

/** Who sits at the table, sent on join and at every change. */
export interface TableMessage {
  seats: SeatInfo[];
  /** Seconds a dropped person's seat waits before the AI plays it; null: it waits for them (or
   * for the creator to hand it on). */
  dropWaitSeconds: number | null;
  notice?: TableNotice;
}

/** One line of the game's chat, as stored. `n` counts the game's lines from 1. */
export interface ChatLine {
  n: number;
  seat: Seat;
  /** The name of the person at the seat when the line was said. */
  name: string | null;
  /** ISO time. */
  at: string;
  text: string;
}

export interface ChatLines {
  lines: ChatLine[];
}

/** A seat's new invite, to the creator alone. */
export interface InviteMessage {
  seat: Seat;
  token: string;
}

export interface WelcomeMessage {
  gameId: string;
  /** Seats this connection holds. */
  seats: Seat[];
  /** Every seat of the game and who plays it. */
  table: SeatInfo[];
}

export interface UpdateMessage {
  seat: Seat;
  /** Answers applied so far: the step an answer must name. */
  step: number;
  /** Why this update: a join (the whole picture), new answers, or an undo. */
  cause: 'join' | 'answer' | 'undo';
  view: View;
  /** The events since the client's previous update for this seat, as this seat may see them
   * (empty on join and undo: the view is the whole picture). */
  events: GameEvent[];
  /** The pending decision, only when it is this seat's. */
  decision: Decision | null;
  /** With `decision`: the legal answers (moves by destination, with their paths), for highlighting
   * squares and targets. They name nothing the seat's view hides (DEC-17). */
  legal: Answer[];
  /** On an undo: the seat that took back answers, and to which step. */
  undo?: { by: Seat; to: number };
  /** Whether the person this update goes to may take back an answer now (across the seats their
   * connection holds): a client offers Undo only then. */
  canUndo?: boolean;
  /** With a `choice` decision whose options move a model (aof-quest): each such option's cost
   * in inches, as the log reports moves. */
  inches?: Record<string, number>;
  /** On the wire only: `view` is a patch on this seat's previous update on this connection, and
   * these are its parts carried over (view-patch.ts). `GameConnection` puts the view back whole
   * and drops this before any handler reads the update. */
  same?: string[];
}

export interface LogMessage {
  seat: Seat;
  /** Per step: who answered (null for the game's opening, step 0) and the events this seat may
   * see; entry n+1 follows answer n. Another seat's answer
   * itself is left out (it may name hidden things); the events say what became visible. */
  entries: { step: number; seat: Seat | null; events: GameEvent[] }[];
}

/** The reply to an `odds` request: the request itself and the engine's exact odds (Fate Points
 * not counted). */
export interface OddsMessage extends OddsRequest {
  /** The step the odds hold at: a later answer may change them. */
  step: number;
  odds: AttackOdds;
  /** With `option`: the attack weapon by weapon, its wounds and kills, and the blows struck back. */
  preview?: OptionOdds;
}

export interface ErrorMessage {
  code: DelveErrorCode;
  message: string;
  /** A refused answer's reason as data, for the client to word in its language. */
  why?: Refusal;
  /** The message type that was refused. */
  about?: string;
}

export interface ServerMessages {
  [SERVER_MESSAGES.welcome]: WelcomeMessage;
  [SERVER_MESSAGES.update]: UpdateMessage;
  [SERVER_MESSAGES.log]: LogMessage;
  [SERVER_MESSAGES.error]: ErrorMessage;
  [SERVER_MESSAGES.odds]: OddsMessage;
  [SERVER_MESSAGES.table]: TableMessage;
  [SERVER_MESSAGES.chat]: ChatLines;
  [SERVER_MESSAGES.invite]: InviteMessage;
}

// ---- HTTP ------------------------------------------------------------------------------------

/** A hero of an expedition's party: where it stands is the stairway's business (the server lays
 * it out), so `at` may be left out. */
export type PartyMember = Omit<HeroSetup, 'at'> & { at?: [number, number] };

/** A game on a generated dungeon, laid out by the server from its content: `ahq` rolls `quest`'s
 * tables as the heroes explore; `guilds` lays the `decks` (a random deck sized by an Objective
 * card, or the GM's hand). */
export interface ExpeditionRequest {
  quest?: string;
  decks?: DecksSetup;
  heroes: PartyMember[];
}

/** An aof-quest game's mission (DEC-27): rolled by the campaign builder (the server draws the
 * seed, so no seat knows the battlefield or what its tokens hold before it starts), one of the
 * pack's missions, or a mission file's text, which the server checks as `delve validate` does. */
export type MissionRequest =
  | { generate: { type: string; size: 24 | 48; difficulty: string } }
  | { mission: string }
  | { file: { name: string; text: string } };

/** An aof-quest game: its mission and its party of 2 to 4 heroes, each a class of the content on
 * a seat (a player may hold several, AOF-P01). */
export interface AofGameRequest {
  mission: MissionRequest;
  heroes: { class: string; seat: Seat; id: string }[];
}

/** POST /api/games. The server draws the seed: no seat may know it (DEC-17). One of `setup` (a
 * prepared board), `expedition` (a generated dungeon) or `aof` (an aof-quest mission). */
export interface CreateGameRequest {
  ruleset?: string;
  options?: Record<string, OptionValue>;
  packs?: string[];
  setup?: GameHeader['setup'];
  expedition?: ExpeditionRequest;
  aof?: AofGameRequest;
  /** Who plays each seat; a seat left out is human for heroes and AI for the GM. */
  seats?: Record<Seat, SeatKind>;
  /** Names of the people at seats, as the creator gives them (each may give their own on joining). */
  names?: Record<Seat, string>;
  /** Seconds a dropped person's seat waits before the AI plays it until they return (0 to
   * MAX_DROP_WAIT_SECONDS); null: it waits for them. Default 120. */
  dropWaitSeconds?: number | null;
  /** An opaque name for the creator, stored with the game. It opens nothing: games are listed
   * by their tokens (`GET /api/games?token=`). */
  user?: string;
}

export interface CreateGameResponse {
  gameId: string;
  /** The creator's token: hands seats to the AI or to new invites (`handSeat`). Kept by the
   * creator alone; it opens no seat. */
  host: string;
  /** One invite per seat; AI seats carry no token. */
  seats: { seat: Seat; kind: SeatKind; token: string | null; link: string | null }[];
}

/** One house-rule option of a ruleset, as the engine declares it (its type, default and the
 * catalogue ids it changes). */
export interface OptionListing {
  id: string;
  type: 'boolean' | 'number' | 'string';
  default: OptionValue;
  /** What players call it, and what it changes, in English and Italian. */
  name: { en: string; it: string };
  description: { en: string; it: string };
  /** With `choices`: each choice's name in English and Italian. */
  choiceNames?: Record<string, { en: string; it: string }>;
  rules: string[];
  choices?: string[];
  min?: number;
  max?: number;
}

/** A hero, henchman or follower of a content pack. */
export interface HeroListing {
  id: string;
  name: string;
  kind: 'hero' | 'henchman' | 'follower';
  race: string;
  weapons: string[];
  wounds: number;
}

/** A ruleset with what a new game may choose from its default content. */
export interface RulesetListing {
  id: string;
  name: string;
  packs: string[];
  options: OptionListing[];
  /** How its dungeon is made: `tables` (a quest's dice tables) or `decks` (card decks); an
   * aof-quest game is played on a `missions` battlefield (`aof` says what it may choose). */
  generator: 'tables' | 'decks' | 'missions';
  /** `tables`: the quests of the content. */
  quests: { id: string; name: string; text: string | null }[];
  /** `decks`: the Objective cards a random deck may be built for. */
  objectives: { id: string; name: string; rooms: number; text: string | null }[];
  heroes: HeroListing[];
  /** The party a solo game starts with (one seat each), as the engine's default setups have it. */
  party: PartyMember[];
  /** Names of the things the content defines (weapons, items, spells, monsters…), by id. */
  names: Record<string, string>;
  /** The same names in each language the content gives them in (`it`, …), by language and id;
   * a name missing from a language is said in English. */
  localNames?: Record<string, Record<string, string>>;
  /** How those names are said, by language and id (Italian: gender and number, for articles). */
  grammar?: Record<string, Record<string, { gender: 'm' | 'f'; plural?: boolean; article?: string }>>;
  /** `missions`: the hero classes, mission types, difficulties and missions of its content. */
  aof?: AofListing;
}

/** A name in both languages Delve speaks. */
export interface LocalName {
  en: string;
  it: string;
}

/** What an aof-quest game may choose from its content (DEC-27). */
export interface AofListing {
  classes: { id: string; name: LocalName; text: LocalName | null }[];
  missionTypes: { id: string; name: LocalName; objective: string }[];
  difficulties: { id: string; name: LocalName; text: LocalName | null }[];
  missions: { id: string; name: LocalName; type: string; size: 24 | 48 }[];
  /** What the words of a game's options need of its content: spells with their casting values,
   * items and traps by name. */
  words?: { spells: Record<string, { name: LocalName; value: number; hits?: boolean }>; items: Record<string, { name: LocalName }>; traps: Record<string, { name: LocalName }> };
}

/** GET /api/content. */
export interface ContentListing {
  rulesets: RulesetListing[];
}

export interface GameSummary {
  gameId: string;
  createdAt: string;
  step: number;
  finished: boolean;
  seats: SeatInfo[];
  /** What is played: an ahq quest, a guilds Objective card or quest map (a random deck with no
   * card named: `objective` with id null), an aof-quest mission; absent for a prepared map. */
  quest?: { kind: 'quest' | 'objective' | 'map' | 'mission'; id: string | null };
}

export interface HttpError {
  error: { code: DelveErrorCode; message: string };
}

// ---- saved games, seat logs and replays (HTTP) -----------------------------------------------

/** GET /api/games/:id/log?token= on a finished game: the saved game itself (header and every
 * answer), which replays with the engine. Only once the game is over: the header holds the seed
 * and the hidden dungeon. */
export interface SavedGameFile {
  format: 'delve-game';
  version: 1;
  header: GameHeader;
  answers: { seat: Seat; answer: Answer }[];
  /** The state hash after every step and the header's hash (saved-game.ts): a replay says where
   * an edited save parts from the game. Saves from before it have none, and replay unverified. */
  check?: SaveCheck;
}

/** GET /api/games/:id/log?token= on a game still running: the log of the token's seat, built from
 * what that seat may see (its view and its events), never from the header or others' answers. */
export interface SeatLogFile {
  format: 'delve-seat-log';
  version: 1;
  gameId: string;
  seat: Seat;
  /** Answers applied so far. */
  step: number;
  entries: LogMessage['entries'];
  /** The seat's view now. */
  view: View;
}

/** One step of a replay, as `seat` saw it right after that step (step 0: the opening). */
export interface ReplayFrame {
  step: number;
  /** Who answered to reach this step; null for the opening. */
  by: Seat | null;
  view: View;
  events: GameEvent[];
}

/** GET /api/games/:id/replay?token=[&seat=][&from=][&to=]: frames `from`..`to` (inclusive, at
 * most MAX_REPLAY_FRAMES) to step through forwards and backwards. A running game replays only
 * for the token's own seat; a finished one for any seat, the GM's included. */
export interface ReplayResponse {
  gameId: string;
  seat: Seat;
  /** The last step there is (frames run 0..steps). */
  steps: number;
  finished: boolean;
  frames: ReplayFrame[];
}
