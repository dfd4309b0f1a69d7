// Offline play, the save's second copy, updates and installability, in headless Chromium
// (part of `make test`; issue 23).
//
// The real game runs on the offline preview page (tests/support/web/app_harness.mjs: Pyodide standing
// in for pygbag's runtime) with the built site's own service worker, page script and
// manifest (web/sw.js, web/offline.js, web/manifest.webmanifest, copied in unchanged):
// first visit online, two moves, the browser context offline, reload: the game starts
// and both moves are there; localStorage lost: the moves come back from IndexedDB; a new
// version: the page offers it, and after the button the new version runs. Chromium's own
// manifest check (DevTools protocol) reports no installability error, for the preview and
// for the built page (build/web/), whose "could not be loaded" message, offline with no
// runtime stored, says the first visit needs a connection. Any console error fails.
//
//   .venv/bin/python tools/build_web.py > /dev/null
//   TANBO_PYTHON=.venv/bin/python node --test tests/web/offline.test.mjs
//   TANBO_BROWSER_SHOTS=build/browser-shots ...   also saves screenshots
//
// Prints (t.diagnostic) the figures README quotes: bytes cached on the first visit, and
// the first frame after navigation cold online vs warm offline. Skipped, saying why,
// without the pygame-ce wasm wheel or chromium, unless TANBO_REQUIRE_BROWSER=1.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite, writePrecache } from "../support/web/app_harness.mjs";
import {
  chromiumPath, ensureSite, launchPersistentChromium, nativePython, OFFICIAL_CDN, ROOT, runMirror, serve,
} from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
const SHOTS = process.env.TANBO_BROWSER_SHOTS ? path.resolve(ROOT, process.env.TANBO_BROWSER_SHOTS) : null;
// Its own preview folder: app.test.mjs may assemble build/app-preview/ at the same time.
const SITE = path.join(ROOT, "build", "offline-preview");

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false;
const noBrowser = chromiumPath() === null && !REQUIRED ? "no chromium installed (apt-get install chromium)" : false;

/** The object a site's precache.js assigns to self.TANBO_OFFLINE. */
function precacheOf(site) {
  return JSON.parse(readFileSync(path.join(site, "precache.js"), "utf-8").replace(/^[^{]*/s, "").replace(/;\s*$/, ""));
}

async function shot(page, name) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/**
 * A context whose requests to anything but this machine fail (no internet, ever). With
 * `persistent`, a fresh non-incognito profile (Chromium checks installability only there;
 * closeContext removes its folder).
 */
async function localContext(browser, { persistent = false } = {}) {
  let context;
  if (persistent) {
    const profile = mkdtempSync(path.join(os.tmpdir(), "tanbo-offline-"));
    context = await launchPersistentChromium(profile);
    context.profile = profile;
  } else {
    context = await browser.newContext();
  }
  const outside = [];
  await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => {
    outside.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  context.outside = outside;
  return context;
}

/**
 * Set the context offline once more. Chromium 150 (Debian, 2026-12) with Playwright 1.65
 * cuts the network of a document reloaded while offline but leaves its `navigator.onLine`
 * true; applying the emulation again reaches the new document (it sees `offline`).
 */
async function offlineAgain(context) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Close a context of localContext (and remove its profile). */
async function closeContext(context) {
  await context.close();
  if (context.profile) rmSync(context.profile, { recursive: true, force: true, maxRetries: 5 });
}

/** Chromium's verdict on the page's manifest: {errors, installability, manifest}. */
async function manifestCheck(page) {
  const session = await page.context().newCDPSession(page);
  const manifest = await session.send("Page.getAppManifest");
  const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
  await session.detach();
  return { errors: manifest.errors, installability: installabilityErrors, manifest };
}

/** Wait (at most `ms`) until a service worker is active for the page; its registration's scope. */
async function workerActive(page, ms = 60000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === "activated" ? registration.scope : null;
    });
    if (scope) return scope;
    assert.ok(Date.now() < deadline, `a service worker activated within ${ms / 1000} s`);
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
}

/** The page's caches: {name: {entries, bytes}} (bytes of the bodies, as stored). */
function cached(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request)).blob()).size;
      out[name] = { entries: requests.length, bytes };
    }
    return out;
  });
}

