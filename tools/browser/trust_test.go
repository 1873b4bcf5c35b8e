package browser

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver/examples"
)

// typeInto replaces a field's text by typing, as a person does: select
// all, then the keys.
func typeInto(t *testing.T, ctx context.Context, selector, text string) {
	t.Helper()
	click(t, ctx, selector)
	eval[bool](t, ctx, `(document.querySelector(`+quote(selector)+`).select(), true)`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(text)); err != nil {
		t.Fatal(err)
	}
}

// Every example opens in the page, whatever its file's format, and one
// stored as text also solves from the address.
func TestEveryExampleOpensInThePage(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	for _, name := range examples.Names() {
		title, err := examples.Title(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.SetValue(`#example`, name)); err != nil {
			t.Fatal(err)
		}
		eval[bool](t, ctx, `document.getElementById("example").dispatchEvent(new Event("change"))`)
		waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === `+quote(title))
		check := eval[string](t, ctx, `document.getElementById("check").textContent`)
		if !strings.HasSuffix(check, "ready to solve") {
			t.Errorf("%s: the page says %q", name, check)
		}
		if solve := eval[bool](t, ctx, `document.getElementById("solve").disabled`); solve {
			t.Errorf("%s: Solve is off", name)
		}
	}
	ctx = openPage(t, "index.html#example=tlv-cube&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	counts := eval[string](t, ctx, `document.getElementById("counts").textContent`)
	for _, want := range []string{"5088 solutions", "212 up to rotation", "108 if mirror images"} {
		if !strings.Contains(counts, want) {
			t.Errorf("tlv-cube from the address: counts %q lack %q", counts, want)
		}
	}
}

// Stop keeps what the search found: the page, Cubist.count and
// Cubist.solve report it as partial.
func TestStopKeepsTheTally(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=bedlam")
	waitFor(t, ctx, `!document.getElementById("count").disabled`)
	click(t, ctx, `#count`)
	waitFor(t, ctx, `/ [1-9][0-9]* solutions/.test(document.getElementById("progress").textContent)`)
	time.Sleep(300 * time.Millisecond)
	click(t, ctx, `#stop`)
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Stopped")`)
	progress := eval[string](t, ctx, `document.getElementById("progress").textContent`)
	partial := eval[string](t, ctx, `(document.querySelector("#counts li.partial") || {}).textContent || ""`)
	t.Logf("after Stop: %q; %q", progress, partial)
	if strings.Contains(progress, " 0 solutions") || !strings.Contains(partial, "Partial counts") || strings.Contains(partial, " 0 solutions") {
		t.Errorf("after Stop the page says %q and %q", progress, partial)
	}
	for _, method := range []string{"count", "solve"} {
		out := eval[map[string]any](t, ctx, `(async () => {
			const ac = new AbortController();
			let found = 0;
			const p = Cubist.`+method+`(`+example(t, "bedlam")+`, {signal: ac.signal, workers: 2, onProgress: (pr) => { found = pr.solutions; }});
			// Stop once the workers have reported solutions (starting them
			// and preparing the jobs takes a moment on a busy machine).
			await new Promise(r => { const w = () => found > 0 ? r() : setTimeout(w, 20); w(); });
			await new Promise(r => setTimeout(r, 300));
			ac.abort();
			const r = await p;
			return r.counts || r;
		})()`)
		if out["complete"] != false || out["solutions"].(float64) <= 0 || out["distinct"].(float64) <= 0 || out["nodes"].(float64) <= 0 {
			t.Errorf("Cubist.%s stopped gives %v", method, out)
		}
		if _, ok := out["distinct_mirror"]; !ok {
			t.Errorf("Cubist.%s stopped gives no distinct_mirror", method)
		}
	}
}

// A damaged share link says so at the top of the page, and shows no other
// puzzle solved as if it were the link's.
func TestDamagedLinkSaysSo(t *testing.T) {
	t.Parallel()
	code := shareCode(t, "galakub")
	ctx := openPage(t, "index.html#p="+code[:len(code)-13]+"&solve")
	waitFor(t, ctx, `!document.getElementById("notice").hidden`)
	notice := eval[string](t, ctx, `document.getElementById("notice").textContent`)
	if !strings.Contains(notice, "cut short") || !strings.Contains(notice, "not the link's puzzle") {
		t.Errorf("the notice says %q", notice)
	}
	if top := eval[float64](t, ctx, `document.getElementById("notice").getBoundingClientRect().top`); top < 0 || top > 200 {
		t.Errorf("the notice is %.0f px down", top)
	}
	time.Sleep(500 * time.Millisecond)
	if n := eval[int](t, ctx, `document.getElementById("counts").children.length`); n != 0 {
		t.Errorf("a damaged link solved the puzzle shown instead")
	}
	screenshot(t, ctx, "damaged-link")
}

// Text in the JSON box that does not parse never takes the place of the
// last puzzle: not in the box's saved copy, nor in My puzzles.
func TestInvalidJSONKeepsTheLastPuzzle(t *testing.T) {
	t.Parallel()
	ctx := openEmptyPage(t)
	// Breaking an example's text keeps the example, as it read, with the
	// text beside it as a draft.
	typeInto(t, ctx, `#puzzle`, "oops")
	const keptExample = `JSON.stringify(JSON.parse(localStorage.getItem("cubist.mine") || "[]").map(k => [k.json.startsWith("{"), k.draft]))`
	holdsSoon(t, ctx, keptExample+` === '[[true,"oops"]]'`)
	if kept := eval[string](t, ctx, keptExample); kept != `[[true,"oops"]]` {
		t.Errorf("a broken example is kept as %s", eval[string](t, ctx, `localStorage.getItem("cubist.mine")`))
	}
	eval[bool](t, ctx, `(localStorage.clear(), true)`)
	// Draw a puzzle of one's own, then break its text and reload. (New
	// puzzle after text that did not parse once stopped the page.)
	click(t, ctx, `#new-puzzle`)

	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "My puzzle"`)
	click(t, ctx, `#add-piece`)
	click(t, ctx, `[data-cell="1,1,0"]`)
	waitFor(t, ctx, `document.getElementById("puzzle").value.includes("[1,1,0]")`)
	drawn := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	typeInto(t, ctx, `#puzzle`, "oops")
	holdsSoon(t, ctx, `(JSON.parse(localStorage.getItem("cubist.mine") || "[]")[0] || {}).draft === "oops"`)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "My puzzle"`)
	if box := eval[string](t, ctx, `document.getElementById("puzzle").value`); box != drawn {
		t.Errorf("after a reload the box holds %q, want the drawing", box)
	}
	if mine := eval[string](t, ctx, `JSON.parse(localStorage.getItem("cubist.mine"))[0].json`); strings.Contains(mine, "oops") || !strings.Contains(mine, "[1,1,0]") {
		t.Errorf("My puzzles holds %s", mine)
	}
	if hidden := eval[bool](t, ctx, `document.getElementById("draft").hidden`); hidden {
		t.Fatal("the draft is not offered")
	}
	click(t, ctx, `#draft-restore`)
	if box := eval[string](t, ctx, `document.getElementById("puzzle").value`); box != "oops" {
		t.Errorf("the draft put back reads %q", box)
	}
}

// pickExample chooses an example in the list, as a person does.
func pickExample(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const list = document.getElementById("example");
		list.value = `+quote(name)+`;
		return list.dispatchEvent(new Event("change"));
	})()`)
}

// Text typed into the JSON box that does not parse yet is not lost when
// another puzzle is opened, however soon: it stays with the puzzle it was
// typed over, in My puzzles, and is offered back when that is opened
// again, after a reload too.
func TestTypedTextSurvivesOpeningAnother(t *testing.T) {
	t.Parallel()
	ctx := openEmptyPage(t)
	pickExample(t, ctx, "megaron")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	half := `{"name": "Half", "pieces": [{"name": "A", "cells": [[0,0,0], [1,`
	typeInto(t, ctx, `#puzzle`, half)
	pickExample(t, ctx, "soma") // at once: before typing pauses
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== "Megaron cube"`)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("mine").options.length === 1`)
	if label := eval[string](t, ctx, `document.getElementById("mine").options[0].textContent`); !strings.HasPrefix(label, "Megaron cube · 6 pieces on cubes, with a draft") {
		t.Errorf("My puzzles lists %q", label)
	}
	eval[bool](t, ctx, `(document.getElementById("mine").selectedIndex = 0, true)`)
	click(t, ctx, `#open-mine`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	if hidden := eval[bool](t, ctx, `document.getElementById("draft").hidden`); hidden {
		t.Fatal("the draft is not offered")
	}
	click(t, ctx, `#draft-restore`)
	if box := eval[string](t, ctx, `document.getElementById("puzzle").value`); box != half {
		t.Errorf("the draft put back reads %q, want %q", box, half)
	}
	// Finishing the text makes it the kept puzzle, and the draft is done.
	typeInto(t, ctx, `#puzzle`, `{"name": "Whole", "target": {"box": [1,1,1]}, "pieces": [{"name": "A", "cells": [[0,0,0]]}]}`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Whole"`)
	const keptWhole = `JSON.stringify(JSON.parse(localStorage.getItem("cubist.mine")).map(k => [k.name, k.draft || ""]))`
	holdsSoon(t, ctx, keptWhole+` === '[["Whole",""]]'`)
	if kept := eval[string](t, ctx, keptWhole); kept != `[["Whole",""]]` {
		t.Errorf("My puzzles holds %s", kept)
	}
}

// Solve and Count are off while the page says the puzzle is not ready.
func TestSolveWaitsForAReadyPuzzle(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	click(t, ctx, `#new-puzzle`)
	waitFor(t, ctx, `document.getElementById("check").textContent === "Not ready to solve yet."`)
	if on := eval[bool](t, ctx, `!document.getElementById("solve").disabled || !document.getElementById("count").disabled`); on {
		t.Error("Solve or Count is on for a puzzle that is not ready")
	}
	typeInto(t, ctx, `#puzzle`, "{")
	waitFor(t, ctx, `document.getElementById("check").classList.contains("error")`)
	if on := eval[bool](t, ctx, `!document.getElementById("solve").disabled`); on {
		t.Error("Solve is on for text that does not parse")
	}
}

// An example opened and left alone is still that example after a reload.
func TestUntouchedExampleSurvivesAReload(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=megaron")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	eval[bool](t, ctx, `(history.replaceState(null, "", "index.html"), true)`)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	if v := eval[string](t, ctx, `document.getElementById("example").value`); v != "megaron" {
		t.Errorf("after a reload the example list shows %q", v)
	}
}

// Values the editor's fields cannot take get a message, not a silent
// revert; a box too large to list is not called empty.
func TestFieldsSayWhatTheyRefuse(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	for _, v := range []string{"999", "0", "-5"} {
		eval[bool](t, ctx, `(() => {
			const f = document.getElementById("grid-x");
			f.value = `+quote(v)+`;
			return f.dispatchEvent(new Event("change"));
		})()`)
		msg := eval[string](t, ctx, `document.getElementById("field-error").textContent`)
		if !strings.Contains(msg, `"`+v+`"`) || !strings.Contains(msg, "1 to 64") {
			t.Errorf("grid x = %s: the page says %q", v, msg)
		}
	}
	eval[bool](t, ctx, `(() => {
		const box = document.getElementById("puzzle");
		box.value = JSON.stringify({name: "huge", pieces: [{name: "A", cells: [[0,0,0]]}], target: {box: [64, 64, 64]}});
		return box.dispatchEvent(new Event("input"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "huge"`)
	checks := eval[string](t, ctx, `document.getElementById("checks").innerText`)
	if strings.Contains(checks, "the target has 0") || !strings.Contains(checks, "262144 cells") {
		t.Errorf("a 64x64x64 box: checks say\n%s", checks)
	}
}

// Picture (PNG) is a real picture, 2048 pixels wide, whatever the view's
// size on screen.
func TestPictureIsFullSize(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	dir := t.TempDir()
	allowDownloads(t, ctx, dir)
	data := download(t, ctx, dir, `#png`)
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	shape := eval[float64](t, ctx, `(() => { const c = document.getElementById("view"); return c.clientHeight / c.clientWidth; })()`)
	if w != 2048 || h < int(2048*shape)-2 || h > int(2048*shape)+2 {
		t.Errorf("the picture is %dx%d; want 2048 wide in the view's shape (%.3f)", w, h, shape)
	}
	if filled := fillRatio(img); filled < 0.05 {
		t.Errorf("the picture is %.0f%% drawn", 100*filled)
	}
	// The outlines are drawn at the picture's own resolution: from a
	// face to its dark edge in a pixel or two, so that rows through the
	// cube cross many steep steps, not soft ramps of several pixels.
	steep := 0
	for _, y := range []int{h / 3, h / 2, 2 * h / 3} {
		last := -1.0
		for x := range w {
			r, g, b, _ := img.At(x, y).RGBA()
			l := (0.3*float64(r) + 0.59*float64(g) + 0.11*float64(b)) / 257
			if last >= 0 && math.Abs(l-last) >= 50 {
				steep++
			}
			last = l
		}
	}
	t.Logf("%d steps of 50 or more between neighbouring pixels on three rows", steep)
	if steep < 17 { // 24 measured; 10 with the softer edges before
		t.Errorf("the outlines are soft: %d steep steps on three rows through the picture", steep)
	}
	os.MkdirAll("screenshots", 0o755)
	os.WriteFile(filepath.Join("screenshots", "exported-picture.png"), data, 0o644)
}

// A piece picked before Build it fades nothing once building starts: the
// last step looks like the whole solution.
func TestBuildDropsThePick(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	// Buttons that come and go must not change the view's size, so that
	// the pictures compare.
	eval[bool](t, ctx, `(() => { const v = document.getElementById("view"); v.style.width = "400px"; v.style.height = "300px"; return true; })()`)
	waitFor(t, ctx, `document.getElementById("view").width === 400`)
	settle(t, ctx)
	whole := canvasImage(t, ctx, "#view")
	click(t, ctx, `#legend li:first-child button`)
	settle(t, ctx)
	if differs(whole, canvasImage(t, ctx, "#view")) < 0.01 {
		t.Fatal("picking a piece changed nothing")
	}
	click(t, ctx, `#build`)
	for k := 1; k <= 7; k++ {
		click(t, ctx, `#build-next`)
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById("build-step").textContent.startsWith("Step %d of 7")`, k))
	}
	// The last piece is lowered within a few frames, however slowly they
	// come.
	settle(t, ctx)
	built := canvasImage(t, ctx, "#view")
	for deadline := time.Now().Add(10 * time.Second); differs(whole, built) > 0.01 && time.Now().Before(deadline); {
		time.Sleep(200 * time.Millisecond)
		built = canvasImage(t, ctx, "#view")
	}
	if d := differs(whole, built); d > 0.01 {
		t.Logf("the solution's picture is %v, built %v", whole.Bounds(), built.Bounds())
		t.Errorf("built whole, %.1f%% of the view differs from the solution: pieces stayed faded", 100*d)
	}
}
