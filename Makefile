# `make run` and `make test` each set everything up (a .venv with the project, its dev, cluster, envs and rl extras) and then run.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint setup clean bench compiled test-compiled clean-compiled

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,cluster,envs,rl,peers]'
	touch $(STAMP)

# The browser client (web/): `npm ci` and the Vite build into src/tcgkit/server/static/, redone only when its
# sources change (the stamp); skipped when there is no web/package.json.
CLIENT_STAMP := src/tcgkit/server/static/.built
CLIENT := $(if $(wildcard web/package.json),$(CLIENT_STAMP))
CLIENT_SOURCES := $(wildcard web/package.json web/package-lock.json web/index.html web/vite.config.ts web/tsconfig.json) \
	$(shell find web/src -type f 2>/dev/null)
HOST ?= 127.0.0.1
PORT ?= 8000

$(CLIENT_STAMP): $(CLIENT_SOURCES)
	cd web && npm ci --no-audit --no-fund --loglevel=error && npm run build
	touch $(CLIENT_STAMP)

setup: $(STAMP) $(CLIENT)

# the web table (the terminal game stays: .venv/bin/tcgkit play GAME)
run: setup
	$(BIN)/tcgkit serve --host $(HOST) --port $(PORT)

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

test: setup lint
	cd web && npm test -- --run
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/tcgkit bench

# optional: the core and the MLP and Star Wars engines compiled with mypyc, in place (same results, faster);
# `make clean-compiled` goes back to plain Python
compiled: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[compiled]'
	$(BIN)/python scripts/build_compiled.py

# the whole suite on the compiled build (CI runs it after `make test`)
test-compiled: compiled setup
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider -rs

clean-compiled:
	$(PY) scripts/build_compiled.py --remove

clean:
	find src -name '*.so' -delete
	rm -rf $(VENV) build *.egg-info src/*.egg-info src/build
