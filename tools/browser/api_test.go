package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/solver/search"
)

// report is the object Cubist.count resolves to: the CLI's JSON report.
type report = search.Report

// TestJavaScriptAPI calls window.Cubist's functions on one page, one after
// another, as a page that uses the solver does; each subtest is one
// function's check. A page load costs about 4 CPU-seconds, more than most
// of these calls. The search that the file functions answer beside is
// stopped last.
func TestJavaScriptAPI(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	for _, c := range []struct {
		name string
		run  func(*testing.T, context.Context)
	}{
		{"CountKnownPuzzles", countKnownPuzzles},
		{"SolveGivesVerifiableSolutions", solveGivesVerifiableSolutions},
		{"SolutionOrderIsTheSameForAnyWorkerCount", solutionOrderIsTheSameForAnyWorkerCount},
		{"ShareCodeInput", shareCodeInput},
		{"ErrorsRejectWithTheCLIMessages", errorsRejectWithTheCLIMessages},
		{"LimitStopsTheSearch", limitStopsTheSearch},
		{"FileFunctionsDoNotWaitForASearch", fileFunctionsDoNotWaitForASearch},
	} {
		t.Run(c.name, func(t *testing.T) { c.run(t, ctx) })
	}
}

func countKnownPuzzles(t *testing.T, ctx context.Context) {
	for _, tc := range []struct {
		name                         string
		solutions, distinct, mirrorD int64
	}{{"soma", 11520, 480, 240}, {"pentominoes-6x10", 9356, 2339, 2339},
		{"box-with-a-ledge", 44, 44, 23}, // a box of 100 cells: wide boards
	} {
		var counts []report
		for _, workers := range []int{1, 2} {
			r := eval[report](t, ctx, fmt.Sprintf(`Cubist.count(%s, {workers: %d})`, example(t, tc.name), workers))
			if r.Solutions != tc.solutions || r.Distinct != tc.distinct || r.DistinctMirror == nil || *r.DistinctMirror != tc.mirrorD {
				t.Errorf("%s, %d workers: got %+v", tc.name, workers, r)
			}
			counts = append(counts, r)
			t.Logf("%s, %d workers: %d nodes, %.3f s", tc.name, workers, r.Nodes, r.Seconds)
		}
		if counts[0].Nodes != counts[1].Nodes {
			t.Errorf("%s: %d nodes on 1 worker, %d on 2", tc.name, counts[0].Nodes, counts[1].Nodes)
		}
	}
	keys := eval[[]string](t, ctx, `Cubist.count(`+example(t, "megaron")+`).then(r => Object.keys(r).sort())`)
	if want := []string{"complete", "distinct", "distinct_mirror", "nodes", "puzzle", "seconds", "solutions"}; !slices.Equal(keys, want) {
		t.Errorf("count keys %v, want %v", keys, want)
	}
	if mirror := eval[string](t, ctx, `Cubist.count(`+example(t, "megaron")+`).then(r => String(r.distinct_mirror))`); mirror != "null" {
		t.Errorf("megaron distinct_mirror %s, want null", mirror)
	}
}

func solveGivesVerifiableSolutions(t *testing.T, ctx context.Context) {
	type placed struct {
		Name  string   `json:"name"`
		Cells [][3]int `json:"cells"`
	}
	type result struct {
		Solutions []struct {
			Pieces []placed `json:"pieces"`
		} `json:"solutions"`
		Found    int  `json:"found"`
		Complete bool `json:"complete"`
	}
	r := eval[result](t, ctx, `Cubist.solve(`+example(t, "soma")+`, {limit: 3, workers: 2})`)
	if len(r.Solutions) != 3 || r.Found != 3 || r.Complete {
		t.Fatalf("limit 3 gave %d solutions, found %d, complete %v", len(r.Solutions), r.Found, r.Complete)
	}
	for _, s := range r.Solutions {
		seen := map[[3]int]bool{}
		for _, p := range s.Pieces {
			for _, c := range p.Cells {
				if seen[c] || c[0] < 0 || c[0] > 2 || c[1] < 0 || c[1] > 2 || c[2] < 0 || c[2] > 2 {
					t.Fatalf("piece %s covers %v twice or outside the cube", p.Name, c)
				}
				seen[c] = true
			}
		}
		if len(seen) != 27 || len(s.Pieces) != 7 {
			t.Fatalf("a solution covers %d cells with %d pieces", len(seen), len(s.Pieces))
		}
	}
	all := eval[result](t, ctx, `Cubist.solve(`+example(t, "galakub")+`, {every: true})`)
	if len(all.Solutions) != 8 || !all.Complete {
		t.Fatalf("galakub, every solution: got %d, complete %v", len(all.Solutions), all.Complete)
	}
}

