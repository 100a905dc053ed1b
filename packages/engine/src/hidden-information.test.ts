import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers, replay } from './game.ts';
import { view, viewEvents } from './view.ts';
import { stateHash } from './state.ts';
import { furnishingAt, sectionAt } from './board.ts';
import type { Answer, GameEvent, GameState } from './types.ts';
import type { FurnishingDef } from './content-types.ts';
import type { View } from './view.ts';
import { corpsesView, furnishingsView, type CorpseView, type FurnishingView } from './view-features.ts';
import { fixtureContent } from './testing/fixture-content.ts';
import { dungeonHeader } from './testing/fixture-dungeon.ts';
import { chooser } from './testing/prng.ts';


/** Everything a hero seat's view shows must already be revealed by the rules (DEC-17). */
function checkHeroView(s: GameState, seat: string, where: string): void {
  const v = view(s, seat);
  const map = s.map;
  assert.equal(JSON.stringify(v).includes('"rng"'), false, `${where}: the view carries the generator`);
  for (let i = 0; i < map.tiles.length; i++) {
    const x = i % map.width;
    const y = Math.floor(i / map.width);
    const sec = sectionAt(map, x, y);
    if (sec && !sec.revealed) assert.equal(v.map.tiles[i], '?', `${where}: floor of unrevealed section ${sec.id} shown at ${x},${y}`);
    const door = map.doorAt[i] !== undefined ? map.doors[map.doorAt[i]!]! : null;
    if (door?.secret && !door.found) assert.notEqual(v.map.tiles[i], 'D', `${where}: unfound secret door shown at ${x},${y}`);
  }
  for (const d of v.map.doors) assert.ok(!map.doors[d.id]!.secret || map.doors[d.id]!.found, `${where}: secret door ${d.id} listed`);
  for (const t of v.map.traps) assert.ok(map.traps[t.id]!.spotted, `${where}: hidden trap ${t.id} listed`);
  for (const sec of v.map.sections) assert.ok(map.sections[sec.id]!.revealed, `${where}: section ${sec.id} listed`);
  for (const c of v.map.chests) if (!c.open) assert.equal(c.items, null, `${where}: closed chest contents shown`);
  for (const m of v.models) {
    const real = s.models[m.id]!;
    if (real.side === 'monsters') {
      assert.ok(!real.status.away, `${where}: a monster waiting unmet (${m.id}) is shown`);
      if (real.disguise) {
        assert.equal(m.type, real.disguise, `${where}: hidden identity of ${m.id} shown`);
        assert.equal(m.wounds, null);
        assert.equal(m.disguise, undefined, `${where}: the GM's note of a disguise shown`);
      }
    }
  }
  const text = JSON.stringify(v);
  for (const id in map.sections) {
    const sec = map.sections[id]!;
    // The type may be named by a model met already: one on the board, or one the seat is told of
    // (those it places, the slain), never one still waiting there.
    const met = (type: string) => s.order.some((k) => s.models[k]!.type === type && !s.models[k]!.status.away) || Object.values(v.named ?? {}).some((r) => r.type === type);
    if (!sec.revealed) for (const mo of sec.monsters) assert.ok(!text.includes(`"${mo.type}"`) || met(mo.type), `${where}: monster type waiting in ${id} leaks`);
  }
}

/** The legal answers a hero seat is offered name nothing it may not know (DEC-17): the server
 * can send them to that seat as they are. */
function checkHeroLegal(s: GameState, seat: string, where: string): void {
  if (s.pending?.seat !== seat) return;
  const v = view(s, seat);
  const known = new Set(v.models.map((m) => m.id));
  for (const a of legalAnswers(s, seat)) {
    const what = `${where}: ${JSON.stringify(a)}`;
    if (a.kind === 'move') assert.notEqual(v.map.tiles[a.to[1] * v.map.width + a.to[0]], '?', `${what} moves into the unknown`);
    if (a.kind === 'door') assert.ok(v.map.doors.some((d) => d.id === a.door), `${what} names a door the seat cannot see`);
    if (a.kind === 'chest') assert.ok(v.map.chests.some((c) => c.id === a.chest), `${what} names an unseen chest`);
    if (a.kind === 'disarm') assert.ok(v.map.traps.some((t) => t.id === a.trap), `${what} names a hidden trap`);
    if ('target' in a && typeof a.target === 'string') assert.ok(known.has(a.target), `${what} names an unseen model`);
  }
}

