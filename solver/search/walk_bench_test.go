package search_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// BenchmarkSearch counts each example's solutions on one worker with the
// puzzle compiled once, as the page's worker does when asked again: the
// figure is the search alone. Run it natively and under node to compare
// the two builds of the same code:
//
//	go test -run '^$' -bench Search ./solver
//	PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm go test -run '^$' -bench Search ./solver
func BenchmarkSearch(b *testing.B) {
	for _, name := range []string{"soma", "galakub", "pentominoes-3x20", "pentominoes-5x12", "pentominoes-6x10", "random-3x4x5", "random-3x4x5-wide", "solid-pentominoes-3x4x5", "holes-4x4x4"} {
		b.Run(name, func(b *testing.B) {
			var pr *search.Problem
			if strings.HasPrefix(name, "random-3x4x5") {
				// 10 pieces of 5 to 7 cubes: searched on the most
				// constrained cell, and the same tree on wide boards, for
				// the cost of a node there.
				p, err := solver.RandomDissection([3]int{3, 4, 5}, 10, 5, 7, 1)
				if err != nil {
					b.Fatal(err)
				}
				if pr, err = search.Compile(p); err != nil {
					b.Fatal(err)
				}
				if name == "random-3x4x5-wide" {
					search.UseWide(pr)
				}
			} else if name == "holes-4x4x4" {
				// 10 pieces of 5 to 8 cubes less a cube, hiding a hole
				// among the inner cells, one piece small enough to lie
				// wholly inside them.
				p, err := solver.RandomHoles([3]int{4, 4, 4}, 10, 5, 8, 1, 6)
				if err != nil {
					b.Fatal(err)
				}
				if pr, err = search.Compile(p); err != nil {
					b.Fatal(err)
				}
			} else if name == "solid-pentominoes-3x4x5" {
				// Twelve pieces each used once in a box: where branching
				// on a piece pays.
				p, err := examples.Load("pentominoes-6x10")
				if err != nil {
					b.Fatal(err)
				}
				p.Target = solver.Target{Box: &[3]int{3, 4, 5}}
				if pr, err = search.Compile(p); err != nil {
					b.Fatal(err)
				}
			} else {
				pr = compile(b, name)
			}
			var st search.Stats
			var err error
			for b.Loop() {
				st, err = pr.Search(context.Background(), search.Options{Workers: 1}, nil)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(st.Nodes), "nodes")
		})
	}
}
