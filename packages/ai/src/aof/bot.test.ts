// The aof-quest hero bot's play, one behaviour a test, each in a position where it matters: the
// answer the bot gives there, which another answer would not be (docs/bots.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, generateMission, type AofMissionDef, type CoreState } from '@delve/engine';
import { aofHeroPolicy } from './bot.ts';
import mod from './module.ts';

type Hero = { class: string; id: string; at: [number, number]; power?: number; wounds?: number; seat?: string };
type Unit = { unit: string; id: string; at: [number, number][]; wounds?: number[] };
type State = CoreState & { units: Record<string, { models: { x: number; y: number; wounds: number }[]; hero: { unconscious: boolean } | null }>; activating: string | null };

const base = generateMission(mod.content.aof!, { seed: 1, size: 48, heroes: 4, type: 'clear-waves' });

/** A 48×48 field of open ground (with the pieces given), no waves, no tokens, the heroes and
 * units placed; `mission` overrides the rest. */
function game(heroes: Hero[], units: Unit[], mission: Partial<AofMissionDef> = {}, terrain: AofMissionDef['battlefield']['terrain'] = []): State {
  const m: AofMissionDef = {
    ...base, battlefield: { size: 48, terrain }, waves: [], searchTokens: [], aiGoals: [],
    objectives: [], victory: [], defeat: [], rounds: 10, ...mission,
  };
  return createGame<State>({
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed: 1,
    // A second hero, far off, where a test needs one alone (a party is 2 to 4, AOF-P01).
    setup: { mission: m, heroes: [...heroes, ...(heroes.length < 2 ? [{ class: 'gunner', id: 'gunner', at: [1, 47] as [number, number] }] : [])].map((h) => ({ seat: 'p1', ...h })), units },
  }, mod.content);
}

/** The bot's answer when `hero` acts: the activation chosen for it, then its first question. */
function answerAs(s: State, hero: string): string {
  for (let n = 0; n < 10 && s.pending; n++) {
    if (s.pending.kind === 'choice' && s.pending.question === 'aof.activate') {
      assert.ok(applyInPlace(s, s.pending.seat, { kind: 'choice', option: hero }).ok);
      continue;
    }
    if (s.activating === hero && s.pending.kind === 'choice' && s.pending.question === 'aof.act') break;
    assert.fail(`unexpected question ${s.pending.kind === 'choice' ? s.pending.question : s.pending.kind}`);
  }
  const a = aofHeroPolicy(s, s.pending!.seat);
  assert.equal(a.kind, 'choice');
  return (a as { option: string }).option;
}

/** The bot's next answer to `aof.act` that is not a Skill action: Skill actions (and the tests
 * they ask) are played as the bot answers them. */
function nextAction(s: State): string {
  for (let n = 0; n < 8 && s.pending; n++) {
    const a = aofHeroPolicy(s, s.pending.seat) as { kind: 'choice'; option: string };
    const q = s.pending.kind === 'choice' ? s.pending.question : '';
    if (q === 'aof.act' && !/^(skill|use):/.test(a.option)) return a.option;
    assert.ok(applyInPlace(s, s.pending.seat, a).ok);
  }
  return assert.fail('no action');
}

const sq = (o: string): [number, number] => {
  const m = /(\d+)\.(\d+)$/.exec(o)!;
  return [Number(m[1]), Number(m[2])];
};
const gap = (a: [number, number], b: [number, number]) => Math.max(0, Math.hypot(a[0] - b[0], a[1] - b[1]) - 1);

test('AOF-S04 the bot revives a fallen friend within 3" before anything else, enemy in sight or not', () => {
  const s = game(
    [{ class: 'priest', id: 'priest', at: [20, 20], power: 3 }, { class: 'knight', id: 'knight', at: [21, 21], wounds: 7 }],
    [{ unit: 'orc-warriors', id: 'orcs', at: [[20, 30], [21, 30], [22, 30]] }],
  );
  // The knight fell last round (AOF-S04).
  s.units.knight!.hero!.unconscious = true;
  s.units.knight!.models[0]!.wounds = 8;
  assert.equal(answerAs(s, 'priest'), 'revive:knight');
});

test('the bot focuses fire on the unit it can finish rather than the one it would merely hurt more', () => {
  // The ranger's longbow (one attack, AP 1): a lone wounded Orc Warlord is finished by a wound;
  // a fresh unit of three Orc Warriors is nearer and would take as many wounds, none of them a kill.
  const s = game(
    [{ class: 'ranger', id: 'ranger', at: [20, 40] }],
    [
      { unit: 'orc-warriors', id: 'orcs', at: [[18, 24], [19, 24], [20, 24]] },
      { unit: 'orc-warlord', id: 'warlord', at: [[30, 20]], wounds: [8] },
    ],
  );
  // It marks its prey first (Mark the Prey, its Skill action), then shoots it.
  const marks = answerAs(s, 'ranger');
  assert.equal(marks, 'skill:warlord');
  let shot: string | null = null;
  for (let n = 0; n < 6 && s.pending && !shot; n++) {
    const a = aofHeroPolicy(s, 'p1') as { kind: 'choice'; option: string };
    if (s.pending.kind === 'choice' && s.pending.question === 'aof.shoot') shot = a.option;
    assert.ok(applyInPlace(s, 'p1', a).ok);
  }
  assert.equal(shot, 'warlord');
});

