// Browser smoke tests in headless Chromium (Debian's chromium, driven by playwright-core):
// the built page (build/web/, served on 127.0.0.1 by tools/serve_web.py) and the engine
// under Pyodide in the same browser.
//
//   node --test tests/web/            (part of `make test`; `make web` builds the site)
//
// The internet is cut off for the page (every non-loopback request is aborted), so the
// real pygbag runtime is never loaded: the tests check the page's own behaviour — shell,
// loading screen, the "runtime could not be loaded" message, key handling, canvas
// scaling — and, with a stand-in runtime (tests/web/fixtures/stub_cdn), that the page
// hands its bootstrap and archive to the runtime. Skipped (with the reason) when no
// chromium is installed, unless TANBO_REQUIRE_BROWSER=1 (set by .ci/run).

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import {
  chromiumPath, ensureSite, isolate, launchChromium, nativePython, OFFICIAL_CDN, ROOT, runMirror, serve,
} from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const STUB_CDN = path.join(ROOT, "tests", "web", "fixtures", "stub_cdn");
const STUB_FILES = path.join(STUB_CDN, "cdn", "0.9.3");
const noBrowser = chromiumPath() === null && process.env.TANBO_REQUIRE_BROWSER !== "1";
const skip = noBrowser ? "no chromium installed (apt-get install chromium)" : false;

function stubRuntime(cdn) {
  const js = (name) => ({ contentType: "text/javascript", body: readFileSync(path.join(STUB_FILES, name)) });
  return { [`${cdn}pythons.js`]: js("pythons.js"), [`${cdn}cpython312/main.js`]: js("cpython312/main.js") };
}

