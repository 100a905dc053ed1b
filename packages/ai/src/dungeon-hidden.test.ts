// DEC-17 on generated dungeons: many expeditions played by the exploring policy (fights by the
// fixed policy), and at every decision each hero seat's view must be exactly what it would be if
// the state held nothing but what the rules have revealed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame, questHeader, view, viewEvents, type GameEvent, type GameState, type Model, type View } from '@delve/engine';
import { explorerPolicy } from './explorer.ts';

const content = await loadDefaultContent('ahq');
const SEATS = ['p1', 'p2', 'p3', 'p4'];

/** A copy of `s` with everything the rules have not revealed taken out or replaced: unrevealed
 * sections (their floor turned to rock) with their furniture, unfound secret doors, unspotted
 * traps, closed chests' contents, hidden treasure, monsters not met, hidden identities (swapped for their disguise),
 * the generator's own state and the random generator. */
function redact(s: GameState): GameState {
  const map = s.map;
  const tiles = map.tiles.split('');
  const revealedAt = (c: number) => {
    const x = c % map.width;
    const y = Math.floor(c / map.width);
    return map.sectionOrder.some((id) => {
      const sec = map.sections[id]!;
      return sec.revealed && x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
    });
  };
  const sections: GameState['map']['sections'] = {};
  const sectionOrder: string[] = [];
  for (const id of map.sectionOrder) {
    const sec = map.sections[id]!;
    if (!sec.revealed) {
      for (let y = sec.y; y < sec.y + sec.h; y++) for (let x = sec.x; x < sec.x + sec.w; x++) tiles[y * map.width + x] = ' ';
      continue;
    }
    sections[id] = { ...sec, monsters: [], hiddenTreasure: null };
    sectionOrder.push(id);
  }
  const doors: GameState['map']['doors'] = {};
  const doorAt: Record<number, string> = {};
  for (const d of Object.values(map.doors)) {
    if (d.secret && !d.found) {
      for (const c of d.cells) tiles[c] = '#';
      continue;
    }
    doors[d.id] = d;
    for (const c of d.cells) doorAt[c] = d.id;
  }
  const traps = Object.fromEntries(Object.entries(map.traps).filter(([, t]) => t.spotted));
  const chests = Object.fromEntries(Object.entries(map.chests).filter(([, c]) => revealedAt(c.cell)).map(([id, c]) => [id, c.open ? c : { ...c, gold: 0, items: [] }]));
  // Furniture stands in the open once its room is revealed; none of an unrevealed one is kept.
  const furnishings = Object.fromEntries(Object.entries(map.furnishings ?? {}).filter(([, f]) => f.cells.every(revealedAt)));
  const models: Record<string, Model> = {};
  // A seat is told what its decision names (the monsters it places, AHQ-C04; the slain one whose
  // square a hero may step into), as their disguises; the slain were seen to fall where the
  // heroes see.
  const placing = new Set<string>();
  const d = (s.pending ?? {}) as Record<string, unknown>;
  for (const k of ['monsters', 'options', 'heroes']) if (Array.isArray(d[k])) for (const x of d[k] as unknown[]) if (typeof x === 'string') placing.add(x);
  for (const k of ['model', 'attacker', 'shooter', 'target', 'current']) if (typeof d[k] === 'string') placing.add(d[k] as string);
  for (const id of s.order) {
    const m = s.models[id]!;
    // A square in no section (a doorway) is as open as the sections beside it.
    const fellInSight = m.x >= 0 && !map.sectionOrder.some((sid) => {
      const sec = map.sections[sid]!;
      return !sec.revealed && m.x >= sec.x && m.y >= sec.y && m.x < sec.x + sec.w && m.y < sec.y + sec.h;
    });
    const seen = placing.has(id) || (m.status.dead && fellInSight);
    if (m.side === 'monsters' && (m.status.away || m.status.dead) && !seen) {
      models[id] = { ...m, type: 'unknown', name: 'unknown', weapons: [], gold: 0, home: null, components: {}, spells: [], role: null, disguise: null };
    } else if (m.side === 'monsters' && m.disguise) {
      const def = content.monsters[m.disguise]!;
      models[id] = { ...m, type: def.id, name: def.name, profile: { ...def.profile }, weapons: [...def.weapons], role: def.role ?? null, components: { ...(def.components ?? {}) }, spells: [...(def.spells ?? [])], ammo: { ...(def.ammo ?? {}) }, wounds: def.profile.wounds };
    } else models[id] = m;
  }
  // Of the generator's state, only the doors seen to open onto rock and the ways seen to close
  // are public (the 'falseDoor' and 'passageClosed' events).
  const gen = s.gen as { deadEnds?: unknown[] } | undefined;
  const falseDoors = Object.values(view(s, 'gm').map.doors).filter((d) => d.rock).map((d) => d.id);
  const deadEnds = (gen?.deadEnds ?? []).filter((id) => typeof id === 'string');
  return {
    ...s, gen: { falseDoors, deadEnds }, rng: { kind: 'scripted', faces: [], next: 0 }, stack: [], resume: null, toGenerate: [],
    map: { ...map, tiles: tiles.join(''), sections, sectionOrder, doors, doorAt, traps, chests, furnishings }, models,
  };
}

/** Unknown squares are shown '?'; in the redacted copy some are plain rock: the same to a hero. */
function normalised(v: View): View {
  return { ...v, map: { ...v.map, tiles: v.map.tiles.replace(/\?/g, ' ') } };
}

