package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// entry is one puzzle of the suite.
type entry struct {
	name        string
	puzzle      *solver.Puzzle
	file        string // a BurrTools file both programs read as it is, instead of puzzle
	disassemble bool   // count only the assemblies that come apart
}

func main() {
	only := flag.String("only", "", "run only the puzzles whose names match this regular expression")
	seeds := flag.Int("seeds", 3, "random dissections of each kind, seeds 1 to K")
	peer := flag.String("peer", "../shared/peers/burrTxt", "BurrTools' burrTxt, if it exists")
	dlx := flag.String("dlx1", "../shared/peers/dlx1", "Knuth's dlx1, if it exists beside json2dlx.py, for its node counts with the target's symmetry broken")
	build := flag.String("cubist", "", "time this cubist binary, such as an older build, instead of building ./tools/cubist")
	burrDir := flag.String("examples", "../shared/burrtools-examples", "BurrTools' example files, if the folder exists: each cube file is taken apart by both programs")
	flag.Parse()
	match, err := regexp.Compile(*only)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchsuite:", err)
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "cubist-bench-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchsuite:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	cubist := *build
	if cubist == "" {
		cubist = filepath.Join(dir, "cubist")
		if out, err := exec.Command("go", "build", "-o", cubist, "./tools/cubist").CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "benchsuite: go build: %v\n%s", err, out)
			os.Exit(1)
		}
	}
	if _, err := os.Stat(*peer); err != nil {
		*peer = ""
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(*dlx), "json2dlx.py")); err != nil {
		*dlx = ""
	} else if _, err := os.Stat(*dlx); err != nil {
		*dlx = ""
	}
	fmt.Printf("%-42s %10s %8s %8s %14s %9s %-22s", "puzzle", "solutions", "distinct", "mirror", "nodes", "seconds", "engine")
	if *peer != "" {
		fmt.Printf(" %12s %14s %9s %7s", "BT assembl.", "BT iterations", "BT s", "ratio")
	}
	if *dlx != "" {
		fmt.Printf(" %14s", "dlx1 nodes")
	}
	fmt.Println()
	for _, e := range append(suite(*seeds), burrExamples(*burrDir)...) {
		if !match.MatchString(e.name) {
			continue
		}
		if err := run(e, dir, cubist, *peer, *dlx); err != nil {
			fmt.Fprintf(os.Stderr, "benchsuite: %s: %v\n", e.name, err)
			os.Exit(1)
		}
	}
}

// suite lists the benchmark puzzles.
func suite(seeds int) []entry {
	var out []entry
	for _, name := range []string{"soma", "pentominoes-6x10", "bedlam"} {
		p, err := examples.Load(name)
		if err != nil {
			panic(err)
		}
		out = append(out, entry{name: name, puzzle: p})
	}
	solid, _ := examples.Load("pentominoes-6x10")
	solid.Name, solid.Target = "Solid pentominoes 3x4x5", solver.Target{Box: &[3]int{3, 4, 5}}
	out = append(out, entry{name: "solid-pentominoes-3x4x5", puzzle: solid})
	out = append(out, entry{name: "conway-5x5x5", puzzle: conway()})
	// Disassembly: every assembly taken apart (burrTxt -d on the peer's
	// side); the counts are of the assemblies that come apart.
	for _, name := range []string{"soma", "bedlam", "burr", "box-with-a-ledge"} {
		p, err := examples.Load(name)
		if err != nil {
			panic(err)
		}
		out = append(out, entry{name: name + "-disassemble", puzzle: p, disassemble: true})
	}
	for _, kind := range []struct {
		size      [3]int
		n, lo, hi int
	}{{[3]int{4, 4, 4}, 11, 5, 7}, {[3]int{3, 4, 5}, 10, 5, 7}, {[3]int{4, 4, 5}, 13, 5, 8}, {[3]int{5, 5, 5}, 18, 6, 8}} {
		for seed := 1; seed <= seeds; seed++ {
			p, err := solver.RandomDissection(kind.size, kind.n, kind.lo, kind.hi, uint64(seed))
			if err != nil {
				panic(err)
			}
			out = append(out, entry{name: fmt.Sprintf("random-%dx%dx%d-%d-seed%d", kind.size[0], kind.size[1], kind.size[2], kind.n, seed), puzzle: p})
		}
	}
	// Boxes that hide holes (cubist random --holes): the inner cells
	// optional, at most that many of them empty.
	for _, kind := range []struct {
		size             [3]int
		n, lo, hi, holes int
	}{{[3]int{4, 4, 4}, 10, 5, 8, 1}, {[3]int{5, 5, 5}, 12, 8, 13, 1}, {[3]int{5, 5, 5}, 12, 8, 13, 2}, {[3]int{5, 5, 5}, 14, 7, 11, 1}, {[3]int{5, 5, 5}, 14, 7, 11, 2}} {
		for seed := 1; seed <= seeds; seed++ {
			p, err := solver.RandomHoles(kind.size, kind.n, kind.lo, kind.hi, kind.holes, uint64(seed))
			if err != nil {
				panic(err)
			}
			out = append(out, entry{name: fmt.Sprintf("holes%d-%dx%dx%d-%d-seed%d", kind.holes, kind.size[0], kind.size[1], kind.size[2], kind.n, seed), puzzle: p})
		}
	}
	return out
}

