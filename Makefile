# Cubist: build, serve and test.

GO ?= go

.PHONY: all build serve test vet bench fuzz clean

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
	$(GO) test -run '^$$' -bench . -benchtime 3x ./tools/bench

clean:
	rm -rf bin
