// The new-game form's request, built from the server's content listing: an expedition (never a
// map, never a seed: the server lays out the stairway and draws the seed, DEC-17), one seat per
// hero with its henchmen or followers, only the options that differ from their defaults. Checked
// by the server's own expedition layout and the engine's createGame on the real content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PACKS, loadContent } from '@delve/content';
import { createGame } from '@delve/engine';
import { createRequest, defaultGame, mySeats, switchRuleset } from './new-game-request.ts';
import { parseRoute, playPath } from './route.ts';
import { rulesetListing } from '../../server/src/content-listing.ts';
import { expeditionHeader } from '../../server/src/create-game.ts';

async function listing(id: string) {
  const c = await loadContent(DEFAULT_PACKS[id]!);
  return { r: rulesetListing(id, DEFAULT_PACKS[id]!, c), c };
}

test('a solo game of each ruleset: its default party played here, an AI Gamesmaster, an expedition the engine takes', async () => {
  for (const id of ['ahq', 'guilds']) {
    const { r, c } = await listing(id);
    const g = defaultGame(r, 'u1');
    const req = createRequest(g, r);
    assert.deepEqual(req.seats, { gm: 'ai', p1: 'human', p2: 'human', p3: 'human', p4: 'human' });
    assert.deepEqual(mySeats(g), ['p1', 'p2', 'p3', 'p4']);
    assert.equal('seed' in req, false);
    assert.equal(req.setup, undefined, 'the server lays the dungeon out');
    const s = createGame(expeditionHeader({ ...req, expedition: req.expedition! }, c, 1), c);
    assert.deepEqual(s.players, ['p1', 'p2', 'p3', 'p4']);
    assert.equal(s.ctx.header.ruleset, id);
    if (id === 'guilds') assert.deepEqual(req.expedition!.decks, { mode: 'random', objective: r.objectives[0]!.id });
    else assert.equal(req.expedition!.quest, 'standard');
  }
});

test('a guilds party with a follower and a henchman, the GM\'s hand, and a house rule switched on', async () => {
  const { r, c } = await listing('guilds');
  const g = { ...defaultGame(r, 'u'), deck: 'hand' as const, options: { ...defaultGame(r, 'u').options, 'guilds.heroicCards': true } };
  g.party = [{ hero: 'warrior', player: 'me', followers: ['squire'] }, { hero: 'warrior', player: 'invite', followers: ['crossbowman'] }];
  g.gm = 'me';
  const req = createRequest(g, r);
  assert.deepEqual(req.options, { 'guilds.heroicCards': true }, 'only options that differ from their defaults');
  assert.deepEqual(req.expedition!.decks, { mode: 'hand' });
  assert.deepEqual(req.expedition!.heroes.map((h) => [h.id, h.seat, h.master ?? null]),
    [['warrior', 'p1', null], ['squire', 'p1', 'warrior'], ['warrior-2', 'p2', null], ['crossbowman', 'p2', 'warrior-2']]);
  assert.deepEqual(req.seats, { gm: 'human', p1: 'human', p2: 'human' });
  assert.deepEqual(mySeats(g), ['p1', 'gm']);
  const s = createGame(expeditionHeader({ ...req, expedition: req.expedition! }, c, 3), c);
  assert.equal(s.models.squire!.seat, 'p1');
  assert.equal(s.ctx.options['guilds.heroicCards'], true);
});

test('a hero that is not a hero of the ruleset is refused before anything is sent', async () => {
  const { r } = await listing('guilds');
  const g = defaultGame(r, 'u');
  assert.throws(() => createRequest({ ...g, party: [{ hero: 'barbarian', player: 'me', followers: [] }] }, r), /seat p1: 'barbarian' is not a hero of/);
  assert.throws(() => createRequest({ ...g, party: [{ hero: 'warrior', player: 'me', followers: ['warrior'] }] }, r), /not a henchman or follower/);
  assert.throws(() => createRequest({ ...g, party: [] }, r), /at least one hero/);
});

test('switching ruleset keeps who plays each seat and takes the new ruleset\'s heroes', async () => {
  const ahq = (await listing('ahq')).r;
  const guilds = (await listing('guilds')).r;
  const g = { ...defaultGame(ahq, 'u'), gm: 'me' as const };
  g.party = [{ hero: 'barbarian', player: 'me', followers: ['man-at-arms'] }, { hero: 'elf', player: 'ai', followers: [] }];
  const s = switchRuleset(g, guilds);
  assert.deepEqual(s.party.map((p) => [p.hero, p.player, p.followers.length]), [['warrior', 'me', 0], ['dwarf', 'ai', 0]]);
  assert.equal(s.gm, 'me');
  assert.equal(s.ruleset, 'guilds');
});

