// Every refusal a player can provoke in `ahq` and `guilds` (an attack, a shot, a door, a chest, a
// search, a spell, a potion, an item given or taken, a fallen friend moved, a push, a turn, a heal,
// the wrong seat, a game over) carries its reason as data, and the Italian words for it hold no
// English and no engine id: the web page and the terminal both word `EngineError.why` this way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, formatRefusal, prepare, RULE_REFUSALS, view, type Answer, type EngineError, type Facing, type GameState, type Names, type RuleRefusal, type Wall } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, setupHeader } from '@delve/ai';
import { eventNaming } from './answer-labels.ts';

/** English a refusal would hold, were it left in the engine's words. */
const ENGLISH = /\b(?:the|is|not|cannot|has|have|already|only|with|and|of|to|this|that|there|from|turn|phase|square|squares|door|chest|spell|attack|next|hero|heroes|monsters|moves?|away|beyond|range|reach|wall|search|open|close|knocked|carries|needs|must|may|no one)\b/i;
/** What an engine id looks like: a model, door, chest, trap or section id, a seat, a content id. */
const ID = /\b(?:m\d+|d\d+|c\d+|t\d+|s\d+|p\d)\b|[a-z]+[A-Z][a-zA-Z]*|\{|\}/;

/** The codes a bad client makes, not a player: they keep the engine's English. */
const CLIENT = new Set(['answer/malformed', 'answer/unknown-model', 'answer/wrong-kind', 'answer/no-decision']);

function checkItalian(text: string, where: string): void {
  assert.ok(text.length > 0, where);
  assert.doesNotMatch(text, ENGLISH, `${where}: English in "${text}"`);
  assert.doesNotMatch(text.replace(/\((?:AHQ|GLD|FAC|DEC)-[^)]*\)/g, ''), ID, `${where}: an id in "${text}"`);
}

test('every RuleRefusal reason is worded in Italian with no English and no id, every variant filled', () => {
  const names: Names = {
    model: (id) => ({ a: 'Barbaro', b: 'Goblin 2', c: 'Orco 1' })[id] ?? '?',
    item: (id) => ({ w: 'Arco lungo', i: 'Pozione curativa', k: 'Radice di mandragora' })[id] ?? '?',
    grammar: () => ({ gender: 'm' }),
  };
  const ACTS = ['none', 'fight', 'shoot', 'run', 'push', 'drag', 'door', 'chest', 'potion', 'cast', 'search', 'stairs', 'armour', 'heal', 'carry', 'closeDoor', 'disarm', 'move', 'melee', 'orthogonal', 'doorway', 'named', 'obscured', 'arc', 'sentries', 'openOnly', 'sentinel', 'close', 'moveThenAttack', 'attackThenMove', 'nearest', 'weapons', 'magicWeapon', 'magicArmour', 'shield', 'ring', 'bandage', 'heroes', 'monsters', 'carried', 'enemies', 'points', 'allies', 'moment', 'cost', 'nowhere', 'far', 'met', 'trap', 'wandering', 'reinforcements', 'attack'];
  let n = 0;
  for (const why of RULE_REFUSALS) {
    for (const act of ACTS) {
      for (const zone of ['deathZone', 'controlZone'] as const) {
        const r: RuleRefusal = { why, model: 'a', target: 'b', other: why === 'needsComponents' ? 'k' : 'c', thing: 'w', n: 3, m: 1, span: 'phase', act, zone, wall: 'north' as Wall, facing: 'E' as Facing, at: [4, 5], rule: 'AHQ-C14' };
        const it = formatRefusal(r, names, 'it');
        checkItalian(it, `${why}/${act}/${zone}`);
        assert.notEqual(it, formatRefusal(r, names, 'en'), `${why} has its own Italian`);
        n++;
      }
    }
  }
  assert.ok(n > 1000, `${n} wordings checked`);
});

/** Answers a player at `seat` could send for `m`, listed or not, naming what the seat sees: the
 * engine refuses the ones it must. */
