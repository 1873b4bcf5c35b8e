package browser

import (
	"strings"
	"testing"
)

// A message goes when its cause does: the grid's refusal of a size, once
// another puzzle is opened.
func TestOldMessagesClearWithTheirPuzzle(t *testing.T) {
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
