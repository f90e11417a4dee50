# emoney: `make start` runs the platform, `make test` runs every test. `make` alone lists the targets.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
BIN := node_modules/.bin
NPM := npm --no-audit --no-fund --loglevel=error
WORKSPACE_MANIFESTS := $(wildcard */package.json)
STAMP := node_modules/.emoney-install-stamp

.PHONY: partner-app chromium bench bench-short bench-ci fuzz help test-all test-report install generate check-generated lint-spec lint lint-packages typecheck build pack size docs docs-dev docs-check-snippets docs-env check-docs-env docs-json storybook storybook-dev test test-postgres start admin dev check check-static clean
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test
# Node flags the server runs with, here and in every launcher (server/package.json, deploy/systemd):
# a 2 × 8 MB young generation instead of 2 × 16 MB: small reads ~30 % less CPU and ~60 MB less RSS;
# the old generation grows to at most twice what survived its last collection, not up to four times:
# RSS about 160 MB instead of 200-245 MB under load, for about 2 % more CPU (bench/README.md).
SERVER_NODE_FLAGS := --max-semi-space-size=8 --heap-growing-percent=100
ONBOARDING_SOURCES := $(shell find onboarding/src onboarding/public onboarding/index.html onboarding/vite.config.ts -type f 2>/dev/null)
# The dashboard shares the hosted screens' stylesheet and components, so their sources are its inputs too.
DASHBOARD_SOURCES := $(shell find dashboard/src dashboard/index.html dashboard/vite.config.ts -type f 2>/dev/null) dashboard/package.json $(ONBOARDING_SOURCES)
SDK_SOURCES := $(shell find sdk/src -type f 2>/dev/null) sdk/tsup.config.ts sdk/package.json
REACT_SOURCES := $(shell find react-provider/src -type f 2>/dev/null) react-provider/tsup.config.ts react-provider/package.json
SPEC_SOURCES := $(shell find spec -type f 2>/dev/null) scripts/generate.ts scripts/operations.ts scripts/api-changelog.ts scripts/contract-diff.ts scripts/released-contracts.ts
SERVER_SOURCES := $(shell find server/src -type f 2>/dev/null) server/tsconfig.build.json server/package.json
DOCS_SOURCES := $(shell find docs-site/src docs-site/scripts docs-site/index.html docs-site/vite.config.ts -type f 2>/dev/null) sdk/README.md react-provider/README.md sdk/CHANGELOG.md react-provider/CHANGELOG.md server/CHANGELOG.md generated/changelog.js onboarding/public/favicon.svg
# Debian's Chromium drives the browser tests (never a downloaded browser); CHROMIUM_PATH overrides.
CHROMIUM ?= $(or $(CHROMIUM_PATH),/usr/bin/chromium)
# The published packages (every workspace not marked private) and the file each one's build writes.
PUBLISHABLE := sdk react-provider
PUBLISHABLE_DIST := $(PUBLISHABLE:%=%/dist/index.js)