describe("the built page in headless Chromium", { skip }, () => {
  const suite = servedBrowser(() => ensureSite());

  test("has its title, description, favicon, canvas and loading screen", async () => {
    const page = await suite.browser.newPage();
    await isolate(page);
    await page.goto(suite.server.url, { waitUntil: "domcontentloaded" });
    assert.equal(await page.title(), "Tanbo");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    assert.match(description, /Tanbo/);
    assert.equal(await page.locator('link[rel="icon"]').getAttribute("href"), "favicon.png");
    assert.equal(await page.locator("canvas#canvas").count(), 1);
    assert.equal(await page.locator("#transfer #status").count(), 1);
    assert.equal(await page.locator("#transfer progress#progress").count(), 1);
    const version = await page.locator("#tanbo-version").textContent();
    assert.match(version, /^\d+\.\d+\.\d+/, "the game's version is shown while loading");
    const border = await page.locator("canvas#canvas").evaluate((c) => {
      const s = getComputedStyle(c);
      return [s.borderTopWidth, s.paddingTop, s.paddingLeft];
    });
    assert.deepEqual(border, ["0px", "0px", "0px"], "no border or padding on the canvas");
    await page.close();
  });

  test("says the runtime could not be loaded when the CDN is unreachable", async () => {
    const page = await suite.browser.newPage();
    const outside = await isolate(page);
    await page.goto(suite.server.url);
    const message = page.locator("#tanbo-error");
    await message.waitFor({ state: "visible", timeout: 30000 });
    assert.match(await message.textContent(), /runtime could not be loaded/);
    assert.match(await message.textContent(), /pygame-web\.github\.io\/cdn\/0\.9\.3\//);
    assert.equal(await page.evaluate(() => document.body.dataset.runtime), "failed");
    assert.ok(outside.includes(`${OFFICIAL_CDN}pythons.js`), "the pinned runtime was asked for");
    for (const url of outside) assert.ok(url.startsWith(OFFICIAL_CDN), `only the CDN: ${url}`);
    assert.ok(suite.server.requests.includes("GET / 200"), "index.html served");
    assert.ok(suite.server.requests.includes("GET /favicon.png 200"), "favicon served");
    await page.close();
  });

  test("says so too when the interpreter aborts while downloading", async () => {
    const page = await suite.browser.newPage();
    const aborting = "window.MM = {}\nPromise.reject(new Error("
      + "'Aborted(both async and sync fetching of the wasm failed)'))\n";
    await isolate(page, { [`${OFFICIAL_CDN}pythons.js`]: { contentType: "text/javascript", body: aborting } });
    await page.goto(suite.server.url);
    const message = page.locator("#tanbo-error");
    await message.waitFor({ state: "visible", timeout: 30000 });
    assert.match(await page.locator("#tanbo-error-detail").textContent(), /Aborted\(both async/);
    await page.close();
  });

  test("reports a cross-origin interpreter that aborts (Module.onAbort, errors muted)", async () => {
    const page = await suite.browser.newPage();
    // pythons.js creates window.Module and loads the interpreter as a classic script from
    // the CDN's origin: its exceptions reach the page only as "Script error.".
    const pythons = `window.MM = {}\nwindow.Module = { print: console.log }\n`
      + "const s = document.createElement('script')\n"
      + `s.src = "${OFFICIAL_CDN}cpython312/main.js"\ndocument.head.appendChild(s)\n`;
    const mainJs = "setTimeout(() => {\n"
      + "  const what = 'both async and sync fetching of the wasm failed'\n"
      + "  Module.onAbort && Module.onAbort(what)\n"
      + "  throw new WebAssembly.RuntimeError('Aborted(' + what + ')')\n}, 300)\n";
    await page.addInitScript(() => {
      window.seenErrors = [];
      window.addEventListener("error", (event) => window.seenErrors.push(String(event.message)));
    });
    await isolate(page, {
      [`${OFFICIAL_CDN}pythons.js`]: { contentType: "text/javascript", body: pythons },
      [`${OFFICIAL_CDN}cpython312/main.js`]: { contentType: "text/javascript", body: mainJs },
    });
    await page.goto(suite.server.url);
    await page.locator("#tanbo-error").waitFor({ state: "visible", timeout: 30000 });
    assert.match(await page.locator("#tanbo-error-detail").textContent(), /^Aborted\(both async and sync/);
    const seen = await page.evaluate(() => window.seenErrors);
    assert.ok(seen.includes("Script error."), `the stand-in's own error reaches the page muted: ${seen}`);
    await page.close();
  });

  test("says the runtime failed when it never starts Python (timeout)", async () => {
    const page = await suite.browser.newPage();
    await page.clock.install();
    // pythons.js arrives but its interpreter never runs the bootstrap, and nothing errors
    await isolate(page, {
      [`${OFFICIAL_CDN}pythons.js`]: { contentType: "text/javascript", body: "window.MM = {}\n" },
    });
    await page.goto(suite.server.url);
    assert.ok(await page.locator("#tanbo-error").isHidden(), "not failed at once");
    await page.clock.fastForward("03:00");
    assert.ok(await page.locator("#tanbo-error").isHidden(), "still patient after 3 minutes");
    await page.clock.fastForward("01:30");
    await page.locator("#tanbo-error").waitFor({ state: "visible", timeout: 10000 });
    assert.match(await page.locator("#tanbo-error-detail").textContent(), /did not start within 4 minutes/);
    await page.close();
  });

  test("the first tap resumes the Web Audio the runtime opened before it (iOS rule)", async () => {
    // Phones keep audio opened before a user gesture suspended until resume() is called
    // inside a gesture handler. Headless Chromium ignores autoplay policies, so the
    // stand-in runtime suspends its context itself, as SDL's mixer would find it there.
    const page = await suite.browser.newPage();
    const pythons = "window.MM = {}\nwindow.stubAudio = new AudioContext()\n"
      + "window.stubAudio.suspend()\n";
    await isolate(page, { [`${OFFICIAL_CDN}pythons.js`]: { contentType: "text/javascript", body: pythons } });
    await page.goto(suite.server.url);
    await page.waitForFunction(() => window.stubAudio?.state === "suspended", null, { timeout: 30000 });
    await page.mouse.click(200, 200);
    await page.waitForFunction(() => window.stubAudio.state === "running", null, { timeout: 10000 });
    await page.close();
  });

  test("hands the bootstrap and archive to the runtime and scales the canvas", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 800, height: 600 } });
    await isolate(page, stubRuntime(OFFICIAL_CDN));
    const before = suite.server.requests.length;
    await page.goto(suite.server.url);
    await page.waitForFunction(() => window.stubReport, null, { timeout: 30000 });
    const report = await page.evaluate(() => window.stubReport);
    assert.ok(report.bootstrap, "the inline Python bootstrap reaches the runtime");
    assert.equal(report.cdn, OFFICIAL_CDN);
    assert.equal(report.interpreterStatus, 200);
    assert.equal(report.archiveStatus, 200);
    assert.ok(report.archiveIsGzip, "tanbo.tar.gz is gzip-compressed");
    assert.ok(suite.server.requests.slice(before).includes("GET /tanbo.tar.gz 200"), "the archive is requested");
    assert.ok(report.transferVisibleWhileStarting, "loading screen stays until the game opens its window");
    await page.locator("#transfer").waitFor({ state: "hidden", timeout: 5000 });
    assert.ok(await page.locator("canvas#canvas3d").isHidden(), "the unused 3D canvas stays hidden");
    assert.ok(await page.locator("#tanbo-error").isHidden(), "no error shown");
    const size = await page.locator("canvas#canvas").evaluate((c) => [c.clientWidth, c.clientHeight]);
    // the canvas takes the whole window (web/fit.js: no letterbox; the game lays itself out)
    assert.deepEqual(size, [800, 600], "the canvas fills the 800x600 window");
    await page.setViewportSize({ width: 600, height: 800 });
    await page.waitForFunction(() => document.getElementById("canvas").clientWidth === 600);
    const narrow = await page.locator("canvas#canvas").evaluate((c) => [c.clientWidth, c.clientHeight]);
    assert.deepEqual(narrow, [600, 800], "and the turned one");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "canvas");
    await page.close();
  });

  test("arrow keys and space never scroll the page", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 400, height: 300 } });
    await isolate(page);
    await page.goto(suite.server.url, { waitUntil: "domcontentloaded" });
    const prevented = await page.evaluate(() => {
      const out = {};
      for (const key of ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " ", "PageDown", "a"]) {
        const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
        document.getElementById("canvas").dispatchEvent(event);
        out[key] = event.defaultPrevented;
      }
      return out;
    });
    assert.deepEqual(prevented, {
      ArrowUp: true, ArrowDown: true, ArrowLeft: true, ArrowRight: true, " ": true, PageDown: true, a: false,
    });
    await page.keyboard.press("PageDown");
    await page.keyboard.press("Space");
    assert.equal(await page.evaluate(() => [window.scrollX, window.scrollY].join(",")), "0,0");
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    assert.equal(overflow, "hidden");
    await page.close();
  });
});

