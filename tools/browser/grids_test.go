package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// gridExamples are the examples of the grids other than cubes, with what
// BurrTools counts for each (recorded from burrTxt; solver/examples'
// tests hold the figures) as the page words it, and the target's size in
// the grid's own solids: fourteen dodecahedra of 48 cells each, and a
// tetrahedron of edge four cut into 20 tetrahedra pointing up, 4 down
// and 10 octahedra.
var gridExamples = []struct{ name, grid, count, amount string }{
	{"sphere-pyramid", "spheres", "801 if mirror images count as the same", "55 balls"},
	{"prism-box", "prisms", "1 up to rotation", "192 prisms"},
	{"rhombic-cluster", "rhombic", "1 up to rotation", "14 rhombic dodecahedra"},
	{"tetra-octa-tetrahedron", "tetra-octa", "1 up to rotation", "24 tetrahedra and 10 octahedra"},
}

// Each grid's puzzle, as a BurrTools file, opens with File › Open a file
// and counts as BurrTools counts it; its share link opens it again and
// solves it; a new piece is drawn on its grid by clicks in the layer and
// in the small 3D view, turned and mirrored by the grid's own symmetries
// and both undone; and its STL files are made. The grids take turns in
// one page, each link followed from the address as a click on it in the
// page would: a page load costs Chromium about 3.5 CPU-seconds
// (docs/performance.md), and each grid had a page and three loads.
func TestGridsThroughThePage(t *testing.T) {
	t.Parallel()
	ctx := openEmptyPage(t)
	for _, c := range gridExamples {
		t.Run(c.grid, func(t *testing.T) {
			p, err := examples.Load(c.name)
			if err != nil {
				t.Fatal(err)
			}
			g := p.GridOf()
			data, err := format.Write(p, format.KindXMPuzzle)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), c.name+".xmpuzzle")
			os.WriteFile(path, data, 0o644)
			// The page shows the grid before's puzzle, or none: a fresh
			// name and piece list are this file's.
			eval[bool](t, ctx, `(document.getElementById("puzzle-name").textContent = "opening", true)`)
			if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{path})); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === `+quote(p.Name))
			if n := eval[int](t, ctx, `document.querySelectorAll("#piece-list button").length`); n != len(p.Pieces)+1 {
				t.Errorf("the piece list has %d buttons, want the target and %d pieces", n, len(p.Pieces))
			}
			if got := eval[string](t, ctx, `JSON.parse(document.getElementById("puzzle").value).grid || ""`); got != c.grid {
				t.Errorf("the opened puzzle is on grid %q", got)
			}
			if want := "The pieces have " + c.amount + "; the target has " + c.amount + "."; !strings.Contains(eval[string](t, ctx, `document.getElementById("checks").textContent`), want) {
				t.Errorf("the checks do not say %q", want)
			}
			click(t, ctx, `#count`)
			waitFor(t, ctx, `document.getElementById("counts").textContent.includes(`+quote(c.count)+`)`)

			// Its share link opens it again, as a shared puzzle, and
			// solves it, drawn in the grid's shapes: pulled apart, pixels
			// of most pieces' colours (a piece at the middle stays
			// hidden).
			code := eval[string](t, ctx, `Cubist.shareCode(document.getElementById("puzzle").value)`)
			openFromAddress(t, ctx, "#p="+code+"&solve", p.Name)
			waitFor(t, ctx, `/of [0-9]/.test(document.getElementById("of").textContent)`)
			setExplode(t, ctx, 1.5)
			screenshot(t, ctx, "grid-"+c.grid+"-exploded")
			covered, seen := pixelStats(canvasImageOf(t, ctx, `document.getElementById("view")`), pieceColors(p))
			shown := 0
			for _, s := range seen {
				if s {
					shown++
				}
			}
			if covered < 0.03 || 2*shown < len(seen) {
				t.Errorf("the solution covers %.0f%% of the view, colours seen %v", 100*covered, seen)
			}
			setExplode(t, ctx, 0) // as the next grid's puzzle would open on a fresh page
			// Its pieces come as STL files, in a zip.
			if n := eval[int](t, ctx, `Cubist.stl(document.getElementById("puzzle").value).then(r => r.data.length)`); n < 1000 {
				t.Errorf("the STL zip has %d bytes", n)
			}

			// A new piece: a cell in the layer, two more against faces
			// in the small 3D view.
			click(t, ctx, `#copy-shared`)
			click(t, ctx, `#add-piece`)
			click(t, ctx, `#grid [role=gridcell]`)
			for range 2 {
				clickAt(t, ctx, middle(t, ctx, "#piece-view", true), 0)
			}
			drawn := lastPiece(t, ctx)
			if len(drawn) != 3 {
				t.Fatalf("the piece drawn has cells %v, want 3", drawn)
			}
			for _, cell := range drawn {
				if !g.Valid(cell) {
					t.Errorf("drew %v, which is not a cell of the grid", cell)
				}
			}
			if !g.Connected(drawn) {
				t.Errorf("the clicks in the 3D view drew %v, not against faces", drawn)
			}
			for _, tool := range []string{"#turn-Z", "#mirror-X"} {
				click(t, ctx, tool)
				now := lastPiece(t, ctx)
				if !congruent(g, drawn, now, tool == "#mirror-X") {
					t.Errorf("%s made %v of %v", tool, now, drawn)
				}
			}
			click(t, ctx, `#undo`)
			click(t, ctx, `#undo`)
			if now := lastPiece(t, ctx); !slices.Equal(now, drawn) {
				t.Errorf("undoing the turn and the mirror gives %v, want %v", now, drawn)
			}
		})
	}
}

