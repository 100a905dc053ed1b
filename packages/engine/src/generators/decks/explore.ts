// Exploring with cards: before the first turn the way on from the stairway; then whatever the
// ruleset queued, a door opened and crossed or an open way entered (GLD-X05, R04), draws a Room
// card — the top of the random deck or of the quest map, or one the GM plays from the hand
// (GLD-R01) — and lays it there, smaller or as a false door when it does not fit (GLD-B01, B02).
import type { RoomCard } from '../../content-types.ts';
import type { GameState, Section, Step, Wall } from '../../types.ts';
import { decide, emit, push } from '../../runtime.ts';
import { modelsInOrder } from '../../board.ts';
import { at, cellsOf, setTiles, type Frame, type Rect } from '../tables/geometry.ts';
import { newDecksState, objectiveOf, roomCard, smallerRooms } from './cards.ts';
import { chestContents } from './card-steps.ts';
import { addExit, corridorEnd, corridorRect, laySection, removeExit, roomRects } from './place.ts';
import { decksState, type Exit } from './state.ts';
import { layFurnishings } from '../furnish.ts';
import { exitOf, finishGeneration, meet as meetSection, queueGeneration, STAIRWAY } from '../common.ts';

export { STAIRWAY };

/** Before the first turn: the decks shuffled and dealt, and the way on from the stairway the
 * heroes came down, explored at once. */
export function stepStart(s: GameState): void {
  const stairs = s.map.sections[STAIRWAY];
  if (!stairs) throw new Error(`the 'decks' generator starts from a section '${STAIRWAY}' (see guildsHeader)`);
  s.gen = newDecksState(s);
  const exit = addExit(s, { via: 'junction', from: stairs.id, door: null, x: stairs.x, y: stairs.y - 1, dir: 0 });
  s.toGenerate.push({ via: 'junction', door: null, section: exit.id, at: s.phaseIndex });
  push(s, { k: 'generatePending' });
}

/** Everything queued is generated in order, then monsters met start a fight (GLD-X06). With
 * nothing queued, whether the dungeon has closed off is checked (GLD-B03). */
export function stepGeneratePending(s: GameState): void {
  const g = decksState(s);
  if (objectiveTaken(s)) {
    s.result = { winner: 'heroes', reason: 'objective' };
    emit(s, { type: 'gameOver', result: s.result });
    return;
  }
  if (s.toGenerate.length === 0) {
    push(s, { k: 'gen', g: 'checkClosed' });
    return;
  }
  queueGeneration(s, g);
}

/** Who found the way: the hero who opened the door, else a hero next to it, else the Leader. */
function discoverer(s: GameState, exit: Exit): string {
  const opener = exit.door ? s.map.doors[exit.door]?.openedBy : null;
  if (opener && s.models[opener]?.side === 'heroes') return opener;
  const near = s.order.find((id) => {
    const m = s.models[id]!;
    return m.side === 'heroes' && exit.cells.some((c) => Math.abs((c % s.map.width) - m.x) + Math.abs(Math.floor(c / s.map.width) - m.y) <= 1);
  });
  return near ?? s.leader;
}

/** One way on: a Room card is drawn, or chosen from the GM's hand (GLD-R01, X05). The
 * objective's room is offered from the hand only where it fits as it is. */
export function stepExplore(s: GameState, st: Step): void {
  const g = decksState(s);
  const exit = exitOf(g, st);
  if (!exit) return;
  const by = discoverer(s, exit);
  if (g.mode === 'hand') {
    const goal = g.objectiveSection === null ? objectiveOf(s.ctx.content, s.ctx.header.setup.decks!).room : undefined;
    const options = [...new Set(g.hand)].filter((id) => id !== goal || roomRects(s, exit, roomCard(s, id).size).length > 0).map((id) => {
      const c = roomCard(s, id);
      return { card: id, name: c.name, kind: c.kind, size: c.size, doors: c.doors, monsters: c.monsters?.reduce((n, m) => n + (m.count ?? 1), 0) ?? 0, objective: id === goal };
    });
    if (options.length === 0) return noWay(s, exit);
    const resume: Step = { k: 'gen', g: 'play', exit: exit.id, by, options };
    if (options.length === 1) push(s, { ...resume, choice: 0 });
    else decide(s, { kind: 'generator', seat: 'gm', question: { id: 'handCard', rule: 'GLD-R01' }, options }, resume);
    return;
  }
  const top = g.draw.shift();
  if (!top) return noWay(s, exit);
  const objective = g.mode === 'random' && g.drawn === g.objectiveDraw;
  g.drawn++;
  push(s, { k: 'gen', g: 'play', exit: exit.id, by, card: top, objective });
}

