package browser

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
)

// designColors are the colours the design test gives its pieces: dark
// enough that the view marks a changed cube in a lighter shade, which no
// unmarked cube is drawn in.
var designColors = []string{"#9a1f1f", "#1f4e9a", "#1f7a3a", "#6a1f9a", "#8a5a10", "#106a7a"}

// designPuzzle is a random 3x3x3 set of six pieces with several
// solutions, in designColors.
func designPuzzle(t *testing.T) *solver.Puzzle {
	t.Helper()
	p, err := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 1)
	if err != nil {
		t.Fatal(err)
	}
	p.Name = "Six pieces"
	for i := range p.Pieces {
		p.Pieces[i].Color = designColors[i]
	}
	if classes := classesOf(t, p); classes < 2 {
		t.Fatalf("the set has %d classes of solutions: nothing to design", classes)
	}
	return p
}

// classesOf counts a puzzle's classes of solutions natively: up to
// rotation, and mirroring where the set is mirror-closed.
func classesOf(t *testing.T, p *solver.Puzzle) int64 {
	t.Helper()
	st := statsOf(t, p)
	if st.DistinctMirror != nil {
		return *st.DistinctMirror
	}
	return st.Distinct
}

// markedPixels counts the pixels of the 3D view in the shade a changed
// cube of any of designColors' pieces is drawn in.
func markedPixels(t *testing.T, ctx context.Context) int {
	t.Helper()
	img := canvasImage(t, ctx, "#view")
	n := 0
	for _, hex := range designColors {
		c := hexColor(hex)
		light := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*0.6) }
		n += shadedPixels(img, color.RGBA{light(c.R), light(c.G), light(c.B), 255})
	}
	return n
}