/** The second copy of the save: IndexedDB "tanbo-saves" as {key: text}. */
function secondCopy(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open("tanbo-saves", 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const out = {};
      const tx = open.result.transaction("keys", "readonly");
      const cursor = tx.objectStore("keys").openCursor();
      cursor.onsuccess = () => {
        if (cursor.result) {
          out[cursor.result.key] = cursor.result.value;
          cursor.result.continue();
        }
      };
      tx.oncomplete = () => {
        open.result.close();
        resolve(out);
      };
    };
  }));
}

/** Lose one store of the site's origin only, as a browser evicting it would. */
async function clearStorage(page, storageTypes) {
  const session = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  await session.send("Storage.clearDataForOrigin", { origin, storageTypes });
  await session.detach();
}

/** In the new-game menu: Human vs Human on the default board, then Start. */
async function humanGame(app) {
  if ((await app.state()).screen !== "menu") {
    await app.clickButton("menu");
    await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
  }
  for (const action of ["player:1:human", "player:2:human"]) await app.clickButton(action);
  await app.clickButton("start");
  if ((await app.buttons()).some((b) => b.action === "confirm:yes")) await app.clickButton("confirm:yes");
  return app.waitFor((s) => s.screen === "game" && s.ply === 0 && !s.busy, { what: "a new game" });
}

function assertClean(app, what) {
  assert.deepEqual(app.takeErrors(), [], `no console error or Python exception (${what})`);
}

