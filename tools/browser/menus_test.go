package browser

import (
	"testing"
)

// Every menu, opened at a laptop's and a phone's size, lies inside the
// window with all it holds: the phone's Export menu ran 84 px off the
// left edge, its buttons out of reach.
func TestMenusStayInTheWindow(t *testing.T) {
	t.Parallel()
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			ctx := onScreen(t, s, "index.html#example=soma")
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
			// Solved, the solutions' row holds its steps and filters,
			// and the Export button wraps to the row's left on a phone.
			tab(t, ctx, s, "solve")
			click(t, ctx, `#solve`)
			waitFor(t, ctx, `/^Done/.test(document.getElementById("progress").textContent)`)
			for _, m := range []struct{ id, tab string }{{"file-menu", "draw"}, {"export-menu", "solutions"}} {
				tab(t, ctx, s, m.tab)
				click(t, ctx, `#`+m.id+` > summary`)
				waitFor(t, ctx, `document.getElementById(`+quote(m.id)+`).open`)
				out := eval[string](t, ctx, `(() => {
					const out = [];
					for (const el of document.querySelectorAll("#`+m.id+` .menu-items, #`+m.id+` .menu-items > *")) {
						const r = el.getBoundingClientRect();
						if (r.width === 0 && r.height === 0) continue; // not shown
						if (r.left < 0 || r.right > innerWidth + 0.5) out.push((el.id || el.tagName) + " at x = " + Math.round(r.left) + " to " + Math.round(r.right));
					}
					return out.join("; ");
				})()`)
				if out != "" {
					t.Errorf("%s: outside the %d px window: %s", m.id, s.width, out)
				}
				screenshot(t, ctx, "menu-"+s.name+"-"+m.id)
				click(t, ctx, `#`+m.id+` > summary`)
			}
		})
	}
}