/** The Objective room (GLD-R01) is the section its Room card was laid as. The heroes take the
 * objective, and win, when that room is theirs: no fight under way, every monster met there
 * slain, its chest (if it has one) opened, and a hero able to act standing in it. Checked at every
 * generation, so at the Exploration phase of each turn and whenever a hero reveals a section. */
export function objectiveTaken(s: GameState): boolean {
  const g = decksState(s);
  const sec = g.objectiveSection ? s.map.sections[g.objectiveSection] : undefined;
  if (!sec || !sec.revealed || s.combat || s.result) return false;
  const inside = (x: number, y: number) => x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
  const models = s.order.map((id) => s.models[id]!);
  if (models.some((m) => m.side === 'monsters' && m.home === sec.id && !m.status.dead)) return false;
  if (Object.values(s.map.chests).some((c) => !c.open && inside(c.cell % s.map.width, Math.floor(c.cell / s.map.width)))) return false;
  return models.some((m) => m.side === 'heroes' && !m.status.dead && !m.status.ko && !m.status.left && !m.status.away && inside(m.x, m.y));
}

/** Where the card played goes: a room too big for the space becomes the largest smaller room that
 * fits, a corridor is shortened; nothing fitting makes the door false (GLD-B01, B02). The
 * objective's room is never made smaller: it goes back under the next card, which is drawn for
 * this way on instead. A room that fits in several places is placed by the GM. */
export function stepPlay(s: GameState, st: Step): void {
  const g = decksState(s);
  const id = (st.card as string | undefined) ?? (st.options as { card: string }[])[st.choice as number]!.card;
  const exit = g.exits[st.exit as string];
  const drawn = roomCard(s, id);
  if (g.mode === 'hand') g.hand.splice(g.hand.indexOf(id), 1);
  const objective = st.objective === true || (st.options as { objective?: boolean }[] | undefined)?.[st.choice as number]?.objective === true;
  let laid: RoomCard = drawn;
  let rects: Rect[] = [];
  let length = 0;
  if (exit && drawn.kind === 'room') {
    rects = roomRects(s, exit, drawn.size);
    for (const c of rects.length > 0 || objective ? [] : smallerRooms(s, drawn)) {
      rects = roomRects(s, exit, c.size);
      if (rects.length > 0) {
        laid = c;
        g.fallbacks++;
        break;
      }
    }
  } else if (exit) {
    const cr = corridorRect(s, exit, drawn.size[1]);
    if (cr) {
      rects = [cr.rect];
      length = cr.length;
      if (length < drawn.size[1]) g.fallbacks++;
    }
  }
  if (rects.length === 0 && objective) {
    if (g.mode === 'hand') g.hand.push(id);
    else if (exit && g.draw.length > 0) {
      g.draw.splice(1, 0, id);
      g.objectiveDraw = g.drawn + 1;
      return push(s, { k: 'gen', g: 'explore', via: exit.via, door: exit.door, section: exit.id });
    } else {
      g.draw.unshift(id);
      g.objectiveDraw = g.drawn;
    }
  }
  if (!exit) return;
  if (rects.length === 0) return noWay(s, exit);
  const resume: Step = { k: 'gen', g: 'lay', exit: exit.id, by: st.by, card: laid.id, drawn: drawn.id, objective, length, options: rects };
  if (rects.length === 1) return push(s, { ...resume, choice: 0 });
  decide(s, { kind: 'generator', seat: 'gm', question: { id: 'cardPlace', rule: 'GLD-B01', card: laid.id }, options: rects }, resume);
}

/** Lays the card where it was placed: the section, its monsters, chest and far end, then its
 * doors (GLD-R02, D01) and a Sentinel's door (GLD-C05). */
