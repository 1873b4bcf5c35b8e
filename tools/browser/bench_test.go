package browser

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
)

// BenchmarkBrowserVsNative counts each example natively and in the page,
// both on one worker, and reports the two times and their ratio:
//
//	go test -run '^$' -bench BrowserVsNative ./tools/browser
//
// The browser time is what Cubist.count reports, after a warm-up count
// that starts the worker.
func BenchmarkBrowserVsNative(b *testing.B) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html")); err != nil {
		b.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`Cubist.ready`, chromedp.EvalAwaitPromise)); err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"soma", "galakub", "pentominoes-3x20", "pentominoes-5x12", "pentominoes-6x10", "pentominoes-8x8"} {
		b.Run(name, func(b *testing.B) {
			src, _, err := examples.Source(name)
			if err != nil {
				b.Fatal(err)
			}
			p, _ := examples.Load(name)
			var native, browser time.Duration
			for b.Loop() {
				start := time.Now()
				pr, _ := solver.Compile(p)
				if _, err := pr.Search(context.Background(), solver.Options{Workers: 1}, nil); err != nil {
					b.Fatal(err)
				}
				native += time.Since(start)
				expr := fmt.Sprintf(`Cubist.count(%s, {workers: 1}).then(r => r.seconds)`, src)
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`Cubist.count({"name":"warm-up","pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1,1,1]}}, {workers: 1}).then(r => r.seconds)`, chromedp.EvalAwaitPromise)); err != nil {
					b.Fatal(err)
				}
				secs, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr, chromedp.EvalAwaitPromise))
				if err != nil {
					b.Fatal(err)
				}
				browser += time.Duration(secs * float64(time.Second))
			}
			n := float64(b.N)
			b.ReportMetric(native.Seconds()/n, "native-s")
			b.ReportMetric(browser.Seconds()/n, "browser-s")
			b.ReportMetric(browser.Seconds()/native.Seconds(), "browser/native")
		})
	}
}
