package browser

import (
	"net"
	"net/http"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/tools/internal/static"
)

// BenchmarkFirstVisit times a first visit to the app, each from a new
// server address so that nothing is cached: from the start of the page
// load to the first drawn puzzle (first-frame-ms), on localhost and over
// an emulated 10 Mbit/s link with 40 ms latency (slow-first-frame-ms).
// After a solved Soma cube it reports the WebAssembly memory of the
// page's program (page-MB) and of each of the 3 workers (worker-MB):
//
//	go test -run '^$' -bench FirstVisit -benchtime 3x ./tools/browser
func BenchmarkFirstVisit(b *testing.B) {
	var fast, slow, page, worker float64
	for range b.N {
		ms, pageMB, workerMB := firstVisit(b, false)
		fast += ms
		page, worker = max(page, pageMB), max(worker, workerMB)
		ms, _, _ = firstVisit(b, true)
		slow += ms
	}
	b.ReportMetric(fast/float64(b.N), "first-frame-ms")
	b.ReportMetric(slow/float64(b.N), "slow-first-frame-ms")
	b.ReportMetric(page, "page-MB")
	b.ReportMetric(worker, "worker-MB")
	b.ReportMetric(0, "ns/op")
}

func firstVisit(b *testing.B, throttled bool) (ms, pageMB, workerMB float64) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv := &http.Server{Handler: static.Handler(siteDir)}
	go srv.Serve(ln)
	defer srv.Close()
	ctx, cancel := benchTab(b)
	defer cancel()
	if throttled {
		const bytesPerSecond = 10e6 / 8
		if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			MatchedNetworkConditions: []*network.Conditions{{Latency: 40, DownloadThroughput: bytesPerSecond, UploadThroughput: bytesPerSecond}},
		}); err != nil {
			b.Fatal(err)
		}
	}
	ms = firstFrame(b, ctx, "http://"+ln.Addr().String()+"/index.html#example=soma")
	if throttled {
		return ms, 0, 0
	}
	mem, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(async () => {
		await Cubist.ready;
		await Cubist.count(JSON.parse(document.getElementById("puzzle").value), {workers: 3});
		return Cubist.debug.memory();
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.Fatal(err)
	}
	pageMB = mem["page"].(float64) / 1e6
	for _, w := range mem["workers"].([]any) {
		workerMB = max(workerMB, w.(float64)/1e6)
	}
	b.Logf("first frame %.0f ms; memory: page %.1f MB, workers %v", ms, pageMB, mem["workers"])
	return ms, pageMB, workerMB
}
