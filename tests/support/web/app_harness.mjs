// The real game in headless Chromium, offline: the preview site and a player's hands.
//
// prepareAppSite() assembles build/app-preview/: the page (tests/web/app_preview/), Pyodide
// from node_modules, pygbag's pygame-ce wasm wheel (found by findWheel(), sha256 checked)
// and the game archive build/web/tanbo.tar.gz (exactly what players download). AppPage
// drives it as a player: clicks on the canvas and real key presses; it reads pixels, and
// the app's own geometry (where buttons and points are) through the read-only test hook
// tests/web/app_preview/tanbo_harness.py; every console error and Python exception is kept
// and fails the tests (AppPage.assertClean).
//
// Used by tests/web/app.test.mjs and offline.test.mjs, tools/preview.mjs (`make preview`)
// and tools/bench_web.mjs.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { ensureSite, ROOT } from "./web_common.mjs";

export const WHEEL_NAME = "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl";
export const WHEEL_SHA256 = "9c6aa80480c7f199dd024639fc1e1f6b4a5c5c6a7a888b11110ad17b35abdd27";
export const WHEEL_URL = `https://pygame-web.github.io/cdn/cp312/${WHEEL_NAME}`;
export const PREVIEW_SOURCE = path.join(ROOT, "tests", "web", "app_preview");
export const PREVIEW_SITE = path.join(ROOT, "build", "app-preview");

/**
 * The default site folder: build/app-preview/ for the tools (`make preview`), and one of
 * its own for each test file (build/preview-<file>/), because `node --test` runs test
 * files side by side and one file's assembly must not rewrite a page another is serving.
 */
function defaultSite() {
  const script = path.basename(process.argv[1] ?? "");
  return script.endsWith(".test.mjs")
    ? path.join(ROOT, "build", `preview-${script.slice(0, -".test.mjs".length)}`)
    : PREVIEW_SITE;
}
export const SCREEN = { width: 1280, height: 720 };
// The built site's offline app, copied in unchanged (web/ and the build's icons): the
// preview runs the same service worker, page script and manifest as the site.
export const OFFLINE_SHARED = ["sw.js", "offline.js", "manifest.webmanifest"];
export const OFFLINE_ICONS = ["favicon.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png"];
// What the preview page loads, so what its service worker caches (relative to the site).
export const PREVIEW_FILES = [
  "index.html", "app.js", "dom_pk_codes.js", "tanbo_harness.py", "fit.js", "tanbo.tar.gz", "pygame.whl",
  "pyodide/pyodide.js", "pyodide/pyodide.asm.js", "pyodide/pyodide.asm.wasm",
  "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json",
  ...OFFLINE_SHARED.filter((name) => name !== "sw.js"), ...OFFLINE_ICONS,
];

function sha256(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

// ../shared/wasm beside the checkout, and beside the main checkout when this is a git
// worktree (its common git dir is <main>/.git).
function sharedCandidates() {
  const out = [path.resolve(ROOT, "..", "shared", "wasm", WHEEL_NAME)];
  const common = spawnSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], {
    cwd: ROOT, encoding: "utf-8",
  });
  if (common.status === 0 && common.stdout.trim()) {
    const main = path.dirname(common.stdout.trim());
    out.push(path.resolve(main, "..", "shared", "wasm", WHEEL_NAME));
  }
  return [...new Set(out)];
}

function checked(file, origin) {
  const digest = sha256(file);
  if (digest !== WHEEL_SHA256) {
    throw new Error(`${file} (${origin}): sha256 ${digest}, expected ${WHEEL_SHA256}`);
  }
  return { path: file, origin };
}

/**
 * pygbag's pygame-ce wheel: $TANBO_PYGAME_WASM_WHEEL, else ../shared/wasm/, else
 * build/<wheel> (downloaded there once from pygbag's CDN). Resolves to {path, origin},
 * or {path: null, reason} when none can be had; throws when a wheel's sha256 is wrong.
 */
