package browser

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// BenchmarkBrowserVsNative counts each example natively and in the page,
// both on one worker, and reports the two times and their ratio:
//
//	go test -run '^$' -bench BrowserVsNative ./tools/browser
//
// Both sides count the puzzle once before timing, so the figures are for
// warm code and a compiled problem; the browser's first, cold count is
// reported apart as browser-first-s. The browser time is what Cubist.count
// reports.
func BenchmarkBrowserVsNative(b *testing.B) {
	ctx := readyPage(b)
	for _, name := range []string{"soma", "galakub", "pentominoes-3x20", "pentominoes-5x12", "pentominoes-6x10", "pentominoes-8x8", "holes-4x4x4"} {
		b.Run(name, func(b *testing.B) {
			var src []byte
			var p *solver.Puzzle
			var err error
			if name == "holes-4x4x4" {
				// A box hiding a hole (cubist random 4 4 4 10 --sizes 5-8
				// --holes 1 --seed 6), as BenchmarkSearch counts it.
				p, err = solver.RandomHoles([3]int{4, 4, 4}, 10, 5, 8, 1, 6)
				src = solver.FormatJSON(p)
			} else {
				src, _, err = examples.Source(name)
				p, _ = examples.Load(name)
			}
			if err != nil {
				b.Fatal(err)
			}
			// The worker keeps the compiled problem between counts of one
			// puzzle; so does the native side.
			pr, err := search.Compile(p)
			if err != nil {
				b.Fatal(err)
			}
			sideBySide(b, ctx, pr, search.Options{Workers: 1}, fmt.Sprintf(`Cubist.count(%s, {workers: 1})`, src))
		})
	}
}

// readyPage waits for the harness to finish compressing the site's
// files, opens the page in a tab of its own, closed when the benchmark
// ends, and waits until Cubist is ready.
func readyPage(b *testing.B) context.Context {
	// The harness compresses the site's files in the background at
	// first, which would slow whatever is timed beside it.
	if _, err := compressedSite(); err != nil {
		b.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	b.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html")); err != nil {
		b.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`Cubist.ready`, chromedp.EvalAwaitPromise)); err != nil {
		b.Fatal(err)
	}
	return ctx
}

// sideBySide times a count of pr with opt natively and the page's count
// expr (a promise of Cubist's counts) in ctx, alternately, each once
// before timing, and reports both means, their ratio, and the browser's
// first, cold time apart as browser-first-s. The browser time is what the
// page reports.
func sideBySide(b *testing.B, ctx context.Context, pr *search.Problem, opt search.Options, expr string) {
	native := func() time.Duration {
		start := time.Now()
		if _, err := pr.Search(context.Background(), opt, nil); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	browser := func() time.Duration {
		secs, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr+`.then(r => r.seconds)`, chromedp.EvalAwaitPromise))
		if err != nil {
			b.Fatal(err)
		}
		return time.Duration(secs * float64(time.Second))
	}
	native()
	first := browser()
	var n, w time.Duration
	for b.Loop() {
		n += native()
		w += browser()
	}
	b.ReportMetric(first.Seconds(), "browser-first-s")
	b.ReportMetric(n.Seconds()/float64(b.N), "native-s")
	b.ReportMetric(w.Seconds()/float64(b.N), "browser-s")
	b.ReportMetric(w.Seconds()/n.Seconds(), "browser/native")
}

// coldFirst has BenchmarkFirstCount count on code that has not run yet.
var coldFirst = flag.Bool("cold", false, "BenchmarkFirstCount: count without moving the mouse first, on cold code")

// BenchmarkFirstCount times a page's first search, as a person meets it:
// the page has loaded, the mouse has moved over it (which starts the
// worker's warm-up, site/pool.js) and a second has passed, then it counts
// one example on one worker. With -cold the mouse does not move.
//
//	go test -run '^$' -bench FirstCount -benchtime 3x ./tools/browser
func BenchmarkFirstCount(b *testing.B) {
	for _, name := range []string{"soma", "galakub", "pentominoes-3x20", "pentominoes-5x12"} {
		b.Run(name, func(b *testing.B) {
			src, _, err := examples.Source(name)
			if err != nil {
				b.Fatal(err)
			}
			expr := fmt.Sprintf(`(async () => { const t = performance.now(); await Cubist.count(%s, {workers: 1}); return performance.now() - t; })()`, src)
			var total float64
			for b.Loop() {
				b.StopTimer()
				ctx, cancel := chromedp.NewContext(browserCtx)
				if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html")); err != nil {
					b.Fatal(err)
				}
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`Cubist.ready`, chromedp.EvalAwaitPromise)); err != nil {
					b.Fatal(err)
				}
				if !*coldFirst {
					moveMouse(b, ctx, 300, 300)
				}
				settle := `new Promise(r => setTimeout(() => r(true), 1000))`
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](settle, chromedp.EvalAwaitPromise)); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr, chromedp.EvalAwaitPromise))
				if err != nil {
					b.Fatal(err)
				}
				total += ms
				cancel()
			}
			b.ReportMetric(total/float64(b.N), "first-ms")
		})
	}
}

// BenchmarkWorkers counts puzzles in the page on one worker and on two,
// alternating, and reports both times and the speed-up:
//
//	go test -run '^$' -bench Workers -benchtime 3x ./tools/browser
//
// Two workers on a machine with two cores leave the page's thread to share
// them, so a speed-up near 2 means the pool shares the tree evenly.
func BenchmarkWorkers(b *testing.B) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html")); err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"pentominoes-6x10", "pentominoes-8x8"} {
		b.Run(name, func(b *testing.B) {
			src, _, err := examples.Source(name)
			if err != nil {
				b.Fatal(err)
			}
			count := func(workers int) time.Duration {
				expr := fmt.Sprintf(`Cubist.ready.then(() => Cubist.count(%s, {workers: %d})).then(r => r.seconds)`, src, workers)
				secs, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr, chromedp.EvalAwaitPromise))
				if err != nil {
					b.Fatal(err)
				}
				return time.Duration(secs * float64(time.Second))
			}
			count(1)
			count(2)
			var one, two time.Duration
			for b.Loop() {
				one += count(1)
				two += count(2)
			}
			n := float64(b.N)
			b.ReportMetric(one.Seconds()/n, "one-s")
			b.ReportMetric(two.Seconds()/n, "two-s")
			b.ReportMetric(one.Seconds()/two.Seconds(), "speed-up")
		})
	}
}
