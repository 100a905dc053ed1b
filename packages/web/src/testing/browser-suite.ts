// What every browser test file sets up and tears down, written once: the client built into a
// temporary folder, the real server on it, Chromium. `browserSuite()` registers the `before` and
// `after` hooks where it is called and hands back stand-ins for what they make, so a test file
// names `server`, `browser` and `built` as plain module-level values.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import type { ServerOptions } from '../../../server/src/server.ts';
import type { TestServer } from '../../../server/src/testing/test-server.ts';
import { launchBrowser } from './browser.ts';
import { buildClient, buildPage, removeBuild, startWebServer, type BuiltClient, type BuiltPage } from './web-harness.ts';
import { lateBound } from './late-bound.ts';

/** Building the client and launching Chromium take minutes on a loaded machine, not hours. */
const HOOK_TIMEOUT = 300_000;

export interface BrowserSuite {
  /** The client built for this file; its bundle sizes. */
  built: BuiltClient;
  /** The real server serving `built` on loopback with the shipped content. */
  server: TestServer;
  browser: Browser;
}

export interface BrowserSuiteOptions {
  /** Each new game's seed, as the server draws it (default: random). */
  seed?: ServerOptions['seed'];
}

/** The client, its server and Chromium for the tests of the file (or `describe`) it is called in:
 * made in a `before` hook, closed in an `after` hook: the server first, since a browser closing
 * first leaves dropped connections its rooms would wait for (the reconnection window), holding
 * the test process open. */
export function browserSuite(o: BrowserSuiteOptions = {}): BrowserSuite {
  const built = lateBound<BuiltClient>("browser suite's built client");
  const server = lateBound<TestServer>("browser suite's server");
  const browser = lateBound<Browser>("browser suite's browser");
  before(async () => {
    const client = await buildClient();
    built.set(client);
    server.set(await startWebServer(client.dir, o.seed));
    browser.set(await launchBrowser());
  }, { timeout: HOOK_TIMEOUT });
  after(async () => {
    await server.current()?.close();
    await browser.current()?.close();
    const b = built.current();
    if (b) removeBuild(b);
    for (const x of [server, browser, built]) x.set(undefined);
  }, { timeout: HOOK_TIMEOUT });
  return { built: built.value, server: server.value, browser: browser.value };
}

/** A test page of the web package (such as src/testing/aof-battlefield.html) built on its own,
 * without the client or a server, and Chromium, for the tests of the file it is called in. */
export function pageSuite(input: string): { built: BuiltPage; browser: Browser } {
  const built = lateBound<BuiltPage>("page suite's built page");
  const browser = lateBound<Browser>("page suite's browser");
  before(async () => {
    built.set(await buildPage(input));
    browser.set(await launchBrowser());
  }, { timeout: HOOK_TIMEOUT });
  after(async () => {
    await browser.current()?.close();
    const b = built.current();
    if (b) removeBuild(b);
    for (const x of [browser, built]) x.set(undefined);
  }, { timeout: HOOK_TIMEOUT });
  return { built: built.value, browser: browser.value };
}