// burrCubeFiles are BurrTools' example files on cubes: their first
// problems are taken apart, the files read as they are.
var burrCubeFiles = []string{"DraculasDentalDesaster", "PelikanBurr", "CubeInCage", "AlPackino", "DemoPieceGenerator", "SolidSixPieceBurrs"}

// burrExamples lists BurrTools' example files on cubes found in dir.
func burrExamples(dir string) []entry {
	var out []entry
	for _, name := range burrCubeFiles {
		f, err := filepath.Abs(filepath.Join(dir, name+".xmpuzzle"))
		if _, serr := os.Stat(f); err != nil || serr != nil {
			continue
		}
		out = append(out, entry{name: "bt-" + name + "-disassemble", file: f, disassemble: true})
	}
	return out
}

// conway is Conway's 5x5x5 puzzle: thirteen 1x2x4 blocks, one 2x2x2, one
// 1x2x2 and three 1x1x3.
func conway() *solver.Puzzle {
	block := func(x, y, z int) []solver.Cell {
		var cs []solver.Cell
		for i := range x {
			for j := range y {
				for k := range z {
					cs = append(cs, solver.Cell{i, j, k})
				}
			}
		}
		return cs
	}
	return &solver.Puzzle{Name: "Conway's 5x5x5", Target: solver.Target{Box: &[3]int{5, 5, 5}}, Pieces: []solver.Piece{
		{Name: "A", Cells: block(1, 2, 4), Count: 13},
		{Name: "B", Cells: block(2, 2, 2)},
		{Name: "C", Cells: block(1, 2, 2)},
		{Name: "D", Cells: block(1, 1, 3), Count: 3},
	}}
}