// lastPiece is the cells of the puzzle's last piece, as the box holds it.
func lastPiece(t *testing.T, ctx context.Context) []solver.Cell {
	t.Helper()
	var cells []solver.Cell
	text := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById("puzzle").value).pieces.at(-1).cells)`)
	if err := json.Unmarshal([]byte(text), &cells); err != nil {
		t.Fatal(err)
	}
	return cells
}

// congruent reports whether b is a as a turn of grid g moves it, or with
// mirror, as a reflection does.
func congruent(g *solver.Grid, a, b []solver.Cell, mirror bool) bool {
	if len(a) != len(b) {
		return false
	}
	want := g.Normalize(b)
	for u := range g.Transforms() {
		if g.Proper(u) == mirror {
			continue
		}
		if img, ok := g.Image(u, a); ok && slices.Equal(g.Normalize(img), want) {
			return true
		}
	}
	return false
}

// pieceColors is the colour of each piece of a puzzle as the view draws
// it.
func pieceColors(p *solver.Puzzle) []color.RGBA {
	var out []color.RGBA
	for i, pc := range p.Pieces {
		out = append(out, hexColor(solver.PieceColor(i, pc.Color)))
	}
	return out
}

// A ball drawn alone is round: across its silhouette, row by row, its
// width follows a circle's, which a cube's outline does not.
func TestSpheresLookRound(t *testing.T) {
	t.Parallel()
	ctx := openEmptyPage(t)
	newPuzzleOn(t, ctx, "spheres")
	click(t, ctx, `#add-piece`)
	click(t, ctx, `#grid [role=gridcell]`)
	img := canvasImageOf(t, ctx, `document.getElementById("piece-view")`)
	if err := roundness(img); err != nil {
		t.Error(err)
	}
	// The same measure tells a cube from a ball.
	ctx = openNewPiece(t)
	click(t, ctx, `[data-cell="0,0,0"]`)
	if roundness(canvasImageOf(t, ctx, `document.getElementById("piece-view")`)) == nil {
		t.Error("a cube passes for a ball")
	}
}

