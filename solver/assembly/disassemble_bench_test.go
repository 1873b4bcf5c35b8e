package assembly

import (
	"fmt"
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

// BenchmarkDisassembleBurrTools takes apart up to 50 solutions of each of
// BurrTools' examples on cubes, sliding only and with turns:
// go test -run '^$' -bench DisassembleBurrTools ./solver/assembly
func BenchmarkDisassembleBurrTools(b *testing.B) {
	for _, name := range []string{"AlPackino", "CubeInCage", "DemoMirrorParadox", "DemoPieceGenerator", "DraculasDentalDesaster", "PelikanBurr", "SolidSixPieceBurrs"} {
		p := loadBurr(b, name, 0)
		t := &testing.T{}
		sols := found(t, p, search.EmitDistinct, 50)
		for _, turns := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/turns=%v", name, turns), func(b *testing.B) {
				positions := 0
				for range b.N {
					positions = 0
					for _, s := range sols {
						positions += Disassemble(s, Limits{Groups: GroupsOf(p), Rotations: turns}).Positions
					}
				}
				b.ReportMetric(float64(positions), "positions")
			})
		}
	}
}