// run times one puzzle with Cubist and, if given, the peer, alternately,
// and counts dlx1's nodes if it is given.
func run(e entry, dir, cubist, peer, dlx string) error {
	jsonFile, burrFile := e.file, e.file
	if e.file == "" {
		jsonFile, burrFile = filepath.Join(dir, e.name+".json"), filepath.Join(dir, e.name+".xmpuzzle")
		if err := os.WriteFile(jsonFile, solver.FormatJSON(e.puzzle), 0o644); err != nil {
			return err
		}
		data, err := format.Write(e.puzzle, "xmpuzzle")
		if err != nil {
			return err
		}
		if err := os.WriteFile(burrFile, data, 0o644); err != nil {
			return err
		}
	}
	var rep search.Report
	var burr string
	best, bestPeer := time.Duration(0), time.Duration(0)
	for round := 0; round < 3; round++ {
		args, peerArgs := []string{"solve", "--count", "--json", "--workers", "1", jsonFile}, []string{"-q", burrFile}
		if e.disassemble {
			args, peerArgs = append(args, "--disassemble"), append(peerArgs, "-d")
		}
		out, took, err := timed(cubist, args...)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(out, &rep); err != nil {
			return err
		}
		best = minTime(best, took)
		if peer != "" {
			out, took, err := timed(peer, peerArgs...)
			if err != nil {
				return err
			}
			burr = strings.TrimSpace(string(out))
			bestPeer = minTime(bestPeer, took)
		}
		if max(best, bestPeer) > 5*time.Second {
			break
		}
	}
	if e.disassemble && rep.Disassemble != nil {
		d := rep.Disassemble
		rep.Solutions, rep.Distinct, rep.DistinctMirror = d.Solutions, d.Distinct, d.DistinctMirror
	}
	mirror := "null"
	if rep.DistinctMirror != nil {
		mirror = fmt.Sprint(*rep.DistinctMirror)
	}
	fmt.Printf("%-42s %10d %8d %8s %14d %9.3f %-22s", e.name, rep.Solutions, rep.Distinct, mirror, rep.Nodes, best.Seconds(), rep.Engine)
	if peer != "" {
		var assemblies, solutions, iterations int64
		fmt.Sscanf(burr, "%d assemblies and %d solutions found with %d iterations", &assemblies, &solutions, &iterations)
		if e.disassemble {
			assemblies = solutions // those that come apart
		}
		fmt.Printf(" %12d %14d %9.3f %7.2f", assemblies, iterations, bestPeer.Seconds(), bestPeer.Seconds()/best.Seconds())
	}
	if dlx != "" && !e.disassemble && e.file == "" {
		nodes, err := dlxNodes(dlx, jsonFile)
		switch {
		case errors.Is(err, errDLXTooLong):
			fmt.Printf(" %14s", "(over 5 min)")
		case err != nil:
			return err
		default:
			fmt.Printf(" %14d", nodes)
		}
	}
	fmt.Println()
	return nil
}

// dlxLimit bounds one run of dlx1.
const dlxLimit = 5 * time.Minute

// errDLXTooLong says dlx1 ran past dlxLimit.
var errDLXTooLong = errors.New("dlx1 ran too long")

// dlxNodes counts a puzzle's nodes with Knuth's dlx1 on the input that
// json2dlx.py beside it writes in its dlx-sym mode: one item a cell and
// one a piece copy, the target's symmetry broken as Cubist breaks it
// (rotations, and reflections where the set is mirror-closed). It stops
// dlx1 after dlxLimit, with errDLXTooLong: on Conway's 5x5x5 puzzle it
// runs for hours.
func dlxNodes(dlx, jsonFile string) (int64, error) {
	input, _, err := timed("python3", filepath.Join(filepath.Dir(dlx), "json2dlx.py"), "dlx-sym", jsonFile)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), dlxLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, dlx)
	cmd.Stdin = bytes.NewReader(input)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		return 0, errDLXTooLong
	}
	if err != nil {
		return 0, fmt.Errorf("dlx1: %v: %s", err, out)
	}
	m := regexp.MustCompile(`Altogether \d+ solutions?, .* (\d+) nodes`).FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("dlx1 said %q", out)
	}
	var nodes int64
	fmt.Sscan(string(m[1]), &nodes)
	return nodes, nil
}

// timed runs a program and returns its output and wall-clock time.
func timed(name string, args ...string) ([]byte, time.Duration, error) {
	cmd := exec.Command(name, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %v: %s", filepath.Base(name), err, errOut.String())
	}
	return out.Bytes(), took, nil
}

func minTime(a, b time.Duration) time.Duration {
	if a == 0 || b < a {
		return b
	}
	return a
}
