import { test } from 'node:test';
import assert from 'node:assert/strict';
import { missionBriefing } from './briefing.ts';
import type { AofMissionDef, AofTerrainPiece } from './content-types.ts';

const pieces: AofTerrainPiece[] = Array.from({ length: 20 }, (_, i) => ({ kind: 'cover', at: [2 * i + 2, 20], size: [1, 1], height: 0 }));
pieces.push({ kind: 'gap', at: [10, 30], size: [6, 1], height: -6 }, { kind: 'open', at: [30, 30], size: [4, 4], height: 3 });

/** A mission with every kind of secret: a trap, an item and an ambush in tokens, an Ambush unit
 * in the first wave, and a wave that comes later. */
const mission: AofMissionDef = {
  id: 'secrets', name: { en: 'Secrets', it: 'Segreti' }, briefing: { en: 'Go.', it: 'Via.' }, type: 'slay-villain',
  battlefield: { size: 48, terrain: pieces },
  zones: [{ id: 'south', at: [4, 44], size: [40, 4] }, { id: 'north', at: [4, 0], size: [40, 4] }, { id: 'west', at: [0, 10], size: [4, 20] }],
  heroZone: 'south',
  aiGoals: [{ id: 'altar', at: [24, 12] }],
  waves: [
    { id: 'first', round: 1, zone: 'north', units: [{ id: 'boss', unit: 'orc-warlord' }, { unit: 'orc-warriors', count: 2 }, { unit: 'goblin-stalkers', ambush: true }] },
    { id: 'second', round: 3, zone: 'west', units: [{ unit: 'wolf-riders', count: 2 }] },
  ],
  searchTokens: [
    { id: 'a', at: [10, 10], contents: { kind: 'trap', trap: 'spring-blade' } },
    { id: 'b', at: [20, 10], contents: { kind: 'item', item: 'rune-blade' } },
    { id: 'c', at: [30, 10], contents: { kind: 'ambush', units: [{ unit: 'cave-troll' }] } },
  ],
  objectives: [{ id: 'slay', name: { en: 'Slay him', it: 'Uccidetelo' }, kind: 'slay', unit: 'boss', xp: 4 }],
  victory: [{ kind: 'objectives', objectives: ['slay'] }],
  defeat: [{ kind: 'heroes-down' }, { kind: 'round-limit' }],
  rounds: 8,
};

test('DEC-27 DEC-17 the briefing of a hero has token markers without their contents, and no wave to come or Ambush set aside', () => {
  const b = missionBriefing(mission);
  const text = JSON.stringify(b);
  for (const secret of ['spring-blade', 'rune-blade', 'cave-troll', 'contents', 'goblin-stalkers', 'wolf-riders', 'second', 'ambush']) {
    assert.ok(!text.includes(secret), `the briefing gives away '${secret}'`);
  }
  assert.deepEqual(b.tokens, [{ id: 'a', at: [10, 10] }, { id: 'b', at: [20, 10] }, { id: 'c', at: [30, 10] }]);
  assert.deepEqual(b.deployed, [{ zone: 'north', units: [{ unit: 'orc-warlord', count: 1 }, { unit: 'orc-warriors', count: 2 }] }]);
  // What the heroes may know is all there: the ground with its heights, zones, goals, the rest.
  assert.equal(b.battlefield.heights[30 * 48 + 10], -6);
  assert.equal(b.battlefield.heights[31 * 48 + 31], 3);
  assert.equal(b.pieces, 22);
  assert.deepEqual(b.zones.map((z) => z.id), ['south', 'north', 'west']);
  assert.deepEqual([b.heroZone, b.rounds, b.scale], ['south', 8, 1]);
  assert.equal(b.objectives[0]!.id, 'slay');
  // The mission itself is left as it was.
  assert.equal(mission.searchTokens![0]!.contents.kind, 'trap');
});

test('DEC-27 a mission whose first wave comes after round 1 starts with no enemy on the field', () => {
  const later: AofMissionDef = { ...mission, waves: mission.waves.map((w) => ({ ...w, round: w.round + 1 })) };
  assert.deepEqual(missionBriefing(later).deployed, []);
});
