package browser

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestPageAnswersDuringALongSolve(t *testing.T) {
	longOnly(t, "a frame-rate test, run alone")
	ctx := openPage(t, "index.html#example=bedlam")
	waitFor(t, ctx, `document.getElementById("puzzle").value.includes("Bedlam")`)
	// A fresh page's first keystrokes cost the same with or without a
	// solve; type once first, and measure idle typing for comparison.
	original := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	idle, idleTasks := typeAndMeasure(t, ctx, "// warm-up")
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		const box = document.getElementById("puzzle");
		box.value = %q;
		return box.dispatchEvent(new Event("input"));
	})()`, original))
	waitFor(t, ctx, `!document.getElementById("count").disabled`) // the warm-up made it invalid for a while
	if err := chromedp.Do(ctx, chromedp.Click(`#count`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("progress").textContent.includes("nodes")`)
	busy, busyTasks := typeAndMeasure(t, ctx, "// typed during the solve")
	value := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	if !strings.Contains(value, "// typed during the solve") {
		t.Fatalf("the typed text did not arrive")
	}
	if running := eval[bool](t, ctx, `!document.getElementById("stop").disabled`); !running {
		t.Fatal("the solve ended before the typing test was over; it needs a longer puzzle")
	}
	t.Logf("longest frame gaps while typing, idle: %.0f ms; during the solve: %.0f ms", idle[:min(5, len(idle))], busy[:min(5, len(busy))])
	t.Logf("long tasks on the page's thread, idle: %.0f ms; during the solve: %.0f ms", idleTasks, busyTasks)
	// A solve on the page's thread would be one task of seconds there. A
	// loaded machine slows every frame, so frame gaps alone would fail on
	// load: what counts is the page's own work, its long tasks (over 50
	// ms), against the same page typing with no solve, measured in the
	// same run.
	longest := func(d []float64) float64 { return slices.Max(append(d, 0)) }
	total := func(d []float64) (s float64) {
		for _, x := range d {
			s += x
		}
		return s
	}
	if l := longest(busyTasks); l > max(250, 3*longest(idleTasks)) {
		t.Errorf("the page's thread was busy for %.0f ms at a time during the solve, %.0f ms at most without", l, longest(idleTasks))
	}
	if s := total(busyTasks); s > max(400, 3*total(idleTasks)) {
		t.Errorf("long tasks took %.0f ms of two seconds during the solve, %.0f ms without", s, total(idleTasks))
	}
	screenshot(t, ctx, "bedlam-counting")
	if err := chromedp.Do(ctx, chromedp.Click(`#stop`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("stop").disabled`)
	if msg := eval[string](t, ctx, `document.getElementById("progress").textContent`); !strings.HasPrefix(msg, "Stopped at ") {
		t.Errorf("after stop the page says %q", msg)
	}
}

// typeAndMeasure types into the puzzle box and returns the gaps between
// animation frames meanwhile, longest first, and the durations of the
// long tasks (over 50 ms) on the page's thread.
func typeAndMeasure(t *testing.T, ctx context.Context, text string) (gaps, tasks []float64) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		window.frames_ = [];
		const tick = (t) => { if (window.frames_) { window.frames_.push(t); requestAnimationFrame(tick); } };
		requestAnimationFrame(tick);
		window.long_ = [];
		window.longObserver_ = new PerformanceObserver(list => { for (const e of list.getEntries()) window.long_.push(e.duration); });
		window.longObserver_.observe({type: "longtask"});
		return true;
	})()`)
	if err := chromedp.Do(ctx, chromedp.Click(`#puzzle`), chromedp.KeyEvent(text)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second)
	gaps = eval[[]float64](t, ctx, `(() => {
		const f = window.frames_, g = [];
		window.frames_ = null;
		for (let i = 1; i < f.length; i++) g.push(f[i] - f[i-1]);
		return g.sort((a, b) => b - a);
	})()`)
	tasks = eval[[]float64](t, ctx, `(() => {
		window.longObserver_.disconnect();
		return window.long_;
	})()`)
	return gaps, tasks
}
