// `node packages/server/src/main.ts`: the Delve server on http://localhost:PORT (default 2567),
// storage from DATABASE_URL or DELVE_DATA, the web client from packages/web/dist if built.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startServer } from './server.ts';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '127.0.0.1';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const server = await startServer({
  port, host,
  staticDir: existsSync(webDist) ? webDist : null,
  aiDelayMs: Number(process.env.DELVE_AI_DELAY_MS ?? 0),
});
process.stdout.write(`Delve server on http://localhost:${server.port} (${server.store.kind}; ${server.reloaded} unfinished game${server.reloaded === 1 ? '' : 's'} reloaded)\n`);

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
