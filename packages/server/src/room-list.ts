// The rooms of one process, as Colyseus' matchmaking lists them, found by their game. Colyseus'
// own list (`LocalDriver`) answers each join by copying and filtering every room it holds: at
// 1,000 games that was 3 % of the server's main thread in a load-test profile, growing with the
// games (docs/performance.md). Every join names its game (`filterBy(['gameId'])`), and a game has
// one room: this list keeps each room under its game (its metadata's `gameId`) and its id too,
// and searches those alone. Scale-out (REDIS_URL) brings Colyseus' Redis driver instead.
import { LocalDriver, type IRoomCache, type SortOptions } from '@colyseus/core';

/** Whether `room` meets every condition, as Colyseus' own search reads one: a field of the room
 * itself, else of its metadata, equal to the condition's value. */
function meets(room: IRoomCache, conditions: Partial<IRoomCache>): boolean {
  for (const [field, value] of Object.entries(conditions)) {
    if (Object.hasOwn(room, field)) {
      if ((room as unknown as Record<string, unknown>)[field] !== value) return false;
    } else if (room.metadata && Object.hasOwn(room.metadata, field)) {
      if (room.metadata[field] !== value) return false;
    } else return false;
  }
  return true;
}

/** A room's game, where Colyseus lists it: in the metadata, from the options its filter names. */
const gameOf = (room: IRoomCache): unknown => (room.metadata as { gameId?: unknown } | undefined)?.gameId;

export class GameRoomList extends LocalDriver {
  #byId = new Map<string, IRoomCache>();
  #byGame = new Map<string, Set<IRoomCache>>();

  #add(room: IRoomCache): void {
    this.#byId.set(room.roomId, room);
    const game = gameOf(room);
    if (typeof game !== 'string') return;
    let rooms = this.#byGame.get(game);
    if (!rooms) this.#byGame.set(game, (rooms = new Set()));
    rooms.add(room);
  }

  override async insert(room: IRoomCache): Promise<boolean> {
    const added = await super.insert(room);
    if (added) this.#add(room);
    return added;
  }

  override persist(room: IRoomCache, create = false): boolean {
    const added = super.persist(room, create);
    if (added) this.#add(room);
    return added;
  }

  override remove(roomId: string): boolean {
    const room = this.#byId.get(roomId);
    if (room) {
      this.#byId.delete(roomId);
      const game = gameOf(room);
      const rooms = typeof game === 'string' ? this.#byGame.get(game) : undefined;
      rooms?.delete(room);
      if (rooms?.size === 0) this.#byGame.delete(game as string);
    }
    return super.remove(roomId);
  }

  override clear(): void {
    this.#byId.clear();
    this.#byGame.clear();
    super.clear();
  }

  /** A search that names a room or a game reads that room or the game's rooms; any other, or one
   * that sorts, is Colyseus' own. */
  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const sorted = sortOptions !== undefined && Object.keys(sortOptions).length > 0;
    const game = (conditions as { gameId?: unknown }).gameId;
    let among: Iterable<IRoomCache> | null = null;
    if (typeof conditions.roomId === 'string') {
      const room = this.#byId.get(conditions.roomId);
      among = room ? [room] : [];
    } else if (typeof game === 'string') among = this.#byGame.get(game) ?? [];
    if (among === null || sorted) return super.findOne(conditions, sortOptions);
    for (const room of among) if (meets(room, conditions)) return Promise.resolve(room);
    return Promise.resolve(undefined as unknown as IRoomCache);
  }
}
