package browser

import (
	"regexp"
	"testing"
)

// The Design panel designs from nothing: a box of the sides typed, cut at
// random into the pieces asked for, made harder to a level, and the
// variant found kept as a puzzle of its own.
func TestDesignFromABox(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
	click(t, ctx, "#design-open")
	waitFor(t, ctx, `!document.getElementById("design").disabled`)
	if eval[bool](t, ctx, `!document.getElementById("design-box").hidden || !document.getElementById("design-cut").hidden`) {
		t.Error("the box's fields show before a box is picked")
	}
	choose(t, ctx, "design-from", "box")
	waitFor(t, ctx, `!document.getElementById("design-box").hidden && !document.getElementById("design-cut").hidden`)
	retype(t, ctx, "#design-box", "4x4x4")
	retype(t, ctx, "#design-pieces", "5")
	click(t, ctx, "#design-harder")
	retype(t, ctx, "#design-level", "3")
	retype(t, ctx, "#design-seconds", "120")
	click(t, ctx, "#design")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("meets the goal")`)
	best := eval[string](t, ctx, `document.querySelector("#design-list button.variant").textContent`)
	// The level in BurrTools' notation: the moves of each separation.
	if !regexp.MustCompile(`^unique, comes apart at level ([3-9]|[1-9][0-9])(\.[0-9]+)+ in `).MatchString(best) {
		t.Fatalf("the best variant listed: %q", best)
	}
	screenshot(t, ctx, "design-box")
	click(t, ctx, `#design-list button.keep-variant[data-variant="0"]`)
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("Kept “Box 4x4x4 in 5 pieces")`)
	if n := eval[int](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces.length`); n != 5 {
		t.Errorf("the puzzle kept has %d pieces", n)
	}

	// A box written wrong is named in the status, and nothing runs.
	retype(t, ctx, "#design-box", "4x4")
	click(t, ctx, "#design")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("XxYxZ")`)
}