help: ## List the targets
	@echo "emoney make targets:"
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  \033[1m%-16s\033[0m %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(STAMP): package.json package-lock.json $(WORKSPACE_MANIFESTS)
	@echo "==> installing dependencies (npm ci)"
	$(NPM) ci
	@touch $@

install: $(STAMP) ## Install dependencies when missing or stale (npm ci)

chromium: ## Install Debian's chromium for the browser tests when it is missing (apt-get, as root)
	@if [ -x "$(CHROMIUM)" ]; then exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then echo "Chromium is missing at $(CHROMIUM): run 'sudo apt-get install chromium' (or set CHROMIUM_PATH), then make test again" >&2; exit 1; fi; \
	echo "==> installing Debian's chromium for the browser tests (apt-get; once per machine)"; \
	export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	[ -x "$(CHROMIUM)" ] || { echo "apt-get did not install $(CHROMIUM)" >&2; exit 1; }

generate: install ## Bundle spec/ into generated/ (YAML, JSON, TypeScript types, operation list)
	@echo "==> generating generated/ from spec/"
	$(BIN)/tsx scripts/generate.ts

check-generated: install ## Fail when generated/ differs from what spec/ produces
	$(BIN)/tsx scripts/generate.ts --check

# The local chains' contracts (server/chain/README.md): Solidity sources and the artifacts the server deploys.
.PHONY: compile-contracts check-contracts
compile-contracts: install ## Compile server/chain/contracts/ with the pinned solc into server/chain/artifacts/ (commit them: the server deploys the artifacts)
	$(BIN)/tsx scripts/compile-contracts.ts

check-contracts: install ## Fail when server/chain/artifacts/ differs from what server/chain/contracts/ compiles to
	$(BIN)/tsx scripts/compile-contracts.ts --check

# The contract's history (spec/README.md, "Versioning"): the working contract against the one last released.
.PHONY: check-breaking release-contract
check-breaking: install ## Fail on a breaking change against the released contract (spec/released/) unless info.version has a new MAJOR
	$(BIN)/tsx scripts/check-breaking.ts

release-contract: install ## Record the working contract as released at its info.version (spec/released/), then make generate for the Changelog page
	$(BIN)/tsx scripts/release-contract.ts $(if $(DATE),--date $(DATE),)
	@$(MAKE) --no-print-directory generate

lint-spec: install ## Lint spec/ with Redocly (recommended-strict + house rules): zero problems allowed
	$(BIN)/redocly lint --max-problems 200 2>&1 | grep -v -e 'nodedir' -e 'Node.js' -e '[╔║╚]' | sed '/^\s*$$/d'

lint: install ## ESLint over every workspace; every public export of the SDK and React provider has a TSDoc comment; packages import each other only by declared name; server feature folders import each other without a loop
	$(BIN)/eslint --max-warnings 0 .
	$(BIN)/tsx scripts/check-tsdoc.ts
	$(BIN)/tsx scripts/check-lanes.ts
	$(BIN)/tsx scripts/check-feature-folders.ts

TYPECHECKED := server sdk react-provider docs-site onboarding dashboard scripts
.PHONY: $(TYPECHECKED:%=typecheck-%)
typecheck: $(TYPECHECKED:%=typecheck-%) ## TypeScript, strict, every workspace and the scripts (one tsc each, side by side under make -j)

$(TYPECHECKED:%=typecheck-%): typecheck-%: install $(PUBLISHABLE_DIST) generated/openapi.json
	@echo "==> tsc $*"; $(BIN)/tsc -p $*/tsconfig.json

# Each workspace through its own rule, so a package typecheck, size and lint-packages also read is
# built once, and one already built from unchanged sources is not built again.
build: install $(PUBLISHABLE_DIST) server/dist/main.js onboarding/dist/index.html dashboard/dist/index.html docs ## Build every workspace into its dist/ (those whose sources changed; the docs site always)

sdk/dist/index.js: $(STAMP) $(SDK_SOURCES)
	@echo "==> build sdk (tsup)"; cd sdk && ../$(BIN)/tsup --silent

react-provider/dist/index.js: $(STAMP) sdk/dist/index.js $(REACT_SOURCES)
	@echo "==> build react-provider (tsup)"; cd react-provider && ../$(BIN)/tsup --silent

pack: $(PUBLISHABLE_DIST) ## Tarballs of every publishable package (@emoney/sdk, @emoney/react-provider) into dist-packs/: how to install them until they are on the registry
	@$(BIN)/tsx scripts/pack-packages.ts dist-packs

lint-packages: $(PUBLISHABLE_DIST) ## Check every publishable package as packed: publint (package.json, exports) and arethetypeswrong (types under node10, NodeNext ESM and CJS, bundler)
	@for p in $(PUBLISHABLE); do \
	  echo "==> publint $$p"; (cd $$p && ../$(BIN)/publint run --strict .); \
	  echo "==> attw $$p"; (cd $$p && ../$(BIN)/attw --pack . --format ascii); \
	done

size: sdk/dist/index.js react-provider/dist/index.js ## Check the size budgets (size-limit, min+gzip): the SDK with every helper; the React provider with every hook on top of the SDK
	cd sdk && ../$(BIN)/size-limit
	cd react-provider && ../$(BIN)/size-limit

docs: install generated/openapi.json sdk/docs/api.json react-provider/docs/api.json ## Build the documentation site: every route prerendered into docs-site/dist (served at /js-monorepo/), the references from TypeDoc JSON; fails on a broken internal link or anchor, or over 18 s of CPU (the TypeDoc run it reads included)
	@echo "==> build docs-site (vite, prerender, search index, llms.txt, link check; timed with the TypeDoc run it is the first to read)"
	$(BIN)/tsx docs-site/scripts/build.ts

docs-env: install ## Write the tables of environment variables (the docs site's Environments page, docs/configuration.md) from the server's declared list (server/src/env-variables.ts)
	$(BIN)/tsx scripts/env-table.ts

check-docs-env: install ## Fail when a table of environment variables (Environments page, docs/configuration.md) differs from server/src/env-variables.ts
	$(BIN)/tsx scripts/env-table.ts --check

docs-check-snippets: install ## Type-check every TypeScript block of the guides against the SDK; validate JSON examples naming a schema
	$(BIN)/tsx docs-site/scripts/check-snippets.ts

docs-dev: install ## Run the documentation site with hot reload (client-rendered) at http://localhost:5174/js-monorepo/
	$(BIN)/vite --config docs-site/vite.config.ts

storybook: install $(PUBLISHABLE_DIST) sdk/docs/api.json react-provider/docs/api.json ## Build the docs site's Storybook (every theme component, light and dark) into docs-site/storybook-static; telemetry off
	@echo "==> build the docs-site Storybook (full log: docs-site/storybook-build.log)"
	@# Storybook lists every asset it writes, even with --quiet: keep that in a log file, print its end on failure.
	@cd docs-site && if STORYBOOK_DISABLE_TELEMETRY=1 npx --no-install storybook build -c .storybook -o storybook-static --quiet --disable-telemetry > storybook-build.log 2>&1; then \
	  echo "    built into docs-site/storybook-static ($$(find storybook-static -name '*.stories-*.js' | wc -l) story files)"; \
	else echo "Storybook build failed; the end of docs-site/storybook-build.log:"; tail -n 40 storybook-build.log; exit 1; fi

storybook-dev: install ## Run the docs site's Storybook with hot reload at http://localhost:6006 (telemetry off)
	cd docs-site && STORYBOOK_DISABLE_TELEMETRY=1 npx --no-install storybook dev -c .storybook -p 6006 --ci --disable-telemetry

docs-json: install sdk/docs/api.json react-provider/docs/api.json ## Write the SDK and React provider references as TypeDoc JSON for the docs site (sdk/docs/api.json, react-provider/docs/api.json), when their sources changed

# Both references from one TypeDoc process, each from its typedoc.json (docs-site/scripts/referenceJson.mjs):
# the libraries and the SDK's types, which the React provider's reads from the SDK's sources, are
# loaded and parsed once. No package build first. The contract's types are the SDK's sources too.
sdk/docs/api.json react-provider/docs/api.json &: $(SDK_SOURCES) $(REACT_SOURCES) generated/openapi.json sdk/typedoc.json sdk/README.md react-provider/typedoc.json react-provider/tsconfig.typedoc.json react-provider/README.md docs-site/scripts/referenceJson.mjs
	@echo "==> TypeDoc JSON of the SDK and the React provider"
	node docs-site/scripts/referenceJson.mjs

onboarding/dist/index.html: $(STAMP) $(ONBOARDING_SOURCES)
	@echo "==> building the hosted onboarding screens (vite)"
	cd onboarding && ../$(BIN)/vite build --logLevel warn

dashboard/dist/index.html: $(STAMP) $(DASHBOARD_SOURCES)
	@echo "==> building the developer dashboard (vite)"
	cd dashboard && ../$(BIN)/vite build --logLevel warn

# What the tests serve and rebuild-check is built before any of them starts: test files run side by
# side, and a build under way (make-start-incremental's, the docs project's) must not replace
# docs-site/dist or server/dist while another file serves them.
test: install chromium onboarding/dist/index.html dashboard/dist/index.html $(PUBLISHABLE_DIST) generated/openapi.json server/dist/main.js docs-site/dist/index.html ## Run every test of every workspace (server tests on PGlite, or on DATABASE_URL when set; with TEST_POSTGRES_URL set, on that PostgreSQL too, in the same run); installs Debian's chromium when missing; writes test-report/
	$(BIN)/vitest run

test-all: ## make test with the server tests on PostgreSQL (PG_TEST_URL) too, side by side in one run: what CI runs
	@TEST_POSTGRES_URL=$(PG_TEST_URL) $(MAKE) --no-print-directory test

test-postgres: install chromium onboarding/dist/index.html dashboard/dist/index.html ## Run only the server tests, on the real PostgreSQL (PG_TEST_URL)
	TEST_POSTGRES_URL=$(PG_TEST_URL) TEST_REPORT_NAME=test-postgres $(BIN)/vitest run --project server-postgres

test-report: install ## Run every test (make test), then print how long each file and project took, longest first (test-report/test.txt)
	@status=0; $(MAKE) --no-print-directory test || status=$$?; $(BIN)/tsx scripts/test-report.ts; exit $$status

# What `make start` serves, each rebuilt only when its inputs changed (a restart with nothing changed starts at once).
generated/openapi.json: $(STAMP) $(SPEC_SOURCES)
	@echo "==> generating generated/ from spec/"
	$(BIN)/tsx scripts/generate.ts
	@touch $@

# Emitted without a type check (--noCheck: the same JavaScript, a third of the CPU): `make typecheck` checks server/src.
server/dist/main.js: $(STAMP) $(SERVER_SOURCES) generated/openapi.json
	@echo "==> build server (tsc --noCheck)"
	$(BIN)/tsc -p server/tsconfig.build.json --noCheck
	@touch $@

docs-site/dist/index.html: $(STAMP) $(DOCS_SOURCES) sdk/docs/api.json react-provider/docs/api.json generated/openapi.json
	@# A failed build must not leave an index.html that looks up to date.
	@# The build's time budget is CI's check (make build), not a reason for a start to fail on a slow machine.
	@EMONEY_DOCS_BUILD_BUDGET_MS=$${EMONEY_DOCS_BUILD_BUDGET_MS:-3600000} $(MAKE) --no-print-directory docs || { rm -f $@; exit 1; }

# What `make start` serves: built two at a time (the docs site's TypeDoc and Vite builds beside the
# server's and the screens'), none of them waiting for the SDK or React provider packages.
SERVED := server/dist/main.js onboarding/dist/index.html dashboard/dist/index.html docs-site/dist/index.html
start: install ## Run the platform on the embedded database with its local chains (anvil on 127.0.0.1:8545 Sepolia, :8546 Chiado; EMONEY_LOCAL_CHAINS=off runs without), printing its URLs (rebuilds only what changed, two builds at a time)
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(SERVED)
	@echo "==> starting emoney (EMONEY_MODE=$${EMONEY_MODE:-sandbox}, PORT=$${PORT:-4000})"
	@# A laptop sandbox is single-user: its mailbox is open and "Forgot password?" is instant (docs/configuration.md, EMONEY_SANDBOX_OPEN_MAILBOX).
	EMONEY_DATA_DIR=$${EMONEY_DATA_DIR:-.data} EMONEY_ONBOARDING_DIR=$${EMONEY_ONBOARDING_DIR:-onboarding/dist} EMONEY_DASHBOARD_DIR=$${EMONEY_DASHBOARD_DIR:-dashboard/dist} EMONEY_DOCS_DIR=$${EMONEY_DOCS_DIR:-docs-site/dist} LOG_FORMAT=$${LOG_FORMAT:-pretty} EMONEY_SANDBOX_OPEN_MAILBOX=$${EMONEY_SANDBOX_OPEN_MAILBOX:-true} node $(SERVER_NODE_FLAGS) server/dist/main.js

# The reference partner app (examples/partner-app/README.md) on the packed tarballs, against the
# sandbox of `make start` (EMONEY_URL). Its redirect URI is the seeded app's http://localhost:5173/callback.
PARTNER_APP := examples/partner-app
partner-app: pack ## Run the reference partner app (Next.js) on the packed packages at http://localhost:5173 against the sandbox of `make start` (EMONEY_URL, default http://localhost:4000)
	@url=$${EMONEY_URL:-http://localhost:4000}; \
	curl -sf -o /dev/null "$$url/health" || { echo "No sandbox answers at $$url: run 'make start' in another terminal first (or set EMONEY_URL)" >&2; exit 1; }; \
	id=$${EMONEY_CLIENT_ID:-$$(node -e 'const fs=require("fs");const f=process.argv[1];const a=fs.existsSync(f)?JSON.parse(fs.readFileSync(f,"utf8")).authorizationCode:undefined;process.stdout.write(a&&a.redirectUris.includes("http://localhost:5173/callback")?a.clientId:"")' "$${EMONEY_DATA_DIR:-.data}/sandbox-apps.json")}; \
	[ -n "$$id" ] || { echo "Could not read the sandbox's authorization code client id from $${EMONEY_DATA_DIR:-.data}/sandbox-apps.json (make start writes it): pass EMONEY_CLIENT_ID=<the one make start printed>" >&2; exit 1; }; \
	echo "==> installing the packed @emoney packages into $(PARTNER_APP)"; \
	cd $(PARTNER_APP) && $(NPM) install --no-save --prefer-offline ../../dist-packs/emoney-sdk-*.tgz ../../dist-packs/emoney-react-provider-*.tgz >/dev/null && \
	echo "==> next build" && NEXT_TELEMETRY_DISABLED=1 npx --no-install next build >/dev/null && \
	echo "==> the partner app: http://localhost:5173 (client_id=$$id, sandbox $$url); Ctrl-C stops it" && \
	NEXT_TELEMETRY_DISABLED=1 EMONEY_URL=$$url EMONEY_CLIENT_ID=$$id APP_URL=http://localhost:5173 npx --no-install next start -p 5173

admin: install ## Operations CLI on the embedded database of `make start` (or DATABASE_URL): make admin ARGS="apps list" (docs/deployment.md, Operations CLI)
	@EMONEY_DATA_DIR=$${EMONEY_DATA_DIR:-.data} node server/bin/emoney.js admin $(ARGS)

dev: install generate ## Run the API server in watch mode
	EMONEY_ONBOARDING_DIR=$${EMONEY_ONBOARDING_DIR:-onboarding/dist} EMONEY_DASHBOARD_DIR=$${EMONEY_DASHBOARD_DIR:-dashboard/dist} EMONEY_DOCS_DIR=$${EMONEY_DOCS_DIR:-docs-site/dist} LOG_FORMAT=$${LOG_FORMAT:-pretty} $(BIN)/tsx watch server/src/main.ts

fuzz: install ## Spec-driven fuzzing: 10,000 generated hostile requests from a fixed seed (FUZZ_SEED, FUZZ_COUNT, FUZZ_ONLY)
	$(BIN)/tsx server/test/fuzz/run.ts

# Every benchmark runs even when one is below its floor; the target fails at the end, naming them.
BENCH_DB := DATABASE_URL=$${DATABASE_URL:-$(PG_TEST_URL)}
define run-benches
	@failed=""; \
	for b in webhooks http orders; do echo "==> bench/$$b.bench.ts $(1)"; $(BENCH_DB) $(2) $(BIN)/tsx bench/$$b.bench.ts $(1) || failed="$$failed $$b"; done; \
	echo "==> bench/idle-rss.bench.ts $(1)"; $(BIN)/tsx bench/idle-rss.bench.ts $(1) || failed="$$failed idle-rss"; \
	if [ -n "$$failed" ]; then echo "below target:$$failed" >&2; exit 1; fi
endef

# Prism, the mock server the full HTTP run measures us against (GET /, GET /tokens): pinned in
# bench/prism/, installed there on the first `make bench` (about 90 MB; not a workspace, not in CI).
PRISM := bench/prism/node_modules/.bin/prism
$(PRISM): bench/prism/package-lock.json
	npm ci --prefix bench/prism --no-audit --no-fund
	@touch $@

bench: install server/dist/main.js $(PRISM) ## Benchmarks (bench/): results against a baseline measured in the same run; webhooks, HTTP (also against Prism) and signed orders on PostgreSQL (DATABASE_URL, default PG_TEST_URL), the embedded default's idle memory on PGlite
	$(call run-benches,,BENCH_PRISM=$(PRISM))

bench-short: install server/dist/main.js ## The benchmarks' short runs with their CI floors (about 2 minutes)
	$(call run-benches,--short)

# Two at a time (CI's machine has two cores; most steps use one). First what reads only the
# sources: generated/ is checked against spec/ before anything may regenerate it, then marked up to
# date (it equals what spec/ gives), so no build here or in `make test` regenerates it, and the
# builds made here are the ones the tests use. Then the builds and what reads them: each reads a
# build through its rule, so make builds it once, before its readers.
CHECK_SOURCES := lint-spec check-breaking check-generated check-contracts check-docs-env lint
CHECK_BUILDS := typecheck build lint-packages size docs-check-snippets storybook
check-static: ## Everything CI checks before the tests
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(CHECK_SOURCES)
	@touch generated/openapi.json
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(CHECK_BUILDS)

bench-ci: install server/dist/main.js ## The HTTP benchmark's short run with its CI floors, as CI runs it after the tests (about 1 minute)
	$(BENCH_DB) $(BIN)/tsx bench/http.bench.ts --short

check: check-static test-all fuzz bench-ci ## Exactly what CI runs

clean: ## Remove build output and local data (not node_modules)
	rm -rf */dist .data docs-site/storybook-static dist-packs test-report
