package browser

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// BenchmarkEmbed opens the example post with the browser's cache off and
// reports the time from the start of the page load to the embed's first
// drawn frame (first-frame-ms), and the size, gzipped at level 9, of
// every file the embed fetched (embed-gzip-kB):
//
//	go test -run '^$' -bench Embed -benchtime 5x ./tools/browser
func BenchmarkEmbed(b *testing.B) {
	var total time.Duration
	var files []string
	for range b.N {
		ms, names := loadPost(b)
		total += time.Duration(ms * float64(time.Millisecond))
		files = names
	}
	size := 0
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join(siteDir, name))
		if os.IsNotExist(err) {
			continue // such as the browser's own try for favicon.ico
		}
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		w.Write(data)
		w.Close()
		size += buf.Len()
		b.Logf("%-14s %8d bytes, %8d gzipped", name, len(data), buf.Len())
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "first-frame-ms")
	b.ReportMetric(float64(size)/1000, "embed-gzip-kB")
	b.ReportMetric(0, "ns/op")
}

// loadPost loads the example post in a new tab with no cache, and returns
// the milliseconds from navigation to the first drawn puzzle and the site
// files the embed fetched.
func loadPost(b *testing.B) (float64, []string) {
	ctx, cancel := benchTab(b)
	defer cancel()
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		b.Fatal(err)
	}
	ms := firstFrame(b, ctx, baseURL+"example-post.html")
	urls, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType("resource").map(e => e.name)`))
	if err != nil {
		b.Fatal(err)
	}
	// The workers fetch worker.js themselves; it is part of the embed.
	names := []string{"worker.js"}
	for _, u := range urls {
		if p, err := url.Parse(u); err == nil && strings.HasPrefix(u, baseURL) {
			names = append(names, strings.TrimPrefix(p.Path, "/"))
		}
	}
	slices.Sort(names)
	return ms, slices.Compact(names)
}

// benchTab opens a blank tab with the network domain on, for settings
// that must be made before a page loads.
func benchTab(b *testing.B) (context.Context, context.CancelFunc) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		b.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		b.Fatal(err)
	}
	return ctx, cancel
}

// firstFrame loads address in the tab and returns the milliseconds from
// the start of the load to the page's first drawn puzzle (the mark
// "cubist-first-frame").
func firstFrame(b *testing.B, ctx context.Context, address string) float64 {
	if err := chromedp.Do(ctx, chromedp.Navigate(address)); err != nil {
		b.Fatal(err)
	}
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise(resolve => {
		const poll = () => {
			const m = performance.getEntriesByName("cubist-first-frame");
			if (m.length) resolve(m[0].startTime); else setTimeout(poll, 5);
		};
		poll();
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.Fatal(err)
	}
	return ms
}
