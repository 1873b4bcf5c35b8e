package bench

import (
	"context"
	"testing"

	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

func benchCount(b *testing.B, name string, workers int) {
	p, err := examples.Load(name)
	if err != nil {
		b.Fatal(err)
	}
	var st search.Stats
	for b.Loop() {
		pr, err := search.Compile(p)
		if err != nil {
			b.Fatal(err)
		}
		st, err = pr.Search(context.Background(), search.Options{Workers: workers}, nil)
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(st.Nodes), "nodes")
	b.ReportMetric(float64(st.Solutions), "solutions")
}

func BenchmarkSoma(b *testing.B)            { benchCount(b, "soma", 1) }
func BenchmarkMegaron(b *testing.B)         { benchCount(b, "megaron", 1) }
func BenchmarkGalakub(b *testing.B)         { benchCount(b, "galakub", 1) }
func BenchmarkPentominoes6x10(b *testing.B) { benchCount(b, "pentominoes-6x10", 1) }
func BenchmarkPentominoes5x12(b *testing.B) { benchCount(b, "pentominoes-5x12", 1) }
func BenchmarkPentominoes3x20(b *testing.B) { benchCount(b, "pentominoes-3x20", 1) }
func BenchmarkPentominoes8x8(b *testing.B)  { benchCount(b, "pentominoes-8x8", 1) }

// BenchmarkPentominoes6x10Workers2 shows the speed-up of two workers.
func BenchmarkPentominoes6x10Workers2(b *testing.B) { benchCount(b, "pentominoes-6x10", 2) }

// BenchmarkBedlam counts all 19,186 distinct solutions of the Bedlam cube;
// one count takes about a minute.
func BenchmarkBedlam(b *testing.B) { benchCount(b, "bedlam", 1) }
