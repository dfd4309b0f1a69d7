// Engine, AI and UI speed in the browser against native CPython, side by side in one run
// (`make bench-web`):
//
//   node tools/bench_web.mjs [--seconds 2] [--no-ai] [--no-chromium] [--analysis-only]
//                            [--screens-only] [--after-game-only] [--frames-only]
//                            [--json build/bench-web.json]
//
// Three columns: native CPython (a child process), Pyodide in Node (CPython 3.12 on
// WebAssembly, this process) and Chromium: the real game in headless Chromium (Pyodide +
// pygbag's pygame-ce wheel + the game archive, tests/support/web/app_harness.mjs), where the same
// Python snippets run inside the page. Measured: random-playout moves/s (Tanbo 11x11 and
// 19x19 dense, DEAGO 19x19 with nine neutral stones), perft nodes/s, the computer's time
// for its first move at each level on 7x7 and 11x11, startup to the first frame (Chromium:
// page load, i.e. navigation start), frame time p50/p95 (gap between frame starts) on 19x19
// while idle and while the computer thinks (Tanbo level 3, and DEAGO level 5: "deago5"), and
// idle CPU. Prints tables and writes the
// figures as JSON. Timings are measurements, never test assertions. Chromium is skipped
// (saying why) without chromium or the pygame-ce wasm wheel.
// The AI table also times one move per level on the DEAGO 19x19 start (native and
// Pyodide in Node). The analysis rows: the game analysis (quick depth) of a 60-ply 11x11
// Tanbo game and a 60-ply 19x19 DEAGO game in the real loop, natively and in Chromium (the
// key A pressed in the page): its wall time and the frame gaps while it runs.
// The screens rows (issue 21): Chromium's device emulation of a 390x844 phone and a
// 1920x1080 monitor at several devicePixelRatios, a 19x19 DEAGO game (human vs human):
// the canvas backing size (web/fit.js caps it), the draw time (App.last_draw_ms: drawing
// and the flip into the canvas) of the first frame after each of six moves (the board's
// pieces redrawn) and of hover frames (the mouse over twelve points), and idle CPU.
// The after-game row (issue 32): a DEAGO 19x19 game against level 5 with pondering on,
// clicked to its end with a second's pause a move, then the page's idle CPU once it dozes,
// alternating with a human-vs-human page's (the median of three readings of each).

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { AppPage, findWheel, prepareAppSite } from "../tests/support/web/app_harness.mjs";
import {
  chromiumPath, isolate, launchChromium, loadTanboPyodide, MOUNT, nativePython, ROOT, serve,
} from "../tests/support/web/web_common.mjs";

