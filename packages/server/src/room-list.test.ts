// The list of rooms found by game answers every search as Colyseus' own list does, and follows
// the rooms that come and go.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalDriver, type IRoomCache } from '@colyseus/core';
import { GameRoomList } from './room-list.ts';

function room(roomId: string, gameId: string, o: Partial<IRoomCache> = {}): IRoomCache {
  // Colyseus lists the options a room type filters by in its metadata.
  return { name: 'game', roomId, processId: 'p', clients: 0, maxClients: Infinity, locked: false, private: false, createdAt: new Date(0), unlisted: false, ...o, metadata: { gameId, ...o.metadata } } as IRoomCache;
}

test("a search by game or by room finds what Colyseus' own list finds, as rooms come, lock and go", async () => {
  const ours = new GameRoomList();
  const theirs = new LocalDriver();
  const rooms = Array.from({ length: 40 }, (_, i) => room(`r${i}`, `g${i % 30}`, { locked: i % 7 === 0, private: i % 11 === 0, ...(i % 5 === 0 ? { metadata: { tag: 'x' } } : {}) }));
  for (const [i, r] of rooms.entries()) {
    // Colyseus lists a room either way (insert at creation, persist when it changes).
    if (i % 2 === 0) {
      await ours.insert(r);
      await theirs.insert({ ...r });
    } else {
      ours.persist(r, true);
      theirs.persist({ ...r }, true);
    }
  }
  const searches = (): Partial<IRoomCache>[] => [
    ...Array.from({ length: 32 }, (_, g) => ({ locked: false, name: 'game', private: false, gameId: `g${g}` }) as Partial<IRoomCache>),
    ...Array.from({ length: 42 }, (_, i) => ({ roomId: `r${i}` })),
    { gameId: 'g5', tag: 'x' } as Partial<IRoomCache>,
    { gameId: 'g5', tag: 'y' } as Partial<IRoomCache>,
    { locked: true, name: 'game' },
  ];
  const same = async (when: string) => {
    for (const c of searches()) {
      const a = await ours.findOne(c, {});
      const b = await theirs.findOne(c, {});
      assert.equal(a?.roomId, b?.roomId, `${when}: ${JSON.stringify(c)}`);
    }
  };
  await same('listed');
  // Rooms lock, unlock and go.
  for (const r of rooms.slice(0, 12)) {
    const locked = !r.locked;
    ours.update(r, { $set: { locked } });
    theirs.update(theirs.rooms.find((x) => x.roomId === r.roomId)!, { $set: { locked } });
  }
  for (const id of ['r3', 'r4', 'r33', 'nobody']) assert.equal(ours.remove(id), theirs.remove(id), id);
  await same('after changes');
  assert.equal(await ours.findOne({ gameId: 'g3' } as Partial<IRoomCache>), undefined, 'r3 was the only room of g3 that was not gone');
  ours.clear();
  assert.equal(await ours.findOne({ roomId: 'r1' }), undefined);
});
