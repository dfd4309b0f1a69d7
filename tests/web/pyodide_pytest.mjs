// Run the engine, AI, command-line and profile tests (tests/{core,games,ai,cli,profiles}: not
// tests/ui nor tests/web: see PYODIDE_FOLDERS) with pytest inside Pyodide, the CPython 3.12 WebAssembly runtime from npm,
// fully offline. This is what checks that the engine really works in a browser's Python.
//
//   node tests/web/pyodide_pytest.mjs [extra pytest args]      (`make test`: the subset)
//   node tests/web/pyodide_pytest.mjs --all [...]              (`make test-thorough`)
//
// Which tests: by default those not marked `slow` (tests/conftest.py SLOW) and not in
// NATIVE_SUBSET_SKIP (below; the run prints its counts): every rule, perft and engine-API test of both games, the
// TFEN/DFEN/record/link parsers and round trips (with hypothesis's quick profile), the
// in-process CLI, and the AI's unit tests, including its seeded determinism (same seed,
// same search and moves) and its node and iteration budgets. That is what can differ in
// WebAssembly: integer and float arithmetic, bytes and str operations, hashing and the
// seeded random module, recursion depth, the standard library's parsers. The slow ones
// (about 85% of this run's time: 5.8 min of 6 before) are long searches, matches, the
// brute-force tactics solvers, the differential games against the slow references and
// large perfts: the same operations repeated, whose purpose (strength, agreement over
// many positions) is checked natively by `make test` on the same Python source. They
// still run here with --all (`make test-thorough`).
//
// Exit code: pytest's own (0 all passed, 1 failures, ...). Hypothesis runs its "quick"
// profile (tests/conftest.py, TANBO_HYPOTHESIS_PROFILE) unless that variable is set.
// Tests whose source spawns a native process (subprocess) are skipped with a reason:
// WebAssembly has no processes. Start reading at main().

import { readdirSync } from "node:fs";
import path from "node:path";

import { ensureWheels, installWheels, loadTanboPyodide, MOUNT, ROOT } from "../support/web/web_common.mjs";

const BOOTSTRAP = `
import os, sys
os.environ.setdefault("TANBO_HYPOTHESIS_PROFILE", "quick")
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = "/tmp/hypothesis"   # keep it out of the repo
os.environ["PYTEST_ADDOPTS"] = ""
os.chdir(${JSON.stringify(MOUNT)})

import inspect
import pytest

class NativeOnly:
    """Skip tests that start a native process: there are none under WebAssembly."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(self, items):
        for item in items:
            func = getattr(item, "function", None)
            try:
                source = inspect.getsource(func) if func else ""
            except (OSError, TypeError):
                source = ""
            if "subprocess." in source:
                item.add_marker(pytest.mark.skip(
                    reason="starts a native process; WebAssembly (Pyodide) has none"))

print(f"pytest {pytest.__version__} on {sys.platform} {sys.version.split()[0]}", flush=True)
`;

// The folders of the engine, AI and command-line tests (tests/ui and tests/web need a
// display or a browser and are not run here). tests/profiles once ended the interpreter
// ("Maximum call stack size exceeded"): json's C scanner recursed through a 100,000-deep
// test input further than the browser's stack; the profile reader now refuses deep
// nesting before parsing (tanbo/profiles/store.py, _check_nesting).
const PYODIDE_FOLDERS = ["core", "games", "ai", "cli", "profiles"];

// Left out of the subset (`--all` runs them too): the tests of modules that only ever run
// natively (the match runner, GTP and the DEAGO sparring partners, which are match
// baselines the game never loads: tests/web/test_browser_rules.py NATIVE_ONLY), and the
// static checks of the source tree (imports, types, docs, commits), which read files and
// give the same answer anywhere.
const NATIVE_SUBSET_SKIP = new Set([
  "ai/test_match.py", "ai/test_gtp.py", "ai/test_gtpclient.py",
  "ai/deago/test_sparring.py", "ai/deago/test_sparring_fastab.py",
  "core/test_layout.py", "core/test_typing_seam.py", "core/test_docs.py",
  "core/test_commits.py", "core/test_repo_layout.py",
]);

function testModules(all) {
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(ROOT, "tests", rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/^test_.*\.py$/.test(entry.name) && (all || !NATIVE_SUBSET_SKIP.has(child))) {
        found.push(`${MOUNT}/tests/${child}`);
      }
    }
  };
  PYODIDE_FOLDERS.forEach(walk);
  return found.sort();
}

async function main() {
  const modules = testModules(process.argv.includes("--all"));
  if (modules.length === 0) {
    console.error(`pyodide_pytest: no test files in tests/{${PYODIDE_FOLDERS.join(",")}}`);
    return 5;
  }
  const wheels = ensureWheels();
  const started = Date.now();
  const pyodide = await loadTanboPyodide({ quiet: false });
  installWheels(pyodide, wheels);
  pyodide.runPython(BOOTSTRAP);
  console.log(`Pyodide ${pyodide.version} loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // -s: Pyodide 0.27's stdio cannot be captured by pytest's fd capture.
  // -p no:cacheprovider: write nothing into the mounted repository.
  const argv = process.argv.slice(2);
  const all = argv.includes("--all");
  const extra = argv.filter((a) => a !== "--all");
  const subset = all ? [] : ["-m", "not slow"];
  const args = ["-q", "-s", "-ra", "-p", "no:cacheprovider", "-o", "addopts=",
    `--rootdir=${MOUNT}`, ...subset, ...modules, ...extra];
  pyodide.globals.set("pytest_args", pyodide.toPy(args));
  const code = pyodide.runPython(
    "int(pytest.main(list(pytest_args), plugins=[NativeOnly()]))");
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("pyodide_pytest:", error);
    process.exit(3);
  },
);
