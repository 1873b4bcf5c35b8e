package browser

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver/examples"
)

// framed waits up to two seconds for the 3D view to frame its scene whole:
// every drawn cube inside the canvas and clear of the legend and tools
// laid over it, as the view records them in data-frame and data-region.
func framed(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	check := `(() => {
		const c = document.getElementById("view");
		const f = (c.dataset.frame || "").split(" ").map(Number), r = (c.dataset.region || "").split(" ").map(Number);
		if (f.length !== 4 || r.length !== 4 || !(f[2] > f[0])) return "no frame yet: " + c.dataset.frame;
		if (Math.abs(r[2] - c.clientWidth) > 1) return "not drawn at this size yet";
		const legend = document.getElementById("legend").getBoundingClientRect(), box = c.getBoundingClientRect();
		const overlap = legend.height > 0 && legend.top < box.bottom && legend.bottom > box.top ? legend.top - box.top : Infinity;
		if (f[0] < r[0] - 0.5 || f[1] < r[1] - 0.5 || f[2] > r[2] + 0.5 || f[3] > r[3] + 0.5) return "cut off: cubes cover " + c.dataset.frame + ", the view " + c.dataset.region;
		if (f[3] > overlap + 0.5) return "under the legend: cubes reach " + f[3] + ", the legend starts at " + overlap;
		return "";
	})()`
	var why string
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if why = eval[string](t, ctx, check); why == "" {
			return
		}
	}
	t.Errorf("%s: %s", what, why)
}

// openFromAddress opens what hash asks for in the page already open, as
// a link to it does, and waits until the page shows the puzzle named
// title. The page writes both marks that the tests read anew for the
// puzzle it opens: the frame it draws, and what it has found; they are
// blanked first, so that the last puzzle's cannot pass for this one's.
func openFromAddress(t *testing.T, ctx context.Context, hash, title string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		document.getElementById("view").dataset.frame = "";
		document.getElementById("of").textContent = "opening";
		location.hash = `+quote(hash)+`;
		return true;
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === `+quote(title)+` && document.getElementById("of").textContent !== "opening"`)
}

// Every example, laid out and solved, is framed whole at a laptop's and a
// phone's size: nothing cut off at the sides, nothing under the legend.
// Each screen has one page, which opens the examples one after another
// from its address, as a link to one does: a page load costs Chromium
// about 3.5 CPU-seconds, and a tab per example cost about 60 of the
// browser tests' 1,500 (measured on 2026-11-30, docs/performance.md).
func TestViewFramesWholeModels(t *testing.T) {
	t.Parallel()
	for k, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			ctx := onScreen(t, s, "index.html")
			for i, name := range examples.Names() {
				// make test frames each example once, in one of the four
				// ways, which turn with the example; make test-long frames
				// each in all four.
				ways := []bool{false, true}
				if testing.Short() {
					if (i+k)%2 != 0 {
						continue
					}
					ways = ways[i/2%2 : i/2%2+1]
				}
				title, err := examples.Title(name)
				if err != nil {
					t.Fatal(err)
				}
				for _, solved := range ways {
					hash := "#example=" + name
					what := name + ", laid out"
					if solved {
						hash += "&solve"
						what = name + ", solved"
					}
					openFromAddress(t, ctx, hash, title)
					if solved {
						waitFor(t, ctx, `!/^No solutions/.test(document.getElementById("of").textContent) || /No solution/.test(document.getElementById("progress").textContent + document.getElementById("error").textContent)`)
					}
					tab(t, ctx, s, "solutions")
					framed(t, ctx, s.name+": "+what)
					screenshot(t, ctx, fmt.Sprintf("framed-%s-%s-%s", s.name, name, strings.Fields(what)[1]))
				}
			}
		})
	}
}