const MEASURE = String.raw`
import asyncio, json, random, sys, time

def settings_for(what):
    """UI settings for a frame-time run: "idle" = 19x19 human vs human, "thinking" = level 3 vs 3,
    "deago5" = DEAGO 19x19 (nine neutral stones), level 5 vs level 5."""
    if what == "deago5":
        return {"game": "deago", "size": "19x19", "setup": "9", "players": ["level5", "level5"]}
    players = ["human", "human"] if what == "idle" else ["level3", "level3"]
    return {"size": "19x19", "setup": "dense", "players": players}

def _memory_store(key, text):
    from tanbo.ui.storage import MemoryStore
    store = MemoryStore()
    store.save(key, text)
    return store

def _run_app(store, until, start=None):
    """The real App (SDL's dummy drivers) on store in its own App.run loop, with the
    start of every frame stamped (ms), until the coroutine until(app) returns, then
    quit. start(app) runs once the App is built, before the loop. Returns the stamps."""
    import os, pathlib, tempfile
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from tanbo.ui.app import App
    app = App(store, export_dir=pathlib.Path(tempfile.mkdtemp()))
    stamps, frame = [], app.frame
    def timed():
        stamps.append(time.perf_counter() * 1000.0)
        return frame()
    app.frame = timed
    if start is not None:
        start(app)
    async def go():
        async def stop():
            await until(app)
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        stopper = asyncio.ensure_future(stop())
        await app.run()
        await stopper
    asyncio.run(go())
    return stamps

def measure(kind, arg, seconds):
    if kind == "playout":      # arg: [game, width, height, setup (DEAGO: neutral layout)]
        from tanbo.games import GAMES
        game, w, h, setup = arg
        start = GAMES[game].new_state(w, h, setup)
        rng = random.Random(1)
        done, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            done += start.copy().random_playout_length(rng)[1]
        return {"units": done, "seconds": time.perf_counter() - t0}
    if kind == "perft":
        from tanbo.perft import perft
        from tanbo.games.tanbo.state import TanboState
        w, h, depth = arg
        state = TanboState.new(w, h, "dense")
        done, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            done += perft(state, depth)
        return {"units": done, "seconds": time.perf_counter() - t0}
    if kind == "ai":
        from tanbo.ai.levels import make_level_player
        from tanbo.games.tanbo.state import TanboState
        level, w, h = arg
        state = TanboState.new(w, h, "dense")
        player = make_level_player(level, seed=1)
        t0 = time.perf_counter()
        player.start(state)
        move = None
        while move is None:
            move = player.step(50.0)   # sliced like the UI's frame loop
        iterations = player.searcher.total_iterations if player.searcher else 0
        return {"units": iterations, "seconds": time.perf_counter() - t0, "move": move}
    if kind == "ai_game":
        from tanbo.ai.levels import make_level_player
        from tanbo.games import GAMES
        game, w, h, level = arg
        spec = GAMES[game]
        state = spec.new_state(w, h, spec.default_setup)
        player = make_level_player(level, seed=1)
        t0 = time.perf_counter()
        player.start(state)
        move = None
        while move is None:
            move = player.step(50.0)
        own = player.own  # a game's own level player (DEAGO: alpha-beta) counts nodes
        if own is not None:
            iterations = int(getattr(own, "last_nodes", 0))
        else:
            iterations = player.searcher.total_iterations if player.searcher else 0
        return {"units": iterations, "seconds": time.perf_counter() - t0, "move": move}
    if kind == "startup":   # native: import, open the window, draw the first frame
        import os
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        t0 = time.perf_counter()
        from tanbo.ui.app import App
        from tanbo.ui.storage import MemoryStore
        app = App(MemoryStore())
        while app.frames_drawn == 0:
            app.frame()
        return {"units": 1, "seconds": time.perf_counter() - t0}
    if kind == "frames":    # native: the real App.run loop, gaps between frame starts
        started = {}  # CPU time from the loop's start (the App built)
        store = _memory_store("settings", json.dumps(settings_for(arg)))
        def start(app):  # the app opens on home: start the settings' game, as Start does
            app.commands.new_game()
            started.update(cpu=time.process_time())
        stamps = _run_app(store, lambda app: asyncio.sleep(seconds), start=start)
        gaps = [b - a for a, b in zip(stamps[3:], stamps[4:])]
        return {"gaps": gaps, "cpu": 100.0 * (time.process_time() - started["cpu"]) / seconds}
    if kind == "save":      # arg: [game, size]: the save text of a 60-ply seeded random game
        from tanbo.ui.session import Session
        game, size = arg
        w, h = (int(v) for v in size.split("x"))
        session = Session(w, h, None, game=game)
        rng = random.Random(5)
        while session.state.ply < 60 and not session.state.is_over:
            state = session.state
            moves = [m for m in state.legal_moves() if m >= 0]
            safe = []
            for m in moves:  # keep the game going: no move that ends it
                state.push(m)
                if not state.is_over:
                    safe.append(m)
                state.pop()
            session.play(rng.choice(safe or moves))
        return {"text": session.save_text(), "plies": session.state.ply}
    if kind == "analysing": # arg: save text: analyse it in the real App.run loop
        async def analysed(app):
            while app.commands.computer.analysing:
                await asyncio.sleep(0.05)
        def start(app):  # the wall time from the analysis's start (the App built)
            app.commands.computer.analyse()
            started["wall"] = time.perf_counter()
        started = {}
        stamps = _run_app(_memory_store("game", arg), analysed, start=start)
        gaps = [b - a for a, b in zip(stamps[1:], stamps[2:])]
        return {"gaps": gaps, "seconds": time.perf_counter() - started["wall"]}
    raise ValueError(kind)
`;

