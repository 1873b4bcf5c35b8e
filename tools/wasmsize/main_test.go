package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestPageKeepsPackagesSmall builds the page program and checks what
// honnef.co/go/js/dom/v2, encoding/xml and archive/zip cost in it. Calling an element method through
// one of the package's interfaces, rather than on a concrete type, keeps
// that method for each of its 140-odd element types: about 60 kB of code
// a method, and 897 kB in all before the page stopped doing it.
func TestPageKeepsPackagesSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the page program")
	}
	out := filepath.Join(t.TempDir(), "app.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, "../../wasm/app")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the page program: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	r, err := measure(data)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 300_000
	if got := r.byPackage["honnef.co/go/js/dom/v2"]; got > limit {
		t.Errorf("dom/v2 has %d bytes of code in the page program, more than %d: is an element method called through an interface? `go build -ldflags=-v=2` lists them as \"reached iface method\"", got, limit)
	} else if got == 0 {
		t.Errorf("no dom/v2 code found in the page program: the name section was not read")
	}
	// The page listens to events through js.Value (ui.Listen): dom/v2's
	// AddEventListener wraps each event in one of its event types, and its
	// wrapper keeps every event type's methods, 283 kB of the program.
	if bytes.Contains(data, []byte("dom_v2.wrapEvent")) {
		t.Errorf("dom/v2's wrapEvent is in the page program: is an AddEventListener of dom/v2 called? Listen with ui.Listen")
	}
	// The page reads XML with the browser's parser (format.XMLParser):
	// of encoding/xml only the package's init is left, 1.9 kB; the whole
	// package was 192 kB.
	if got := r.byPackage["encoding/xml"]; got > 4_000 {
		t.Errorf("encoding/xml has %d bytes of code in the page program, more than its init: something there calls format.ParseXML or encoding/xml", got)
	}
	// The STL download is packed by wasm/api's own zip writer: archive/zip
	// was 50 kB of code.
	if got := r.byPackage["archive/zip"]; got > 0 {
		t.Errorf("archive/zip has %d bytes of code in the page program: the page packs zips with wasm/api's writeZip", got)
	}
}
