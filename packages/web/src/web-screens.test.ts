// The other screens in Chromium against the real server: the Gamesmaster's screen when a person
// takes that seat, a finished game resumed from the start page's list and stepped through as a
// replay, a phone-sized viewport, layout stability at 1366×768, and the frame rate while panning an
// 80×80 dungeon (the bench page, src/testing/bench.html). Figures go to test-artifacts/.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { aiPolicy } from '@delve/ai';
import { browserSuite } from './testing/browser-suite.ts';
import {
  ARTIFACTS, boardData, buildBench, clickCell, fightRequest, liveState, openBench, screenshot, watch,
} from './testing/web-harness.ts';
import { SeatBot, until } from '../../server/src/testing/seat-bot.ts';
import type { PanFigures } from './testing/bench.ts';

const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();
const figures: Record<string, number> = {};

describe('the Gamesmaster screen, replays, small screens and speed', { timeout: 180_000 }, () => {
  after(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'web-figures-screens.json'), JSON.stringify(figures, null, 2) + '\n');
  });

  test('a person as Gamesmaster sees the whole dungeon and answers the routine and the monsters\' actions', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    const made = await server.create(fightRequest({ p1: 'ai', gm: 'human' }, 'monsters'));
    await page.goto(made.seats.find((s) => s.seat === 'gm')!.link!);
    await page.locator('.gm-screen').getByRole('heading', { name: 'Gamesmaster screen' }).waitFor(WAIT);
    assert.equal(await boardData(page, 'unknown'), '0', 'no square is hidden from the GM');
    assert.match(await page.locator('.gm').innerText(), /GM counters: \d+/);

    await page.locator('#decision-title', { hasText: 'Choose the monsters’ routine' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Move, then attack' }).click();
    await page.locator('#decision-title', { hasText: /pick a model and act|Act with/ }).waitFor(WAIT);
    const s = liveState(server, made.gameId);
    const orc = Object.values(s.models).find((m) => m.type === 'orc')!;
    await clickCell(page, orc.x, orc.y);
    await page.waitForFunction(() => Number(document.querySelector('.board')?.getAttribute('data-moves')) > 0, null, WAIT);
    await screenshot(page, 'web-gm.png');
    await page.getByRole('button', { name: 'End phase (all my models)' }).click();
    await page.locator('.log ol li', { hasText: /Barbarian|Elf/ }).first().waitFor(WAIT);
    assert.equal(await page.locator('.error').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a person who hands the GM seat to the AI watches it play: its reasons on the GM screen and in the log, in English and Italian', { timeout: 90_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    const made = await server.create({ ...fightRequest({ p1: 'ai', gm: 'human' }, 'monsters'), options: { difficulty: 'deadly' } });
    const gm = made.seats.find((s) => s.seat === 'gm')!;
    await page.goto(gm.link!);
    await page.locator('.gm-screen').getByRole('heading', { name: 'Gamesmaster screen' }).waitFor(WAIT);
    // The creator hands the seat to the AI; this browser keeps watching from it.
    const host = await server.join(made.gameId, gm.token!);
    host.handSeat(made.host, 'gm', 'ai');
    const why = page.locator('.gm .gm-reasons li');
    await why.first().waitFor(WAIT);
    const said = await why.first().innerText();
    assert.match(said, /Orc|champion/i, said);
    assert.match(said, /attacks|closes on|makes for|waits out of|holds the doorway|strikes/, said);
    // The same words in the log.
    await page.locator('.log ol li', { hasText: said }).first().waitFor(WAIT);
    await screenshot(page, 'web-gm-reasons.png');
    await page.getByLabel('Language').first().selectOption('it');
    await page.locator('.gm').getByRole('heading', { name: 'Perché il Master l’ha fatto, dal più recente' }).waitFor(WAIT);
    const detto = await why.first().innerText();
    assert.match(detto, /attacca|si avvicina|punta|aspetta fuori|tiene la porta|colpisce/, detto);
    await page.locator('.log ol li', { hasText: detto }).first().waitFor(WAIT);
    await screenshot(page, 'web-gm-reasons-it.png');
    await host.leave();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a person as Gamesmaster spends Dungeon Counters from the GM screen: what to play, then its square; the hero seat sees the band come, not the counters', { timeout: 60_000 }, async () => {
    // The monsters open the fight; the GM holds three counters, and the passage below the room is
    // out of the barbarian's sight (DEC-30).
    const request = fightRequest({ p1: 'human', gm: 'human' }, 'monsters');
    const setup = {
      map: ['#########', '#.......#', '#.......#', '#.......#', '#.......#', '####.####', '   #.#', '   #.#', '   ###'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 4], id: 'barbarian' }],
      monsters: [{ type: 'orc', at: [6, 1] }],
      start: 'combat', firstSide: 'monsters', counters: 'dungeon-counters', gmCounters: 3,
    };
    const made = await server.create({ ...request, setup: setup as typeof request.setup });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(made.seats.find((s) => s.seat === 'gm')!.link!);
    await page.locator('.gm').getByText('GM counters: 3').waitFor(WAIT);
    await page.locator('#decision-title', { hasText: 'The GM holds 3 Dungeon Counters (the start of a combat GM phase): play Reinforcements (3) on a square, or pass? (DEC-30)' }).waitFor(WAIT);
    // The entry first; a click on a square it may not go to is answered with a hint, not sent.
    await clickCell(page, 4, 7);
    await page.getByText('Choose what to play in the panel first').waitFor(WAIT);
    await page.getByRole('button', { name: 'Reinforcements (3)' }).click();
    await page.getByText('Choose a square: highlighted on the board, or from the list.').waitFor(WAIT);
    // Its squares lit on the board, and listed: out of the barbarian's sight, none beside him.
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-options') ?? '').includes('4,7'), null, WAIT);
    const lit = (await boardData(page, 'options')).split(' ').sort();
    assert.ok(lit.includes('4,7') && !lit.includes('2,2'), lit.join(' '));
    assert.deepEqual((await page.getByLabel('Square').locator('option').allInnerTexts()).map((o) => o.replace(', ', ',')).sort(), lit);
    await clickCell(page, 2, 2);
    await page.getByText('Choose one of the highlighted squares.').waitFor(WAIT);
    await screenshot(page, 'web-gm-counters.png');
    await clickCell(page, 4, 7);
    await page.locator('.log ol li', { hasText: 'The GM spends 3 Dungeon Counters: Reinforcements, at [4, 7] (0 left).' }).waitFor(WAIT);
    await page.locator('.gm').getByText('GM counters: 0').waitFor(WAIT);
    await page.locator('#decision-title', { hasText: 'Choose the monsters’ routine' }).waitFor(WAIT);
    const s = liveState(server, made.gameId);
    assert.equal(s.gmCounters, 0);
    assert.deepEqual(Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => [m.type, m.x, m.y]), [['orc', 6, 1], ['orc', 4, 7], ['orc', 4, 6], ['orc-archer', 4, 5]]);
    // In Italian, the GM's screen and the log.
    await page.getByLabel('Language').first().selectOption('it');
    await page.locator('.gm').getByText('Segnalini del Master: 0').waitFor(WAIT);
    await page.locator('.log ol li', { hasText: 'Il GM spende 3 Segnalini Dungeon: Rinforzi, in [4, 7] (ne restano 0).' }).waitFor(WAIT);

    // The hero seat's browser: the band came, but not how many counters the GM holds.
    const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const hero = await other.newPage();
    watch(hero, errors);
    await hero.goto(made.seats.find((x) => x.seat === 'p1')!.link!);
    await hero.locator('.log ol li', { hasText: 'The GM spends 3 Dungeon Counters: Reinforcements, at [4, 7].' }).waitFor(WAIT);
    assert.doesNotMatch(await hero.locator('.log').innerText(), /left\)|GM counters|takes a Dungeon Counter/);
    assert.equal(await hero.locator('.gm').count(), 0);
    assert.equal(await page.locator('.error').count(), 0);
    assert.deepEqual(errors, []);
    await other.close();
    await context.close();
  });

  test('one person holding a hero seat and the GM seat sees the heroes\' view, and the Gamesmaster\'s only when they choose it', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(`${server.url}/`);
    for (const seat of ['p4', 'p3', 'p2']) await page.getByRole('button', { name: `Remove seat ${seat}` }).click();
    await page.getByLabel('Gamesmaster').selectOption('me');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.locator('#decision-title').waitFor(WAIT);
    assert.deepEqual(await page.locator('.bar').getByText('Your seats').innerText(), 'Your seats: Gamesmaster, Barbarian');
    // The heroes' view first: unexplored squares stay dark, and no GM screen.
    const shows = page.getByLabel('Board shows');
    assert.equal(await shows.inputValue(), 'p1');
    assert.ok(Number(await boardData(page, 'unknown')) > 0, 'the heroes do not see the whole dungeon');
    assert.equal(await page.locator('.gm').count(), 0);
    // Chosen: the Gamesmaster's view, the whole dungeon and the GM screen; and back again.
    await shows.selectOption('gm');
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-unknown') === '0', null, WAIT);
    await page.locator('.gm-screen').getByRole('heading', { name: 'Gamesmaster screen' }).waitFor(WAIT);
    await screenshot(page, 'web-gm-and-hero.png');
    await shows.selectOption('p1');
    await page.waitForFunction(() => Number(document.querySelector('.board')?.getAttribute('data-unknown')) > 0, null, WAIT);
    assert.equal(await page.locator('.gm').count(), 0);

    // A browser holding the hero seat alone never gets the choice, nor anything of the GM's.
    const made = await server.create({ ruleset: 'ahq', expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1' }] }, seats: { p1: 'human', gm: 'human' } });
    const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const hero = await other.newPage();
    watch(hero, errors);
    await hero.goto(made.seats.find((x) => x.seat === 'p1')!.link!);
    await hero.locator('#decision-title').or(hero.getByText(/Waiting for/)).first().waitFor(WAIT);
    assert.equal(await hero.getByLabel('Board shows').count(), 0);
    assert.equal(await hero.locator('.gm').count(), 0);
    assert.ok(Number(await boardData(hero, 'unknown')) > 0);
    assert.deepEqual(errors, []);
    await other.close();
    await context.close();
  });

  test('a finished game: listed on the start page, then replayed forwards and backwards, the GM\'s view included', { timeout: 90_000 }, async () => {
    const made = await server.create(fightRequest());
    const token = made.seats.find((s) => s.seat === 'p1')!.token!;
    const bot = new SeatBot(await server.join(made.gameId, token), {
      state: () => server.room(made.gameId)?.session.state, choose: (st, seat) => aiPolicy(st, seat), maxStep: 2000,
    });
    await until(() => !!server.room(made.gameId)?.session.finished, 60_000, 'the fight ends');
    await bot.conn.leave();
    const steps = server.room(made.gameId)!.session.step;

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    // Opening the game once keeps its token in this browser; the start page then lists it.
    const link = made.seats.find((s) => s.seat === 'p1')!.link!;
    await page.goto(link);
    await page.locator('.over').waitFor(WAIT);
    // The same origin as the link (the server names itself localhost), where the token was kept.
    await page.goto(`${new URL(link).origin}/`);
    // Named as a player knows it: the ruleset, the party, the turn reached, how it ended.
    const end = server.room(made.gameId)!.session.state;
    const entry = page.locator(`.saved li[data-game="${made.gameId}"]`);
    await entry.getByText(`turn ${end.turn}`).waitFor(WAIT);
    assert.match(await entry.innerText(), new RegExp(`Advanced HeroQuest · Barbarian, Elf · turn ${end.turn} · the ${end.result!.winner} won`));
    assert.equal(await entry.getByRole('link', { name: 'Resume' }).count(), 0, 'a finished game is replayed, not resumed');
    await entry.getByRole('link', { name: 'Replay' }).click();

    const heading = page.locator('#replay-step');
    await heading.getByText(`Step 0 of ${steps}`).waitFor(WAIT);
    await page.getByRole('button', { name: /Next/ }).click();
    await heading.getByText(`Step 1 of ${steps}`).waitFor(WAIT);
    await page.keyboard.press('ArrowRight');
    await heading.getByText(`Step 2 of ${steps}`).waitFor(WAIT);
    await page.getByRole('button', { name: /Last/ }).click();
    await heading.getByText(`Step ${steps} of ${steps}`).waitFor(WAIT);
    assert.match(await page.locator('.frame-events').innerText(), /win|slain|dies|killed/i);
    await page.getByRole('button', { name: /Back/ }).click();
    await heading.getByText(`Step ${steps - 1} of ${steps}`).waitFor(WAIT);

    // Over, the game replays for the Gamesmaster too: the seat's view, not the heroes'.
    await page.getByLabel('seat').selectOption('gm');
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-unknown') === '0', null, WAIT);
    await screenshot(page, 'web-replay.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('readable at 1366×768 without layout jumps, and usable on a 390×844 phone', { timeout: 60_000 }, async () => {
    const made = await server.create(fightRequest());
    const link = made.seats.find((s) => s.seat === 'p1')!.link!;
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await desk.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.cls += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(link);
    await page.locator('#decision-title').waitFor(WAIT);
    const board = async () => JSON.stringify(await page.locator('.board').boundingBox());
    const before = await board();
    // Panels that come and go (the odds, hints, the log growing) leave the board where it is.
    await clickCell(page, 1, 4);
    await clickCell(page, 8, 4).catch(() => undefined);
    const champion = Object.values(liveState(server, made.gameId).models).find((m) => m.type === 'orc-champion')!;
    await clickCell(page, champion.x, champion.y);
    await page.locator('.odds').getByText('Chance to kill').waitFor(WAIT);
    assert.equal(await board(), before, 'the board does not move');
    figures.layoutShift1366 = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    assert.ok(figures.layoutShift1366 < 0.1, `cumulative layout shift ${figures.layoutShift1366}`);
    const fonts = await page.evaluate(() => Array.from(document.querySelectorAll('.side *')).filter((e) => e.childElementCount === 0 && e.textContent?.trim())
      .map((e) => parseFloat(getComputedStyle(e).fontSize)));
    assert.ok(Math.min(...fonts) >= 11, `the smallest text is ${Math.min(...fonts)}px`);
    await desk.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const p = await phone.newPage();
    await p.goto(link);
    await p.locator('#decision-title').waitFor(WAIT);
    await p.locator('.board canvas').first().waitFor(WAIT);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= 390), 'nothing wider than the phone');
    const box = (await p.locator('.board').boundingBox())!;
    assert.ok(box.width >= 380 && box.height >= 400, `the board is ${box.width}×${box.height}`);
    await screenshot(p, 'web-phone.png');
    // A tap on a model and on a square plays as a click does.
    await p.getByRole('button', { name: 'End phase (all my models)' }).scrollIntoViewIfNeeded();
    assert.ok(await p.getByRole('button', { name: 'End phase (all my models)' }).isVisible());
    await phone.close();
  });

  test('panning an 80×80 dungeon: frames per second and the cost of a frame', { timeout: 60_000 }, async (t) => {
    const dir = await buildBench();
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await openBench(page, dir);
      const r = await page.evaluate(() => (window as unknown as { delveBench: { pan(ms: number): Promise<PanFigures> } }).delveBench.pan(4000));
      await screenshot(page, 'web-bench.png');
      Object.assign(figures, { panFps: r.fps, panP95FrameMs: r.p95Ms, panWorstFrameMs: r.worstMs, boardDrawMs: r.drawMs });
      t.diagnostic(`80×80 pan: ${r.fps.toFixed(1)} fps, p95 frame ${r.p95Ms.toFixed(1)} ms, one full draw ${r.drawMs.toFixed(2)} ms`);
      // Loose bounds: the test files run side by side on a shared machine, so the frame rate here
      // says as much about the load as about the board; the figures are what is reported. A full
      // draw well under a frame's budget is what lets a quiet machine pan at the display's rate.
      assert.ok(r.drawMs < 33, `one draw takes ${r.drawMs} ms`);
      assert.ok(r.fps > 10, `${r.fps} fps`);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
