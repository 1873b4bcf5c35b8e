package browser

import (
	"context"
	"fmt"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
)

// BenchmarkDesignBrowserVsNative runs the design search on one random
// set, asked for level 2 with one hole, in the page's API (Cubist.design)
// and through the Design panel, each for the same seconds on 1 and then
// 2 workers, and natively with the same seed and workers until it has
// tried as many variants as the page did. The variants come in the same
// order on each side, and the first are the costliest, so the rates of
// two equal windows do not compare; the time to try the same variants
// does. It reports the variants each page path tried, and its time over
// the native time to try as many:
//
//	go test -run '^$' -bench DesignBrowserVsNative -benchtime 1x ./tools/browser
//
// The set is cubist random 3 4 5 10 --sizes 5-7 --seed 402150878.
func BenchmarkDesignBrowserVsNative(b *testing.B) {
	const seconds = 30
	p, err := solver.RandomDissection([3]int{3, 4, 5}, 10, 5, 7, 402150878)
	if err != nil {
		b.Fatal(err)
	}
	text := string(solver.FormatJSON(p))
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers-%d", workers), func(b *testing.B) {
			ctx := readyPage(b)
			// nativeTime is the native search's time to try n variants.
			nativeTime := func(n int) float64 {
				c, cancel := context.WithCancel(context.Background())
				defer cancel()
				at := 0.0
				_, err := design.Search(c, p, design.Options{Seed: 1, Workers: workers, MinLevel: 2, Holes: 1, ProgressInterval: 20 * time.Millisecond,
					Progress: func(pr design.Progress) {
						if pr.Tried >= n && at == 0 {
							at = pr.Seconds
							cancel()
						}
					}})
				if err != nil {
					b.Fatal(err)
				}
				return at
			}
			api := func() (int, float64) {
				r, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(
					`Cubist.design(%q, {seconds: %d, workers: %d, minLevel: 2, holes: 1}).then(r => [r.tried, r.seconds])`, text, seconds, workers),
					chromedp.EvalAwaitPromise))
				if err != nil {
					b.Fatal(err)
				}
				return int(r[0]), r[1]
			}
			panel := func() (int, float64) {
				setBox(b, ctx, text)
				waitFor(b, ctx, `!document.getElementById("solve").disabled`)
				retype(b, ctx, "#workers", strconv.Itoa(workers))
				if !eval[bool](b, ctx, `!document.getElementById("design-panel").hidden`) {
					click(b, ctx, "#design-open")
				}
				if !eval[bool](b, ctx, `document.getElementById("design-harder").checked`) {
					click(b, ctx, "#design-harder")
				}
				retype(b, ctx, "#design-level", "2")
				retype(b, ctx, "#design-holes", "1")
				retype(b, ctx, "#design-seconds", strconv.Itoa(seconds))
				click(b, ctx, "#design")
				waitFor(b, ctx, `document.getElementById("design-status").textContent.includes(" s. ")`)
				status := eval[string](b, ctx, `document.getElementById("design-status").textContent`)
				m := regexp.MustCompile(`^(\d+) variants? tried in ([\d.]+) s`).FindStringSubmatch(status)
				if m == nil {
					b.Fatalf("the panel says %q", status)
				}
				n, _ := strconv.Atoi(m[1])
				s, _ := strconv.ParseFloat(m[2], 64)
				return n, s
			}
			var an, pn int
			var ar, pr float64
			for b.Loop() {
				n, s := api()
				an += n
				ar += s / nativeTime(n)
				n, s = panel()
				pn += n
				pr += s / nativeTime(n)
			}
			k := float64(b.N)
			b.ReportMetric(float64(an)/k, "api-tried")
			b.ReportMetric(float64(pn)/k, "panel-tried")
			b.ReportMetric(ar/k, "api/native")
			b.ReportMetric(pr/k, "panel/native")
		})
	}
}

// BenchmarkDesignBoxBrowserVsNative designs from a bare box, on one
// worker, in the page's API and natively, each cutting the box and
// cutting it afresh on restarts as the command line does
// (design.Options.Recut): a short run that meets Chen et al.'s level on
// 4x4x4 in 4 pieces (seed 43, level 6 asked, one hole:
// TestDesignsAtChensLevel), and a longer one on 5x5x5 in 4 pieces (seed
// 41, level 14 asked, one hole), where the page's first seconds, before
// its engine has optimised the design program, weigh less. One worker
// tries the same variants in the same order on each side, so each meets
// the goal after as many; it reports them, each side's seconds, and the
// page's time over the native time. Each side runs the search three
// times and reports the median: one run of a short search moves by a
// third on a shared machine. The page designs once before that, and the
// first, cold time is reported apart (page-first-s); and the first time
// of a visit in a fresh browser context where the Design panel was opened
// panelSeconds before, so that its warm-up ran (page-first-panel-s).
// The native search runs with the collector set as the command line sets
// it (design.GCPercent), as the page's design workers do:
//
//	go test -run '^$' -bench DesignBoxBrowserVsNative -benchtime 1x ./tools/browser
func BenchmarkDesignBoxBrowserVsNative(b *testing.B) {
	for _, c := range []struct {
		side, pieces, seed, level int
	}{
		{4, 4, 43, 6},
		{5, 4, 41, 14},
	} {
		b.Run(fmt.Sprintf("%dx%dx%d-%d", c.side, c.side, c.side, c.pieces), func(b *testing.B) {
			designBox(b, c.side, c.pieces, c.seed, c.level)
		})
	}
}

