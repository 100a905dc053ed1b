// Playing a game to its end with a policy per seat, and the standard benchmark fight.
import { applyInPlace, createGame, type Answer, type Content, type GameHeader, type GameState, type Seat } from '@delve/engine';

export type Policy = (s: GameState, seat: Seat) => Answer;

export interface PlayOutcome {
  state: GameState;
  answers: { seat: Seat; answer: Answer }[];
  decisions: number;
}

/** Plays until the game ends or `maxDecisions` answers were given. A refused answer is a bug in
 * the policy and throws with the engine's message. */
export function playOut(s: GameState, policy: Policy | Record<Seat, Policy>, maxDecisions = 100_000, record = false): PlayOutcome {
  const answers: PlayOutcome['answers'] = [];
  let n = 0;
  while (s.pending && !s.result && n < maxDecisions) {
    const seat = s.pending.seat;
    const p = typeof policy === 'function' ? policy : policy[seat] ?? policy['*']!;
    const answer = p(s, seat);
    const r = applyInPlace(s, seat, answer);
    if (!r.ok) throw new Error(`policy answer refused for ${seat} at ${s.pending.kind}: ${r.error.code}: ${r.error.message} (${JSON.stringify(answer)})`);
    if (record) answers.push({ seat, answer });
    n++;
  }
  return { state: s, answers, decisions: n };
}

/** Four heroes against eight monsters in one room, already in combat (the benchmark fight). */
export function roomFightHeader(seed: number | string, opts: { heroes?: string[]; monsters?: string[] } = {}): GameHeader {
  const heroes = opts.heroes ?? ['barbarian', 'dwarf', 'elf', 'wizard'];
  const monsters = opts.monsters ?? ['orc', 'orc', 'goblin', 'goblin', 'goblin-archer', 'orc', 'skaven', 'goblin'];
  // A 12×10 room; a larger one when the monsters would not fit in its upper half.
  const w = monsters.length > 8 ? 20 : 12;
  const h = monsters.length > 8 ? 14 : 10;
  const cols = w / 2;
  const map = ['#'.repeat(w + 2), ...Array.from({ length: h }, () => `#${'.'.repeat(w)}#`), '#'.repeat(w + 2)];
  return {
    ruleset: 'ahq',
    options: {},
    packs: ['ahq-core'],
    seed,
    setup: {
      map,
      heroes: heroes.map((type, i) => ({
        type, seat: `p${i + 1}`, at: [2 + i * 2, h] as [number, number], id: heroes.indexOf(type) === i ? type : `${type}-${i + 1}`,
        // The wizard's four components are chosen up front so the fight starts at once (AHQ-C37).
        ...(type === 'wizard' ? { components: { fire: 2, water: 2 } } : {}),
      })),
      monsters: monsters.map((type, i) => ({ type, at: [1 + (i % cols) * 2, 1 + Math.floor(i / cols) * 2] as [number, number] })),
      start: 'combat',
      firstSide: 'heroes',
      // A room fight is won by slaying every monster in it.
      victory: 'monsters-slain',
    },
  };
}

export function newRoomFight(content: Content, seed: number | string, opts?: Parameters<typeof roomFightHeader>[1]): GameState {
  return createGame(roomFightHeader(seed, opts), content);
}
