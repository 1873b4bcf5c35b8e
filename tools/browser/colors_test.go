package browser

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

// setBox puts a puzzle into the JSON box, as pasting it does.
func setBox(t testing.TB, ctx context.Context, text string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		const box = document.getElementById("puzzle");
		box.value = %q;
		return box.dispatchEvent(new Event("input"));
	})()`, text))
}

// retype puts text into a field and commits it, as typing it and
// leaving the field does.
func retype(t testing.TB, ctx context.Context, selector, text string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		const f = document.querySelector(%s);
		f.focus();
		f.value = %q;
		return f.dispatchEvent(new Event("change"));
	})()`, quote(selector), text))
}

// pickItem picks a piece, or the target, in the piece list by its label.
func pickItem(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	find := fmt.Sprintf(`[...document.querySelectorAll("#piece-list button")].find(b => b.textContent.trim() === %q || b.textContent.trim().startsWith(%q))`, label, label+" ×")
	waitFor(t, ctx, find+` !== undefined`)
	eval[bool](t, ctx, `(`+find+`.click(), true)`)
}

// countOnPage presses Count and returns the lines the page shows.
func countOnPage(t *testing.T, ctx context.Context) string {
	t.Helper()
	waitFor(t, ctx, `!document.getElementById("count").disabled`)
	click(t, ctx, "#count")
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Done")`)
	return eval[string](t, ctx, `document.getElementById("counts").innerText`)
}

// countNatively counts the puzzle in the page's box with the solver, for
// the figures the page must show.
func countNatively(t *testing.T, ctx context.Context) search.Stats {
	t.Helper()
	p, err := solver.ParseJSON([]byte(eval[string](t, ctx, `document.getElementById("puzzle").value`)))
	if err != nil {
		t.Fatal(err)
	}
	return statsOf(t, p)
}