describe("offline play of the real game (preview page, the site's service worker)", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path, { site: SITE });
  });

  test("installable: Chromium's manifest check reports no error", async () => {
    const context = await localContext(suite.browser, { persistent: true });
    try {
      const app = await AppPage.open(context, suite.server.url);
      await app.boot();
      await workerActive(app.page);
      const check = await manifestCheck(app.page);
      assert.deepEqual(check.errors, [], "the manifest parses without errors");
      assert.deepEqual(check.installability, [], "no installability error");
      const manifest = JSON.parse(check.manifest.data);
      assert.equal(manifest.start_url, "./");
      assert.equal(manifest.scope, "./");
      assert.ok(["fullscreen", "standalone"].includes(manifest.display));
      const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
      assert.deepEqual(sizes.sort(), ["192x192 any", "512x512 any", "512x512 maskable"]);
      assertClean(app, "installability");
    } finally {
      await closeContext(context);
    }
  });

  test("first visit online, two moves, offline reload: both moves are there; then an update", async (t) => {
    const context = await localContext(suite.browser);
    try {
      const app = await AppPage.open(context, suite.server.url);
      const cold = await app.boot();
      assert.equal(await app.page.evaluate(() => Boolean(navigator.serviceWorker.controller)), false,
        "a first visit is not served by the worker");
      await humanGame(app);
      for (let i = 0; i < 2; i += 1) {
        const legal = await app.legal();
        const before = await app.state();
        await app.clickPoint(legal[0]);
        await app.waitFor((s) => s.ply === before.ply + 1 && !s.busy, { what: `move ${i + 1}` });
      }
      const played = await app.state();
      const board = await app.stones();
      assert.equal(played.ply, 2);
      await workerActive(app.page);
      const saved = await app.page.evaluate(() => localStorage.getItem("tanbo.game"));
      assert.match(saved, /\[Game "Tanbo"\]/);
      const copy = await secondCopy(app.page);
      assert.equal(copy["tanbo.game"], saved, "IndexedDB holds the same save");
      assert.equal(typeof copy["tanbo.settings"], "string");
      assert.notEqual(await app.page.evaluate(() => window.tanbo_offline.persisted), null,
        "persistent storage was asked for after the first move");
      const stored = await cached(app.page);
      const names = Object.keys(stored);
      assert.equal(names.length, 1, `one versioned cache: ${names}`);
      const listed = precacheOf(SITE);
      assert.equal(names[0], `tanbo-${listed.version}`);
      assert.equal(stored[names[0]].entries, listed.files.length, "every listed file is cached");
      t.diagnostic(`first visit cached ${stored[names[0]].entries} files, ${stored[names[0]].bytes} bytes`);
      assertClean(app, "first visit");

      // offline: the whole page, Pyodide, the wheel and the game come from the worker
      await context.setOffline(true);
      const served = suite.server.requests.length;
      const warm = await app.boot({ reload: true });
      await offlineAgain(context);
      assert.equal(await app.page.evaluate(() => navigator.onLine), false);
      assert.equal(warm.ply, 2, "both moves are back");
      assert.equal(warm.position, played.position);
      assert.equal(warm.screen, "home", "a returning player starts on home");
      assert.equal((await app.toGame()).ply, 2, "home's Continue: the game");
      assert.equal(await app.stones(), board, "the canvas shows both moves");
      assert.equal(suite.server.requests.length, served, "nothing reached the server");
      t.diagnostic(`first frame after navigation: cold online ${Math.round(cold.first_frame_ms)} ms, `
        + `warm offline ${Math.round(warm.first_frame_ms)} ms`);
      await shot(app.page, "offline-01-started-offline");
      assertClean(app, "offline reload");

      // localStorage lost (evicted), still offline: the save comes back from IndexedDB
      await clearStorage(app.page, "local_storage");
      assert.equal(await app.page.evaluate(() => localStorage.getItem("tanbo.game")), null);
      const restored = await app.boot({ reload: true });
      assert.equal(restored.ply, 2, "the moves come back from the second copy");
      assert.equal(restored.position, played.position);
      assert.deepEqual((await app.page.evaluate(() => window.tanbo_offline.restored)).sort(),
        ["tanbo.game", "tanbo.settings"]);
      // IndexedDB lost: it is written again from localStorage
      await clearStorage(app.page, "indexeddb");
      const again = await app.boot({ reload: true });
      assert.equal(again.ply, 2);
      assert.equal((await secondCopy(app.page))["tanbo.game"], saved, "the second copy is back");
      assertClean(app, "a store lost");

      // a new version: online again, the build changes; the page offers it, runs the old
      // one meanwhile, and runs the new one after the button
      await context.setOffline(false);
      const oldVersion = listed.version;
      const index = path.join(SITE, "index.html");
      writeFileSync(index, readFileSync(index, "utf-8").replace(
        '<meta name="tanbo-version" content="preview">', '<meta name="tanbo-version" content="bumped">'));
      const bumped = writePrecache(SITE, undefined, "bumped");
      assert.notEqual(bumped.version, oldVersion);
      const downloads = (file) => suite.server.requests.filter((line) => line.startsWith(`GET /${file} `)).length;
      const [wasmBefore, indexBefore] = [downloads("pyodide/pyodide.asm.wasm"), downloads("index.html")];
      await app.boot({ reload: true });
      const banner = app.page.locator("#tanbo-update");
      await banner.waitFor({ state: "visible", timeout: 60000 });
      assert.match(await banner.textContent(), /A new version is ready/);
      assert.equal(await app.page.locator('meta[name="tanbo-version"]').getAttribute("content"), "preview",
        "until the button, the old version runs");
      assert.equal(await app.page.evaluate(() => window.tanbo_offline.version()), oldVersion);
      await shot(app.page, "offline-02-update-offered");
      const navigated = app.page.waitForNavigation({ timeout: 60000 });
      await banner.locator("button").click();
      await navigated;
      // the button's reload (no navigation of the test's own): the new version starts
      await app.page.waitForFunction(() => window.tanbo?.query("state")?.first_frame_ms != null,
        null, { timeout: 90000, polling: 100 });
      const updated = await app.state();
      assert.equal(await app.page.locator('meta[name="tanbo-version"]').getAttribute("content"), "bumped");
      assert.equal(await app.page.evaluate(() => window.tanbo_offline.version()), bumped.version);
      assert.equal(updated.ply, 2, "the game survives the update");
      assert.equal(await app.page.locator("#tanbo-update").count(), 0, "no banner after the update");
      assert.deepEqual(Object.keys(await cached(app.page)), [`tanbo-${bumped.version}`], "the old cache is gone");
      assert.equal(downloads("index.html"), indexBefore + 1, "the changed page was downloaded");
      assert.equal(downloads("pyodide/pyodide.asm.wasm"), wasmBefore, "an unchanged file was not downloaded again");
      await shot(app.page, "offline-03-updated");
      assertClean(app, "update");
      assert.deepEqual(context.outside, [], "nothing was asked of the internet");
    } finally {
      await closeContext(context);
    }
  });
});