// longTasks returns the durations of the long tasks (over 50 ms) on the
// page's thread during two seconds.
func longTasks(t *testing.T, ctx context.Context) []float64 {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		window.long_ = [];
		window.longObserver_ = new PerformanceObserver(list => { for (const e of list.getEntries()) window.long_.push(e.duration); });
		window.longObserver_.observe({type: "longtask"});
		return true;
	})()`)
	time.Sleep(2 * time.Second)
	return eval[[]float64](t, ctx, `(() => {
		window.longObserver_.disconnect();
		return window.long_;
	})()`)
}

// The Design panel through the page: a search that cannot meet its goal
// runs in the workers with the page's thread free, and stops on Stop;
// "Make it unique" finds a variant, which is shown read-only with its
// changed cubes marked, leaves the puzzle as it was on Back, and is kept
// as a new puzzle that the page and the solver count as unique.
func TestDesignThroughThePage(t *testing.T) {
	t.Parallel()
	p := designPuzzle(t)
	ctx := openNewPuzzle(t)
	setBox(t, ctx, string(solver.FormatJSON(p)))
	waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
	click(t, ctx, "#design-open")
	waitFor(t, ctx, `!document.getElementById("design").disabled`)
	// How long the page's thread is busy is measured in make test-long,
	// on a quiet machine.
	measure := !testing.Short()
	var idle []float64
	if measure {
		time.Sleep(500 * time.Millisecond) // the view takes its new size once
		idle = longTasks(t, ctx)
	}

	// Level 30 is out of reach of six pieces in a 3x3x3 box: the search
	// runs until Stop, and the page keeps taking input meanwhile.
	click(t, ctx, "#design-harder")
	retype(t, ctx, "#design-level", "30")
	retype(t, ctx, "#design-seconds", "60")
	click(t, ctx, "#design")
	waitFor(t, ctx, `!document.getElementById("design-stop").hidden`)
	if !eval[bool](t, ctx, `document.getElementById("solve").disabled`) {
		t.Error("Solve is enabled while a design search runs")
	}
	// As for a long solve: the page's own long tasks count, against the
	// same page idle, measured in the same run.
	if measure {
		tasks := longTasks(t, ctx)
		t.Logf("long tasks on the page's thread, idle: %v; during the design search: %v", idle, tasks)
		if l, li := slices.Max(append(tasks, 0)), slices.Max(append(idle, 0)); l > max(250, 3*li) {
			t.Errorf("the page's thread was busy for %.0f ms at a time during the design search, %.0f ms at most without", l, li)
		}
	}
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("tried")`)
	click(t, ctx, "#design-stop")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("Stopped")`)
	if n := eval[int](t, ctx, `document.querySelectorAll("#design-list li").length`); n == 0 {
		t.Error("no variants listed after the stop")
	}

	// Make it unique.
	click(t, ctx, "#design-harder")
	click(t, ctx, "#design")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("meets the goal")`)
	best := eval[string](t, ctx, `document.querySelector("#design-list button.variant").textContent`)
	if !strings.HasPrefix(best, "unique, comes apart at level") {
		t.Fatalf("the best variant listed: %q", best)
	}
	screenshot(t, ctx, "design-found")
	origin := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	click(t, ctx, `#design-list button.variant[data-variant="0"]`)
	waitFor(t, ctx, `!document.getElementById("variant-banner").hidden`)
	if !eval[bool](t, ctx, `document.getElementById("puzzle").readOnly && document.getElementById("add-piece").disabled`) {
		t.Error("a variant shown can be edited")
	}
	if eval[string](t, ctx, `document.getElementById("puzzle").value`) == origin {
		t.Error("the box still shows the puzzle designed from")
	}
	marked := markedPixels(t, ctx)
	if marked < 50 {
		t.Errorf("the view shows %d pixels of changed cubes, too few for a cube", marked)
	}
	screenshot(t, ctx, "design-variant")
	click(t, ctx, "#variant-back")
	if got := eval[string](t, ctx, `document.getElementById("puzzle").value`); got != origin {
		t.Fatalf("Back left the box as\n%s", got)
	}
	if eval[bool](t, ctx, `document.getElementById("puzzle").readOnly`) {
		t.Error("the puzzle is read-only after Back")
	}

	// Keep: a new entry in My puzzles, open to edit, unique.
	mine := eval[int](t, ctx, `document.getElementById("mine").options.length`)
	click(t, ctx, `#design-list button.keep-variant[data-variant="0"]`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Six pieces, variant 1"`)
	if n := eval[int](t, ctx, `document.getElementById("mine").options.length`); n != mine+1 {
		t.Errorf("My puzzles has %d entries after Keep, %d before", n, mine)
	}
	if eval[bool](t, ctx, `document.getElementById("puzzle").readOnly`) || eval[bool](t, ctx, `document.getElementById("add-piece").disabled`) {
		t.Error("the kept variant cannot be edited")
	}
	kept, err := solver.ParseJSON([]byte(eval[string](t, ctx, `document.getElementById("puzzle").value`)))
	if err != nil {
		t.Fatal(err)
	}
	if c := classesOf(t, kept); c != 1 {
		t.Fatalf("the kept variant has %d classes of solutions", c)
	}
	counts := countOnPage(t, ctx)
	if !strings.Contains(counts, "1 distinct") && !strings.Contains(counts, "1 up to") {
		t.Logf("the page counts %q", counts)
	}
	st := countNatively(t, ctx)
	if !strings.Contains(counts, fmt.Sprint(st.Solutions)) {
		t.Errorf("the page counts %q; the solver %d solutions", counts, st.Solutions)
	}
	// It solves and comes apart as any puzzle does.
	click(t, ctx, "#disassemble")
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Done")`)
	waitFor(t, ctx, `!document.getElementById("take-apart").hidden`)

	for _, s := range screens {
		c := onScreen(t, s, "index.html")
		setBox(t, c, string(solver.FormatJSON(p)))
		tab(t, c, s, "solve")
		click(t, c, "#design-open")
		waitFor(t, c, `!document.getElementById("design").disabled`)
		// A long outcome wraps, and the page stays as wide as the window.
		click(t, c, "#design-harder")
		retype(t, c, "#design-level", "30")
		retype(t, c, "#design-seconds", "2")
		click(t, c, "#design")
		waitFor(t, c, `document.getElementById("design-status").textContent.includes("None met the goal")`)
		notWider(t, c, s.name+", after a long design message")
		if !s.phone {
			for _, id := range []string{"design-open", "reset-view", "export-menu"} {
				if !visible(t, c, id) {
					t.Errorf("%s: #%s is cut off after a long design message", s.name, id)
				}
			}
		}
		screenshot(t, c, "design-long-message-"+s.name)
		click(t, c, "#design-harder")
		retype(t, c, "#design-seconds", "60")
		click(t, c, "#design")
		waitFor(t, c, `document.getElementById("design-status").textContent.includes("meets the goal")`)
		click(t, c, `#design-list button.variant[data-variant="0"]`)
		waitFor(t, c, `!document.getElementById("variant-banner").hidden`)
		screenshot(t, c, "design-"+s.name)
		notWider(t, c, s.name)
		// Back to the puzzle is on the Solve tab too, beside the variants.
		tab(t, c, s, "solve")
		if !visible(t, c, "design-back") {
			t.Errorf("%s: Back to the puzzle is not on screen beside the variants", s.name)
		}
		click(t, c, "#design-back")
		waitFor(t, c, `document.getElementById("variant-banner").hidden && document.getElementById("design-back").hidden`)
	}
}

