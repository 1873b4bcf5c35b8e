package browser

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/cubist/cubist/solver"
)

// On a phone's screen, a new piece on each grid is drawn from the
// keyboard: Tab reaches the layer grid on a cell, the arrows move from
// cell to cell past the blanks between the other grids' cells, and Space
// fills the cell without scrolling the page (it scrolled about 500 px,
// and the cell in focus ended above the screen).
func TestKeyboardOnEveryGrid(t *testing.T) {
	t.Parallel()
	s := screens[1]
	ctx := onScreen(t, s, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	acceptDialogs(t, ctx)
	tab(t, ctx, s, "draw")
	for _, g := range solver.Grids {
		newPuzzleOn(t, ctx, g.Name())
		click(t, ctx, `#add-piece`)
		focus := `document.activeElement.getAttribute("role") === "gridcell"`
		if !tabToGrid(t, ctx) {
			t.Errorf("%s: Tab does not reach the grid", g.Name())
			continue
		}
		cell := func() string { return eval[string](t, ctx, `document.activeElement.getAttribute("data-cell")`) }
		start := cell()
		key(t, ctx, kb.ArrowRight)
		key(t, ctx, kb.ArrowDown)
		moved := cell()
		if moved == start || !eval[bool](t, ctx, focus) {
			t.Errorf("%s: the arrows took the focus from cell %s to %q", g.Name(), start, moved)
		}
		scrolled := eval[float64](t, ctx, `scrollY`)
		key(t, ctx, " ")
		// A page scrolled by Space glides there over some frames.
		time.Sleep(700 * time.Millisecond)
		if got := eval[string](t, ctx, `document.activeElement.getAttribute("aria-label")`); !strings.HasSuffix(got, ": filled") || cell() != moved {
			t.Errorf("%s: after Space the cell in focus is %s, %q", g.Name(), cell(), got)
		}
		if d := eval[float64](t, ctx, `scrollY`) - scrolled; d > 1 || d < -1 {
			t.Errorf("%s: Space scrolled the page %.0f px", g.Name(), d)
		}
		if !eval[bool](t, ctx, `(() => { const r = document.activeElement.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`) {
			t.Errorf("%s: the cell in focus is off the screen", g.Name())
		}
		screenshot(t, ctx, "keyboard-phone-"+g.Name())
	}
}
