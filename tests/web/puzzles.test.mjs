// The Puzzles screen in the real app in headless Chromium, on a 390x844 phone by taps
// (issue 30; part of `make test`, like app.test.mjs, whose harness it shares).
//
// The menu's Puzzles button opens the puzzle of the day; its solution is played by taps
// (a finger's first tap on a point shows where, the second plays); the solved puzzle
// updates the streak, which the page's storage keeps across a reload; a puzzle link in
// the page's address opens the screen on that puzzle. Geometry comes from the app's own
// layout (the hook's read-only `puzzle` query); the rest is taps.
//
//   node --test tests/web/puzzles.test.mjs
//
// Skipped, saying why, without the pygame-ce wasm wheel or chromium, unless
// TANBO_REQUIRE_BROWSER=1 (CI).

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite } from "../support/web/app_harness.mjs";
import { chromiumPath, isolate, nativePython, ROOT } from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
const SHOTS = process.env.TANBO_BROWSER_SHOTS ? path.resolve(ROOT, process.env.TANBO_BROWSER_SHOTS) : null;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false;

/** The link fragment and id of the shipped set's first DEAGO puzzle (native Python). */
function firstDeagoPuzzle() {
  const code = "from tanbo.puzzles.model import load_puzzles\n"
    + "from tanbo.puzzles.link import puzzle_fragment\n"
    + "p = load_puzzles('deago')[0]\nprint(p.id)\nprint(puzzle_fragment(p))";
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  if (done.status !== 0) throw new Error(`python: ${done.stderr}`);
  const [id, fragment] = done.stdout.trim().split("\n");
  return { id, fragment };
}

const puzzleOf = (app) => app.page.evaluate(() => window.tanbo.query("puzzle"));

async function waitPuzzle(app, predicate, what) {
  const deadline = Date.now() + 30000;
  let last;
  while (Date.now() < deadline) {
    last = await puzzleOf(app);
    if (last && predicate(last)) return last;
    await new Promise((resolve) => { setTimeout(resolve, 50); });
  }
  throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(last)}`);
}

/** A finger on the button whose action is `action`. */
async function tapButton(app, action) {
  const [x, y, w, h] = (await app.button(action)).rect;
  const frames = (await app.state()).frames;
  await app.tap(x + w / 2, y + h / 2);
  await app.waitFor((s) => s.frames > frames, { what: `a frame after tapping ${action}` });
}

/** Two taps on the puzzle board's point `move` (the first shows, the second plays). */
async function tapMove(app, move) {
  const before = await puzzleOf(app);
  const [x, y] = before.points[move];
  await app.tap(x, y);
  await waitPuzzle(app, (p) => p.armed !== null, `the preview of ${move}`);
  await app.tap(x, y);
  return waitPuzzle(app, (p) => p.line.length > before.line.length && p.pending === 0
    || p.phase !== "solving", `the move ${move} and its reply`);
}

describe("the Puzzles screen in Chromium on a phone (issue 30)", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path);
  });

  test("Puzzles from the menu, the day's puzzle solved by taps, the streak kept", async () => {
    const context = await suite.browser.newContext(PHONE);
    const app = new AppPage(await context.newPage(), suite.server.url);
    app.outside = await isolate(app.page);
    try {
      await app.boot();
      await tapButton(app, "menu");
      await app.waitFor((s) => s.screen === "menu", { what: "the menu" });
      await tapButton(app, "puzzles");
      await app.waitFor((s) => s.screen === "puzzles" && !s.busy, { what: "the Puzzles screen" });
      let puzzle = await puzzleOf(app);
      assert.ok(puzzle.daily, "the puzzle of the day first");
      if (SHOTS) await app.screenshot(path.join(SHOTS, "30-puzzles-phone.png"));
      for (let i = 0; puzzle.phase === "solving"; i += 2) {
        puzzle = await tapMove(app, puzzle.solution[puzzle.line.length]);
        assert.ok(i < puzzle.solution.length, "the line ends");
      }
      assert.equal(puzzle.phase, "solved");
      assert.deepEqual([puzzle.streak, puzzle.solved], [1, 1]);
      if (SHOTS) await app.screenshot(path.join(SHOTS, "30-puzzles-phone-solved.png"));
      const saved = await app.page.evaluate(() => localStorage.getItem("tanbo.puzzles"));
      assert.ok(saved, "the history is in the page's storage");
      await app.boot({ reload: true });
      await tapButton(app, "menu");
      await tapButton(app, "puzzles");
      const again = await waitPuzzle(app, () => true, "the puzzle after the reload");
      assert.equal(again.streak, 1, "the streak survives a reload");
      assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");
      assert.deepEqual(app.outside, [], "nothing is fetched from outside 127.0.0.1");
    } finally {
      await context.close();
    }
  });

  test("a puzzle link in the address opens the Puzzles screen on it", async () => {
    const { id, fragment } = firstDeagoPuzzle();
    const context = await suite.browser.newContext(PHONE);
    const page = await context.newPage();
    const app = new AppPage(page, `${suite.server.url}#${fragment}`);
    try {
      await app.boot();
      await app.waitFor((s) => s.screen === "puzzles", { what: "the Puzzles screen" });
      assert.equal((await puzzleOf(app)).id, id);
      assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");
    } finally {
      await context.close();
    }
  });
});
