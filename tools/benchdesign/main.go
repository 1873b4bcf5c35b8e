package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/search"
)

// kind is a kind of random set and the goal asked of it.
type kind struct {
	name     string
	size     [3]int
	pieces   int
	lo, hi   int
	minLevel int
	holes    int
	seconds  float64
	// fromBox cuts the box as design --box does (design.CutBox), with
	// lo and hi 0, rather than by lo and hi.
	fromBox bool
}

var kinds = []kind{
	{"3x3x3-6", [3]int{3, 3, 3}, 6, 3, 6, 0, 0, 60, false},
	{"3x4x5-10", [3]int{3, 4, 5}, 10, 5, 7, 0, 0, 60, false},
	{"4x4x4-8-level2", [3]int{4, 4, 4}, 8, 6, 10, 2, 1, 120, false},
	// The goals of the design search from a bare box, one hole inside:
	// the levels of Chen et al.'s published designs, or more.
	{"box-4x4x4-3", [3]int{4, 4, 4}, 3, 0, 0, 8, 1, 600, true},
	{"box-4x4x4-4", [3]int{4, 4, 4}, 4, 0, 0, 6, 1, 600, true},
	{"box-4x4x4-5", [3]int{4, 4, 4}, 5, 0, 0, 8, 1, 600, true},
	{"box-4x4x4-6", [3]int{4, 4, 4}, 6, 0, 0, 5, 1, 600, true},
	{"box-5x5x5-4", [3]int{5, 5, 5}, 4, 0, 0, 16, 1, 600, true},
	{"box-5x5x5-6", [3]int{5, 5, 5}, 6, 0, 0, 13, 1, 600, true},
	{"box-5x5x5-8", [3]int{5, 5, 5}, 8, 0, 0, 12, 1, 600, true},
	{"box-6x6x6-5", [3]int{6, 6, 6}, 5, 0, 0, 27, 1, 1800, true},
	// Chen et al.'s other published rows, which the goals leave out.
	{"box-5x5x5-3", [3]int{5, 5, 5}, 3, 0, 0, 11, 1, 600, true},
	{"box-5x5x5-5", [3]int{5, 5, 5}, 5, 0, 0, 14, 1, 600, true},
	{"box-6x6x6-3", [3]int{6, 6, 6}, 3, 0, 0, 15, 1, 1800, true},
	{"box-6x6x6-4", [3]int{6, 6, 6}, 4, 0, 0, 20, 1, 1800, true},
	{"box-6x6x6-6", [3]int{6, 6, 6}, 6, 0, 0, 17, 1, 1800, true},
}

