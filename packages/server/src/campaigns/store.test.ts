// The campaigns' store, one contract for every backend: SQLite always, PostgreSQL when
// DATABASE_URL is set (docs/campaign.md, CMP-A03: a step stored at its number or not at all).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CampaignHeader } from '@delve/engine';
import { CampaignConflictError, type CampaignStore } from './store.ts';
import { SqliteCampaigns } from './sqlite.ts';
import { PostgresCampaigns } from './postgres.ts';

const header: CampaignHeader = { ruleset: 'ahq', packs: ['ahq-core'], campaign: 'the-orc-warrens', seed: 'secret', heroes: [{ type: 'elf', seat: 'p1' }] };

function contract(name: string, open: () => Promise<CampaignStore>) {
  describe(`${name} campaign store`, () => {
    test('CMP-A03 steps are stored at their number or not at all; members by token; the party away and its game', async () => {
      const store = await open();
      try {
        await store.create({ id: 'c1', header, members: [{ seat: 'p1', tokenHash: 'h-c1-p1' }], createdAt: '2026-01-01T00:00:00Z' });
        await store.append('c1', 0, { kind: 'buy', hero: 'elf', item: 'dagger' });
        await assert.rejects(store.append('c1', 0, { kind: 'buy', hero: 'elf', item: 'club' }), CampaignConflictError);
        await assert.rejects(store.append('c1', 5, { kind: 'depart', seed: 1 }), CampaignConflictError);
        assert.deepEqual(await store.listAway(), []);
        await store.append('c1', 1, { kind: 'depart', seed: 'x' }, 'g1');
        const c = (await store.load('c1'))!;
        assert.deepEqual(c.record.header, header);
        assert.deepEqual(c.steps.map((s) => s.kind), ['buy', 'depart']);
        assert.deepEqual(c.games, { 1: 'g1' });
        assert.deepEqual(await store.memberForToken('h-c1-p1'), { campaignId: 'c1', seat: 'p1' });
        assert.equal(await store.memberForToken('forged'), null);
        assert.equal(await store.campaignOfGame('g1'), 'c1');
        assert.deepEqual(await store.listAway(), [{ campaignId: 'c1', gameId: 'g1' }]);
        assert.equal(await store.load('nope'), null);
      } finally {
        await store.close();
      }
    });
  });
}

contract('sqlite', async () => new SqliteCampaigns(':memory:'));
const url = process.env.DATABASE_URL;
describe('postgres campaigns', { skip: url ? false : 'DATABASE_URL is not set' }, () => {
  contract('postgres', () => PostgresCampaigns.open(url!, `delve_campaigns_${process.pid}_${Date.now()}`));
});
