package browser

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// somaPieces are the Soma cube's pieces as a person would draw them.
var somaPieces = []struct {
	name  string
	cells [][3]int
}{
	{"V", [][3]int{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}},
	{"L", [][3]int{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}}},
	{"T", [][3]int{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1, 1, 0}}},
	{"Z", [][3]int{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {2, 1, 0}}},
	{"A", [][3]int{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}},
	{"B", [][3]int{{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {1, 1, 0}}},
	{"P", [][3]int{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
}

// click clicks an element, failing the test if it cannot. An element in
// a closed menu is reached as a person does: the menu is opened first.
func click(t testing.TB, ctx context.Context, selector string) {
	t.Helper()
	openMenuOf(t, ctx, selector)
	if err := chromedp.Do(ctx, chromedp.Click(selector)); err != nil {
		t.Fatalf("clicking %s: %v", selector, err)
	}
}

// openMenuOf opens, by clicks on their summaries, the closed menus and
// other folded parts that hold an element, outermost first.
func openMenuOf(t testing.TB, ctx context.Context, selector string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const folded = [];
		const el = document.querySelector(`+quote(selector)+`);
		const from = el && el.matches("summary") ? el.parentElement.parentElement : el; // a summary opens its own
		for (let d = from?.closest("details"); d; d = d.parentElement.closest("details")) {
			if (!d.open) folded.unshift(d);
		}
		for (const d of folded) d.querySelector(":scope > summary").click();
		return true;
	})()`)
}

func TestDrawSomaByClicking(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	click(t, ctx, `#new-puzzle`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "My puzzle"`)
	for _, pc := range somaPieces {
		click(t, ctx, `#add-piece`)
		// Rename it: select the name, type the new one, press Enter.
		click(t, ctx, `#piece-name`)
		eval[bool](t, ctx, `(document.getElementById("piece-name").select(), true)`)
		if err := chromedp.Do(ctx, chromedp.KeyEvent(pc.name+"\r")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, fmt.Sprintf(`document.querySelector('#piece-list button[aria-pressed="true"]').textContent === %q`, pc.name))
		layer := 0
		for _, c := range pc.cells {
			for layer < c[2] {
				click(t, ctx, `#layer-up`)
				layer++
			}
			for layer > c[2] {
				click(t, ctx, `#layer-down`)
				layer--
			}
			click(t, ctx, fmt.Sprintf(`[data-cell="%d,%d,%d"]`, c[0], c[1], c[2]))
		}
		for layer > 0 {
			click(t, ctx, `#layer-down`)
			layer--
		}
	}
	screenshot(t, ctx, "soma-drawn")
	if ready := eval[string](t, ctx, `document.getElementById("check").textContent`); ready != "7 pieces, 27 cells, ready to solve" {
		t.Fatalf("after drawing, the page says %q; checks:\n%s", ready, eval[string](t, ctx, `document.getElementById("checks").innerText`))
	}
	click(t, ctx, `#solve`)
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	counts := eval[string](t, ctx, `document.getElementById("counts").innerText`)
	if !strings.Contains(counts, "11520 solutions") || !strings.Contains(counts, "480 up to rotation") {
		t.Fatalf("the drawn Soma cube gives:\n%s", counts)
	}
	click(t, ctx, `#next`)
	if i := eval[string](t, ctx, `document.getElementById("index").value`); i != "2" {
		t.Errorf("after next, solution %s", i)
	}
	screenshot(t, ctx, "soma-drawn-solved")
}

// drag presses the mouse on the first element, moves it over the others
// and lets go on the last.
func drag(t *testing.T, ctx context.Context, selectors ...string) {
	t.Helper()
	var points [][2]float64
	for i, sel := range selectors {
		points = append(points, middle(t, ctx, sel, i == 0))
	}
	mouseDrag(t, ctx, points)
}

// middle is the middle of an element in viewport pixels; scroll brings it
// into view first.
func middle(t *testing.T, ctx context.Context, selector string, scroll bool) [2]float64 {
	t.Helper()
	return middleOf(t, ctx, `document.querySelector(`+quote(selector)+`)`, scroll)
}

