// The real game in headless Chromium, played as a player (part of `make test`).
//
// Pyodide 0.27.7 stands in for pygbag's CPython 3.12; pygame-ce is pygbag's own wasm
// build; the game is the archive `make web` builds; canvas, events, localStorage, dialogs
// and Web Audio are Chromium's. Input is only canvas clicks and real key presses; what is
// asserted is mostly pixels (stones read off the canvas at every board point, pressed
// buttons, the warning colour), and the app's state through the read-only hook only where
// pixels cannot tell (ply, which screen, which moves are legal). Any console error or
// Python exception fails the test that caused it. See tests/support/web/app_harness.mjs.
//
//   node --test tests/web/app.test.mjs
//   TANBO_BROWSER_SHOTS=build/browser-shots node --test tests/web/app.test.mjs   (make browser-shots)
//
// Skipped, saying why, without the pygame-ce wasm wheel or chromium, unless
// TANBO_REQUIRE_BROWSER=1 (CI), which makes that a failure.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite } from "../support/web/app_harness.mjs";
import {
  assertBoardShows, assertClean, BUTTON_ON, cellsOf, confirmIfAsked, near, shot, startGame, toMenu,
} from "../support/web/app_checks.mjs";
import {
  chromiumPath, isolate, nativePython, ROOT,
} from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
// Generous bounds: a loaded 2-core machine takes 6-12 s to start Pyodide and the game.
const FIRST_FRAME_BOUND_MS = 60000;
const TEXT_WARN = [255, 196, 120]; // tanbo.ui.theme.TEXT_WARN: warning messages
const ACCENT = [226, 170, 84]; // tanbo.ui.theme.ACCENT: the analysis's progress bar
const BEST_RING = [10, 70, 190]; // tanbo.ui.analysis_panel.BEST_RING
const WHOLE = [0, 0, 1280, 720];

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false; // CI: let before() fail loudly instead

/** A v2 game link's check code of its body: CRC-16-CCITT (Python's binascii.crc_hqx, start 0)
 * of the bytes as five digits, then the length modulo 10 (tanbo/link.py). */
function checkCode(body) {
  let crc = 0;
  for (const byte of Buffer.from(body, "utf-8")) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return `${String(crc).padStart(5, "0")}${Buffer.byteLength(body) % 10}`;
}

/** `python -m tanbo ARGS...` natively: its stdout lines (throws on an error). */
function tanboCli(...args) {
  const done = spawnSync(nativePython(), ["-m", "tanbo", ...args], { cwd: ROOT, encoding: "utf-8" });
  if (done.status !== 0) throw new Error(`python -m tanbo ${args.join(" ")}: ${done.stderr}`);
  return done.stdout.trim().split("\n");
}

/** A saved game: the first 36 moves of a random 7x7 game (seed 0; it ended at move 56),
 * the person (Black) to move against Level 4, a record as the app saves it. */
const NEAR_THE_END = [
  '[Game "Tanbo"]', '[Size "7x7"]', '[Setup "dense"]', '[Black "human"]', '[White "level4"]', "",
  "1. e4 b3", "2. d7 f5", "3. a2 f3", "4. f4 a4", "5. g2 d3", "6. g6 b1", "7. d6 d4", "8. a6 d1",
  "9. f7 c2", "10. b3 b4", "11. b5 e6", "12. c6 f1", "13. d6 c4", "14. e2 d2", "15. d7 g4",
  "16. c2 c3", "17. d4 d3", "18. a4 d5", "",
].join("\n");

/**
 * Reload the page with `entries` (localStorage key -> text) written first, and without
 * the game's link in the address: the app keeps the link there after every move, and a
 * reload would open it instead of the save. Returns the state at the first frame.
 */
async function reloadWith(app, entries = {}) {
  await app.page.evaluate((items) => {
    history.replaceState(null, "", location.pathname);
    for (const [key, text] of Object.entries(items)) localStorage.setItem(key, text);
  }, entries);
  return app.boot({ reload: true });
}

/** Click legal point `point` as the human; wait until it is the human's turn again (or over). */
async function playHuman(app, point, { human = 1 } = {}) {
  const before = await app.state();
  await app.clickPoint(point);
  return app.waitFor((s) => s.ply > before.ply && (s.over || s.to_move === human) && !s.busy,
    { timeout: 60000, what: `the answer to the move at point ${point}` });
}

