package assembly

import (
	"testing"

	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// BenchmarkDisassembleBedlam takes apart the first 500 Bedlam solutions.
func BenchmarkDisassembleBedlam(b *testing.B) {
	p, err := examples.Load("bedlam")
	if err != nil {
		b.Fatal(err)
	}
	t := &testing.T{}
	sols := found(t, p, search.EmitDistinct, 500)
	b.ResetTimer()
	for range b.N {
		for _, s := range sols {
			Disassemble(s, Limits{})
		}
	}
}
