// The page's accessibility in headless Chromium (issue 40): axe-core (pinned in
// package.json, injected from node_modules) on the real app's page in each main state,
// reached in ONE page load by clicks and keys: home, a game, a lesson, the puzzle of the
// day, Statistics, Rules and an open question; any serious or critical violation fails.
// On the way: Tab reaches the canvas and walks the game's buttons with a ring drawn on the
// canvas (tanbo/ui/focus.py); and untrusted text stays text: a profile renamed (in the
// browser's own prompt) to `<img src=x onerror=alert(1)>` is shown as exactly that text,
// in Statistics and in the question that names it, and nothing runs (no alert, no
// element created, no request for "x").
//
//   .venv/bin/python tools/build_web.py > /dev/null
//   TANBO_PYTHON=.venv/bin/python node --test tests/web/a11y.test.mjs
//
// TANBO_AXE_ALL=1 prints every violation (any impact) per state: the report's "before
// and after". Skipped, saying why, without the pygame-ce wasm wheel or chromium, unless
// TANBO_REQUIRE_BROWSER=1.

import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite } from "../support/web/app_harness.mjs";
import { chromiumPath, ROOT } from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
const SITE = path.join(ROOT, "build", "a11y-preview"); // its own folder (suites may run together)
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const FOCUS = [255, 209, 102]; // tanbo.ui.design.FOCUS: the canvas's focus ring
const HOSTILE = "<img src=x onerror=alert(1)>";

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false;

/** axe on the page now: its violations as {id, impact, nodes}. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
}

function python(app, code) {
  return app.page.evaluate((c) => window.tanbo.pyodide.runPython(c), code);
}

describe("the page's accessibility: axe in every main state, the keyboard, untrusted text", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path, { site: SITE });
  });

  test("axe finds nothing serious; Tab walks the buttons; a hostile name stays text", async () => {
    const started = Date.now();
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(() => { window.tanboComputerDelayMs = 0; });
    const page = await context.newPage();
    const app = new AppPage(page, suite.server.url);
    const dialogs = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.type());
      if (dialog.type() === "prompt") await dialog.accept(HOSTILE);
      else await dialog.dismiss();
    });
    const found = {};
    const check = async (state) => {
      const violations = await axe(page);
      found[state] = violations;
      if (process.env.TANBO_AXE_ALL) console.log(`axe ${state}: ${JSON.stringify(violations)}`);
      const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      assert.deepEqual(bad, [], `${state}: no serious or critical axe violation`);
    };
    try {
      await app.boot();
      await page.evaluate(() => {
        window.tanboAdded = [];
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) window.tanboAdded.push(n.nodeName);
        }).observe(document.documentElement, { childList: true, subtree: true });
      });
      await check("home");

      // the keyboard: Tab from the page reaches the canvas, and on it walks the buttons
      await page.evaluate(() => document.activeElement?.blur());
      const keys = (await app.state()).keys;
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "tanbo-command",
        "the first Tab: the text interface's command box");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "canvas", "the next: the canvas");
      // (the game may have heard that Tab too: then its first button has the focus already)
      const focus = () => python(app, "import tanbo_harness; str(tanbo_harness.app.view.focus)");
      const heard = await app.waitFor((st) => st.keys > keys, { timeout: 3000 }).then(() => true, () => false);
      if (!heard) await app.press("Tab");
      const order = JSON.parse(await python(app, "import json, tanbo_harness; from tanbo.ui import focus, screens; "
        + "json.dumps([b.action for b in focus.focusable(screens.buttons(tanbo_harness.app.commands))])"));
      assert.equal(await focus(), order[0], "Tab on the canvas focuses the first button");
      await app.press("Tab");
      assert.equal(await focus(), order[1], "the next Tab the next button");
      const all = await app.buttons();
      const second = all.find((b) => b.action === order[1]);
      const [x, y, w, h] = second.rect;
      const ring = await app.countColour([x - 8, y - 8, w + 16, h + 16], FOCUS, 6);
      assert.ok(ring > 50, `the focus ring is drawn on the canvas (${ring} pixels)`);
      assert.equal(await page.evaluate(() => document.activeElement?.id), "canvas", "the game kept Tab");
      await app.press("Escape"); // (any key but Tab/Enter/Space: the ring stays, nothing opens)

      await app.clickButton("learn");
      await app.waitFor((s) => s.screen === "learn");
      const lesson = (await app.buttons()).find((b) => b.action.startsWith("lesson:"));
      await app.clickButton(lesson.action);
      await app.waitFor((s) => s.screen === "lesson" && !s.busy);
      await check("lesson");
      await app.clickButton("home");
      await app.clickButton("puzzles");
      await app.waitFor((s) => s.screen === "puzzles" && !s.busy);
      await check("puzzle");
      await app.clickButton("home");
      await app.clickButton("rules");
      await app.waitFor((s) => s.screen === "rules" && !s.busy);
      await check("rules");
      await app.clickButton("home");

      // Statistics; the profile renamed to a hostile name in the browser's prompt
      await app.clickButton("stats");
      await app.waitFor((s) => s.screen === "stats" && !s.busy);
      await app.clickButton("profile_add"); // a second profile: the one named, then deleted
      await app.clickButton("profile_rename");
      await app.settle();
      const name = await python(app,
        "import tanbo_harness; k = tanbo_harness.app.commands.profiles; k.name(k.data.current)");
      assert.equal(name, HOSTILE, "the name is kept as typed");
      const drawn = await python(app,
        "import json, tanbo_harness; json.dumps(sorted(t for t, _ in tanbo_harness.drawn_texts))");
      assert.ok(JSON.parse(drawn).some((t) => t.includes(HOSTILE)), "the name is drawn as its text");
      await check("stats");
      // the question that names the profile: an open dialog
      await app.clickButton("profile_delete");
      await app.waitFor((s) => s.dialog && !s.busy, { what: "the question" });
      await check("dialog");
      await app.press("Escape"); // keep it
      await app.waitFor((s) => !s.dialog);

      // a game
      await app.toGame();
      await check("game");

      assert.deepEqual(dialogs, ["prompt"], "no alert ran: only the rename's own prompt opened");
      const added = await page.evaluate(() => window.tanboAdded);
      assert.ok(!added.includes("IMG"), `no element made from the name (added: ${added.join(", ")})`);
      assert.equal(await page.evaluate(() => document.querySelectorAll("img").length), 0);
      assert.ok(!suite.server.requests.some((r) => /^GET \/x[ ?]/.test(r)), "nothing fetched \"x\"");
      assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");
      console.log(`a11y.test.mjs: ${Object.keys(found).length} states, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });
});
