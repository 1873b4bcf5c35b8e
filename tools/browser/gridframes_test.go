package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// spherePyramid is a square pyramid of balls, side n at the base, on the
// sphere grid: each layer's balls rest in the hollows of the one below.
func spherePyramid(n int) []solver.Cell {
	var cells []solver.Cell
	for z := range n {
		for u := range n - z {
			for v := range n - z {
				cells = append(cells, solver.Cell{z + u + v, u - v + 2*n, z})
			}
		}
	}
	return cells
}

// Turning a pyramid of 140 balls by dragging the view stays smooth under
// SwiftShader: as in TestPageAnswersDuringALongSolve, the frames are
// timed against the same page turning the Soma cube in the same run, so
// that a loaded machine does not fail the test, and no frame of the
// pyramid takes longer than 50 ms more than the Soma cube's slowest.
func TestTurningAHundredSpheresStaysSmooth(t *testing.T) {
	longOnly(t, "a frame-rate test, run alone")
	cells := spherePyramid(7) // 49+36+25+16+9+4+1 = 140 balls
	g := solver.Spheres
	for _, c := range cells {
		if !g.Valid(c) {
			t.Fatalf("%v is not a cell", c)
		}
	}
	if !g.Connected(cells) {
		t.Fatal("the pyramid's balls do not touch")
	}
	data, _ := json.Marshal(solver.Puzzle{Name: "Pyramid of 140", Grid: "spheres", Target: solver.Target{Cells: cells}})
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	turn := func() []float64 {
		at := middle(t, ctx, "#view", true)
		eval[bool](t, ctx, `(() => {
			window.frames_ = [];
			const tick = (t) => { if (window.frames_) { window.frames_.push(t); requestAnimationFrame(tick); } };
			requestAnimationFrame(tick);
			return true;
		})()`)
		press := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMousePressed, X: at[0], Y: at[1], Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1}
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, press); err != nil {
			t.Fatal(err)
		}
		for k := range 60 {
			move := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: at[0] + float64(3*k), Y: at[1] + float64(k%10), Button: input.MouseButtonLeft, Buttons: 1}
			if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, move); err != nil {
				t.Fatal(err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		release := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseReleased, X: at[0] + 180, Y: at[1], Button: input.MouseButtonLeft, ClickCount: 1}
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, release); err != nil {
			t.Fatal(err)
		}
		return eval[[]float64](t, ctx, `(() => {
			const f = window.frames_, g = [];
			window.frames_ = null;
			for (let i = 1; i < f.length; i++) g.push(f[i] - f[i-1]);
			return g.sort((a, b) => b - a);
		})()`)
	}
	soma := turn()
	eval[bool](t, ctx, `(() => {
		const box = document.getElementById("puzzle");
		box.value = `+quote(string(data))+`;
		return box.dispatchEvent(new Event("input"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Pyramid of 140"`)
	time.Sleep(500 * time.Millisecond) // drawn once
	pyramid := turn()
	t.Logf("longest frame gaps turning the Soma cube: %.0f ms; the pyramid of 140 balls: %.0f ms", soma[:min(5, len(soma))], pyramid[:min(5, len(pyramid))])
	if len(pyramid) < 20 {
		t.Fatalf("only %d frames while turning the pyramid", len(pyramid))
	}
	if worst, base := pyramid[0], slices.Max(append(soma, 0)); worst > base+50 {
		t.Errorf("a frame of the pyramid took %.0f ms, the Soma cube's slowest %.0f ms", worst, base)
	}
	screenshot(t, ctx, "grid-spheres-laptop-5-pyramid-of-140")
}

// An embedded sphere pyramid, from its example name and from a share
// code, is solved in the element and drawn as balls in piece colours.
func TestEmbedShowsASpherePyramid(t *testing.T) {
	t.Parallel()
	p, err := examples.Load("sphere-pyramid")
	if err != nil {
		t.Fatal(err)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(siteDir, "test-spheres")
	os.MkdirAll(dir, 0o755)
	page := `<!doctype html><meta charset="utf-8"><script src="../embed.js" defer></script>
<cubist-puzzle id="example" example="sphere-pyramid" solve height="300"></cubist-puzzle>
<cubist-puzzle id="share" share="` + code + `" solve height="300"></cubist-puzzle>`
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644)
	ctx := openTab(t, baseURL+"test-spheres/index.html")
	for host, state := range map[string]string{"example": "solved", "share": "solved"} {
		eval[bool](t, ctx, `document.getElementById(`+quote(host)+`).scrollIntoView(), true`)
		if got := waitForState(t, ctx, host, state, "error"); got != state {
			t.Fatalf("%s: %s, saying %q", host, got, partText(t, ctx, host, "status"))
		}
		if name := partText(t, ctx, host, "name"); name != p.Name {
			t.Errorf("%s: named %q", host, name)
		}
		covered, seen := pixelStats(canvasImageOf(t, ctx, inShadow(host, "view")), pieceColors(p))
		shown := 0
		for _, s := range seen {
			if s {
				shown++
			}
		}
		if covered < 0.05 || 2*shown < len(seen) {
			t.Errorf("%s: the view covers %.0f%%, colours seen %v", host, 100*covered, seen)
		}
	}
	screenshot(t, ctx, "grid-spheres-embed")
}