function checkSeat(s: GameState, red: GameState, seat: string, events: GameEvent[], where: string): void {
  const v = view(s, seat);
  assert.deepEqual(normalised(v), normalised(view(red, seat)), `${where}: ${seat}'s view depends on something unrevealed`);
  for (let i = 0; i < s.map.tiles.length; i++) {
    const sec = s.map.sectionOrder.map((id) => s.map.sections[id]!).find((x) => !x.revealed && i % s.map.width >= x.x && i % s.map.width < x.x + x.w && Math.floor(i / s.map.width) >= x.y && Math.floor(i / s.map.width) < x.y + x.h);
    if (sec) assert.equal(v.map.tiles[i], '?', `${where}: a square of unexplored ${sec.id} is shown`);
  }
  const d = s.pending;
  if (d && d.seat === seat && d.kind === 'generator') {
    for (const o of d.options as ({ section?: string } | [number, number])[]) {
      if (!Array.isArray(o) && o.section) assert.ok(s.map.sections[o.section]!.revealed, `${where}: a choice names an unexplored section`);
    }
  }
  for (const e of viewEvents(s, events, seat)) {
    if (e.type === 'dice') assert.ok(!(e.purpose === 'dungeon' && e.by === null), `${where}: the GM's dungeon dice are shown`);
    if (e.type === 'sectionRevealed') assert.ok(s.map.sections[e.section]?.revealed, `${where}: an unrevealed section is announced`);
    if (e.type === 'doorPlaced') assert.ok(!s.map.doors[e.door]!.secret, `${where}: a secret door is announced as placed`);
  }
}

test('DEC-17 hero views of generated dungeons show only what the rules have revealed, at every decision of many expeditions', () => {
  let decisions = 0;
  let revealedSections = 0;
  let met = 0;
  let furnished = 0;
  const kinds = new Set<string>();
  for (const [quest, seeds] of [['standard', 14], ['the-warren', 6]] as const) {
    for (let seed = 1; seed <= seeds; seed++) {
      const s = createGame(questHeader(content, { quest, seed }), content);
      const policy = explorerPolicy(seed);
      let events = s.events;
      for (let n = 0; n < 260 && s.pending && !s.result; n++) {
        const where = `${quest} seed ${seed}, decision ${n} (${s.pending.kind} for ${s.pending.seat})`;
        const red = redact(s);
        for (const seat of SEATS) checkSeat(s, red, seat, events, where);
        const seat = s.pending.seat;
        kinds.add(s.pending.kind);
        const r = applyInPlace(s, seat, policy(s, seat));
        assert.ok(r.ok, r.ok ? '' : `${where}: ${r.error.message}`);
        events = r.events;
        met += events.filter((e) => e.type === 'encounter').length;
        decisions++;
      }
      revealedSections += Object.values(s.map.sections).filter((x) => x.revealed).length;
      furnished += Object.keys(s.map.furnishings ?? {}).length;
    }
  }
  // The expeditions went places: sections revealed, monsters met, the generator's choices made.
  assert.ok(decisions > 2000, `${decisions} decisions`);
  assert.ok(revealedSections > 200, `${revealedSections} sections revealed`);
  assert.ok(met > 5, `${met} encounters`);
  assert.ok(kinds.has('generator') && kinds.has('placeMonsters'), [...kinds].join(', '));
  assert.ok(furnished > 10, `${furnished} pieces of furniture laid`);
});

test('DEC-17 AHQ-C51 a hidden Sorcerer or Champion looks like its disguise in every detail of a hero view', () => {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: ['ahq-core'], seed: 1,
    setup: {
      map: ['##########', '#........#', '#........#', '#........#', '##########'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1] }],
      monsters: [{ type: 'chaos-sorcerer', at: [8, 3] }, { type: 'orc-champion', at: [8, 1] }],
      start: 'combat',
    },
  }, content);
  const red = redact(s);
  for (const m of Object.values(s.models)) if (m.side === 'monsters') assert.ok(m.disguise);
  assert.deepEqual(normalised(view(s, 'p1')), normalised(view(red, 'p1')));
});

test('DEC-17 the ids a hero seat sees tell nothing it cannot see: monsters are numbered among monsters alone, traps by their square, over whole expeditions', async () => {
  const { aiPolicy, setupHeader } = await import('./index.ts');
  for (let seed = 1; seed <= 6; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, content), content);
    for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
      const seat = s.pending.seat;
      assert.ok(applyInPlace(s, seat, aiPolicy(s, seat)).ok);
    }
    // Every monster made so far, in the order made, is m1, m2, …: no number went to a trap.
    const numbers = Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => Number(m.id.slice(1))).sort((a, b) => a - b);
    assert.deepEqual(numbers, numbers.map((_, i) => i + 1), `seed ${seed}: monster numbers ${numbers.join(' ')}`);
    for (const t of Object.values(s.map.traps)) assert.equal(t.id, `t${t.cell % s.map.width}-${Math.floor(t.cell / s.map.width)}`, `seed ${seed}`);
  }
});

test('DEC-17 a prepared map numbers the doors a hero may see without a gap, and names a secret door by its square', () => {
  const header = {
    ruleset: 'ahq', options: {}, packs: [], seed: 1,
    setup: {
      map: ['#########', '#...+...#', '#...S...#', '#########', '#...+...#'.replace(/./g, '#')],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1] as [number, number] }],
      sections: [{ id: 'a', kind: 'room' as const, x: 1, y: 1, w: 3, h: 2, revealed: true }, { id: 'b', kind: 'room' as const, x: 5, y: 1, w: 3, h: 2, revealed: true }],
    },
  };
  const s = createGame(header, content);
  assert.deepEqual(Object.keys(s.map.doors).sort(), ['d1', 'd4-2']);
  assert.deepEqual(view(s, 'p1').map.doors.map((d) => d.id), ['d1']);
});
