package browser

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pieceCells reads the cells of piece i from the JSON box, sorted as the
// editor writes them.
func pieceCells(t *testing.T, ctx context.Context, i int) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces[%d].cells)`, i))
}

// targetOf reads the target from the JSON box.
func targetOf(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).target)`)
}

// shiftClick clicks the middle of an element with Shift held, as a
// person does.
func shiftClick(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	clickAt(t, ctx, middle(t, ctx, selector, true), int64(chromedp.ModifierShift))
}

// clickAt clicks a point of the window, in CSS pixels, with the modifier
// keys given (chromedp's Modifier bits).
func clickAt(t *testing.T, ctx context.Context, xy [2]float64, mods int64) {
	t.Helper()
	for _, kind := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{
			Type: kind, X: xy[0], Y: xy[1], Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1, Modifiers: mods,
		}); err != nil {
			t.Fatal(err)
		}
	}
}

// An L drawn on the grid is turned, mirrored and shifted with the shape
// tools and a key, each checked cell by cell, and undone to the start.
func TestShapeToolsTurnMirrorAndShift(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	for _, c := range []string{"0,0,0", "1,0,0", "2,0,0", "2,1,0"} {
		click(t, ctx, `[data-cell="`+c+`"]`)
	}
	steps := []struct{ do, want string }{
		{"", `[[0,0,0],[1,0,0],[2,0,0],[2,1,0]]`},
		// A quarter turn about Z takes +X to +Y; the lowest corner stays.
		{"#turn-Z", `[[1,0,0],[1,1,0],[0,2,0],[1,2,0]]`},
		{"#mirror-X", `[[0,0,0],[0,1,0],[0,2,0],[1,2,0]]`},
		{"#shift-X-plus", `[[1,0,0],[1,1,0],[1,2,0],[2,2,0]]`},
		{"#shift-Z-plus", `[[1,0,1],[1,1,1],[1,2,1],[2,2,1]]`},
		// About X, +Y goes to +Z: the L stands up, the corner kept.
		{"#turn-X", `[[1,0,1],[1,0,2],[1,0,3],[2,0,3]]`},
		{"#mirror-Z", `[[1,0,1],[2,0,1],[1,0,2],[1,0,3]]`},
		{"#trim", `[[0,0,0],[1,0,0],[0,0,1],[0,0,2]]`},
	}
	for _, s := range steps {
		if s.do != "" {
			click(t, ctx, s.do)
		}
		if got := pieceCells(t, ctx, 0); got != s.want {
			t.Fatalf("after %s: %s, want %s", s.do, got, s.want)
		}
	}
	// A shift that would take a cube below 0 changes nothing, and says so.
	click(t, ctx, "#shift-X-minus")
	if got := pieceCells(t, ctx, 0); got != steps[len(steps)-1].want {
		t.Errorf("a shift out of the grid gave %s", got)
	}
	if msg := eval[string](t, ctx, `document.getElementById("field-error").textContent`); !strings.Contains(msg, "outside the grid") {
		t.Errorf("a shift out of the grid says %q", msg)
	}
	// The key z turns as the button does.
	eval[bool](t, ctx, `(document.activeElement.blur(), true)`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("z")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces[0].cells) === "[[0,0,0],[0,1,0],[0,0,1],[0,0,2]]"`)
	// The later change that worked leaves the shift's refusal behind.
	if msg := eval[string](t, ctx, `document.getElementById("field-error").textContent`); msg != "" {
		t.Errorf("after a later turn, the field still says %q", msg)
	}
	// Every step undoes, back to the four clicks and then to nothing.
	for i := len(steps) - 1; i >= 0; i-- {
		click(t, ctx, "#undo")
		if got := pieceCells(t, ctx, 0); got != steps[i].want {
			t.Fatalf("undone to step %d: %s, want %s", i, got, steps[i].want)
		}
	}
	for range 4 {
		click(t, ctx, "#undo")
	}
	if got := pieceCells(t, ctx, 0); got != "[]" {
		t.Errorf("undone to the start: %s", got)
	}
	screenshot(t, ctx, "shape-tools")
}

// Symmetric drawing fills the mirrored cells too; Shift+click fills a
// column through every layer.
func TestSymmetricAndColumnDrawing(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	click(t, ctx, "#grid-x")
	eval[bool](t, ctx, `(() => {
		for (const [id, v] of [["grid-x", "4"], ["grid-y", "3"], ["grid-z", "3"]]) {
			const f = document.getElementById(id);
			f.value = v;
			f.dispatchEvent(new Event("change"));
		}
		return true;
	})()`)
	click(t, ctx, "#sym-X")
	click(t, ctx, `[data-cell="0,1,0"]`)
	if got := pieceCells(t, ctx, 0); got != "[[0,1,0],[3,1,0]]" {
		t.Errorf("drawn symmetrically along X: %s", got)
	}
	click(t, ctx, "#sym-Y")
	click(t, ctx, `[data-cell="1,0,0"]`)
	if got := pieceCells(t, ctx, 0); got != "[[1,0,0],[2,0,0],[0,1,0],[3,1,0],[1,2,0],[2,2,0]]" {
		t.Errorf("drawn symmetrically along X and Y: %s", got)
	}
	click(t, ctx, "#sym-X")
	click(t, ctx, "#sym-Y")
	shiftClick(t, ctx, `[data-cell="1,1,0"]`)
	if got := pieceCells(t, ctx, 0); !strings.Contains(got, "[1,1,0]") || !strings.Contains(got, "[1,1,1]") || !strings.Contains(got, "[1,1,2]") {
		t.Errorf("a column through the layers: %s", got)
	}
	shiftClick(t, ctx, `[data-cell="1,1,0"]`)
	if got := pieceCells(t, ctx, 0); strings.Contains(got, "[1,1,") {
		t.Errorf("a column cleared: %s", got)
	}
	screenshot(t, ctx, "symmetric-drawing")
}

// Fill inside fills what a ring shuts in; hollowing a box target makes its
// inside optional; a piece's shape copied into the target makes a puzzle
// that solves.
func TestFillHollowCopyAndSolve(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	for _, c := range []string{"0,0,0", "1,0,0", "2,0,0", "0,1,0", "2,1,0", "0,2,0", "1,2,0", "2,2,0"} {
		click(t, ctx, `[data-cell="`+c+`"]`)
	}
	click(t, ctx, "#fill-inside")
	if got := pieceCells(t, ctx, 0); !strings.Contains(got, "[1,1,0]") || strings.Count(got, "[") != 10 {
		t.Errorf("the ring filled: %s", got)
	}
	click(t, ctx, `#piece-list li:first-child button`) // the target, a 3x3x3 box
	click(t, ctx, "#hollow")
	if got := targetOf(t, ctx); !strings.Contains(got, `"optional":[[1,1,1]]`) || strings.Count(got, "],[") != 25 {
		t.Errorf("the hollowed target: %s", got)
	}
	click(t, ctx, "#scale-2")
	if got := targetOf(t, ctx); strings.Count(got, "],[") != 6*6*6-2 {
		t.Errorf("the target scaled ×2 has %d cells: %.200s", strings.Count(got, "],[")+2, got)
	}
	// The target takes the 3x3 square's shape; one piece fills it.
	eval[bool](t, ctx, `(() => {
		const s = document.getElementById("copy-from");
		s.value = "0";
		return s.dispatchEvent(new Event("change"));
	})()`)
	if got := targetOf(t, ctx); got != `{"box":[3,3,1]}` {
		t.Errorf("the target copied from the square: %s", got)
	}
	waitFor(t, ctx, `!document.getElementById("solve").disabled`)
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("counts").textContent.includes("1 solution")`)
	screenshot(t, ctx, "fill-hollow-solve")
}

// Cubes drawn by clicking faces in the piece's 3D view, at several view
// angles: each click adds a cube against the face hit, Shift+click takes
// one away, a click on nothing changes nothing, and the grid follows.
func TestDrawInThe3DView(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	click(t, ctx, `[data-cell="0,0,0"]`)
	waitFor(t, ctx, `document.getElementById("piece-view").clientWidth > 0`)
	canvas := middle(t, ctx, "#piece-view", true)
	// From the starting angle, below and to the left of the cube, the
	// middle of the view is its front face (-Y): the new cube goes in
	// front, and the grid grows that way, moving the first cube back.
	clickAt(t, ctx, canvas, 0)
	if got := pieceCells(t, ctx, 0); got != "[[0,0,0],[0,1,0]]" {
		t.Fatalf("after a click on the front face: %s", got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#grid .on").length`); n != 2 {
		t.Errorf("the grid shows %d filled cells, want 2", n)
	}
	// A click in a corner of the view hits nothing.
	rect := eval[[]float64](t, ctx, `(() => { const r = document.getElementById("piece-view").getBoundingClientRect(); return [r.left, r.top]; })()`)
	clickAt(t, ctx, [2]float64{rect[0] + 3, rect[1] + 3}, 0)
	if got := pieceCells(t, ctx, 0); got != "[[0,0,0],[0,1,0]]" {
		t.Errorf("a click on nothing changed the piece to %s", got)
	}
	// Turned to other angles with the keys, every click on the middle
	// adds one cube that touches the rest by a face.
	focus := `(document.getElementById("piece-view").focus(), true)`
	for i, keys := range []string{kb.ArrowLeft + kb.ArrowLeft, kb.ArrowUp + kb.ArrowUp, kb.ArrowRight + kb.ArrowRight + kb.ArrowRight, kb.ArrowDown + kb.ArrowDown + kb.ArrowDown + kb.ArrowDown} {
		eval[bool](t, ctx, `(document.getElementById("piece-view").tabIndex = 0, true)`)
		eval[bool](t, ctx, focus)
		if err := chromedp.Do(ctx, chromedp.KeyEvent(keys)); err != nil {
			t.Fatal(err)
		}
		before := strings.Count(pieceCells(t, ctx, 0), "],[") + 1
		clickAt(t, ctx, canvas, 0)
		after := pieceCells(t, ctx, 0)
		if n := strings.Count(after, "],[") + 1; n != before+1 {
			t.Errorf("angle %d: a click took the piece from %d to %d cubes: %s", i, before, n, after)
		}
		if checks := eval[string](t, ctx, `document.getElementById("checks").innerText`); strings.Contains(checks, "not connected") {
			t.Errorf("angle %d: the piece fell apart: %s", i, after)
		}
	}
	// Shift+click takes the cube in the middle away.
	before := strings.Count(pieceCells(t, ctx, 0), "],[") + 1
	clickAt(t, ctx, canvas, int64(chromedp.ModifierShift))
	if n := strings.Count(pieceCells(t, ctx, 0), "],[") + 1; n != before-1 {
		t.Errorf("Shift+click took the piece from %d to %d cubes", before, n)
	}
	// Each click undoes on its own.
	undone := []string{}
	for range 6 {
		click(t, ctx, "#undo")
		undone = append(undone, pieceCells(t, ctx, 0))
	}
	if !slices.Contains(undone, "[[0,0,0],[0,1,0]]") || undone[len(undone)-1] != "[[0,0,0]]" {
		t.Errorf("undoing the clicks: %v", undone)
	}
	screenshot(t, ctx, "draw-in-3d")
}