describe("the runtime mirror (tools/mirror_runtime.mjs)", { skip }, () => {
  let work;
  let cdnServer;

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), "tanbo-mirror-"));
    cdnServer = await serve(STUB_CDN);
  });
  after(async () => {
    await cdnServer?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  // The mirror runs as the deploy step does, as a command (`node tools/mirror_runtime.mjs`),
  // against a stand-in CDN (tests/web/fixtures/stub_cdn) served on 127.0.0.1.
  test("records, downloads and verifies the runtime files the page uses", async () => {
    const cdn = `${cdnServer.url}cdn/0.9.3/`;
    const site = path.join(work, "mirrored");
    const built = spawnSync(nativePython(), [path.join(ROOT, "tools", "build_web.py"), "--out", site, "--cdn", cdn], {
      encoding: "utf-8",
    });
    assert.equal(built.status, 0, built.stderr);
    const result = await runMirror({ site, cdn, waitS: 30, quietS: 1.5 });
    assert.deepEqual(result, { mirrored: true, files: 4, reason: "" });
    assert.deepEqual(readdirSync(path.join(site, "cdn", "0.9.3")).sort(), ["cpython312", "pythons.js"]);
    // pygame's wheel index and wheel, looked up by `import pygame`, are mirrored too
    assert.deepEqual(readdirSync(path.join(site, "cdn")).sort(), ["0.9.3", "cp312", "index-0.9.3-cp312.json"]);
    assert.deepEqual(readdirSync(path.join(site, "cdn", "cp312")),
      ["pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"]);
    const html = readFileSync(path.join(site, "index.html"), "utf-8");
    assert.ok(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><script src="cdn/0.9.3/pythons.js"'));
    assert.ok(!html.includes(cdn), "no reference to the CDN left");
  });

  test("rewrites only the runtime location, never the fallback constant", () => {
    // the mirrored page: the runtime from cdn/<the CDN's last folder>/, and the pinned
    // CDN kept only where the page falls back to it (TANBO_OFFICIAL_CDN)
    const html = readFileSync(path.join(work, "mirrored", "index.html"), "utf-8");
    assert.ok(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><script src="cdn/0.9.3/pythons.js" type=module'));
    const kept = html.split("\n").filter((line) => line.includes(OFFICIAL_CDN));
    assert.equal(kept.length, 1);
    assert.match(kept[0], /TANBO_OFFICIAL_CDN =/);
  });

  test("a site whose mirror is missing falls back to the pinned CDN at play time", async () => {
    // the mirrored site with its cdn/ folder gone
    const site = path.join(work, "nomirror");
    cpSync(path.join(work, "mirrored"), site, { recursive: true });
    rmSync(path.join(site, "cdn"), { recursive: true, force: true });
    const local = await serve(site);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await isolate(page, stubRuntime(OFFICIAL_CDN));
      await page.goto(local.url);
      await page.waitForFunction(() => window.stubReport, null, { timeout: 30000 });
      assert.ok(local.requests.includes("GET /cdn/0.9.3/pythons.js 404"), "mirror tried first");
      assert.equal(await page.evaluate(() => window.stubReport.scriptSrc), `${OFFICIAL_CDN}pythons.js`);
      assert.ok(await page.locator("#tanbo-error").isHidden());

      // pythons.js starts from the window's load event, which fired before the fallback
      // was added: the page fires it again for the late script.
      const late = await browser.newPage();
      const waitsForLoad = "window.MM = {}\n"
        + "window.addEventListener('load', () => { window.stubSawLoad = true })\n";
      await isolate(late, { [`${OFFICIAL_CDN}pythons.js`]: { contentType: "text/javascript", body: waitsForLoad } });
      await late.goto(local.url);
      await late.waitForFunction(() => window.stubSawLoad === true, null, { timeout: 30000 });
      assert.ok(await late.locator("#tanbo-error").isHidden());

      // Neither the mirror nor the CDN: the message, naming the CDN it tried last.
      const offline = await browser.newPage();
      await isolate(offline);
      await offline.goto(local.url);
      await offline.locator("#tanbo-error").waitFor({ state: "visible", timeout: 30000 });
      assert.equal(await offline.locator("#tanbo-cdn").textContent(), OFFICIAL_CDN);
    } finally {
      await browser.close();
      await local.stop();
    }
  });

  test("the mirrored page takes pygame's index and wheel from the mirror", async () => {
    const site = path.join(work, "mirrored");
    const local = await serve(site);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const outside = await isolate(page);
      await page.goto(local.url);
      await page.waitForFunction(() => window.stubReport, null, { timeout: 30000 });
      const report = await page.evaluate(() => window.stubReport);
      assert.equal(report.packageBase, `${local.url}cdn/`);
      assert.equal(report.packageIndexStatus, 200);
      assert.equal(report.wheelStatus, 200);
      assert.deepEqual(outside, []);
    } finally {
      await browser.close();
      await local.stop();
    }
  });

  test("a mirror is kept only if the game draws from it", async () => {
    // the stand-in runtime opens its window but never draws a frame
    const cdnDir = path.join(work, "nodraw_cdn");
    cpSync(STUB_CDN, cdnDir, { recursive: true });
    const stub = path.join(cdnDir, "cdn", "0.9.3", "pythons.js");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(stub, readFileSync(stub, "utf-8").replace("i < 32; i += 1) { // STUB-DRAWS", "i < 0; i += 1) {"));
    const nodraw = await serve(cdnDir);
    const cdn = `${nodraw.url}cdn/0.9.3/`;
    const site = path.join(work, "nodraw");
    try {
      const built = spawnSync(nativePython(), [path.join(ROOT, "tools", "build_web.py"), "--out", site, "--cdn", cdn], {
        encoding: "utf-8",
      });
      assert.equal(built.status, 0, built.stderr);
      const before = readFileSync(path.join(site, "index.html"), "utf-8");
      const result = await runMirror({ site, cdn, waitS: 8, quietS: 0.5 });
      assert.equal(result.mirrored, false);
      assert.match(result.reason, /did not start/);
      assert.equal(readFileSync(path.join(site, "index.html"), "utf-8"), before);
    } finally {
      await nodraw.stop();
    }
  });

  test("keeps the CDN when the runtime cannot be recorded", async () => {
    const site = path.join(work, "unreachable");
    cpSync(ensureSite(), site, { recursive: true });
    const before = readFileSync(path.join(site, "index.html"), "utf-8");
    const result = await runMirror({ site, cdn: "http://127.0.0.1:9/cdn/0.9.3/", waitS: 15, quietS: 0.5 });
    assert.equal(result.mirrored, false);
    assert.equal(readFileSync(path.join(site, "index.html"), "utf-8"), before);
    assert.throws(() => readdirSync(path.join(site, "cdn")));
  });
});

