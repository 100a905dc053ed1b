// Several server processes behind one address (REDIS_URL): Colyseus' Redis presence and driver
// share the room listing and matchmaking, so a client may ask any process and is sent to the one
// that holds its game. What Colyseus does not give is "one room per game across processes": a
// room's id is its game id, but two processes may both load a game (both reload unfinished games
// at boot, or race on a join). A short-lived claim in the shared presence settles who holds it.
import { createServer } from 'node:net';
import type { matchMaker, Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { RedisDriver } from '@colyseus/redis-driver';

export interface ScaleOut {
  presence: Presence;
  driver: matchMaker.MatchMakerDriver;
}

export interface ScaleOutEnv {
  REDIS_URL?: string | undefined;
}

/** The Redis presence and driver when REDIS_URL is set; null for a single process. */
export function scaleOutFromEnv(env: ScaleOutEnv = process.env): ScaleOut | null {
  if (!env.REDIS_URL) return null;
  return { presence: new RedisPresence(env.REDIS_URL), driver: new RedisDriver(env.REDIS_URL) };
}

/** Which process holds which game, across processes. */
export interface GameClaims {
  /** True if this process now holds the game; false if another one does. */
  claim(gameId: string): Promise<boolean>;
  /** Keeps a claim alive; called while the room lives. */
  refresh(gameId: string): Promise<void>;
  release(gameId: string): Promise<void>;
  /** How often `refresh` must run. */
  refreshMs: number;
}

/** A claim expires unless refreshed, so a process killed with SIGKILL frees its games within
 * `ttlSeconds` without anyone cleaning up after it. */
export function presenceClaims(presence: Presence, ttlSeconds = 30): GameClaims {
  const key = (id: string) => `delve:game:${id}`;
  return {
    refreshMs: Math.floor((ttlSeconds * 1000) / 3),
    // HINCRBY is atomic: only the first claimer reads 1; later ones read more and back off.
    claim: async (id) => (await presence.hincrbyex(key(id), 'claims', 1, ttlSeconds)) === 1,
    refresh: async (id) => {
      await presence.expire(key(id), ttlSeconds);
    },
    release: async (id) => {
      await presence.del(key(id));
    },
  };
}

/** A free loopback port. Scale-out needs the port before Colyseus starts (its public address is
 * fixed at construction), so port 0 cannot be left to listen(). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
