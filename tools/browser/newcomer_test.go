package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// A message goes when its cause does: the grid's refusal of a size, once
// another puzzle is opened.
func TestOldMessagesClearWithTheirPuzzle(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	eval[bool](t, ctx, `(() => {
		const f = document.getElementById("grid-x");
		f.value = "999";
		return f.dispatchEvent(new Event("change"));
	})()`)
	if msg := eval[string](t, ctx, `document.getElementById("field-error").textContent`); !strings.Contains(msg, "999") {
		t.Fatalf("the grid's refusal says %q", msg)
	}
	pickExample(t, ctx, "soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	if msg := eval[string](t, ctx, `document.getElementById("field-error").textContent + document.getElementById("error").textContent`); msg != "" {
		t.Errorf("after opening another puzzle the page still says %q", msg)
	}
}

// Before a search the stepper says there are no solutions yet rather than
// "1 of 0"; the buttons that move a piece and those that change the layer
// read differently and say what they do.
func TestControlsSayWhatTheyDo(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	state := eval[[]string](t, ctx, `[document.getElementById("of").textContent,
		String(document.getElementById("prev").hidden && document.getElementById("index").hidden && document.getElementById("next").hidden)]`)
	if state[0] != "No solutions yet" || state[1] != "true" {
		t.Errorf("before a search the stepper shows %q", state)
	}
	labels := eval[[]string](t, ctx, `["up-piece", "down-piece", "layer-up", "layer-down"].map(id => {
		const b = document.getElementById(id);
		return (b.getAttribute("aria-label") || b.textContent) + "|" + b.title + "|" + getComputedStyle(b).backgroundColor;
	})`)
	if !strings.HasPrefix(labels[0], "Move up|") || !strings.HasPrefix(labels[2], "Layer above|") || strings.Contains(labels[0], "||") || strings.Contains(labels[2], "||") {
		t.Errorf("the buttons read %q", labels)
	}
	if strings.Split(labels[0], "|")[2] == strings.Split(labels[2], "|")[2] {
		t.Errorf("moving a piece and changing the layer look alike: %q", labels)
	}
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("of").textContent.startsWith("of ")`)
	if hidden := eval[bool](t, ctx, `document.getElementById("next").hidden`); hidden {
		t.Error("with solutions the stepper is hidden")
	}
}

// A new puzzle's view shows its target from the start, pale, and the
// pieces beside it once they have cubes; a click on the target's face in
// the view draws on the target.
func TestNewPuzzleShowsItsTarget(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	empty := canvasImage(t, ctx, "#view")
	if covered, _ := pixelStats(empty, nil); covered < 0.03 {
		t.Errorf("a new puzzle's view is %.1f%% drawn: its target is not shown", 100*covered)
	}
	click(t, ctx, "#add-piece")
	click(t, ctx, `[data-cell="0,0,0"]`)
	waitFor(t, ctx, `document.getElementById("puzzle").value.includes("[0,0,0]")`)
	if d := differs(empty, canvasImage(t, ctx, "#view")); d < 0.005 {
		t.Errorf("the first cube of a piece changed %.2f%% of the view", 100*d)
	}
	screenshot(t, ctx, "new-puzzle-target")
	// The middle of the scene is the target's box: a click there adds a
	// cube to the target, which stops being a plain box.
	view := middle(t, ctx, "#view", true)
	clickAt(t, ctx, view, 0)
	if got := targetOf(t, ctx); !strings.Contains(got, `"cells"`) || strings.Count(got, "],[") != 27 {
		t.Errorf("after a click on the target in the view: %.120s", got)
	}
	if pressed := eval[string](t, ctx, `document.querySelector("#piece-list [aria-pressed=true]").textContent`); pressed != "Target" {
		t.Errorf("drawing on the target picked %q in the editor", pressed)
	}
}

// With the target picked, the editor shows the puzzle's name in a field
// of its own, and no piece fields.
func TestTargetFieldsAreThePuzzles(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	click(t, ctx, `#piece-list li:first-child button`)
	state := eval[[]string](t, ctx, `[String(document.getElementById("piece-fields").hidden), String(document.getElementById("target-fields").hidden), document.getElementById("puzzle-name-field").value]`)
	if state[0] != "true" || state[1] != "false" || state[2] != "Soma cube" {
		t.Errorf("with the target picked: piece fields hidden %s, target fields hidden %s, name %q", state[0], state[1], state[2])
	}
	eval[bool](t, ctx, `(() => {
		const f = document.getElementById("puzzle-name-field");
		f.value = "My Soma";
		return f.dispatchEvent(new Event("change"));
	})()`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "My Soma"`)
	click(t, ctx, `#piece-list li:nth-child(2) button`)
	if hidden := eval[bool](t, ctx, `document.getElementById("piece-fields").hidden || !document.getElementById("target-fields").hidden`); hidden {
		t.Error("with a piece picked, the piece fields are not the ones shown")
	}
}

// A set from the piece library joins the puzzle in one step to undo, its
// names kept apart from those the puzzle has.
func TestAddAPieceSet(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	addSet := func(name string) {
		eval[bool](t, ctx, `(() => {
			const s = document.getElementById("add-set");
			s.value = `+quote(name)+`;
			return s.dispatchEvent(new Event("change"));
		})()`)
	}
	names := func() string {
		return eval[string](t, ctx, `JSON.parse(document.getElementById("puzzle").value).pieces.map(p => p.name).join(" ")`)
	}
	// Beside Solve, greyed out, the line says why rather than "Ready.".
	progress := func() string { return eval[string](t, ctx, `document.getElementById("progress").textContent`) }
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Not ready to solve: ")`)
	t.Logf("a new puzzle: %q", progress())
	addSet("soma")
	if got := names(); got != "V L T Z A B P" {
		t.Fatalf("after adding the Soma pieces: %q", got)
	}
	waitFor(t, ctx, `!document.getElementById("solve").disabled`)
	if got := progress(); got != "Ready." {
		t.Errorf("with the Soma pieces in the box, beside Solve: %q", got)
	}
	addSet("tetrominoes")
	if got := names(); got != "V L T Z A B P I O T2 S L2" {
		t.Errorf("after adding the tetrominoes: %q", got)
	}
	waitFor(t, ctx, `document.getElementById("solve").disabled`)
	if got, want := progress(), "Not ready to solve: The pieces have 47 cubes; the target has 27 cubes."; got != want {
		t.Errorf("with 47 cells for 27, beside Solve: %q, want %q", got, want)
	}
	// The Soma pieces fill the new puzzle's 3x3x3 box.
	click(t, ctx, "#undo")
	waitFor(t, ctx, `!document.getElementById("solve").disabled`)
	click(t, ctx, "#count")
	waitFor(t, ctx, `document.getElementById("counts").textContent.includes("240 if mirror images count as the same")`)
	// Count keeps no solutions: the page says so, and offers Solve.
	if got := eval[string](t, ctx, `document.getElementById("of").textContent`); strings.Contains(got, "No solutions") {
		t.Errorf("after Count, beside the stepper: %q", got)
	}
	if !visible(t, ctx, "solve-to-see") {
		t.Fatal("after Count, Solve to see them is not on screen")
	}
	screenshot(t, ctx, "piece-library")
	click(t, ctx, "#solve-to-see")
	waitFor(t, ctx, `document.getElementById("of").textContent.startsWith("of 480")`)
	if visible(t, ctx, "solve-to-see") {
		t.Error("Solve to see them stays after Solve")
	}
}

// A phone's first screen says what Cubist is and offers the examples,
// above Solve.
func TestPhoneFirstScreen(t *testing.T) {
	t.Parallel()
	ctx := onScreen(t, screens[1], "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	for _, sel := range []string{"header.top h1", "header.top p", "#example", "#solve"} {
		if !eval[bool](t, ctx, `(() => {
			const r = document.querySelector(`+quote(sel)+`).getBoundingClientRect();
			return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
		})()`) {
			t.Errorf("%s is not on a phone's first screen", sel)
		}
	}
	if text := eval[string](t, ctx, `document.querySelector("header.top").innerText`); !strings.Contains(text, "Packing puzzles of cubes, spheres, prisms") || strings.Contains(strings.ToLower(text), "polycube") {
		t.Errorf("the first screen says %q", text)
	}
	if title := eval[string](t, ctx, `document.title`); strings.Contains(strings.ToLower(title), "polycube") {
		t.Errorf("the page is titled %q, though it holds every grid", title)
	}
	screenshot(t, ctx, "phone-first-screen")
}

// On a touch screen, which has no Shift key, the grid's hint says to tap
// and mentions no Shift.
func TestTouchHintHasNoShift(t *testing.T) {
	t.Parallel()
	ctx := onScreen(t, screens[1], "index.html")
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `matchMedia("(pointer: coarse)").matches`) {
		t.Fatal("the emulated phone's pointer is not coarse")
	}
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	click(t, ctx, `#tabs [data-tab="draw"]`)
	click(t, ctx, `#new-puzzle`)
	click(t, ctx, `#add-piece`)
	hint := eval[string](t, ctx, `document.getElementById("grid-hint").textContent`)
	if strings.Contains(hint, "Shift") || !strings.HasPrefix(hint, "Tap") {
		t.Errorf("on a touch screen the grid's hint says %q", hint)
	}
}

// On a laptop the layer grid and the small 3D view are on the first
// screen, above the fold, with a piece picked to draw; the tools drawn
// with less often are folded under them.
func TestGridAboveTheFold(t *testing.T) {
	t.Parallel()
	ctx := onScreen(t, screens[0], "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	pickItem(t, ctx, "T")
	for _, id := range []string{"grid", "piece-view", "turn-X"} {
		if !visible(t, ctx, id) {
			t.Errorf("#%s is not on the first screen: its top is at %.0f px of %d", id,
				eval[float64](t, ctx, `document.getElementById(`+quote(id)+`).getBoundingClientRect().top`), screens[0].height)
		}
	}
	if eval[bool](t, ctx, `document.getElementById("more-tools").open`) {
		t.Error("More tools is open on a first visit")
	}
	screenshot(t, ctx, "first-screen-laptop")
	// A folded tool still works: the fold opens and Shift moves the piece.
	before := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces[2].cells)`)
	click(t, ctx, "#more-tools summary")
	click(t, ctx, "#shift-X-plus")
	if after := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces[2].cells)`); after == before {
		t.Errorf("Shift +X under More tools left T at %s", after)
	}
}
