// End to end: the built pygbag site (build/web/, or $TANBO_PYGBAG_SITE) with pygbag's
// real runtime, in headless Chromium: the game must open its window and draw, and a click
// on a board point must put a black stone there (pixels read from a screenshot, as the
// canvas may be WebGL).
//
// Runs wherever pygbag's runtime is reachable: with TANBO_PYGBAG_E2E=1 it must pass (the
// Pages workflow runs it before deploying; a failure stops the deployment); otherwise it
// runs only if pygbag's CDN answers within a few seconds, and skips saying why if not
// (as on the machines this project is developed on, which cannot reach it).

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import {
  canvasDrawn, chromiumPath, decodePng, ensureSite, launchChromium, nativePython, OFFICIAL_CDN, ROOT, serve,
} from "../../tools/web_common.mjs";

const REQUIRED = process.env.TANBO_PYGBAG_E2E === "1";

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

/** Pixel centre of a legal first move on the default 7x7 board, from the game's own layout. */
function firstMove() {
  const code = [
    "from tanbo.games.tanbo.state import TanboState",
    "from tanbo.ui.layout import BOARD_AREA, BoardLayout",
    "st = TanboState.new(7, 7, 'dense')",
    "p = st.legal_moves()[0]",
    "print(p, *BoardLayout.fit(BOARD_AREA, 7, 7).centre(p), BoardLayout.fit(BOARD_AREA, 7, 7).stone_radius)",
  ].join("\n");
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  assert.equal(done.status, 0, done.stderr);
  const [point, x, y, radius] = done.stdout.trim().split(/\s+/).map(Number);
  return { point, x, y, radius };
}

describe("the built pygbag site with pygbag's real runtime", { skip }, () => {
  let server;
  let browser;

  before(async () => {
    const site = process.env.TANBO_PYGBAG_SITE ? path.resolve(process.env.TANBO_PYGBAG_SITE) : ensureSite();
    server = await serve(site);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the game draws, and a click places a black stone", async (t) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const started = Date.now();
    await page.goto(server.url);
    const deadline = Date.now() + 240000;
    while (!(await canvasDrawn(page))) {
      const error = page.locator("#tanbo-error");
      if (await error.isVisible()) assert.fail(`the page says: ${await error.textContent()}`);
      assert.ok(Date.now() < deadline, "the game drew within 4 minutes");
      await page.waitForTimeout(1000);
    }
    t.diagnostic(`the game drew ${((Date.now() - started) / 1000).toFixed(1)} s after navigation`);
    await page.waitForTimeout(2000); // the loading screen fades, the board settles

    const move = firstMove();
    const box = await page.locator("canvas#canvas").boundingBox();
    const scale = box.width / 1280;
    await page.mouse.click(box.x + move.x * scale, box.y + move.y * scale);
    await page.mouse.move(box.x + 2, box.y + box.height - 2);
    const r = move.radius * 0.55 * scale;
    let dark = 0;
    for (let tries = 0; tries < 20 && dark < 6; tries += 1) {
      await page.waitForTimeout(250);
      const image = decodePng(await page.screenshot());
      dark = 0;
      for (let k = 0; k < 8; k += 1) {
        const a = (k * Math.PI) / 4 + Math.PI / 8;
        const px = Math.round(box.x + move.x * scale + r * Math.cos(a));
        const py = Math.round(box.y + move.y * scale + r * Math.sin(a));
        const i = (py * image.width + px) * image.channels;
        if ((image.data[i] + image.data[i + 1] + image.data[i + 2]) / 3 < 80) dark += 1;
      }
    }
    assert.ok(dark >= 6, `a black stone at point ${move.point} (${dark}/8 dark pixels around it)`);
    await page.close();
  });
});
