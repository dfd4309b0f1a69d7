// Shared Node.js helpers for Tanbo's web tooling and tests: locate the repository, the
// native Python, fetch the pure-Python test wheels into build/, load Pyodide (CPython 3.12
// on WebAssembly, npm package `pyodide`, pinned in package.json) offline with the project
// mounted, serve a folder with tools/serve_web.py on 127.0.0.1, and drive Debian's
// chromium through playwright-core (which drives an installed browser, downloads nothing).
// Used by tests/web/*.mjs, and by tools/bench_web.mjs, tools/preview.mjs and
// tools/mirror_runtime.mjs (tools may use tests/support; tests never import tools/).

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const WHEEL_DIR = path.join(ROOT, "build", "pyodide-wheels");
export const REQUIREMENTS = path.join(ROOT, "tests", "web", "pyodide-requirements.txt");
// Where the repository appears inside Pyodide's filesystem.
export const MOUNT = "/tanbo-repo";

/** The native Python to use for pip and side-by-side benchmarks. */
export function nativePython() {
  if (process.env.TANBO_PYTHON) return process.env.TANBO_PYTHON;
  const venv = path.join(ROOT, ".venv", "bin", "python");
  return existsSync(venv) ? venv : "python3";
}

/** Download the pinned pure-Python wheels (pytest, hypothesis and their deps) once. */
export function ensureWheels() {
  mkdirSync(WHEEL_DIR, { recursive: true });
  const want = readRequirements();
  const find = () => want.map(([name, version]) => readdirSync(WHEEL_DIR)
    .find((f) => f.endsWith(".whl") && wheelKey(f) === `${name}==${version}`));
  if (find().some((f) => f === undefined)) {
    const args = [
      "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
      "--only-binary=:all:", "--no-deps",
      "--platform", "any", "--python-version", "3.12", "--implementation", "py",
      "--abi", "none", "-d", WHEEL_DIR, "-r", REQUIREMENTS,
    ];
    const done = spawnSync(nativePython(), args, { stdio: "inherit" });
    if (done.status !== 0) {
      throw new Error(`pip download of the Pyodide test wheels failed (exit ${done.status})`);
    }
  }
  const found = find();
  const missing = want.filter((_, i) => found[i] === undefined).map(([n, v]) => `${n}==${v}`);
  if (missing.length > 0) throw new Error(`no pure-Python wheel for ${missing.join(", ")}`);
  return found.map((f) => path.join(WHEEL_DIR, f));
}

function normalise(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "_");
}

// "pytest-9.2.0-py3-none-any.whl" -> "pytest==9.2.0"
function wheelKey(file) {
  const [name, version] = file.split("-");
  return `${normalise(name)}==${version}`;
}

// [[normalised name, version], ...] from the pinned requirements file.
function readRequirements() {
  return readFileSync(REQUIREMENTS, "utf-8").split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name, version] = line.split("==");
      if (!version) throw new Error(`${REQUIREMENTS}: pin an exact version: ${line}`);
      return [normalise(name), version.trim()];
    });
}

/** Load Pyodide from node_modules (offline) with the repository mounted at MOUNT. */
export async function loadTanboPyodide({ quiet = true } = {}) {
  const { loadPyodide } = await import("pyodide");
  const require = createRequire(import.meta.url);
  const indexURL = path.dirname(require.resolve("pyodide/package.json"));
  const pyodide = await loadPyodide({
    indexURL,
    stdout: quiet ? () => {} : (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  pyodide.FS.mkdirTree(MOUNT);
  pyodide.mountNodeFS(MOUNT, ROOT);
  pyodide.runPython(`
import sys
sys.dont_write_bytecode = True   # never write .pyc files into the mounted repository
if ${JSON.stringify(MOUNT)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(MOUNT)})
`);
  return pyodide;
}

/** Unpack wheels (host paths) into a MEMFS folder on Pyodide's sys.path. */
export function installWheels(pyodide, wheels) {
  const target = "/tmp/tanbo-test-site";
  pyodide.FS.mkdirTree(target);
  for (const wheel of wheels) {
    const name = path.basename(wheel);
    const inside = `/tmp/wheels/${name}`;
    pyodide.FS.mkdirTree("/tmp/wheels");
    pyodide.FS.writeFile(inside, readFileSync(wheel));
  }
  const names = JSON.stringify(wheels.map((w) => path.basename(w)));
  pyodide.runPython(`
import sys, zipfile, pathlib
for name in ${names}:
    whl = pathlib.Path("/tmp/wheels") / name
    with zipfile.ZipFile(whl) as zf:
        zf.extractall(${JSON.stringify(target)})
if ${JSON.stringify(target)} not in sys.path:
    sys.path.insert(1, ${JSON.stringify(target)})
`);
}

export const OFFICIAL_CDN = "https://pygame-web.github.io/cdn/0.9.3/";

// Flags from shared/docs/WEB.md, plus --disable-quic (no UDP to the outside).
export const CHROMIUM_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-quic", "--disable-dev-shm-usage",
];

/** Path of the Chromium binary, or null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.TANBO_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Launch headless Chromium (throws if playwright-core or the browser is missing). */
export async function launchChromium({ extraArgs = [] } = {}) {
  const { chromium } = await import("playwright-core");
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("no chromium binary (apt-get install chromium)");
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs], timeout: 60000 });
}