describe("the engine under Pyodide in headless Chromium", { skip }, () => {
  test("perft from the 7x7 dense start matches native CPython", async (t) => {
    const depth = 4;
    const script = "from tanbo.games.tanbo.state import TanboState\nfrom tanbo.perft import perft\n"
      + `print(perft(TanboState.new(7, 7, "dense"), ${depth}))`;
    const native = spawnSync(nativePython(), ["-c", script], { cwd: ROOT, encoding: "utf-8" });
    assert.equal(native.status, 0, native.stderr);
    const expected = Number(native.stdout.trim());

    // The engine package only (no UI, no AI): what the browser game imports first.
    // (and every game's rules wing, which the registry tanbo.games imports)
    const wings = ["", "games/", "games/tanbo/", "games/deago/"];
    const files = wings.flatMap((sub) => readdirSync(path.join(ROOT, "tanbo", sub))
      .filter((f) => f.endsWith(".py")).sort().map((f) => `${sub}${f}`));
    const server = await serve(ROOT);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const outside = await isolate(page);
      await page.goto(`${server.url}tests/web/fixtures/`);
      const result = await page.evaluate(async ({ files, wings, depth }) => {
        await new Promise((resolve, reject) => {
          const s = document.createElement("script");
          s.src = "/node_modules/pyodide/pyodide.js";
          s.onload = resolve;
          s.onerror = () => reject(new Error("pyodide.js not served"));
          document.head.appendChild(s);
        });
        const pyodide = await loadPyodide({ indexURL: "/node_modules/pyodide/" });
        for (const wing of wings) pyodide.FS.mkdirTree(`/home/pyodide/tanbo/${wing}`);
        for (const name of files) {
          const text = await (await fetch(`/tanbo/${name}`)).text();
          pyodide.FS.writeFile(`/home/pyodide/tanbo/${name}`, text);
        }
        const started = performance.now();
        const nodes = pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
from tanbo.games.tanbo.state import TanboState
from tanbo.perft import perft
perft(TanboState.new(7, 7, "dense"), ${depth})
`);
        const seconds = (performance.now() - started) / 1000;
        return { nodes, seconds, platform: pyodide.runPython("import sys; sys.platform"),
          version: pyodide.runPython("import sys; sys.version.split()[0]") };
      }, { files, wings, depth });
      assert.equal(result.platform, "emscripten");
      assert.match(result.version, /^3\.12\./);
      assert.equal(result.nodes, expected);
      assert.deepEqual(outside, [], "Pyodide loaded fully offline");
      assert.ok(server.requests.includes("GET /node_modules/pyodide/pyodide.asm.wasm 200"),
        `pyodide.asm.wasm served from the local folder; requests seen: ${server.requests.join(" | ")}`);
      t.diagnostic(`Chromium/Pyodide perft(${depth}) = ${result.nodes} in ${result.seconds.toFixed(2)} s`);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
