// The facing module on the web board, in Chromium against the real server: each figure's facing
// and blocking zone drawn, a move that ends with the facing picked from the keyboard (Alt + an
// arrow key), the sectors of a figure under the pointer, and the sector an attack comes from
// beside its exact odds; the interception prompt, naming the shot and its odds with and without
// the figure stepping in, in English and Italian.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './testing/browser-suite.ts';
import { boardData, cellPoint, clickCell, fightRequest, liveState, screenshot, watch } from './testing/web-harness.ts';
import { SeatBot } from '../../server/src/testing/seat-bot.ts';
import { aiPolicy } from '../../ai/src/policies.ts';
import type { Answer, GameState } from '@delve/engine';
import type { CreateGameRequest, CreateGameResponse } from '@delve/protocol';
import type { BrowserContext, Page } from 'playwright-core';

const WAIT = { timeout: 15_000 };

// The seed's deal gives the sniping elf Second Swing (about three deals in five do).
const { server, browser } = browserSuite({ seed: () => 'web-facing-2' });

/** A fight of `req` with the facing module on, opened by p1 in a browser of its own. */
async function openFacingFight(req: CreateGameRequest): Promise<{ made: CreateGameResponse; context: BrowserContext; page: Page; errors: string[] }> {
  return openAsP1(await server.create({ ...req, options: { facing: true } }));
}

/** The game `made`, opened by p1 in a browser of its own, at its first decision. */
async function openAsP1(made: CreateGameResponse): Promise<{ made: CreateGameResponse; context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watch(page, errors);
  await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
  await page.locator('#decision-title').waitFor(WAIT);
  return { made, context, page, errors };
}

