// End to end: the built pygbag site (build/web/, or $TANBO_PYGBAG_SITE) with pygbag's
// real runtime, in headless Chromium: the game must open its window and draw, and a click
// on a board point must put a black stone there (pixels read from a screenshot, as the
// canvas may be WebGL). Then offline (issue 23): once the site's service worker is active,
// the browser context goes offline and reloads; the game must draw again from what the
// worker stored (the page, the game, the mirrored runtime or pygbag's CDN files), show the
// saved move, and place a stone for a second move.
//
// Runs wherever pygbag's runtime is reachable: with TANBO_PYGBAG_E2E=1 it must pass (the
// Pages workflow runs it before deploying; a failure stops the deployment); otherwise it
// runs only if pygbag's CDN answers within a few seconds, and skips saying why if not
// (as on the machines this project is developed on, which cannot reach it).

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, test } from "node:test";

import {
  canvasDrawn, chromiumPath, decodePng, ensureSite, nativePython, OFFICIAL_CDN, ROOT,
} from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_PYGBAG_E2E === "1";
const BLACK = 1; // tanbo's colour numbers, as legalMove() prints the side to move

async function runtimeReachable() {
  try {
    const response = await fetch(`${OFFICIAL_CDN}pythons.js`, { method: "HEAD", signal: AbortSignal.timeout(5000) });
    return response.ok ? "" : `HTTP ${response.status}`;
  } catch (error) {
    return String(error.cause?.code ?? error.message ?? error);
  }
}

let skip = false;
if (!REQUIRED) {
  if (chromiumPath() === null) skip = "no chromium installed";
  else {
    const why = await runtimeReachable();
    if (why) skip = `pygbag's runtime ${OFFICIAL_CDN} is unreachable here (${why}); set TANBO_PYGBAG_E2E=1 where it is`;
  }
}

/**
 * Pixel centre of a legal move for the side to move, from the game's own layout: on the
 * default 7x7 board, or after the game `record` (the page's saved game) if given.
 */
function legalMove(record = null) {
  const code = [
    "import sys",
    "from tanbo.games.tanbo.state import TanboState",
    "from tanbo.record import parse_record",
    "from tanbo.ui.layout import BOARD_AREA, BoardLayout",
    "text = sys.stdin.read()",
    "st = parse_record(text).replay() if text.strip() else TanboState.new(7, 7, 'dense')",
    "w, h = st.geometry.width, st.geometry.height",
    "layout = BoardLayout.fit(BOARD_AREA, w, h)",
    "p = st.legal_moves()[0]",
    "print(p, *layout.centre(p), layout.stone_radius, st.to_move)",
  ].join("\n");
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8", input: record ?? "" });
  assert.equal(done.status, 0, done.stderr);
  const [point, x, y, radius, toMove] = done.stdout.trim().split(/\s+/).map(Number);
  return { point, x, y, radius, toMove };
}

function firstMove() {
  return legalMove();
}

/** Wait until the game drew (failing on the page's error message or after `ms`). */
async function waitDrawn(page, ms) {
  const deadline = Date.now() + ms;
  while (!(await canvasDrawn(page))) {
    const error = page.locator("#tanbo-error");
    if (await error.isVisible()) assert.fail(`the page says: ${await error.textContent()}`);
    assert.ok(Date.now() < deadline, `the game drew within ${ms / 1000} s`);
    await page.waitForTimeout(1000);
  }
}

/**
 * How many of 8 screenshot pixels around `move`'s point show a stone of `colour` (1 black:
 * dark, 2 white: light).
 */
async function stoneAround(page, move, colour = BLACK) {
  const box = await page.locator("canvas#canvas").boundingBox();
  const scale = box.width / 1280;
  const r = move.radius * 0.55 * scale;
  const image = decodePng(await page.screenshot());
  let dark = 0;
  for (let k = 0; k < 8; k += 1) {
    const a = (k * Math.PI) / 4 + Math.PI / 8;
    const px = Math.round(box.x + move.x * scale + r * Math.cos(a));
    const py = Math.round(box.y + move.y * scale + r * Math.sin(a));
    const i = (py * image.width + px) * image.channels;
    const light = (image.data[i] + image.data[i + 1] + image.data[i + 2]) / 3;
    if (colour === BLACK ? light < 80 : light > 190) dark += 1;
  }
  return dark;
}

/** Click `move`'s point; resolves to stoneAround for the side that moved (>= 6: its stone). */
async function playAndLook(page, move, colour = BLACK) {
  const box = await page.locator("canvas#canvas").boundingBox();
  const scale = box.width / 1280;
  await page.mouse.click(box.x + move.x * scale, box.y + move.y * scale);
  await page.mouse.move(box.x + 2, box.y + box.height - 2);
  let dark = 0;
  for (let tries = 0; tries < 20 && dark < 6; tries += 1) {
    await page.waitForTimeout(250);
    dark = await stoneAround(page, move, colour);
  }
  return dark;
}

describe("the built pygbag site with pygbag's real runtime", { skip }, () => {
  const suite = servedBrowser(() => {
    const site = process.env.TANBO_PYGBAG_SITE ? path.resolve(process.env.TANBO_PYGBAG_SITE) : ensureSite();
    return site;
  });

  test("the game draws, and a click places a black stone", async (t) => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const started = Date.now();
    await page.goto(suite.server.url);
    await waitDrawn(page, 240000);
    t.diagnostic(`the game drew ${((Date.now() - started) / 1000).toFixed(1)} s after navigation`);
    await page.waitForTimeout(2000); // the loading screen fades, the board settles

    const move = firstMove();
    const dark = await playAndLook(page, move);
    assert.ok(dark >= 6, `a black stone at point ${move.point} (${dark}/8 dark pixels around it)`);
    await page.close();
  });

  test("offline after the first visit: the reload draws the saved move, and a move plays", async (t) => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      await waitDrawn(page, 240000);
      await page.waitForTimeout(2000);
      const first = firstMove();
      const dark = await playAndLook(page, first);
      assert.ok(dark >= 6, `a black stone at point ${first.point} online (${dark}/8)`);
      // the worker is registered once the game runs; wait until it has stored everything
      const deadline = Date.now() + 120000;
      while (!(await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state === "activated";
      }))) {
        assert.ok(Date.now() < deadline, "the service worker activated within 2 minutes");
        await page.waitForTimeout(500);
      }
      await page.waitForTimeout(3000); // the CDN runtime handed to the worker (no mirror)
      const stored = await page.evaluate(async () => Promise.all((await caches.keys()).map(async (name) => (
        `${name}: ${(await (await caches.open(name)).keys()).length} entries`))));
      t.diagnostic(`stored: ${stored.join("; ")}`);

      await context.setOffline(true);
      const started = Date.now();
      await page.reload();
      await waitDrawn(page, 120000);
      t.diagnostic(`offline, the game drew ${((Date.now() - started) / 1000).toFixed(1)} s after the reload`);
      assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true);
      await page.waitForTimeout(2000);
      assert.ok(await stoneAround(page, first) >= 6, "the saved first move is drawn after the offline reload");
      const record = await page.evaluate(() => localStorage.getItem("tanbo.game"));
      const next = legalMove(record);
      const played = await playAndLook(page, next, next.toMove);
      assert.ok(played >= 6, `offline, a stone of side ${next.toMove} at point ${next.point} (${played}/8)`);
    } finally {
      await context.close();
    }
  });
});
