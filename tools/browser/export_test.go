package browser

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/mesh"
)

func TestDownloadSTL(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	dir := t.TempDir()
	allowDownloads(t, ctx, dir)
	if err := chromedp.Do(ctx, chromedp.SetValue(`#cube-mm`, "25"), chromedp.SetValue(`#clearance-mm`, "0.5")); err != nil {
		t.Fatal(err)
	}
	data := download(t, ctx, dir, `#stl`)
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	stls := 0
	for _, f := range zr.File {
		// Each entry is dated with the time of the download, not left
		// blank (which zip tools show as 1980-00-00).
		if age := time.Since(f.Modified); age < -24*time.Hour || age > 24*time.Hour {
			t.Errorf("%s is dated %v", f.Name, f.Modified)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		b.ReadFrom(rc)
		rc.Close()
		if !strings.HasSuffix(f.Name, ".stl") {
			continue
		}
		stls++
		tris := readSTL(t, b.Bytes())
		if p := mesh.Check(tris); !p.OK() {
			t.Errorf("%s is not a closed mesh: %+v", f.Name, p)
		}
		// Soma's pieces have 3 or 4 cubes of 25 mm, each face moved in by
		// 0.5 mm: a little less than 3 or 4 cubes, and more than as many
		// cubes of 24 mm.
		v := mesh.Volume(tris) / (25 * 25 * 25)
		if v < 3*0.96*0.96*0.96 || v > 3.999 || v > 2.999 && v < 4*0.96*0.96*0.96 {
			t.Errorf("%s: %d facets, %.3f cubes", f.Name, len(tris), v)
		}
		lo := tris[0].V[0]
		for _, tri := range tris {
			for _, p := range tri.V {
				for a := range 3 {
					lo[a] = min(lo[a], p[a])
				}
			}
		}
		if lo != (mesh.Vec{0.5, 0.5, 0.5}) {
			t.Errorf("%s: the corner nearest the origin is %v, want 0.5 mm in on every axis", f.Name, lo)
		}
	}
	if stls != 7 {
		t.Errorf("the zip holds %d STL files, want 7", stls)
	}

	// The layers of the shown solution as SVG: 27 cells and a background.
	svg := download(t, ctx, dir, `#svg`)
	if n := strings.Count(string(svg), "<rect "); n != 28 || !strings.HasPrefix(string(svg), "<svg ") {
		t.Errorf("the SVG has %d rectangles:\n%.200s", n, svg)
	}
}

// download clicks a button and returns the file it downloads.
func download(t *testing.T, ctx context.Context, dir, button string) []byte {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	progress := chromedp.Events(wait, browser.DownloadProgress)
	click(t, ctx, button)
	for ev, err := range progress {
		if err != nil {
			t.Fatalf("waiting for the download: %v", err)
		}
		if ev.State == browser.DownloadProgressStateCompleted {
			data, err := os.ReadFile(filepath.Join(dir, ev.GUID))
			if err != nil {
				t.Fatal(err)
			}
			return data
		}
	}
	t.Fatal("no download")
	return nil
}

// readSTL parses a binary STL file.
func readSTL(t *testing.T, data []byte) []mesh.Triangle {
	t.Helper()
	if len(data) < 84 {
		t.Fatalf("STL of %d bytes", len(data))
	}
	n := binary.LittleEndian.Uint32(data[80:])
	if len(data) != 84+50*int(n) {
		t.Fatalf("STL of %d bytes says %d facets", len(data), n)
	}
	tris := make([]mesh.Triangle, n)
	for i := range tris {
		binary.Read(bytes.NewReader(data[84+50*i:]), binary.LittleEndian, &tris[i])
	}
	return tris
}

func TestOpenAndSaveFiles(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	// Open the Galakub example as a BurrTools file.
	dir := t.TempDir()
	path := filepath.Join(dir, "galakub.xmpuzzle")
	data, err := format.Write(mustExample(t, "galakub"), "xmpuzzle")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, data, 0o644)
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{path})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Galakub"`)
	if ready := eval[string](t, ctx, `document.getElementById("check").textContent`); ready != "8 pieces, 64 cells, ready to solve" {
		t.Errorf("the opened file is %q", ready)
	}
	// Save it as text, and read that back.
	allowDownloads(t, ctx, dir)
	text := download(t, ctx, dir, `#save-txt`)
	p, err := format.ParseText(text)
	if err != nil || p.Name != "Galakub" || len(p.Pieces) != 3 {
		t.Fatalf("the saved text reads back as %v, %v:\n%s", p, err, text)
	}
	// A broken file gives a message and leaves the puzzle alone.
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"name": "x", "pieces": [`), 0o644)
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{bad})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("error").textContent.startsWith("bad.json: ")`)
	if name := eval[string](t, ctx, `document.getElementById("puzzle-name").textContent`); name != "Galakub" {
		t.Errorf("after a broken file the puzzle is %q", name)
	}
	// The page reads BurrTools XML with the browser's own parser: a damaged
	// file names the line, and a Latin-1 one reads.
	broken := filepath.Join(dir, "broken.xml")
	os.WriteFile(broken, []byte("<?xml version=\"1.0\"?>\n<puzzle version=\"2\">\n<shapes>\n</puzzle>\n"), 0o644)
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{broken})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("error").textContent.startsWith("broken.xml: ")`)
	msg := eval[string](t, ctx, `document.getElementById("error").textContent`)
	t.Logf("a damaged XML file says %q", msg)
	if !strings.Contains(msg, "xmpuzzle: ") || !strings.Contains(msg, "line 4") {
		t.Errorf("a damaged XML file says %q", msg)
	}
	soma, err := format.Write(mustExample(t, "soma"), "xml")
	if err != nil {
		t.Fatal(err)
	}
	latin1 := bytes.Replace(soma, []byte(`encoding="UTF-8"`), []byte(`encoding="ISO-8859-1"`), 1)
	latin1 = bytes.Replace(latin1, []byte(`name="Soma`), []byte("name=\"W\xfcrfel"), 1)
	path = filepath.Join(dir, "wuerfel.xml")
	os.WriteFile(path, latin1, 0o644)
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{path})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent.startsWith("Würfel")`)
}

func TestSTLWarnsOfEdgeContacts(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	// Cubes [0,0,0] and [1,1,0] meet only along an edge.
	eval[bool](t, ctx, `(() => {
		const box = document.getElementById("puzzle");
		box.value = JSON.stringify({name: "hook", pieces: [{name: "H", cells: [[0,0,0],[0,0,1],[1,0,1],[1,1,1],[1,1,0]]}], target: {box: [5,1,1]}});
		return box.dispatchEvent(new Event("input"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "hook"`)
	errorSays := `document.getElementById("error").textContent`
	// With no clearance the two cubes share the edge.
	if err := chromedp.Do(ctx, chromedp.SetValue(`#clearance-mm`, "0")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `#stl`)
	waitFor(t, ctx, errorSays+`.includes("touch only along an edge")`)
	// A clearance too large for the cubes is refused.
	if err := chromedp.Do(ctx, chromedp.SetValue(`#clearance-mm`, "6")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `#stl`)
	// Said beside the fields, with the menu open; they come before the
	// button.
	waitFor(t, ctx, `document.getElementById("stl-error").textContent === "the clearance must be from 0 to a quarter of the cell size (5 mm for cells of 20 mm)."`)
	if open := eval[bool](t, ctx, `document.getElementById("export-menu").open`); !open {
		t.Error("a refused clearance closed the menu")
	}
	if order := eval[bool](t, ctx, `(() => {
		const top = id => document.getElementById(id).getBoundingClientRect().top;
		return top("cube-mm") < top("stl") && top("clearance-mm") < top("stl") && top("stl") < top("stl-error");
	})()`); !order {
		t.Error("the STL fields do not come before the button, or the message after it")
	}
	// A cell size of 0 is refused there too.
	if err := chromedp.Do(ctx, chromedp.SetValue(`#cube-mm`, "0")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `#stl`)
	waitFor(t, ctx, `document.getElementById("stl-error").textContent.includes("cell size")`)
	screenshot(t, ctx, "stl-error")
	if err := chromedp.Do(ctx, chromedp.SetValue(`#cube-mm`, "20")); err != nil {
		t.Fatal(err)
	}
	// The default clearance parts them: no warning.
	if err := chromedp.Do(ctx, chromedp.SetValue(`#clearance-mm`, "0.1")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `#stl`)
	waitFor(t, ctx, errorSays+` === "" && document.getElementById("stl-error").textContent === ""`)
}
