// The board guided by the legal answers, in Chromium against the real server: highlighted squares
// and targets, a path preview with its cost, the move sent with its path, the exact odds before an
// attack (a disguised monster fought as its disguise), character sheets, and the whole page in
// English and Italian. A small fight set up through the API makes the opening certain.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentListing } from '@delve/protocol';
import type { BrowserContext, Page } from 'playwright-core';
import { legalAnswers, view } from '@delve/engine';
import { oddsAsker } from '@delve/ai';
import { browserSuite } from './testing/browser-suite.ts';
import {
  boardData, cellPoint, clickCell, fightRequest, legalMoves, liveState, logText, screenshot, watch,
} from './testing/web-harness.ts';

const VIEWPORT = { width: 1366, height: 768 };
const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

async function openFight(page: Page): Promise<string> {
  const made = await server.create(fightRequest());
  await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
  await page.locator('#decision-title').waitFor(WAIT);
  return made.gameId;
}

/** A new browser context on the fight, watched for page errors. */
async function freshFight(): Promise<{ context: BrowserContext; page: Page; errors: string[]; gameId: string }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  watch(page, errors);
  return { context, page, errors, gameId: await openFight(page) };
}

async function waitData(page: Page, name: string, want: (v: string) => boolean): Promise<string> {
  await page.waitForFunction(([n, src]) => new Function('v', `return (${src})(v)`)(document.querySelector('.board')?.getAttribute(`data-${n}`) ?? ''), [name, want.toString()] as const, WAIT);
  return boardData(page, name);
}

