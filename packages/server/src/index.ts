// @delve/server: multiplayer rooms, seats and storage around the engine.
export { startServer, type DelveServer, type ServerOptions } from './server.ts';
export { GameSession } from './game-session.ts';
export { GameRoom } from './game-room.ts';
export { openStore } from './storage/open-store.ts';
export { SqliteStore } from './storage/sqlite-store.ts';
export { PostgresStore } from './storage/postgres-store.ts';
export type { GameStore, GameRecord, StoredGame } from './storage/store.ts';
export { cachedContentSource, CONTENT_CACHE_SIZE, SERVED_PACKS, type ContentSource } from './content-source.ts';
export { defaultAiPlayer, type AiPlayer } from './ai-player.ts';
