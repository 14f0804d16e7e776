# `make run` and `make test` each set everything up (a .venv with the project and its dev, cluster, envs and rl extras)
# and then run.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint setup clean bench

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,cluster,envs,rl]'
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/tcgkit play hikarugo

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

test: $(STAMP) lint
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/tcgkit bench

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
