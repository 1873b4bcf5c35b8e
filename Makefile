# Cubist: build, serve and test.

GO ?= go

.PHONY: all build serve test vet bench bench-bedlam clean

all: build

build:
	$(GO) build -o bin/cubist ./tools/cubist

# serve prints the CLI's answer for the built-in Soma example.
serve: build
	./bin/cubist solve --count soma
	./bin/cubist solve soma

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || (echo "gofmt needed:"; gofmt -l .; exit 1)

test: vet
	$(GO) test ./...
	GOOS=js GOARCH=wasm $(GO) build ./solver/...

bench:
	$(GO) test -run '^$$' -bench 'Soma|Megaron|Galakub|Pentominoes' -benchtime 3x ./tools/bench

# bench-bedlam counts the Bedlam cube once (about a minute on one core).
bench-bedlam:
	$(GO) test -run '^$$' -bench Bedlam -benchtime 1x -timeout 30m ./tools/bench

clean:
	rm -rf bin