export function stepLay(s: GameState, st: Step): void {
  const g = decksState(s);
  const exit = g.exits[st.exit as string]!;
  const laid = roomCard(s, st.card as string);
  const rect = (st.options as Rect[])[st.choice as number]!;
  const length = st.length as number;
  const f: Frame = { x: exit.x, y: exit.y, dir: exit.dir };
  const sec = laySection(s, exit, laid.kind === 'room' ? 'room' : 'passage', rect);
  if (st.objective) g.objectiveSection = sec.id;
  g.laid.push({ section: sec.id, card: laid.id, kind: laid.kind, drawn: laid.id === st.drawn ? null : st.drawn as string, at: [...exit.cells] });
  for (const spec of laid.monsters ?? []) for (let i = 0; i < (spec.count ?? 1); i++) sec.monsters.push({ type: spec.type });
  // An Ambush joins the next encounter a room or corridor brings, never wandering monsters (GLD-K02).
  if (sec.monsters.length > 0 && g.ambush.length > 0) sec.monsters.push(...g.ambush.splice(0).map((type) => ({ type })));
  if (laid.chest) addChest(s, sec);
  // Its furniture, on free squares away from the way in (monsters are placed after, around it).
  if (laid.kind === 'room' && laid.furnishings) layFurnishings(s, s.ctx.content, sec, laid.furnishings);
  if (laid.kind === 'corridor') corridorFarEnd(s, sec, laid, f, length);
  meet(s, sec);
  emit(s, { type: 'cardDrawn', deck: 'rooms', card: laid.id, name: laid.name });
  const sides: Wall[] = f.dir % 2 === 0 ? ['west', 'east'] : ['north', 'south'];
  const seat = laid.kind === 'room' ? 'gm' : s.models[st.by as string]?.seat ?? 'gm';
  push(s,
    { k: 'gen', g: 'cardDoors', section: sec.id, left: laid.doors, seat, rule: laid.kind === 'room' ? 'GLD-R02' : 'GLD-D01', ...(laid.kind === 'corridor' ? { walls: sides } : {}) },
    { k: 'gen', g: 'sentinelDoor', section: sec.id });
}

function corridorFarEnd(s: GameState, sec: Section, card: RoomCard, f: Frame, length: number): void {
  const g = decksState(s);
  const end = card.end ?? 'dead-end';
  if (end === 'stairs-out') {
    setTiles(s.map, new Map([at(f, length - 1, 0), at(f, length - 1, 1)].map(([x, y]) => [y * s.map.width + x, '<'])));
    g.stairs.push(sec.id);
  } else if (end === 'open' && corridorEnd(s, sec, f, length)) {
    return;
  } else {
    if (end === 'open') g.fallbacks++;
    g.deadEnds.push(sec.id);
  }
}

function addChest(s: GameState, sec: Section): void {
  const g = decksState(s);
  const cell = cellsOf(s.map, sec)[Math.floor(sec.h / 2) * sec.w + Math.floor(sec.w / 2)]!;
  const id = `gc${++g.counters.chest}`;
  s.map.chests[id] = { id, cell, open: false, ...chestContents(s) };
}

function meet(s: GameState, sec: Section): void {
  meetSection(s, decksState(s), sec);
}

/** Nothing lies beyond: the door is false, the open way a dead end (GLD-B01, B02). */
function noWay(s: GameState, exit: Exit): void {
  const g = decksState(s);
  closeExit(s, exit);
  if (exit.door) {
    g.falseDoors.push(exit.door);
    emit(s, { type: 'falseDoor', door: exit.door });
  } else {
    if (!g.deadEnds.includes(exit.from)) g.deadEnds.push(exit.from);
    emit(s, { type: 'passageClosed', door: null });
  }
}

/** Closes a way on for good; anyone standing on it steps back through the door or the opening. */
export function closeExit(s: GameState, exit: Exit): void {
  const f: Frame = { x: exit.x, y: exit.y, dir: exit.dir };
  for (const m of modelsInOrder(s)) {
    const j = exit.cells.indexOf(m.y * s.map.width + m.x);
    if (j < 0) continue;
    const [x, y] = at(f, -1, j);
    m.x = x;
    m.y = y;
    emit(s, { type: 'movedBack', model: m.id, to: { x, y } });
  }
  removeExit(s, exit, true);
}

/** After the generation: has the dungeon closed off; then the monsters met, if any (GLD-X06). */
export function stepFinish(s: GameState): void {
  finishGeneration(s, decksState(s));
}
