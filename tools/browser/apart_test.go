package browser

import (
	"context"
	"fmt"
	"image/color"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestTakeItApart checks the burr on the page: the disassembly counts,
// each solution's status, the filter, and taking one apart and putting it
// back together with the step buttons.
func TestTakeItApart(t *testing.T) {
	t.Parallel()
	ctx := solveTakingApart(t, "burr")
	withMotion(t, ctx)
	counts := eval[string](t, ctx, `document.getElementById("counts").textContent`)
	if !strings.Contains(counts, "372 come apart (31 up to rotation); the highest level is 3") {
		t.Fatalf("counts %q", counts)
	}
	status := func() string { return eval[string](t, ctx, `document.getElementById("apart-status").textContent`) }
	known := regexp.MustCompile(`^(Comes apart: level [123], \d+ moves|Locked: .*)\.$`)
	if s := status(); !known.MatchString(s) {
		t.Fatalf("status of solution 1: %q", s)
	}
	// The filter walks only the solutions that come apart: 31 of 65, and
	// the counter counts them.
	click(t, ctx, "#apart-only")
	if of := eval[string](t, ctx, `document.getElementById("of").textContent`); !strings.HasSuffix(of, " — 1 of 31 that come apart") {
		t.Errorf("under the filter the counter says %q", of)
	}
	seen := 0
	for {
		if s := status(); !strings.HasPrefix(s, "Comes apart") {
			t.Fatalf("solution %s, shown under the filter: %q", eval[string](t, ctx, `document.getElementById("index").value`), s)
		}
		seen++
		if eval[bool](t, ctx, `document.getElementById("next").disabled`) {
			break
		}
		click(t, ctx, "#next")
	}
	if seen != 31 {
		t.Fatalf("the filter shows %d solutions, want 31", seen)
	}
	// Ordered by level, the highest come first and levels never rise;
	// from level 3 up, only those are left.
	setField := func(id, value string) {
		eval[bool](t, ctx, `(() => {
			const f = document.getElementById(`+quote(id)+`);
			f.value = `+quote(value)+`;
			return f.dispatchEvent(new Event("change"));
		})()`)
	}
	level := func() int {
		m := regexp.MustCompile(`level (\d+)`).FindStringSubmatch(status())
		if m == nil {
			t.Fatalf("status %q", status())
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	setField("apart-order", "level")
	if l := level(); l != 3 {
		t.Errorf("ordered by level, the first comes apart at level %d, want 3", l)
	}
	for last := 3; !eval[bool](t, ctx, `document.getElementById("next").disabled`); {
		click(t, ctx, "#next")
		if l := level(); l > last {
			t.Fatalf("ordered by level, level %d follows level %d", l, last)
		} else {
			last = l
		}
	}
	setField("apart-level", "3")
	of := eval[string](t, ctx, `document.getElementById("of").textContent`)
	if m := regexp.MustCompile(` — 1 of (\d+) that come apart at level 3 or more$`).FindStringSubmatch(of); m == nil || m[1] == "31" {
		t.Errorf("from level 3 the counter says %q", of)
	}
	screenshot(t, ctx, "apart-order")
	setField("apart-level", "1")
	setField("apart-order", "found")
	// Fixed size, so that pictures compare.
	eval[bool](t, ctx, `(() => { const v = document.getElementById("view"); v.style.width = "400px"; v.style.height = "300px"; return true; })()`)
	waitFor(t, ctx, `document.getElementById("view").width === 400`)
	settle(t, ctx)
	whole := canvasImage(t, ctx, "#view")
	moves := 0
	if m := regexp.MustCompile(`(\d+) moves`).FindStringSubmatch(status()); m != nil {
		moves, _ = strconv.Atoi(m[1])
	}
	click(t, ctx, "#take-apart")
	step := func() string { return eval[string](t, ctx, `document.getElementById("build-step").textContent`) }
	if s := step(); !strings.HasPrefix(s, "Move 0 of ") || !strings.Contains(s, "Next: ") {
		t.Fatalf("take apart starts with %q", s)
	}
	for k := 1; k <= moves; k++ {
		frames := watchFrames(t, ctx)
		click(t, ctx, "#build-next")
		waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move `+strconv.Itoa(k)+` of")`)
		if k == 1 {
			// The first move slides a piece out: the view changes within
			// a few frames, however slowly they come.
			moved := false
			for deadline := time.Now().Add(10 * time.Second); !moved && time.Now().Before(deadline); {
				time.Sleep(100 * time.Millisecond)
				moved = differs(whole, canvasImage(t, ctx, "#view")) >= 0.005
			}
			if !moved {
				t.Fatal("the first move changed nothing in the view")
			}
		}
		wholeInView(t, ctx, "move "+strconv.Itoa(k))
		// The piece slides out over many frames.
		if n := frames(); n < 10 {
			t.Errorf("move %d was drawn in %d steps, want a slide of 10 or more", k, n)
		} else {
			t.Logf("move %d was drawn in %d steps", k, n)
		}
	}
	if s := step(); !strings.Contains(s, "taken apart") {
		t.Fatalf("after every move: %q", s)
	}
	screenshot(t, ctx, "taken-apart")
	// A move taken back shows its number as it starts to slide, and a
	// click while it slides is not taken: Back is clicked again until
	// the page shows the move before.
	for k := moves - 1; k >= 0; k-- {
		shown := `document.getElementById("build-step").textContent.startsWith("Move ` + strconv.Itoa(k) + ` of")`
		for try := 0; !eval[bool](t, ctx, shown); try++ {
			if try == 20 {
				t.Fatalf("Back did not take move %d back: %q", k+1, step())
			}
			click(t, ctx, "#build-prev")
			for deadline := time.Now().Add(2 * time.Second); !eval[bool](t, ctx, shown) && time.Now().Before(deadline); {
				time.Sleep(100 * time.Millisecond)
			}
		}
	}
	// The last slide ends within a few frames, however slowly they come.
	settle(t, ctx)
	d := differs(whole, canvasImage(t, ctx, "#view"))
	for deadline := time.Now().Add(10 * time.Second); d > 0.01 && time.Now().Before(deadline); {
		time.Sleep(200 * time.Millisecond)
		d = differs(whole, canvasImage(t, ctx, "#view"))
	}
	if d > 0.01 {
		t.Fatalf("put back together, %.1f%% of the view differs from the solution", 100*d)
	}
}

// solveTakingApart opens an example, ticks "Check that each comes apart"
// and solves it, and returns once the counts are shown.
func solveTakingApart(t *testing.T, example string) context.Context {
	t.Helper()
	ctx := openPage(t, "index.html#example="+example)
	waitFor(t, ctx, `!document.getElementById("solve").disabled`)
	click(t, ctx, "#disassemble")
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	return ctx
}

// TestEmbedTakesItApart checks the embed's disassemble attribute.
func TestEmbedTakesItApart(t *testing.T) {
	t.Parallel()
	ctx := openTab(t, baseURL+"example-post.html")
	eval[bool](t, ctx, `(document.getElementById("burr").scrollIntoView(), true)`)
	waitForState(t, ctx, "burr", "solved")
	status := partText(t, ctx, "burr", "status")
	if !regexp.MustCompile(`(Comes apart: level \d+, \d+ moves|Locked: .*)\. Drag to turn it\.$`).MatchString(status) {
		t.Fatalf("status %q", status)
	}
	// Find a solution that comes apart and take it apart.
	for range 20 {
		if !eval[bool](t, ctx, inShadow("burr", "apart")+`.disabled`) {
			break
		}
		clickPart(t, ctx, "burr", "next")
	}
	clickPart(t, ctx, "burr", "apart")
	if s := partText(t, ctx, "burr", "status"); !strings.HasPrefix(s, "Move 0 of") {
		t.Fatalf("take apart: %q", s)
	}
	clickPart(t, ctx, "burr", "step-next")
	waitFor(t, ctx, inShadow("burr", "status")+`.textContent.startsWith("Move 1 of")`)
	screenshot(t, ctx, "embed-burr")
}

// A link can ask for the check, and a share link keeps it.
func TestDisassembleLink(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=burr&solve&disassemble")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	if counts := eval[string](t, ctx, `document.getElementById("counts").textContent`); !strings.Contains(counts, "372 come apart") {
		t.Fatalf("counts %q", counts)
	}
	if s := eval[string](t, ctx, `document.getElementById("apart-status").textContent`); s == "" {
		t.Fatal("no disassembly status")
	}
	click(t, ctx, "#share")
	waitFor(t, ctx, `document.getElementById("share-link").value !== ""`)
	if link := eval[string](t, ctx, `document.getElementById("share-link").value`); !strings.HasSuffix(link, "&s=1&disassemble") {
		t.Fatalf("share link %q", link)
	}
}

// Taking apart fits a laptop's and a phone's screen.
func TestTakeItApartOnScreens(t *testing.T) {
	t.Parallel()
	for _, s := range screens {
		ctx := onScreen(t, s, "index.html#example=burr&solve&disassemble")
		waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
		if s.phone {
			click(t, ctx, `#tabs button[data-tab="solutions"]`)
		}
		click(t, ctx, "#apart-only")
		if !visible(t, ctx, "take-apart") {
			t.Errorf("%s: Take it apart is not on screen", s.name)
		}
		click(t, ctx, "#take-apart")
		moves := eval[int](t, ctx, `+document.getElementById("build-step").textContent.match(/^Move 0 of (\d+)/)[1]`)
		for k := 1; k <= moves; k++ {
			frames := watchFrames(t, ctx)
			click(t, ctx, "#build-next")
			waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move `+strconv.Itoa(k)+` of")`)
			wholeInView(t, ctx, fmt.Sprintf("%s, move %d of %d", s.name, k, moves))
			// Asked for less motion, the page shows each move done at once,
			// not in a slide's 24 steps. The view may be framed again once
			// the step's text has changed the room above it (on a phone,
			// one run in about nine).
			if n := frames(); n < 1 || n > 3 {
				t.Errorf("%s: with less motion asked for, move %d was drawn in %d steps, want 1 to 3", s.name, k, n)
			}
			screenshot(t, ctx, fmt.Sprintf("%s-taking-apart-%d", s.name, k))
		}
		if wide := eval[bool](t, ctx, `document.documentElement.scrollWidth > innerWidth + 1`); wide {
			t.Errorf("%s: the page is wider than the screen", s.name)
		}
		for _, id := range []string{"build-next", "apart-status", "view"} {
			if !visible(t, ctx, id) {
				t.Errorf("%s: #%s is not on screen while taking apart", s.name, id)
			}
		}
	}
}

// frameOfView is the box the 3D view's drawn cubes cover, as it records
// it.
const frameOfView = `document.getElementById("view").dataset.frame`

// settle waits until the 3D view's camera stops moving: the box its cubes
// cover stays the same through five animation frames and 300 ms. A
// gliding camera moves it at every frame, however slowly frames come on a
// loaded machine; a piece slid or lowered moves it every 16 ms.
func settle(t *testing.T, ctx context.Context) {
	t.Helper()
	const still = `new Promise(resolve => {
		const view = document.getElementById("view");
		let last = view.dataset.frame, frames = 0, since = performance.now();
		const look = () => {
			const now = view.dataset.frame;
			if (now !== last) [last, frames, since] = [now, 0, performance.now()];
			if (++frames >= 5 && performance.now() - since >= 300) resolve(true);
			else requestAnimationFrame(look);
		};
		requestAnimationFrame(look);
	})`
	eval[bool](t, ctx, still)
}

// wholeInView waits for the camera to settle, then checks that the whole
// scene is drawn inside the 3D view: the box the drawn cubes cover lies
// within the canvas, and no pixel along the canvas's edges shows a cube.
func wholeInView(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	settle(t, ctx)
	box := eval[[]float64](t, ctx, frameOfView+`.split(" ").map(Number).concat([document.getElementById("view").clientWidth, document.getElementById("view").clientHeight])`)
	if box[0] < -0.5 || box[1] < -0.5 || box[2] > box[4]+0.5 || box[3] > box[5]+0.5 {
		t.Errorf("%s: the cubes cover %.0f,%.0f to %.0f,%.0f of a %.0fx%.0f view", what, box[0], box[1], box[2], box[3], box[4], box[5])
	}
	img := canvasImage(t, ctx, "#view")
	b := img.Bounds()
	bg := color.RGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.RGBA)
	off := 0
	for x := b.Min.X; x < b.Max.X; x++ {
		for _, y := range []int{b.Min.Y, b.Max.Y - 1} {
			if !near(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), bg, 12) {
				off++
			}
		}
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for _, x := range []int{b.Min.X, b.Max.X - 1} {
			if !near(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), bg, 12) {
				off++
			}
		}
	}
	if off > 2 {
		t.Errorf("%s: %d pixels along the view's edges show cubes", what, off)
	}
}

// TestLevelsInBurrToolsNotation checks that the page writes each level as
// BurrTools does, separation after separation, and orders by it: the box
// with a ledge comes apart at 1.2.2.3 (5 classes) and 1.2.2.2 (10), as
// burrTxt -d says of it.
func TestLevelsInBurrToolsNotation(t *testing.T) {
	t.Parallel()
	ctx := solveTakingApart(t, "box-with-a-ledge")
	click(t, ctx, "#apart-only")
	retype(t, ctx, "#apart-order", "level")
	level := regexp.MustCompile(`^Comes apart: level (1\.2\.2\.[23]), \d+ moves\.$`)
	var order []string
	for {
		s := eval[string](t, ctx, `document.getElementById("apart-status").textContent`)
		m := level.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("status %q", s)
		}
		order = append(order, m[1])
		if eval[bool](t, ctx, `document.getElementById("next").disabled`) {
			break
		}
		click(t, ctx, "#next")
	}
	want := append(slices.Repeat([]string{"1.2.2.3"}, 5), slices.Repeat([]string{"1.2.2.2"}, 10)...)
	if !slices.Equal(order, want) {
		t.Fatalf("by level: %v", order)
	}
	screenshot(t, ctx, "apart-notation")
}
