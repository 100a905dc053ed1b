// `node packages/server/src/main.ts`: the Delve server on http://localhost:PORT (default 2567),
// storage from DATABASE_URL or DELVE_DATA, the web client from packages/web/dist if built.
// With REDIS_URL several such processes share games and matchmaking; PUBLIC_ADDRESS (host:port)
// is where clients reach this one, when that is not HOST:PORT. Invite links point at PUBLIC_URL,
// or at the address the creator reached the server by (behind a proxy, with TRUST_PROXY=1).
// Every variable is described in the README.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startServer } from './server.ts';
import { scaleOutFromEnv } from './scale-out.ts';
import { limitsFromEnv } from './limits.ts';

/** A one-line reason to stop, never a stack trace. */
function quit(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const port = Number(process.env.PORT || 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) quit(`PORT must be a port number (0 to 65535), not '${process.env.PORT}'`);
const host = process.env.HOST || '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL || undefined;
if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicUrl)) quit(`PUBLIC_URL must be an http:// or https:// address, such as https://delve.example.org, not '${publicUrl}'`);
const scaleOut = scaleOutFromEnv(process.env);
if (scaleOut && !process.env.DATABASE_URL) {
  // Each process would keep its own SQLite file (or share one unsafely): games would vanish
  // depending on which process a player reaches.
  quit('REDIS_URL is set but DATABASE_URL is not: processes that share games must share a PostgreSQL database');
}
let limits: ReturnType<typeof limitsFromEnv>;
try {
  limits = limitsFromEnv(process.env);
} catch (e) {
  quit((e as Error).message);
}
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const server = await startServer({
  port, host,
  staticDir: existsSync(webDist) ? webDist : null,
  aiDelayMs: Number(process.env.DELVE_AI_DELAY_MS ?? 0),
  // How long a game nobody is connected to stays loaded (the load test shortens it).
  ...(process.env.DELVE_IDLE_SECONDS ? { idleSeconds: Number(process.env.DELVE_IDLE_SECONDS) } : {}),
  ...(scaleOut ?? {}),
  limits,
  trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
  ...(process.env.PUBLIC_ADDRESS ? { publicAddress: process.env.PUBLIC_ADDRESS } : {}),
  ...(publicUrl ? { publicUrl } : {}),
}).catch((e: NodeJS.ErrnoException) => {
  if (e.code === 'EADDRINUSE') quit(`port ${port} is in use on ${host}: set PORT=… to a free port (or stop what holds it)`);
  if (e.code === 'EACCES') quit(`port ${port} on ${host} needs privileges this process lacks: set PORT=… to a port above 1023`);
  if (e.code === 'EADDRNOTAVAIL') quit(`HOST=${host} is not an address of this machine`);
  throw e;
});
process.stdout.write(`Delve server on http://localhost:${server.port} (${server.store.kind}${scaleOut ? ', sharing games through Redis' : ''}; ${server.reloaded} unfinished game${server.reloaded === 1 ? '' : 's'} reloaded${server.setAside.length ? `, ${server.setAside.length} set aside (they no longer replay; see above)` : ''})\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: stopping\n`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
