// The log of whole expeditions of each dungeon crawl, told in Italian as the terminal and the page
// tell it (the engine's naming layer, the GM's view): no English word and no English name is left,
// and every name of a monster, a hero by its kind or a thing used takes its article ("Il Barbaro
// attacca il Goblin 1 con lo Spadone"), joined to a preposition before it ("al Goblin 1").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, contentWords, createGame, formatEvent, type Content, type GameEvent, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, setupHeader } from '@delve/ai';
import { eventNaming } from './answer-labels.ts';

/** English words a sentence of the log would have, were it left in English. */
const ENGLISH = /\b(?:the|of|and|with|attacks|rolls|moves|runs|opens|door|turn|damage|wounds?|hits?|miss|dies|takes|gives|finds|chest|trap|room|passage|square|monsters?|heroes|phase|searches|nothing|left|shoots|casts|fails?|spends|gold|crowns)\b/i;

/** What may stand right before a name: an article, or a preposition joined to one. */
const ARTICLE = /(?:^|[\s(])(?:il|lo|la|i|gli|le|(?:de|a|da|ne|su)(?:l|llo|lla|i|gli|lle)) $|(?:^|[\s(])(?:l|dell|all|dall|nell|sull)'$/i;

/** Events whose names of things (weapons, spells, potions…) are said with their article. */
const THINGS: Partial<Record<GameEvent['type'], readonly string[]>> = {
  attack: ['weapon'], spellCast: ['spell'], potionUsed: ['item'], itemTaken: ['item'], itemGiven: ['item'], armourRemoved: ['armour'], missileRecovered: ['item'],
};
const MODELS = ['model', 'by', 'attacker', 'target', 'hero', 'shooter', 'victim', 'caster', 'pusher', 'owner', 'to'] as const;

/** The English names of the content that Italian says otherwise (a Goblin is a Goblin in both). */
function englishNames(c: Content): string[] {
  const groups = [c.heroes, c.monsters, c.weapons, c.armour, c.items, c.spells, c.traps] as unknown as Record<string, { name: string; names?: Record<string, string> }>[];
  return groups.flatMap((g) => Object.values(g)).filter((e) => e.names?.it && !e.names.it.toLowerCase().includes(e.name.toLowerCase())).map((e) => e.name);
}

function expedition(ruleset: 'ahq' | 'guilds', seed: number, content: Content): { lines: { e: GameEvent; text: string; names: string[]; things: string[] }[]; state: GameState } {
  const s = createGame(setupHeader('expedition', seed, { ruleset, ...(ruleset === 'ahq' ? { quest: 'standard' } : {}) }, content), content);
  const lines: { e: GameEvent; text: string; names: string[]; things: string[] }[] = [];
  const tell = (events: readonly GameEvent[]) => {
    const n = eventNaming(s, 'gm', content, events, 'it');
    for (const e of events) {
      const o = e as unknown as Record<string, unknown>;
      // Names said with an article: those of models by their kind (a hero's own name takes none).
      const names = MODELS.map((k) => o[k]).filter((id): id is string => typeof id === 'string' && Object.hasOwn(s.models, id) && n.grammar(id, 'model') !== null).map((id) => n.model(id));
      const things = (THINGS[e.type] ?? []).map((k) => o[k]).filter((id): id is string => typeof id === 'string' && id !== 'gold').map((id) => n.item(id));
      lines.push({ e, text: formatEvent(e, n, 'it'), names, things });
    }
  };
  tell(s.events);
  for (let i = 0; i < 20_000 && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, aiPolicy(s, seat));
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    tell(r.events);
  }
  return { lines, state: s };
}

/** Where `text` says `name` without an article before it. */
function bareAt(text: string, name: string): string | null {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text.slice(0, at);
    if (!ARTICLE.test(before)) return `…${before.slice(-12)}[${name}]`;
  }
  return null;
}

for (const ruleset of ['ahq', 'guilds'] as const) {
  test(`every Italian line of whole ${ruleset} expeditions reads as Italian, names with their articles`, async () => {
    const content = await loadDefaultContent(ruleset);
    const english = englishNames(content);
    const kinds = new Set<string>();
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const { lines, state } = expedition(ruleset, seed, content);
      assert.ok(state.result, `${ruleset} seed ${seed}: the expedition ends`);
      for (const { e, text, names, things } of lines) {
        if (e.type === 'dice' || e.type.startsWith('aof')) continue;
        kinds.add(e.type);
        checked++;
        assert.doesNotMatch(text, ENGLISH, `${e.type}: English in '${text}'`);
        for (const w of english) assert.ok(!new RegExp(`\\b${w}\\b`).test(text), `${e.type}: the English name '${w}' in '${text}'`);
        for (const name of [...names, ...things]) {
          const bare = bareAt(text, name);
          assert.equal(bare, null, `${e.type}: no article before a name in '${text}' (${bare})`);
        }
        assert.doesNotMatch(text, /\b(?:di|a|da|in|su) (?:il|lo|la|l'|i|gli|le)\b/, `${e.type}: a preposition not joined to its article in '${text}'`);
        assert.doesNotMatch(text, /[\uE000\uE001]/, `${e.type}: a mark left in '${text}'`);
      }
    }
    assert.ok(kinds.size >= 20, `${ruleset}: only ${kinds.size} kinds of line were told`);
    assert.ok(checked > 200, `${ruleset}: ${checked} lines`);
  });
}

test('the Italian log says "Il Barbaro attacca il Goblin 1 con lo Spadone"', async () => {
  const content = await loadDefaultContent('ahq');
  const { lines } = expedition('ahq', 1, content);
  const attack = lines.find((l) => l.e.type === 'attack' && l.text.includes(' attacca '));
  assert.ok(attack, 'an attack is told');
  assert.match(attack.text, /^(?:Il|Lo|La|L')[^ ]* ?\S.* attacca (?:il|lo|la|l'|i|gli|le) ?\S.* con (?:il|lo|la|l'|i|gli|le) ?\S/, attack.text);
  const e = { type: 'attack', attacker: 'barbarian', target: 'goblin', weapon: 'two-handed-sword', ranged: false, free: false, roll: 9, need: 7, result: 'hit', distance: null, obscured: false, fumbleOn: null } as unknown as GameEvent;
  const names = { model: (id: string) => (id === 'barbarian' ? 'Barbaro' : 'Goblin 1'), item: () => 'Spadone', grammar: (id: string) => (id === 'two-handed-sword' ? contentWords(content)(id)?.grammar?.it : { gender: 'm' as const }) };
  assert.equal(formatEvent(e, names, 'it'), 'Il Barbaro attacca il Goblin 1 con lo Spadone: fa 9 (serve 7), colpito');
});