function provocations(s: GameState, seat: string, model: string): Answer[] {
  const m = s.models[model]!;
  const out: Answer[] = [];
  const seen = new Set(view(s, seat).models.map((o) => o.id));
  const others = Object.values(s.models).filter((o) => seen.has(o.id) && o.x >= 0 && !o.status.dead);
  for (const o of others) {
    out.push({ kind: 'attack', model, target: o.id }, { kind: 'shoot', model, target: o.id });
    out.push({ kind: 'push', model, target: o.id } as Answer, { kind: 'drag', model, target: o.id, path: [[m.x + 1, m.y]] } as Answer);
    for (const sp of m.spells) out.push({ kind: 'cast', model, spell: sp, target: o.id });
    for (const it of m.items) out.push({ kind: 'potion', model, item: it, target: o.id }, { kind: 'give', model, item: it, target: o.id } as Answer);
    for (const it of o.items) out.push({ kind: 'take', model, item: it, target: o.id } as Answer);
    if (s.ctx.options.facing === true) out.push({ kind: 'heal', model, target: o.id } as Answer);
  }
  for (const d of Object.values(s.map.doors)) if (!d.secret || d.found) out.push({ kind: 'door', model, door: d.id });
  for (const c of Object.values(s.map.chests)) out.push({ kind: 'chest', model, chest: c.id });
  for (const t of Object.values(s.map.traps)) if (t.spotted) out.push({ kind: 'disarm', model, trap: t.id });
  for (const wall of ['north', 'east', 'south', 'west'] as const) out.push({ kind: 'searchSecret', model, wall });
  out.push({ kind: 'searchTreasure', model }, { kind: 'removeArmour', model }, { kind: 'run', model }, { kind: 'leave', model });
  out.push({ kind: 'move', model, to: [m.x, m.y + 1] }, { kind: 'move', model, to: [m.x + 12, m.y] });
  if (s.ctx.options.facing === true) for (const f of ['N', 'E', 'S', 'W'] as const) out.push({ kind: 'turn', model, facing: f } as Answer);
  return out;
}

test('every refusal a player provokes in ahq and guilds, with facing or without, says why as data, worded in Italian with no English and no id', async () => {
  const seen = new Map<string, string>();
  let refused = 0;
  for (const ruleset of ['ahq', 'guilds'] as const) {
    const content = await loadDefaultContent(ruleset);
    for (const options of [{}, { facing: true }] as Record<string, boolean>[]) {
      for (const seed of [1, 2, 3]) {
        const s = createGame(setupHeader('expedition', seed, { ruleset, options }, content), content);
        const check = (e: EngineError, seat: string, a: Answer) => {
          refused++;
          if (CLIENT.has(e.code)) return;
          const where = `${ruleset} ${JSON.stringify(options)} seed ${seed} ${seat} ${JSON.stringify(a)}: ${e.code} ${e.message}`;
          assert.ok(e.why, `${where}: no reason as data`);
          const it = formatRefusal(e.why, eventNaming(s, seat, content, [], 'it'), 'it');
          checkItalian(it, where);
          // The English words are the error's message: the engine says the same thing.
          assert.equal(formatRefusal(e.why, eventNaming(s, seat, content, [], 'en'), 'en').length > 0, true);
          if (!seen.has(e.why.why)) seen.set(e.why.why, it);
        };
        let acts = 0;
        for (let step = 0; step < 1500 && s.pending && !s.result; step++) {
          const d = s.pending;
          const seat = d.seat;
          // Every other decision of a hero seat's: the answers around it are much the same.
          if (d.kind === 'act' && seat !== 'gm' && acts++ % 2 === 0) {
            for (const id of d.models) for (const a of provocations(s, seat, id)) {
              const r = prepare(s, seat, a);
              if (!r.ok) check(r.error, seat, a);
            }
            const other = s.players.find((p) => p !== seat) ?? 'gm';
            const r = prepare(s, other, { kind: 'endPhase' });
            if (!r.ok) check(r.error, other, { kind: 'endPhase' });
          }
          const r = applyInPlace(s, seat, aiPolicy(s, seat));
          assert.ok(r.ok, r.ok ? '' : r.error.message);
        }
        if (s.result) {
          const seat = s.players[0]!;
          const r = prepare(s, seat, { kind: 'endPhase' });
          if (!r.ok) check(r.error, seat, { kind: 'endPhase' });
        }
        assert.ok(view(s, 'gm'));
      }
    }
  }
  const kinds = [...seen.keys()].sort();
  console.log(`${kinds.length} kinds: ${kinds.map((k) => `${k}: ${seen.get(k)}`).join("\n")}`);
  assert.ok(kinds.length >= 30, `${kinds.length} kinds of refusal provoked over ${refused} refusals: ${kinds.join(', ')}`);
  for (const k of ['notAdjacent', 'noLineOfSight', 'doorNotNext', 'chestNotNext', 'explorationOnly', 'alreadyFaces', 'notYourDecision']) assert.ok(seen.has(k), `${k} provoked (${kinds.join(', ')})`);
});
