package browser

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/cubist/cubist/solver"
)

// axeVersion is the axe-core the checks are made with, as the Makefile
// pins it.
const axeVersion = "4.14.1"

// axePath is where `make axe` installs axe-core, pinned, from npm; git
// ignores it.
var axePath = filepath.Join("..", "..", "bin", "axe", "node_modules", "axe-core", "axe.min.js")

// violation is one rule axe-core finds broken, with the elements that
// break it.
type violation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
}

func (v violation) String() string {
	return fmt.Sprintf("%s (%s): %s, at %s", v.ID, v.Impact, v.Help, strings.Join(v.Nodes, "; "))
}

// axeViolations runs axe-core in the page, against WCAG 2.1 A and AA,
// and returns what it finds.
func axeViolations(t *testing.T, ctx context.Context) []violation {
	t.Helper()
	src, err := os.ReadFile(axePath)
	if err != nil {
		t.Fatalf("axe-core is not installed (%v): `make axe` installs it", err)
	}
	if !eval[bool](t, ctx, `typeof axe !== "undefined"`) {
		eval[any](t, ctx, string(src)+"\n;null")
	}
	if v := eval[string](t, ctx, `axe.version`); v != axeVersion {
		t.Fatalf("axe-core %s is installed; the checks are made with %s: `make axe` installs it", v, axeVersion)
	}
	return eval[[]violation](t, ctx, `axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}})
		.then(r => r.violations.map(v => ({id: v.id, impact: v.impact || "", help: v.help,
			nodes: v.nodes.slice(0, 6).map(n => n.target.flat().join(" > "))})))`)
}

// checkAccess fails the test for each violation axe-core finds in a view.
func checkAccess(t *testing.T, ctx context.Context, view string) {
	t.Helper()
	vs := axeViolations(t, ctx)
	for _, v := range vs {
		t.Errorf("%s: %v", view, v)
	}
	t.Logf("%s: %d violations", view, len(vs))
}

// TestAccessibility runs axe-core on every view of the page a person
// reaches, at a laptop's and a phone's size: the first screen, a solved
// puzzle, the Draw tab, the Colours panel, the Design panel with variants,
// Take it apart, and the embed.
func TestAccessibility(t *testing.T) {
	t.Parallel()
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			ctx := onScreen(t, s, "index.html#example=soma")
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
			checkAccess(t, ctx, "the first screen")

			tab(t, ctx, s, "solve")
			click(t, ctx, "#solve")
			waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
			tab(t, ctx, s, "solutions")
			checkAccess(t, ctx, "a solved puzzle")
			if got := eval[string](t, ctx, `document.getElementById("view").getAttribute("aria-label")`); !strings.HasPrefix(got, "Solution 1 of Soma cube in 3D, 7 pieces:") {
				t.Errorf("the 3D view of a solution says %q", got)
			}

			tab(t, ctx, s, "draw")
			click(t, ctx, "#piece-list li:nth-child(2) button")
			checkAccess(t, ctx, "the Draw tab")
			openMenuOf(t, ctx, "#add-color")
			// Clear of the phone's tab bar, which lies over the bottom of the window.
			eval[bool](t, ctx, `(document.getElementById("add-color").scrollIntoView({block: "center"}), true)`)
			click(t, ctx, "#add-color")
			waitFor(t, ctx, `document.querySelectorAll("#color-list li").length === 1`)
			checkAccess(t, ctx, "the Colours panel")

			p := designPuzzle(t)
			setBox(t, ctx, string(solver.FormatJSON(p)))
			waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
			tab(t, ctx, s, "solve")
			click(t, ctx, "#design-open")
			waitFor(t, ctx, `!document.getElementById("design").disabled`)
			click(t, ctx, "#design")
			waitFor(t, ctx, `document.getElementById("design-status").textContent.includes("meets the goal")`)
			checkAccess(t, ctx, "the Design panel with variants")
			click(t, ctx, `#design-list button.variant[data-variant="0"]`)
			waitFor(t, ctx, `!document.getElementById("variant-banner").hidden`)
			checkAccess(t, ctx, "a variant shown")

			// The burr from the address, in the same page: a load costs
			// about 3.5 CPU-seconds.
			openFromAddress(t, ctx, "#example=burr&disassemble&solve", "Six-piece burr")
			waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
			tab(t, ctx, s, "solutions")
			for range 20 {
				if !eval[bool](t, ctx, `document.getElementById("take-apart").hidden`) {
					break
				}
				click(t, ctx, "#next")
			}
			click(t, ctx, "#take-apart")
			click(t, ctx, "#build-next")
			checkAccess(t, ctx, "Take it apart")

			ctx = onScreen(t, s, "embed.html#p="+shareCode(t, "soma")+"&s=2&build")
			waitFor(t, ctx, `document.querySelector("cubist-puzzle").shadowRoot.querySelector(".shell").getAttribute("data-state") === "solved"`)
			checkAccess(t, ctx, "the embed's frame")
			ctx = onScreen(t, s, "example-post.html")
			waitForState(t, ctx, "soma", "solved")
			checkAccess(t, ctx, "the embed")
		})
	}
}