export async function findWheel() {
  const explicit = process.env.TANBO_PYGAME_WASM_WHEEL;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`TANBO_PYGAME_WASM_WHEEL=${explicit}: no such file`);
    return checked(explicit, "TANBO_PYGAME_WASM_WHEEL");
  }
  for (const candidate of sharedCandidates()) {
    if (existsSync(candidate)) return checked(candidate, "shared/wasm");
  }
  const cached = path.join(ROOT, "build", WHEEL_NAME);
  if (existsSync(cached)) return checked(cached, "build/ (downloaded earlier)");
  try {
    const response = await fetch(WHEEL_URL, { signal: AbortSignal.timeout(60000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (digest !== WHEEL_SHA256) throw new Error(`sha256 ${digest}, expected ${WHEEL_SHA256}`);
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(cached, bytes);
    return { path: cached, origin: WHEEL_URL };
  } catch (error) {
    return {
      path: null,
      reason: `no pygame-ce wasm wheel: set TANBO_PYGAME_WASM_WHEEL, or put ${WHEEL_NAME} in ../shared/wasm/ `
        + `(download of ${WHEEL_URL} failed: ${error.message})`,
    };
  }
}

function link(target, name) {
  rmSync(name, { recursive: true, force: true });
  symlinkSync(target, name);
}

/**
 * Write `site`/precache.js for the service worker (the format tools/build_web.py writes):
 * `files` with their sha256 and sizes, and the cache version `<label>-<12 hex digits of
 * the list's sha256>`, so any changed file makes a new version. Returns {version, files,
 * bytes}.
 */
export function writePrecache(site, files = PREVIEW_FILES, label = "preview") {
  const entries = files.map((url) => {
    const data = readFileSync(path.join(site, url));
    return { bytes: data.length, sha256: createHash("sha256").update(data).digest("hex"), url };
  });
  const digest = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 12);
  const version = `${label}-${digest}`;
  const body = JSON.stringify({ version, cdn: "", files: entries }, null, 1);
  writeFileSync(path.join(site, "precache.js"),
    `// Written by tests/support/web/app_harness.mjs: what the service worker (sw.js) caches.\nself.TANBO_OFFLINE = ${body};\n`);
  return { version, files: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0) };
}

/**
 * Assemble the preview site (default: see defaultSite) from the built game archive
 * and icons (build/web/, built when missing), the wheel and the offline app of web/;
 * returns the site folder.
 */
