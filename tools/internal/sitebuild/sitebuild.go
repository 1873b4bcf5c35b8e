package sitebuild

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// Programs maps each built file to the package it is built from and the
// build tags beside page. The page's program leaves out taking puzzles
// apart with turns and the design search, which would take a first visit
// past its budget of 1.3 MB with brotli; cubist-turns.wasm and
// cubist-design.wasm, the same program with each, are fetched the first
// time a search asks for turns or a design (site/pool.js).
var Programs = map[string]struct{ Package, Tags string }{
	"cubist.wasm":        {"./wasm/app", "page"},
	"cubist-turns.wasm":  {"./wasm/app", "page,turns"},
	"cubist-design.wasm": {"./wasm/app", "page,design"},
}

// NoInline turns inlining off where the page's program runs nothing hot:
// its own packages and dom/v2, which answer clicks and draw frames, fmt,
// the file formats, read once a file, the puzzle model and STL meshes,
// used once a puzzle, and the packages that carry messages and progress,
// not the search: encoding/json, reflect, strconv, strings, time, vert and
// syscall/js. Without it the program is 43 kB larger with gzip (1,699 kB
// against 1,656 kB, measured on 2026-11-24 with gzip -9, for the first
// four); the model, meshes, encoding/json, strconv and time took off
// another 24 kB (1,708 kB to 1,684 kB, the same day, after ranges and
// colours came), and reflect, strings, vert and syscall/js 24 kB more
// (1,689 kB to 1,665 kB). The design search's own package keeps
// inlining: it counts its variants' solutions itself on cubes (its quick
// counter), and without inlining the page took 4.1 times the native time
// for the same design (BenchmarkDesignBoxBrowserVsNative). The search's
// packages and the disassembler keep inlining too: they run in the same
// program, in the workers.
var NoInline = []string{
	"-gcflags=github.com/cubist/cubist/wasm/...=-l",
	"-gcflags=honnef.co/go/js/dom/v2=-l",
	"-gcflags=fmt=-l",
	"-gcflags=github.com/cubist/cubist/solver/format=-l",
	"-gcflags=github.com/cubist/cubist/solver=-l",
	"-gcflags=github.com/cubist/cubist/solver/mesh=-l",
	"-gcflags=github.com/cubist/cubist/solver/edit=-l",
	"-gcflags=encoding/json=-l",
	"-gcflags=strconv=-l",
	"-gcflags=time=-l",
	"-gcflags=reflect=-l",
	"-gcflags=strings=-l",
	"-gcflags=github.com/norunners/vert=-l",
	"-gcflags=syscall/js=-l",
}

// Build builds the site of the module at root into out, with the
// compressed copies (BuildFiles, then Compress).
func Build(root, out string) error {
	if err := BuildFiles(root, out); err != nil {
		return err
	}
	return Compress(out)
}

// BuildFiles builds every file the site serves into out, without the
// compressed copies, which take most of a build's time. If out is not
// root/site, the static files are copied there first.
func BuildFiles(root, out string) error {
	src := filepath.Join(root, "site")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if same, _ := sameDir(src, out); !same {
		if err := copyStatic(src, out); err != nil {
			return err
		}
	}
	// The programs build one after the other: they share most of their
	// packages, which the first build leaves in the build cache for the
	// others. Side by side, each go command compiled them all itself:
	// with an empty cache, 124 CPU-seconds and 63 s on two cores, against
	// 38 CPU-seconds and 21.5 s one after the other (measured on
	// 2026-11-30); with a full cache, two seconds either way.
	for _, file := range slices.Sorted(maps.Keys(Programs)) {
		// The tag page leaves Go's compress packages out of the program,
		// which packs with the browser's streams (solver/format's
		// pack_page.go).
		// -buildvcs=false: the commit's hash and whether the tree has
		// changes would otherwise go into the program, and brotli's
		// output moves by a kilobyte or more with those 40 bytes, so the
		// same source gave a different first visit on a clean clone.
		args := append([]string{"build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-tags=" + Programs[file].Tags}, NoInline...)
		cmd := exec.Command("go", append(args, "-o", filepath.Join(out, file), Programs[file].Package)...)
		cmd.Dir = root
		// Sign-extension and saturating float-to-int instructions, which
		// every browser of the last five years runs, make smaller code:
		// 1,067 bytes off the program with brotli (measured 2026-11-28).
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOWASM=satconv,signext")
		if msg, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("building %s: %v\n%s", file, err, msg)
		}
	}
	if err := copyFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	return writeVersion(out)
}

// writeVersion names the build by a hash of every file the site serves.
func writeVersion(out string) error {
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	h := sha256.New()
	for _, e := range entries {
		if e.IsDir() || e.Name() == "version.js" || compressed(e.Name()) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(out, e.Name()))
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", e.Name(), len(data))
		h.Write(data)
	}
	version := hex.EncodeToString(h.Sum(nil))[:12]
	js := fmt.Sprintf("// Written by make site: the name of this build.\nself.CUBIST_VERSION = %q;\n", version)
	return os.WriteFile(filepath.Join(out, "version.js"), []byte(js), 0o644)
}

// copyStatic copies the site's own files, not what a build made.
func copyStatic(src, out string) error {
	entries, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasSuffix(name, ".wasm") || name == "wasm_exec.js" || name == "version.js" || compressed(name) {
			continue
		}
		if err := copyFile(filepath.Join(src, name), filepath.Join(out, name)); err != nil {
			return err
		}
	}
	return nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func sameDir(a, b string) (bool, error) {
	sa, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(sa, sb), nil
}
