package api

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/search"
)

// ParseInput reads a puzzle given as canonical JSON text or as a share
// code. A share code may come as a whole link or fragment ("#p=...").
func ParseInput(text string) (*solver.Puzzle, error) {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "{") {
		return solver.ParseJSON([]byte(text))
	}
	if i := strings.LastIndex(text, "p="); i >= 0 {
		text = text[i+2:]
		if j := strings.IndexByte(text, '&'); j >= 0 {
			text = text[:j]
		}
	}
	if text == "" {
		return nil, errors.New("no puzzle given: pass a puzzle object or a share code")
	}
	return packer.ParseShareCode(text)
}

// Plan describes a prepared search: what the page needs to share its jobs
// among workers.
type Plan struct {
	// Puzzle is the puzzle's name.
	Puzzle string `json:"puzzle"`
	// Canonical is the puzzle as canonical JSON, which workers are sent.
	Canonical string `json:"canonical"`
	// Weights holds each job's estimated share of the search tree.
	Weights []float64 `json:"weights"`
	// SplitNodes counts the nodes above the jobs.
	SplitNodes int64 `json:"splitNodes"`
	// Reason says why there is no solution, when that was seen without
	// searching.
	Reason string `json:"reason"`
	// Notes are remarks about the puzzle for people.
	Notes []string `json:"notes"`
}

// Service keeps one compiled problem, so that a worker running many jobs
// of one search compiles it once.
type Service struct {
	key string
	pr  *search.Problem
}

// problem compiles the puzzle, or returns the one compiled last time.
func (s *Service) problem(text string) (*search.Problem, error) {
	if s.pr != nil && text == s.key {
		return s.pr, nil
	}
	p, err := ParseInput(text)
	if err != nil {
		return nil, err
	}
	return s.compile(text, p)
}

// compile compiles a puzzle already read from text, and keeps it.
func (s *Service) compile(text string, p *solver.Puzzle) (*search.Problem, error) {
	if s.pr != nil && text == s.key {
		return s.pr, nil
	}
	pr, err := search.Compile(p)
	if err != nil {
		return nil, err
	}
	s.key, s.pr = text, pr
	return pr, nil
}

// Prepare compiles a puzzle and splits its search into jobs.
func (s *Service) Prepare(text string) (Plan, error) {
	p, err := ParseInput(text)
	if err != nil {
		return Plan{}, err
	}
	canonical := string(solver.FormatJSON(p))
	pr, err := s.compile(canonical, p)
	if err != nil {
		return Plan{}, err
	}
	jobs, nodes, _ := pr.Split()
	plan := Plan{
		Puzzle: pr.Puzzle().Name, Canonical: canonical, SplitNodes: nodes,
		Reason: pr.Reason(), Notes: pr.Notes(), Weights: []float64{},
	}
	for _, j := range jobs {
		plan.Weights = append(plan.Weights, j.Weight)
	}
	if plan.Notes == nil {
		plan.Notes = []string{}
	}
	return plan, nil
}

// RunRequest asks a worker to run some jobs of a prepared search.
type RunRequest struct {
	// Puzzle is Plan.Canonical.
	Puzzle string `json:"puzzle"`
	// First and Count give the jobs to run: First, First+1, ...,
	// First+Count-1, as indexes into the plan's jobs.
	First int `json:"first"`
	Count int `json:"count"`
	// Emit is "none", "distinct", "all" or "mirror".
	Emit string `json:"emit"`
	// Limit stops after this many solutions; 0 means none.
	Limit int `json:"limit"`
	// Keep is how many solutions at most are handed out, in the order
	// found; the rest are only counted. 0 means every one. The page keeps
	// the first of all the solutions, so no chunk of jobs needs to send
	// more than the page keeps in all.
	Keep int `json:"keep"`
	// Disassemble checks whether each class of solutions comes apart:
	// the result counts those that do, and each solution handed out
	// carries its disassembly.
	Disassemble bool `json:"disassemble"`
	// Rotations, with Disassemble, lets groups of pieces turn as well as
	// slide, on cubes (see assembly.Limits); Bevel is the bevel of their
	// edges, in cube widths, 0 for sharp.
	Rotations bool    `json:"rotations"`
	Bevel     float64 `json:"bevel"`
}

// RunResult is what a worker found in its jobs.
type RunResult struct {
	Solutions      int64   `json:"solutions"`
	Distinct       int64   `json:"distinct"`
	DistinctMirror *int64  `json:"distinct_mirror"`
	Nodes          int64   `json:"nodes"`
	Emitted        int64   `json:"emitted"`
	Complete       bool    `json:"complete"`
	Seconds        float64 `json:"seconds"`
	// Disassemble counts the solutions that come apart, when asked.
	Disassemble *search.Apart `json:"disassemble,omitempty"`
}

// Placed is a placed piece in the form JavaScript receives it.
type Placed struct {
	Name  string  `json:"name"`
	Piece int     `json:"piece"`
	Cells [][]int `json:"cells"`
	// Paint gives the colour name of each of Cells, "" for none; it is
	// left out for a piece with no painted cells.
	Paint []string `json:"paint,omitempty"`
}