describe('the board from the legal answers, odds, sheets and languages', { timeout: 120_000 }, () => {
  test('legal squares and targets are highlighted; hovering shows the path and its cost; the move goes with its path; an attack shows its odds first', { timeout: 60_000 }, async () => {
    const { context, page, errors, gameId } = await freshFight();
    const s0 = liveState(server, gameId);
    const champion = Object.values(s0.models).find((m) => m.type === 'orc-champion')!;
    const seenAs = view(s0, 'p1').models.find((m) => m.id === champion.id)!;
    assert.notEqual(seenAs.name, champion.name, 'the champion is disguised to the heroes');

    // Picking the Barbarian highlights every square the rules let him reach, and whom he may hit.
    await clickCell(page, 1, 4);
    const moves = legalMoves(s0, 'p1', 'barbarian');
    await waitData(page, 'moves', (v) => Number(v) > 0);
    assert.equal(Number(await boardData(page, 'moves')), moves.length);
    assert.ok((await boardData(page, 'targets')).split(' ').includes(champion.id), 'the throwing axe can reach the champion');

    // Hover: the path and its cost, as the engine walks it.
    const path = legalAnswers(s0, 'p1', { paths: true }).find((a) => a.kind === 'move' && a.model === 'barbarian' && a.to[0] === 5 && a.to[1] === 2);
    assert.ok(path && path.kind === 'move' && path.path);
    const p = (await cellPoint(page, 5, 2))!;
    await page.mouse.move(p.x, p.y);
    const label = await waitData(page, 'path', (v) => v.length > 0);
    assert.equal(label, `Barbarian → 5, 2: ${path.path.length} squares`);
    await screenshot(page, 'web-path.png');

    // The click sends the move with that very path.
    await page.mouse.click(p.x, p.y);
    await page.locator('.log ol li', { hasText: 'Barbarian moves' }).waitFor(WAIT);
    const sent = server.room(gameId)!.session.answers.at(-1)!.answer;
    assert.deepEqual(sent, { kind: 'move', model: 'barbarian', to: [5, 2], path: path.path });

    // Clicking the champion asks the odds; they are those against the orc he looks like.
    await clickCell(page, champion.x, champion.y);
    const panel = page.locator('.odds');
    await panel.getByRole('heading', { name: `Barbarian attacks ${seenAs.name}` }).waitFor(WAIT);
    await panel.getByText('Chance to kill').waitFor(WAIT);
    const s1 = liveState(server, gameId);
    const expected = oddsAsker(s1, new Map(view(s1, 'p1').models.map((m) => [m.id, m]))).odds('barbarian', champion.id)!;
    const hit = await panel.locator('dt', { hasText: 'Chance to hit' }).locator('xpath=following-sibling::dd[1]').innerText();
    assert.equal(hit, `${Math.round(expected.hit * 100)}%`);
    const kill = await panel.locator('dt', { hasText: 'Chance to kill' }).locator('xpath=following-sibling::dd[1]').innerText();
    assert.equal(kill, `${Math.round(expected.kill * 100)}%`);
    assert.match(await panel.innerText(), /Wounds dealt[\s\S]*Wounds received/);
    await screenshot(page, 'web-odds.png');
    assert.equal(server.room(gameId)!.session.answers.length, 1, 'nothing is sent before the confirmation');

    // Cancel sends nothing; confirming makes the attack.
    await panel.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.locator('.odds').count(), 0);
    await clickCell(page, champion.x, champion.y);
    await page.locator('.odds').getByText('Chance to kill').waitFor(WAIT);
    await page.locator('.odds').getByRole('button', { name: 'Attack' }).click();
    await page.locator('.log ol li', { hasText: /Barbarian attacks/ }).waitFor(WAIT);
    assert.equal(await page.locator('.error').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a hero with two missile weapons chooses which to shoot with, and sees each one\'s odds', { timeout: 60_000 }, async () => {
    const { context, page, errors, gameId } = await freshFight();
    const s0 = liveState(server, gameId);
    const elf = s0.models.elf!;
    // The champion (disguised as an orc) stands within a throwing dagger's range; the orc does not.
    const orc = Object.values(s0.models).find((m) => m.type === 'orc-champion')!;
    await clickCell(page, elf.x, elf.y);
    await page.waitForFunction((id) => (document.querySelector('.board')?.getAttribute('data-targets') ?? '').split(' ').includes(id), orc.id, WAIT);
    await clickCell(page, orc.x, orc.y);
    const odds = page.locator('.odds');
    await odds.getByText('Chance to kill').waitFor(WAIT);
    const pickWeapon = odds.getByLabel('Strike with');
    assert.deepEqual(await pickWeapon.locator('option').allInnerTexts(), ['a shot with Longbow', 'a shot with Throwing dagger']);
    const longbow = await odds.locator('dl').innerText();
    const before = await odds.locator('dl').textContent();
    await pickWeapon.selectOption('shoot:throwing-dagger');
    await page.waitForFunction((b) => { const dl = document.querySelector('.odds dl'); return !!dl && dl.textContent !== b; }, before, WAIT);
    assert.notEqual(await odds.locator('dl').innerText(), longbow, 'the odds are the throwing dagger\'s');
    await odds.getByRole('button', { name: 'Shoot', exact: true }).click();
    await page.locator('.log ol li', { hasText: /Elf/ }).last().waitFor(WAIT);
    const until = Date.now() + 10_000;
    let last = null;
    while (Date.now() < until) {
      const g = await server.store.loadGame(gameId);
      last = g?.answers.at(-1)?.answer ?? null;
      if (last) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.deepEqual(last, { kind: 'shoot', model: 'elf', target: orc.id, weapon: 'throwing-dagger' });
    await screenshot(page, 'web-weapon-choice.png');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a model picked the moment the next decision shows, before the page draws again, stays picked', { timeout: 60_000 }, async () => {
    // The orcs at the far end of a long room: the GM's turn moves them, out of reach of the heroes,
    // so both heroes are asked to act again.
    const wall = '#'.repeat(20), floor = `#${'.'.repeat(18)}#`;
    const req = fightRequest();
    const made = await server.create({
      ...req,
      setup: { ...req.setup!, map: [wall, floor, floor, floor, floor, wall], monsters: [{ type: 'orc', at: [18, 1] }, { type: 'orc', at: [18, 2] }] },
    });
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    await page.getByLabel('AI pace').selectOption('instant');
    const step = await page.locator('.decision').getAttribute('data-step');
    // End the phase; when the heroes' next decision shows, pick the Elf at once, with no frame or
    // timer between: how a busy machine's page runs a quick player's click, input first.
    await page.evaluate(async (old) => {
      const next = () => {
        const at = document.querySelector('.decision')?.getAttribute('data-step');
        return !!at && at !== old && document.querySelectorAll('.act-panel .models button').length === 2;
      };
      const shown = new Promise<void>((done) => {
        const o = new MutationObserver(() => next() && (o.disconnect(), done()));
        o.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      Array.from(document.querySelectorAll<HTMLButtonElement>('.decision button')).find((b) => b.textContent?.startsWith('End phase'))!.click();
      await shown;
      Array.from(document.querySelectorAll<HTMLButtonElement>('.act-panel .models button')).find((b) => b.textContent?.startsWith('Elf'))!.click();
    }, step);
    await page.locator('.act-panel .models button[aria-pressed="true"]', { hasText: /^Elf/ }).waitFor(WAIT);
    assert.equal(await page.locator('.act-panel .models button[aria-pressed="true"]').innerText(), 'Elf');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('character sheets, and the page and its log in Italian, kept across a reload', { timeout: 60_000 }, async () => {
    const { context, page, errors, gameId } = await freshFight();
    await page.getByRole('button', { name: 'End phase (all my models)' }).waitFor(WAIT);

    // Sheets for both heroes of this seat, with their gear from the seat's view.
    const sheets = page.locator('.sheets');
    await sheets.getByRole('heading', { name: 'Character sheets' }).waitFor(WAIT);
    const elf = view(liveState(server, gameId), 'p1').models.find((m) => m.id === 'elf')!;
    await sheets.locator('summary', { hasText: 'Elf' }).click();
    const elfSheet = await sheets.locator('details', { hasText: 'Elf' }).innerText();
    assert.match(elfSheet, /Fate Points\s+\d+ \/ \d+/);
    // Each weapon by its content name, from the server's content listing.
    const listing = await (await fetch(`${server.url}/api/content`)).json() as ContentListing;
    const names = listing.rulesets.find((r) => r.id === 'ahq')!.names;
    for (const w of elf.weapons) assert.ok(elfSheet.includes(names[w]!), `the sheet lists ${names[w]} (${w})`);
    assert.match(await sheets.innerText(), /Barbarian/);

    // A move, then Italian: the bar, the buttons, the decision and the log all change language.
    await clickCell(page, 1, 4);
    await waitData(page, 'moves', (v) => Number(v) > 0);
    await clickCell(page, 1, 2);
    await page.locator('.log ol li', { hasText: 'Barbarian moves 2 squares' }).waitFor(WAIT);
    await page.getByLabel('Language').first().selectOption('it');
    await page.locator('.bar', { hasText: 'Turno' }).waitFor(WAIT);
    assert.match(await logText(page), /Barbaro si muove di 2 caselle fino a/);
    assert.match(await page.locator('#decision-title').innerText(), /Agisci con|La tua fase/);
    await page.getByRole('button', { name: 'Adatta' }).waitFor(WAIT);
    await page.getByRole('button', { name: /Termina la fase/ }).waitFor(WAIT);
    assert.match(await page.locator('.sheets').innerText(), /Punti Fato/);
    await screenshot(page, 'web-italian.png');

    await page.reload();
    await page.locator('.bar', { hasText: 'Turno' }).waitFor(WAIT);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
    await page.getByLabel('Lingua').first().selectOption('en');
    await page.locator('.bar', { hasText: 'Turn' }).waitFor(WAIT);
    assert.match(await logText(page), /Barbarian moves 2 squares/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

