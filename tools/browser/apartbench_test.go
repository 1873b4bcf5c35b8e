package browser

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// BenchmarkTakeApartBrowserVsNative counts BurrTools' Dracula's Dental
// Desaster and Pelikan burr with every assembly taken apart, natively and
// in the page, both on one worker, and reports the two times and their
// ratio, as BenchmarkBrowserVsNative does for counts:
//
//	go test -run '^$' -bench TakeApartBrowserVsNative -benchtime 5x ./tools/browser
//
// The files are read from ../shared/burrtools-examples; the benchmark is
// skipped without them.
func BenchmarkTakeApartBrowserVsNative(b *testing.B) {
	ctx := readyPage(b)
	for _, name := range []string{"DraculasDentalDesaster", "PelikanBurr"} {
		b.Run(name, func(b *testing.B) {
			data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "burrtools-examples", name+".xmpuzzle"))
			if err != nil {
				b.Skip(err)
			}
			entries, err := format.Read(data, name+".xmpuzzle")
			if err != nil {
				b.Fatal(err)
			}
			p, err := entries[0].Puzzle()
			if err != nil {
				b.Fatal(err)
			}
			pr, err := search.Compile(p)
			if err != nil {
				b.Fatal(err)
			}
			lim := assembly.Limits{Groups: assembly.GroupsOf(p)}
			opt := search.Options{Workers: 1, Disassemble: func(s solver.Solution) search.Verdict {
				r := assembly.Disassemble(s, lim)
				return search.Verdict{Apart: r.Apart, Level: r.Level, Notation: r.Notation}
			}}
			sideBySide(b, ctx, pr, opt, fmt.Sprintf(`Cubist.count(%s, {workers: 1, disassemble: true})`, solver.FormatJSON(p)))
		})
	}
}
