// The Statistics screen's open at 10,000 games in the browser (issue 31), beside native:
//
//   .venv/bin/python tools/build_web.py > /dev/null
//   TANBO_PYTHON=.venv/bin/python node tools/bench_stats_web.mjs [--games 10000] [--repeat 3]
//
// The real game in headless Chromium (tests/support/web/app_harness.mjs: Pyodide and
// pygbag's pygame-ce wheel, a 390x844 page and a 1280x720 one) runs
// tools/bench_stats.py's open_times inside the page (the tool and the synthetic games of
// tests/support/profile_games.py are loaded into it: the game ships neither): the
// profile file of 10,000 synthetic games read and parsed, every statistic, rating and top list computed and the screen's
// first frame drawn ("cold"), then the same with the file already read ("warm") and each
// page's frame. Native CPython runs `python tools/bench_stats.py --json` for the same
// figures. Prints milliseconds (best of --repeat); a measurement, never a test.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { AppPage, findWheel, prepareAppSite } from "../tests/support/web/app_harness.mjs";
import { chromiumPath, isolate, launchChromium, nativePython, ROOT, serve } from "../tests/support/web/web_common.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const games = option("--games", 10000);
const repeat = option("--repeat", 3);

// The modules the page lacks, as name -> source: loaded before the measurement runs.
const SOURCES = () => JSON.stringify({
  "tests.support.profile_games": readFileSync(path.join(ROOT, "tests", "support", "profile_games.py"), "utf-8"),
  "bench_stats": readFileSync(path.join(ROOT, "tools", "bench_stats.py"), "utf-8"),
});

const SNIPPET = (n, r) => `
import json, sys, types, tanbo_harness
for name in ("tests", "tests.support"):
    sys.modules.setdefault(name, types.ModuleType(name))
for name, source in json.loads(${JSON.stringify(SOURCES())}).items():
    module = sys.modules[name] = types.ModuleType(name)
    exec(compile(source, name, "exec"), module.__dict__)
from bench_stats import open_times, profile_text
text = profile_text(${n})
json.dumps({"bytes": len(text), "ms": open_times(tanbo_harness.app, text, ${r})})
`;

function native(window) {
  const done = spawnSync(nativePython(), ["tools/bench_stats.py", "--json", "--games", String(games),
    "--repeat", String(repeat), "--window", window], { cwd: ROOT, encoding: "utf-8" });
  if (done.status !== 0) throw new Error(done.stderr);
  return JSON.parse(done.stdout.trim().split("\n").pop());
}

async function main() {
  if (!chromiumPath()) throw new Error("no chromium installed");
  const wheel = await findWheel();
  if (!wheel.path) throw new Error(wheel.reason);
  const server = await serve(prepareAppSite(wheel.path));
  const browser = await launchChromium();
  try {
    for (const [width, height] of [[390, 844], [1280, 720]]) {
      const context = await browser.newContext({ viewport: { width, height } });
      const app = await AppPage.open(context, server.url);
      await app.page.setViewportSize({ width, height });
      await isolate(app.page);
      await app.boot();
      const web = await app.page.evaluate((code) => JSON.parse(window.tanbo.pyodide.runPython(code)),
        SNIPPET(games, repeat));
      const here = native(`${width}x${height}`);
      console.log(`\n${games.toLocaleString("en-US")} games, file ${web.bytes.toLocaleString("en-US")} bytes, `
        + `page ${width}x${height}, best of ${repeat} (ms: wall / CPU)`);
      console.log(`${"".padEnd(36)} ${"native".padStart(15)} ${"Chromium".padStart(10)}`);
      for (const [label, [wall, cpu]] of Object.entries(web.ms)) {
        const [nWall, nCpu] = here.ms[label];
        console.log(`${label.padEnd(36)} ${`${nWall.toFixed(0)} / ${nCpu.toFixed(0)}`.padStart(15)} `
          + `${wall.toFixed(0).padStart(10)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error("bench_stats_web:", error);
  process.exit(1);
});
