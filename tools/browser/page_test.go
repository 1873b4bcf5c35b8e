package browser

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
)

func TestOpenExampleAndSolveFromTheAddress(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	counts := eval[string](t, ctx, `document.getElementById("counts").textContent`)
	for _, want := range []string{"11520 solutions", "480 up to rotation", "240 if mirror images count as the same"} {
		if !strings.Contains(counts, want) {
			t.Errorf("counts %q lack %q", counts, want)
		}
	}
	of := eval[string](t, ctx, `document.getElementById("of").textContent`)
	if of != "of 480" {
		t.Errorf("solution browser says %q, want of 480", of)
	}
	first := eval[string](t, ctx, `document.getElementById("layers").textContent`)
	if strings.Count(first, "\n") != 3 || len(strings.Fields(first)) != 9*3 {
		t.Errorf("solution 1 is not three rows of three layers:\n%s", first)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#next`)); err != nil {
		t.Fatal(err)
	}
	second := eval[string](t, ctx, `document.getElementById("layers").textContent`)
	if index := eval[string](t, ctx, `document.getElementById("index").value`); index != "2" || second == first {
		t.Errorf("after next: index %s, layers changed %v", index, second != first)
	}
	// The 3D view shows the solved cube in the seven piece colours.
	img := canvasImage(t, ctx, "#view")
	var palette []color.RGBA
	for _, h := range solver.Palette[:7] {
		palette = append(palette, hexColor(h))
	}
	covered, seen := pixelStats(img, palette)
	t.Logf("the cube covers %.0f%% of the view; colours seen %v", 100*covered, seen)
	if covered < 0.1 || covered > 0.9 {
		t.Errorf("the cube covers %.0f%% of the view", 100*covered)
	}
	for i, ok := range seen {
		if !ok {
			t.Errorf("piece %d's colour %s is not in the view", i, solver.Palette[i])
		}
	}
	if w := eval[string](t, ctx, `document.getElementById("workers").value`); w == "" || w == "0" {
		t.Errorf("the workers box shows %q", w)
	}
	screenshot(t, ctx, "soma-solved")
	// Dragging across the view turns the cube.
	dragBy(t, ctx, "#view", 120, 30)
	settle(t, ctx)
	if changed := differs(img, canvasImage(t, ctx, "#view")); changed < 0.05 {
		t.Errorf("a drag across the view changed %.1f%% of it", 100*changed)
	}
	screenshot(t, ctx, "soma-turned")
	if err := chromedp.Do(ctx, chromedp.Click(`#reset-view`)); err != nil {
		t.Fatal(err)
	}
	settle(t, ctx)
	if changed := differs(img, canvasImage(t, ctx, "#view")); changed > 0.001 {
		t.Errorf("after Reset view, %.1f%% differs from the start", 100*changed)
	}

	// Clicking the cube picks the piece under the pointer out by name.
	if err := chromedp.Do(ctx, chromedp.Click(`#view`)); err != nil {
		t.Fatal(err)
	}
	picked := eval[string](t, ctx, `document.getElementById("picked").textContent`)
	bold := eval[string](t, ctx, `(document.querySelector("#legend li.picked button") || {}).textContent || ""`)
	if !strings.HasPrefix(picked, "Piece ") || picked != "Piece "+bold {
		t.Errorf("after a click on the cube the page says %q and marks %q", picked, bold)
	}
	screenshot(t, ctx, "soma-picked")
	if err := chromedp.Do(ctx, chromedp.Click(`#view`)); err != nil { // the same piece again drops the pick
		t.Fatal(err)
	}
	// Unticking a piece in the legend hides its colour from the view.
	if err := chromedp.Do(ctx, chromedp.Click(`#legend li:first-child input`)); err != nil {
		t.Fatal(err)
	}
	settle(t, ctx)
	if _, shown := pixelStats(canvasImage(t, ctx, "#view"), palette); shown[0] || !shown[1] {
		t.Errorf("with the first piece hidden, colours seen %v", shown)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#legend li:first-child input`)); err != nil {
		t.Fatal(err)
	}

	// Exploded, the pieces stand apart: background shows between them.
	eval[bool](t, ctx, `(() => {
		const e = document.getElementById("explode");
		e.value = "0.8";
		return e.dispatchEvent(new Event("input"));
	})()`)
	settle(t, ctx)
	before, after := fillRatio(img), fillRatio(canvasImage(t, ctx, "#view"))
	t.Logf("the drawing fills %.0f%% of its box together, %.0f%% exploded", 100*before, 100*after)
	if after > before-0.1 {
		t.Errorf("exploding did not open gaps between the pieces")
	}
	screenshot(t, ctx, "soma-exploded")

	// Build mode: three steps in, three pieces stand in the view.
	eval[bool](t, ctx, `(() => {
		const e = document.getElementById("explode");
		e.value = "0";
		return e.dispatchEvent(new Event("input"));
	})()`)
	if err := chromedp.Do(ctx, chromedp.Click(`#build`)); err != nil {
		t.Fatal(err)
	}
	for k := 1; k <= 3; k++ {
		if err := chromedp.Do(ctx, chromedp.Click(`#build-next`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById("build-step").textContent.startsWith("Step %d of 7")`, k))
		settle(t, ctx) // the piece is lowered into place
	}
	step := eval[string](t, ctx, `document.getElementById("build-step").textContent`)
	if !strings.HasPrefix(step, "Step 3 of 7: lower ") {
		t.Errorf("build mode says %q", step)
	}
	built, shown := pixelStats(canvasImage(t, ctx, "#view"), palette)
	pieces := 0
	for _, ok := range shown {
		if ok {
			pieces++
		}
	}
	if pieces != 3 || built >= covered {
		t.Errorf("three steps in, %d piece colours show and %.0f%% is drawn (%.0f%% whole)", pieces, 100*built, 100*covered)
	}
	screenshot(t, ctx, "soma-build-step-3")
}

// waitFor polls a JavaScript condition until it holds, for up to a minute.
func waitFor(t testing.TB, ctx context.Context, cond string) {
	t.Helper()
	if !holdsWithin(t, ctx, cond, time.Minute) {
		t.Fatalf("waited a minute for %s", cond)
	}
}

// holdsWithin polls a JavaScript condition until it holds, for up to d,
// and reports whether it did.
func holdsWithin(t testing.TB, ctx context.Context, cond string, d time.Duration) bool {
	t.Helper()
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if eval[bool](t, ctx, cond) {
			return true
		}
	}
	return false
}

func TestTypedPuzzleSurvivesAReload(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=megaron")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	// Rename the puzzle by typing, as a person would.
	caretAfter(t, ctx, "Megaron cube")
	if err := chromedp.Do(ctx, chromedp.KeyEvent(", my copy")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html"), chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	if name := eval[string](t, ctx, `document.getElementById("puzzle-name").textContent`); name != "Megaron cube, my copy" {
		t.Errorf("after a reload the puzzle is %q", name)
	}
}

func TestLiveChecks(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=megaron")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	checks := eval[string](t, ctx, `document.getElementById("checks").innerText`)
	for _, want := range []string{"The pieces have 27 cubes; the target has 27 cubes.", "Orientations: a 12 · b 24", "No counts up to mirroring: the mirror image of b, c, d, f is not in the set."} {
		if !strings.Contains(checks, want) {
			t.Errorf("checks lack %q:\n%s", want, checks)
		}
	}
	// An unfinished puzzle: a piece that falls apart, two alike, a cell short.
	eval[bool](t, ctx, `(() => {
		const box = document.getElementById("puzzle");
		box.value = JSON.stringify({name: "draft", pieces: [
			{name: "I", cells: [[0,0,0],[1,0,0]]}, {name: "J", cells: [[0,0,0],[0,1,0]]},
			{name: "K", cells: [[0,0,0],[2,0,0]]}], target: {box: [7,1,1]}});
		return box.dispatchEvent(new Event("input"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "draft"`)
	warnings := eval[string](t, ctx, `[...document.querySelectorAll("#checks .warn")].map(li => li.textContent).join("\n")`)
	for _, want := range []string{"The pieces have 6 cubes; the target has 7 cubes.", "Piece K falls apart"} {
		if !strings.Contains(warnings, want) {
			t.Errorf("warnings lack %q:\n%s", want, warnings)
		}
	}
	if checks := eval[string](t, ctx, `document.getElementById("checks").innerText`); !strings.Contains(checks, "I, J have the same shape") {
		t.Errorf("identical pieces not noticed:\n%s", checks)
	}
	// Identical pieces are offered as one piece with a count.
	click(t, ctx, `#checks button.merge`)
	waitFor(t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces.length === 2`)
	merged := eval[map[string]any](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0]`)
	if merged["name"] != "I" || merged["count"] != 2.0 {
		t.Errorf("merged into %v", merged)
	}
	if checks := eval[string](t, ctx, `document.getElementById("checks").innerText`); strings.Contains(checks, "same shape") {
		t.Errorf("after merging, the checks still say:\n%s", checks)
	}
	// A piece's colour can be set.
	click(t, ctx, `#piece-list li:nth-child(2) button`)
	eval[bool](t, ctx, `(() => {
		const c = document.getElementById("piece-color");
		c.value = "#123456";
		return c.dispatchEvent(new Event("change"));
	})()`)
	if c := eval[string](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0].color`); c != "#123456" {
		t.Errorf("the colour is %q", c)
	}
	if example := eval[string](t, ctx, `document.getElementById("example").value`); example != "" {
		t.Errorf("after editing, the example picker still says %q", example)
	}
	if ready := eval[string](t, ctx, `document.getElementById("check").textContent`); ready != "Not ready to solve yet." {
		t.Errorf("an unfinished puzzle is %q", ready)
	}
	screenshot(t, ctx, "live-checks")
}

func TestNoSolutionSuggestsAMirroredPiece(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=megaron-c-mirrored&solve")
	waitFor(t, ctx, `document.getElementById("counts").textContent.includes("Mirroring")`)
	counts := eval[string](t, ctx, `document.getElementById("counts").innerText`)
	for _, want := range []string{"no solution: the search tried every arrangement", "Mirroring just one of these pieces makes the set solvable: b, c, f."} {
		if !strings.Contains(counts, want) {
			t.Errorf("the page lacks %q:\n%s", want, counts)
		}
	}
}

func TestEveryRotatedCopy(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=galakub")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Galakub"`)
	if err := chromedp.Do(ctx, chromedp.Click(`#every`), chromedp.Click(`#solve`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	if of := eval[string](t, ctx, `document.getElementById("of").textContent`); of != "of 8" {
		t.Errorf("with rotated copies, Galakub lists %q; want of 8", of)
	}
}

func TestWebGL1Fallback(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html?webgl=1#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	settle(t, ctx)
	if api := eval[string](t, ctx, `document.getElementById("view").dataset.webgl`); api != "1" {
		t.Fatalf("the view runs on WebGL %q", api)
	}
	var palette []color.RGBA
	for _, h := range solver.Palette[:7] {
		palette = append(palette, hexColor(h))
	}
	covered, seen := pixelStats(canvasImage(t, ctx, "#view"), palette)
	if covered < 0.1 || slices.Contains(seen, false) {
		t.Errorf("on WebGL1 the cube covers %.0f%% and the colours seen are %v", 100*covered, seen)
	}
	if api := eval[string](t, ctx, `document.getElementById("piece-view").dataset.webgl`); api != "1" {
		t.Errorf("the piece preview runs on WebGL %q", api)
	}
}

// dragBy drags the mouse across an element's middle by dx, dy pixels.
func dragBy(t *testing.T, ctx context.Context, selector string, dx, dy float64) {
	t.Helper()
	xy := middle(t, ctx, selector, true)
	var points [][2]float64
	for i := range 9 {
		f := float64(i) / 8
		points = append(points, [2]float64{xy[0] + f*dx, xy[1] + f*dy})
	}
	mouseDrag(t, ctx, points)
}

func TestOnAPhone(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile),
		chromedp.Navigate(baseURL+"index.html#example=soma&solve")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	if wide := eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth + 1`); wide {
		t.Errorf("the page is wider than a phone: %v px", eval[float64](t, ctx, `document.documentElement.scrollWidth`))
	}
	if w := eval[float64](t, ctx, `document.getElementById("view").getBoundingClientRect().width`); w < 250 {
		t.Errorf("the 3D view is %.0f px wide on a phone", w)
	}
	screenshot(t, ctx, "phone")
	eval[bool](t, ctx, `(document.getElementById("view").scrollIntoView(), true)`)
	screenshot(t, ctx, "phone-view")
}

// Opening another puzzle empties the Solutions panel: no solution of the
// last puzzle stays on show, and the 3D view lays out the new set.
func TestAnotherPuzzleClearsTheSolutions(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	solved := canvasImage(t, ctx, "#view")
	if err := chromedp.Do(ctx, chromedp.SetValue(`#example`, "galakub")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("example").dispatchEvent(new Event("change")), true`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Galakub"`)
	state := eval[[]string](t, ctx, `[document.getElementById("of").textContent,
		String(document.getElementById("counts").children.length),
		String(document.getElementById("legend").children.length),
		document.getElementById("layers").textContent]`)
	if state[0] != "No solutions yet" || state[1] != "0" || state[2] != "0" || state[3] != "" {
		t.Errorf("after opening Galakub the Solutions panel shows %q", state)
	}
	parts := canvasImage(t, ctx, "#view")
	covered, _ := pixelStats(parts, nil)
	if covered < 0.02 || differs(solved, parts) < 0.05 {
		t.Errorf("the 3D view of Galakub's pieces is %.1f%% drawn and differs from the Soma solution by %.1f%%", 100*covered, 100*differs(solved, parts))
	}
	screenshot(t, ctx, "galakub-pieces")
	click(t, ctx, `#solve`)
	waitFor(t, ctx, `document.getElementById("of").textContent === "of 1"`)
}
