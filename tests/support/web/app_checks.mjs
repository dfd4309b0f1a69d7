// Checks and steps the real-app browser tests share (tests/web/app.test.mjs and
// tests/web/app_screens.test.mjs): reading positions and pixels, screenshots, and the
// way to the new-game screen and a new game by clicks.

import assert from "node:assert/strict";
import path from "node:path";

import { ROOT } from "./web_common.mjs";

/** TANBO_BROWSER_SHOTS=dir: screenshots go there (`make browser-shots`). */
export const SHOTS = process.env.TANBO_BROWSER_SHOTS ? path.resolve(ROOT, process.env.TANBO_BROWSER_SHOTS) : null;
export const BUTTON_ON = [120, 92, 46]; // tanbo.ui.theme.BUTTON_ON: a chosen option

/** "B", "W", "." per point from a TFEN position (ranks from the top). */
export function cellsOf(position) {
  const ranks = position.split(" ")[0].split("/");
  return ranks.map((rank) => rank.replace(/\d+/g, (n) => ".".repeat(Number(n)))).join("");
}

export function near(rgba, rgb, tolerance = 12) {
  return rgb.every((v, i) => Math.abs(rgba[i] - v) <= tolerance);
}

export async function shot(app, name) {
  if (SHOTS) await app.screenshot(path.join(SHOTS, `${name}.png`));
}

/** The canvas shows exactly the position `position` (every point). */
export async function assertBoardShows(app, position, what) {
  assert.equal(await app.stones(), cellsOf(position), `canvas vs position (${what})`);
}

export function assertClean(app) {
  assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");
}

/** If the game asks "replace the game in progress?", answer yes by a click. */
export async function confirmIfAsked(app) {
  const asked = (await app.buttons()).some((b) => b.action === "confirm:yes");
  if (asked) await app.clickButton("confirm:yes");
  return asked;
}

/** To the new-game screen by clicks: from another screen its Home button, then Home's
 * `menu` card (the game screen has no menu button; its N key is tested on its own). */
export async function toMenu(app) {
  const { screen } = await app.state();
  if (screen === "menu") return;
  if (screen !== "home") {
    await app.clickButton("home");
    await app.waitFor((s) => s.screen === "home", { what: "home" });
  }
  await app.clickButton("menu");
  await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
}

/** In the new-game menu: click the choices (button actions), then Start. */
export async function startGame(app, choices) {
  await toMenu(app);
  for (const action of choices) {
    await app.clickButton(action);
    const b = await app.button(action);
    // the chosen option is drawn pressed: its face (inside the 1-px border) in BUTTON_ON
    // (within a few frames: the frame counted after the click may be the hover's)
    const [x, y, , h] = b.rect;
    let face = await app.pixel(x + 4, y + h / 2);
    for (let i = 0; i < 40 && !near(face, BUTTON_ON); i += 1) {
      await new Promise((resolve) => { setTimeout(resolve, 50); });
      face = await app.pixel(x + 4, y + h / 2);
    }
    assert.ok(near(face, BUTTON_ON), `${action} drawn as chosen (${face})`);
  }
  await app.clickButton("start");
  await confirmIfAsked(app);
  return app.waitFor((s) => s.screen === "game" && s.ply === 0 && !s.busy, { what: "a new game" });
}

