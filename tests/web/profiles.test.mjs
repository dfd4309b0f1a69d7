// Issue 31 in headless Chromium: the real game (tests/support/web/app_harness.mjs, the
// offline preview page with the site's service worker) on a phone-sized page. Two games
// against Level 1 are played by clicks; the Statistics screen shows both, the rating
// has moved from a new player's and the graph is drawn on the canvas; the profiles are in
// localStorage and in its second copy (IndexedDB, web/offline.js); then the context goes
// offline, the page reloads, and the games, the rating and the graph are all there.
//
//   .venv/bin/python tools/build_web.py > /dev/null
//   TANBO_PYTHON=.venv/bin/python node --test tests/web/profiles.test.mjs
//
// Skipped, saying why, without the pygame-ce wasm wheel or chromium, unless
// TANBO_REQUIRE_BROWSER=1.

import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite } from "../support/web/app_harness.mjs";
import { chromiumPath, ROOT } from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
const SHOTS = process.env.TANBO_BROWSER_SHOTS ? path.resolve(ROOT, process.env.TANBO_BROWSER_SHOTS) : null;
const SITE = path.join(ROOT, "build", "profiles-preview"); // its own folder (suites may run together)
const PHONE = { viewport: { width: 390, height: 844 } };
const ACCENT = [226, 170, 84]; // tanbo.ui.theme.ACCENT: the rating graph's line and band

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false;

/** The profiles as the page's Python holds them: games, the rating, the graph's rectangle. */
function profiles(app) {
  return app.page.evaluate(() => JSON.parse(window.tanbo.pyodide.runPython(`
import json, tanbo_harness
from tanbo.ui.screens import stats
k = tanbo_harness.app.commands.profiles
s = k.statistics()[k.data.current]
h = s.ratings.get("tanbo")
json.dumps({"games": [[g.opponent, g.score, g.plies, g.record is not None] for g in k.data.games],
            "points": 0 if h is None else len(h.points),
            "rating": s.rating("tanbo").rating, "rd": s.rating("tanbo").rd,
            "graph": stats.state(tanbo_harness.app.view).graph_rect})
`)));
}

/** The new-game screen's player choices (the settings'). */
function menuPlayers(app) {
  return app.page.evaluate(() => JSON.parse(window.tanbo.pyodide.runPython(
    "import json, tanbo_harness; json.dumps(list(tanbo_harness.app.commands.settings.players))")));
}

/** The second copy of the saves: IndexedDB "tanbo-saves" as {key: text}. */
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
      tx.oncomplete = () => { open.result.close(); resolve(out); };
    };
  }));
}

async function workerActive(page, ms = 60000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const active = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === "activated";
    });
    if (active) return;
    assert.ok(Date.now() < deadline, `a service worker activated within ${ms / 1000} s`);
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
}

/** A new game Human vs Level 1 on 7x7 Tanbo from the new-game screen, played to its end by clicks. */
async function playAgainstLevel1(app) {
  if ((await app.state()).screen !== "menu") {
    await app.clickButton("menu");
    await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
  }
  for (const action of ["game:tanbo", "size:7x7"]) await app.clickButton(action);
  // the phone's menu: one button per side steps through the player kinds
  for (const [colour, want] of [[1, "human"], [2, "level1"]]) {
    for (let i = 0; i < 12 && (await menuPlayers(app))[colour - 1] !== want; i += 1) {
      await app.clickButton(`cycle:${colour}`);
    }
    assert.equal((await menuPlayers(app))[colour - 1], want);
  }
  await app.clickButton("start");
  if ((await app.buttons()).some((b) => b.action === "confirm:yes")) await app.clickButton("confirm:yes");
  let state = await app.waitFor((s) => s.screen === "game" && s.ply === 0 && !s.busy, { what: "a new game" });
  while (!state.over) {
    assert.ok(state.ply < 300, "a 7x7 game ends");
    const legal = await app.legal();
    const before = state.ply;
    await app.clickPoint(legal[state.ply % legal.length]);
    state = await app.waitFor((s) => s.ply > before && (s.over || s.to_move === 1) && !s.busy,
      { timeout: 60000, what: "the computer's answer" });
  }
  return state;
}