// statsOf counts a puzzle natively, on two workers.
func statsOf(t *testing.T, p *solver.Puzzle) search.Stats {
	t.Helper()
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := pr.Search(context.Background(), search.Options{Workers: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// Ranges typed into the Copies field make "any of these" puzzles: the
// live check gives the totals the ranges allow, and Count counts every
// allowed choice of copies, as the solver does.
func TestRangesThroughThePage(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	setBox(t, ctx, `{"name":"Tetrominoes","pieces":[`+
		`{"name":"L","cells":[[0,0,0],[1,0,0],[2,0,0],[0,1,0]]},{"name":"T","cells":[[0,0,0],[1,0,0],[2,0,0],[1,1,0]]},`+
		`{"name":"O","cells":[[0,0,0],[1,0,0],[0,1,0],[1,1,0]]},{"name":"I","cells":[[0,0,0],[1,0,0],[2,0,0],[3,0,0]]},`+
		`{"name":"S","cells":[[0,0,0],[1,0,0],[1,1,0],[2,1,0]]}],"target":{"box":[4,4,1]},"mirror":false}`)
	for _, r := range [][2]string{{"L", "0-4"}, {"T", "1–4"}, {"O", "0-1"}, {"I", "0-2"}, {"S", "0-2"}} {
		pickItem(t, ctx, r[0])
		retype(t, ctx, "#piece-count", r[1])
	}
	waitFor(t, ctx, `document.getElementById("check").textContent.includes("ready to solve")`)
	if got, want := eval[string](t, ctx, `document.getElementById("check").textContent`), "1 to 13 pieces, 4 to 52 cells (the target takes 16), ready to solve"; got != want {
		t.Errorf("the check says %q, want %q", got, want)
	}
	if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces[1])`); !strings.Contains(got, `"min":1,"max":4`) {
		t.Errorf("piece T in the box: %s", got)
	}
	if label := eval[string](t, ctx, `document.querySelector("#piece-list li:nth-child(3) button").textContent`); label != "T ×1–4" {
		t.Errorf("the list shows T as %q", label)
	}
	counts := countOnPage(t, ctx)
	st := countNatively(t, ctx)
	for _, want := range []string{fmt.Sprint(st.Solutions), fmt.Sprint(st.Distinct)} {
		if !strings.Contains(counts, want) {
			t.Errorf("the page counts %q; the solver %d solutions, %d distinct", counts, st.Solutions, st.Distinct)
		}
	}
	if st.Solutions != 26 || st.Distinct != 4 { // BurrTools 0.7.1 counts 4 assemblies of this file
		t.Errorf("the solver counts %d solutions, %d distinct; recorded 26 and 4", st.Solutions, st.Distinct)
	}
	// A range the Copies field cannot take is refused, and says so.
	pickItem(t, ctx, "L")
	retype(t, ctx, "#piece-count", "3-1")
	if msg := eval[string](t, ctx, `document.getElementById("field-error").textContent`); !strings.Contains(msg, "range such as 0–2") {
		t.Errorf("a bad range says %q", msg)
	}
	screenshot(t, ctx, "ranges-counted")
}

// Cell colours drawn through the page: a colour added to the palette, a
// piece's cube and the target's centre painted with the brush, a rule
// taken off in the table. The count is the solver's for the same puzzle,
// the 3D view draws the painted cubes in their colour, and undo takes the
// paint off again.
func TestColoursThroughThePage(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	// Pasted and at once given a colour, before the page has read the
	// box: the colour goes into the pasted puzzle, which stays.
	setBox(t, ctx, example(t, "soma"))
	click(t, ctx, "#colors-panel summary")
	click(t, ctx, "#add-color")
	if got := eval[string](t, ctx, `(p => p.name + ": " + p.pieces.length + " pieces, rules " + JSON.stringify(p.rules))(JSON.parse(document.getElementById("puzzle").value))`); got != `Soma cube: 7 pieces, rules [{"piece":"red","target":"red"}]` {
		t.Fatalf("after pasting the Soma cube and adding a colour: %s", got)
	}
	if b := eval[string](t, ctx, `document.getElementById("brush").value`); b != "1" {
		t.Errorf("the brush after Add colour is %q, want the new colour", b)
	}
	// The Z piece's middle cube, then the target's centre, in red.
	pickItem(t, ctx, "Z")
	click(t, ctx, `[data-cell="1,0,0"]`)
	pickItem(t, ctx, "Target")
	click(t, ctx, "#layer-up")
	click(t, ctx, `[data-cell="1,1,1"]`)
	box := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	if !strings.Contains(box, `"paint": {"red": [[1,0,0]]}`) || !strings.Contains(box, `"paint": {"red": [[1,1,1]]}`) {
		t.Fatalf("the box after painting:\n%s", box)
	}
	if !eval[bool](t, ctx, `document.querySelector('[data-cell="1,1,1"]').classList.contains("painted")`) {
		t.Error("the painted target cell is not marked on the grid")
	}
	// Beside the panel, what the rule means for cells left unpainted.
	rule := eval[string](t, ctx, `document.getElementById("color-rule").textContent`)
	for _, want := range []string{"26 of the target's 27 cells have no colour", "26 of the pieces' 27 cubes have no colour", "paint every cell of the target"} {
		if !strings.Contains(rule, want) {
			t.Errorf("beside the Colours panel: %q, want it to say %q", rule, want)
		}
	}
	eval[bool](t, ctx, `document.getElementById("color-rule").scrollIntoView({block: "center"}), true`)
	if !visible(t, ctx, "color-rule") {
		t.Error("the colour rule's line is not shown in the panel")
	}
	// The pieces laid out in 3D show Z's cube in red.
	if n := shadedPixels(canvasImage(t, ctx, "#view"), hexColor("#d03030")); n < 100 {
		t.Errorf("the 3D view shows %d red pixels, too few for a cube", n)
	}
	screenshot(t, ctx, "colours-editor")
	// With the rule, red may sit on red; without it, Z's red cube keeps
	// out of the centre.
	withRule := countOnPage(t, ctx)
	stWith := countNatively(t, ctx)
	click(t, ctx, `#rules input[aria-label="red on red"]`)
	waitFor(t, ctx, `!document.getElementById("puzzle").value.includes('"rules"')`)
	without := countOnPage(t, ctx)
	stWithout := countNatively(t, ctx)
	t.Logf("with the rule: %q; without: %q", withRule, without)
	if !strings.Contains(withRule, fmt.Sprint(stWith.Solutions)) || !strings.Contains(without, fmt.Sprint(stWithout.Solutions)) {
		t.Errorf("the page counts %q and %q; the solver %d and %d", withRule, without, stWith.Solutions, stWithout.Solutions)
	}
	if stWithout.Solutions >= stWith.Solutions || stWithout.Solutions == 0 {
		t.Errorf("taking the rule off left %d of %d solutions", stWithout.Solutions, stWith.Solutions)
	}
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Done")`)
	screenshot(t, ctx, "colours-solved")
	for _, s := range screens {
		c := onScreen(t, s, "index.html")
		setBox(t, c, eval[string](t, ctx, `document.getElementById("puzzle").value`))
		tab(t, c, s, "draw")
		click(t, c, "#colors-panel summary")
		pickItem(t, c, "Z")
		screenshot(t, c, "colours-editor-"+s.name)
		notWider(t, c, s.name)
	}
	// Undo takes the rule change and the paint off, step by step.
	for range 3 {
		click(t, ctx, "#undo")
	}
	if box := eval[string](t, ctx, `document.getElementById("puzzle").value`); strings.Contains(box, `"paint"`) {
		t.Errorf("after three undos the box still has paint:\n%s", box)
	}
}

// shadedPixels counts the pixels of an image in a shade of a colour.
func shadedPixels(img image.Image, want color.RGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if shadeOf(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), want) {
				n++
			}
		}
	}
	return n
}
