// Three people at one table, each in their own browser: Anna (the Barbarian), Bob (the Elf) and
// Gina, a human Gamesmaster who created the game. They give their names, chat, and fight two orcs;
// Bob is told it is his turn, then closes his tab: the others are told, the AI plays the Elf after
// the game's wait while the fight goes on, and Bob comes back to his seat, his name and the chat.
// Gina's board and screen show the secret door and the disguised champion only the GM may know;
// the heroes' never do. The
// test reads the server's state only to choose what to click, as the other browser tests do.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { aiPolicy } from '@delve/ai';
import type { CreateGameRequest, CreateGameResponse } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import { cellPoint, liveState, screenshot, watch } from './testing/web-harness.ts';

const VIEWPORT = { width: 1366, height: 768 };
const WAIT = { timeout: 15_000 };
/** The game's wait before the AI plays for a player who dropped out. */
const DROP_WAIT_SECONDS = 2;

const { server, browser } = browserSuite({ seed: () => 5 });

/** A room with a secret door in its east wall: the Barbarian (p1) and the Elf (p2) against an orc
 * champion (an orc to the heroes' eyes) and an orc, the heroes first; the Gamesmaster a person. */
function fightRoom(): CreateGameRequest {
  const setup = {
    map: ['###########', '#.........#', '#.........#', '#.........S', '#.........#', '###########'],
    heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 3], id: 'barbarian' }, { type: 'elf', seat: 'p2', at: [2, 4], id: 'elf' }],
    monsters: [{ type: 'orc-champion', at: [5, 2] }, { type: 'orc', at: [6, 3] }],
    start: 'combat', firstSide: 'heroes', victory: 'monsters-slain',
  };
  return {
    ruleset: 'ahq', packs: ['ahq-core'], options: {}, setup: setup as CreateGameRequest['setup'],
    seats: { p1: 'human', p2: 'human', gm: 'human' }, dropWaitSeconds: DROP_WAIT_SECONDS,
  };
}