func main() {
	seeds := flag.Int("seeds", 10, "how many seeds of each kind, from -first")
	first := flag.Int("first", 1, "the first seed")
	seconds := flag.Float64("seconds", 0, "the time limit of each search (default: 60 s, 120 s for the 4x4x4 sets)")
	workers := flag.Int("workers", search.DefaultWorkers(), "goroutines per search")
	level := flag.Int("level", 0, "the level asked of the 4x4x4 sets (default 2)")
	holes := flag.Int("holes", -1, "the holes asked of the sets asked for level 2 (default 1)")
	only := flag.String("only", "", "run only the kinds whose names match this regular expression")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the searches to this file")
	keepStart := flag.Bool("keep-start", false, "restart the boxes' chains from their first cut rather than from new cuts (design.Options.Recut)")
	memProfile := flag.String("memprofile", "", "write where the searches allocated to this file")
	variants := flag.Int("limit", 0, "end each search after this many variants (design.Options.Limit): with -workers 1, the same variants on any machine")
	trace := flag.Bool("trace", false, "print to stderr the variants tried and the seconds when each search's best first reaches each level")
	flag.Parse()
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(design.GCPercent) // as the command line does
	}
	if *memProfile != "" {
		runtime.MemProfileRate = 64 << 10
		defer writeHeapProfile(*memProfile)
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	re, err := regexp.Compile(*only)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Printf("%-16s %4s  %-22s %-22s %5s %6s %5s %7s %8s %7s %8s %6s\n", "set", "seed", "start: sol/dist/mirror", "best: sol/dist/mirror", "apart", "level", "open", "changed", "tried", "seconds", "B/tried", "GCs")
	for _, k := range kinds {
		if !re.MatchString(k.name) || k.fromBox && *only == "" {
			continue // the long runs from a bare box only when named
		}
		met := 0
		if *level > 0 && k.minLevel >= 2 {
			k.minLevel = *level
		}
		if *holes >= 0 && k.minLevel >= 2 {
			k.holes = *holes
		}
		limit := k.seconds
		if *seconds > 0 {
			limit = *seconds
		}
		for seed := *first; seed < *first+*seeds; seed++ {
			p, err := solver.RandomDissection(k.size, k.pieces, k.lo, k.hi, uint64(seed))
			if k.fromBox {
				p, err = design.CutBox(k.size, k.pieces, 0, 0, uint64(seed))
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			start := "-"
			if !k.fromBox { // a bare box's cut has too many solutions to count
				start = counts(p)
			}
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(limit*float64(time.Second)))
			opt := design.Options{Seed: uint64(seed), Workers: *workers, MinLevel: k.minLevel, Holes: k.holes, Recut: k.fromBox && !*keepStart, Limit: *variants}
			if *trace {
				// Progress is called with each variant found, where Found is set.
				opt.Progress, opt.ProgressInterval, opt.Found = levels(k.name, seed), time.Hour, func(design.Variant) {}
			}
			res, err := design.Search(ctx, p, opt)
			cancel()
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			best, apart, level, open, changed, notation := "-", false, 0, 0, 0, ""
			if len(res.Variants) > 0 {
				v := res.Variants[0]
				best = triple(v.Solutions, v.Distinct, v.DistinctMirror)
				apart, level, open, changed = v.ComesApart, v.Level, v.Openings, len(v.Changed)
				if k.fromBox && apart {
					notation = " " + assembly.Disassemble(v.Solution, assembly.Limits{Groups: assembly.GroupsOf(v.Puzzle)}).Notation
				}
			}
			if res.Met {
				met++
			}
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			fmt.Printf("%-16s %4d  %-22s %-22s %5v %6d %5d %7d %8d %7.1f %8.0f %6d%s\n", k.name, seed, start, best, apart, level, open, changed, res.Tried, res.Seconds,
				float64(after.TotalAlloc-before.TotalAlloc)/float64(max(1, res.Tried)), after.NumGC-before.NumGC, notation)
		}
		fmt.Printf("%s: the goal met for %d of %d seeds\n\n", k.name, met, *seeds)
	}
}

// levels returns a progress callback that prints to stderr the variants
// tried and the seconds when the best first comes apart at each level.
func levels(name string, seed int) func(design.Progress) {
	reached := 0
	return func(pr design.Progress) {
		if b := pr.Best; b.Unique() && b.ComesApart && b.Level > reached {
			reached = b.Level
			fmt.Fprintf(os.Stderr, "%s %d: level %d after %d variants, %.1f s\n", name, seed, reached, pr.Tried, pr.Seconds)
		}
	}
}

// writeHeapProfile writes the allocation profile to a file.
func writeHeapProfile(file string) {
	f, err := os.Create(file)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}

func counts(p *solver.Puzzle) string {
	pr, err := search.Compile(p)
	if err != nil {
		return err.Error()
	}
	st, err := pr.Search(context.Background(), search.Options{Workers: 1}, nil)
	if err != nil {
		return err.Error()
	}
	return triple(st.Solutions, st.Distinct, st.DistinctMirror)
}

func triple(s, d int64, m *int64) string {
	mirror := "null"
	if m != nil {
		mirror = fmt.Sprint(*m)
	}
	return fmt.Sprintf("%d/%d/%s", s, d, mirror)
}
