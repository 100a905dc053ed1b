// Campaigns in PostgreSQL (DATABASE_URL), beside the games: the same tables as SQLite. An append
// locks the campaign's row, so two processes never store two steps at one number.
import type pg from 'pg';
import { openPgPool, pgTx } from '../storage/connect.ts';
import type { AnyStep } from './store.ts';
import { CAMPAIGN_SCHEMA, CampaignConflictError, type CampaignRecord, type CampaignStore, type StoredCampaign } from './store.ts';


export class PostgresCampaigns implements CampaignStore {
  #pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Connects and creates the tables if they are missing. `schema` isolates tests. */
  static async open(url: string, schema?: string): Promise<PostgresCampaigns> {
    return new PostgresCampaigns(await openPgPool(url, { schema, max: 4, lock: 7243, setup: async (c) => void (await c.query(CAMPAIGN_SCHEMA)) }));
  }

  #tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return pgTx(this.#pool, fn);
  }

  async create(r: CampaignRecord): Promise<void> {
    await this.#tx(async (c) => {
      await c.query('INSERT INTO campaigns (id, header, created_at) VALUES ($1, $2, $3)', [r.id, JSON.stringify(r.header), r.createdAt]);
      for (const m of r.members) await c.query('INSERT INTO campaign_members (campaign_id, seat, token_hash) VALUES ($1, $2, $3)', [r.id, m.seat, m.tokenHash]);
    });
  }

  async load(id: string): Promise<StoredCampaign | null> {
    const row = (await this.#pool.query('SELECT header, created_at FROM campaigns WHERE id = $1', [id])).rows[0] as { header: string; created_at: string } | undefined;
    if (!row) return null;
    const members = ((await this.#pool.query('SELECT seat, token_hash FROM campaign_members WHERE campaign_id = $1 ORDER BY seat', [id])).rows as { seat: string; token_hash: string }[])
      .map((m) => ({ seat: m.seat, tokenHash: m.token_hash }));
    const rows = (await this.#pool.query('SELECT n, step, game_id FROM campaign_steps WHERE campaign_id = $1 ORDER BY n', [id])).rows as { n: number; step: string; game_id: string | null }[];
    const games: Record<number, string> = {};
    for (const r of rows) if (r.game_id) games[r.n] = r.game_id;
    return { record: { id, header: JSON.parse(row.header), members, createdAt: row.created_at }, steps: rows.map((r) => JSON.parse(r.step) as AnyStep), games };
  }

  async append(id: string, n: number, step: AnyStep, gameId?: string): Promise<void> {
    await this.#tx(async (c) => {
      const at = (await c.query('SELECT steps FROM campaigns WHERE id = $1 FOR UPDATE', [id])).rows[0] as { steps: number } | undefined;
      if (!at || at.steps !== n) throw new CampaignConflictError(`campaign ${id} holds ${at?.steps ?? 'no'} steps, not ${n}`);
      await c.query('INSERT INTO campaign_steps (campaign_id, n, step, game_id) VALUES ($1, $2, $3, $4)', [id, n, JSON.stringify(step), gameId ?? null]);
      await c.query('UPDATE campaigns SET steps = steps + 1 WHERE id = $1', [id]);
    });
  }

  async memberForToken(tokenHash: string): Promise<{ campaignId: string; seat: string } | null> {
    const r = (await this.#pool.query('SELECT campaign_id, seat FROM campaign_members WHERE token_hash = $1', [tokenHash])).rows[0] as { campaign_id: string; seat: string } | undefined;
    return r ? { campaignId: r.campaign_id, seat: r.seat } : null;
  }

  async campaignOfGame(gameId: string): Promise<string | null> {
    const r = (await this.#pool.query('SELECT campaign_id FROM campaign_steps WHERE game_id = $1', [gameId])).rows[0] as { campaign_id: string } | undefined;
    return r?.campaign_id ?? null;
  }

  async listAway(): Promise<{ campaignId: string; gameId: string }[]> {
    const rows = (await this.#pool.query(`SELECT s.campaign_id, s.game_id FROM campaign_steps s JOIN campaigns c ON c.id = s.campaign_id
      WHERE s.n = c.steps - 1 AND s.game_id IS NOT NULL`)).rows as { campaign_id: string; game_id: string }[];
    return rows.map((r) => ({ campaignId: r.campaign_id, gameId: r.game_id }));
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