/** Clicks square (x, y), framing the board first if it is off screen. */
async function choose(page: Page, x: number, y: number): Promise<void> {
  let p = await cellPoint(page, x, y);
  if (!p) {
    await page.getByRole('button', { name: 'Fit' }).click();
    p = await cellPoint(page, x, y);
  }
  if (!p) throw new Error(`square ${x}, ${y} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

/** Answers the pending decision of `seat` on its person's page, by the clicks a player makes, with
 * the answer the bots would give. False when the decision is not that seat's. */
async function act(page: Page, seat: string): Promise<boolean> {
  const room = server.room(gameId)!;
  const s = liveState(server, gameId);
  if (!s.pending || s.result || s.pending.seat !== seat) return false;
  const step = room.session.step;
  const decision = page.locator(`.decision[data-step="${step}"]`);
  await decision.waitFor(WAIT);
  const a = aiPolicy(s, seat);
  const name = (id: string) => s.models[id]!.name;
  const at = (id: string) => [s.models[id]!.x, s.models[id]!.y] as const;
  switch (a.kind) {
    case 'choosePlayer': {
      const hero = Object.values(s.models).find((m) => m.seat === a.player && m.kind === 'hero')!.name;
      await decision.getByRole('button', { name: new RegExp(`\\(${hero}\\)$`) }).click();
      break;
    }
    case 'move':
      if ((await page.locator('.act-panel .models button[aria-pressed=true]', { hasText: name(a.model) }).count()) === 0) await choose(page, ...at(a.model));
      await choose(page, a.to[0], a.to[1]);
      break;
    case 'attack':
    case 'shoot': {
      if ((await page.locator('.act-panel .models button[aria-pressed=true]', { hasText: name(a.model) }).count()) === 0) await choose(page, ...at(a.model));
      await choose(page, ...at(a.target));
      const odds = page.locator('.odds');
      await odds.getByText('Chance to kill').waitFor(WAIT);
      if (a.kind === 'shoot' && (await odds.locator('select').count()) > 0) await odds.locator('select').selectOption(`shoot:${a.weapon ?? ''}`);
      await odds.getByRole('button', { name: a.kind === 'shoot' ? 'Shoot' : 'Attack', exact: true }).click();
      break;
    }
    case 'fate': await decision.getByRole('button', { name: a.spend ? 'Spend a Fate Point' : 'Keep it' }).click(); break;
    case 'routine': await decision.getByRole('button', { name: a.routine === 'moveThenAttack' ? 'Move, then attack' : 'Attack, then move' }).click(); break;
    case 'pursue': await decision.getByRole('button', { name: a.pursue ? 'Pursue' : 'Let them go' }).click(); break;
    case 'advance': await decision.getByRole('button', { name: a.advance ? /^Advance to/ : 'Stay' }).click(); break;
    case 'end': await decision.getByRole('button', { name: `End ${name(a.model)}’s activation` }).click(); break;
    case 'endPhase': await decision.getByRole('button', { name: 'End phase (all my models)' }).click(); break;
    case 'target': await choose(page, ...at(a.target)); break;
    case 'leader': await choose(page, ...at(a.hero)); break;
    default: throw new Error(`no click for ${JSON.stringify(a)}`);
  }
  const end = Date.now() + 15_000;
  while (room.session.step === step) {
    if (Date.now() > end) throw new Error(`${seat}'s ${a.kind} was not played: ${await page.locator('.error').allInnerTexts()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** Plays on, each person answering their own seat's decisions (the AI its own), until `done`. */
async function playUntil(people: Record<string, Page | null>, done: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    const s = liveState(server, gameId);
    if (s.result) throw new Error(`the fight ended before ${what}`);
    const page = s.pending ? people[s.pending.seat] : null;
    if (!page || !(await act(page, s.pending!.seat))) await new Promise((r) => setTimeout(r, 25));
  }
}

let gameId = '';

describe('three people at a table', { timeout: 180_000 }, () => {
  test('two heroes and a human Gamesmaster: names, chat, your turn, a fight, one dropping out and coming back', { timeout: 150_000 }, async () => {
    const made: CreateGameResponse = await server.create(fightRoom());
    gameId = made.gameId;
    const link = (seat: string) => made.seats.find((s) => s.seat === seat)!.link!;
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const open = async (): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      contexts.push(context);
      const page = await context.newPage();
      watch(page, errors);
      return { context, page };
    };
    try {
      // Gina created the game: her browser keeps its host token, as the new-game page does.
      const gina = await open();
      await gina.context.addInitScript(([id, host]) => {
        if (!localStorage.getItem('delve.games')) localStorage.setItem('delve.games', JSON.stringify({ [id]: { gameId: id, tokens: [], host, savedAt: new Date().toISOString() } }));
      }, [gameId, made.host] as const);
      const anna = await open();
      // Bob's tab is in the background; his browser allows notifications (recorded here).
      const bob = await open();
      await bob.context.addInitScript(() => {
        const w = window as unknown as { notes: string[]; Notification: unknown };
        w.notes = [];
        w.Notification = class {
          static permission = 'granted';
          static requestPermission() { return Promise.resolve('granted'); }
          constructor(title: string, o?: { body?: string }) { w.notes.push(`${title} | ${o?.body ?? ''}`); }
        };
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      });

      // Each arrives by the invite link and gives a name.
      for (const [p, seat, name] of [[gina.page, 'gm', 'Gina'], [anna.page, 'p1', 'Anna'], [bob.page, 'p2', 'Bob']] as const) {
        await p.goto(link(seat));
        await p.locator('.table-panel').waitFor(WAIT);
        await p.getByLabel('Your name').fill(name);
        await p.getByRole('button', { name: 'Save' }).click();
      }
      const people = anna.page.locator('.table-panel .people');
      for (const who of ['Anna (Barbarian)', 'Bob (Elf)', 'Gina (Gamesmaster)']) await people.locator('li.here', { hasText: who }).waitFor(WAIT);
      assert.match(await anna.page.locator('.bar').innerText(), /Your seats: Anna \(Barbarian\)/);

      // What only the GM may know: the secret door on Gina's board and screen, never on a hero's.
      await gina.page.locator('.board[data-secret-doors="1"]').waitFor(WAIT);
      const screen = gina.page.locator('section.gm');
      await screen.getByText('Secret doors (1)').waitFor(WAIT);
      assert.match(await screen.locator('.secret-doors').innerText(), /at 10, 3 · not found/);
      await gina.page.locator('.board[data-disguised="1"]').waitFor(WAIT);
      assert.match(await screen.locator('.disguised').innerText(), /^Orc champion( 1)?, seen as Orc$/);
      for (const hero of [anna.page, bob.page]) {
        assert.equal(await hero.locator('.board').getAttribute('data-secret-doors'), '0');
        assert.equal(await hero.locator('.board').getAttribute('data-disguised'), '0');
        assert.equal(await hero.locator('section.gm').count(), 0);
      }

      // Chat: words as written, never markup.
      await anna.page.getByLabel('Say to the table').fill('<b>Ready</b>? Two orcs.');
      await anna.page.getByRole('button', { name: 'Send' }).click();
      const line = bob.page.locator('.chat ol li', { hasText: 'Ready' });
      await line.waitFor(WAIT);
      assert.equal(await line.innerText(), 'Anna: <b>Ready</b>? Two orcs.');
      assert.equal(await bob.page.locator('.chat .text b').count(), 0);

      // Names, not seats: Bob waits for Anna's choice.
      await bob.page.getByText('Waiting for Anna (Barbarian: the choice of who acts)').waitFor(WAIT);
      await screenshot(gina.page, 'table-1-gm-screen.png');
      await screenshot(bob.page, 'table-1-bob-waits.png');

      // The fight: Anna picks Bob's Elf to go first or herself, and acts; then it is Bob's turn.
      const live = () => liveState(server, gameId);
      await playUntil({ p1: anna.page, gm: gina.page }, () => live().pending?.seat === 'p2' && live().pending?.kind === 'act', 'Bob\'s turn');
      await bob.page.locator('.decision').waitFor(WAIT);
      // The question names the person deciding, then what they decide for their hero.
      assert.match(await bob.page.locator('#decision-title').innerText(), /^Bob — (?:Act with Elf|Your combat phase: pick a model and act \(Elf\))$/);
      await bob.page.waitForFunction(() => document.title === 'Your turn · Delve', null, WAIT);
      assert.equal(await anna.page.title(), 'Delve');
      const notes = await bob.page.evaluate(() => (window as unknown as { notes: string[] }).notes);
      assert.equal(notes.length, 1, JSON.stringify(notes));
      assert.match(notes[0]!, /^Your turn · Delve \| /);
      await screenshot(bob.page, 'table-2-bobs-turn.png');

      // Bob closes his tab on his turn. The others are told at once; the seat waits, then the AI
      // plays the Elf, and the fight goes on with Anna and Gina.
      const stepAtDrop = server.room(gameId)!.session.step;
      const dropped = Date.now();
      await bob.page.close();
      for (const p of [anna.page, gina.page]) await p.locator('.chat .notices li', { hasText: 'Bob (Elf) dropped out.' }).waitFor(WAIT);
      await anna.page.locator('.people li.away', { hasText: 'Bob (Elf)' }).waitFor(WAIT);
      await screenshot(anna.page, 'table-3-bob-dropped.png');
      await anna.page.locator('.chat .notices li', { hasText: 'The AI now plays for Bob (Elf) until they return.' }).waitFor(WAIT);
      assert.ok(Date.now() - dropped >= DROP_WAIT_SECONDS * 1000 - 200, 'the seat waited first');
      await anna.page.locator('.people li.stand-in', { hasText: 'Bob (Elf)' }).waitFor(WAIT);
      const since = () => server.room(gameId)!.session.answers.slice(stepAtDrop);
      // Nobody clicks for the Elf: what p2 answers now, the AI answers.
      await playUntil({ p1: anna.page, gm: gina.page }, () => since().some((x) => x.seat === 'p2') && since().some((x) => x.seat === 'gm'), 'the AI\'s Elf, then the Gamesmaster');
      await anna.page.locator('.log ol li', { hasText: 'Elf' }).first().waitFor(WAIT);
      await screenshot(gina.page, 'table-4-gm-plays-on.png');

      // Bob comes back: his seat, his name and the chat are there; the AI no longer plays for him.
      const back = await bob.context.newPage();
      watch(back, errors);
      await back.goto(link('p2'));
      for (const p of [anna.page, gina.page]) await p.locator('.chat .notices li', { hasText: 'Bob (Elf) is back.' }).waitFor(WAIT);
      await back.locator('.people li.here', { hasText: 'Bob (Elf)' }).waitFor(WAIT);
      assert.equal(await back.locator('.people li.stand-in').count(), 0);
      await back.locator('.chat ol li', { hasText: 'Anna: <b>Ready</b>? Two orcs.' }).waitFor(WAIT);
      // No longer stood in for, every answer of p2 from now on is Bob's own click.
      const p2Answers = () => server.room(gameId)!.session.answers.filter((x) => x.seat === 'p2').length;
      const before = p2Answers();
      await playUntil({ p1: anna.page, gm: gina.page, p2: back }, () => p2Answers() > before, 'Bob answering again');
      await screenshot(back, 'table-5-bob-back.png');
      assert.deepEqual(errors, []);
    } finally {
      for (const c of contexts) await c.close().catch(() => {});
    }
  });

  test('the creator hands seats on from the table: a new invite takes the Elf from Bob\'s link, the AI plays Anna\'s seat, then gives it back', { timeout: 60_000 }, async () => {
    const made: CreateGameResponse = await server.create({ ...fightRoom(), dropWaitSeconds: null });
    gameId = made.gameId;
    const link = (seat: string) => made.seats.find((s) => s.seat === seat)!.link!;
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const person = async (seat: string, name: string, host?: string): Promise<Page> => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      contexts.push(context);
      if (host) {
        await context.addInitScript(([id, h]) => {
          if (!localStorage.getItem('delve.games')) localStorage.setItem('delve.games', JSON.stringify({ [id]: { gameId: id, tokens: [], host: h, savedAt: new Date().toISOString() } }));
        }, [gameId, host] as const);
      }
      const page = await context.newPage();
      watch(page, errors);
      await page.goto(seat);
      await page.locator('.table-panel').waitFor(WAIT);
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      return page;
    };
    try {
      const gina = await person(link('gm'), 'Gina', made.host);
      const anna = await person(link('p1'), 'Anna');
      const bob = await person(link('p2'), 'Bob');
      const rows = gina.locator('.table-panel .people');
      await rows.locator('li.here', { hasText: 'Bob (Elf)' }).waitFor(WAIT);
      // Only the creator's page offers hand-overs.
      assert.equal(await anna.getByRole('button', { name: 'New invite' }).count(), 0);

      // A new invite for the Elf: its link is shown to Gina; Bob's tab loses the seat and says why.
      await rows.locator('li', { hasText: 'Bob (Elf)' }).getByRole('button', { name: 'New invite' }).click();
      const fresh = await gina.locator('.new-invite').getByLabel('Invite link for seat p2').inputValue();
      assert.match(fresh, new RegExp(`/play/${gameId}#[A-Za-z0-9_-]+$`));
      assert.notEqual(fresh, link('p2'));
      await bob.getByText(/This invite link opens no seat of game/).waitFor(WAIT);
      assert.equal(await gina.locator('.new-invite').innerText().then((x) => x.includes('p2')), false, 'the link is for the Elf, not "p2"');
      const carol = await person(fresh, 'Carol');
      await rows.locator('li.here', { hasText: 'Carol (Elf)' }).waitFor(WAIT);
      await anna.locator('.chat .notices li', { hasText: 'Bob (Elf) was handed to a new invite.' }).waitFor(WAIT);
      await screenshot(gina, 'table-6-new-invite.png');

      // Anna's seat to the AI: it answers her pending choice; then back to her.
      const step = server.room(gameId)!.session.step;
      assert.equal(liveState(server, gameId).pending?.seat, 'p1');
      await rows.locator('li', { hasText: 'Anna (Barbarian)' }).getByRole('button', { name: 'Hand to the AI' }).click();
      await anna.locator('.people li.ai', { hasText: 'Anna (Barbarian)' }).waitFor(WAIT);
      const end = Date.now() + 15_000;
      while (server.room(gameId)!.session.step === step && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      assert.ok(server.room(gameId)!.session.step > step, 'the AI answered for Anna\'s seat');
      await rows.locator('li', { hasText: 'Anna (Barbarian)' }).getByRole('button', { name: 'Give back to its player' }).click();
      await anna.locator('.people li.human', { hasText: 'Anna (Barbarian)' }).waitFor(WAIT);
      await carol.locator('.chat .notices li', { hasText: 'Anna (Barbarian) plays again.' }).waitFor(WAIT);
      assert.deepEqual(errors.filter((e) => !/WebSocket|4110/.test(e)), []);
    } finally {
      for (const c of contexts) await c.close().catch(() => {});
    }
  });
});
