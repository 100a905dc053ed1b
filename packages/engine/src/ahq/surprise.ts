// The `ahq` surprise roll (AHQ-C04, DEC-02, DEC-11): the Leader against the GM, +1 to the heroes
// once if an Elf sees the monsters, +1 to the GM for a Sentry, ties rolled again; the winner
// places the monsters and acts first, the loser nudges them.
import type { GameState, Side, Step } from '../types.ts';
import type { Point } from '../geometry/points.ts';
import { GM } from '../types.ts';
import { occupancy, sightlines } from '../board.ts';
import { d12, emit, push } from '../runtime.ts';
import { leaderSeat, partyInDungeon } from '../crawl/common.ts';
import { sectionFloor } from '../crawl/surprise.ts';

export function stepSurprise(s: GameState, st: Step): void {
  const monsters = (st.monsters as string[]).map((id) => s.models[id]!);
  const section = (st.section as string | null) ?? null;
  const occ = occupancy(s);
  // +1 to the Leader once if any Elf sees the monsters, or their section while they wait unplaced (DEC-11).
  const targets: Point[] = monsters.filter((m) => !m.status.away).map((m) => ({ x: m.x, y: m.y }));
  if (targets.length === 0 && section) targets.push(...sectionFloor(s, section));
  const sees = sightlines(s, occ);
  const elfSees = partyInDungeon(s).some((h) => s.ctx.content.heroes[h.type]?.race === 'elf' && !h.status.ko &&
    targets.some((p) => sees(h, p, h.side) !== 'blocked'));
  const heroBonus = elfSees ? 1 : 0;
  const gmBonus = monsters.some((m) => m.role === 'sentry') ? 1 : 0;
  let winner: Side | null = null;
  while (!winner) {
    const h = d12(s, 'surprise', s.leader) + heroBonus;
    const g = d12(s, 'surprise', null) + gmBonus;
    winner = h > g ? 'heroes' : g > h ? 'monsters' : null;
    // Ties: both roll again (DEC-02).
    emit(s, { type: 'surprise', heroes: h, gm: g, heroBonus, gmBonus, winner });
  }
  s.combat!.firstSide = winner;
  const unplaced = monsters.filter((m) => m.status.away).map((m) => m.id);
  const winnerSeat = winner === 'heroes' ? leaderSeat(s) : GM;
  const loserSeat = winner === 'heroes' ? GM : leaderSeat(s);
  const steps: Step[] = [];
  if (unplaced.length > 0) {
    steps.push({ k: 'askPlacement', seat: winnerSeat, monsters: unplaced, section });
    steps.push({ k: 'askNudge', seat: loserSeat, monsters: unplaced });
  }
  if (section && s.map.sections[section]?.kind === 'room' && monsters.some((m) => m.role === 'sentry')) {
    steps.push({ k: 'askSentryDoor', section });
  }
  steps.push({ k: 'beginCombat', monsters: monsters.map((m) => m.id), firstSide: winner });
  push(s, ...steps);
}