function checkHeroEvents(s: GameState, events: GameEvent[], seat: string, where: string): void {
  for (const e of viewEvents(s, events, seat)) {
    if (e.type === 'dice' && e.purpose === 'surprise') assert.notEqual(e.by, null, `${where}: GM's surprise die shown`);
    // The GM's total would tell its Sentry bonus (a 13 is a 12 and a Sentry): neither is shown.
    if (e.type === 'surprise') assert.ok(e.gm === null && e.gmBonus === null, `${where}: the GM's total or Sentry bonus shown`);
    if (e.type === 'damage' && s.models[e.target]!.disguise) assert.equal(e.toughness, null, `${where}: disguised toughness shown`);
  }
}

function play(seed: number, steps: number, each: (s: GameState, events: GameEvent[], i: number) => void) {
  const pick = chooser(seed);
  const s = createGame(dungeonHeader(seed), fixtureContent);
  const answers: { seat: string; answer: Answer }[] = [];
  each(s, s.events, -1);
  for (let i = 0; i < steps && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const options = legalAnswers(s, seat);
    // Favour doors, searches and moves so that the dungeon gets explored.
    const keen = options.filter((a) => ['door', 'searchSecret', 'searchTreasure', 'chest', 'attack', 'shoot', 'disarm', 'leave'].includes(a.kind));
    const answer = keen.length > 0 && pick(3) > 0 ? keen[pick(keen.length)]! : options[pick(options.length)]!;
    const r = applyInPlace(s, seat, answer);
    assert.ok(r.ok, `seed ${seed} step ${i}: legal answer refused: ${JSON.stringify(answer)} ${!r.ok ? r.error.message : ''}`);
    answers.push({ seat, answer });
    each(s, r.events, i);
  }
  return { s, answers };
}

test('DEC-17 hero views and legal answers never show the unrevealed dungeon, secret doors, hidden traps or identities, over many explorations', () => {
  let revealed = 0;
  let combats = 0;
  for (let seed = 1; seed <= 25; seed++) {
    play(seed, 600, (s, events, i) => {
      for (const seat of s.players) {
        checkHeroView(s, seat, `seed ${seed} step ${i} ${seat}`);
        checkHeroLegal(s, seat, `seed ${seed} step ${i} ${seat}`);
        checkHeroEvents(s, events, seat, `seed ${seed} step ${i} ${seat}`);
      }
      revealed += events.filter((e) => e.type === 'sectionRevealed').length;
      combats += events.filter((e) => e.type === 'combatStarted').length;
    });
  }
  // The exploration really happened.
  assert.ok(revealed > 25, `only ${revealed} sections revealed`);
  assert.ok(combats > 12, `only ${combats} fights`);
});

test('exploration games replay exactly from their answers', () => {
  for (let seed = 1; seed <= 15; seed++) {
    const { s, answers } = play(seed, 400, () => {});
    assert.equal(stateHash(replay({ header: dungeonHeader(seed), answers }, fixtureContent)), stateHash(s), `seed ${seed}`);
  }
});

test('DEC-17 the GM view shows the whole dungeon; no view carries the random generator', () => {
  const s = createGame(dungeonHeader(1), fixtureContent);
  const gm = view(s, 'gm');
  assert.ok(!gm.map.tiles.includes('?'));
  assert.ok(gm.map.doors.some((d) => d.secret && d.unfound));
  assert.equal(gm.map.traps.length, 3);

  assert.ok(!('rng' in gm));
  const hero = view(s, 'p1');
  assert.equal(hero.map.traps.length, 0);
  assert.equal(hero.map.sections.length, 1);
  assert.deepEqual(hero.pending, s.pending!.seat === 'p1' ? s.pending : { kind: s.pending!.kind, seat: s.pending!.seat });
});

/** The furniture and corpses of a view, once view.ts carries them (`map.furnishings`,
 * `map.corpses`); undefined before. */
