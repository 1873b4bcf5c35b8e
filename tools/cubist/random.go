package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

func init() {
	register(command{
		name:  "random",
		usage: "random X Y Z N [--sizes A-B] [--seed S]   a random dissection of an XxYxZ box into N pieces, as JSON",
		run:   runRandom,
	})
}

func runRandom(args []string) int {
	fs := flag.NewFlagSet("random", flag.ContinueOnError)
	sizes := fs.String("sizes", "", "piece sizes A-B, in cubes (default: around the mean size)")
	seed := fs.Uint64("seed", 0, "the seed: the same seed gives the same puzzle (default: a seed drawn at random, and printed)")
	fs.SetOutput(os.Stderr)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(pos) != 4 {
		fmt.Fprintln(os.Stderr, "usage: cubist random X Y Z N [--sizes A-B] [--seed S]")
		return 2
	}
	var nums [4]int
	for i, s := range pos {
		if nums[i], err = strconv.Atoi(s); err != nil {
			fmt.Fprintf(os.Stderr, "cubist random: %q is not a whole number\n", s)
			return 2
		}
	}
	cells, n := nums[0]*nums[1]*nums[2], nums[3]
	lo, hi := 1, cells
	if n > 0 {
		mean := float64(cells) / float64(n)
		lo, hi = max(1, int(mean*0.75)), int(mean*1.25+0.999)
	}
	if *sizes != "" {
		a, b, ok := strings.Cut(*sizes, "-")
		var e1, e2 error
		lo, e1 = strconv.Atoi(a)
		hi, e2 = strconv.Atoi(b)
		if !ok || e1 != nil || e2 != nil {
			fmt.Fprintf(os.Stderr, "cubist random: --sizes %q: want A-B, such as 5-7\n", *sizes)
			return 2
		}
	}
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		*seed = rand.Uint64N(1_000_000_000)
		fmt.Fprintf(os.Stderr, "cubist random: seed %d (--seed %d draws this set again)\n", *seed, *seed)
	}
	p, err := solver.RandomDissection([3]int{nums[0], nums[1], nums[2]}, n, lo, hi, *seed)
	if err != nil {
		return fail(err)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	out.Write(solver.FormatJSON(p))
	return 0
}