/**
 * A persistent (not incognito) headless Chromium context in `userDataDir`: Chromium
 * checks installability only there (an incognito context reports "in-incognito").
 */
export async function launchPersistentChromium(userDataDir, { extraArgs = [] } = {}) {
  const { chromium } = await import("playwright-core");
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("no chromium binary (apt-get install chromium)");
  return chromium.launchPersistentContext(userDataDir, {
    executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs], timeout: 60000,
  });
}

/**
 * Every request that leaves the page for a non-loopback host is aborted (CI has no
 * internet anyway; this makes the "CDN unreachable" case deterministic) and recorded.
 * `stubs` maps full URLs to {body, contentType} answered instead.
 */
export async function isolate(page, stubs = {}) {
  const outside = [];
  await page.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), async (route) => {
    const url = route.request().url();
    outside.push(url);
    const stub = stubs[url];
    if (stub) {
      await route.fulfill({
        status: 200,
        contentType: stub.contentType,
        headers: { "Access-Control-Allow-Origin": "*" },
        body: stub.body,
      });
    } else {
      await route.abort("internetdisconnected");
    }
  });
  return outside;
}

/** Serve `dir` with tools/serve_web.py on a free port; resolves to {url, requests, stop}. */
export function serve(dir) {
  const child = spawn(nativePython(), [path.join(ROOT, "tools", "serve_web.py"), "--dir", dir, "--port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const requests = [];
  return new Promise((resolve, reject) => {
    let buffer = "";
    let url = null;
    const timer = setTimeout(() => reject(new Error("serve_web.py did not start")), 20000);
    child.on("exit", (code) => {
      if (!url) reject(new Error(`serve_web.py exited with ${code}`));
    });
    child.stderr.on("data", () => {});
    child.stdout.on("data", (chunk) => {
      buffer += chunk.toString();
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        const started = line.match(/^serving (\S+)$/);
        if (started) {
          url = started[1];
          clearTimeout(timer);
          resolve({
            url,
            requests,
            stop: () => new Promise((done) => {
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
          });
        } else if (line) {
          requests.push(line);
        }
      }
    });
  });
}

/**
 * Run the deploy step `node tools/mirror_runtime.mjs` on `site` as a command (tests do not
 * import tools/); resolves to {mirrored, files, reason} read from its last line.
 */
export function runMirror({ site, cdn, waitS, quietS }) {
  const args = [path.join(ROOT, "tools", "mirror_runtime.mjs"), "--site", site, "--cdn", cdn,
    "--wait-s", String(waitS), "--quiet-s", String(quietS)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => { out += chunk; });
    child.stderr.on("data", (chunk) => { err += chunk; });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) {
        reject(new Error(`mirror_runtime.mjs exited with ${code}: ${err.trim()}`));
        return;
      }
      const last = out.trim().split("\n").pop() ?? "";
      const done = last.match(/^mirror_runtime: mirrored (\d+) runtime/);
      const fallback = last.match(/^mirror_runtime: FALLBACK to the CDN \((.*)\)$/);
      if (done) resolve({ mirrored: true, files: Number(done[1]), reason: "" });
      else if (fallback) resolve({ mirrored: false, files: 0, reason: fallback[1] });
      else reject(new Error(`mirror_runtime.mjs said: ${out.trim()} ${err.trim()}`));
    });
  });
}

/** Build build/web/ with the README command if it is not there yet. */
export function ensureSite() {
  const site = path.join(ROOT, "build", "web");
  if (!existsSync(path.join(site, "index.html"))) {
    const done = spawnSync(nativePython(), [path.join(ROOT, "tools", "build_web.py")], { stdio: "inherit" });
    if (done.status !== 0) throw new Error("tools/build_web.py failed");
  }
  return site;
}

/**
 * Decode a PNG as written by Chromium's screenshots (8-bit RGB or RGBA, not interlaced)
 * into {width, height, channels, data}. Enough to read pixels of a WebGL canvas, which
 * getImageData cannot.
 */
export function decodePng(png) {
  const { inflateSync } = createRequire(import.meta.url)("node:zlib");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace !== 0) throw new Error("unsupported PNG layout");
    } else if (type === "IDAT") {
      idat.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? data[y * stride + x - channels] : 0;
      const b = y > 0 ? data[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? data[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predict = [0, a, b, (a + b) >> 1, paeth][filter];
      data[y * stride + x] = (line[x] + predict) & 0xff;
    }
  }
  return { width, height, channels, data };
}

/**
 * True when the game has opened its 1280x720 window and drawn on it: the canvas has that
 * size and a screenshot of it shows many colours (a blank or cleared canvas has one).
 */
export async function canvasDrawn(page, { minColours = 8 } = {}) {
  const size = await page.evaluate(() => {
    const canvas = document.getElementById("canvas");
    return canvas ? [canvas.width, canvas.height] : [0, 0];
  });
  if (size[0] !== 1280 || size[1] !== 720) return false;
  let image;
  try {
    image = decodePng(await page.locator("canvas#canvas").screenshot({ timeout: 10000 }));
  } catch (error) {
    if (error.name === "TimeoutError") return false; // the page is busy (still starting)
    throw error;
  }
  const colours = new Set();
  for (let y = 0; y < image.height; y += 7) {
    for (let x = 0; x < image.width; x += 7) {
      const i = (y * image.width + x) * image.channels;
      colours.add((image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2]);
    }
  }
  return colours.size >= minColours;
}
