# Cubist: build, serve and test.

GO ?= go

.PHONY: all build site serve size test test-long vet axe bench-scaling bench bench-examples bench-bedlam bench-design picture clean

GOROOT_DIR = $(shell $(GO) env GOROOT)

all: build site

build:
	$(GO) build -o bin/cubist ./tools/cubist

# site builds everything the page needs into site/, which any static file
# server can then serve as it is.
# It builds the wasm program with -trimpath -ldflags="-s -w", copies
# wasm_exec.js from $(GOROOT)/lib/wasm, writes version.js, and writes a
# .br and a .gz copy beside each file worth compressing.
site:
	$(GO) run ./tools/sitebuild -out site

# size reports what each package costs in the wasm program.
size:
	mkdir -p bin
	GOOS=js GOARCH=wasm $(GO) build -trimpath -tags page -o bin/cubist-names.wasm ./wasm/app
	$(GO) run ./tools/wasmsize bin/cubist-names.wasm

# serve builds the site and serves it on 127.0.0.1:8080.
serve: site
	$(GO) run ./tools/serve -addr 127.0.0.1:8080 -dir site

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/... ./solver/...
	GOOS=js GOARCH=wasm $(GO) vet -tags page ./wasm/app ./solver/format
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || (echo "gofmt needed:"; gofmt -l .; exit 1)

# test runs the tests every change must pass: the Go tests with -short,
# the browser tests in headless Chromium (tools/browser), several tabs at
# once, each test in a browser context of its own, and the solver and wasm
# packages under node. -short leaves the frame-rate tests and the longest
# searches to test-long; under node it also leaves the searches the
# native run has just made. On a fresh clone of a 2-core machine it took
# 5m00s (2026-11-28), 224 s of it the browser tests; the tests took
# about twice as long on another machine of the same kind
# (docs/performance.md, Test time).
NATIVE = $$($(GO) list ./... | grep -v /tools/browser)
test: vet axe
	$(GO) test -short $(NATIVE)
	$(GO) test -short -count=1 -parallel 4 -timeout 30m ./tools/browser
	PATH="$$PATH:$(GOROOT_DIR)/lib/wasm" GOOS=js GOARCH=wasm $(GO) test -short -timeout 30m ./solver/... ./wasm/...

# test-long runs every test, the long searches and the frame-rate tests
# too: before a change to the engines, the view or the site build. The
# browser tests run two tabs at a time, the frame-rate tests alone.
test-long: vet axe
	$(GO) test -timeout 30m $(NATIVE)
	$(GO) test -count=1 -timeout 60m ./tools/browser
	PATH="$$PATH:$(GOROOT_DIR)/lib/wasm" GOOS=js GOARCH=wasm $(GO) test -timeout 60m ./solver/... ./wasm/...

# axe installs axe-core from npm, pinned, into bin/axe (which git
# ignores): the browser tests run it on every view of the page
# (tools/browser/access_test.go).
AXE_VERSION = 4.14.1
AXE = bin/axe/node_modules/axe-core/axe.min.js
axe:
	@head -c 40 $(AXE) 2>/dev/null | grep -q "axe v$(AXE_VERSION)$$" || \
		npm install --prefix bin/axe --no-save --no-package-lock --no-audit --no-fund axe-core@$(AXE_VERSION)

# bench times the benchmark suite (tools/benchsuite) side by side with
# BurrTools where ../shared/peers/burrTxt exists; the whole suite takes
# hours: BENCH=REGEXP picks puzzles by name, SEEDS=K random dissections of
# each kind, CUBIST=PATH an older build of the CLI to time instead.
BENCH ?=
SEEDS ?= 3
bench:
	$(GO) run ./tools/benchsuite -only '$(BENCH)' -seeds $(SEEDS) $(if $(CUBIST),-cubist $(CUBIST))

# bench-scaling prints how counts use every core of this machine: each
# puzzle of SCALING on 1 worker and on one worker a core, beside as many
# one-worker copies run at once, the machine's own limit
# (tools/benchworkers). Bedlam takes about 10 s a count on one core.
CORES ?= $(shell nproc)
SCALING ?= bedlam,tetris-cube,random:4x4x5:13:5-8:12
bench-scaling:
	mkdir -p bin
	$(GO) build -o bin/benchworkers ./tools/benchworkers
	bin/benchworkers -puzzles '$(SCALING)' -workers 1,$(CORES) -copies $(CORES)

# bench-design runs the design search on random sets (tools/benchdesign):
# SEEDS seeds of each kind, on every core; LEVEL asks the 4x4x4 sets for
# another level than 2. Kept out of make test.
bench-design:
	$(GO) run ./tools/benchdesign -seeds $(SEEDS) $(if $(ONLY),-only '$(ONLY)') $(if $(LEVEL),-level $(LEVEL))

# bench-examples times the search alone on the short examples.
bench-examples:
	$(GO) test -run '^$$' -bench 'Soma|Megaron|Galakub|Pentominoes' -benchtime 3x ./tools/bench

# bench-bedlam counts the Bedlam cube once (about a minute on one core).
bench-bedlam:
	$(GO) test -run '^$$' -bench Bedlam -benchtime 1x -timeout 30m ./tools/bench

# picture renews the README's picture, docs/cubist.png, from the browser
# test that solves the Soma cube from the address.
picture:
	$(GO) test -count=1 -run 'TestOpenExampleAndSolveFromTheAddress' ./tools/browser
	cp tools/browser/screenshots/soma-solved.png docs/cubist.png

clean:
	rm -rf bin site/*.wasm site/wasm_exec.js site/version.js