// TestDrawWithTheKeyboard draws a piece with the keyboard alone: Tab to
// the layer grid, the arrow keys, Space, and the next layer with ].
func TestDrawWithTheKeyboard(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	// Tab from the layer's buttons reaches the grid on one cell.
	focus := `document.activeElement.getAttribute("role") === "gridcell"`
	if !tabToGrid(t, ctx) {
		t.Fatalf("Tab does not reach the grid: the focus is on %s", eval[string](t, ctx, `document.activeElement.outerHTML.slice(0, 80)`))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#grid [tabindex="0"]').length`); n != 1 {
		t.Errorf("%d cells take Tab; want one", n)
	}
	if got := eval[string](t, ctx, `document.getElementById("grid").getAttribute("aria-label")`); !strings.HasPrefix(got, "Layer 1 of ") {
		t.Errorf("the grid is labelled %q; it should say the layer", got)
	}
	key(t, ctx, " ")
	key(t, ctx, kb.ArrowRight)
	key(t, ctx, " ")
	key(t, ctx, kb.ArrowDown)
	key(t, ctx, "\r") // Enter fills as Space does
	key(t, ctx, "]")
	if !eval[bool](t, ctx, focus) {
		t.Fatal("the next layer took the focus off the grid")
	}
	key(t, ctx, " ")
	if got := eval[string](t, ctx, `document.activeElement.getAttribute("aria-label")`); got != "1, 1: filled" {
		t.Errorf("the cell in focus reads %q, want %q", got, "1, 1: filled")
	}
	eval[bool](t, ctx, `(document.getElementById("grid").scrollIntoView({block: "center"}), true)`)
	screenshot(t, ctx, "keyboard-drawing")
	p, err := solver.DecodeJSON([]byte(eval[string](t, ctx, `document.getElementById("puzzle").value`)))
	if err != nil {
		t.Fatal(err)
	}
	want := []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}
	if got := p.Pieces[len(p.Pieces)-1].Cells; !slices.Equal(got, want) {
		t.Errorf("the keys drew %v, want %v", got, want)
	}
	// Space again clears the cell, and each key is a step to undo.
	key(t, ctx, " ")
	if got := eval[string](t, ctx, `document.activeElement.getAttribute("aria-label")`); got != "1, 1: empty" {
		t.Errorf("Space on a filled cell leaves it %q", got)
	}
	click(t, ctx, "#undo")
	// The grid is drawn again from the puzzle after the click's handler.
	cell := func() string {
		return eval[string](t, ctx, `document.querySelector('#grid [data-cell="1,1,1"]').getAttribute("aria-label")`)
	}
	for deadline := time.Now().Add(5 * time.Second); cell() != "1, 1: filled" && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
	}
	if got := cell(); got != "1, 1: filled" {
		t.Errorf("Undo leaves the cell %q", got)
	}
}

// tabToGrid presses Tab from the layer's buttons until the focus is on a
// cell of the layer grid, and reports whether it got there.
func tabToGrid(t *testing.T, ctx context.Context) bool {
	t.Helper()
	eval[bool](t, ctx, `(document.getElementById("layer-up").focus(), true)`)
	focus := `document.activeElement.getAttribute("role") === "gridcell"`
	for range 5 {
		if eval[bool](t, ctx, focus) {
			return true
		}
		key(t, ctx, kb.Tab)
	}
	return eval[bool](t, ctx, focus)
}

// key presses one key in the page.
func key(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatal(err)
	}
}
