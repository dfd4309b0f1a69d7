// The working tree's game in a browser, offline (`make preview`): Pyodide + pygbag's
// pygame-ce wheel + the game archive (build/web/tanbo.tar.gz) on http://127.0.0.1:8001/,
// the same preview page the real-app browser tests drive
// (tests/support/web/app_harness.mjs assembles it into build/app-preview/).
//
//   node tools/preview.mjs [--port 8001]

import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

import { findWheel, prepareAppSite } from "../tests/support/web/app_harness.mjs";
import { nativePython, ROOT } from "../tests/support/web/web_common.mjs";

async function main(argv) {
  const port = argv.includes("--port") ? argv[argv.indexOf("--port") + 1] : "8001";
  const wheel = await findWheel();
  if (!wheel.path) {
    console.error(`preview: ${wheel.reason}`);
    return 1;
  }
  const site = prepareAppSite(wheel.path);
  console.log(`preview of the working tree in ${site} (wheel from ${wheel.origin}, archive built `
    + `${statSync(path.join(site, "tanbo.tar.gz")).mtime.toISOString()})`);
  console.log(`open http://127.0.0.1:${port}/ (Ctrl+C stops)`);
  const server = spawnSync(nativePython(), [path.join(ROOT, "tools", "serve_web.py"), "--dir", site, "--port", port], {
    stdio: "inherit",
  });
  return server.status ?? 0;
}

process.exit(await main(process.argv.slice(2)));
