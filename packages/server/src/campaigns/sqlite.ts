// Campaigns in SQLite, beside the games (the same file, its own tables and connection).
import type { DatabaseSync } from 'node:sqlite';
import { openSqlite } from '../storage/connect.ts';
import type { AnyStep } from './store.ts';
import { CAMPAIGN_SCHEMA, CampaignConflictError, type CampaignRecord, type CampaignStore, type StoredCampaign } from './store.ts';


export class SqliteCampaigns implements CampaignStore {
  #db: DatabaseSync;

  constructor(file: string) {
    this.#db = openSqlite(file);
    this.#db.exec(CAMPAIGN_SCHEMA);
  }

  async create(r: CampaignRecord): Promise<void> {
    this.#db.exec('BEGIN');
    try {
      this.#db.prepare('INSERT INTO campaigns (id, header, created_at) VALUES (?, ?, ?)').run(r.id, JSON.stringify(r.header), r.createdAt);
      const m = this.#db.prepare('INSERT INTO campaign_members (campaign_id, seat, token_hash) VALUES (?, ?, ?)');
      for (const x of r.members) m.run(r.id, x.seat, x.tokenHash);
      this.#db.exec('COMMIT');
    } catch (e) {
      this.#db.exec('ROLLBACK');
      throw e;
    }
  }

  async load(id: string): Promise<StoredCampaign | null> {
    const row = this.#db.prepare('SELECT header, created_at FROM campaigns WHERE id = ?').get(id) as { header: string; created_at: string } | undefined;
    if (!row) return null;
    const members = (this.#db.prepare('SELECT seat, token_hash FROM campaign_members WHERE campaign_id = ? ORDER BY seat').all(id) as { seat: string; token_hash: string }[])
      .map((m) => ({ seat: m.seat, tokenHash: m.token_hash }));
    const rows = this.#db.prepare('SELECT n, step, game_id FROM campaign_steps WHERE campaign_id = ? ORDER BY n').all(id) as { n: number; step: string; game_id: string | null }[];
    const games: Record<number, string> = {};
    for (const r of rows) if (r.game_id) games[r.n] = r.game_id;
    return { record: { id, header: JSON.parse(row.header), members, createdAt: row.created_at }, steps: rows.map((r) => JSON.parse(r.step) as AnyStep), games };
  }

  async append(id: string, n: number, step: AnyStep, gameId?: string): Promise<void> {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const at = this.#db.prepare('SELECT steps FROM campaigns WHERE id = ?').get(id) as { steps: number } | undefined;
      if (!at || at.steps !== n) throw new CampaignConflictError(`campaign ${id} holds ${at?.steps ?? 'no'} steps, not ${n}`);
      this.#db.prepare('INSERT INTO campaign_steps (campaign_id, n, step, game_id) VALUES (?, ?, ?, ?)').run(id, n, JSON.stringify(step), gameId ?? null);
      this.#db.prepare('UPDATE campaigns SET steps = steps + 1 WHERE id = ?').run(id);
      this.#db.exec('COMMIT');
    } catch (e) {
      this.#db.exec('ROLLBACK');
      throw e;
    }
  }

  async memberForToken(tokenHash: string): Promise<{ campaignId: string; seat: string } | null> {
    const r = this.#db.prepare('SELECT campaign_id, seat FROM campaign_members WHERE token_hash = ?').get(tokenHash) as { campaign_id: string; seat: string } | undefined;
    return r ? { campaignId: r.campaign_id, seat: r.seat } : null;
  }

  async campaignOfGame(gameId: string): Promise<string | null> {
    const r = this.#db.prepare('SELECT campaign_id FROM campaign_steps WHERE game_id = ?').get(gameId) as { campaign_id: string } | undefined;
    return r?.campaign_id ?? null;
  }

  async listAway(): Promise<{ campaignId: string; gameId: string }[]> {
    const rows = this.#db.prepare(`SELECT s.campaign_id, s.game_id FROM campaign_steps s JOIN campaigns c ON c.id = s.campaign_id
      WHERE s.n = c.steps - 1 AND s.game_id IS NOT NULL`).all() as { campaign_id: string; game_id: string }[];
    return rows.map((r) => ({ campaignId: r.campaign_id, gameId: r.game_id }));
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
