// What the server keeps of a campaign (docs/campaign.md): its header, its members (each bound to
// a token, as seats are), and its ordered steps, each `depart` with the game it started. Like a
// game's answers, a step is stored at its number or not at all: two members acting at once get
// one step in and the other a conflict, never both, never a step lost.
import path from 'node:path';
import type { AofCampaignHeader, AofCampaignStep, CampaignHeader, CampaignStep, Seat } from '@delve/engine';

/** A campaign of any ruleset: the crawls' (ahq, guilds) or aof-quest's. */
export type AnyHeader = CampaignHeader | AofCampaignHeader;
export type AnyStep = CampaignStep | AofCampaignStep;

export interface CampaignMember {
  /** The hero seat the member plays (p1, p2, …). */
  seat: Seat;
  /** SHA-256 of the member's token; the token itself is never stored. */
  tokenHash: string;
}

export interface CampaignRecord {
  id: string;
  header: AnyHeader;
  members: CampaignMember[];
  createdAt: string;
}

export interface StoredCampaign {
  record: CampaignRecord;
  steps: AnyStep[];
  /** The game each `depart` step started, by the step's number. */
  games: Record<number, string>;
}

/** The campaigns' tables, the same in SQLite and PostgreSQL (steps kept as the JSON text played). */
export const CAMPAIGN_SCHEMA = `
CREATE TABLE IF NOT EXISTS campaigns (id TEXT PRIMARY KEY, header TEXT NOT NULL, created_at TEXT NOT NULL, steps INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS campaign_members (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id), seat TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE,
  PRIMARY KEY (campaign_id, seat)
);
CREATE TABLE IF NOT EXISTS campaign_steps (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id), n INTEGER NOT NULL, step TEXT NOT NULL, game_id TEXT,
  PRIMARY KEY (campaign_id, n)
);
CREATE INDEX IF NOT EXISTS campaign_steps_game ON campaign_steps(game_id);
`;

/** Thrown when a step is not stored at the number it was played for. */
export class CampaignConflictError extends Error {
  override name = 'CampaignConflictError';
}

export interface CampaignStore {
  create(record: CampaignRecord): Promise<void>;
  load(id: string): Promise<StoredCampaign | null>;
  /** Stores `step` as step number `n`, with the game a `depart` started; refuses unless exactly
   * `n` steps are stored. */
  append(id: string, n: number, step: AnyStep, gameId?: string): Promise<void>;
  memberForToken(tokenHash: string): Promise<{ campaignId: string; seat: Seat } | null>;
  /** The campaign a game was an expedition of. */
  campaignOfGame(gameId: string): Promise<string | null>;
  /** Campaigns whose last step is a `depart`: their party is away, in that game. */
  listAway(): Promise<{ campaignId: string; gameId: string }[]>;
  close(): Promise<void>;
}

export interface CampaignStoreEnv {
  DATABASE_URL?: string | undefined;
  DELVE_DATA?: string | undefined;
}

/** The same backend as the games': PostgreSQL with DATABASE_URL, else SQLite under DELVE_DATA. */
export async function openCampaignStore(env: CampaignStoreEnv = process.env): Promise<CampaignStore> {
  if (env.DATABASE_URL) return (await import('./postgres.ts')).PostgresCampaigns.open(env.DATABASE_URL);
  return new (await import('./sqlite.ts')).SqliteCampaigns(path.join(env.DELVE_DATA ?? './data', 'delve.sqlite'));
}
