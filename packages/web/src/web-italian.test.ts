// A whole expedition of each ruleset read in Italian in Chromium: two heroes' seats answered over
// the protocol by the hero AI while the page, in Italian, holds the first seat and shows every
// decision, the log, the dice, the board's words and the end screen. At every step the page's
// words (its menus' options and titles included) are scanned for English; what is found is
// listed with where it was. Screenshots of the key moments go to test-artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { aiPolicy } from '@delve/ai';
import type { ContentListing } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import { liveState, pageWords, screenshot, watch } from './testing/web-harness.ts';
import { createRequest, defaultGame } from './new-game-request.ts';
import { translator } from './i18n.ts';

const WAIT = { timeout: 20_000 };
const SEEDS: Record<string, string> = { ahq: '2', guilds: '1' };
let seed = '';

/** English a page in Italian would show were it left untranslated (names of things aside:
 * a Goblin is a Goblin in both; "round" is Italian too). */
const ENGLISH = /\b(?:the|of|and|with|your|you|turn|phase|choose|attacks?|moves?|door|chest|search(?:es)?|waiting|heroes|monsters|wounds?|gold|crowns|dies|rolls?|player|seat|none|left|take|takes|give|gives|end|over|won|lost|hit|miss|shoot|shoots|casts?|potion|healing|sword|bow|arrows|spell|room|passage|square|north|south|east|west|leader|fate|point|damage|skull|shield|step)\b/i;

const { server, browser } = browserSuite({ seed: () => seed });

/** Every word the page shows, the options of its menus and the titles of its buttons included. */
async function pageLines(page: Page): Promise<string[]> {
  // The footer names the games' owners by their own titles ("The Guilds").
  return (await pageWords(page)).split('\n').map((b) => b.trim()).filter((b) => b && !b.includes('Games Workshop'));
}

describe('a whole expedition of each ruleset read in Italian', { timeout: 420_000 }, () => {
  for (const rules of ['ahq', 'guilds'] as const) {
    test(`${rules}: every decision, log line and the end screen read in Italian`, { timeout: 200_000 }, async () => {
      seed = SEEDS[rules]!;
      const listing = await (await fetch(`${server.url}/api/content`)).json() as ContentListing;
      const r = listing.rulesets.find((x) => x.id === rules)!;
      const g = defaultGame(r, 'lettore');
      const made = await server.create(createRequest({ ...g, party: g.party.slice(0, 2) }, r));
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(() => localStorage.setItem('delve.locale', 'it'));
      const page = await context.newPage();
      const errors: string[] = [];
      watch(page, errors);
      const t = translator('it');
      await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
      await page.locator('#decision-title').waitFor(WAIT);
      await page.getByLabel(t('pace.label')).selectOption('instant');
      await screenshot(page, `web-italian-${rules}-first-decision.png`);

      // The heroes' seats answered by the hero AI over the protocol, one step at a time once the
      // page has shown it; the page holds p1's seat, so it shows p1's decisions and waits on p2's.
      const conns = new Map(await Promise.all(made.seats.filter((x) => x.seat !== 'gm' && x.token).map(async (x) => [x.seat, await server.join(made.gameId, x.token!)] as const)));
      const session = () => server.room(made.gameId)!.session;
      const english = new Map<string, string>();
      let read = 0;
      const deadline = Date.now() + 170_000;
      while (Date.now() < deadline && !liveState(server, made.gameId).result) {
        const s = liveState(server, made.gameId);
        const step = session().step;
        const seat = s.pending?.seat;
        if (!seat || seat === 'gm') {
          await new Promise((res) => setTimeout(res, 20));
          continue;
        }
        // The page has drawn this step: p1's decision, or the words that say who is awaited.
        if (seat === 'p1') await page.locator(`.decision[data-step="${step}"]`).waitFor(WAIT);
        else await page.locator('.waiting').waitFor(WAIT);
        read++;
        for (const line of await pageLines(page)) if (ENGLISH.test(line) && !english.has(line)) english.set(line, `step ${step}, ${s.pending!.kind}`);
        if (s.combat && read % 40 === 1) await screenshot(page, `web-italian-${rules}-step-${step}.png`);
        conns.get(seat)!.answer(seat, step, aiPolicy(s, seat));
        const until = Date.now() + 15_000;
        while (session().step === step && Date.now() < until) await new Promise((res) => setTimeout(res, 10));
      }
      const s = liveState(server, made.gameId);
      assert.ok(s.result, 'the expedition ends');
      await page.locator('.end-screen').waitFor(WAIT);
      for (const line of await pageLines(page)) if (ENGLISH.test(line) && !english.has(line)) english.set(line, 'the end');
      await screenshot(page, `web-italian-${rules}-end.png`);
      await page.locator('.end-screen').getByRole('button').last().click().catch(() => undefined);
      await page.locator('.log').scrollIntoViewIfNeeded();
      await screenshot(page, `web-italian-${rules}-log.png`);
      for (const c of conns.values()) await c.leave();
      assert.ok(read > 50, `${rules}: the page was read at ${read} steps`);
      assert.deepEqual([...english].map(([l, at]) => `${at}: ${l}`), [], 'English on the Italian page');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