// roundness measures the silhouette of what differs from the corner's
// colour, and says how it is not a disc.
func roundness(img image.Image) error {
	b := img.Bounds()
	bg := color.RGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.RGBA)
	lo, hi := b.Max, b.Min
	rows := map[int][2]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if near(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), bg, 24) {
				continue
			}
			lo, hi = image.Point{min(lo.X, x), min(lo.Y, y)}, image.Point{max(hi.X, x), max(hi.Y, y)}
			r, ok := rows[y]
			if !ok {
				r = [2]int{x, x}
			}
			rows[y] = [2]int{min(r[0], x), max(r[1], x)}
		}
	}
	w, h := float64(hi.X-lo.X+1), float64(hi.Y-lo.Y+1)
	if w < 20 || h < 20 || math.Abs(w-h) > 0.08*w {
		return fmt.Errorf("the silhouette is %.0f by %.0f pixels, not a disc's", w, h)
	}
	var worst float64
	for y, r := range rows {
		// A disc's width at this height, as a share of its diameter.
		f := (float64(y-lo.Y) + 0.5) / h
		want := 2 * math.Sqrt(f*(1-f))
		worst = max(worst, math.Abs(float64(r[1]-r[0]+1)/w-want))
	}
	if worst > 0.12 {
		return fmt.Errorf("the silhouette's width strays %.0f%% from a disc's", 100*worst)
	}
	return nil
}

// Each grid's example at a laptop's and a phone's size: laid out,
// solved and pulled apart, and with a piece being drawn, each saved as
// a screenshot (screenshots/grid-GRID-SCREEN-*.png) and framed whole.
// Each screen has one page, which opens the examples one after another
// from its address, as TestViewFramesWholeModels does.
func TestGridScreens(t *testing.T) {
	t.Parallel()
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			ctx := onScreen(t, s, "index.html")
			for _, c := range gridExamples {
				title, err := examples.Title(c.name)
				if err != nil {
					t.Fatal(err)
				}
				shot := "grid-" + c.grid + "-" + s.name
				tab(t, ctx, s, "solutions")
				openFromAddress(t, ctx, "#example="+c.name, title)
				waitFor(t, ctx, `document.getElementById("check").textContent.endsWith("ready to solve")`)
				framed(t, ctx, shot+" laid out")
				screenshot(t, ctx, shot+"-1-laid-out")
				tab(t, ctx, s, "solve")
				click(t, ctx, `#solve`)
				waitFor(t, ctx, `/^Done/.test(document.getElementById("progress").textContent)`)
				tab(t, ctx, s, "solutions")
				framed(t, ctx, shot+" solved")
				setExplode(t, ctx, 0.8)
				screenshot(t, ctx, shot+"-2-solved-exploded")
				tab(t, ctx, s, "draw")
				click(t, ctx, `#piece-list li:nth-child(3) button`)
				screenshot(t, ctx, shot+"-3-drawing")
				setExplode(t, ctx, 0) // as the next example would open on a fresh page
			}
		})
	}
}

// setExplode moves the Explode slider to f.
func setExplode(t *testing.T, ctx context.Context, f float64) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById("explode"); e.value = %g; e.dispatchEvent(new Event("input")); return true; })()`, f))
}

// Moving a puzzle with pieces to another grid asks first; declined, it
// changes nothing, and done, Undo brings the pieces back.
func TestSwitchingTheGridAsksAndUndoes(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=soma")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
	click(t, ctx, `#piece-list li:first-child button`) // the target, with the puzzle's fields
	pick := func(answer bool) {
		eval[bool](t, ctx, `(() => {
			window.asked = "";
			window.confirm = (q) => { window.asked = q; return `+fmt.Sprint(answer)+`; };
			const s = document.getElementById("puzzle-grid");
			s.value = "spheres";
			s.dispatchEvent(new Event("change"));
			return true;
		})()`)
	}
	state := func() string {
		return eval[string](t, ctx, `(() => { const p = JSON.parse(document.getElementById("puzzle").value); return (p.grid || "cubes") + " " + p.pieces.length; })()`)
	}
	pick(false)
	if got := state(); got != "cubes 7" || eval[string](t, ctx, `window.asked`) == "" {
		t.Errorf("declined, the puzzle is %q, asked %q", got, eval[string](t, ctx, `window.asked`))
	}
	if v := eval[string](t, ctx, `document.getElementById("puzzle-grid").value`); v != "cubes" {
		t.Errorf("declined, the field shows %q", v)
	}
	pick(true)
	waitFor(t, ctx, `JSON.parse(document.getElementById("puzzle").value).grid === "spheres"`)
	if got := state(); got != "spheres 0" {
		t.Errorf("moved, the puzzle is %q", got)
	}
	click(t, ctx, `#undo`)
	waitFor(t, ctx, `!JSON.parse(document.getElementById("puzzle").value).grid`)
	if got := state(); got != "cubes 7" {
		t.Errorf("after Undo the puzzle is %q", got)
	}
}

