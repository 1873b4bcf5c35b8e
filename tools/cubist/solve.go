package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
	"github.com/cubist/cubist/solver/words"
)

func init() {
	register(command{
		name:  "solve",
		usage: "solve FILE [--all | --count | --limit N] [--disassemble [--positions N] [--rotations [--bevel B]]] [--workers N] [--shard i/N] [--checkpoint FILE] [--out FILE] [--every] [--json] [--progress] [--problem N|NAME]",
		about: "solves a puzzle: prints its first solution, every one, or only the counts",
		run:   runSolve,
	})
}

type solveFlags struct {
	all, count, json, every, progress bool
	disassemble, rotations            bool
	bevel                             float64
	limit, workers, positions         int
	shard, problem, checkpoint, out   string
}

func runSolve(args []string) int {
	var f solveFlags
	fs := newFlags("solve")
	fs.BoolVar(&f.all, "all", false, "print every solution")
	fs.BoolVar(&f.count, "count", false, "only count the solutions")
	fs.IntVar(&f.limit, "limit", 0, "print at most `N` solutions")
	fs.IntVar(&f.workers, "workers", search.DefaultWorkers(), "search on `N` goroutines")
	fs.BoolVar(&f.json, "json", false, "print JSON")
	fs.BoolVar(&f.every, "every", false, "print rotated and mirrored copies too (default: one solution per class under rotation)")
	fs.BoolVar(&f.progress, "progress", false, "report progress on stderr")
	fs.BoolVar(&f.disassemble, "disassemble", false, "keep only solutions that come apart by sliding pieces, and print how")
	fs.IntVar(&f.positions, "positions", assembly.DefaultPositions, "with --disassemble: give up on a solution after `N` positions")
	fs.BoolVar(&f.rotations, "rotations", false, "with --disassemble: let groups of pieces turn by a quarter or a half about an axis too, where the solid cubes clear each other (cubes only)")
	fs.Float64Var(&f.bevel, "bevel", 0, "with --rotations: the pieces' edges along a turn's axis are cut at 45° by `B` cube widths each way where the piece turns outward, from 0 (sharp) to under 0.5")
	fs.StringVar(&f.shard, "shard", "", "search only shard i of N (as `i/N`, i from 0); cubist merge adds shards' JSON up")
	fs.StringVar(&f.out, "out", "", "write what would go to standard output to `FILE` instead, which appears whole when the search ends")
	fs.StringVar(&f.checkpoint, "checkpoint", "", "with --count: record finished jobs in `FILE`, and skip those it holds when started again")
	fs.StringVar(&f.problem, "problem", "", "which problem to solve in a file with several: `N|NAME`, its number or name")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(files) != 1 {
		return badArgs("solve")
	}
	if msg := checkSolveFlags(fs, &f); msg != "" {
		fmt.Fprintln(os.Stderr, "cubist solve: "+msg)
		return 2
	}
	if f.checkpoint != "" && (!f.count || f.disassemble) {
		fmt.Fprintln(os.Stderr, "cubist solve: --checkpoint goes with --count, without --disassemble")
		return 2
	}
	if f.positions < 1 {
		fmt.Fprintln(os.Stderr, "cubist solve: --positions N needs N > 0")
		return 2
	}
	lim := assembly.Limits{Positions: f.positions, Rotations: f.rotations, Bevel: f.bevel}
	opt := search.Options{Workers: f.workers, Emit: search.EmitDistinct, Limit: 1}
	switch {
	case f.count:
		opt.Emit, opt.Limit = search.EmitNone, 0
	case f.all:
		opt.Limit = 0
	case f.limit > 0:
		opt.Limit = f.limit
	}
	if f.every && opt.Emit != search.EmitNone {
		opt.Emit = search.EmitAll
	}
	check := &apartCheck{lim: lim}
	if f.disassemble {
		opt.Disassemble = check.check
	}
	if f.shard != "" {
		if opt.Shard, opt.Shards, err = parseShard(f.shard); err != nil {
			fmt.Fprintf(os.Stderr, "cubist solve: %v\n", err)
			return 2
		}
	}
	p, warnings, err := loadPuzzle(files[0], f.problem)
	if err != nil {
		return fail(err)
	}
	if err := p.GridOf().ErrTakeApart(); f.disassemble && err != nil {
		fmt.Fprintf(os.Stderr, "cubist solve: --disassemble: %v\n", err)
		return 2
	}
	if err := assembly.TurnsOn(p.GridOf()); f.rotations && err != nil {
		fmt.Fprintf(os.Stderr, "cubist solve: --rotations: %v\n", err)
		return 2
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "cubist: warning: %s\n", w)
	}
	lim.Groups, lim.Grid = assembly.GroupsOf(p), p.GridOf()
	check.lim.Groups, check.lim.Grid = lim.Groups, lim.Grid
	pr, err := search.Compile(p)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", files[0], err))
	}
	for _, note := range pr.Notes() {
		fmt.Fprintf(os.Stderr, "cubist: note: %s\n", note)
	}
	if f.progress {
		opt.Progress = progressPrinter(f.shard)
		opt.ProgressInterval = time.Second
	}
	var cp *checkpoint
	if f.checkpoint != "" {
		if cp, err = openCheckpoint(f.checkpoint, pr, opt.Shard, opt.Shards); err != nil {
			return fail(err)
		}
		defer cp.close()
		cp.plan(&opt)
		if opt.Progress != nil {
			opt.Progress = cp.progress(opt.Progress)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	dest := os.Stdout
	if f.out != "" {
		// Written beside, and renamed into place at the end: a run that is
		// stopped leaves no file that looks finished.
		if dest, err = createBeside(f.out); err != nil {
			return fail(err)
		}
		defer os.Remove(dest.Name())
	}
	out := bufio.NewWriter(dest)
	defer out.Flush()
	tw := &textWriter{out: out, p: p}
	if f.disassemble {
		tw.lim = &lim
	}
	var w solutionWriter = tw
	if f.json {
		jw := &jsonWriter{out: out, p: p, count: f.count, lines: f.shard != ""}
		if f.disassemble {
			jw.lim = &lim
		}
		if f.shard != "" {
			jw.mark = func(r *search.Report) { r.ForShard(pr, opt.Shard, opt.Shards) }
		}
		w = jw
	}
	w.begin()
	st, err := pr.Search(ctx, opt, func(s solver.Solution) bool {
		w.solution(s)
		return true
	})
	if cp != nil {
		cp.finish(&st)
	}
	check.note()
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(os.Stderr, "cubist: interrupted; counts so far are partial")
	} else if err != nil {
		w.end(st)
		return fail(err)
	}
	w.end(st)
	code := 0
	if err != nil {
		code = exitInterrupted // the convention for a program stopped by SIGINT
	} else if !f.json && st.Complete && st.Solutions == 0 && st.Reason == "" && f.shard == "" {
		// Before the file is finished, so that --out keeps the hints.
		code = diagnose(ctx, out, p, f.workers)
	}
	if f.out != "" {
		if err := finishFile(out, dest, f.out); err != nil {
			return fail(err)
		}
	}
	return code
}