// middleOf is middle for the element a JavaScript expression gives, such
// as one inside a shadow root.
func middleOf(t *testing.T, ctx context.Context, element string, scroll bool) [2]float64 {
	t.Helper()
	xy := eval[[]float64](t, ctx, `(() => {
		const el = `+element+`;
		if (`+fmt.Sprint(scroll)+`) el.scrollIntoView({block: "center"});
		const r = el.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`)
	return [2]float64{xy[0], xy[1]}
}

// mouseDrag presses the left button at the first point, moves through the
// others and lets go at the last, in viewport pixels.
func mouseDrag(t *testing.T, ctx context.Context, points [][2]float64) {
	t.Helper()
	last := len(points) - 1
	steps := []input.DispatchMouseEventParams{{Type: input.DispatchMouseEventTypeMousePressed, X: points[0][0], Y: points[0][1], Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1}}
	for _, p := range points[1:] {
		steps = append(steps, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: p[0], Y: p[1], Button: input.MouseButtonLeft, Buttons: 1})
	}
	steps = append(steps, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseReleased, X: points[last][0], Y: points[last][1], Button: input.MouseButtonLeft, ClickCount: 1})
	for _, step := range steps {
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, step); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDrawInOtherPlanes(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	// From the front (XZ), an upright L: three cubes up, one to the side.
	if err := chromedp.Do(ctx, chromedp.SetValue(`#plane`, "1")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("plane").dispatchEvent(new Event("change"))`)
	for _, c := range []string{"0,0,0", "0,0,1", "0,0,2", "1,0,0"} {
		click(t, ctx, `[data-cell="`+c+`"]`)
	}
	cells := eval[[][3]int](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0].cells`)
	if len(cells) != 4 || cells[3] != [3]int{0, 0, 2} {
		t.Errorf("drawn from the front: %v", cells)
	}
	label := eval[string](t, ctx, `document.getElementById("layer-label").textContent`)
	if !strings.HasSuffix(label, "(y = 0)") {
		t.Errorf("layer label %q", label)
	}
	// The top row of the front view is the highest z.
	top := eval[string](t, ctx, `document.querySelector("#grid [role=gridcell]").dataset.cell`)
	if top != "0,0,2" {
		t.Errorf("the top left cell from the front is %s", top)
	}
}