describe('facing on the web board', { timeout: 120_000 }, () => {
  test('FAC-F01 FAC-F03 FAC-K01 facings and zones are drawn, a move ends facing the way Alt + arrow picked, hovering shows a figure\'s sectors', { timeout: 90_000 }, async () => {
    const req = fightRequest();
    const setup = req.setup!;
    setup.heroes[0]!.facing = 'N';
    setup.heroes[1]!.facing = 'N';
    setup.monsters![0]!.facing = 'S';
    setup.monsters![1]!.facing = 'W';
    const { made, context, page, errors } = await openFacingFight(req);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-facings') ?? '') !== '', null, WAIT);
    assert.equal(await boardData(page, 'facings'), 'barbarian:N elf:N m1:S m2:W');

    // Pick the barbarian, then Alt + → on the board: his moves end facing east.
    await clickCell(page, 1, 4);
    await page.locator('.act-panel .facing').waitFor(WAIT);
    await page.locator('.board').focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.locator('.facing button[data-facing="E"][aria-pressed="true"]').waitFor(WAIT);
    await clickCell(page, 1, 2);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-facings') ?? '').includes('barbarian:E'), null, WAIT);
    const s = liveState(server, made.gameId);
    assert.deepEqual([s.models.barbarian!.x, s.models.barbarian!.y, s.models.barbarian!.facing], [1, 2, 'E']);

    // The orc under the pointer shows its sectors: its front to the west.
    const p = await cellPoint(page, 6, 1);
    assert.ok(p);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-sectors') === 'm2', null, WAIT);
    await screenshot(page, 'facing-board.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('FAC-F03 a facing picked the moment the model is, before the page draws again, is the one its move ends with', { timeout: 60_000 }, async () => {
    const req = fightRequest();
    const { made, context, page, errors } = await openFacingFight(req);
    await page.locator('.board').focus();
    await page.locator('#board-cursor', { hasText: /Barbarian/ }).waitFor(WAIT);
    // Enter picks the Barbarian under the cursor, and Alt + → follows as soon as his panel shows,
    // with no frame or timer between: how a busy machine's page runs a quick player's keys, since
    // it handles input before its timers.
    await page.evaluate(async () => {
      const board = document.querySelector('.board')!;
      board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await new Promise<void>((done) => {
        const shown = new MutationObserver(() => document.querySelector('.act-panel .facing') && (shown.disconnect(), done()));
        shown.observe(document.body, { subtree: true, childList: true });
      });
      board.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
    });
    await page.locator('.facing button[data-facing="E"][aria-pressed="true"]').waitFor(WAIT);
    await clickCell(page, 1, 2);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-facings') ?? '').includes('barbarian:E'), null, WAIT);
    assert.equal(liveState(server, made.gameId).models.barbarian!.facing, 'E');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('FAC-I03 GLD-H01 a shot that may snipe offers it beside its odds, naming the card it spends, in English and Italian; ticked, the shot spends the card and no one is asked to step in', { timeout: 90_000 }, async () => {
    //   0123456789
    // 1 #....g...#   the orc guard faces south: its zone lies across the shot
    // 2 #E......o#   the elf shoots the orc along row 2
    const setup = {
      map: ['##########', '#........#', '#........#', '#........#', '##########'],
      heroes: [{ type: 'elf', seat: 'p1', at: [1, 2], id: 'elf', facing: 'E' }],
      monsters: [{ type: 'orc', at: [8, 2], facing: 'W' }, { type: 'orc', at: [5, 1], facing: 'S' }],
      start: 'combat', firstSide: 'heroes', victory: 'monsters-slain',
    };
    const req = { ruleset: 'guilds', packs: ['guilds-core'], options: { facing: true, 'guilds.heroicCards': true }, seats: { p1: 'human' as const, gm: 'human' as const }, setup: setup as unknown as NonNullable<Parameters<typeof server.create>[0]['setup']> };
    // The deal is the server's seed's: the file's seed deals the elf a card that re-rolls a miss.
    const made = await server.create(req);
    assert.ok(liveState(server, made.gameId).heroic?.hands.elf?.includes('second-swing'), 'a deal with Second Swing');
    const { context, page, errors } = await openAsP1(made);
    await clickCell(page, 1, 2);
    await clickCell(page, 8, 2);
    const snipe = page.locator('.odds label.snipe');
    await snipe.waitFor(WAIT);
    // It names the card it would spend: the elf's Second Swing, the card on his sheet (the names
    // of the content arrive after the page first draws).
    await page.locator('.odds label.snipe', { hasText: /spend Second Swing,/ }).waitFor(WAIT);
    assert.match(await snipe.innerText(), /Snipe: spend Second Swing, the Heroic card that would re-roll a miss: no re-roll, and no one can step into the shot/);
    assert.match(await page.locator('.sheets details', { hasText: 'Elf' }).innerText(), /Second Swing: when your to-hit roll fails: roll the die again \(a snipe spends this one\)/);
    assert.match(await page.locator('.odds .sector').innerText(), /^Struck on its front: armour and shield count$/, 'the sector said in words');
    await snipe.locator('input').check();
    await page.getByRole('button', { name: 'Snipe', exact: true }).waitFor(WAIT);
    await screenshot(page, 'facing-snipe.png');
    await page.getByLabel('Language').first().selectOption('it');
    await page.locator('.odds label.snipe', { hasText: /spendi Secondo fendente,/ }).waitFor(WAIT);
    assert.match(await page.locator('.odds label.snipe').innerText(), /spendi Secondo fendente, la Carta Eroica che ritirerebbe un colpo mancato: niente ritiro, e nessuno può frapporsi al colpo/);
    await screenshot(page, 'facing-snipe-it.png');
    await page.getByRole('button', { name: 'Tira di precisione', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('.odds'), null, WAIT);
    const s = liveState(server, made.gameId);
    await page.waitForFunction(() => /precisione/.test(document.body.innerText), null, WAIT);
    assert.ok(s.events.some((e) => e.type === 'sniped' && e.model === 'elf' && e.target === 'm1'), 'the shot sniped');
    assert.notEqual(s.pending?.kind, 'intercept', 'no one is asked to step in');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('FAC-I01 DEC-28 the interception prompt names the shot, who shoots whom with what, and its odds with and without the barbarian stepping in, in English and Italian', { timeout: 90_000 }, async () => {
    //   012345678
    // 0 #########
    // 1 #..B....#   the barbarian faces south: his zone (2..4, 2) lies across the shot
    // 2 #E.....a#   the orc archer shoots the elf, west along row 2
    const req = fightRequest({ p1: 'human', gm: 'human' }, 'monsters');
    const setup = req.setup!;
    setup.heroes = [{ type: 'barbarian', seat: 'p1', at: [3, 1], id: 'barbarian', facing: 'S' }, { type: 'elf', seat: 'p1', at: [1, 2], id: 'elf', facing: 'E' }];
    setup.monsters = [{ type: 'orc-archer', at: [7, 2], facing: 'W' }];
    const made = await server.create({ ...req, options: { facing: true } });
    const state = (): GameState | undefined => server.room(made.gameId)?.session.state;
    const shoot = (s: GameState): Answer => s.pending?.kind === 'act' ? { kind: 'shoot', model: 'm1', target: 'elf', weapon: 'shortbow' } : aiPolicy(s, 'gm');
    const gm = new SeatBot(await server.join(made.gameId, made.seats.find((x) => x.seat === 'gm')!.token!), { state, choose: shoot, maxStep: 1e9 });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(made.seats.find((x) => x.seat === 'p1')!.link!);
    const table = page.locator('table.intercept-odds');
    await table.waitFor(WAIT);
    const title = await page.locator('#decision-title').innerText();
    assert.match(title, /Orc archer 1 shoots with Shortbow at Elf/);
    // The engine's exact odds, as the decision carries them.
    const d = state()!.pending!;
    assert.equal(d.kind, 'intercept');
    const odds = d.kind === 'intercept' ? d.odds! : {};
    const pct = (p: number) => `${Math.round(p * 100)}%`;
    const row = async (id: string) => (await table.locator(`tr[data-odds="${id}"]`).innerText()).replace(/\s+/g, ' ');
    assert.match(await row('elf'), new RegExp(`No one steps in: at Elf ${pct(odds.elf!.hit)} ${odds.elf!.wounds.toFixed(1)} ${pct(odds.elf!.down)}`));
    assert.match(await row('barbarian'), new RegExp(`Barbarian steps in ${pct(odds.barbarian!.hit)} ${odds.barbarian!.wounds.toFixed(1)} ${pct(odds.barbarian!.down)}`));
    assert.notEqual(odds.barbarian!.hit, odds.elf!.hit, 'each row is the shot at its own figure (nearer, easier to hit)');
    await screenshot(page, 'facing-intercept.png');

    await page.getByLabel('Language').first().selectOption('it');
    await page.locator('table.intercept-odds[aria-label="Il colpo, con e senza intercettazione"]').waitFor(WAIT);
    assert.match(await page.locator('#decision-title').innerText(), /tira con .* contro/i);
    assert.match(await row('barbarian'), /Si frappone/);
    await screenshot(page, 'facing-intercept-it.png');

    await page.getByRole('button', { name: /si frappone e prende il colpo/ }).click();
    await page.waitForFunction(() => !document.querySelector('table.intercept-odds'), null, WAIT);
    assert.ok(state()!.events.some((e) => e.type === 'intercepted' && e.model === 'barbarian'));
    assert.deepEqual(errors, []);
    gm.playing = false;
    await gm.conn.leave();
    await context.close();
  });
});
