// One Colyseus room per game. The engine (through GameSession) is the only authority; the room
// binds connections to seats by token, runs messages one at a time, plays AI seats, and sends
// each connection only what its seats may know: view(state, seat) and viewEvents (DEC-17).
import { defineRoom, Room, ServerError, type Client } from '@colyseus/core';
import { legalAnswers, optionInches, optionOdds, seatEvents, seatsEvents, seatView, seatViews, view, type GameEvent, type Seat, type View } from '@delve/engine';
import { oddsAsker } from '@delve/ai';
import {
  CLIENT_MESSAGES as C, JOIN_ERROR_NUMBERS, PROTOCOL_ERRORS as P, SERVER_MESSAGES as S,
  isClientMessageType, isGameId, patchView, readClientMessage, readJoinOptions,
  type AnswerMessage, type ChatSay, type ClaimMessage, type ClientMessageType, type ErrorMessage, type HandSeatMessage, type NameMessage, type OddsRequest,
  type PatchMemo, type ProtocolErrorCode, type ServerMessages, type TableNotice, type UpdateMessage,
} from '@delve/protocol';
import { GameSession, GameSetAsideError, ReplayMismatchError, type SessionDeps } from './game-session.ts';
import { seatLog } from './replay.ts';
import type { AiPlayer } from './ai-player.ts';
import { hashToken, newToken } from './ids.ts';
import { TablePresence } from './table-presence.ts';
import { TableChat } from './table-chat.ts';
import type { GameClaims } from './scale-out.ts';

export interface RoomDeps extends SessionDeps {
  ai: AiPlayer;
  /** Pause between AI answers, so people can follow them; 0 in tests. */
  aiDelayMs: number;
  /** How long a dropped connection may come back with its Colyseus reconnection token. */
  reconnectSeconds: number;
  /** How long a room with nobody connected stays loaded. */
  idleSeconds: number;
  /** Colyseus' own flood limit per connection, a backstop far above `messagesPerSecond`: past
   * it Colyseus drops the connection without a word. */
  maxMessagesPerSecond: number;
  /** Messages a connection may send per second and per seat it holds, in bursts of ten seconds'
   * worth; answers the engine accepts are not counted. Past it the connection is told why and
   * closed (code 4103). */
  messagesPerSecond: number;
  /** Games loaded in this process: never two rooms for one game. Owned by the server instance. */
  live: Set<string>;
  /** Across processes (REDIS_URL): who holds which game; null for a single process. */
  claims: GameClaims | null;
  /** Chat lines a connection may say per minute, in bursts of a fifth of that. */
  chatPerMinute: number;
}

/** onCreate runs in Colyseus' HTTP matchmaking, whose errors must be HTTP statuses. */
function refuseCreate(code: ProtocolErrorCode, status: number, message: string): ServerError {
  return new ServerError(status, `${code}: ${message}`);
}

export class GameRoom extends Room {
  deps!: RoomDeps;
  #session!: GameSession;
  /** Seats each connection holds, by session id. */
  #seats = new Map<string, Set<Seat>>();
  /** The latest view each connection was sent of each seat it holds: the next is sent as a patch
   * on it (view-patch.ts). */
  #sentViews = new Map<string, Map<Seat, View>>();
  /** Messages run one after another, so answers and AI moves never interleave. */
  #queue: Promise<void> = Promise.resolve();
  #idle: ReturnType<typeof setTimeout> | null = null;
  #closing = false;
  /** Each connection's message allowance: tokens left and when they were counted. */
  #allowance = new Map<string, { tokens: number; at: number }>();
  /** Connections closed for flooding: no reconnection is held for them. */
  #kicked = new Set<string>();
  #claimed: ReturnType<typeof setInterval> | null = null;
  /** Connections dropped and given time to come back: their seats count as away meanwhile. */
  #away = new Set<string>();
  #presence!: TablePresence;
  #chat!: TableChat;