// Solutions come in the solver's order, so that solution N is the same
// for any number of workers: share links and embeds name them by number.
func solutionOrderIsTheSameForAnyWorkerCount(t *testing.T, ctx context.Context) {
	type run struct {
		Solutions []json.RawMessage `json:"solutions"`
		Found     int               `json:"found"`
		Streamed  []int             `json:"streamed"`
	}
	// Workers send no more solutions than are kept; found counts the rest.
	for _, c := range []struct {
		name, opts  string
		found, kept int
	}{
		{"pentominoes-6x10", `keep: 40`, 2339, 40},            // all 2339, the first 40 kept
		{"pentominoes-6x10", `keep: 30, limit: 300`, 300, 30}, // stopped early
		{"soma", `keep: 2000, every: true, limit: 5000`, 5000, 2000},
	} {
		var first run
		for _, workers := range []int{1, 2, 3} {
			r := eval[run](t, ctx, `(async () => {
				const streamed = [];
				const r = await Cubist.solve(`+example(t, c.name)+`, {`+c.opts+`, workers: `+strconv.Itoa(workers)+`,
					onSolution: (s, i) => streamed.push(i)});
				return {solutions: r.solutions, found: r.found, streamed};
			})()`)
			for i, n := range r.Streamed {
				if n != i {
					t.Fatalf("%s (%s), %d workers: onSolution's indexes run %v", c.name, c.opts, workers, r.Streamed[:i+1])
				}
			}
			if r.Found != c.found || len(r.Solutions) != c.kept {
				t.Errorf("%s (%s), %d workers: found %d and kept %d, want %d and %d", c.name, c.opts, workers, r.Found, len(r.Solutions), c.found, c.kept)
			}
			if len(r.Streamed) != len(r.Solutions) {
				t.Errorf("%s (%s), %d workers: %d kept but %d streamed", c.name, c.opts, workers, len(r.Solutions), len(r.Streamed))
			}
			if workers == 1 {
				first = r
				continue
			}
			if r.Found != first.Found || len(r.Solutions) != len(first.Solutions) {
				t.Fatalf("%s (%s): %d workers found %d and kept %d; one worker %d and %d", c.name, c.opts, workers, r.Found, len(r.Solutions), first.Found, len(first.Solutions))
			}
			for i := range r.Solutions {
				if string(r.Solutions[i]) != string(first.Solutions[i]) {
					t.Fatalf("%s (%s): solution %d differs between 1 and %d workers", c.name, c.opts, i+1, workers)
				}
			}
		}
	}
}

func shareCodeInput(t *testing.T, ctx context.Context) {
	// The share code of the Soma cube, as the CLI prints it.
	code := shareCode(t, "soma")
	r := eval[report](t, ctx, fmt.Sprintf(`Cubist.count(%q)`, code))
	if r.Puzzle != "Soma cube" || r.Solutions != 11520 {
		t.Fatalf("share code gave %+v", r)
	}
}

func errorsRejectWithTheCLIMessages(t *testing.T, ctx context.Context) {
	for _, tc := range []struct{ input, want string }{
		{`{"name":"x","pieces":[],"target":{"box":[1,1,1]}}`, "the puzzle has no pieces"},
		{`{"name":"x","pieces":[{"name":"A","cells":[[0,0,0],[2,0,0]]}],"target":{"box":[2,1,1]}}`, `piece 1 ("A") is not connected: cells [2,0,0] do not touch the rest by a face`},
		{`{"name":"x","colour":"red"}`, `json: unknown field "colour" in the puzzle`},
		{`"1AAAA-not-a-code"`, "share code"},
	} {
		msg := eval[string](t, ctx, `Cubist.count(`+tc.input+`).then(() => "no error", e => e.message)`)
		if !strings.Contains(msg, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.input, msg, tc.want)
		}
	}
	// The pool still works after errors.
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "megaron")+`).then(r => r.solutions)`); n != 24 {
		t.Errorf("after errors, megaron gave %d solutions", n)
	}
}

