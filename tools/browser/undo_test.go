package browser

import (
	"context"
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
	undoTyping(t, ctx)
}

// undoTyping types slowly into the JSON box, pauses, types again, and
// undoes twice. The page makes one step of each burst of typing, split
// where it saw a pause of a second (typingPause in wasm/app/state). The
// test notes when the page saw each key: on a loaded machine the page
// can be busy for a second between two keys sent 300 ms apart, and then
// it rightly splits the word. What undo must give follows from the times
// seen.
func undoTyping(t *testing.T, ctx context.Context) {
	caretAfter(t, ctx, "My puzzle")
	eval[bool](t, ctx, `window.typedAt = [], document.getElementById("puzzle").addEventListener("input",
		() => typedAt.push(performance.now())), true`)
	typeKey := func(key string) {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
	}
	// Slowly, as a person types: the page checks the box between keys,
	// and the word is still one step.
	for _, key := range []string{" ", "t", "w", "o"} {
		typeKey(key)
		time.Sleep(300 * time.Millisecond)
	}
	name := `document.getElementById("puzzle-name").textContent`
	waitFor(t, ctx, name+` === "My puzzle two"`)
	// After a pause, more typing is a step of its own.
	time.Sleep(1500 * time.Millisecond)
	typeKey("!")
	waitFor(t, ctx, name+` === "My puzzle two!"`)

	at := eval[[]float64](t, ctx, `typedAt`)
	if len(at) != 5 {
		t.Fatalf("the page saw %d keys typed, not 5", len(at))
	}
	// texts[i] is the name before key i.
	texts := []string{"My puzzle", "My puzzle ", "My puzzle t", "My puzzle tw", "My puzzle two"}
	var starts []string // the name before each step, oldest first
	for i := range at {
		gap := time.Duration((at[i] - at[max(i-1, 0)]) * float64(time.Millisecond))
		if i > 0 && gap > 900*time.Millisecond && gap < 1100*time.Millisecond {
			t.Logf("the page saw %v between two keys, too near the pause of a second to judge", gap)
			return
		}
		if i == 0 || gap > time.Second {
			starts = append(starts, texts[i])
		}
	}
	if len(starts) > 2 {
		t.Logf("the page was busy between keys (seen at %.0f ms): it saw %d bursts", at, len(starts))
	}
	for i := len(starts) - 1; i >= len(starts)-2; i-- {
		click(t, ctx, `#undo`)
		if got := eval[string](t, ctx, name); got != starts[i] {
			t.Errorf("undoing the typing (keys seen at %.0f ms) left %q, not %q", at, got, starts[i])
		}
	}
}