// In the main view, while it lays the pieces out, a click on a piece's
// face adds a cube to that piece, and a Shift+click takes one away; once
// a solution is shown, a click picks a piece out instead.
func TestDrawInTheMainView(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	for _, c := range []string{"0,0,0", "1,0,0", "2,0,0"} {
		click(t, ctx, `[data-cell="`+c+`"]`)
	}
	click(t, ctx, `#piece-list li:first-child button`) // drawing the target: the click picks the piece
	waitFor(t, ctx, `document.getElementById("view").clientWidth > 0`)
	// Click where the bar is drawn: the pixel nearest the middle of those
	// in the piece's colour.
	swatch := eval[[]float64](t, ctx, `getComputedStyle(document.querySelector("#piece-list li:nth-child(2) .swatch")).backgroundColor.match(/\d+/g).map(Number)`)
	img := canvasImage(t, ctx, "#view")
	var sum [2]float64
	var hits [][2]int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if math.Abs(float64(r>>8)-swatch[0]) < 40 && math.Abs(float64(g>>8)-swatch[1]) < 40 && math.Abs(float64(bl>>8)-swatch[2]) < 40 {
				hits = append(hits, [2]int{x, y})
				sum[0], sum[1] = sum[0]+float64(x), sum[1]+float64(y)
			}
		}
	}
	if len(hits) == 0 {
		t.Fatal("the bar is nowhere in the view")
	}
	mid := [2]float64{sum[0] / float64(len(hits)), sum[1] / float64(len(hits))}
	best := hits[0]
	for _, h := range hits {
		if (float64(h[0])-mid[0])*(float64(h[0])-mid[0])+(float64(h[1])-mid[1])*(float64(h[1])-mid[1]) < (float64(best[0])-mid[0])*(float64(best[0])-mid[0])+(float64(best[1])-mid[1])*(float64(best[1])-mid[1]) {
			best = h
		}
	}
	rect := eval[[]float64](t, ctx, `(() => { const c = document.getElementById("view"), r = c.getBoundingClientRect(); return [r.left, r.top, r.width / c.width]; })()`)
	view := [2]float64{rect[0] + float64(best[0])*rect[2], rect[1] + float64(best[1])*rect[2]}
	clickAt(t, ctx, view, 0)
	after := pieceCells(t, ctx, 0)
	if strings.Count(after, "[") != 5 {
		t.Fatalf("a click on the laid-out bar made it %s", after)
	}
	if checks := eval[string](t, ctx, `document.getElementById("checks").innerText`); strings.Contains(checks, "not connected") {
		t.Errorf("the piece fell apart: %s", after)
	}
	if pressed := eval[string](t, ctx, `document.querySelector("#piece-list [aria-pressed=true]").textContent`); !strings.Contains(pressed, "A") {
		t.Errorf("the piece drawn on is not the one picked in the editor: %q", pressed)
	}
	clickAt(t, ctx, view, int64(chromedp.ModifierShift))
	if again := pieceCells(t, ctx, 0); strings.Count(again, "[") != 4 {
		t.Errorf("Shift+click made the bar %s", again)
	}
	screenshot(t, ctx, "draw-in-the-main-view")
}
