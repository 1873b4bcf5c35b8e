package browser

import (
	"regexp"
	"testing"
	"time"
)

// The Design panel designs from nothing: a box of the sides typed, cut at
// random into the pieces asked for, made harder to a level, and the
// variant found kept as a puzzle of its own.
func TestDesignFromABox(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
	click(t, ctx, "#design-open")
	// Opening the panel warms the design program up, on a hidden worker
	// that stops by itself.
	waitFor(t, ctx, `CubistPool.warmUps().design === "done"`)
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

// The design program's warm-up searches until the first design asks for
// workers, and then stops at once: it never takes a core from the design.
func TestDesignStopsTheWarmUp(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	eval[bool](t, ctx, `(Cubist.warmDesign(60), true)`)
	waitFor(t, ctx, `CubistPool.warmUps().design === "running"`)
	// A warm-up whose search failed would have ended by now.
	time.Sleep(2 * time.Second)
	if w := eval[string](t, ctx, `CubistPool.warmUps().design`); w != "running" {
		t.Fatalf("the warm-up is %s 2 s into its 60", w)
	}
	if n := eval[int](t, ctx, `CubistPool.live().length`); n != 1 {
		t.Errorf("%d workers live: the warm-up's worker is not one of the pool's", n)
	}
	// Level 1 in a 3x3x3 of three pieces is met within a few variants, so
	// the design ends as soon as its workers have started; the time given
	// only bounds a machine too loaded to start them.
	r := eval[map[string]any](t, ctx, `Cubist.design(null, {box: "3x3x3", pieces: 3, seconds: 60, minLevel: 1}).then(r => ({tried: r.tried, met: r.met, warmUp: CubistPool.warmUps().design}))`)
	if r["warmUp"] != "stopped" || r["met"] != true || r["tried"].(float64) == 0 {
		t.Errorf("after a design: the warm-up %v, goal met %v, %v variants tried", r["warmUp"], r["met"], r["tried"])
	}
	// Once a visit: a second call does not start it again.
	eval[bool](t, ctx, `(Cubist.warmDesign(60), true)`)
	time.Sleep(300 * time.Millisecond)
	if w := eval[string](t, ctx, `CubistPool.warmUps().design`); w != "stopped" {
		t.Errorf("warmed up twice: the warm-up %s", w)
	}
}