describe("the built page offline (build/web/)", { skip: noBrowser }, () => {
  const suite = servedBrowser(() => ensureSite());

  test("installable, and offline with no runtime stored it says the first visit needs a connection", async () => {
    const context = await localContext(suite.browser, { persistent: true });
    const page = await context.newPage();
    const errors = [];
    page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
    try {
      // online, but pygbag's CDN is out of reach: the usual message, without the note
      await page.goto(suite.server.url);
      const message = page.locator("#tanbo-error");
      await message.waitFor({ state: "visible", timeout: 30000 });
      assert.ok(await page.locator("#tanbo-offline-note").isHidden(), "online: no offline note");
      assert.ok(context.outside.includes(`${OFFICIAL_CDN}pythons.js`));
      await workerActive(page);
      const check = await manifestCheck(page);
      assert.deepEqual(check.errors, []);
      assert.deepEqual(check.installability, [], "no installability error");

      // offline: the page comes from the worker, the runtime from nowhere
      await context.setOffline(true);
      await page.reload();
      await message.waitFor({ state: "visible", timeout: 30000 });
      assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true);
      await offlineAgain(context);
      const note = page.locator("#tanbo-offline-note");
      await note.waitFor({ state: "visible", timeout: 5000 });
      assert.ok(await note.isVisible(), "offline: the note is shown");
      assert.match(await note.textContent(), /first visit needs an internet\s+connection/);
      await shot(page, "offline-04-built-page-offline-nothing-stored");
      // failed script loads are network errors the browser logs itself; nothing else
      const own = errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e));
      assert.deepEqual(own, [], "no console error of the page's own");
    } finally {
      await closeContext(context);
    }
  });

  test("the worker keeps pygbag's CDN runtime it served, and serves it offline", async () => {
    const context = await suite.browser.newContext();
    const body = "// a stand-in for pygbag's pythons.js\n";
    await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => {
      if (route.request().url() === `${OFFICIAL_CDN}pythons.js`) {
        return route.fulfill({
          status: 200, contentType: "text/javascript", body, headers: { "Access-Control-Allow-Origin": "*" },
        });
      }
      return route.abort("internetdisconnected");
    });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      await page.locator("#tanbo-error").waitFor({ state: "visible", timeout: 60000 });
      await workerActive(page);
      await page.reload();   // now served by the worker, which sees the runtime's requests
      assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true);
      const fetchRuntime = () => page.evaluate((url) => fetch(url).then((r) => r.text()), `${OFFICIAL_CDN}pythons.js`);
      assert.equal(await fetchRuntime(), body);
      // the stand-in CDN gone and the context offline: only the worker's cache can answer
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname),
        (route) => route.abort("internetdisconnected"));
      await context.setOffline(true);
      assert.equal(await fetchRuntime(), body, "served from the worker's runtime cache offline");
      assert.ok(Object.keys(await cached(page)).includes("tanbo-cdn"));
    } finally {
      await closeContext(context);
    }
  });
});

describe("a mirrored runtime is cached for offline play too", { skip: noBrowser }, () => {
  test("mirroring rewrites precache.js with the runtime; a failed mirror leaves it as it was", async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), "tanbo-offline-mirror-"));
    const cdnServer = await serve(path.join(ROOT, "tests", "web", "fixtures", "stub_cdn"));
    try {
      const cdn = `${cdnServer.url}cdn/0.9.3/`;
      const site = path.join(work, "mirrored");
      const built = spawnSync(nativePython(), [path.join(ROOT, "tools", "build_web.py"), "--out", site, "--cdn", cdn],
        { encoding: "utf-8" });
      assert.equal(built.status, 0, built.stderr);
      const before = precacheOf(site);
      const result = await runMirror({ site, cdn, waitS: 30, quietS: 1.5 });
      assert.equal(result.mirrored, true, result.reason);
      const after = precacheOf(site);
      const urls = after.files.map((f) => f.url);
      for (const file of ["cdn/0.9.3/pythons.js", "cdn/index-0.9.3-cp312.json"]) assert.ok(urls.includes(file), file);
      assert.ok(urls.some((u) => u.startsWith("cdn/cp312/pygame_ce-")), "the pygame-ce wheel");
      assert.notEqual(after.version, before.version, "a new cache version");
      const index = after.files.find((f) => f.url === "index.html");
      assert.notEqual(index.sha256, before.files.find((f) => f.url === "index.html").sha256,
        "the rewritten page is what is listed");

      const unreachable = path.join(work, "unreachable");
      cpSync(ensureSite(), unreachable, { recursive: true });
      const kept = readFileSync(path.join(unreachable, "precache.js"), "utf-8");
      const failed = await runMirror({ site: unreachable, cdn: "http://127.0.0.1:9/cdn/0.9.3/", waitS: 15, quietS: 0.5 });
      assert.equal(failed.mirrored, false);
      assert.equal(readFileSync(path.join(unreachable, "precache.js"), "utf-8"), kept);
    } finally {
      await cdnServer.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