export function prepareAppSite(wheel, { site = defaultSite(), web = null } = {}) {
  const built = web ?? ensureSite();
  mkdirSync(site, { recursive: true });
  for (const name of ["index.html", "app.js", "dom_pk_codes.js", "tanbo_harness.py"]) {
    copyFileSync(path.join(PREVIEW_SOURCE, name), path.join(site, name));
  }
  copyFileSync(path.join(ROOT, "web", "fit.js"), path.join(site, "fit.js")); // the site's own
  copyFileSync(path.join(built, "tanbo.tar.gz"), path.join(site, "tanbo.tar.gz"));
  for (const name of OFFLINE_SHARED) copyFileSync(path.join(ROOT, "web", name), path.join(site, name));
  for (const name of OFFLINE_ICONS) copyFileSync(path.join(built, name), path.join(site, name));
  const require = createRequire(import.meta.url);
  link(path.dirname(require.resolve("pyodide/package.json")), path.join(site, "pyodide"));
  link(path.resolve(wheel), path.join(site, "pygame.whl"));
  writePrecache(site);
  return site;
}

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** One browser page running the game, driven as a player. */
export class AppPage {
  constructor(page, url) {
    this.page = page;
    this.url = url;
    this.errors = [];
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.errors.push(`page: ${error.stack ?? error}`));
  }

  /** A new page (1280x720 viewport, the canvas at 0,0) on `context`, not yet loaded. */
  static async open(context, url) {
    const page = await context.newPage();
    await page.setViewportSize(SCREEN);
    return new AppPage(page, url);
  }

  /** Load (or reload) the page and wait until the game drew its first frame. */
  async boot({ timeout = 90000, reload = false } = {}) {
    const started = Date.now();
    if (reload) await this.page.reload();
    else await this.page.goto(this.url);
    await this.page.waitForFunction(
      () => window.tanbo?.failed || window.tanbo?.query("state")?.first_frame_ms != null,
      null, { timeout, polling: 100 },
    );
    const failed = await this.page.evaluate(() => window.tanbo.failed);
    if (failed) throw new Error(`the preview did not start: ${failed}`);
    this.bootWallMs = Date.now() - started;
    return this.state();
  }

  /** The hook's state (screen, ply, position, message, frames, ...). */
  state() {
    return this.page.evaluate(() => window.tanbo.query("state"));
  }

  buttons() {
    return this.page.evaluate(() => window.tanbo.query("buttons"));
  }

  board() {
    return this.page.evaluate(() => window.tanbo.query("board"));
  }

  legal() {
    return this.page.evaluate(() => window.tanbo.query("legal"));
  }

  /** The button whose action is `action` (or matches the RegExp); throws if absent. */
  async button(action) {
    const all = await this.buttons();
    const found = all.find((b) => (action instanceof RegExp ? action.test(b.action) : b.action === action));
    if (!found) throw new Error(`no button ${action} on this screen: ${all.map((b) => b.action).join(", ")}`);
    return found;
  }

  /**
   * To the game screen by clicks, as a player gets there: from any other screen its
   * Home button first; on home, the `continue` card when a game is in progress, else a
   * new game with the new-game screen's settings (`menu`, then `start`). Returns the
   * state once the game is drawn and idle.
   */
  async toGame() {
    let state = await this.state();
    if (state.screen === "game" && !state.dialog) return this.settle();
    if (state.screen !== "home") {
      await this.clickButton("home");
      state = await this.waitFor((s) => s.screen === "home" && !s.busy, { what: "home" });
    }
    if ((await this.buttons()).some((b) => b.action === "continue")) {
      await this.clickButton("continue");
    } else {
      await this.clickButton("menu");
      await this.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
      await this.clickButton("start");
    }
    return this.waitFor((s) => s.screen === "game" && !s.dialog && !s.busy, { what: "the game screen" });
  }

  /** Wait until the game drew at least one more frame and `predicate(state)` holds. */
  async waitFor(predicate, { timeout = 30000, what = "the expected state" } = {}) {
    const deadline = Date.now() + timeout;
    let last;
    while (Date.now() < deadline) {
      last = await this.state();
      if (last && predicate(last)) return last;
      await sleep(50);
    }
    throw new Error(`timed out after ${timeout} ms waiting for ${what}; last state ${JSON.stringify(last)}`);
  }

  /** Wait until the game has drawn every pending change (nothing dirty or moving). */
  async settle({ timeout = 30000 } = {}) {
    return this.waitFor((s) => !s.busy, { timeout, what: "an idle frame" });
  }

  /** Device pixels (the canvas's backing store, where the game draws) per CSS pixel. */
  canvasRatio() {
    return this.page.evaluate(() => {
      const canvas = document.getElementById("canvas");
      return canvas.width / canvas.getBoundingClientRect().width;
    });
  }

  /** Canvas pixel (x, y) (the game's own coordinates) as a CSS point of the page. */
  async cssPoint(x, y) {
    const ratio = await this.canvasRatio();
    return [x / ratio, y / ratio];
  }

  /** A mouse click on canvas pixel (x, y). */
  async click(x, y) {
    const [cx, cy] = await this.cssPoint(x, y);
    await this.page.mouse.click(cx, cy);
  }

  /** A finger's tap on canvas pixel (x, y) (a context with `hasTouch`). */
  async tap(x, y) {
    const [cx, cy] = await this.cssPoint(x, y);
    await this.page.touchscreen.tap(cx, cy);
  }

  /**
   * Click the middle of the button with this action; waits until the app has handled
   * that press (its `clicks` count) and drawn a frame since. Not just "a frame since":
   * the pointer moves onto the button first, and the hover's frame can be drawn before
   * the press arrives (a loaded machine made a test read the old screen's buttons).
   */
  async clickButton(action) {
    const b = await this.button(action);
    const [x, y, w, h] = b.rect;
    const before = await this.state();
    await this.click(x + w / 2, y + h / 2);
    await this.mouseAway();
    return this.waitFor((s) => s.clicks > before.clicks && s.frames > before.frames,
      { what: `the click on ${b.action} handled and drawn` });
  }

  async pointCentre(point) {
    const board = await this.board();
    return board.centres[point];
  }

  /** Click on board point `point` (index). */
  async clickPoint(point) {
    const [x, y] = await this.pointCentre(point);
    await this.click(x, y);
    await this.mouseAway();
  }

  /**
   * A real key press (DOM `code` names, e.g. "KeyU", "Control+KeyZ", "PageUp"); waits
   * until the app has handled it (its `keys` count) and drawn a frame since.
   */
  async press(key) {
    const before = await this.state();
    await this.page.keyboard.press(key);
    return this.waitFor((s) => s.keys > before.keys && s.frames > before.frames,
      { what: `the key ${key} handled and drawn` });
  }

  /** RGBA of canvas pixel (x, y), from the canvas itself. */
  pixel(x, y) {
    return this.page.evaluate(([px, py]) => {
      const ctx = document.getElementById("canvas").getContext("2d");
      return Array.from(ctx.getImageData(px, py, 1, 1).data);
    }, [Math.round(x), Math.round(y)]);
  }

  /** How many pixels of a canvas rectangle are within `tolerance` of colour `rgb`. */
  countColour([x, y, w, h], rgb, tolerance = 10) {
    return this.page.evaluate(([rect, colour, tol]) => {
      const data = document.getElementById("canvas").getContext("2d").getImageData(...rect).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (colour.every((v, k) => Math.abs(data[i + k] - v) <= tol)) n += 1;
      }
      return n;
    }, [[x, y, w, h].map(Math.round), rgb, tolerance]);
  }

  /** Keep the whole canvas under `name` inside the page (for changedPixels). */
  snapshot(name) {
    return this.page.evaluate((key) => {
      const canvas = document.getElementById("canvas");
      window.tanboSnapshots ??= {};
      window.tanboSnapshots[key] = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    }, name);
  }

  /** How many canvas pixels differ from snapshot `name`. */
  changedPixels(name) {
    return this.page.evaluate((key) => {
      const canvas = document.getElementById("canvas");
      const now = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      const old = window.tanboSnapshots[key];
      let n = 0;
      for (let i = 0; i < now.length; i += 4) {
        if (now[i] !== old[i] || now[i + 1] !== old[i + 1] || now[i + 2] !== old[i + 2]) n += 1;
      }
      return n;
    }, name);
  }

  /**
   * What the canvas shows on every board point: "B", "W" or "." per point (index order),
   * classified from 8 pixels on a ring at 0.55 of the stone radius around its centre
   * (inside a stone, outside the last-move dot and the growth-point diamonds). With
   * `neutral` (DEAGO), red stones read as "N"; not for Tanbo, whose removed last move is
   * marked by a red ring right there.
   */
  async stones({ neutral = false } = {}) {
    return this.page.evaluate((withNeutral) => {
      const board = window.tanbo.query("board");
      const canvas = document.getElementById("canvas");
      const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      const r = board.radius * 0.55;
      const kind = (x, y) => {
        const i = (Math.round(y) * canvas.width + Math.round(x)) * 4;
        const [red, green, blue] = [data[i], data[i + 1], data[i + 2]];
        const light = (red + green + blue) / 3;
        const spread = Math.max(red, green, blue) - Math.min(red, green, blue);
        if (withNeutral && red > 110 && green < 110 && blue < 110) return "N";
        if (light < 80 && spread < 40) return "B";
        if (light > 190 && spread < 40) return "W";
        return ".";
      };
      return board.centres.map(([cx, cy]) => {
        const votes = { B: 0, W: 0, N: 0, ".": 0 };
        for (let k = 0; k < 8; k += 1) {
          const a = (k * Math.PI) / 4 + Math.PI / 8;
          votes[kind(cx + r * Math.cos(a), cy + r * Math.sin(a))] += 1;
        }
        if (votes.B >= 5) return "B";
        if (votes.W >= 5) return "W";
        if ((votes.N ?? 0) >= 5) return "N";
        return ".";
      }).join("");
    }, neutral);
  }

  /** Move the mouse off the board (no hover preview stone). */
  async mouseAway() {
    const height = this.page.viewportSize()?.height ?? SCREEN.height;
    await this.page.mouse.move(2, height - 2);
  }

  /**
   * CPU used by the page over `ms` of wall time, in % of one core: `mainThread` is the
   * renderer main thread's task time (CDP Performance.TaskDuration: where Python, SDL and
   * Web Audio callbacks run), `renderer` the busiest renderer process (CDP
   * SystemInfo.getProcessInfo: all its threads). CPU time, not wall time, so a loaded
   * machine stretches the measurement but hardly changes the figures.
   */
  async cpuUsage(ms = 4000) {
    const browser = this.page.context().browser();
    const system = await browser.newBrowserCDPSession();
    const session = await this.page.context().newCDPSession(this.page);
    await session.send("Performance.enable");
    const task = async () => (await session.send("Performance.getMetrics")).metrics
      .find((m) => m.name === "TaskDuration").value;
    const renderers = async () => Object.fromEntries((await system.send("SystemInfo.getProcessInfo")).processInfo
      .filter((p) => p.type === "renderer").map((p) => [p.id, p.cpuTime]));
    const [p0, t0, w0] = [await renderers(), await task(), performance.now()];
    await sleep(ms);
    const [p1, t1, w1] = [await renderers(), await task(), performance.now()];
    const wall = (w1 - w0) / 1000;
    const perProcess = Object.keys(p1).filter((id) => id in p0).map((id) => (p1[id] - p0[id]) / wall);
    await session.detach();
    await system.detach();
    return { mainThread: (100 * (t1 - t0)) / wall, renderer: 100 * Math.max(0, ...perProcess), seconds: wall };
  }

  /** Save a PNG of the page (the canvas fills it) into `file`. */
  async screenshot(file) {
    mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file });
  }

  /** Console errors and Python exceptions so far (and clears them). */
  takeErrors() {
    const out = this.errors;
    this.errors = [];
    return out;
  }

  async close() {
    await this.page.close();
  }
}