describe("the real game in Chromium (Pyodide + pygbag's pygame-ce)", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path);
  });

  async function openApp() {
    const context = await suite.browser.newContext();
    const app = await AppPage.open(context, suite.server.url);
    app.outside = await isolate(app.page);
    return app;
  }

  describe("a 7x7 game against Level 1, by clicks and keys", () => {
    let app;
    const history = []; // positions after each ply, [0] = start

    before(async () => {
      app = await openApp();
    });
    after(async () => {
      await app?.page.context().close();
    });

    test("the first frame comes within the bound and shows home", async (t) => {
      const state = await app.boot();
      t.diagnostic(`first frame ${Math.round(state.first_frame_ms)} ms after navigation`);
      assert.ok(state.first_frame_ms < FIRST_FRAME_BOUND_MS, `first frame at ${state.first_frame_ms} ms`);
      assert.equal(state.screen, "home");
      assert.equal(state.dialog, false, "no first-start offer without the page's test hook");
      // no game in progress: home's first card is a new game, drawn lit
      const cards = (await app.buttons()).filter((b) => !b.action.startsWith("setlang:"));
      assert.deepEqual(cards.map((b) => b.action).slice(0, 2), ["menu", "learn"]);
      const [x, y, , h] = cards[0].rect;
      assert.ok(near(await app.pixel(x + 4, y + h / 2), BUTTON_ON), "the first card drawn lit");
      assert.ok(await app.countColour(WHOLE, ACCENT) > 100, "home's title drawn");
      assert.deepEqual(app.outside, [], "nothing is fetched from outside 127.0.0.1");
      await shot(app, "01-first-frame");
      assertClean(app);
    });

    test("idle means idle: the page's main thread mostly waits", async (t) => {
      await app.settle();
      const cpu = await app.cpuUsage(4000);
      t.diagnostic(`idle: renderer main thread ${cpu.mainThread.toFixed(1)}%, renderer process `
        + `${cpu.renderer.toFixed(1)}% of a core (make bench-web measures it properly)`);
      // A blocking Clock.tick kept the main thread busy ~100% of the time; awaiting the
      // frame's rest measures 3-7% here. A loose bound keeps this robust under load.
      assert.ok(cpu.mainThread < 30, `main thread busy ${cpu.mainThread.toFixed(1)}% while idle`);
    });

    test("the first click unlocks sound without a console error", async () => {
      assert.equal((await app.state()).sound_unlocked, false);
      await app.clickButton("menu");
      const state = await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
      assert.equal(state.sound_unlocked, true);
      assert.equal(state.mixer, true, "pygame.mixer initialised (SDL's Web Audio driver)");
      const audio = await app.page.evaluate(() => window.tanbo.pyodide._module.SDL2?.audioContext?.state ?? null);
      assert.notEqual(audio, "suspended", "the Web Audio context is not left suspended");
      assertClean(app);
    });

    test("the new-game screen sets up Human vs Level 1 on 7x7", async () => {
      await shot(app, "02-new-game");
      const state = await startGame(app, ["size:7x7", "player:1:human", "player:2:level1"]);
      assert.equal(state.to_move, 1);
      history.push(state.position);
      await assertBoardShows(app, state.position, "new game");
      assertClean(app);
    });

    test("an illegal click changes nothing but says why", async () => {
      const before = await app.state();
      const cells = cellsOf(before.position);
      const occupied = [...cells].findIndex((c) => c !== ".");
      const pixelsBefore = await app.stones();
      const warnBefore = await app.countColour(WHOLE, TEXT_WARN);
      await app.clickPoint(occupied);
      const after = await app.waitFor((s) => s.message !== "", { what: "the illegal-move message" });
      assert.equal(after.ply, before.ply);
      assert.equal(after.position, before.position);
      assert.equal(await app.stones(), pixelsBefore, "the board looks the same");
      assert.ok(await app.countColour(WHOLE, TEXT_WARN) > warnBefore + 30, "a warning is shown");
      await shot(app, "03-illegal-click");
      assertClean(app);
    });

    test("three moves each, shown on the canvas", async () => {
      for (let i = 0; i < 3; i += 1) {
        const legal = await app.legal();
        const state = await playHuman(app, legal[Math.floor(legal.length / 2)]);
        history.push(null, state.position); // the human's ply is replayed from review below
        await assertBoardShows(app, state.position, `after ply ${state.ply}`);
      }
      assertClean(app);
    });

    test("undo (U) and redo (Ctrl+Y) are real key presses", async () => {
      const live = await app.state();
      await app.press("KeyU");
      const undone = await app.waitFor((s) => s.ply === live.ply - 2 && !s.busy, { what: "undo" });
      assert.equal(undone.position, history[live.ply - 2]);
      await assertBoardShows(app, undone.position, "after undo");
      await app.press("Control+KeyY");
      const redone = await app.waitFor((s) => s.ply === live.ply && !s.busy, { what: "redo" });
      assert.equal(redone.position, live.position);
      await assertBoardShows(app, redone.position, "after redo");
      assertClean(app);
    });

    test("review keys: PageUp, Home, PageDown, End", async () => {
      const live = await app.state();
      await app.press("Home");
      let s = await app.waitFor((x) => x.reviewing && x.shown_ply === 0, { what: "Home" });
      await assertBoardShows(app, history[0], "reviewing the start");
      await app.press("PageDown");
      await app.press("PageDown");
      s = await app.waitFor((x) => x.shown_ply === 2, { what: "PageDown twice" });
      await assertBoardShows(app, history[2], "reviewing ply 2");
      await shot(app, "04-review");
      await app.press("End");
      s = await app.waitFor((x) => !x.reviewing, { what: "End" });
      assert.equal(s.shown_ply, live.ply);
      await app.press("PageUp");
      s = await app.waitFor((x) => x.reviewing && x.shown_ply === live.ply - 1, { what: "PageUp" });
      await app.press("End");
      await app.waitFor((x) => !x.reviewing, { what: "End" });
      await assertBoardShows(app, live.position, "live again");
      assertClean(app);
    });

    test("played to the game-over screen by clicks", async (t) => {
      let state = await app.state();
      while (!state.over) {
        assert.ok(state.ply < 300, "a 7x7 game ends");
        const legal = await app.legal();
        state = await playHuman(app, legal[state.ply % legal.length]);
      }
      t.diagnostic(`game over after ${state.ply} plies, winner ${state.winner}`);
      const b = await app.button("dismiss");
      const [x, y, , h] = b.rect;
      const face = await app.pixel(x + 4, y + h / 2);
      assert.ok(face[0] < 120 && face[2] > 60, `the game-over box's button is drawn (${face})`);
      await shot(app, "05-game-over");
      await app.clickButton("dismiss");
      await app.waitFor((s) => !s.busy, { what: "the final position" });
      await assertBoardShows(app, state.position, "final position");
      assertClean(app);
    });

    test("the finished game analysed by clicks: progress, graph, best move", async (t) => {
      const analysis = () => app.page.evaluate(() => window.tanbo.query("analysis"));
      const started = Date.now();
      await app.clickButton("analyse");
      let a = await analysis();
      // the click is read on the game's next frame (up to 100 ms away while the loop dozes)
      for (const until = Date.now() + 5000; !a.graph && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        a = await analysis();
      }
      assert.ok(a.graph, "the graph has its place under the move list");
      const [gx, gy, gw, gh] = a.graph;
      if (a.running) {
        // the progress bar along the graph's bottom edge, in the accent colour
        const bar = await app.pixel(gx + 6, gy + gh - 3);
        assert.ok(near(bar, ACCENT, 30), `progress bar drawn (${bar})`);
      }
      const end = Date.now() + 240000;
      while ((a = await analysis()).running && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(a.complete, "every position analysed");
      const secs = (Date.now() - started) / 1000;
      const state = await app.settle();
      t.diagnostic(`analysed ${state.ply} plies in ${secs.toFixed(1)} s in Chromium`);
      await shot(app, "06-analysed");
      // a click on the middle of the graph jumps to that ply
      const ply = Math.floor(state.ply / 2);
      await app.click(gx + 4 + ((gw - 8) * ply) / state.ply, gy + gh / 2);
      await app.mouseAway();
      await app.waitFor((s) => s.reviewing && s.shown_ply === ply && !s.busy,
        { what: `the graph click to ply ${ply}` });
      a = await analysis();
      assert.ok(a.best !== null, "the analysis has a best move there");
      const [cx, cy] = await app.pointCentre(a.best);
      const r = Math.round((await app.board()).radius);
      // the best move's blue ring (tanbo.ui.analysis_panel.BEST_RING), just outside the stone
      assert.ok(near(await app.pixel(cx + r + 3, cy), BEST_RING, 20), "best-move ring drawn");
      await shot(app, "07-analysis-review");
      await app.press("End");
      await app.waitFor((s) => !s.reviewing && s.ply === state.ply && !s.busy,
        { what: "back to the end" });
      assertClean(app);
    });

    test("the rules screen in English, Russian and Spanish (Cyrillic, accents really drawn)", async () => {
      await app.clickButton("rules");
      await app.waitFor((s) => s.screen === "rules" && !s.busy, { what: "the rules screen" });
      await app.snapshot("english");
      await shot(app, "06-rules-en");
      await app.press("KeyL");
      const ru = await app.waitFor((s) => s.lang === "ru" && !s.busy, { what: "Russian" });
      assert.equal(ru.screen, "rules");
      await shot(app, "07-rules-ru");
      const changed = await app.changedPixels("english");
      assert.ok(changed > 20000, `the text changed on screen (${changed} pixels)`);
      const missing = await app.page.evaluate(() => window.tanbo.query("missing_glyphs"));
      assert.deepEqual(missing, [], "every character on the screen has a glyph in the game's font");
      await app.press("KeyL"); // the registry's next language: Spanish (accents really drawn)
      await app.waitFor((s) => s.lang === "es" && !s.busy, { what: "Spanish" });
      const missingEs = await app.page.evaluate(() => window.tanbo.query("missing_glyphs"));
      assert.deepEqual(missingEs, [], "every Spanish character has a glyph in the game's font");
      await app.press("KeyL");
      await app.waitFor((s) => s.lang === "en" && !s.busy, { what: "English again" });
      await app.press("Escape");
      await app.waitFor((s) => s.screen === "game", { what: "the game" });
      assertClean(app);
    });

    test("export and import a record through the browser's dialogs", async () => {
      await startGame(app, ["player:1:human", "player:2:human"]);
      for (let i = 0; i < 2; i += 1) {
        const legal = await app.legal();
        await app.clickPoint(legal[legal.length - 1]);
        await app.waitFor((s) => s.ply === i + 1 && !s.busy, { what: `move ${i + 1}` });
      }
      const played = await app.state();
      await app.press("KeyN"); // the game's N key: the new-game screen
      await app.waitFor((s) => s.screen === "menu", { what: "the menu" });

      const exported = new Promise((resolve) => {
        app.page.once("dialog", async (dialog) => {
          const text = dialog.defaultValue();
          await dialog.accept();
          resolve({ type: dialog.type(), message: dialog.message(), text });
        });
      });
      await app.clickButton("export");
      const dialog = await exported;
      assert.equal(dialog.type, "prompt");
      assert.match(dialog.message, /record/i);
      assert.match(dialog.text, /\[Game "Tanbo"\]/);

      await app.clickButton("start");
      await confirmIfAsked(app);
      await app.waitFor((s) => s.screen === "game" && s.ply === 0, { what: "a new game" });
      await app.press("Escape"); // Esc on the game: home; its New game card: the menu
      await app.waitFor((s) => s.screen === "home", { what: "home" });
      await app.clickButton("menu");
      await app.waitFor((s) => s.screen === "menu", { what: "the menu" });
      app.page.once("dialog", (d) => d.accept(dialog.text));
      await app.clickButton("import");
      await confirmIfAsked(app);
      const imported = await app.waitFor((s) => s.screen === "game" && s.ply === 2 && !s.busy, { what: "the import" });
      assert.equal(imported.position, played.position);
      await assertBoardShows(app, played.position, "imported record");
      await shot(app, "10-imported");
      assertClean(app);
    });
  });

  test("three moves, reload: the same position is back; a corrupt save: message and fresh game", async () => {
    const app = await openApp();
    try {
      await app.boot();
      await startGame(app, ["player:1:human", "player:2:human"]);
      for (let i = 0; i < 3; i += 1) {
        const legal = await app.legal();
        const before = await app.state();
        await app.clickPoint(legal[0]);
        await app.waitFor((s) => s.ply === before.ply + 1 && !s.busy, { what: `move ${i + 1}` });
      }
      const saved = await app.state();
      const stored = await app.page.evaluate(() => localStorage.getItem("tanbo.game"));
      assert.match(stored, /\[Game "Tanbo"\]/);
      const reloaded = await app.boot({ reload: true });
      assert.equal(reloaded.ply, 3);
      assert.equal(reloaded.position, saved.position);
      assert.equal(reloaded.screen, "home", "a returning player starts on home");
      assert.equal((await app.buttons()).find((b) => !b.action.startsWith("setlang:")).action, "continue",
        "home's first card continues the game");
      await app.toGame();
      await assertBoardShows(app, saved.position, "after reload");
      await shot(app, "08-reloaded");
      assertClean(app);

      // a corrupt save: the message, and a fresh game instead of a crash
      const fresh = await reloadWith(app, { "tanbo.game": '[Game "Tanbo"]\n[Size "7x7"]\n\n1. zz9 ??\n' });
      assert.equal(fresh.ply, 0);
      assert.match(fresh.message, /could not be read/);
      assert.equal(fresh.screen, "home");
      assert.ok(await app.countColour(WHOLE, TEXT_WARN) > 30, "the message is drawn as a warning");
      await shot(app, "09-corrupt-save");
      assert.ok(!(await app.buttons()).some((b) => b.action === "continue"), "nothing to continue");
      const started = await app.toGame(); // New game, Start
      assert.equal(started.ply, 0);
      assert.equal(started.position, fresh.position, "a fresh game from the start");
      await assertBoardShows(app, fresh.position, "fresh game");
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });

  test("Level 4 thinks on the person's time, stops at the game's end, and the page idles after it", async (t) => {
    // A saved 7x7 game (NEAR_THE_END: 36 moves played), the person (Black) against
    // Level 4, continued from home: the game's end is what is tested, and a whole game
    // from the start spent half a minute more on the computer's moves before it.
    const app = await openApp();
    try {
      await app.boot();
      await reloadWith(app, {
        "tanbo.settings": JSON.stringify({ lang: "en", size: "7x7", setup: "dense", players: ["human", "level4"] }),
        "tanbo.game": NEAR_THE_END,
      });
      let state = await app.toGame();
      assert.equal(state.ply, 36, "the saved game is continued");
      assert.deepEqual(state.players, ["human", "level4"]);
      state = await playHuman(app, (await app.legal())[0]);
      assert.ok(state.ply === 38 && !state.over, "the computer answered; the game goes on");
      // the person considers: the computer ponders a slice a frame, at the full frame rate
      const before = state.ponder_slices;
      state = await app.waitFor((s) => s.ponder_slices > before + 5, { what: "ponder slices" });
      assert.ok(state.pondering, "pondering while the person is to move");
      assert.equal(state.fps, 60);
      while (!state.over) {
        assert.ok(state.ply < 300, "a 7x7 game ends");
        const legal = await app.legal();
        state = await playHuman(app, legal[state.ply % legal.length]);
      }
      t.diagnostic(`game over after ${state.ply} plies; ${state.ponder_slices} ponder slices`);
      await app.clickButton("dismiss");
      await app.mouseAway();
      const over = await app.waitFor((s) => !s.busy && !s.pondering && s.fps === 10,
        { what: "the finished game, dozing" });
      const cpu = await app.cpuUsage(4000);
      const after = await app.state();
      t.diagnostic(`idle after the game: renderer main thread ${cpu.mainThread.toFixed(1)}%, `
        + `renderer process ${cpu.renderer.toFixed(1)}% of a core`);
      assert.equal(after.ponder_slices, over.ponder_slices, "no pondering after the game's end");
      // the target is 5% (docs/results/ponder.md); the bound is loose for a loaded machine
      assert.ok(cpu.mainThread < 30, `main thread busy ${cpu.mainThread.toFixed(1)}% after the game`);
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });

  test("an unreadable save survives the computer's first move, the player's, a reload and a new game", async () => {
    // issue 18: the save is moved to its own localStorage key before anything can write
    // over it, the message names that key, and the menu offers it (deleted only on purpose)
    const app = await openApp();
    const kept = () => app.page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith("tanbo.game.unreadable-")).map((k) => [k, localStorage.getItem(k)])));
    const broken = '[Game "Tanbo"]\r\n[Size "7x7"]\r\n[Setup "dense"]\r\n\r\n1. zz9 ??\r\n';
    try {
      await app.boot();
      const started = await reloadWith(app, {
        "tanbo.settings": JSON.stringify({ lang: "en", size: "7x7", setup: "dense", players: ["level1", "human"] }),
        "tanbo.game": broken,
      });
      const keys = Object.keys(await kept());
      assert.equal(keys.length, 1, "set aside under one key of its own");
      assert.deepEqual(await kept(), { [keys[0]]: broken }, "kept character for character");
      assert.match(started.message, /could not be read/);
      assert.ok(started.message.includes(`localStorage[${keys[0]}]`), "the message names the key");
      await shot(app, "16-unreadable-save");
      assert.equal(started.screen, "home", "the app opens on home");
      assert.ok((await app.buttons()).some((b) => b.action === "unreadable"), "home offers the save set aside");
      // to the game (nothing to continue: New game, Start); the computer (Black) moves
      // first, with no action from the player: that saves
      await app.toGame();
      await app.waitFor((s) => s.ply === 1 && !s.busy, { timeout: 60000, what: "the computer's first move" });
      assert.match(await app.page.evaluate(() => localStorage.getItem("tanbo.game")), /\[Game "Tanbo"\]/);
      assert.deepEqual(await kept(), { [keys[0]]: broken });
      const legal = await app.legal();
      const played = await playHuman(app, legal[0], { human: 2 });
      assert.equal(played.ply, 3);
      assert.deepEqual(await kept(), { [keys[0]]: broken });
      const reloaded = await reloadWith(app);
      assert.equal(reloaded.ply, 3, "the new game is back after a reload");
      assert.equal((await app.toGame()).ply, 3, "continued from home");
      assert.doesNotMatch(reloaded.message, /could not be read/);
      assert.deepEqual(await kept(), { [keys[0]]: broken });
      await startGame(app, ["player:1:human", "player:2:human"]);
      const fresh = await app.state();
      await app.clickPoint((await app.legal())[0]);
      await app.waitFor((s) => s.ply === fresh.ply + 1 && !s.busy, { what: "the new game's first move" });
      assert.deepEqual(await kept(), { [keys[0]]: broken }, "kept after a new game");
      // the menu offers it; deleting it asks first
      await toMenu(app);
      await app.clickButton("unreadable");
      await shot(app, "17-unreadable-offered");
      await app.clickButton("confirm:other");
      assert.deepEqual(await kept(), { [keys[0]]: broken }, "not deleted before the player confirms");
      await app.clickButton("confirm:yes");
      await app.waitFor((s) => /Deleted/.test(s.message), { what: "the deletion message" });
      assert.deepEqual(await kept(), {});
      assert.ok(!(await app.buttons()).some((b) => b.action === "unreadable"), "nothing more offered");
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });

  test("a game link: opened from the address, drawn, played, and the address follows", async () => {
    // the link of a 3-move 7x7 game, made by the command line, with the page as its base
    const [link] = tanboCli("link", "b7", "d7", "c6", "--base", suite.server.url);
    const fragment = link.split("#")[1];
    const [position] = tanboCli("replay", "--link", fragment);
    const context = await suite.browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const app = await AppPage.open(context, link);
    app.outside = await isolate(app.page);
    try {
      const opened = await app.boot();
      assert.equal(opened.ply, 3);
      assert.equal(opened.position, position);
      assert.equal(opened.players.join(","), "human,human");
      await app.settle();
      await assertBoardShows(app, position, "the game from the link");
      await shot(app, "11-link-opened");
      assertClean(app);

      // a move replaces the address (no new history entry) with the new game's link
      const historyLength = await app.page.evaluate(() => history.length);
      const legal = await app.legal();
      await app.clickPoint(legal[0]);
      const moved = await app.waitFor((s) => s.ply === 4 && !s.busy, { what: "the move" });
      const hash = await app.page.evaluate(() => location.hash);
      assert.notEqual(hash, `#${fragment}`);
      assert.deepEqual(tanboCli("replay", "--link", hash.slice(1)), [moved.position, "ongoing"]);
      assert.equal(await app.page.evaluate(() => history.length), historyLength);
      await assertBoardShows(app, moved.position, "after the move");
      await shot(app, "12-link-after-move");

      // Share (S) copies the page's address with that link
      // (the clipboard, or where it is refused the prompt that shows the link selected)
      const dialogs = [];
      app.page.on("dialog", async (dialog) => {
        dialogs.push(dialog.defaultValue());
        await dialog.accept();
      });
      await app.page.evaluate(() => navigator.clipboard.writeText(""));
      await app.press("KeyS");
      await app.waitFor((s) => /Link copied|Copy the link/.test(s.message), { what: "the share message" });
      let copied = "";
      for (let i = 0; i < 100 && !copied; i += 1) {
        copied = dialogs[0] ?? await app.page.evaluate(() => navigator.clipboard.readText());
        if (!copied) await new Promise((resolve) => { setTimeout(resolve, 50); });
      }
      assert.equal(copied, `${suite.server.url}${hash}`);
      await shot(app, "13-link-shared");

      // a forged link typed into the address bar (correct check code, illegal move): a
      // message naming the ply, and the game and its address are left as they were
      const body = `${fragment.slice(0, fragment.lastIndexOf("."))}b7`;
      const forged = `${body}.${checkCode(body)}`;
      await app.page.evaluate((f) => { location.hash = f; }, forged);
      const refused = await app.waitFor((s) => /Not a valid game link/.test(s.message) && !s.busy,
        { what: "the forged link's message" });
      assert.match(refused.message, /ply 4 \(white to move\), 'b7'/);
      assert.equal(refused.ply, 4);
      assert.equal(refused.position, moved.position);
      assert.equal(await app.page.evaluate(() => location.hash), hash);
      await assertBoardShows(app, moved.position, "after the forged link");
      assert.ok(await app.countColour(WHOLE, TEXT_WARN) > 30, "the message is drawn as a warning");
      await shot(app, "14-link-forged");
      assertClean(app);
    } finally {
      await context.close();
    }
  });

  test("a DEAGO game link opens at its last move and a pass goes into the address", async () => {
    const [link] = tanboCli("link", "--game", "deago", "--size", "13x13", "--neutral", "5",
      "g8", "pass", "h8", "--base", suite.server.url);
    const fragment = link.split("#")[1];
    const [position] = tanboCli("replay", "--link", fragment);
    const context = await suite.browser.newContext();
    const app = await AppPage.open(context, link);
    app.outside = await isolate(app.page);
    try {
      const opened = await app.boot();
      assert.equal(opened.game, "deago");
      assert.equal(opened.ply, 3);
      assert.equal(opened.position, position);
      await app.settle();
      await shot(app, "15-deago-link-opened");
      await app.press("KeyP");  // White passes
      const passed = await app.waitFor((s) => s.ply === 4 && !s.busy, { what: "the pass" });
      const hash = await app.page.evaluate(() => location.hash);
      assert.match(hash, /^#v2\.deago\.13x13\.5\.g8-h8-\.\d{6}$/, "the pass is the final '-'");
      assert.deepEqual(tanboCli("replay", "--link", hash.slice(1)), [passed.position, "ongoing"]);
      assertClean(app);
    } finally {
      await context.close();
    }
  });

  test("DEAGO: chosen in the new-game screen, played by clicks, neutral stones drawn", async () => {
    const app = await openApp();
    try {
      await app.boot();
      const state = await startGame(app, ["game:deago", "player:1:human", "player:2:human"]);
      assert.equal(state.game, "deago");
      const start = cellsOf(state.position);
      assert.ok(start.includes("N"), "the neutral layout is on the board");
      assert.equal(await app.stones({ neutral: true }), start, "neutral stones drawn where the DFEN has them");
      for (let i = 0; i < 4; i += 1) {
        const legal = (await app.legal()).filter((m) => m >= 0); // points, not "pass"
        const before = await app.state();
        await app.clickPoint(legal[(i * 37) % legal.length]);
        const after = await app.waitFor((s) => s.ply === before.ply + 1 && !s.busy, { what: `DEAGO move ${i + 1}` });
        assert.equal(await app.stones({ neutral: true }), cellsOf(after.position), `canvas vs DFEN after ply ${after.ply}`);
      }
      await shot(app, "11-deago");
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });
});
