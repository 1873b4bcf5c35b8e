package browser

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestUndoRedo(t *testing.T) {
	t.Parallel()
	ctx := openNewPiece(t)
	click(t, ctx, `[data-cell="0,0,0"]`)
	click(t, ctx, `[data-cell="1,0,0"]`)
	cells := `JSON.parse(document.getElementById("puzzle").value).pieces[0].cells.length`
	if n := eval[int](t, ctx, cells); n != 2 {
		t.Fatalf("%d cells drawn", n)
	}
	click(t, ctx, `#undo`)
	if n := eval[int](t, ctx, cells); n != 1 {
		t.Errorf("after undo, %d cells", n)
	}
	click(t, ctx, `#redo`)
	if n := eval[int](t, ctx, cells); n != 2 {
		t.Errorf("after redo, %d cells", n)
	}
	// A drag with the mouse paints a whole row in one step.
	drag(t, ctx, `[data-cell="0,2,0"]`, `[data-cell="1,2,0"]`, `[data-cell="2,2,0"]`)
	if n := eval[int](t, ctx, cells); n != 5 {
		t.Errorf("after a drag over three cells, %d cells", n)
	}
	click(t, ctx, `#undo`)
	if n := eval[int](t, ctx, cells); n != 2 {
		t.Errorf("undoing the drag left %d cells", n)
	}
	// Typing in the JSON box is a step to undo too.
	caretAfter(t, ctx, "My puzzle")
	// Slowly, as a person types: the page checks the box between keys,
	// and the word is still one step.
	for _, key := range []string{" ", "t", "w", "o"} {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	name := `document.getElementById("puzzle-name").textContent`
	waitFor(t, ctx, name+` === "My puzzle two"`)
	// After a pause, more typing is a step of its own.
	time.Sleep(1500 * time.Millisecond)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("!")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, name+` === "My puzzle two!"`)
	click(t, ctx, `#undo`)
	if got := eval[string](t, ctx, name); got != "My puzzle two" {
		t.Errorf("undoing the typing after a pause left %q", got)
	}
	click(t, ctx, `#undo`)
	if got := eval[string](t, ctx, name); got != "My puzzle" {
		t.Errorf("undoing the typing left %q", got)
	}
}
