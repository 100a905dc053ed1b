// Picks the backend from the environment: PostgreSQL when DATABASE_URL is set, otherwise a
// SQLite file under DELVE_DATA (default ./data).
import path from 'node:path';
import type { GameStore } from './store.ts';
import { SqliteStore } from './sqlite-store.ts';
import { PostgresStore } from './postgres-store.ts';

export interface StoreEnv {
  DATABASE_URL?: string | undefined;
  DELVE_DATA?: string | undefined;
}

export async function openStore(env: StoreEnv = process.env): Promise<GameStore> {
  if (env.DATABASE_URL) return PostgresStore.open(env.DATABASE_URL);
  return new SqliteStore(path.join(env.DELVE_DATA ?? './data', 'delve.sqlite'));
}
