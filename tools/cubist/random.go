package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/words"
)

func init() {
	register(command{
		name:  "random",
		usage: "random X Y Z N [--sizes A-B] [--seed S] [--holes H] [--unique [--min-level L]]",
		about: "cuts an XxYxZ box into N pieces at random and prints the puzzle of putting them back, as JSON",
		run:   runRandom,
	})
}

func runRandom(args []string) int {
	fs := newFlags("random")
	sizes := fs.String("sizes", "", "piece sizes `A-B`, in cubes (default: around the mean size)")
	seed := fs.Uint64("seed", 0, "the seed `S`: the same seed gives the same puzzle (default: a seed drawn at random, and printed)")
	unique := fs.Bool("unique", false, "draw dissections, seed after seed, until one has one solution that comes apart")
	minLevel := fs.Int("min-level", 0, "with --unique: until one comes apart at level `L` or more")
	holes := fs.Int("holes", 0, "takes `H` cubes out of the pieces at inner cells of the box, each piece staying joined: the target's inner cells are optional, and at most H of them empty")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(pos) != 4 {
		return badArgs("random")
	}
	var nums [4]int
	for i, s := range pos {
		if nums[i], err = strconv.Atoi(s); err != nil {
			return misuse("random", "%q is not a whole number", s)
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
			return misuse("random", "--sizes %q: want A-B, such as 5-7", *sizes)
		}
	}
	box := [3]int{nums[0], nums[1], nums[2]}
	if err := solver.CheckDissection(box, n, lo, hi); err != nil {
		return misuse("random", "%v", err)
	}
	if *unique && *minLevel >= 2 && *holes == 0 {
		return misuse("random", "--min-level %d: a box filled without holes comes apart at level 1 if at all (a part that can slide at all can slide out); draw a unique set, then try cubist design --min-level %d --holes 1 on it", *minLevel, *minLevel)
	}
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		*seed = rand.Uint64N(1_000_000_000)
		fmt.Fprintf(os.Stderr, "cubist random: seed %d (--seed %d draws this set again)\n", *seed, *seed)
	}
	draw := func(seed uint64) (*solver.Puzzle, error) {
		if *holes > 0 {
			return solver.RandomHoles(box, n, lo, hi, *holes, seed)
		}
		return solver.RandomDissection(box, n, lo, hi, seed)
	}
	p, err := draw(*seed)
	if err != nil {
		return fail(err)
	}
	for drawn := 1; *unique; drawn++ {
		v, err := design.Judge(context.Background(), p)
		if err != nil {
			return fail(err)
		}
		if v.Unique && v.ComesApart && v.Level >= *minLevel {
			fmt.Fprintf(os.Stderr, "cubist random: %s drawn; seed %d is unique and comes apart at level %d in %s\n",
				words.Count(drawn, "dissection", "dissections"), *seed, v.Level, words.Count(v.Moves, "move", "moves"))
			break
		}
		if drawn == maxDrawn {
			return fail(fmt.Errorf("none of %d dissections from seed %d is unique and comes apart%s; try cubist design on one", drawn, *seed-uint64(drawn)+1, levelWords(*minLevel)))
		}
		*seed++
		if p, err = draw(*seed); err != nil {
			return fail(err)
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	out.Write(solver.FormatJSON(p))
	return 0
}

// maxDrawn bounds random --unique.
const maxDrawn = 100_000

func levelWords(l int) string {
	if l > 1 {
		return fmt.Sprintf(" at level %d or more", l)
	}
	return ""
}