func TestKeysAndAHugeBox(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	click(t, ctx, `[data-cell="0,0,0"]`)
	// Keys: ] goes up a layer, Ctrl+Z undoes, ? opens the help.
	click(t, ctx, `#grid-hint`) // focus the page, not a field
	if err := chromedp.Do(ctx, chromedp.KeyEvent("]")); err != nil {
		t.Fatal(err)
	}
	if label := eval[string](t, ctx, `document.getElementById("layer-label").textContent`); !strings.HasPrefix(label, "Layer 2 of") {
		t.Errorf("after ], %q", label)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
		t.Fatal(err)
	}
	if n := eval[int](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0].cells.length`); n != 0 {
		t.Errorf("after Ctrl+Z, %d cells", n)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("?")); err != nil {
		t.Fatal(err)
	}
	if open := eval[bool](t, ctx, `document.getElementById("help").open`); !open {
		t.Error("? did not open the help")
	}
	screenshot(t, ctx, "help")
	// A typo of a target: the page stays alive and says what is wrong.
	eval[bool](t, ctx, `(() => {
		document.getElementById("help").close();
		const box = document.getElementById("puzzle");
		box.value = JSON.stringify({name: "typo", pieces: [{name: "A", cells: [[0,0,0]]}], target: {box: [1000, 1000, 1000]}});
		return box.dispatchEvent(new Event("input"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "typo"`)
	click(t, ctx, `#piece-list li:first-child button`) // draw the target
	if checks := eval[string](t, ctx, `document.getElementById("checks").innerText`); !strings.Contains(checks, "box size 1000 on axis x is out of range") {
		t.Errorf("checks:\n%s", checks)
	}
}

func TestKeepSeveralPuzzles(t *testing.T) {
	t.Parallel()
	ctx := openEmptyPage(t)
	acceptDialogs(t, ctx) // the delete confirmation
	rename := func(name string) {
		click(t, ctx, `#piece-list li:first-child button`) // the target: its fields are the puzzle's
		click(t, ctx, `#puzzle-name-field`)
		eval[bool](t, ctx, `(document.getElementById("puzzle-name-field").select(), true)`)
		if err := chromedp.Do(ctx, chromedp.KeyEvent(name+"\r")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById("puzzle-name").textContent === %q`, name))
	}
	// A changed puzzle joins "My puzzles" by itself; later edits follow
	// it. The second is on spheres: the list says so.
	for _, name := range []string{"First", "Second"} {
		if name == "Second" {
			if err := chromedp.Do(ctx, chromedp.SetValue(`#new-grid`, "spheres")); err != nil {
				t.Fatal(err)
			}
		}
		click(t, ctx, `#new-puzzle`)
		rename(name)
	}
	rename("Second, edited")
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("mine").options.length === 2`)
	names := eval[string](t, ctx, `[...document.getElementById("mine").options].map(o => o.textContent.replace(/ \(.*\)$/, "")).join("|")`)
	if names != "First · 0 pieces on cubes|Second, edited · 0 pieces on spheres" {
		t.Errorf("kept puzzles after a reload: %q", names)
	}
	eval[bool](t, ctx, `(document.getElementById("mine").selectedIndex = 0, true)`)
	click(t, ctx, `#open-mine`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "First"`)
	click(t, ctx, `#delete-mine`)
	waitFor(t, ctx, `document.getElementById("mine").options.length === 1`)
	if left := eval[string](t, ctx, `document.getElementById("mine").options[0].textContent`); !strings.HasPrefix(left, "Second, edited") {
		t.Errorf("after deleting First, %q is left", left)
	}
}

// touchDrag puts a finger down at the first point, moves it through the
// others and lifts it, in viewport pixels.
func touchDrag(t *testing.T, ctx context.Context, points [][2]float64) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatal(err)
	}
	kind := input.DispatchTouchEventTypeTouchStart
	for i, p := range points {
		// Steps in between, as a finger moves.
		from := p
		if i > 0 {
			from = points[i-1]
		}
		for s := 1; s <= 4; s++ {
			f := float64(s) / 4
			pt := &input.TouchPoint{X: from[0] + f*(p[0]-from[0]), Y: from[1] + f*(p[1]-from[1])}
			if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: []*input.TouchPoint{pt}}); err != nil {
				t.Fatal(err)
			}
			if kind == input.DispatchTouchEventTypeTouchStart {
				kind = input.DispatchTouchEventTypeTouchMove
				break
			}
		}
	}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}); err != nil {
		t.Fatal(err)
	}
}

func TestTouchPaintsAStroke(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	var points [][2]float64
	for i, c := range []string{"0,0,0", "1,0,0", "2,0,0", "2,1,0"} {
		points = append(points, middle(t, ctx, `[data-cell="`+c+`"]`, i == 0))
	}
	touchDrag(t, ctx, points)
	cells := eval[[][3]int](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0].cells`)
	if len(cells) != 4 {
		t.Fatalf("a finger drawn across four cells filled %v", cells)
	}
	// The stroke is one step to undo.
	click(t, ctx, `#undo`)
	if n := eval[int](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces[0].cells.length`); n != 0 {
		t.Errorf("undo after one stroke left %d cells", n)
	}
}

// openNewPiece opens the page, starts a new puzzle and adds a piece to
// draw.
func openNewPiece(t *testing.T) context.Context {
	t.Helper()
	ctx := openNewPuzzle(t)
	click(t, ctx, `#add-piece`)
	return ctx
}

// newPuzzleOn starts a new puzzle on a grid, as File, New puzzle on the
// grid picked beside it does, and waits until the puzzle is on it.
func newPuzzleOn(t *testing.T, ctx context.Context, grid string) {
	t.Helper()
	openMenuOf(t, ctx, `#new-grid`)
	if err := chromedp.Do(ctx, chromedp.SetValue(`#new-grid`, grid)); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `#new-puzzle`)
	waitFor(t, ctx, `(JSON.parse(document.getElementById("puzzle").value).grid || "cubes") === `+quote(grid))
}

// acceptDialogs accepts the dialogs the tab's page opens.
func acceptDialogs(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Listen(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			go chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
		}
	}); err != nil {
		t.Fatal(err)
	}
}

// openNewPuzzle opens the page and starts a new puzzle, as File, New
// puzzle does.
func openNewPuzzle(t *testing.T) context.Context {
	t.Helper()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	click(t, ctx, `#new-puzzle`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "My puzzle"`)
	return ctx
}
