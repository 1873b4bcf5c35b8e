package browser

import (
	"fmt"
	"strings"
	"testing"
)

// On spheres the small 3D view speaks of balls, and each click at its
// middle adds a ball beside the one clicked: a click at a ball's middle
// faces the eye, and the ball nearest that way may be the piece's own
// already (such a click added nothing).
func TestDrawBallsInThe3DView(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	newPuzzleOn(t, ctx, "spheres")
	click(t, ctx, `#add-piece`)
	click(t, ctx, `#grid [role=gridcell]`)
	waitFor(t, ctx, `document.getElementById("piece-view").clientWidth > 0`)
	if label := eval[string](t, ctx, `document.getElementById("piece-view").getAttribute("aria-label")`); !strings.Contains(label, "click a ball to add one") || strings.Contains(label, "cube") {
		t.Errorf("the 3D view is labelled %q", label)
	}
	if hint := eval[string](t, ctx, `document.getElementById("grid-hint").textContent`); strings.Contains(hint, "cube") {
		t.Errorf("the hint reads %q", hint)
	}
	canvas := middle(t, ctx, "#piece-view", true)
	// Pieces of the sphere pyramid, clicked at the view's middle, grow
	// by a ball (without the fix, half of the twelve did not, these
	// three among them).
	pyramid := openPage(t, "index.html#example=sphere-pyramid")
	waitFor(t, pyramid, `document.getElementById("puzzle-name").textContent === "Sphere pyramid"`)
	for _, i := range []int{1, 2, 5} {
		ctx := pyramid
		click(t, ctx, fmt.Sprintf(`#piece-list li:nth-child(%d) button`, i+2))
		canvas := middle(t, ctx, "#piece-view", true)
		before := strings.Count(pieceCells(t, ctx, i), "],[") + 1
		clickAt(t, ctx, canvas, 0)
		if got := strings.Count(pieceCells(t, ctx, i), "],[") + 1; got != before+1 {
			t.Errorf("piece %d: a click at the view's middle left %d balls", i+1, got)
		}
	}
	for n := 2; n <= 5; n++ {
		clickAt(t, ctx, canvas, 0)
		if got := strings.Count(pieceCells(t, ctx, 0), "],[") + 1; got != n {
			t.Fatalf("click %d at the middle: the piece has %d balls, %s", n-1, got, pieceCells(t, ctx, 0))
		}
	}
	screenshot(t, ctx, "grid-spheres-drawn-in-3d")
}
