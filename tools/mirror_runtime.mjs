// Mirror the pinned pygbag runtime into the built site, so a deployed game keeps working
// when pygbag's CDN changes or goes away. Run by .github/workflows/pages.yml after
// tools/build_web.py, where the internet is reachable:
//
//   node tools/mirror_runtime.mjs [--site build/web] [--cdn URL] [--wait-s 120] [--quiet-s 8]
//
// (--wait-s: how long a page may take to draw; --quiet-s: how long no CDN request must
// come before the list of files counts as complete; the tests use short ones.)
//
// 1. record: load the site in headless Chromium and note every file the page fetches
//    from the CDN's root (…/cdn/: the runtime under …/cdn/0.9.3/, and pygame-ce's wheel
//    index index-0.9.3-cp312.json and wheel under …/cdn/cp312/, which `import pygame`
//    resolves through; the runtime decides what it needs, so the list is never guessed);
// 2. download those files into <site>/cdn/ (same relative paths);
// 3. rewrite index.html to load the runtime from cdn/0.9.3/ (the template keeps the CDN
//    as TANBO_OFFICIAL_CDN and falls back to it at play time if the mirror is missing;
//    with a mirrored runtime its bootstrap points pygbag's package lookup at cdn/ too),
//    and rewrite precache.js (tools/build_web.py --precache-only) so the service worker
//    caches the mirrored runtime too and its cache version follows the new files;
// 4. verify: load the site again with the whole CDN blocked; it passes only when the
//    game has opened its 1280x720 window and drawn on it (canvasDrawn), not when the
//    loading screen merely went away.
// Any failure restores the original index.html and precache.js and removes the mirror:
// the site then uses the CDN as before. Exit 0 either way (the last line says which); exit 2 on
// bad usage. Start reading at mirror().

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  canvasDrawn, launchChromium, nativePython, OFFICIAL_CDN, ROOT, serve,
} from "../tests/support/web/web_common.mjs";

/** index.html with the runtime loaded from `local` instead of `cdn` (fallback kept). */
export function rewriteIndex(html, cdn, local) {
  return html
    .split("\n")
    .map((line) => (line.includes("TANBO_OFFICIAL_CDN =") ? line : line.split(cdn).join(local)))
    .join("\n");
}

/** Rewrite `site`/precache.js from the files now in the site (the build's own code). */
export function restampPrecache(site) {
  const done = spawnSync(nativePython(), [
    path.join(ROOT, "tools", "build_web.py"), "--precache-only", "--out", site,
  ], { encoding: "utf-8" });
  if (done.status !== 0) throw new Error(`build_web.py --precache-only: ${done.stderr.trim()}`);
  return done.stdout.trim();
}

/** Where the runtime goes in the site: cdn/<last path segment of the CDN>/. */
export function mirrorPath(cdn) {
  const version = new URL(cdn).pathname.split("/").filter(Boolean).pop() ?? "runtime";
  return `cdn/${version}/`;
}

/** The CDN's root: the runtime's parent folder, which also holds the wheel index. */
export function cdnRoot(cdn) {
  return new URL("../", cdn).href;
}

// Wait until the game drew its first frame (or the page failed, or `waitMs` passed),
// then until no file under `root` has been requested for `quietMs`.
async function loadAndWatch(page, url, root, waitMs, quietMs) {
  const seen = new Set();
  let last = Date.now();
  // Only files the CDN actually served: an optional file it lacks is not mirrored.
  page.on("response", (response) => {
    const u = response.url().split("#")[0].split("?")[0];
    if (u.startsWith(root)) {
      if (response.ok()) seen.add(u);
      last = Date.now();
    }
  });
  await page.goto(url, { waitUntil: "load", timeout: waitMs });
  const deadline = Date.now() + waitMs;
  let drawn = false;
  let failed = false;
  while (!drawn && !failed && Date.now() < deadline) {
    failed = await page.evaluate(() => document.body.dataset.runtime === "failed");
    drawn = !failed && await canvasDrawn(page);
    if (!drawn) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  while (Date.now() - last < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { seen: [...seen].sort(), failed, drawn };
}

/** Record, download, rewrite, verify; returns {mirrored, files, reason}. */
export async function mirror({ site, cdn = OFFICIAL_CDN, waitMs = 120000, quietMs = 8000 }) {
  const index = path.join(site, "index.html");
  const original = readFileSync(index, "utf-8");
  const precache = path.join(site, "precache.js");
  const originalPrecache = existsSync(precache) ? readFileSync(precache, "utf-8") : null;
  const local = mirrorPath(cdn);
  const root = cdnRoot(cdn);
  const target = path.join(site, "cdn");
  const server = await serve(site);
  const browser = await launchChromium();
  try {
    const first = await loadAndWatch(await browser.newPage(), server.url, root, waitMs, quietMs);
    if (first.failed || !first.drawn || first.seen.length === 0) {
      throw new Error(`the game did not start from ${cdn}`);
    }
    for (const url of first.seen) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const file = path.join(target, url.slice(root.length));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    }
    writeFileSync(index, rewriteIndex(original, cdn, local));
    if (originalPrecache !== null) restampPrecache(site);

    const page = await browser.newPage();
    const leaked = [];
    await page.route((u) => u.href.startsWith(root), (route) => {
      leaked.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    const second = await loadAndWatch(page, server.url, new URL("cdn/", server.url).href, waitMs, quietMs);
    if (leaked.length > 0) {
      throw new Error(`the mirrored page still needs the CDN: ${leaked.slice(0, 5).join(", ")}`);
    }
    if (second.failed || !second.drawn) {
      throw new Error("the game did not draw from the mirror");
    }
    return { mirrored: true, files: first.seen.length, reason: "" };
  } catch (error) {
    writeFileSync(index, original);
    if (originalPrecache !== null) writeFileSync(precache, originalPrecache);
    rmSync(path.join(site, "cdn"), { recursive: true, force: true });
    return { mirrored: false, files: 0, reason: String(error.message ?? error) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function parseArgs(argv) {
  const args = { site: path.join(ROOT, "build", "web"), cdn: OFFICIAL_CDN, waitS: 120, quietS: 8 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--site") args.site = path.resolve(value);
    else if (flag === "--cdn") args.cdn = value.endsWith("/") ? value : `${value}/`;
    else if (flag === "--wait-s") args.waitS = Number(value);
    else if (flag === "--quiet-s") args.quietS = Number(value);
    else throw new Error(`unknown option ${flag}`);
  }
  return args;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mirror_runtime: ${error.message}`);
    return 2;
  }
  const result = await mirror({
    site: args.site, cdn: args.cdn, waitMs: args.waitS * 1000, quietMs: args.quietS * 1000,
  });
  if (result.mirrored) {
    console.log(`mirror_runtime: mirrored ${result.files} runtime and package files into cdn/`);
  } else {
    console.log(`mirror_runtime: FALLBACK to the CDN (${result.reason})`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => process.exit(code));
}