func TestCancelStopsWithin100ms(t *testing.T) {
	ctx := openPage(t, "index.html")
	out := eval[map[string]any](t, ctx, `(async () => {
		const ac = new AbortController();
		const times = [];
		const p = Cubist.count(`+example(t, "bedlam")+`, {signal: ac.signal, workers: 2, onProgress: () => times.push(performance.now())});
		// Once the search is under way (preparing Bedlam's jobs takes a
		// second or two), and a second into it.
		await new Promise(r => { const w = () => times.length > 0 ? r() : setTimeout(w, 20); w(); });
		await new Promise(r => setTimeout(r, 1000));
		const t0 = performance.now();
		ac.abort();
		const r = await p;
		const perSecond = (times.length - 1) / ((times[times.length - 1] - times[0]) / 1000);
		return {ms: performance.now() - t0, complete: r.complete, progress: times.length, perSecond};
	})()`)
	if out["complete"] != false {
		t.Fatalf("cancel gave %v", out)
	}
	t.Logf("the search stopped %.1f ms after the cancel; progress came %.1f times a second", out["ms"], out["perSecond"])
	if ms := out["ms"].(float64); ms > 100 {
		t.Errorf("the search took %.0f ms to stop", ms)
	}
	if rate := out["perSecond"].(float64); rate < 4 {
		t.Errorf("%.1f progress reports a second; want at least 4", rate)
	}
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "soma")+`).then(r => r.solutions)`); n != 11520 {
		t.Errorf("after a cancel, soma gave %d solutions", n)
	}
	// A stop while the jobs are still being prepared ends it as soon.
	early := eval[map[string]any](t, ctx, `(async () => {
		const ac = new AbortController();
		const p = Cubist.count(`+example(t, "bedlam")+`, {signal: ac.signal, workers: 2});
		await new Promise(r => setTimeout(r, 200));
		const t0 = performance.now();
		ac.abort();
		const r = await p;
		return {ms: performance.now() - t0, complete: r.complete, solutions: r.solutions};
	})()`)
	if early["complete"] != false || early["ms"].(float64) > 100 {
		t.Errorf("stopped while preparing: %v", early)
	}
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "soma")+`).then(r => r.solutions)`); n != 11520 {
		t.Errorf("after a stop while preparing, soma gave %d solutions", n)
	}
	// A stop while the workers start (here the program that turns pieces,
	// fetched and compiled on its first use) resolves as well, with
	// nothing found.
	starting := eval[string](t, ctx, `(async () => {
		const ac = new AbortController();
		const p = Cubist.solve(`+example(t, "soma")+`, {signal: ac.signal, workers: 1, disassemble: true, rotations: true});
		await new Promise(r => setTimeout(r, 20));
		ac.abort();
		return p.then(r => "complete " + r.complete + ", " + r.found + " found", e => "rejected: " + e.message);
	})()`)
	if starting != "complete false, 0 found" {
		t.Errorf("stopped while the workers started: %s", starting)
	}
	// The page keeps the last plan; new workers, which have never seen the
	// puzzle, must still count it from the plan alone.
	again := eval[[]any](t, ctx, `(async () => {
		const a = await Cubist.count(`+example(t, "soma")+`, {workers: 2});
		Cubist.stop();
		const b = await Cubist.count(`+example(t, "soma")+`, {workers: 2});
		return [a.solutions, a.nodes, b.solutions, b.nodes];
	})()`)
	if again[0] != 11520.0 || again[2] != again[0] || again[3] != again[1] {
		t.Errorf("soma counted again on new workers: %v", again)
	}
}

func TestCrashedWorkerGivesAnError(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	// The failing worker dies when it next reads a message, between two
	// chunks of jobs; the 8x8 pentominoes have short chunks.
	msg := eval[string](t, ctx, `(async () => {
		const p = Cubist.count(`+example(t, "pentominoes-8x8")+`, {workers: 2});
		await new Promise(r => setTimeout(r, 300));
		Cubist.debug.failWorker(1);
		return p.then(() => "no error", e => e.message);
	})()`)
	if !strings.Contains(msg, "a solver worker crashed") {
		t.Fatalf("got %q", msg)
	}
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "megaron")+`).then(r => r.solutions)`); n != 24 {
		t.Errorf("after a crash, megaron gave %d solutions", n)
	}
}