function parseArgs(argv) {
  const args = {
    seconds: 2, ai: true, chromium: true, only: new Set(), // only: the parts asked for (--X-only); none = all
    json: path.join(ROOT, "build", "bench-web.json"),
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--seconds") args.seconds = Number(argv[++i]);
    else if (argv[i] === "--no-ai") args.ai = false;
    else if (argv[i] === "--no-chromium") args.chromium = false;
    else if (argv[i] === "--analysis-only") args.only.add("analysis");
    else if (argv[i] === "--screens-only") args.only.add("screens");
    else if (argv[i] === "--after-game-only") args.only.add("after-game");
    else if (argv[i] === "--frames-only") args.only.add("frames");
    else if (argv[i] === "--json") args.json = path.resolve(argv[++i]);
    else throw new Error(`unknown option ${argv[i]} (see the header of tools/bench_web.mjs)`);
  }
  return args;
}

const call = (kind, arg, seconds) => `json.dumps(measure(${JSON.stringify(kind)}, ${JSON.stringify(arg)}, ${seconds}))`;

function runNative(kind, arg, seconds) {
  const code = `${MEASURE}\nprint(${call(kind, arg, seconds)})`;
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  if (done.status !== 0) throw new Error(`native ${kind} failed: ${done.stderr}`);
  return JSON.parse(done.stdout.trim().split("\n").pop());
}

function runPyodide(pyodide, kind, arg, seconds) {
  return JSON.parse(pyodide.runPython(call(kind, arg, seconds)));
}

function levelsAvailable() {
  if (!existsSync(path.join(ROOT, "tanbo", "ai", "levels.py"))) return [];
  const code = "from tanbo.ai.levels import LEVELS; print(' '.join(str(n) for n in LEVELS))";
  const done = spawnSync(nativePython(), ["-c", code], { cwd: ROOT, encoding: "utf-8" });
  return done.status === 0 ? done.stdout.trim().split(/\s+/).map(Number) : [];
}