function features(v: View): { furnishings?: FurnishingView[]; corpses?: CorpseView[] } {
  return v.map as View['map'] & { furnishings?: FurnishingView[]; corpses?: CorpseView[] };
}

test('DEC-17 GLD-M01 furniture and corpses reach a hero seat only from revealed sections, and no legal move ends on furniture, over many explorations of both rulesets', () => {
  const furnishings: Record<string, FurnishingDef> = {
    table: { id: 'table', name: 'Table', size: [2, 1], icon: 'table' },
    statue: { id: 'statue', name: 'Statue', size: [1, 1], icon: 'colombian-statue' },
  };
  const content = { ...fixtureContent, furnishings };
  let hidden = 0, shown = 0, corpses = 0;
  for (const ruleset of ['ahq', 'guilds'] as const) {
    for (let seed = 1; seed <= 8; seed++) {
      const header = dungeonHeader(seed);
      header.ruleset = ruleset;
      // A table in the start room, a statue in the vault, a table in the cellar.
      header.setup.furnishings = [{ type: 'table', at: [1, 1] }, { type: 'statue', at: [17, 1] }, { type: 'table', at: [5, 8] }];
      const s = createGame(header, content);
      const pick = chooser(seed);
      for (let i = 0; i < 300 && s.pending && !s.result; i++) {
        for (const seat of s.players) {
          const v = view(s, seat);
          const known = (c: number) => v.map.tiles[c] !== '?';
          const revealed = (c: number) => sectionAt(s.map, c % s.map.width, Math.floor(c / s.map.width))?.revealed !== false;
          const want = Object.values(s.map.furnishings!).filter((f) => f.cells.every(revealed)).map((f) => f.id);
          const got = furnishingsView(s, seat, known);
          assert.deepEqual(got.map((f) => f.id), want, `${ruleset} seed ${seed} step ${i} ${seat}: furniture`);
          hidden += 3 - want.length;
          shown += want.length;
          const lying = corpsesView(s, seat, known);
          for (const c of lying) assert.ok(revealed(c.y * s.map.width + c.x), `${ruleset} seed ${seed} step ${i} ${seat}: corpse ${c.id} in an unrevealed section`);
          assert.equal(lying.length, ruleset === 'guilds' ? s.order.filter((id) => { const m = s.models[id]!; return m.status.dead && !m.status.left && !m.status.away && revealed(m.y * s.map.width + m.x); }).length : 0);
          corpses += lying.length;
          const wired = features(v);
          if (wired.furnishings) assert.deepEqual(wired.furnishings, got, `${ruleset} seed ${seed} step ${i} ${seat}: the view's furniture`);
          if (wired.corpses) assert.deepEqual(wired.corpses, lying, `${ruleset} seed ${seed} step ${i} ${seat}: the view's corpses`);
        }
        const seat = s.pending.seat;
        const options = legalAnswers(s, seat);
        for (const a of options) if (a.kind === 'move') assert.equal(furnishingAt(s.map, a.to[1] * s.map.width + a.to[0]), null, `${ruleset} seed ${seed} step ${i}: ${JSON.stringify(a)} ends on furniture`);
        const keen = options.filter((a) => ['door', 'searchSecret', 'searchTreasure', 'attack', 'shoot', 'leave'].includes(a.kind));
        const answer = keen.length > 0 && pick(3) > 0 ? keen[pick(keen.length)]! : options[pick(options.length)]!;
        const r = applyInPlace(s, seat, answer);
        assert.ok(r.ok, `${ruleset} seed ${seed} step ${i}: legal answer refused: ${JSON.stringify(answer)} ${!r.ok ? r.error.message : ''}`);
      }
      const gm = view(s, 'gm');
      assert.equal(furnishingsView(s, 'gm', (c) => gm.map.tiles[c] !== '?').length, 3);
      if (features(gm).furnishings) assert.equal(features(gm).furnishings!.length, 3);
    }
  }
  assert.ok(hidden > 0 && shown > 0, `${shown} pieces shown, ${hidden} hidden`);
  assert.ok(corpses > 0, `${corpses} corpses seen`);
});
