package main

import (
	"context"
	"embed"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

func main() {
	puzzles := flag.String("puzzles", "bedlam", "puzzles, comma-separated: an example's name, tetris-cube, a file, or random:XxYxZ:N:A-B:SEED")
	workerList := flag.String("workers", "1,2,4,8,16", "numbers of workers, comma-separated")
	copies := flag.Int("copies", 16, "one-worker counts run at once, each in a process of its own (0: none)")
	repeat := flag.Int("repeat", 1, "counts on each number of workers")
	one := flag.String("one", "", "count this puzzle once on one worker and print the seconds (what each copy runs)")
	flag.Parse()
	if *one != "" {
		st, err := count(*one, 1)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("%.4f\n", st.Seconds)
		return
	}
	var workers []int
	for _, s := range strings.Split(*workerList, ",") {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			fmt.Fprintf(os.Stderr, "benchworkers: -workers %q: want numbers from 1\n", *workerList)
			os.Exit(2)
		}
		workers = append(workers, n)
	}
	var rows []row
	for _, name := range strings.Split(*puzzles, ",") {
		byWorkers := map[int]float64{}
		for range *repeat {
			for _, n := range workers {
				st, err := count(name, n)
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				if best, ok := byWorkers[n]; !ok || st.Seconds < best {
					byWorkers[n] = st.Seconds
				}
				report(name, n, st)
			}
		}
		if *copies > 0 {
			wall, err := runCopies(name, *copies)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			fmt.Printf("%s: %d one-worker copies at once: %.3f s\n", name, *copies, wall)
			if t1, ok := byWorkers[1]; ok {
				fmt.Printf("%s: the machine's limit at %d: %.2f×\n", name, *copies, float64(*copies)*t1/wall)
			}
			if tn, ok := byWorkers[*copies]; ok {
				fmt.Printf("%s: efficiency at %d workers: %.3f (best of %d)\n", name, *copies, wall/(float64(*copies)*tn), *repeat)
			}
			t1, ok1 := byWorkers[1]
			if tn, ok := byWorkers[*copies]; ok && ok1 {
				rows = append(rows, row{name: name, t1: t1, tn: tn, copies: wall})
			}
		}
	}
	printTable(rows, *copies)
}

// row is one puzzle's line of the scaling table.
type row struct {
	name           string
	t1, tn, copies float64 // seconds on 1 worker, on n, and n one-worker copies at once
}

// printTable prints the scaling table for n workers: the speed-up of n
// workers over one, the machine's limit (n one-worker copies at once,
// each on a core of its own), and the efficiency, the one over the other.
func printTable(rows []row, n int) {
	if len(rows) == 0 {
		return
	}
	fmt.Printf("\n| puzzle | 1 worker | %d workers | speed-up | %d copies at once | the machine's limit | efficiency |\n", n, n)
	fmt.Println("|---|---|---|---|---|---|---|")
	for _, r := range rows {
		speedup, limit := r.t1/r.tn, float64(n)*r.t1/r.copies
		fmt.Printf("| %s | %.2f s | %.2f s | %.1f× | %.2f s | %.1f× | %.2f |\n", r.name, r.t1, r.tn, speedup, r.copies, limit, speedup/limit)
	}
}

// benchPuzzles holds puzzles measured here that the product does not
// ship as examples, such as the Tetris Cube.
//
//go:embed puzzles/*.json
var benchPuzzles embed.FS

// load reads a puzzle by name: a file's path, a built-in example, a
// puzzle of puzzles/ by its file's name without .json, or random:….
func load(name string) (*solver.Puzzle, error) {
	spec, ok := strings.CutPrefix(name, "random:")
	if !ok {
		if format.KindOf(name) != "" {
			data, err := os.ReadFile(name)
			if err != nil {
				return nil, err
			}
			entries, err := format.Read(data, name)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
			p, _, err := format.Pick(entries, "")
			return p, err
		}
		if data, err := benchPuzzles.ReadFile("puzzles/" + name + ".json"); err == nil {
			return solver.ParseJSON(data)
		}
		return examples.Load(name)
	}
	f := strings.Split(spec, ":")
	if len(f) != 4 {
		return nil, fmt.Errorf("%s: want random:XxYxZ:N:A-B:SEED", name)
	}
	var size [3]int
	var n, lo, hi int
	var seed uint64
	if _, err := fmt.Sscanf(f[0]+" "+f[1]+" "+f[2]+" "+f[3], "%dx%dx%d %d %d-%d %d", &size[0], &size[1], &size[2], &n, &lo, &hi, &seed); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return solver.RandomDissection(size, n, lo, hi, seed)
}

// count counts a puzzle on n workers, compiled anew, so that every count
// pays for its split alike.
func count(name string, n int) (search.Stats, error) {
	p, err := load(name)
	if err != nil {
		return search.Stats{}, err
	}
	pr, err := search.Compile(p)
	if err != nil {
		return search.Stats{}, err
	}
	return pr.Search(context.Background(), search.Options{Workers: n}, nil)
}

// report prints one count and how its workers spent it.
func report(name string, n int, st search.Stats) {
	fmt.Printf("%s: %d workers: %.3f s, %d nodes, %d solutions, split %.3f s", name, n, st.Seconds, st.Nodes, st.Solutions, st.SplitSeconds)
	if len(st.Workers) > 1 {
		var ended, busy []float64
		var lastNodes []int64
		for _, w := range st.Workers {
			ended = append(ended, w.Ended)
			busy = append(busy, w.Busy)
			lastNodes = append(lastNodes, w.Last.Nodes)
		}
		slices.Sort(ended)
		slices.Sort(busy)
		slices.Sort(lastNodes)
		fmt.Printf("; busy %.3f to %.3f s; first idle at %.3f s, tail %.3f s; last jobs' nodes %d to %d (%.2f%% of all at most)",
			busy[0], busy[len(busy)-1], ended[0], ended[len(ended)-1]-ended[0], lastNodes[0], lastNodes[len(lastNodes)-1],
			100*float64(lastNodes[len(lastNodes)-1])/float64(max(1, st.Nodes)))
	}
	fmt.Println()
}

// runCopies runs n one-worker counts at once, each in a process of its
// own, and returns the wall time until the last one ends.
func runCopies(name string, n int) (float64, error) {
	self, err := os.Executable()
	if err != nil {
		return 0, err
	}
	start := time.Now()
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			cmd := exec.Command(self, "-one", name)
			cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
			out, err := cmd.CombinedOutput()
			if err != nil {
				errs[i] = fmt.Errorf("copy %d: %v: %s", i, err, out)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return 0, err
		}
	}
	return time.Since(start).Seconds(), nil
}
