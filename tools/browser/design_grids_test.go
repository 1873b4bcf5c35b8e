package browser

import (
	"strings"
	"testing"
)

// The Design panel works on the other grids: on the sphere pyramid, cut
// into five pieces, it moves balls between pieces, in the grid's words;
// on the rhombic cluster, which has no disassembler, it looks for one
// solution and keeps whole dodecahedra. (The pyramid's own twelve pieces
// make each count seconds long natively, and the page's first variant
// came after 45 s on a loaded 2-core machine. The cluster's search ends
// once a variant is unique, so its time limit costs only where none is:
// with 4 s, a loaded machine once tried no variant at all, the design
// program still being fetched and started.)
func TestDesignOnOtherGrids(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ example, from, seconds, want string }{
		{"sphere-pyramid", "target", "20", " ball"},
		{"rhombic-cluster", "", "15", "unique"},
	} {
		ctx := openPage(t, "index.html#example="+c.example)
		waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
		click(t, ctx, "#design-open")
		waitFor(t, ctx, `!document.getElementById("design").disabled`)
		if c.from != "" {
			choose(t, ctx, "design-from", c.from)
		}
		retype(t, ctx, "#design-seconds", c.seconds)
		click(t, ctx, "#design")
		waitFor(t, ctx, `!document.getElementById("design").hidden && document.getElementById("design-status").textContent.includes("tried in")`)
		status := eval[string](t, ctx, `document.getElementById("design-status").textContent`)
		list := eval[string](t, ctx, `document.getElementById("design-list").textContent`)
		if strings.Contains(status, "connected") || !strings.Contains(list, c.want) {
			t.Errorf("%s: the status reads %q and the list %q", c.example, status, list)
		}
		if c.example == "rhombic-cluster" {
			screenshot(t, ctx, "design-rhombic")
		}
	}
}