// diagnose tells, for a set with no solution, which single piece would
// make it solvable if it were mirrored.
func diagnose(ctx context.Context, out *bufio.Writer, p *solver.Puzzle, workers int) int {
	fixes, err := search.MirrorFixes(ctx, p, workers)
	if err != nil {
		return fail(err)
	}
	for _, i := range fixes {
		fmt.Fprintf(out, "mirroring %s alone makes the set solvable\n", solver.PieceLabel(i, p.Pieces[i].Name))
	}
	return 0
}

// solutionWriter prints a search's solutions and summary.
type solutionWriter interface {
	begin()
	solution(solver.Solution)
	end(search.Stats)
}

type textWriter struct {
	out *bufio.Writer
	p   *solver.Puzzle
	n   int
	lim *assembly.Limits // set when plans are printed
}

func (w *textWriter) begin() { fmt.Fprintf(w.out, "%s\n\n", w.p.Name) }

func (w *textWriter) solution(s solver.Solution) {
	w.n++
	fmt.Fprintf(w.out, "Solution %d\n%s\n", w.n, solver.Layers(w.p, s))
	if w.lim != nil {
		writePlan(w.out, w.p, s, *w.lim)
	}
}

func (w *textWriter) end(st search.Stats) {
	switch {
	case st.Complete:
		for _, line := range st.Explain() {
			fmt.Fprintln(w.out, line)
		}
		if st.Apart != nil {
			writeApart(w.out, st.Apart)
		}
	case w.n > 0:
		fmt.Fprintf(w.out, "stopped after %s; run with --count for the totals\n", words.Count(w.n, "solution", "solutions"))
	default:
		fmt.Fprintf(w.out, "stopped before the end: %s (%d up to rotation) found so far; these counts are partial\n",
			words.Count(st.Solutions, "solution", "solutions"), st.Distinct)
	}
	fmt.Fprintf(w.out, "%d nodes in %.3f s\n", st.Nodes, st.Seconds)
}

// jsonWriter prints JSON: the counts as one object, or the solutions in
// an object with the counts. With lines set (a shard's output) it prints
// each solution as a line of its own and then the counts as a last line,
// so that the shards' outputs, concatenated in order, list the whole
// search's solutions in its order.
type jsonWriter struct {
	out   *bufio.Writer
	p     *solver.Puzzle
	count bool
	lines bool
	mark  func(*search.Report) // marks the report as a shard's, if set
	n     int
	lim   *assembly.Limits // set when each solution's disassembly is given
}

func (w *jsonWriter) begin() {
	if !w.count && !w.lines {
		fmt.Fprintf(w.out, "{\"puzzle\": %s,\n \"solutions\": [", jsonText(w.p.Name))
	}
}

func (w *jsonWriter) solution(s solver.Solution) {
	w.n++
	var v any = s
	if w.lim != nil {
		v = describe(s, *w.lim)
	}
	if w.lines {
		w.out.WriteString(jsonText(v))
		w.out.WriteString("\n")
		return
	}
	if w.n > 1 {
		w.out.WriteString(",")
	}
	w.out.WriteString("\n  ")
	w.out.WriteString(jsonText(v))
}

func (w *jsonWriter) end(st search.Stats) {
	r := search.NewReport(w.p, st)
	if w.mark != nil {
		w.mark(&r)
	}
	if w.count || w.lines {
		writeJSON(w.out, r)
		return
	}
	fmt.Fprintf(w.out, "],\n \"complete\": %t,\n", st.Complete)
	fmt.Fprintf(w.out, " \"counts\": %s,\n", jsonText(r))
	if st.Reason != "" {
		fmt.Fprintf(w.out, " \"reason\": %s,\n", jsonText(st.Reason))
	}
	fmt.Fprintf(w.out, " \"nodes\": %d,\n \"seconds\": %.6f}\n", st.Nodes, st.Seconds)
}

func writeJSON(out io.Writer, v any) {
	enc := json.NewEncoder(out)
	enc.Encode(v)
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