  override async onCreate(options: { gameId?: unknown }): Promise<void> {
    if (!isGameId(options?.gameId)) throw refuseCreate(P.unknownGame, 404, 'no such game');
    const gameId = options.gameId;
    if (this.deps.live.has(gameId)) throw refuseCreate(P.internal, 409, 'this game is already loaded; try again');
    const claims = this.deps.claims;
    if (claims && !(await claims.claim(gameId))) throw refuseCreate(P.internal, 409, 'this game is held by another server process; try again');
    let session: GameSession | null = null;
    try {
      session = await GameSession.load(gameId, this.deps);
    } catch (e) {
      // A game that no longer replays is set aside, kept as it is, and reported: it must never
      // stop the others from loading, nor be tried again at every boot.
      if (e instanceof ReplayMismatchError) {
        await this.deps.store.setAside(gameId, e.message);
        console.error(`game ${gameId} set aside: ${e.message}`);
        throw refuseCreate(P.setAside, 409, e.message);
      }
      if (e instanceof GameSetAsideError) throw refuseCreate(P.setAside, 409, e.message);
      throw e;
    } finally {
      if (!session && claims) await claims.release(gameId);
    }
    if (!session) throw refuseCreate(P.unknownGame, 404, `no game ${gameId}`);
    this.deps.live.add(gameId);
    if (claims) {
      this.#claimed = setInterval(() => void claims.refresh(gameId).catch((e: unknown) => console.error(`game ${gameId}: claim not refreshed:`, e)), claims.refreshMs);
      this.#claimed.unref();
    }
    this.#session = session;
    this.roomId = gameId;
    this.#chat = await TableChat.open(this.deps.store, gameId, this.deps.chatPerMinute);
    this.#presence = new TablePresence({
      seats: () => session.record.seats,
      connected: () => this.#connectedSeats(),
      waitSeconds: session.record.dropWaitSeconds,
      onStandIn: (seat) => {
        this.#sendTable({ kind: 'standIn', seat });
        this.#enqueue(() => this.#playAi());
      },
    });
    // A game is stored, not held by its players: the room stays while anyone may come back.
    this.autoDispose = false;
    this.maxMessagesPerSecond = this.deps.maxMessagesPerSecond;
    // No state of Colyseus' to patch: its patch interval (20 a second by default) only ticks the
    // room's clock, whose time Colyseus reads for the window of `maxMessagesPerSecond`. Once a
    // second is enough for that; at 1,000 rooms the 20 a second were 20,000 timer callbacks a
    // second, 3 % of the server's main thread (docs/performance.md).
    this.patchRate = 1000;
    for (const type of Object.values(C)) this.onMessage(type, (client: Client, raw: unknown) => this.#receive(client, type, raw));
    this.onMessage('*', (client: Client, type: string | number) => {
      if (!this.#spend(client)) return;
      this.#sendError(client, { code: P.unknownMessage, message: `no message '${String(type).slice(0, 40)}'` });
    });
    this.#enqueue(() => this.#playAi());
    this.#armIdle();
  }

  override onJoin(client: Client, _options: unknown, auth: { seat: Seat }): void {
    const before = this.#connectedSeats();
    this.#seats.set(client.sessionId, new Set([auth.seat]));
    this.#disarmIdle();
    this.#welcome(client);
    this.#arrived(before, auth.seat);
  }

  override async onDrop(client: Client): Promise<void> {
    // A server going down does not wait for its clients to come back: they rejoin by token.
    if (this.#closing) return;
    // Nor is a seat kept for a connection closed for flooding: it may join again, by token.
    if (this.#kicked.delete(client.sessionId)) return;
    // The others are told at once; the seat waits for its person (then the AI may stand in).
    const before = this.#connectedSeats();
    this.#away.add(client.sessionId);
    this.#departed(before);
    await this.allowReconnection(client, this.deps.reconnectSeconds);
  }

  /** The seats some open connection holds. */
  #connectedSeats(): Set<Seat> {
    const out = new Set<Seat>();
    for (const [id, seats] of this.#seats) if (!this.#away.has(id)) for (const s of seats) out.add(s);
    return out;
  }

  /** A connection came (or came back) with `seat`: the table is told, and a stand-in ends. */
  #arrived(before: ReadonlySet<Seat>, ...seats: Seat[]): void {
    const ended = this.#presence.review();
    const seat = seats.find((s) => !before.has(s));
    if (seat !== undefined) this.#sendTable({ kind: ended.includes(seat) ? 'returned' : 'joined', seat });
  }

  /** Connections dropped or left: the table hears whose seats no longer have anyone. */
  #departed(before: ReadonlySet<Seat>): void {
    this.#presence.review();
    const now = this.#connectedSeats();
    const gone = [...before].filter((s) => !now.has(s));
    if (gone.length === 0) return this.#sendTable();
    for (const seat of gone) this.#sendTable({ kind: 'dropped', seat });
  }

  #sendTable(notice?: TableNotice): void {
    if (this.#closing) return;
    const m = { seats: this.#presence.seats(), dropWaitSeconds: this.#session.record.dropWaitSeconds, ...(notice ? { notice } : {}) };
    for (const client of this.clients) if (this.#seats.has(client.sessionId)) this.#send(client, S.table, m);
  }

  override onBeforeShutdown(): void {
    this.#closing = true;
    super.onBeforeShutdown();
  }

  override onReconnect(client: Client): void {
    const before = this.#connectedSeats();
    this.#away.delete(client.sessionId);
    // Messages sent while it was away are lost: send the whole picture again.
    this.#welcome(client);
    this.#arrived(before, ...(this.#seats.get(client.sessionId) ?? []));
  }

  override onLeave(client: Client): void {
    const before = this.#connectedSeats();
    this.#seats.delete(client.sessionId);
    this.#sentViews.delete(client.sessionId);
    this.#away.delete(client.sessionId);
    this.#allowance.delete(client.sessionId);
    if (this.#presence) this.#departed(before);
    if (this.clients.length === 0) this.#armIdle();
  }

  override async onDispose(): Promise<void> {
    this.#disarmIdle();
    this.#presence?.dispose();
    if (!this.#session) return;
    this.deps.live.delete(this.#session.id);
    if (this.#claimed) clearInterval(this.#claimed);
    // The game comes to rest: its state hash, for the replay that loads it next, is stored now
    // rather than on the answers' path (game-session.ts).
    await this.#queue;
    await this.#session.snapshot().catch((e: unknown) => console.error(`game ${this.#session.id}: the snapshot was not stored: ${(e as Error).message}`));
    // Awaited: a shutting-down server closes its presence right after disposing its rooms.
    await this.deps.claims?.release(this.#session.id).catch(() => {});
  }

  /** Waits for the messages under way (graceful shutdown, tests). */
  settled(): Promise<void> {
    return this.#queue;
  }

  get session(): GameSession {
    return this.#session;
  }

  #enqueue(job: () => Promise<void>): void {
    this.#queue = this.#queue.then(job).catch((e: unknown) => {
      // A bug in a job must not stop the room: report it and keep serving.
      console.error(`room ${this.roomId}:`, e);
    });
  }

  /** Takes one message from the connection's allowance; false (and the connection told why and
   * closed) when it is spent. */
  #spend(client: Client): boolean {
    if (this.#kicked.has(client.sessionId)) return false;
    const rate = this.deps.messagesPerSecond * Math.max(1, this.#seats.get(client.sessionId)?.size ?? 1);
    const now = performance.now() / 1000;
    const a = this.#allowance.get(client.sessionId) ?? { tokens: rate * 10, at: now };
    a.tokens = Math.min(rate * 10, a.tokens + (now - a.at) * rate);
    a.at = now;
    this.#allowance.set(client.sessionId, a);
    if (a.tokens >= 1) {
      a.tokens -= 1;
      return true;
    }
    const message = `more than ${this.deps.messagesPerSecond} messages a second per seat held: the connection is closed; join again by token`;
    this.#sendError(client, { code: P.rateLimited, message });
    this.#kicked.add(client.sessionId);
    client.leave(JOIN_ERROR_NUMBERS[P.rateLimited], `${P.rateLimited}: too many messages`);
    return false;
  }

  /** An accepted answer costs nothing: the game itself paces them. */
  #refund(client: Client): void {
    const a = this.#allowance.get(client.sessionId);
    if (a) a.tokens += 1;
  }

  #receive(client: Client, type: ClientMessageType, raw: unknown): void {
    if (!isClientMessageType(type)) return;
    if (!this.#spend(client)) return;
    const m = readClientMessage(type, raw);
    if (!m.ok) return this.#sendError(client, m.error);
    this.#enqueue(async () => {
      switch (type) {
        case C.claim: return this.#claim(client, (m.value as ClaimMessage).token);
        case C.answer: {
          const { seat, step, answer } = m.value as AnswerMessage;
          if (!this.#holds(client, seat, type)) return;
          const r = await this.#session.submit(seat, step, answer);
          if (!r.ok) return this.#sendError(client, r.error);
          this.#refund(client);
          this.#broadcast('answer', r.events);
          return this.#playAi();
        }
        case C.undo: {
          const { seat } = m.value as { seat: Seat };
          if (!this.#holds(client, seat, type)) return;
          const r = await this.#session.undo(seat, this.#seats.get(client.sessionId));
          if (!r.ok) return this.#sendError(client, r.error);
          this.#broadcast('undo', [], { by: seat, to: r.to });
          return this.#playAi();
        }
        case C.log: {
          const { seat } = m.value as { seat: Seat };
          if (!this.#holds(client, seat, type)) return;
          return this.#sendLog(client, seat);
        }
        case C.odds: {
          const q = m.value as OddsRequest;
          if (!this.#holds(client, q.seat, type)) return;
          return this.#sendOdds(client, q);
        }
        case C.chat: return this.#say(client, m.value as ChatSay);
        case C.name: return this.#name(client, m.value as NameMessage);
        case C.handSeat: return this.#handSeat(client, m.value as HandSeatMessage);
      }
    });
  }

  #holds(client: Client, seat: Seat, about: string): boolean {
    if (this.#seats.get(client.sessionId)?.has(seat)) return true;
    this.#sendError(client, { code: P.notYourSeat, message: `this connection does not hold seat ${seat}`, about });
    return false;
  }

  async #claim(client: Client, token: string): Promise<void> {
    const found = await this.deps.store.seatForToken(hashToken(token));
    if (!found || found.gameId !== this.#session.id) return this.#sendError(client, { code: P.badToken, message: 'this token opens no seat of this game', about: C.claim });
    const before = this.#connectedSeats();
    this.#seats.get(client.sessionId)?.add(found.seat);
    this.#welcome(client);
    this.#arrived(before, found.seat);
  }

  /** A line said to the table (table-chat.ts), then heard by every connection. */
  async #say(client: Client, say: ChatSay): Promise<void> {
    if (!this.#holds(client, say.seat, C.chat)) return;
    const r = await this.#chat.say(client.sessionId, say.seat, this.#seatRecord(say.seat)?.name ?? null, say.text);
    if (!r.ok) return this.#sendError(client, r.error);
    for (const c of this.clients) if (this.#seats.has(c.sessionId)) this.#send(c, S.chat, { lines: [r.line] });
  }

  /** The name the person at a seat goes by, stored with the game and told to the table. */
  async #name(client: Client, m: NameMessage): Promise<void> {
    if (!this.#holds(client, m.seat, C.name)) return;
    if (this.#seatRecord(m.seat)?.name === m.name) return;
    try {
      await this.#session.changeSeat(m.seat, { name: m.name });
    } catch (e) {
      return this.#sendError(client, { code: P.storage, message: `the name could not be stored: ${(e as Error).message}`, about: C.name });
    }
    this.#sendTable({ kind: 'named', seat: m.seat });
  }

  /** The creator hands a seat on (by the host token): to the AI, back to its person, or to a new
   * invite, whose token only the creator hears and whose person gives their own name; every
   * connection holding the seat by the old token loses it. Stored before anyone is told. */
  async #handSeat(client: Client, m: HandSeatMessage): Promise<void> {
    const record = this.#session.record;
    if (!record.hostHash || hashToken(m.host) !== record.hostHash) {
      return this.#sendError(client, { code: P.badToken, message: 'only the game\'s creator (its host token) may hand a seat on', about: C.handSeat });
    }
    const seat = this.#seatRecord(m.seat);
    if (!seat) return this.#sendError(client, { code: P.malformed, message: `seat ${m.seat} is not in this game`, about: C.handSeat });
    if (m.to === 'human' && !seat.tokenHash) {
      return this.#sendError(client, { code: P.malformed, message: `seat ${m.seat} has no invite to give it back to: hand it to a new invite`, about: C.handSeat });
    }
    const token = m.to === 'invite' ? newToken() : null;
    try {
      await this.#session.changeSeat(m.seat, m.to === 'ai' ? { kind: 'ai' } : token ? { kind: 'human', tokenHash: hashToken(token), name: null } : { kind: 'human' });
    } catch (e) {
      return this.#sendError(client, { code: P.storage, message: `the seat could not be handed on: ${(e as Error).message}`, about: C.handSeat });
    }
    if (token) {
      this.#presence.forget(m.seat);
      this.#send(client, S.invite, { seat: m.seat, token });
      // The old token no longer opens the seat: its connections lose it.
      for (const c of this.clients) {
        const held = this.#seats.get(c.sessionId);
        if (!held?.delete(m.seat)) continue;
        if (held.size > 0) this.#welcome(c);
        else {
          this.#sendError(c, { code: P.badToken, message: `seat ${m.seat} was handed to a new invite`, about: C.handSeat });
          this.#kicked.add(c.sessionId);
          c.leave(JOIN_ERROR_NUMBERS[P.badToken], `${P.badToken}: seat ${m.seat} was handed to a new invite`);
        }
      }
    }
    this.#presence.review();
    this.#sendTable({ kind: 'handed', seat: m.seat, to: m.to });
    return this.#playAi();
  }

  #seatRecord(seat: Seat) {
    return this.#session.record.seats.find((s) => s.seat === seat);
  }

  async #playAi(): Promise<void> {
    const next = () => this.#session.aiToMove(this.#presence.standIns);
    // A run of AI answers with no pause between them goes out to each connection in one write:
    // its sockets are corked from the run's first update to its last (each update is still its
    // own message, each sent after its answer is stored). One system call per message was the
    // biggest single cost of the server under load (docs/performance.md). With a pause, people
    // follow the answers one by one, and each goes out as it is made.
    const corked: Corkable[] = [];
    let corkedAt = 0;
    try {
      for (let seat = next(); seat !== null; seat = next()) {
        // Yield to the event loop between AI answers: other rooms and sockets keep being served.
        await new Promise((r) => (this.deps.aiDelayMs > 0 ? setTimeout(r, this.deps.aiDelayMs) : setImmediate(r)));
        const answer = this.deps.ai(this.#session.state, seat);
        const r = await this.#session.submit(seat, this.#session.step, answer);
        if (!r.ok) {
          console.error(`room ${this.roomId}: the AI answer for ${seat} was refused: ${r.error.code}: ${r.error.message}`);
          return;
        }
        // Never held long: what the transport sends meanwhile (its pings) waits there too.
        if (corked.length > 0 && performance.now() - corkedAt > MAX_CORKED_MS) for (const socket of corked.splice(0)) if (!socket.destroyed) socket.uncork();
        if (this.deps.aiDelayMs <= 0 && corked.length === 0) {
          this.#cork(corked);
          corkedAt = performance.now();
        }
        this.#broadcast('answer', r.events);
      }
    } finally {
      for (const socket of corked) if (!socket.destroyed) socket.uncork();
    }
  }

  /** Corks the socket of each connection of this room that has one (the `ws` transport's), into
   * `out`, until the caller uncorks them: what is sent meanwhile goes out in one write. */
  #cork(out: Corkable[]): void {
    for (const client of this.clients) {
      const socket = (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;
      if (!socket || socket.destroyed || typeof socket.cork !== 'function') continue;
      socket.cork();
      out.push(socket);
    }
  }

  #welcome(client: Client): void {
    const seats = [...(this.#seats.get(client.sessionId) ?? [])].sort();
    this.#send(client, S.welcome, { gameId: this.#session.id, seats, table: this.#presence.seats() });
    this.#send(client, S.table, { seats: this.#presence.seats(), dropWaitSeconds: this.#session.record.dropWaitSeconds });
    const canUndo = this.#canUndo(client);
    for (const seat of seats) this.#sendUpdate(client, this.#update(seat, 'join', []), canUndo);
    // The chat so far, from storage (a live game keeps none of it in memory).
    this.#enqueue(async () => {
      const lines = await this.#chat.lines();
      if (this.#seats.has(client.sessionId)) this.#send(client, S.chat, { lines });
    });
  }

  /** Whether the person on this connection may take back an answer now, across the seats the
   * connection holds (undo.ts): the client offers Undo only then. */
  #canUndo(client: Client): boolean {
    const held = this.#seats.get(client.sessionId);
    const seat = held?.values().next().value;
    return seat !== undefined && this.#session.undoTarget(seat, held).ok;
  }

  #update(seat: Seat, cause: UpdateMessage['cause'], events: readonly GameEvent[], undo?: UpdateMessage['undo'], seen?: { view: View; events: GameEvent[] }): UpdateMessage {
    const s = this.#session.state;
    const d = s.pending;
    return {
      seat, step: this.#session.step, cause, view: seen?.view ?? seatView(s, seat) as View, events: seen?.events ?? seatEvents(s, events, seat),
      // Sent as it is: a message is encoded as it is sent, so the state's own decision is read
      // once and never kept by the transport (a copy per update cost as much as the view).
      decision: d && d.seat === seat && !s.result ? d : null,
      legal: d && d.seat === seat && !s.result ? legalAnswers(s, seat, { paths: true }) : [],
      ...(d && d.seat === seat && !s.result && d.kind === 'choice' ? inchesOf(s) : {}),
      ...(undo ? { undo } : {}),
    };
  }

  /** Each connection gets one update per seat it holds, built for that seat alone. The seats'
   * views are made at once (`seatViews`): the parts seats see alike (the heroes' map and models)
   * are made once, and compared once with what was sent before (`PatchMemo`), where they were
   * shared too; so are the events as those seats see them (`seatsEvents`). Making the model
   * views for every seat and comparing each seat's was 12% of the server's samples under load,
   * 8% after (docs/performance.md). */
  #broadcast(cause: UpdateMessage['cause'], events: readonly GameEvent[], undo?: UpdateMessage['undo']): void {
    const seats = new Set<Seat>();
    for (const client of this.clients) for (const seat of this.#seats.get(client.sessionId) ?? []) seats.add(seat);
    const listed = [...seats];
    const s = this.#session.state;
    const views = seatViews(s, listed) as View[];
    const told = seatsEvents(s, events, listed);
    const bySeat = new Map<Seat, UpdateMessage>();
    listed.forEach((seat, i) => bySeat.set(seat, this.#update(seat, cause, events, undo, { view: views[i]!, events: told[i]! })));
    const memo: PatchMemo = new Map();
    for (const client of this.clients) {
      const canUndo = this.#canUndo(client);
      for (const seat of this.#seats.get(client.sessionId) ?? []) this.#sendUpdate(client, bySeat.get(seat)!, canUndo, memo);
    }
  }

  /** Sends an update whose view is a patch on the view this connection was sent of the seat last
   * (whole on a join, or the first time): a step changes little of a view, and encoding and
   * writing whole views was most of an answer's cost under load (docs/performance.md). */
  #sendUpdate(client: Client, u: UpdateMessage, canUndo: boolean, memo?: PatchMemo): void {
    let sent = this.#sentViews.get(client.sessionId);
    if (!sent) this.#sentViews.set(client.sessionId, (sent = new Map()));
    const prev = u.cause === 'join' ? undefined : sent.get(u.seat);
    sent.set(u.seat, u.view);
    if (!prev) return this.#send(client, S.update, { ...u, canUndo });
    const { view, same } = patchView(prev, u.view, memo);
    // On the wire the view is a patch; the client's connection makes it whole (UpdateMessage.same).
    this.#send(client, S.update, { ...u, view: view as View, same, canUndo });
  }

  /** The seat's log made again from the stored answers, each step's events as the seat saw them
   * then (the live game keeps only its latest steps' events). */
  #sendLog(client: Client, seat: Seat): void {
    const s = this.#session.state;
    const { entries } = seatLog(this.#session.stored, s.ctx.content, seat);
    this.#send(client, S.log, { seat, entries });
  }

  /** Odds only for an attack the seat may make now: its legal answers name nothing its view hides,
   * and the odds are computed against what the seat sees (a disguised monster as its disguise),
   * so the reply leaks no hidden identity (DEC-17, AHQ-C51). */
  #sendOdds(client: Client, q: OddsRequest): void {
    const s = this.#session.state;
    if (q.option !== undefined) {
      // An option of the seat's own pending choice: the engine refuses any other.
      const o = optionOdds(s, q.seat, q.option);
      if (!o || o.attacker !== q.attacker || o.target !== q.target) return this.#sendError(client, { code: P.malformed, message: 'odds are given only for an option of this seat\'s pending choice that attacks', about: C.odds });
      const hit = Math.max(0, ...o.weapons.map((w) => w.hit));
      return this.#send(client, S.odds, { ...q, step: this.#session.step, odds: { hit, dealt: o.wounds, received: [1], kill: o.wipe, knockOut: 0, attackerDown: 0, friendlyFire: 0 }, preview: o });
    }
    const legal = legalAnswers(s, q.seat).some((a) => a.kind === q.kind && a.model === q.attacker && a.target === q.target
      && (a.kind !== 'shoot' || q.weapon === undefined || a.weapon === undefined || a.weapon === q.weapon));
    if (!legal) return this.#sendError(client, { code: P.malformed, message: 'odds are given only for an attack this seat may make now', about: C.odds });
    const seen = new Map(view(s, q.seat).models.map((mv) => [mv.id, mv]));
    const odds = oddsAsker(s, seen).odds(q.attacker, q.target, q.kind === 'shoot' ? q.weapon : undefined);
    if (!odds) return this.#sendError(client, { code: P.malformed, message: 'no odds for that attack', about: C.odds });
    this.#send(client, S.odds, { ...q, step: this.#session.step, odds });
  }

  #sendError(client: Client, error: ErrorMessage): void {
    this.#send(client, S.error, error);
  }

  #send<K extends keyof ServerMessages>(client: Client, type: K, message: ServerMessages[K]): void {
    client.send(type, message);
  }

  #armIdle(): void {
    this.#disarmIdle();
    if (this.deps.idleSeconds <= 0) return;
    this.#idle = setTimeout(() => {
      if (this.clients.length > 0) return;
      // A seat reserved by matchmaking is someone on their way in (their socket follows the
      // reservation): unloading now would refuse them "seat reservation expired". Wait again.
      if (this.#reservations() > 0) return this.#armIdle();
      void this.#queue.then(() => this.disconnect());
    }, this.deps.idleSeconds * 1000);
    this.#idle.unref();
  }

  /** Seats matchmaking has reserved whose connection has not come yet. Colyseus keeps them in a
   * field its types mark private, with no accessor for the count. */
  #reservations(): number {
    const reserved = (this as unknown as { _reservedSeats?: Record<string, [unknown, unknown, boolean, boolean]> })._reservedSeats ?? {};
    // A reservation is consumed (its third item) once its connection joins.
    return Object.values(reserved).filter((r) => !r[2]).length;
  }

  #disarmIdle(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
  }
}