// The file functions run on the page's thread, so they answer while a
// long search keeps the workers busy.
func fileFunctionsDoNotWaitForASearch(t *testing.T, ctx context.Context) {
	type result struct {
		Code      string   `json:"code"`
		Canonical string   `json:"canonical"`
		Text      string   `json:"text"`
		Read      string   `json:"read"`
		Warnings  []string `json:"warnings"`
		STL       int      `json:"stl"`
		Searching bool     `json:"searching"`
		Bad       string   `json:"bad"`
	}
	r := eval[result](t, ctx, `(async () => {
		let searching = true;
		Cubist.count(`+example(t, "bedlam")+`, {workers: 1}).catch(() => {}).finally(() => { searching = false; });
		await new Promise(r => setTimeout(r, 200));
		const soma = `+example(t, "soma")+`;
		const code = await Cubist.shareCode(soma);
		const canonical = await Cubist.canonical("#p=" + code);
		const text = new TextDecoder().decode(await Cubist.writeFile(soma, "txt"));
		const read = await Cubist.readFile(text, "soma.txt");
		const stl = await Cubist.stl(soma, {size: 10, clearance: 0.2});
		const bad = await Cubist.readFile("{", "bad.json").then(() => "", (e) => e.message);
		const out = {code, canonical, text, read: read.puzzle, warnings: read.warnings, stl: stl.data.length, searching, bad};
		Cubist.stop();
		return out;
	})()`)
	if !r.Searching {
		t.Fatal("the Bedlam count ended before the file functions were done; they should not wait for it")
	}
	if !sharesExample(t, r.Code, "soma") {
		t.Errorf("share code %q does not hold the Soma cube", r.Code)
	}
	if !strings.Contains(r.Canonical, `"name": "Soma cube"`) || !strings.Contains(r.Read, `"name": "Soma cube"`) {
		t.Errorf("canonical %.60q, read back %.60q", r.Canonical, r.Read)
	}
	if want, err := format.Write(mustExample(t, "soma"), "txt"); err != nil || r.Text != string(want) {
		t.Errorf("the text file is\n%s\nwant\n%s", r.Text, want)
	}
	if len(r.Warnings) != 0 || r.STL < 7*84 {
		t.Errorf("warnings %q, STL zip of %d bytes", r.Warnings, r.STL)
	}
	if r.Bad == "" {
		t.Error("a broken file did not reject")
	}
}

// A search with a limit stops once that many solutions are found, even when
// it keeps fewer of them: a worker is told both, and stops at the limit.
func limitStopsTheSearch(t *testing.T, ctx context.Context) {
	type result struct {
		Found int   `json:"found"`
		Kept  int   `json:"kept"`
		Nodes int64 `json:"nodes"`
	}
	r := eval[result](t, ctx, `Cubist.solve(`+example(t, "pentominoes-6x10")+`, {keep: 30, limit: 300, workers: 1})
		.then(r => ({found: r.found, kept: r.solutions.length, nodes: r.nodes}))`)
	// The whole search visits 2,047,384 nodes, for 2339 solutions.
	if r.Found != 300 || r.Kept != 30 || r.Nodes <= 0 || r.Nodes > 1_000_000 {
		t.Errorf("found %d, kept %d, after %d nodes", r.Found, r.Kept, r.Nodes)
	}
}

// TestWarmUpWaitsForAMove checks that the page's first worker starts with
// the page but counts the Soma cube to warm up only once the person moves
// the mouse (site/pool.js), and that a search made before any move stands
// for the warm-up.
func TestWarmUpWaitsForAMove(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	if n := eval[int](t, ctx, `CubistPool.live().length`); n != 1 {
		t.Errorf("%d workers live once the page is ready; want 1", n)
	}
	if eval[bool](t, ctx, `!!CubistPool.counted()[""]`) {
		t.Fatal("the worker warmed up before anybody moved the mouse")
	}
	moveMouse(t, ctx, 200, 200)
	waitFor(t, ctx, `!!CubistPool.counted()[""]`)
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "soma")+`, {workers: 1}).then(r => r.solutions)`); n != 11520 {
		t.Errorf("after the warm-up, soma gave %d solutions", n)
	}

	solved := openPage(t, "index.html#example=soma&solve")
	waitFor(t, solved, `document.getElementById("counts").children.length > 0`)
	if !eval[bool](t, solved, `!!CubistPool.counted()[""]`) {
		t.Error("a page that searched at once still counts as cold")
	}
}