// Make it harder through the page: a random 4x4x4 set of eight pieces,
// unique at level 1, asked for level 2 with the one hole inside the
// panel offers, gives a variant that the solver counts as unique, with
// the box's eight inner cells optional, and that the disassembler takes
// apart at level 2 or more.
func TestHarderThroughThePage(t *testing.T) {
	t.Parallel()
	p, err := solver.RandomDissection([3]int{4, 4, 4}, 8, 6, 10, 5)
	if err != nil {
		t.Fatal(err)
	}
	p.Name = "Eight pieces"
	ctx := openNewPuzzle(t)
	setBox(t, ctx, string(solver.FormatJSON(p)))
	waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
	click(t, ctx, "#design-open")
	waitFor(t, ctx, `!document.getElementById("design").disabled`)
	if !eval[bool](t, ctx, `document.getElementById("design-holes").disabled`) {
		t.Error("the holes can be set before Make it harder is ticked")
	}
	click(t, ctx, "#design-harder")
	if got := eval[string](t, ctx, `document.getElementById("design").textContent`); got != "Make it harder" {
		t.Errorf("with Make it harder ticked, the button reads %q", got)
	}
	if got := eval[string](t, ctx, `document.getElementById("design-holes").value`); got != "1" {
		t.Errorf("the panel offers %s holes", got)
	}
	// Without a hole the page says why level 2 cannot be reached.
	retype(t, ctx, "#design-holes", "0")
	click(t, ctx, "#design")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("cannot be reached without holes")`)
	retype(t, ctx, "#design-holes", "1")
	began := time.Now()
	click(t, ctx, "#design")
	waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("meets the goal")`)
	best := eval[string](t, ctx, `document.querySelector("#design-list button.variant").textContent`)
	t.Logf("met in %.1f s: %q", time.Since(began).Seconds(), best)
	if !strings.HasPrefix(best, "unique, comes apart at level") || strings.HasPrefix(best, "unique, comes apart at level 1 ") {
		t.Fatalf("the best variant listed: %q", best)
	}
	click(t, ctx, `#design-list button.variant[data-variant="0"]`)
	waitFor(t, ctx, `!document.getElementById("variant-banner").hidden`)
	screenshot(t, ctx, "design-harder")
	click(t, ctx, `#design-list button.keep-variant[data-variant="0"]`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Eight pieces, variant 1"`)
	kept, err := solver.ParseJSON([]byte(eval[string](t, ctx, `document.getElementById("puzzle").value`)))
	if err != nil {
		t.Fatal(err)
	}
	if _, optional := kept.Target.Split(); len(optional) != 8 {
		t.Errorf("the kept variant has %d optional cells, not the 8 inside", len(optional))
	}
	if c := classesOf(t, kept); c != 1 {
		t.Fatalf("the kept variant has %d classes of solutions", c)
	}
	pr, err := search.Compile(kept)
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	if _, err := pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Limit: 1}, func(s solver.Solution) bool { sol = s; return false }); err != nil {
		t.Fatal(err)
	}
	if r := assembly.Disassemble(sol, assembly.Limits{}); !r.Apart || r.Level < 2 {
		t.Fatalf("the kept variant comes apart %v at level %d", r.Apart, r.Level)
	}
}
