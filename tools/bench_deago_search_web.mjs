// DEAGO level 5's alpha-beta nodes/s in Pyodide (CPython on WebAssembly in Node), this
// tree beside another, alternating position by position (issue 32):
//
//   node tools/bench_deago_search_web.mjs [--nodes 3000 | --depth D] [--base DIR]
//
// The Pyodide twin of tools/bench_deago_search.py: the same positions (read from that
// file), the same search (level 5, a node budget, a fresh memory), each tree in its own
// Pyodide instance with the tree mounted read-only; prints per position the nodes and
// both rates, then the totals, the ratio and each tree's digest of (move, score, depth,
// nodes, VCF nodes). --depth D: each search to depth D with no node budget instead, and the
// ratio of the whole moves' times (for a change that alters the search). Needs the `pyodide`
// package (`npm ci`). A measurement, never a test.

import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : fallback;
};
const NODES = Number(option("--nodes", "3000"));
const DEPTH = Number(option("--depth", "0"));
const BASE = option("--base", null);

async function pyodideFor(root, mount) {
  const { loadPyodide } = await import("pyodide");
  const require = createRequire(import.meta.url);
  const indexURL = path.dirname(require.resolve("pyodide/package.json"));
  const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (l) => console.error(l) });
  py.FS.mkdirTree(mount);
  py.mountNodeFS(mount, root);
  py.runPython(`
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, ${JSON.stringify(mount)})
`);
  return py;
}

async function main() {
  const trees = [["new", HERE]];
  if (BASE) trees.push(["base", path.resolve(BASE)]);
  const pys = {};
  for (const [name, root] of trees) {
    const py = await pyodideFor(root, "/tree");
    py.FS.mkdirTree("/here");
    py.mountNodeFS("/here", HERE);
    py.runPython(`
import importlib.util, time
spec = importlib.util.spec_from_file_location("bench", "/here/tools/bench_deago_search.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
bench.time.process_time = time.perf_counter  # Pyodide's process clock is coarse
`);
    pys[name] = py;
  }
  const count = pys.new.runPython("len(bench.POSITIONS)");
  const totals = Object.fromEntries(
    trees.map(([n]) => [n, { nodes: 0, cpu: 0, move: 0, results: [] }]),
  );
  const budget = DEPTH ? `depth ${DEPTH}` : `node budget ${NODES}`;
  console.log(`level 5, 19x19, ${budget}, Pyodide ${pys.new.version}`);
  for (let k = 0; k < count; k++) {
    const order = k % 2 === 0 ? trees : [...trees].reverse();
    const row = {};
    for (const [name] of order) {
      const r = JSON.parse(
        pys[name].runPython(
          `import json; json.dumps(bench.search(bench.POSITIONS[${k}], ${NODES}, ${DEPTH}))`,
        ),
      );
      row[name] = r;
      totals[name].nodes += r.nodes;
      totals[name].cpu += r.ab_cpu;
      totals[name].move += r.cpu;
      totals[name].results.push(JSON.stringify(r));
    }
    const cols = trees
      .map(([n]) => `${n} ${(row[n].nodes / row[n].ab_cpu).toFixed(0).padStart(6)} n/s`)
      .join("  ");
    console.log(`${String(k).padStart(3)}  nodes ${String(row.new.nodes).padStart(6)}  ${cols}`);
  }
  for (const [name] of trees) {
    const py = pys[name];
    py.globals.set("raw", totals[name].results.join("\n"));
    const digest = py.runPython(
      `import json; bench.digest([json.loads(x) for x in raw.split("\\n")])`,
    );
    const rate = totals[name].nodes / totals[name].cpu;
    const move = totals[name].move.toFixed(2);
    console.log(`${name.padStart(5)}: digest ${digest}, alpha-beta ${rate.toFixed(0)} nodes/s, ${move} s`);
  }
  if (BASE) {
    const r = (n) => totals[n].nodes / totals[n].cpu;
    const time = totals.base.move / totals.new.move;
    console.log(`ratio new/base: nodes/s ${(r("new") / r("base")).toFixed(2)}x, move time ${time.toFixed(2)}x`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
