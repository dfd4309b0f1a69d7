// Shared Node.js helpers for running the Tanbo engine inside Pyodide (CPython 3.12 on
// WebAssembly, npm package `pyodide`, pinned in package.json): locate the repository,
// fetch pure-Python test wheels into build/, load Pyodide offline and mount the project.
// Used by tests/web/pyodide_pytest.mjs (engine tests) and tools/bench_web.mjs (speed).

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
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
  const have = readdirSync(WHEEL_DIR).filter((f) => f.endsWith(".whl"));
  const want = readRequirementNames();
  const missing = want.filter((name) => !have.some((f) => wheelProject(f) === name));
  if (missing.length > 0) {
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
  return readdirSync(WHEEL_DIR).filter((f) => f.endsWith(".whl")).map((f) => path.join(WHEEL_DIR, f));
}

function normalise(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "_");
}

function wheelProject(file) {
  return normalise(file.split("-")[0]);
}

function readRequirementNames() {
  return readFileSync(REQUIREMENTS, "utf-8").split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line.length > 0)
    .map((line) => normalise(line.split("==")[0]));
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
  pyodide.runPython(`
import sys, zipfile, pathlib
for whl in sorted(pathlib.Path("/tmp/wheels").glob("*.whl")):
    with zipfile.ZipFile(whl) as zf:
        zf.extractall(${JSON.stringify(target)})
if ${JSON.stringify(target)} not in sys.path:
    sys.path.insert(1, ${JSON.stringify(target)})
`);
}