test('a shooting hero within the enemies\' charge reach steps back out of it, into cover, and shoots', () => {
  // Orc Warriors 10" away charge 12": the ranger (longbow 30") advances to a square beyond their
  // reach from which they are still in range, the cover one where there is one.
  const cover = [{ kind: 'cover' as const, at: [20, 34] as [number, number], size: [1, 1] as [number, number], height: 0 }];
  const s = game([{ class: 'ranger', id: 'ranger', at: [20, 30] }], [{ unit: 'orc-warriors', id: 'orcs', at: [[19, 19], [20, 19], [21, 19]] }], {}, cover);
  answerAs(s, 'ranger');
  const act = nextAction(s);
  assert.match(act, /^advance:/);
  const p = sq(act);
  const orcs: [number, number][] = [[19, 19], [20, 19], [21, 19]];
  for (const o of orcs) assert.ok(gap(p, o) > 13, `${act} is within their charge`);
  assert.ok(Math.min(...orcs.map((o) => gap(p, o))) <= 30, 'still in range');
  assert.deepEqual(p, [20, 34], 'the square in cover');
});

test('a hero on an escape mission rushes for the exit past the fight, and leaves by it once there', () => {
  const zones = [...base.zones.filter((z) => z.id === base.heroZone), { id: 'exit', at: [0, 0] as [number, number], size: [48, 2] as [number, number] }];
  const mission = { zones, objectives: [{ id: 'main', kind: 'escape' as const, zone: 'exit', xp: 3, name: { en: 'Escape', it: 'Fuga' } }], victory: [{ kind: 'objectives' as const, objectives: ['main'] }] };
  const s = game([{ class: 'knight', id: 'knight', at: [24, 16] }], [{ unit: 'orc-warriors', id: 'orcs', at: [[30, 16], [31, 16], [32, 16]] }], mission);
  const act = answerAs(s, 'knight');
  assert.match(act, /^rush:/, 'not a charge on the orcs beside the way');
  assert.ok(sq(act)[1] < 16 - 4, `${act} goes north to the exit`);
  const there = game([{ class: 'knight', id: 'knight', at: [24, 1] }], [{ unit: 'orc-warriors', id: 'orcs', at: [[30, 16], [31, 16], [32, 16]] }], mission);
  assert.equal(answerAs(there, 'knight'), 'escape:main');
  // Beside the exit is not in it: it steps in, rather than turn to the orcs.
  const beside = game([{ class: 'knight', id: 'knight', at: [24, 2] }], [{ unit: 'orc-warriors', id: 'orcs', at: [[30, 6], [31, 6], [32, 6]] }], mission);
  const step = answerAs(beside, 'knight');
  assert.match(step, /^rush:/);
  assert.ok(sq(step)[1] <= 1, `${step} is in the exit`);
});

test('the bot uses its Skill action where it tells: the priest heals the most hurt friend within 6"', () => {
  const s = game(
    [{ class: 'priest', id: 'priest', at: [20, 20], power: 3 }, { class: 'knight', id: 'knight', at: [23, 20], wounds: 2 }, { class: 'ranger', id: 'ranger', at: [20, 23], wounds: 4 }],
    [{ unit: 'orc-warriors', id: 'orcs', at: [[20, 44], [21, 44], [22, 44]] }],
  );
  assert.equal(answerAs(s, 'priest'), 'skill:ranger');
});

test('the bot takes an extra action for 2 power only with power to spare for a revive', () => {
  // After its action, with an enemy to charge: 4 power charges again, 3 keeps it and ends.
  for (const [power, want] of [[4, /^charge:orcs:/], [3, /^end$/]] as const) {
    const s = game([{ class: 'knight', id: 'knight', at: [20, 30] }], [{ unit: 'orc-warriors', id: 'orcs', at: [[20, 22], [21, 22], [22, 22]] }]);
    answerAs(s, 'knight');
    // Its action: a Hold.
    for (let n = 0; n < 6 && s.pending && !(s as unknown as { act: { actionUsed: boolean } }).act.actionUsed; n++) {
      const opts = (s.pending as { options: string[] }).options;
      const a = (s.pending as { question: string }).question === 'aof.act' ? (opts.includes('hold') ? 'hold' : opts[0]!) : opts[opts.length - 1]!;
      assert.ok(applyInPlace(s, 'p1', { kind: 'choice', option: a }).ok);
    }
    // Its Skill action taken (a failed one costs 1 power), with `power` left.
    (s.units.knight as unknown as { hero: { power: number } }).hero.power = power;
    (s as unknown as { act: { skillUsed: boolean } }).act.skillUsed = true;
    (s.pending as { options: string[] }).options = (s.pending as { options: string[] }).options.filter((o) => !/^(skill|use|scurry)/.test(o));
    assert.match(nextAction(s), want, `with ${power} power`);
  }
});