// The prism box is taken apart in the page as the CLI takes it apart,
// move by move, each move drawn: the view changes with each step.
func TestPrismsComeApartInThePage(t *testing.T) {
	t.Parallel()
	ctx := solveTakingApart(t, "prism-box")
	waitFor(t, ctx, `/^Done/.test(document.getElementById("progress").textContent)`)
	if s := eval[string](t, ctx, `document.getElementById("apart-status").textContent`); s != "Comes apart: level 1.1.1.1.2.2.3.2, 13 moves." {
		t.Fatalf("status %q", s)
	}
	// The counts give the highest level in the same notation.
	if s := eval[string](t, ctx, `document.getElementById("counts").textContent`); !strings.Contains(s, "the highest level is 1.1.1.1.2.2.3.2") {
		t.Errorf("counts %q", s)
	}
	click(t, ctx, "#take-apart")
	before := canvasImageOf(t, ctx, `document.getElementById("view")`)
	for k := 1; k <= 3; k++ {
		click(t, ctx, "#build-next")
		waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move `+fmt.Sprint(k)+` of 13")`)
		// The slide changes the view within a few frames, however
		// slowly they come.
		after := canvasImageOf(t, ctx, `document.getElementById("view")`)
		for deadline := time.Now().Add(10 * time.Second); differs(before, after) < 0.001 && time.Now().Before(deadline); {
			time.Sleep(100 * time.Millisecond)
			after = canvasImageOf(t, ctx, `document.getElementById("view")`)
		}
		if differs(before, after) < 0.001 {
			t.Errorf("move %d changed nothing on screen", k)
		}
		before = after
	}
	framed(t, ctx, "the prism box, three moves apart")
	screenshot(t, ctx, "grid-prisms-laptop-4-taking-apart")
}

// BurrTools' own files on the other grids, where this machine has them,
// open in the page and count as the search's tests record BurrTools'
// answers (solver/search/grids_burr_test.go): the first problem of each,
// up to rotation; the solution is framed whole.
func TestBurrToolsGridFilesInThePage(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "..", "..", "shared", "burrtools-examples")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("BurrTools' examples are not on this machine")
	}
	ctx := openEmptyPage(t)
	for file, distinct := range map[string]int{
		"Bermuda": 2, "BallRoom": 2, "12PieceSeparation": 1, "AugmentedSecondStellation": 2,
		"BrokenSticks": 2, "DiagonalCube": 2, "PermutatedThirdStellation": 2, "FourPieceTetrahedron": 1,
	} {
		path, _ := filepath.Abs(filepath.Join(dir, file+".xmpuzzle"))
		// The file is read in the background: the test waits for the box
		// to hold a new puzzle before it reads the check, and for a new
		// Done line, so that nothing left from the last file is taken for
		// this one's.
		eval[bool](t, ctx, `(window.puzzleBefore = document.getElementById("puzzle").value, true)`)
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles(`#open-file`, []string{path})); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.getElementById("puzzle").value !== window.puzzleBefore`)
		waitFor(t, ctx, `document.getElementById("check").textContent.endsWith("ready to solve") && !document.getElementById("count").disabled`)
		eval[bool](t, ctx, `(document.getElementById("counts").textContent = "", document.getElementById("progress").textContent = "", true)`)
		click(t, ctx, `#solve`)
		waitFor(t, ctx, `/^Done/.test(document.getElementById("progress").textContent) && document.querySelectorAll("#counts li").length > 0`)
		want := fmt.Sprintf("%d up to rotation", distinct)
		if !eval[bool](t, ctx, `[...document.querySelectorAll("#counts li")].some(li => li.textContent === `+quote(want)+`)`) {
			t.Errorf("%s: the page counts %q, want %q", file, eval[string](t, ctx, `document.getElementById("counts").textContent`), want)
		}
		framed(t, ctx, file)
		screenshot(t, ctx, "burrtools-"+file)
	}
}