function fmt(n, digits = 0) {
  if (n === null || n === undefined || Number.isNaN(n)) return "-";
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * The real game in headless Chromium: runs `measure` snippets inside the page's Pyodide
 * and measures the page itself. Resolves to null (with the reason printed) when it cannot.
 */
async function openChromium() {
  if (!chromiumPath()) return { reason: "no chromium installed" };
  const wheel = await findWheel();
  if (!wheel.path) return { reason: wheel.reason };
  const built = spawnSync(nativePython(), [path.join(ROOT, "tools", "build_web.py")], { encoding: "utf-8" });
  if (built.status !== 0) throw new Error(`tools/build_web.py failed: ${built.stderr}`);
  const server = await serve(prepareAppSite(wheel.path));
  const browser = await launchChromium();
  const open = async (settings = null, device = {}) => {
    const context = await browser.newContext(device);
    const app = await AppPage.open(context, server.url);
    await isolate(app.page);
    if (settings) {
      await app.page.addInitScript((text) => localStorage.setItem("tanbo.settings", text), JSON.stringify(settings));
    }
    return app;
  };
  const app = await open();
  await app.boot();
  await app.page.evaluate((code) => window.tanbo.pyodide.runPython(code), MEASURE);
  return {
    app,
    open,
    run: (kind, arg, seconds) => app.page.evaluate((code) => JSON.parse(window.tanbo.pyodide.runPython(code)),
      call(kind, arg, seconds)),
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

// Idle CPU is read once the loop dozes: tanbo/ui/theme.py DOZE_AFTER_MS (2 s) without input
// or movement, plus a margin; the loop runs at FPS_IDLE before that, FPS_DOZE after.
const DOZE_WAIT_MS = 2500;

async function chromiumFrames(chrome, what, seconds) {
  const settings = what === "idle"
    ? { size: "19x19", setup: "dense", players: ["human", "human"] }
    : what === "deago5"
      ? { game: "deago", size: "19x19", setup: "9", players: ["level5", "level5"] }
      : { size: "19x19", setup: "dense", players: ["level3", "level3"] };
  const app = await chrome.open(settings);
  try {
    const state = await app.boot();
    // The app opens on home: New game, then Start (the settings above are the menu's)
    await app.clickButton("menu");
    await app.waitFor((s) => s.screen === "menu", { what: "the new-game screen" });
    await app.clickButton("start");
    await app.waitFor((s) => s.screen === "game", { what: "the game screen" });
    if (what === "idle") {
      await app.settle();
      await app.page.waitForTimeout(DOZE_WAIT_MS);
    } else await app.waitFor((s) => s.thinking, { what: "the computer thinking" });
    await app.page.evaluate(() => window.tanbo.query("start_frame_log"));
    const cpu = await app.cpuUsage(seconds * 1000);
    const gaps = await app.page.evaluate(() => window.tanbo.query("frame_log"));
    return { gaps, cpu, firstFrameMs: state.first_frame_ms };
  } finally {
    await app.page.context().close();
  }
}

// (viewport, devicePixelRatio) of the screens rows; DPR 2 on the phone is what a cap of 2
// would give a DPR 3 phone, DPR 1 on the monitor what a cap of 1 would give
const SCREENS = [[390, 844, 3], [390, 844, 2], [1920, 1080, 2], [1920, 1080, 1]];

/** A 19x19 DEAGO game at `width`x`height` CSS px and `dpr`: the draw times of the frame after
 * a move and of the ones after it, and idle CPU. */
async function chromiumScreen(chrome, [width, height, dpr], seconds) {
  const settings = { game: "deago", size: "19x19", setup: "9", players: ["human", "human"] };
  const device = { viewport: { width, height }, deviceScaleFactor: dpr };
  const app = await chrome.open(settings, device);
  try {
    await app.boot();
    await app.page.setViewportSize({ width, height });
    await app.page.waitForFunction(([w, h]) => {  // fit.js has seen the new viewport
      const r = window.tanbo_pixel_ratio;
      return window.tanbo_window_size === `${Math.round(w * r)}x${Math.round(h * r)}`;
    }, [width, height]);
    const wanted = await app.page.evaluate(() => window.tanbo_window_size); // web/fit.js, capped
    let state = await app.waitFor((s) => s.window.join("x") === wanted && !s.busy, { what: "the layout" });
    const after = [];
    for (let i = 0; i < 6; i += 1) {  // six moves, each timed
      const legal = await app.legal();
      const move = legal[(i * 37) % legal.length];
      await app.page.evaluate(() => window.tanbo.query("start_frame_log"));
      await app.clickPoint(move);
      state = await app.waitFor((s) => s.ply > state.ply && !s.busy, { what: "the move drawn" });
      const draws = await app.page.evaluate(() => window.tanbo.query("draw_log"));
      await app.page.evaluate(() => window.tanbo.query("frame_log"));
      after.push(draws);
    }
    // hover frames: the mouse over twelve points (the cached board layer, the preview over it)
    const board = await app.board();
    await app.page.evaluate(() => window.tanbo.query("start_frame_log"));
    for (let i = 0; i < 12; i += 1) {
      const [cx, cy] = await app.cssPoint(...board.centres[(i * 29 + 7) % board.centres.length]);
      await app.page.mouse.move(cx, cy);
      await new Promise((resolve) => { setTimeout(resolve, 120); });
    }
    const hovers = await app.page.evaluate(() => window.tanbo.query("draw_log"));
    await app.page.evaluate(() => window.tanbo.query("frame_log"));
    await app.mouseAway();
    await app.settle();
    await app.page.waitForTimeout(DOZE_WAIT_MS);
    const cpu = await app.cpuUsage(seconds * 1000);
    const backing = await app.page.evaluate(() => {
      const c = document.getElementById("canvas");
      return `${c.width}x${c.height}`;
    });
    return { backing, scale: state.scale, moveFrames: after.map((d) => d[0]), hoverFrames: hovers, cpu };
  } finally {
    await app.page.context().close();
  }
}

/** A DEAGO 19x19 game against level 5, pondering on, played by clicks (a second's pause
 * before each: the person considering) to its end; then the page's idle CPU once the loop
 * dozes, side by side with a page where two people play (one stone clicked, so that both
 * pages have opened the mixer), idle as long: ROUNDS readings of each, alternating.
 * Issue 32: "the idle CPU in the browser after a game ends stays under 5%". */
async function chromiumAfterGame(chrome, seconds, rounds = 3) {
  const idle = await chrome.open({ game: "deago", size: "19x19", setup: "9", players: ["human", "human"] });
  const settings = { game: "deago", size: "19x19", setup: "9", players: ["human", "level5"], ponder: true };
  const app = await chrome.open(settings);
  try {
    await idle.boot();
    const legalIdle = await idle.legal();
    await idle.clickPoint(legalIdle[0]);
    await idle.mouseAway();
    let state = await app.boot();
    const started = Date.now();
    while (!state.over) {
      if (state.ply > 200) throw new Error("the game against level 5 did not end in 200 plies");
      await app.page.waitForTimeout(1000);
      const legal = await app.legal();
      const before = state.ply;
      await app.clickPoint(legal[(before * 37) % legal.length]);
      state = await app.waitFor((s) => s.ply > before && (s.over || s.to_move === 1) && !s.busy,
        { timeout: 120000, what: "level 5's answer" });
    }
    const gameSeconds = (Date.now() - started) / 1000;
    await app.clickButton("dismiss");
    await app.mouseAway();
    const over = await app.waitFor((s) => !s.busy && !s.pondering && s.fps === 10,
      { what: "the finished game, dozing" });
    await idle.waitFor((s) => !s.busy && s.fps === 10, { what: "the idle page, dozing" });
    const readings = [];
    for (let i = 0; i < rounds; i += 1) {
      readings.push({ after: await app.cpuUsage(seconds * 1000), idle: await idle.cpuUsage(seconds * 1000) });
    }
    const after = await app.state();
    const median = (page, figure) => quantile(readings.map((r) => r[page][figure]), 0.5);
    const medians = (page) => ({ mainThread: median(page, "mainThread"), renderer: median(page, "renderer") });
    return {
      plies: over.ply, gameSeconds, pondered: over.ponder_slices,
      slicesAfter: after.ponder_slices - over.ponder_slices, fps: after.fps,
      framesDrawn: after.frames - over.frames, readings,
      cpu: medians("after"), idleCpu: medians("idle"),
    };
  } finally {
    await app.page.context().close();
    await idle.page.context().close();
  }
}

/** The analysis of the game saved as `saveText` in the real page: A pressed, until done. */
async function chromiumAnalysis(chrome, saveText) {
  const app = await chrome.open({ players: ["human", "human"] });
  await app.page.addInitScript((text) => localStorage.setItem("tanbo.game", text), saveText);
  try {
    await app.boot();
    await app.settle();
    await app.page.evaluate(() => window.tanbo.query("start_frame_log"));
    const t0 = Date.now();
    await app.press("KeyA");
    while ((await app.page.evaluate(() => window.tanbo.query("analysis"))).running) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - t0) / 1000;
    const gaps = await app.page.evaluate(() => window.tanbo.query("frame_log"));
    return { gaps, seconds };
  } finally {
    await app.page.context().close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  // "main" (the speed, AI, start-up and frame rows) runs only when no --X-only is given
  const runs = (part) => args.only.size === 0 || args.only.has(part);
  const pyodide = await loadTanboPyodide();
  pyodide.runPython(`import os; os.chdir(${JSON.stringify(MOUNT)})\n${MEASURE}`);
  const nativeVersion = spawnSync(nativePython(), ["-c", "import sys; print(sys.version.split()[0])"],
    { encoding: "utf-8" }).stdout.trim();
  const pyVersion = pyodide.runPython("import sys; sys.version.split()[0]");
  let chrome = null;
  let chromeReason = "--no-chromium";
  if (args.chromium) {
    const opened = await openChromium();
    if (opened.reason) chromeReason = opened.reason;
    else chrome = opened;
  }
  console.log(`native CPython ${nativeVersion} | Pyodide ${pyodide.version} in Node ${process.version} `
    + `(CPython ${pyVersion}) | ${chrome ? "the game in headless Chromium (Pyodide + pygbag's pygame-ce)" : `Chromium skipped: ${chromeReason}`}`);
  console.log(`${args.seconds} s per speed measurement\n`);

  const header = `${"".padEnd(34)} ${"native".padStart(12)} ${"Pyodide/Node".padStart(13)} ${"Chromium".padStart(12)}`;
  console.log(header);
  const rows = [];
  const row = (name, unit, native, node, chromium, digits = 0) => {
    rows.push({ name, unit, native, pyodide: node, chromium });
    console.log(`${`${name} (${unit})`.padEnd(34)} ${fmt(native, digits).padStart(12)} ${fmt(node, digits).padStart(13)} `
      + `${fmt(chromium, digits).padStart(12)}`);
  };
  const speed = [
    ["random playout 11x11 dense", "playout", ["tanbo", 11, 11, "dense"], "moves/s"],
    ["random playout 19x19 dense", "playout", ["tanbo", 19, 19, "dense"], "moves/s"],
    ["playouts DEAGO 19x19", "playout", ["deago", 19, 19, "9"], "moves/s"],
    ["perft 7x7 dense depth 4", "perft", [7, 7, 4], "nodes/s"],
  ];
  for (const [name, kind, arg, unit] of runs("main") ? speed : []) {
    const rate = (r) => (r ? r.units / r.seconds : null);
    const native = runNative(kind, arg, args.seconds);
    const wasm = runPyodide(pyodide, kind, arg, args.seconds);
    const browser = chrome ? await chrome.run(kind, arg, args.seconds) : null;
    row(name, unit, rate(native), rate(wasm), rate(browser));
  }

  const ai = [];
  for (const [w, h] of args.ai && runs("main") ? [[7, 7], [11, 11]] : []) {
    for (const level of levelsAvailable()) {
      const arg = [level, w, h];
      const native = runNative("ai", arg, 0);
      const wasm = runPyodide(pyodide, "ai", arg, 0);
      const browser = chrome ? await chrome.run("ai", arg, 0) : null;
      ai.push({ level, size: `${w}x${h}`, native, pyodide: wasm, chromium: browser });
      row(`AI level ${level} first move ${w}x${h}`, "s", native.seconds, wasm.seconds, browser?.seconds ?? null, 2);
      row(`  search iterations in that time`, "n", native.units, wasm.units, browser?.units ?? null);
    }
  }
  // DEAGO: the first move of the 19x19 start (nine neutral stones) per level.
  for (const level of args.ai && runs("main") ? levelsAvailable() : []) {
    const arg = ["deago", 19, 19, level];
    const native = runNative("ai_game", arg, 0);
    const wasm = runPyodide(pyodide, "ai_game", arg, 0);
    const browser = chrome ? await chrome.run("ai_game", arg, 0) : null;
    ai.push({ game: "deago", size: "19x19", level, native, pyodide: wasm, chromium: browser });
    row(`AI level ${level} DEAGO 19x19`, "s", native.seconds, wasm.seconds, browser?.seconds ?? null, 2);
    row(`  alpha-beta nodes in that time`, "n", native.units, wasm.units, browser?.units ?? null);
  }

  const frames = {};
  const screens = {};
  if (runs("screens")) {
    if (chrome) {
      for (const view of SCREENS) {
        const m = await chromiumScreen(chrome, view, Math.max(3, args.seconds * 2));
        const name = `${view[0]}x${view[1]} DPR ${view[2]}`;
        screens[name] = m;
        console.log(`${name.padEnd(20)} backing ${m.backing.padEnd(10)} scale ${m.scale}  frame after a move `
          + `p50 ${fmt(quantile(m.moveFrames, 0.5), 1)} max ${fmt(Math.max(...m.moveFrames), 1)} ms; `
          + `hover frames (${m.hoverFrames.length}) p50 ${fmt(quantile(m.hoverFrames, 0.5), 1)} `
          + `p95 ${fmt(quantile(m.hoverFrames, 0.95), 1)} ms; `
          + `idle CPU renderer ${fmt(m.cpu.renderer, 1)}% main thread ${fmt(m.cpu.mainThread, 1)}% of a core`);
      }
    } else console.log(`screens: skipped (${chromeReason})`);
  }
  if (runs("main")) {
    const nativeStart = runNative("startup", 0, 0);
    row("start to first frame", "s", nativeStart.seconds, null,
      chrome ? (await chrome.app.state()).first_frame_ms / 1000 : null, 2);
  }
  // The frame rows alone (--frames-only): say, the frame budget while level 5 thinks.
  const frameRows = runs("main") || args.only.has("frames");
  for (const what of frameRows ? ["idle", "thinking", "deago5"] : []) {
    const native = runNative("frames", what, Math.max(3, args.seconds * 2));
    const browser = chrome ? await chromiumFrames(chrome, what, Math.max(3, args.seconds * 2)) : null;
    frames[what] = { native, chromium: browser };
    for (const q of [0.5, 0.95]) {
      row(`19x19 ${what} frame gap p${q * 100}`, "ms", quantile(native.gaps, q), null,
        browser ? quantile(browser.gaps, q) : null, 1);
    }
    row(`19x19 ${what} CPU`, "% core", native.cpu, null, browser ? browser.cpu.renderer : null, 1);
    if (browser) {
      console.log(`${"".padEnd(34)} (Chromium: renderer main thread ${fmt(browser.cpu.mainThread, 1)}% `
        + `of a core; the native figure is the whole process)`);
    }
  }
  let afterGame = null;
  if (chrome && runs("after-game")) {
    afterGame = await chromiumAfterGame(chrome, Math.max(4, args.seconds * 2));
    const m = afterGame;
    console.log(`after a DEAGO 19x19 game against level 5, pondering on (${m.plies} plies, `
      + `${fmt(m.gameSeconds, 0)} s, ${m.pondered} ponder slices): ${m.slicesAfter} slices after the end, `
      + `${m.fps} fps, ${m.framesDrawn} frames drawn while measured`);
    console.log(`  idle CPU, median of ${m.readings.length} readings each, alternating (% of a core): `
      + `after the game: main thread ${fmt(m.cpu.mainThread, 1)}, renderer ${fmt(m.cpu.renderer, 1)}; `
      + `a human-vs-human page: main thread ${fmt(m.idleCpu.mainThread, 1)}, renderer ${fmt(m.idleCpu.renderer, 1)}; `
      + `ratio of the main threads ${fmt(m.cpu.mainThread / m.idleCpu.mainThread, 2)}`);
    console.log(`  readings (main thread, after / idle): ${m.readings.map((r) => `${fmt(r.after.mainThread, 1)}/${fmt(r.idle.mainThread, 1)}`).join(", ")}`);
  }
  const analysis = {};
  const analysed = runs("analysis") ? [["11x11 Tanbo", "tanbo", "11x11"], ["19x19 DEAGO", "deago", "19x19"]] : [];
  for (const [label, game, size] of analysed) {
    const save = runNative("save", [game, size], 0);
    const native = runNative("analysing", save.text, 0);
    const browser = chrome ? await chromiumAnalysis(chrome, save.text) : null;
    analysis[label] = { plies: save.plies, native, chromium: browser };
    row(`analyse ${save.plies}-ply ${label}`, "s", native.seconds, null, browser?.seconds ?? null, 1);
    row(`  frame gap p95 while analysing`, "ms", quantile(native.gaps, 0.95), null,
      browser ? quantile(browser.gaps, 0.95) : null, 1);
  }
  if (chrome) {
    const errors = chrome.app.takeErrors();
    if (errors.length) console.log(`Chromium console errors: ${errors.join(" | ")}`);
    await chrome.close();
  }
  mkdirSync(path.dirname(args.json), { recursive: true });
  writeFileSync(args.json, JSON.stringify({
    native: nativeVersion, pyodide: pyodide.version, chromium: chrome ? "headless" : chromeReason,
    seconds: args.seconds, rows, ai, frames, analysis, screens, afterGame,
  }, null, 2));
  console.log(`\nfigures written to ${path.relative(ROOT, args.json)}`);
}

main().catch((error) => {
  console.error("bench_web:", error);
  process.exit(1);
});
