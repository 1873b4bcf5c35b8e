package design

import (
	"context"
	"math/rand/v2"
	"runtime/debug"
	"testing"
)

// The quick counter's parts, on variants of a 5×5×5 box in four pieces
// with one hole, one random move apart. Run natively and under node to
// compare the page's WebAssembly with the command line:
//
//	go test -run '^$' -bench Quick ./solver/design
//	PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm go test -run '^$' -bench Quick ./solver/design

// BenchmarkQuickClasses judges each variant's classes of solutions, with
// its shapes' placements kept from one variant to the next, as a chain
// keeps them.
func BenchmarkQuickClasses(b *testing.B) {
	d, q, r, names := quickBench(b)
	for b.Loop() {
		d.move(r, 2, 40)
		q.classes(d, d.solution(names))
	}
}

// BenchmarkQuickFit finds every piece's placements anew for each variant.
func BenchmarkQuickFit(b *testing.B) {
	d, q, r, names := quickBench(b)
	for b.Loop() {
		d.move(r, 2, 40)
		clear(q.shapes)
		for _, pl := range d.solution(names).Pieces {
			q.fit(pl.Cells)
		}
	}
}

// quickBench is the benchmarks' start: the box cut, a hole dug, and its
// quick counter.
func quickBench(b *testing.B) (*dissection, *quick, *rand.Rand, []string) {
	start, p := boxStart(b, [3]int{5, 5, 5}, 4, 41)
	r := rand.New(rand.NewPCG(1, 7))
	names := make([]string, len(p.Pieces))
	for i, pc := range p.Pieces {
		names[i] = pc.Name
	}
	d := start.clone()
	if err := d.dig(r, 1, 1); err != nil {
		b.Fatal(err)
	}
	return d, newQuick(d, d.inner), r, names
}

// BenchmarkSearchBox designs from a bare 4×4×4 box in four pieces, one
// hole, to level 6 on one worker: the short case of the page's
// benchmark against the command line (BenchmarkDesignBoxBrowserVsNative
// in tools/browser), 29,001 variants, the same on any machine. Under
// node, the runs after the first are warm, as a second design in the
// page is.
func BenchmarkSearchBox(b *testing.B) {
	p, err := CutBox([3]int{4, 4, 4}, 4, 0, 0, 43)
	if err != nil {
		b.Fatal(err)
	}
	gc := debug.SetGCPercent(GCPercent)
	defer debug.SetGCPercent(gc)
	for b.Loop() {
		res, err := Search(context.Background(), p, Options{Seed: 43, Workers: 1, MinLevel: 6, Holes: 1, Recut: true})
		if err != nil || !res.Met {
			b.Fatalf("met %v after %d variants: %v", res.Met, res.Tried, err)
		}
		b.ReportMetric(float64(res.Tried), "variants")
	}
}
