// Engine and AI speed inside Pyodide (CPython 3.12 on WebAssembly, as in the browser)
// against native CPython, measured side by side in one run (`make bench-web`):
//
//   node tools/bench_web.mjs [--seconds 2] [--no-ai] [--json build/bench-web.json]
//
// Each measurement runs the same Python snippet natively (a child process) and then in
// Pyodide (in this process), interleaved so machine noise hits both alike: random-playout
// moves/s on 11x11 and 19x19 dense, perft nodes/s (7x7 dense, depth 4), and, when
// tanbo/ai exists, the time and search iterations of one move per level (7x7 dense start,
// then the DEAGO 19x19 start).
// Prints a table with the ratio native/Pyodide (how many times slower the browser is),
// and writes the figures as JSON. Timings are measurements, never test assertions.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { loadTanboPyodide, MOUNT, nativePython, ROOT } from "./web_common.mjs";

const MEASURE = String.raw`
import json, random, sys, time

def measure(kind, arg, seconds):
    if kind == "playout":
        from tanbo.state import TanboState
        w, h = arg
        start = TanboState.new(w, h, "dense")
        rng = random.Random(1)
        done, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            done += start.copy().random_playout_length(rng)[1]
        return {"units": done, "seconds": time.perf_counter() - t0}
    if kind == "perft":
        from tanbo.perft import perft
        from tanbo.state import TanboState
        w, h, depth = arg
        state = TanboState.new(w, h, "dense")
        done, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            done += perft(state, depth)
        return {"units": done, "seconds": time.perf_counter() - t0}
    if kind == "ai":
        from tanbo.ai.levels import make_level_player
        from tanbo.state import TanboState
        state = TanboState.new(7, 7, "dense")
        player = make_level_player(arg, seed=1)
        t0 = time.perf_counter()
        player.start(state)
        move = None
        while move is None:
            move = player.step(50.0)   # sliced like the UI's frame loop
        iterations = player.searcher.total_iterations if player.searcher else 0
        return {"units": iterations, "seconds": time.perf_counter() - t0, "move": move}
    if kind == "ai_game":
        from tanbo.ai.levels import make_level_player
        from tanbo.game import GAMES
        game, w, h, level = arg
        spec = GAMES[game]
        state = spec.new_state(w, h, spec.default_setup)
        player = make_level_player(level, seed=1)
        t0 = time.perf_counter()
        player.start(state)
        move = None
        while move is None:
            move = player.step(50.0)
        iterations = player.searcher.total_iterations if player.searcher else 0
        return {"units": iterations, "seconds": time.perf_counter() - t0, "move": move}
    raise ValueError(kind)
`;

function parseArgs(argv) {
  const args = { seconds: 2, ai: true, json: path.join(ROOT, "build", "bench-web.json") };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--seconds") args.seconds = Number(argv[++i]);
    else if (argv[i] === "--no-ai") args.ai = false;
    else if (argv[i] === "--json") args.json = path.resolve(argv[++i]);
    else throw new Error(`unknown option ${argv[i]} (see the header of tools/bench_web.mjs)`);
  }
  return args;
}

function runNative(kind, arg, seconds) {
  const code = `${MEASURE}\nprint(json.dumps(measure(${JSON.stringify(kind)}, ${JSON.stringify(arg)}, ${seconds})))`;
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  if (done.status !== 0) throw new Error(`native ${kind} failed: ${done.stderr}`);
  return JSON.parse(done.stdout.trim().split("\n").pop());
}

function runPyodide(pyodide, kind, arg, seconds) {
  const out = pyodide.runPython(
    `json.dumps(measure(${JSON.stringify(kind)}, ${JSON.stringify(arg)}, ${seconds}))`);
  return JSON.parse(out);
}

function levelsAvailable() {
  if (!existsSync(path.join(ROOT, "tanbo", "ai", "levels.py"))) return [];
  const code = "from tanbo.ai.levels import LEVELS; print(' '.join(str(n) for n in LEVELS))";
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  return done.status === 0 ? done.stdout.trim().split(/\s+/).map(Number) : [];
}

function fmt(n, digits = 0) {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const pyodide = await loadTanboPyodide();
  pyodide.runPython(`import os; os.chdir(${JSON.stringify(MOUNT)})\n${MEASURE}`);
  const nativeVersion = spawnSync(nativePython(), ["-c", "import sys; print(sys.version.split()[0])"],
    { encoding: "utf-8" }).stdout.trim();
  const pyVersion = pyodide.runPython("import sys; sys.version.split()[0]");
  console.log(`native CPython ${nativeVersion} vs Pyodide ${pyodide.version} (CPython ${pyVersion}, `
    + `WebAssembly, Node ${process.version}); ${args.seconds} s per measurement`);

  const rows = [];
  const speed = [
    ["random playout 11x11 dense", "playout", [11, 11], "moves/s"],
    ["random playout 19x19 dense", "playout", [19, 19], "moves/s"],
    ["perft 7x7 dense depth 4", "perft", [7, 7, 4], "nodes/s"],
  ];
  for (const [name, kind, arg, unit] of speed) {
    const native = runNative(kind, arg, args.seconds);
    const wasm = runPyodide(pyodide, kind, arg, args.seconds);
    const nRate = native.units / native.seconds;
    const wRate = wasm.units / wasm.seconds;
    rows.push({ name, unit, native: nRate, pyodide: wRate, ratio: nRate / wRate });
    console.log(`${name.padEnd(28)} native ${fmt(nRate).padStart(11)} ${unit} | Pyodide `
      + `${fmt(wRate).padStart(11)} ${unit} | native/Pyodide ${fmt(nRate / wRate, 2)}x`);
  }

  const ai = [];
  for (const level of args.ai ? levelsAvailable() : []) {
    const native = runNative("ai", level, 0);
    const wasm = runPyodide(pyodide, "ai", level, 0);
    ai.push({ level, native, pyodide: wasm });
    console.log(`AI level ${level} first move 7x7`.padEnd(28)
      + ` native ${fmt(native.seconds, 2).padStart(6)} s, ${fmt(native.units).padStart(7)} iterations`
      + ` | Pyodide ${fmt(wasm.seconds, 2).padStart(6)} s, ${fmt(wasm.units).padStart(7)} iterations`);
  }
  // DEAGO: the first move of the 19x19 start (nine neutral stones) per level.
  for (const level of args.ai ? levelsAvailable() : []) {
    const arg = ["deago", 19, 19, level];
    const native = runNative("ai_game", arg, 0);
    const wasm = runPyodide(pyodide, "ai_game", arg, 0);
    ai.push({ game: "deago", size: "19x19", level, native, pyodide: wasm });
    console.log(`AI level ${level} DEAGO 19x19`.padEnd(28)
      + ` native ${fmt(native.seconds, 2).padStart(6)} s, ${fmt(native.units).padStart(7)} iterations`
      + ` | Pyodide ${fmt(wasm.seconds, 2).padStart(6)} s, ${fmt(wasm.units).padStart(7)} iterations`);
  }
  mkdirSync(path.dirname(args.json), { recursive: true });
  writeFileSync(args.json, JSON.stringify({
    native: nativeVersion, pyodide: pyodide.version, seconds: args.seconds, speed: rows, ai,
  }, null, 2));
  console.log(`figures written to ${path.relative(ROOT, args.json)}`);
}

main().catch((error) => {
  console.error("bench_web:", error);
  process.exit(1);
});
