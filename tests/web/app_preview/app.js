// Boots the real game in the offline preview page (index.html beside this file), the way
// pygbag's page does, with Pyodide 0.27.7 standing in for pygbag's CPython 3.12:
//
//   1. Pyodide from ./pyodide/ (npm `pyodide`), drawing on <canvas id="canvas">;
//   2. pygbag's own pygame-ce wasm wheel (./pygame.whl) unpacked into site-packages, with
//      emscripten_compute_dom_pk_code given to the dynamic linker (dom_pk_codes.js);
//   3. the game archive (./tanbo.tar.gz, the very file `make web` builds) unpacked as
//      pygbag does into /data/data/tanbo/assets, which becomes the working directory and
//      the first entry of sys.path;
//   4. `platform.window` = the JS window (what pygbag provides), the read-only test hook
//      (tanbo_harness.py) installed, and main.py run as __main__ once the page's offline
//      script (offline.js, shared with the built page) has put back a lost save;
//   5. a second later, the site's service worker (sw.js, shared too) is registered.
//
// window.tanbo exposes the hook's JSON queries and what went wrong, for the Node tests
// (tests/support/web/app_harness.mjs) and for a developer's console.

import { installDomPkCode } from "./dom_pk_codes.js";

const APP_DIR = "/data/data/tanbo/assets";
const SITE_PACKAGES = "/lib/python3.12/site-packages";

const tanbo = {
  ready: false,
  failed: null,
  stderr: [],
  timings: {},
  pyodide: null,
  /** JSON query of the test hook: state, buttons, board, legal. */
  query(name) {
    if (!this.ready) return null;
    return JSON.parse(this.pyodide.runPython(`import tanbo_harness; tanbo_harness.${name}()`));
  },
};
window.tanbo = tanbo;

function status(text) {
  const el = document.getElementById("status");
  if (el) el.textContent = text;
}

async function fetchBytes(url) {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function boot() {
  const mark = (name) => { tanbo.timings[name] = performance.now(); };
  status("Loading Pyodide…");
  const pyodide = await globalThis.loadPyodide({
    indexURL: new URL("pyodide/", location.href).href,
    stdout: (line) => console.log(line),
    stderr: (line) => {
      tanbo.stderr.push(line);
      console.error(line);
    },
  });
  tanbo.pyodide = pyodide;
  mark("pyodide");
  pyodide.canvas.setCanvas2D(document.getElementById("canvas"));
  installDomPkCode(pyodide);

  status("Loading pygame-ce…");
  const [wheel, archive, hook] = await Promise.all([
    fetchBytes("pygame.whl"), fetchBytes("tanbo.tar.gz"), fetchBytes("tanbo_harness.py"),
  ]);
  pyodide.unpackArchive(wheel, "wheel", { extractDir: SITE_PACKAGES });
  pyodide.FS.mkdirTree("/tmp/harness");
  pyodide.FS.writeFile("/tmp/harness/tanbo_harness.py", hook);
  pyodide.FS.writeFile("/tmp/tanbo.tar.gz", archive);
  mark("files");

  await window.tanbo_offline?.whenReady;   // the save's second copy is back (offline.js)
  mark("storage");
  status("Starting the game…");
  pyodide.runPython(`
import os, sys, tarfile
with tarfile.open("/tmp/tanbo.tar.gz") as tf:   # members are assets/main.py, assets/tanbo/...
    tf.extractall("/data/data/tanbo", filter="data")
os.chdir(${JSON.stringify(APP_DIR)})
sys.path.insert(0, ${JSON.stringify(APP_DIR)})
sys.path.append("/tmp/harness")
import platform, js
platform.window = js          # pygbag's platform.window: the browser's window object
import tanbo_harness
tanbo_harness.install()
`);
  tanbo.ready = true;
  status("");
  document.getElementById("status").hidden = true;
  document.getElementById("canvas").focus();
  pyodide.runPython(`
import runpy
runpy.run_path("main.py", run_name="__main__")   # its asyncio.run(main()) schedules the game
`);
  mark("main");
  setTimeout(() => window.tanbo_offline?.register(), 1000);
}

boot().catch((error) => {
  tanbo.failed = String(error?.stack ?? error);
  status(`The preview could not start: ${error}`);
  console.error(`preview boot failed: ${tanbo.failed}`);
});
