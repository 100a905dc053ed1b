// Placement over many generated dungeons (and cramped playing areas, where the fallbacks work):
// sections never overlap, rooms share the wall of their door, passages run straight, one door
// per wall, secret doors only where they may be.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState, Section, Wall } from '../../types.ts';
import { questContent } from '../../testing/fixture-quest.ts';
import { generateDungeon } from './headless.ts';
import { tablesState } from './state.ts';
import { WALL_OF } from './geometry.ts';
import { wallCells } from '../../board.ts';

const dungeons: { name: string; s: GameState }[] = [];
for (const [width, seeds] of [[40, 40], [24, 20]] as const) {
  const content = questContent({ width, height: width });
  for (let seed = 1; seed <= seeds; seed++) dungeons.push({ name: `${width}×${width} seed ${seed}`, s: generateDungeon(content, { quest: 'test', seed, maxSections: 200 }).state });
}

const sectionsOf = (s: GameState) => s.map.sectionOrder.map((id) => s.map.sections[id]!);
const inside = (sec: Section, x: number, y: number) => x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
const cellXY = (s: GameState, c: number): [number, number] => [c % s.map.width, Math.floor(c / s.map.width)];

test('generated sections never overlap, and a room touches other floor only through its doors (AHQ-E25)', () => {
  for (const { name, s } of dungeons) {
    const owner = new Map<number, string>();
    for (const sec of sectionsOf(s)) {
      for (let y = sec.y; y < sec.y + sec.h; y++) {
        for (let x = sec.x; x < sec.x + sec.w; x++) {
          const c = y * s.map.width + x;
          assert.equal(owner.get(c), undefined, `${name}: ${sec.id} overlaps ${owner.get(c)} at ${x},${y}`);
          owner.set(c, sec.id);
        }
      }
    }
    for (const sec of sectionsOf(s).filter((x) => x.kind === 'room' && x.revealed)) {
      for (let y = sec.y - 1; y <= sec.y + sec.h; y++) {
        for (let x = sec.x - 1; x <= sec.x + sec.w; x++) {
          if (inside(sec, x, y)) continue;
          const t = s.map.tiles[y * s.map.width + x];
          assert.ok(t === '#' || t === 'D', `${name}: room ${sec.id} is open at ${x},${y} ('${t}')`);
        }
      }
    }
  }
});

test('AHQ-E25 every room shares a wall with the passage or room it was generated from', () => {
  let rooms = 0;
  for (const { name, s } of dungeons) {
    for (const r of tablesState(s).rooms) {
      rooms++;
      const room = s.map.sections[r.id]!;
      const from = s.map.sections[r.from]!;
      const [x, y] = cellXY(s, s.map.doors[r.door!]!.cells[0]!);
      const onWall = (sec: Section) => WALL_OF.some((w) => wallCells(sec, w).some(([a, b]) => a === x && b === y));
      assert.ok(onWall(room) && onWall(from), `${name}: the door of ${r.id} is on the walls of both ${r.id} and ${r.from}`);
    }
  }
  assert.ok(rooms > 50, `only ${rooms} rooms`);
});

test('AHQ-E24 passages run straight, section after section; AHQ-E26 those beyond rooms run alongside them', () => {
  let beyond = 0;
  for (const { name, s } of dungeons) {
    for (const p of tablesState(s).passages) {
      const pieces = p.pieces.map((id) => s.map.sections[id]!);
      for (let i = 1; i < pieces.length; i++) {
        const [a, b] = [pieces[i - 1]!, pieces[i]!];
        if (p.axis === 'y') assert.ok(a.x === b.x && a.w === b.w && (a.y + a.h === b.y || b.y + b.h === a.y), `${name}: ${b.id} follows ${a.id} straight on`);
        else assert.ok(a.y === b.y && a.h === b.h && (a.x + a.w === b.x || b.x + b.w === a.x), `${name}: ${b.id} follows ${a.id} straight on`);
      }
      if (!p.beyondRoom) continue;
      beyond++;
      assert.equal(p.ends.length, 2, `${name}: a passage beyond a room has two ends`);
      const room = s.map.sections[p.beyondRoom]!;
      // Its door is on a room wall parallel to the passage, between the room and one of its sections.
      const door = Object.values(s.map.doors).find((d) => {
        const [x, y] = cellXY(s, d.cells[0]!);
        return pieces.some((pc) => (p.axis === 'x' ? inside(pc, x, y + 1) || inside(pc, x, y - 1) : inside(pc, x + 1, y) || inside(pc, x - 1, y)))
          && (p.axis === 'x' ? (y === room.y - 1 || y === room.y + room.h) && x >= room.x && x < room.x + room.w : (x === room.x - 1 || x === room.x + room.w) && y >= room.y && y < room.y + room.h);
      });
      assert.ok(door, `${name}: the passage beyond ${room.id} runs alongside it`);
    }
  }
  assert.ok(beyond > 10, `only ${beyond} passages beyond rooms`);
});

test('AHQ-E23 at most one door per wall', () => {
  for (const { name, s } of dungeons) {
    for (const sec of sectionsOf(s).filter((x) => x.revealed)) {
      for (const w of WALL_OF) {
        const doors = wallCells(sec, w).filter(([x, y]) => s.map.tiles[y * s.map.width + x] === 'D').length;
        assert.ok(doors <= 1, `${name}: ${doors} doors on the ${w} wall of ${sec.id}`);
      }
    }
  }
});

test('AHQ-E12 secret doors lie only on the side walls of dead ends or the walls of rooms', () => {
  let secret = 0;
  for (const { name, s } of dungeons) {
    const g = tablesState(s);
    for (const d of Object.values(s.map.doors).filter((x) => x.secret)) {
      secret++;
      const [x, y] = cellXY(s, d.cells[0]!);
      const on = (sec: Section, walls: readonly Wall[]) => walls.some((w) => wallCells(sec, w).some(([a, b]) => a === x && b === y));
      const ok = g.rooms.some((r) => on(s.map.sections[r.id]!, WALL_OF)) || g.deadEnds.some((e) => on(s.map.sections[e.section]!, e.walls));
      assert.ok(ok, `${name}: secret door ${d.id} at ${x},${y}`);
    }
  }
  assert.ok(secret > 5, `only ${secret} secret doors`);
});

test('unexplored stubs stay hidden, and cramped areas fall back to smaller sections and false doors', () => {
  let fallbacks = 0;
  let falseDoors = 0;
  for (const { s } of dungeons) {
    const g = tablesState(s);
    for (const e of Object.values(g.exits)) assert.equal(s.map.sections[e.id]!.revealed, false);
    fallbacks += g.fallbacks;
    falseDoors += g.falseDoors.length;
    for (const d of g.falseDoors) assert.ok(!Object.values(g.exits).some((e) => e.door === d));
  }
  assert.ok(fallbacks > 0 && falseDoors > 0, `${fallbacks} fallbacks, ${falseDoors} false doors`);
});