test('invite links parse back to the game and token', () => {
  assert.deepEqual(parseRoute('/play/abcd1234', '#' + 'x'.repeat(32)), { page: 'play', gameId: 'abcd1234', token: 'x'.repeat(32) });
  assert.deepEqual(parseRoute('/play/abcd1234', ''), { page: 'play', gameId: 'abcd1234', token: null });
  assert.deepEqual(parseRoute('/elsewhere', ''), { page: 'new' });
  assert.equal(playPath('abcd1234', 'tok'), '/play/abcd1234#tok');
});

test('the creator\'s name goes to the seats they take, with the wait chosen before the AI plays for a dropped player', async () => {
  const { r } = await listing('ahq');
  const g = { ...defaultGame(r, 'u1'), name: '  Gina ', dropWait: 60 };
  g.party = g.party.map((p, i) => (i === 0 ? p : { ...p, player: 'invite' as const }));
  const req = createRequest({ ...g, gm: 'me' }, r);
  assert.deepEqual(req.names, { p1: 'Gina', gm: 'Gina' });
  assert.equal(req.dropWaitSeconds, 60);
  assert.equal(createRequest({ ...g, dropWait: null }, r).dropWaitSeconds, null);
  const plain = createRequest(defaultGame(r, 'u1'), r);
  assert.equal('names' in plain, false);
  assert.equal('dropWaitSeconds' in plain, false);
});

test('AOF-P01 DEC-27 an aof-quest game from the form: a rolled, packed or file mission and 2 to 4 heroes, no Gamesmaster seat, a request the server takes', async () => {
  const { readCreateGame } = await import('@delve/protocol');
  const { loadDefaultContent } = await import('@delve/content');
  const { missionProblems } = await import('@delve/engine');
  const { aofRulesetListing, resolveMission } = await import('../../server/src/aof-mission.ts');
  const aof = (await loadDefaultContent('aof-quest')).aof!;
  const r = aofRulesetListing(['aof-core'], aof);
  const g = defaultGame(r, 'u');
  assert.equal(g.party.length, 4);
  const choice = { ...g.aof!, type: 'escape', size: 24 as const, difficulty: 'heroic' };
  g.aof = choice;
  g.party[1] = { ...g.party[1]!, hero: g.party[0]!.hero, player: 'invite' };
  g.party[3] = { ...g.party[3]!, player: 'ai' };
  const req = createRequest(g, r);
  assert.deepEqual(req.aof!.mission, { generate: { type: 'escape', size: 24, difficulty: 'heroic' } });
  assert.deepEqual(req.aof!.heroes.map((h) => [h.class, h.seat, h.id]), [
    [g.party[0]!.hero, 'p1', g.party[0]!.hero], [g.party[0]!.hero, 'p2', `${g.party[0]!.hero}-2`], [g.party[2]!.hero, 'p3', g.party[2]!.hero], [g.party[3]!.hero, 'p4', g.party[3]!.hero],
  ]);
  assert.deepEqual(req.seats, { p1: 'human', p2: 'human', p3: 'human', p4: 'ai' }, 'no Gamesmaster seat: the AI plays the enemies as rules');
  assert.equal('seed' in req, false);
  assert.equal(req.expedition, undefined);
  assert.deepEqual(mySeats({ ...g, gm: 'me' }), ['p1', 'p3']);
  assert.equal(readCreateGame(req).ok, true);
  assert.deepEqual(missionProblems(resolveMission(req.aof!.mission, aof, 5, req.aof!.heroes.length), aof), []);
  // A pack's mission, and a file.
  assert.deepEqual(createRequest({ ...g, aof: { ...choice, mission: 'pack', pack: 'the-goblin-pass' } }, r).aof!.mission, { mission: 'the-goblin-pass' });
  assert.throws(() => createRequest({ ...g, aof: { ...choice, mission: 'file', file: null } }, r), /choose a mission file/);
  const file = { name: 'mine.yaml', text: 'id: mine\n' };
  const withFile = createRequest({ ...g, aof: { ...choice, mission: 'file', file } }, r);
  assert.deepEqual(withFile.aof!.mission, { file });
  assert.equal(readCreateGame(withFile).ok, true);
  // Party sizes the rules do not have, and names the content does not.
  assert.throws(() => createRequest({ ...g, party: g.party.slice(0, 1) }, r), /a party has 2 to 4 heroes \(AOF-P01\), not 1/);
  assert.throws(() => createRequest({ ...g, party: [...g.party, g.party[0]!] }, r), /not 5/);
  assert.throws(() => createRequest({ ...g, party: [{ hero: 'barbarian', player: 'me', followers: [] }, g.party[0]!] }, r), /seat p1: 'barbarian' is not a hero class/);
  assert.throws(() => createRequest({ ...g, aof: { ...choice, type: 'rescue' } }, r), /'rescue' is not a mission type/);
  // From a one-hero game of another ruleset, the party grows to two.
  const { r: ahq } = await listing('ahq');
  const one = { ...defaultGame(ahq, 'u'), party: [{ hero: 'barbarian', player: 'me' as const, followers: [] }] };
  assert.equal(switchRuleset(one, r).party.length, 2);
});
