# Quick start: `make play` (set up and start the game), `make test` (set up and run every test).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py

lint: $(STAMP)
	$(PY) -m ruff check tanbo tests main.py
	$(PY) -m mypy

test: $(STAMP) lint
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PY) -m tanbo bench

clean:
	rm -rf $(VENV) build .pytest_cache .mypy_cache .ruff_cache .hypothesis