/** Who may join, checked before any room is found or made: Colyseus calls a room type's static
 * onAuth in its HTTP matchmaking (join, joinOrCreate, create, joinById), ahead of loading a
 * stored game, so no stored game is loaded for a caller without a token of that very game. The
 * server's own loading (boot, a new game) does not pass through here. Errors are HTTP statuses
 * with the code leading the message, as matchmaking carries them. */
export async function authoriseJoin(store: RoomDeps['store'], options: unknown): Promise<{ seat: Seat }> {
  const o = readJoinOptions(options);
  if (!o.ok) throw refuseCreate(o.error.code as ProtocolErrorCode, o.error.code === P.unknownGame ? 404 : 403, o.error.message);
  const found = await store.seatForToken(hashToken(o.value.token));
  if (found && found.gameId === o.value.gameId) return { seat: found.seat };
  // Only to the holder of a real token (of another game) is it said that a game does not exist.
  if (found && !(await store.loadGame(o.value.gameId))) throw refuseCreate(P.unknownGame, 404, `no game ${o.value.gameId}`);
  throw refuseCreate(P.badToken, 403, 'this token opens no seat of this game');
}

/** The room type with this server's dependencies bound in (no module-level state). */
export function defineGameRoom(deps: RoomDeps) {
  class BoundGameRoom extends GameRoom {
    override deps = deps;
    static override async onAuth(_token: string, options: unknown): Promise<{ seat: Seat }> {
      return authoriseJoin(deps.store, options);
    }
  }
  return defineRoom(BoundGameRoom).filterBy(['gameId']);
}

/** The longest a run of AI answers holds its updates before writing them out (`#playAi`). */
const MAX_CORKED_MS = 100;

/** A connection's socket, as far as a run of AI answers corks it (`#cork`). */
interface Corkable {
  cork(): void;
  uncork(): void;
  readonly destroyed: boolean;
}

/** The inches of a choice's move options, when it has any. */
function inchesOf(s: Parameters<typeof optionInches>[0]): { inches?: Record<string, number> } {
  const inches = optionInches(s);
  return Object.keys(inches).length > 0 ? { inches } : {};
}
