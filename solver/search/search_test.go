package search_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/search"
)

func TestShardsAddUpToTheWhole(t *testing.T) {
	pr := compile(t, "soma")
	whole, err := pr.Search(context.Background(), search.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	jobs, _, _ := pr.Split()
	if len(jobs) < 2 {
		t.Fatalf("soma splits into %d jobs", len(jobs))
	}
	var sum search.Stats
	for i := range 3 {
		st, err := pr.Search(context.Background(), search.Options{Shard: i, Shards: 3, Workers: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Solutions == 0 || st.Solutions == whole.Solutions {
			t.Errorf("shard %d/3 counted %d of %d solutions", i, st.Solutions, whole.Solutions)
		}
		sum.Solutions += st.Solutions
		sum.Distinct += st.Distinct
		sum.Nodes += st.Nodes
	}
	if sum.Solutions != whole.Solutions || sum.Distinct != whole.Distinct {
		t.Errorf("shards add up to %d/%d, the whole is %d/%d", sum.Solutions, sum.Distinct, whole.Solutions, whole.Distinct)
	}
	_, splitNodes, _ := pr.Split()
	if sum.Nodes+splitNodes != whole.Nodes {
		t.Errorf("shards visit %d nodes plus %d above the split, the whole %d", sum.Nodes, splitNodes, whole.Nodes)
	}
}

func TestSplitIsDeterministic(t *testing.T) {
	a, _, _ := compile(t, "pentominoes-6x10").Split()
	b, _, _ := compile(t, "pentominoes-6x10").Split()
	if len(a) < search.SplitTarget || len(a) != len(b) {
		t.Fatalf("split gave %d and %d jobs, want the same, at least %d", len(a), len(b), search.SplitTarget)
	}
	total := 0.0
	for i := range a {
		if !slicesEqual(a[i].Path, b[i].Path) {
			t.Fatalf("job %d differs: %v and %v", i, a[i].Path, b[i].Path)
		}
		total += a[i].Weight
	}
	if total <= 0 || total > 1.000001 {
		t.Errorf("job weights add up to %v", total)
	}
}

func slicesEqual(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestLimit(t *testing.T) {
	for _, workers := range []int{1, 2} {
		st, sols := collect(t, "soma", search.Options{Emit: search.EmitDistinct, Limit: 3, Workers: workers})
		if len(sols) != 3 || st.Emitted != 3 || st.Complete {
			t.Errorf("workers %d: limit 3 gave %d solutions, emitted %d, complete %v", workers, len(sols), st.Emitted, st.Complete)
		}
	}
	st, sols := collect(t, "megaron", search.Options{Emit: search.EmitDistinct, Limit: 5})
	if len(sols) != 1 || !st.Complete {
		t.Errorf("megaron has one distinct solution; limit 5 gave %d, complete %v", len(sols), st.Complete)
	}
}

func TestStopFromCallback(t *testing.T) {
	pr := compile(t, "pentominoes-6x10")
	n := 0
	st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Workers: 2}, func(solver.Solution) bool {
		n++
		return n < 4
	})
	if err != nil || n != 4 || st.Complete {
		t.Fatalf("callback asked to stop after 4: got %d, complete %v, err %v", n, st.Complete, err)
	}
}

func TestCancel(t *testing.T) {
	pr := compile(t, "pentominoes-8x8")
	ctx, cancel := context.WithCancel(context.Background())
	var cancelledAt time.Time
	st, err := pr.Search(ctx, search.Options{Workers: 2, ProgressInterval: time.Millisecond, Progress: func(p search.Progress) {
		if p.Nodes > 10000 && cancelledAt.IsZero() {
			cancelledAt = time.Now()
			cancel()
		}
	}}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	if st.Complete {
		t.Error("a cancelled search says it is complete")
	}
	if late := time.Since(cancelledAt); late > 500*time.Millisecond {
		t.Errorf("the search ran on for %v after the cancel", late)
	}
}

// A search cancelled while it splits its tree into jobs stops at once,
// and the split it gave up is made whole by the next call. The target
// searched with dancing links takes over a minute to split this way.
func TestCancelDuringTheSplit(t *testing.T) {
	p, err := solver.RandomDissection([3]int{4, 4, 6}, 16, 5, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := search.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	search.UseDLX(pr)
	start := time.Now()
	ctx := clockContext{context.Background(), start.Add(50 * time.Millisecond)}
	st, err := pr.Search(ctx, search.Options{Workers: 2}, nil)
	if !errors.Is(err, context.DeadlineExceeded) || st.Complete {
		t.Fatalf("got %v, complete %v; want the deadline's error", err, st.Complete)
	}
	if late := time.Since(start) - 50*time.Millisecond; late > 2*time.Second {
		t.Errorf("the search ran on for %v after the cancel", late)
	}
	// A small puzzle's split, once given up and once whole, matches a
	// fresh problem's.
	small := compile(t, "pentominoes-6x10")
	done, stop := context.WithCancel(context.Background())
	stop()
	if _, _, _, err := small.SplitContext(done); !errors.Is(err, context.Canceled) {
		t.Fatalf("a split with a cancelled context gave %v", err)
	}
	a, _, _ := small.Split()
	b, _, _ := compile(t, "pentominoes-6x10").Split()
	if len(a) != len(b) || len(a) == 0 {
		t.Fatalf("split after a cancelled one gave %d jobs, a fresh one %d", len(a), len(b))
	}
	for i := range a {
		if !slicesEqual(a[i].Path, b[i].Path) || a[i].Weight != b[i].Weight {
			t.Fatalf("job %d differs: %v and %v", i, a[i], b[i])
		}
	}
}

// clockContext is done once its deadline has passed, as its Err finds at
// each call; it needs no timer, which under WebAssembly would not fire
// while a search that never waits holds the one thread.
type clockContext struct {
	context.Context
	deadline time.Time
}

func (c clockContext) Err() error {
	if time.Now().After(c.deadline) {
		return context.DeadlineExceeded
	}
	return nil
}

// TestProgress checks progress on two workers, which take the jobs one by
// one, and on one, which walks the whole tree at once.
func TestProgress(t *testing.T) {
	for _, workers := range []int{2, 1} {
		testProgress(t, workers)
	}
}

func testProgress(t *testing.T, workers int) {
	pr := compile(t, "pentominoes-5x12")
	var reports []search.Progress
	st, err := pr.Search(context.Background(), search.Options{Workers: workers, ProgressInterval: time.Millisecond, Progress: func(p search.Progress) {
		reports = append(reports, p)
	}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) < 3 {
		t.Fatalf("%d workers: only %d progress reports", workers, len(reports))
	}
	last := reports[len(reports)-1]
	if last.Fraction != 1 || last.Nodes != st.Nodes || last.Solutions != st.Solutions {
		t.Errorf("%d workers: last report %+v, stats %+v", workers, last, st)
	}
	for i := 1; i < len(reports); i++ {
		if reports[i].Nodes < reports[i-1].Nodes || reports[i].Fraction < reports[i-1].Fraction-1e-9 {
			t.Fatalf("%d workers: progress went back: %+v then %+v", workers, reports[i-1], reports[i])
		}
	}
	if mid := reports[len(reports)/2]; mid.Fraction <= 0 || mid.Fraction >= 1 {
		t.Errorf("%d workers: progress half-way through says %v done", workers, mid.Fraction)
	}
}

func TestIdenticalPiecesListedApart(t *testing.T) {
	p := compile(t, "galakub").Puzzle()
	apart := *p
	apart.Pieces = nil
	for _, pc := range p.Pieces {
		for i := range pc.Copies() {
			apart.Pieces = append(apart.Pieces, solver.Piece{Name: pc.Name + string(rune('1'+i)), Cells: pc.Cells})
		}
	}
	pr, err := search.Compile(&apart)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Notes()) != 3 {
		t.Errorf("notes: %q", pr.Notes())
	}
	var sols []solver.Solution
	st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitAll}, func(s solver.Solution) bool {
		sols = append(sols, s)
		return true
	})
	if err != nil || st.Solutions != 8 || st.Distinct != 1 || len(sols) != 8 {
		t.Fatalf("got %d solutions, %d distinct, %d emitted, err %v; want 8, 1, 8", st.Solutions, st.Distinct, len(sols), err)
	}
	for _, s := range sols {
		checkSolution(t, &apart, s)
	}
}

func TestReasons(t *testing.T) {
	tests := []struct{ name, json, want string }{
		{"fits nowhere", `{"name":"x","pieces":[{"name":"I","cells":[[0,0,0],[1,0,0],[2,0,0]]},{"name":"O","cells":[[0,0,0]]}],"target":{"box":[2,2,1]}}`,
			`piece 1 ("I") fits nowhere in the target`},
		{"uncoverable cell", `{"name":"x","pieces":[{"name":"I","cells":[[0,0,0],[1,0,0]],"count":2}],"target":{"cells":[[0,0,0],[1,0,0],[2,0,0],[5,0,0]]}}`,
			`no piece can cover target cell [5,0,0]`},
		{"chessboard", `{"name":"x","pieces":[{"name":"T","cells":[[0,0,0],[1,0,0],[2,0,0],[1,1,0]],"count":5}],"target":{"box":[5,4,1]}}`,
			`colour the cells like a 3D chessboard: the target needs 0 more dark cells than light ones, but no arrangement of the pieces gives that (dark minus light per piece: piece 1 ("T"): -2 or 2)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := solver.ParseJSON([]byte(tc.json))
			if err != nil {
				t.Fatal(err)
			}
			pr, err := search.Compile(p)
			if err != nil {
				t.Fatal(err)
			}
			st, err := pr.Search(context.Background(), search.Options{}, nil)
			if err != nil || st.Solutions != 0 || !st.Complete || st.Reason != tc.want {
				t.Fatalf("got %d solutions, reason %q, err %v; want reason %q", st.Solutions, st.Reason, err, tc.want)
			}
			if !strings.HasPrefix(st.Explain()[0], "no solution: ") {
				t.Errorf("explanation %q", st.Explain())
			}
		})
	}
}

func TestMirrorAllowsMirroredPieces(t *testing.T) {
	// Two copies of Soma's chiral A piece fill a 2x2x2 cube in one way up
	// to rotation. With mirroring allowed, two mirrored copies do too, and
	// the two ways are mirror images of each other.
	in := `{"name":"x","pieces":[{"name":"A","cells":[[0,0,0],[1,0,0],[1,1,0],[1,1,1]],"count":2}],"target":{"box":[2,2,2]},"mirror":%s}`
	for _, tc := range []struct {
		mirror                       string
		solutions, distinct, mirrorD int64
	}{{"false", 6, 1, -1}, {"true", 12, 2, 1}} {
		p, err := solver.ParseJSON([]byte(strings.Replace(in, "%s", tc.mirror, 1)))
		if err != nil {
			t.Fatal(err)
		}
		pr, err := search.Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		var sols []solver.Solution
		st, err := pr.Search(context.Background(), search.Options{Emit: search.EmitAll}, func(s solver.Solution) bool {
			sols = append(sols, s)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sols {
			checkSolution(t, p, s) // with mirror false, a mirrored copy fails here
		}
		mirrorD := int64(-1)
		if st.DistinctMirror != nil {
			mirrorD = *st.DistinctMirror
		}
		if st.Solutions != tc.solutions || st.Distinct != tc.distinct || mirrorD != tc.mirrorD || int64(len(sols)) != st.Solutions {
			t.Errorf("mirror %s: got %d/%d/%d with %d emitted, want %d/%d/%d", tc.mirror,
				st.Solutions, st.Distinct, mirrorD, len(sols), tc.solutions, tc.distinct, tc.mirrorD)
		}
	}
}

func TestProgressOfAPart(t *testing.T) {
	pr := compile(t, "pentominoes-5x12")
	jobs, _, _ := pr.Split()
	var first []search.Progress
	_, err := pr.Search(context.Background(), search.Options{Jobs: []int{len(jobs) / 2}, ProgressInterval: time.Nanosecond,
		Progress: func(p search.Progress) { first = append(first, p) }}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if last := first[len(first)-1]; last.Fraction != 1 {
		t.Errorf("a finished part reports %v done", last.Fraction)
	}
	for _, p := range first[:len(first)-1] {
		if p.Fraction >= 1 {
			t.Errorf("a running part reports %v done", p.Fraction)
		}
	}
	st, err := pr.Search(context.Background(), search.Options{Jobs: []int{}, Progress: func(p search.Progress) {
		if p.Fraction != 1 {
			t.Errorf("an empty part reports %v done", p.Fraction)
		}
	}}, nil)
	if err != nil || st.Solutions != 0 || !st.Complete {
		t.Errorf("an empty part: %+v, %v", st, err)
	}
}

func TestMirrorFixes(t *testing.T) {
	pr := compile(t, "megaron-c-mirrored")
	st, err := pr.Search(context.Background(), search.Options{}, nil)
	if err != nil || st.Solutions != 0 || !st.Complete || st.Reason != "" {
		t.Fatalf("got %d solutions, reason %q, err %v; want none, found by searching", st.Solutions, st.Reason, err)
	}
	fixes, err := search.MirrorFixes(context.Background(), pr.Puzzle(), 2)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(fixes, 2) {
		t.Fatalf("mirroring piece c back should make the set solvable; fixes %v", fixes)
	}
	for _, i := range fixes {
		if !solver.Cubes.Chiral(pr.Puzzle().Pieces[i].Cells, nil) {
			t.Errorf("piece %d is achiral and was offered as a fix", i)
		}
	}
	t.Logf("fixes: %v", fixes)
}

// One worker walks the whole tree, or its run of jobs, in one pass;
// several workers take the jobs one by one from the root. Both must find
// and visit the same.
func TestOneWalkOverJobsMatchesJobByJob(t *testing.T) {
	for _, name := range []string{"soma", "galakub", "megaron", "pentominoes-3x20", "pentominoes-5x12", "tlv-cube"} {
		pr := compile(t, name)
		jobs, _, _ := pr.Split()
		for _, part := range [][]int{nil, consecutiveJobs(0, len(jobs)), consecutiveJobs(len(jobs)/3, len(jobs)/2)} {
			one, err := pr.Search(context.Background(), search.Options{Workers: 1, Jobs: part}, nil)
			if err != nil {
				t.Fatal(err)
			}
			two, err := pr.Search(context.Background(), search.Options{Workers: 2, Jobs: part}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if one.Solutions != two.Solutions || one.Distinct != two.Distinct || one.Nodes != two.Nodes ||
				(one.DistinctMirror == nil) != (two.DistinctMirror == nil) ||
				one.DistinctMirror != nil && *one.DistinctMirror != *two.DistinctMirror || one.Solutions == 0 && part == nil {
				t.Errorf("%s, jobs %v: one worker %+v, two %+v", name, part, one, two)
			}
		}
	}
}

func consecutiveJobs(from, to int) []int {
	var out []int
	for j := from; j < to; j++ {
		out = append(out, j)
	}
	return out
}
