package api

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

func exampleText(t *testing.T, name string) string {
	t.Helper()
	data, _, err := examples.Source(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// runAll runs every job of a plan, in chunks, the way the page's pool does,
// and adds up the results.
func runAll(t *testing.T, s *Service, plan Plan, emit string, chunk int) (RunResult, []Solution) {
	t.Helper()
	var total RunResult
	var sols []Solution
	mirrorNull := false
	for start := 0; start < len(plan.Weights); start += chunk {
		count := min(chunk, len(plan.Weights)-start)
		res, err := s.Run(context.Background(), RunRequest{Puzzle: plan.Canonical, First: start, Count: count, Emit: emit}, 0, nil,
			func(sol Solution) { sols = append(sols, sol) })
		if err != nil {
			t.Fatal(err)
		}
		total.Solutions += res.Solutions
		total.Distinct += res.Distinct
		total.Nodes += res.Nodes
		if res.DistinctMirror == nil {
			mirrorNull = true
		} else {
			if total.DistinctMirror == nil {
				total.DistinctMirror = new(int64)
			}
			*total.DistinctMirror += *res.DistinctMirror
		}
	}
	if mirrorNull {
		total.DistinctMirror = nil
	}
	total.Nodes += plan.SplitNodes
	return total, sols
}

func TestJobsAddUpToTheNativeCount(t *testing.T) {
	for _, name := range []string{"soma", "megaron", "galakub"} {
		s := &Service{}
		plan, err := s.Prepare(exampleText(t, name))
		if err != nil {
			t.Fatal(err)
		}
		p, _ := examples.Load(name)
		pr, _ := search.Compile(p)
		want, _ := pr.Search(context.Background(), search.Options{}, nil)
		for _, chunk := range []int{1, 7, len(plan.Weights)} {
			got, _ := runAll(t, s, plan, "none", chunk)
			if got.Solutions != want.Solutions || got.Distinct != want.Distinct || got.Nodes != want.Nodes ||
				(got.DistinctMirror == nil) != (want.DistinctMirror == nil) ||
				(got.DistinctMirror != nil && *got.DistinctMirror != *want.DistinctMirror) {
				t.Errorf("%s in chunks of %d: got %+v, native %+v", name, chunk, got, want)
			}
		}
	}
}

func TestSolutionsCrossAsPlainLists(t *testing.T) {
	s := &Service{}
	plan, err := s.Prepare(exampleText(t, "galakub"))
	if err != nil {
		t.Fatal(err)
	}
	_, sols := runAll(t, s, plan, "all", 50)
	if len(sols) != 8 {
		t.Fatalf("galakub: %d solutions, want 8", len(sols))
	}
	cells := 0
	for _, p := range sols[0].Pieces {
		for _, c := range p.Cells {
			if len(c) != 3 {
				t.Fatalf("cell %v", c)
			}
			cells++
		}
	}
	if cells != 64 || len(sols[0].Pieces) != 8 {
		t.Fatalf("a solution has %d pieces covering %d cells", len(sols[0].Pieces), cells)
	}
}

func TestParseInput(t *testing.T) {
	soma, _ := examples.Load("soma")
	code, err := format.ShareCode(soma)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{code, "#p=" + code, "https://example.org/index.html#p=" + code + "&s=3", exampleText(t, "soma")} {
		p, err := ParseInput(in)
		if err != nil || p.Name != "Soma cube" || len(p.Pieces) != 7 {
			t.Errorf("%.40q: %v", in, err)
		}
	}
	for in, want := range map[string]string{
		"":                     "no puzzle given",
		`{"name":"x"}`:         "target: give a box or a list of cells",
		"#p=":                  "no puzzle given",
		code[:len(code)-5]:     "share code",
		`{"name":"x","bad":1}`: `unknown field "bad"`,
	} {
		if _, err := ParseInput(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", in, err, want)
		}
	}
}

func TestRunRejectsBadRequests(t *testing.T) {
	s := &Service{}
	plan, err := s.Prepare(exampleText(t, "soma"))
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range []RunRequest{
		{Puzzle: plan.Canonical, First: len(plan.Weights), Count: 1},
		{Puzzle: plan.Canonical, First: -1, Count: 1},
		{Puzzle: plan.Canonical, Count: -1},
		{Puzzle: plan.Canonical, Emit: "some"},
		{Puzzle: "{"},
	} {
		if _, err := s.Run(context.Background(), req, 0, nil, nil); err == nil {
			t.Errorf("%+v: no error", req)
		}
	}
}

func TestMirrorFixes(t *testing.T) {
	s := &Service{}
	names, err := s.MirrorFixes(context.Background(), exampleText(t, "megaron-c-mirrored"))
	if err != nil || strings.Join(names, " ") != "b c f" {
		t.Fatalf("got %v, %v; want b c f", names, err)
	}
	if _, err := s.MirrorFixes(context.Background(), "{"); err == nil {
		t.Error("a broken puzzle gave no error")
	}
}

func TestKeepBoundsTheSolutionsSent(t *testing.T) {
	s := &Service{}
	plan, err := s.Prepare(exampleText(t, "soma"))
	if err != nil {
		t.Fatal(err)
	}
	run := func(keep int) (RunResult, []Solution) {
		var sols []Solution
		req := RunRequest{Puzzle: plan.Canonical, Count: len(plan.Weights), Emit: "distinct", Keep: keep}
		res, err := s.Run(context.Background(), req, 0, nil, func(sol Solution) { sols = append(sols, sol) })
		if err != nil {
			t.Fatal(err)
		}
		return res, sols
	}
	all, every := run(0)
	some, first := run(10)
	if len(every) != 480 || all.Emitted != 480 {
		t.Fatalf("with no bound: %d sent, %d emitted; want 480", len(every), all.Emitted)
	}
	if len(first) != 10 || some.Emitted != 480 || some.Distinct != all.Distinct {
		t.Fatalf("keeping 10: %d sent, %d emitted, %d distinct", len(first), some.Emitted, some.Distinct)
	}
	for i := range first {
		if !reflect.DeepEqual(first[i], every[i]) {
			t.Errorf("solution %d differs from the one sent with no bound", i)
		}
	}
}

func TestRunDisassembles(t *testing.T) {
	s := &Service{}
	plan, err := s.Prepare(exampleText(t, "burr"))
	if err != nil {
		t.Fatal(err)
	}
	var sols []Solution
	res, err := s.Run(context.Background(), RunRequest{Puzzle: plan.Canonical, Count: len(plan.Weights), Emit: "distinct", Disassemble: true}, 0, nil,
		func(sol Solution) { sols = append(sols, sol) })
	if err != nil {
		t.Fatal(err)
	}
	// Every assembly is handed out, the locked ones too, each with its
	// disassembly; the counts of those that come apart are BurrTools'.
	apart := 0
	for _, sol := range sols {
		if sol.Disassembly == nil {
			t.Fatal("a solution without its disassembly")
		}
		// The search's own check stands for the solutions it checked: the
		// same as taking each apart afresh.
		var s solver.Solution
		for _, p := range sol.Pieces {
			pl := solver.Placed{Name: p.Name, Piece: p.Piece}
			for _, c := range p.Cells {
				pl.Cells = append(pl.Cells, solver.Cell{c[0], c[1], c[2]})
			}
			s.Pieces = append(s.Pieces, pl)
		}
		if fresh := assembly.Disassemble(s, assembly.Limits{}); !reflect.DeepEqual(fresh, *sol.Disassembly) {
			t.Fatalf("handed out %+v, taken apart afresh %+v", *sol.Disassembly, fresh)
		}
		if sol.Disassembly.Apart {
			apart++
		}
	}
	if len(sols) != 65 || apart != 31 || res.Disassemble == nil || res.Disassemble.Distinct != 31 || res.Disassemble.MaxLevel != 3 {
		t.Fatalf("%d solutions, %d apart, counts %+v", len(sols), apart, res.Disassemble)
	}
	res, err = s.Run(context.Background(), RunRequest{Puzzle: plan.Canonical, Count: len(plan.Weights), Emit: "distinct"}, 0, nil,
		func(sol Solution) {
			if sol.Disassembly != nil {
				t.Fatal("disassembled without being asked")
			}
		})
	if err != nil || res.Disassemble != nil {
		t.Fatalf("%v %+v", err, res)
	}
}

// paintedSoma is the Soma cube with a red centre, every other cell blue,
// and one red cube on Z, which only the red centre takes.
const paintedSoma = `{"name":"Painted Soma","pieces":[
 {"name":"V","cells":[[0,0,0],[1,0,0],[0,1,0]]},
 {"name":"L","cells":[[0,0,0],[1,0,0],[2,0,0],[0,1,0]]},
 {"name":"T","cells":[[0,0,0],[1,0,0],[2,0,0],[1,1,0]]},
 {"name":"Z","cells":[[0,0,0],[1,0,0],[1,1,0],[2,1,0]],"paint":{"red":[[1,0,0]]}},
 {"name":"A","cells":[[0,0,0],[1,0,0],[1,1,0],[1,1,1]]},
 {"name":"B","cells":[[0,0,1],[1,0,1],[1,1,1],[1,1,0]]},
 {"name":"P","cells":[[0,0,0],[1,0,0],[0,1,0],[0,0,1]]}],
 "target":{"box":[3,3,3],"paint":{"red":[[1,1,1]],"blue":[[0,0,0],[1,0,0],[2,0,0],[0,1,0],[1,1,0],[2,1,0],[0,2,0],[1,2,0],[2,2,0],
  [0,0,1],[1,0,1],[2,0,1],[0,1,1],[2,1,1],[0,2,1],[1,2,1],[2,2,1],[0,0,2],[1,0,2],[2,0,2],[0,1,2],[1,1,2],[2,1,2],[0,2,2],[1,2,2],[2,2,2]]}},
 "colors":[{"name":"red","rgb":"#d62728"},{"name":"blue","rgb":"#1f77b4"}],
 "rules":[{"piece":"red","target":"red"}]}`

// Solutions carry their pieces' paint across to JavaScript, as the CLI's
// JSON does: the page, Build it, Take it apart and the embed draw it.
func TestSolutionsCarryPaint(t *testing.T) {
	s := &Service{}
	plan, err := s.Prepare(paintedSoma)
	if err != nil {
		t.Fatal(err)
	}
	_, sols := runAll(t, s, plan, "distinct", 50)
	if len(sols) != 66 {
		t.Fatalf("%d solutions up to rotation, want 66", len(sols))
	}
	for _, sol := range sols {
		for _, p := range sol.Pieces {
			if p.Name != "Z" {
				if p.Paint != nil {
					t.Fatalf("%s has paint %v", p.Name, p.Paint)
				}
				continue
			}
			if len(p.Paint) != len(p.Cells) {
				t.Fatalf("Z: paint %v for %d cells", p.Paint, len(p.Cells))
			}
			for i, c := range p.Cells {
				centre := c[0] == 1 && c[1] == 1 && c[2] == 1
				if (p.Paint[i] == "red") != centre || p.Paint[i] != "" && p.Paint[i] != "red" {
					t.Fatalf("Z's cell %v is painted %q", c, p.Paint[i])
				}
			}
		}
	}
}