/** Open the Statistics screen from the new-game screen; the ACCENT pixels in the graph. */
async function openStatistics(app) {
  if ((await app.state()).screen !== "menu") {
    await app.clickButton("menu");
    await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
  }
  await app.clickButton("stats");
  await app.waitFor((s) => s.screen === "stats" && !s.busy, { what: "the Statistics screen" });
  await app.settle();
  const found = await profiles(app);
  assert.ok(found.graph, "the overview laid the graph out");
  return { ...found, accent: await app.countColour(found.graph, ACCENT, 24) };
}

describe("profiles and statistics in the real game (issue 31)", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path, { site: SITE });
  });

  test("two games against Level 1 on a phone: statistics, rating, graph; offline reload keeps them", async (t) => {
    const context = await suite.browser.newContext(PHONE);
    try {
      const app = await AppPage.open(context, suite.server.url);
      await app.page.setViewportSize(PHONE.viewport);
      await app.boot();
      let score = 0; // the person's wins minus losses (the person is Black, 1)
      for (let i = 0; i < 2; i += 1) {
        const end = await playAgainstLevel1(app);
        t.diagnostic(`game ${i + 1}: over after ${end.ply} plies, winner ${end.winner}`);
        score += end.winner === 1 ? 1 : end.winner === 2 ? -1 : 0;
      }
      const seen = await openStatistics(app);
      assert.equal(seen.games.length, 2, `two games recorded: ${JSON.stringify(seen.games)}`);
      for (const [opponent, , plies, record] of seen.games) {
        assert.equal(opponent, "level1");
        assert.ok(plies > 0 && record, "with its length and its record");
      }
      assert.ok(seen.points >= 1, "a rating point for the day");
      // Level 1 is the 1500 anchor: a win and a loss against it leave 1500 (Glicko-2 is
      // symmetric), so the direction follows the score; the deviation shrinks either way.
      assert.ok(seen.rd < 350, `the deviation shrank: ${seen.rating} ± ${seen.rd}`);
      const moved = seen.rating - 1500;
      if (score > 0) assert.ok(moved > 1, `more wins than losses raise the rating: ${seen.rating}`);
      else if (score < 0) assert.ok(moved < -1, `more losses than wins lower the rating: ${seen.rating}`);
      else assert.ok(Math.abs(moved) < 1, `a win and a loss leave it: ${seen.rating}`);
      assert.ok(seen.accent > 30, `the graph is drawn (${seen.accent} ACCENT pixels in it)`);
      const texts = await app.page.evaluate(() => window.tanbo.query("state").message);
      assert.equal(typeof texts, "string");
      if (SHOTS) await app.screenshot(path.join(SHOTS, "31-statistics-phone.png"));
      const stored = await app.page.evaluate(() => localStorage.getItem("tanbo.profiles"));
      assert.match(stored, /"format":"tanbo-profiles"/);
      // export: the browser downloads the file, the same text as stored
      const [download] = await Promise.all([app.page.waitForEvent("download"),
        app.clickButton("profile_export")]);
      assert.match(download.suggestedFilename(), /^tanbo-profiles-\d{8}-\d{6}\.json$/);
      const { readFileSync } = await import("node:fs");
      assert.equal(readFileSync(await download.path(), "utf-8"), stored, "the export is the stored file");
      // import: pasted into the browser's prompt, merged (nothing new: the same games)
      app.page.once("dialog", (dialog) => dialog.accept(stored));
      await app.clickButton("profile_import");
      await app.waitFor((s) => /Profiles imported: 2 games/.test(s.message), { what: "the import's message" });
      await workerActive(app.page);
      const copy = await secondCopy(app.page);
      assert.equal(copy["tanbo.profiles"], stored, "IndexedDB holds the same profiles");
      assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");

      await context.setOffline(true);
      const served = suite.server.requests.length;
      await app.boot({ reload: true });
      assert.equal(suite.server.requests.length, served, "offline: nothing reached the server");
      const again = await openStatistics(app);
      assert.deepEqual(again.games, seen.games, "both games are back offline");
      assert.equal(again.rating, seen.rating);
      assert.ok(again.accent > 30, "and the graph is drawn again");
      if (SHOTS) await app.screenshot(path.join(SHOTS, "31-statistics-phone-offline.png"));
      assert.deepEqual(app.takeErrors(), [], "no console error or Python exception offline");
    } finally {
      await context.close();
    }
  });
});
