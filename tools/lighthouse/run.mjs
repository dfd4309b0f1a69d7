// Lighthouse (pinned in package.json, mobile: its default) on the two pages players get:
// the offline preview of the working tree (`make preview`: Pyodide + pygbag's pygame-ce
// wheel + the game archive, which really starts the game) and the built site's own page
// (build/web/index.html from tools/build_web.py, served by tools/serve_web.py). The built
// page loads pygbag's runtime from its CDN, which this machine cannot reach: every request
// to a non-loopback host is refused (--host-resolver-rules), so what is audited is the
// HTML, styles and scripts the site serves, and the page's own "runtime unreachable"
// message. Chromium is Debian's (CHROME_PATH, else tests/support/web/web_common.mjs's).
//
// Writes the scores and every failed audit of the accessibility and best-practices
// categories to docs/results/lighthouse.md (--out FILE elsewhere; --json DIR keeps the
// full reports). `make lighthouse` builds the site first.
//
//   node tools/lighthouse/run.mjs [--out docs/results/lighthouse.md] [--json build/lighthouse]

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { findWheel, prepareAppSite } from "../../tests/support/web/app_harness.mjs";
import { chromiumPath, CHROMIUM_FLAGS, ensureSite, ROOT, serve } from "../../tests/support/web/web_common.mjs";

const CATEGORIES = ["accessibility", "best-practices"];
// Why a finding stays, by audit id (only where the cause is not the page's own).
const WHY = {
  deprecations: "Pyodide's runtime (pyodide.asm.js makes a shared WebAssembly.Memory for "
    + "its syncSleep); only the preview runs Pyodide, the site runs pygbag's runtime. Cross-origin "
    + "isolation (COOP/COEP headers) would silence it, but GitHub Pages cannot send them.",
  "valid-source-maps": "Pyodide's npm package ships no source map for pyodide.asm.js/.wasm "
    + "(served from the preview's own origin, so Lighthouse counts them first-party).",
  "errors-in-console": "pygbag's runtime on its CDN is unreachable here (every non-loopback host "
    + "is refused), so pythons.js fails to load and the page shows its \"runtime unreachable\" "
    + "message; online the runtime loads.",
};
// Every host but loopback unresolvable: the run is the same with or without a network.
const OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

function option(argv, name, fallback) {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
}

/** Lighthouse on `url` in a fresh Chromium; resolves to its report (LHR). */
async function audit(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS.filter((f) => f !== "--headless"), "--headless=new", OFFLINE],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES,
      onlyAudits: ["bf-cache"], // (performance's diagnostic: does Back/Forward keep the page?)
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The failed audits of a category (score below 1, not informative/not applicable). */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative"
      && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual");
}

/** What an audit found, in one line: its items' names (deprecations with where they are
 * used, errors, nodes, scripts, bf-cache reasons). */
function detail(a) {
  const items = a?.details?.items ?? [];
  const named = items.map((item) => {
    const what = item.value?.value ?? item.value ?? item.reason ?? item.description ?? item.node?.snippet
      ?? item.scriptUrl ?? item.url ?? "";
    const where = item.source?.url ? ` in ${new URL(item.source.url).pathname}` : "";
    return typeof what === "string" && what ? `${what}${where}` : "";
  }).filter(Boolean);
  return [...new Set(named)].slice(0, 6).map((s) => s.replace(/\s+/g, " ").slice(0, 200)).join("; ");
}

function report(pages) {
  const lines = [
    "# Lighthouse: accessibility and best practices",
    "",
    "Written by `make lighthouse` (`node tools/lighthouse/run.mjs`): Lighthouse "
      + `${pages[0].lhr.lighthouseVersion} (mobile emulation) with Debian's Chromium `
      + `(${pages[0].lhr.environment.hostUserAgent.match(/Chrome\/[0-9.]+/)?.[0] ?? "?"}), `
      + "every non-loopback host unreachable. The preview page (`make preview`) runs the real "
      + "game; the built site's page (build/web, `tools/build_web.py`) cannot reach pygbag's "
      + "CDN runtime here, so its audit is of the HTML it serves and its \"runtime "
      + "unreachable\" message. Each remaining finding says why it stays.",
    "",
    "| page | accessibility | best practices | back/forward cache |",
    "|---|---|---|---|",
  ];
  for (const { name, lhr } of pages) {
    const score = (c) => Math.round(lhr.categories[c].score * 100);
    const bf = lhr.audits["bf-cache"];
    const kept = bf?.score === 1 ? "kept" : `refused (${detail(bf) || bf?.errorMessage || "?"})`;
    lines.push(`| ${name} | ${score("accessibility")} | ${score("best-practices")} | ${kept} |`);
  }
  for (const { name, lhr } of pages) {
    lines.push("", `## ${name}: failed audits`, "");
    const failed = CATEGORIES.flatMap((c) => failures(lhr, c).map((a) => ({ c, a })));
    if (failed.length === 0) lines.push("None.");
    for (const { c, a } of failed) {
      const found = detail(a);
      lines.push(`- ${c} \`${a.id}\`: ${a.title}${found ? ` (${found})` : ""}`);
      if (WHY[a.id]) lines.push(`  - Stays: ${WHY[a.id]}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

async function main(argv) {
  const out = path.resolve(ROOT, option(argv, "--out", "docs/results/lighthouse.md"));
  const json = option(argv, "--json", null);
  const wheel = await findWheel();
  if (!wheel.path) {
    console.error(`lighthouse: ${wheel.reason}`);
    return 1;
  }
  const sites = [
    { name: "preview (make preview)", dir: prepareAppSite(wheel.path) },
    { name: "built site (build/web)", dir: ensureSite() },
  ];
  const pages = [];
  for (const site of sites) {
    const server = await serve(site.dir);
    try {
      const lhr = await audit(`${server.url}index.html`);
      pages.push({ name: site.name, lhr });
      const scores = CATEGORIES.map((c) => `${c} ${Math.round(lhr.categories[c].score * 100)}`).join(", ");
      console.log(`${site.name}: ${scores}`);
      if (json) {
        mkdirSync(path.resolve(ROOT, json), { recursive: true });
        const file = path.resolve(ROOT, json, `${site.name.split(" ")[0]}.json`);
        writeFileSync(file, JSON.stringify(lhr, null, 1));
      }
    } finally {
      await server.stop();
    }
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, report(pages));
  console.log(`written: ${path.relative(ROOT, out)}`);
  return 0;
}

process.exit(await main(process.argv.slice(2)));
