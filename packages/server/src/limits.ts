// Quotas per client: token buckets keyed by address (HTTP API, game creation, room joins) or by
// connection (room messages). A bucket holds up to `burst` tokens and refills `perSecond` a
// second; each request takes one. No dependency: a bucket is two numbers.
import type { IncomingMessage } from 'node:http';

export interface RateLimits {
  /** Requests to /api/… per address per minute (bursts up to this many at once). */
  apiPerMinute: number;
  /** Games created (POST /api/games) per address per minute. */
  createsPerMinute: number;
  /** Room joins and reconnections (Colyseus' /matchmake/…) per address per minute. */
  joinsPerMinute: number;
  /** Messages a connection may send per second on average, per seat it holds; answers the
   * engine accepts are not counted (the game itself paces them). Bursts up to ten seconds' worth. */
  messagesPerSecond: number;
  /** Chat lines a connection may say per minute, in bursts of a fifth of that; past it a line is
   * refused with the wait (the connection stays). */
  chatPerMinute: number;
}

/** The defaults, each overridable by its environment variable (DELVE_API_PER_MINUTE, …). */
export const DEFAULT_LIMITS: Readonly<RateLimits> = {
  apiPerMinute: 600,
  createsPerMinute: 20,
  joinsPerMinute: 120,
  messagesPerSecond: 20,
  chatPerMinute: 30,
};

export const LIMIT_ENV: Readonly<Record<keyof RateLimits, string>> = {
  apiPerMinute: 'DELVE_API_PER_MINUTE',
  createsPerMinute: 'DELVE_CREATES_PER_MINUTE',
  joinsPerMinute: 'DELVE_JOINS_PER_MINUTE',
  messagesPerSecond: 'DELVE_MESSAGES_PER_SECOND',
  chatPerMinute: 'DELVE_CHAT_PER_MINUTE',
};

/** Limits from the environment, each a positive number; a bad value stops the server with a
 * one-line reason rather than running unlimited. */
export function limitsFromEnv(env: Record<string, string | undefined>): Partial<RateLimits> {
  const out: Partial<RateLimits> = {};
  for (const [k, name] of Object.entries(LIMIT_ENV) as [keyof RateLimits, string][]) {
    const v = env[name];
    if (v === undefined || v === '') continue;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not '${v}'`);
    out[k] = n;
  }
  return out;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBuckets {
  readonly perSecond: number;
  readonly burst: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  /** In order of last use: the first is the one left alone longest. */
  readonly #buckets = new Map<string, Bucket>();

  constructor(perSecond: number, burst: number, o: { maxKeys?: number; now?: () => number } = {}) {
    this.perSecond = perSecond;
    this.burst = Math.max(1, burst);
    this.#maxKeys = o.maxKeys ?? 50_000;
    this.#now = o.now ?? (() => performance.now() / 1000);
  }

  /** N per minute, in bursts of up to N. */
  static perMinute(n: number, o: { maxKeys?: number; now?: () => number } = {}): TokenBuckets {
    return new TokenBuckets(n / 60, n, o);
  }

  /** Takes `cost` tokens from `key`'s bucket: 0 if they were there, otherwise the seconds until
   * they will be (nothing taken). */
  take(key: string, cost = 1): number {
    const now = this.#now();
    let b = this.#buckets.get(key);
    if (b) {
      this.#buckets.delete(key);
      b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.perSecond);
      b.at = now;
    } else {
      b = { tokens: this.burst, at: now };
      // A full bucket is no different from no bucket: the one left alone longest goes first.
      if (this.#buckets.size >= this.#maxKeys) this.#buckets.delete(this.#buckets.keys().next().value!);
    }
    this.#buckets.set(key, b);
    if (b.tokens >= cost) {
      b.tokens -= cost;
      return 0;
    }
    return (cost - b.tokens) / this.perSecond;
  }

  /** Gives back tokens taken for work that turned out to cost nothing. */
  refund(key: string, cost = 1): void {
    const b = this.#buckets.get(key);
    if (b) b.tokens = Math.min(this.burst, b.tokens + cost);
  }

  get size(): number {
    return this.#buckets.size;
  }
}

/** Who sent a request: the connection's address, or with `trustProxy` the address the proxy in
 * front saw (the last one it appended to X-Forwarded-For). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = req.headers['x-forwarded-for'];
    const last = (Array.isArray(fwd) ? fwd.join(',') : (fwd ?? '')).split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