// Solution is a solution in the form JavaScript receives it.
type Solution struct {
	Pieces []Placed `json:"pieces"`
	// Disassembly says whether and how the solution comes apart, when the
	// search was asked to check.
	Disassembly *assembly.Result `json:"disassembly,omitempty"`
}

// NewSolution converts a solver solution; cells become plain lists.
func NewSolution(s solver.Solution) Solution {
	out := Solution{Pieces: make([]Placed, len(s.Pieces))}
	for i, p := range s.Pieces {
		cells := make([][]int, len(p.Cells))
		for j, c := range p.Cells {
			cells[j] = []int{c[0], c[1], c[2]}
		}
		out.Pieces[i] = Placed{Name: p.Name, Piece: p.Piece, Cells: cells, Paint: p.Paint}
	}
	return out
}

var emitModes = map[string]search.Emit{
	"": search.EmitNone, "none": search.EmitNone, "distinct": search.EmitDistinct,
	"all": search.EmitAll, "mirror": search.EmitMirrorDistinct,
}

// Run runs the requested jobs on one goroutine, reporting progress about
// every interval and handing out solutions as they are found.
func (s *Service) Run(ctx context.Context, req RunRequest, interval time.Duration,
	progress func(search.Progress), emit func(Solution)) (RunResult, error) {
	pr, err := s.problem(req.Puzzle)
	if err != nil {
		return RunResult{}, err
	}
	mode, ok := emitModes[req.Emit]
	if !ok {
		return RunResult{}, errors.New(`emit must be "none", "distinct", "all" or "mirror"`)
	}
	jobs, _, _ := pr.Split()
	if req.First < 0 || req.Count < 0 || req.First+req.Count > len(jobs) {
		return RunResult{}, errors.New("job numbers out of range")
	}
	opt := search.Options{Emit: mode, Limit: req.Limit, Jobs: make([]int, req.Count), Workers: 1, Progress: progress, ProgressInterval: interval}
	for i := range opt.Jobs {
		opt.Jobs[i] = req.First + i
	}
	// The search checks one solution of each class; the first solution of
	// a class handed out is that one, and takes its result along. One
	// worker runs the check and then the hand-out, in turn.
	var checked solver.Solution
	var result assembly.Result
	lim := assembly.Limits{Groups: assembly.GroupsOf(pr.Puzzle()), Rotations: req.Rotations, Bevel: req.Bevel}
	if req.Rotations && req.Disassemble {
		if !pr.Puzzle().GridOf().SlidesByRows() { // assembly.TurnsOn's test, written out: calling it moved the page's program by 6.6 kB with brotli
			return RunResult{}, assembly.ErrRotations
		}
		if !assembly.TurnsBuilt() {
			return RunResult{}, errors.New("this program takes puzzles apart without turns: cubist-turns.wasm has them")
		}
		if !(req.Bevel >= 0 && req.Bevel < 0.5) {
			return RunResult{}, fmt.Errorf("bevel %g: give how much of each face a bevel takes, in cube widths, from 0 to under 0.5", req.Bevel)
		}
	}
	if req.Disassemble {
		opt.KeepLocked = true
		opt.Disassemble = func(sol solver.Solution) search.Verdict {
			checked, result = sol, assembly.Disassemble(sol, lim)
			return search.Verdict{Apart: result.Apart, Level: result.Level, Notation: result.Notation}
		}
	}
	var cb func(solver.Solution) bool
	if emit != nil {
		sent := 0
		cb = func(sol solver.Solution) bool {
			if req.Keep == 0 || sent < req.Keep {
				out := NewSolution(sol)
				if req.Disassemble {
					r := result
					if !sameSolution(sol, checked) { // a rotated or mirrored copy
						r = assembly.Disassemble(sol, lim)
					}
					out.Disassembly = &r
				}
				emit(out)
				sent++
			}
			return true
		}
	}
	st, err := pr.Search(ctx, opt, cb)
	return RunResult{
		Solutions: st.Solutions, Distinct: st.Distinct, DistinctMirror: st.DistinctMirror,
		Nodes: st.Nodes, Emitted: st.Emitted, Complete: st.Complete, Seconds: st.Seconds,
		Disassemble: st.Apart,
	}, err
}

// sameSolution reports whether two solutions place the same pieces on the
// same cells, in the same order.
func sameSolution(a, b solver.Solution) bool {
	return slices.EqualFunc(a.Pieces, b.Pieces, func(p, q solver.Placed) bool {
		return p.Piece == q.Piece && slices.Equal(p.Cells, q.Cells)
	})
}

// MirrorFixes names the pieces whose mirror image would make a puzzle
// with no solution solvable; see search.MirrorFixes.
func (s *Service) MirrorFixes(ctx context.Context, text string) ([]string, error) {
	p, err := ParseInput(text)
	if err != nil {
		return nil, err
	}
	fixes, err := search.MirrorFixes(ctx, p, 1)
	if err != nil {
		return nil, err
	}
	names := []string{}
	for _, i := range fixes {
		names = append(names, p.Pieces[i].Name)
	}
	return names, nil
}