// designRuns is how many times each side of BenchmarkDesignBoxBrowserVsNative
// runs its search, the median reported.
const designRuns = 3

// designBox is one run of BenchmarkDesignBoxBrowserVsNative: a box of
// the given side cut into pieces, level asked.
func designBox(b *testing.B, side, pieces, seed, level int) {
	p, err := design.CutBox([3]int{side, side, side}, pieces, 0, 0, uint64(seed))
	if err != nil {
		b.Fatal(err)
	}
	// The harness compresses the site's files in the background at
	// first; it must be done before anything is timed (readyPage waits
	// too, but the native search runs before it).
	if _, err := compressedSite(); err != nil {
		b.Fatal(err)
	}
	var pageTried, nativeTried int
	var pageSeconds, nativeSeconds []float64
	var pageFirst, pagePanel float64
	for b.Loop() {
		// Native first, before the browser starts: a browser loading
		// or leaving a page goes on using the machine for a while.
		gc := debug.SetGCPercent(design.GCPercent)
		for range designRuns {
			began := time.Now()
			c, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			res, err := design.Search(c, p, design.Options{Seed: uint64(seed), Workers: 1, MinLevel: level, Holes: 1, Recut: true})
			cancel()
			if err != nil || !res.Met {
				b.Fatalf("native: met %v, %v", res.Met, err)
			}
			nativeTried = res.Tried
			nativeSeconds = append(nativeSeconds, time.Since(began).Seconds())
		}
		debug.SetGCPercent(gc)
		ctx := readyPage(b)
		// Once cold, as the count benchmarks do (sideBySide): the first
		// design of a visit also fetches and compiles the design program.
		// Each design starts its worker afresh, so the timed ones too pay
		// for starting one.
		for run := range 1 + designRuns {
			tried, seconds := pageDesign(b, ctx, side, pieces, seed, level)
			if run == 0 {
				pageFirst = seconds
				continue
			}
			pageTried = int(tried)
			pageSeconds = append(pageSeconds, seconds)
		}
		// A first visit again, in a browser context of its own, where
		// the designer opens the Design panel, which warms the design
		// program up, and presses Design some seconds later.
		wctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
		if err := chromedp.Do(wctx, chromedp.Navigate(baseURL+"index.html")); err != nil {
			b.Fatal(err)
		}
		if _, err := chromedp.Run(wctx, chromedp.Evaluate[bool](`Cubist.ready.then(() => (document.getElementById("design-open").click(), true))`, chromedp.EvalAwaitPromise)); err != nil {
			b.Fatal(err)
		}
		time.Sleep(panelSeconds * time.Second)
		_, pagePanel = pageDesign(b, wctx, side, pieces, seed, level)
		cancel()
	}
	page, native := median(pageSeconds), median(nativeSeconds)
	b.Logf("native %.2f s, page %.2f s", nativeSeconds, pageSeconds)
	b.ReportMetric(float64(pageTried), "page-tried")
	b.ReportMetric(float64(nativeTried), "native-tried")
	b.ReportMetric(page, "page-s")
	b.ReportMetric(native, "native-s")
	b.ReportMetric(page/native, "page/native")
	b.ReportMetric(pageFirst, "page-first-s")
	b.ReportMetric(pagePanel, "page-first-panel-s")
}

// panelSeconds is how long BenchmarkDesignBoxBrowserVsNative's designer
// reads the Design panel before pressing Design.
const panelSeconds = 3

// pageDesign runs one design from a box on one worker in the page's API,
// which must meet the level, and returns the variants tried and the
// seconds the page reports.
func pageDesign(b *testing.B, ctx context.Context, side, pieces, seed, level int) (tried, seconds float64) {
	r, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(
		`Cubist.design(null, {box: "%dx%dx%d", pieces: %d, seconds: 600, workers: 1, seed: %d, minLevel: %d, holes: 1}).then(r => [r.tried, r.seconds, r.met ? 1 : 0])`,
		side, side, side, pieces, seed, level),
		chromedp.EvalAwaitPromise))
	if err != nil {
		b.Fatal(err)
	}
	if r[2] != 1 {
		b.Fatalf("the page did not meet level %d in %.0f s, after %.0f variants", level, r[1], r[0])
	}
	return r[0], r[1]
}

// median is the middle of xs, or the mean of the two middle ones.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n == 0 {
		return 0
	}
	return (s[(n-1)/2] + s[n/2]) / 2
}