// The sphere pyramid is drawn from nothing through the page, as a person
// would: New puzzle on spheres, the target's balls clicked layer by
// layer, and the polyspheres set added; it counts as the example does.
// The test counts the clicks and keys it takes, at a phone's size, and in
// make test-long at a laptop's too.
func TestDrawAPolyspherePyramid(t *testing.T) {
	t.Parallel()
	p, err := examples.Load("sphere-pyramid")
	if err != nil {
		t.Fatal(err)
	}
	want := map[solver.Cell]bool{}
	for _, c := range p.Target.Cells {
		want[c] = true
	}
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			if !s.phone {
				longOnly(t, "the phone draws the same pyramid through the same controls")
			}
			t.Parallel()
			ctx := onScreen(t, s, "index.html")
			eval[bool](t, ctx, `(localStorage.clear(), true)`)
			clicks, keys := 0, 0
			tap := func(selector string) {
				click(t, ctx, selector)
				clicks++
			}
			tab(t, ctx, s, "draw")
			clicks += map[bool]int{true: 1}[s.phone]
			openMenuOf(t, ctx, `#new-grid`)
			clicks++ // the File menu
			// The menu, grid list included, stays in the window.
			if left := eval[float64](t, ctx, `document.querySelector("#file-menu .menu-items").getBoundingClientRect().left`); left < 0 {
				t.Errorf("the File menu starts %.0f px left of the window", -left)
			}
			if err := chromedp.Do(ctx, chromedp.SetValue(`#new-grid`, "spheres")); err != nil {
				t.Fatal(err)
			}
			clicks += 2 // the grid list, and spheres in it
			tap(`#new-puzzle`)
			waitFor(t, ctx, `JSON.parse(document.getElementById("puzzle").value).grid === "spheres"`)
			for i, n := range []string{"9", "9", "5"} {
				id := "#grid-" + string(rune('x'+i))
				typeInto(t, ctx, id, n)
				eval[bool](t, ctx, `document.querySelector(`+quote(id)+`).dispatchEvent(new Event("change"))`)
				keys += len(n) + 1
			}
			start := lastTarget(t, ctx)
			for z := range 5 {
				if z > 0 {
					tap(`#layer-up`)
				}
				for _, c := range start {
					if c[2] == z && !want[c] { // filled, optional, empty
						tap(cellAt(c))
						tap(cellAt(c))
					}
				}
				for _, c := range p.Target.Cells {
					if c[2] == z && !slices.Contains(start, c) {
						tap(cellAt(c))
					}
				}
			}
			got := lastTarget(t, ctx)
			wantCells := slices.Clone(p.Target.Cells)
			solver.SortCells(wantCells)
			if !slices.Equal(got, wantCells) {
				t.Fatalf("drew the target %v", got)
			}
			openMenuOf(t, ctx, `#add-set`)
			// Only the sphere grid's sets are offered.
			if sets := eval[string](t, ctx, `[...document.getElementById("add-set").options].filter(o => o.value && !o.hidden).map(o => o.value).join(" ")`); sets != "polyspheres" {
				t.Errorf("the sets offered on spheres are %q", sets)
			}
			choose(t, ctx, "add-set", "polyspheres")
			clicks += 2 // the list of sets, and polyspheres in it
			waitFor(t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces.length === 12`)
			t.Logf("%s: the pyramid and its 12 pieces took %d clicks and %d keys", s.name, clicks, keys)
			screenshot(t, ctx, "grid-spheres-"+s.name+"-drawn-pyramid")
			tab(t, ctx, s, "solve")
			click(t, ctx, `#count`)
			waitFor(t, ctx, `document.getElementById("counts").textContent.includes("801 if mirror images count as the same")`)
		})
	}
}

// cellAt selects a cell of the layer grid.
func cellAt(c solver.Cell) string { return fmt.Sprintf(`[data-cell="%d,%d,%d"]`, c[0], c[1], c[2]) }

// lastTarget is the target's cells, sorted, as the box holds them.
func lastTarget(t *testing.T, ctx context.Context) []solver.Cell {
	t.Helper()
	var cells []solver.Cell
	text := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).target.cells || [])`)
	if err := json.Unmarshal([]byte(text), &cells); err != nil {
		t.Fatal(err)
	}
	solver.SortCells(cells)
	return cells
}
