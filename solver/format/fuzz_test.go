package format_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

// equivalent writes a puzzle in a form that is the same for two puzzles
// exactly when they are the same puzzle: cells sorted, counts as copies,
// and the target as its required and optional cells.
func equivalent(p *solver.Puzzle) string {
	q := solver.Puzzle{Name: p.Name, Grid: p.GridOf().Name(), Mirror: p.Mirror, Colors: p.Colors, Rules: p.Rules}
	for _, pc := range p.Pieces {
		cells := slices.Clone(pc.Cells)
		solver.SortCells(cells)
		lo, hi := pc.Range()
		q.Pieces = append(q.Pieces, solver.Piece{Name: pc.Name, Cells: cells, Min: lo, Max: hi, Color: pc.Color, Paint: sortedPaint(pc.Paint), Group: pc.Group})
	}
	q.Target.Cells, q.Target.Optional = p.Target.Split()
	q.Target.Paint = sortedPaint(p.Target.Paint)
	q.Target.MaxHoles = p.Target.MaxHoles
	return string(solver.FormatJSON(&q))
}

// sortedPaint is paint with each colour's cells sorted and unused colours
// dropped.
func sortedPaint(paint map[string][]solver.Cell) map[string][]solver.Cell {
	out := map[string][]solver.Cell{}
	for name, cells := range paint {
		if len(cells) > 0 {
			out[name] = slices.Clone(cells)
			solver.SortCells(out[name])
		}
	}
	return out
}

// seed adds every example to a fuzz corpus, written in a kind of file.
func seed(f *testing.F, kind string) {
	f.Helper()
	for _, name := range examples.Names() {
		p, err := examples.Load(name)
		if err != nil {
			f.Fatal(err)
		}
		data, err := format.Write(p, kind)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzText reads text; whatever reads must print and read back the same.
func FuzzText(f *testing.F) {
	seed(f, format.KindText)
	f.Add([]byte("// c\ntitle: \"q\\x00\"\nmirror: yes\npiece \"a b\" ×2 color red\n#.  ##\n##  .#\n\n*.\n..\ntarget\n####  ++..\n####  ....\n"))
	f.Add([]byte("piece V x3\n##\n#.\npiece I\n###\ntarget\n.###\n####\n###+\n"))
	f.Add([]byte("color r red #d03030\ncolor b \"dark blue\" #3050d0\nrule red on \"dark blue\"\npiece a x0-2\nr#\npiece c x1–3\n#\ntarget\nb#+R\n##..\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := format.ParseText(data)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("ParseText returned an invalid puzzle: %v", err)
		}
		out := format.FormatText(p)
		q, err := format.ParseText(out)
		if err != nil {
			t.Fatalf("the printed puzzle does not read: %v\n%s", err, out)
		}
		if a, b := string(solver.FormatJSON(p)), string(solver.FormatJSON(q)); a != b {
			t.Fatalf("read\n%s\nprinted and read again\n%s", a, b)
		}
		if again := format.FormatText(q); string(again) != string(out) {
			t.Fatalf("printed\n%s\nthen\n%s", out, again)
		}
	})
}

// FuzzBurr reads BurrTools files, gzipped or not; every problem that reads
// must write and read back the same.
func FuzzBurr(f *testing.F) {
	seed(f, format.KindXML)
	seed(f, format.KindXMPuzzle)
	f.Add([]byte(`<puzzle version="2"><shapes><voxel x="2" y="1" z="1" type="0" name="I">#1#</voxel>` +
		`<voxel x="2" y="2" z="1" type="0">##+_</voxel></shapes><problems><problem name="a">` +
		`<shapes><shape id="0" min="0" max="2" group="1"/></shapes><result id="1"/>` +
		`<bitmap><pair piece="1" result="1"/></bitmap></problem><problem/></problems></puzzle>`))
	f.Add([]byte("<?xml version=\"1.0\"?>\n<puzzle version=\"2\"><shapes><voxel x=\"1\" y=\"1\" z=\"1\" type=\"0\" name=\"G\xf6tz\">#</voxel>" +
		"</shapes><problems><problem name=\"\xe9\"><shapes><shape id=\"0\"/></shapes><result id=\"0\"/></problem></problems><comment>\xf6</comment></puzzle>"))
	for grid, piece := range map[int]string{ // a piece and a target of two such pieces on each of the other grids
		1: `<voxel x="2" y="1" z="1" type="0">##</voxel><voxel x="4" y="1" z="1" type="0">####</voxel>`,
		2: `<voxel x="2" y="2" z="1" type="0">#__#</voxel><voxel x="3" y="3" z="1" type="0">#_#_#_#_#</voxel>`,
		3: `<voxel x="5" y="5" z="5" type="0">__________#</voxel><voxel x="5" y="5" z="5" type="0">__________##</voxel>`,
		4: `<voxel x="3" y="3" z="3" type="0">_____________#</voxel><voxel x="3" y="3" z="3" type="0">__#__________#</voxel>`,
	} {
		f.Add([]byte(fmt.Sprintf(`<puzzle version="2"><gridType type="%d"/><shapes>%s</shapes><problems><problem>`+
			`<shapes><shape id="0" count="2"/></shapes><result id="1"/></problem></problems></puzzle>`, grid, piece)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, err := format.Read(data, "puzzle.xmpuzzle")
		if err != nil {
			return
		}
		for _, e := range entries {
			p, err := e.Puzzle()
			if err != nil {
				continue
			}
			if err := p.Validate(); err != nil {
				t.Fatalf("an invalid puzzle: %v", err)
			}
			out, err := format.Write(p, format.KindXML)
			if err != nil {
				t.Fatalf("the puzzle does not write: %v", err)
			}
			back, err := format.Read(out, "puzzle.xml")
			if err != nil {
				t.Fatalf("the written file does not read: %v\n%s", err, out)
			}
			q, warnings, err := format.Pick(back, "")
			if err != nil || len(warnings) > 0 {
				t.Fatalf("the written file: %v %q\n%s", err, warnings, out)
			}
			if a, b := string(solver.FormatJSON(p)), string(solver.FormatJSON(q)); a != b {
				t.Fatalf("read\n%s\nwritten and read again\n%s", a, b)
			}
		}
	})
}

// FuzzShareCode reads share codes; whatever reads must encode and decode
// to the same puzzle.
func FuzzShareCode(f *testing.F) {
	for _, name := range examples.Names() {
		p, err := examples.Load(name)
		if err != nil {
			f.Fatal(err)
		}
		code, err := format.ShareCode(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(code)
		f.Add(code[:len(code)/2])
	}
	f.Fuzz(func(t *testing.T, code string) {
		p, err := format.ParseShareCode(code)
		if err != nil {
			return
		}
		again, err := format.ShareCode(p)
		if err != nil {
			t.Fatalf("the puzzle does not encode: %v", err)
		}
		q, err := format.ParseShareCode(again)
		if err != nil {
			t.Fatalf("the new code does not read: %v", err)
		}
		if a, b := string(solver.FormatJSON(p)), string(solver.FormatJSON(q)); a != b {
			t.Fatalf("read\n%s\nencoded and read again\n%s", a, b)
		}
	})
}

// FuzzJSON reads JSON through Read; whatever reads must survive JSON, the
// text format and share codes as the same puzzle.
func FuzzJSON(f *testing.F) {
	seed(f, format.KindJSON)
	f.Add([]byte(`{"name":"t","pieces":[{"name":"a","cells":[[1,2,3],[1,2,4]],"count":2,"color":"#fff"}],` +
		`"target":{"cells":[[0,0,0],[0,0,1],[5,5,5],[5,5,6]],"optional":[[5,5,6],[9,9,9]]},"mirror":true}`))
	f.Add([]byte(`{"name":"c","pieces":[{"name":"a","cells":[[0,0,0],[1,0,0]],"min":0,"max":2,"paint":{"red":[[1,0,0]]}},` +
		`{"name":"b","cells":[[0,0,0]],"min":1,"max":3,"group":2}],"target":{"box":[2,2,1],"optional":[[1,1,0]],"paint":{"blue":[[0,0,0]],"red":[[1,1,0]]},"max_holes":0},` +
		`"colors":[{"name":"red","rgb":"#f00"},{"name":"blue","rgb":"#0000ff"}],"rules":[{"piece":"red","target":"blue"}]}`))
	for _, grid := range []string{"spheres", "rhombic", "prisms", "tetra-octa", "hexagons"} {
		f.Add([]byte(`{"name":"g","grid":"` + grid + `","pieces":[{"name":"a","cells":[[0,0,0],[1,1,0]],"count":2}],` +
			`"target":{"cells":[[0,0,0],[1,1,0],[2,0,0],[3,1,0]]},"mirror":false}`))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, err := format.Read(data, "puzzle.json")
		if err != nil {
			return
		}
		p, _, err := format.Pick(entries, "")
		if err != nil {
			t.Fatalf("a JSON file that reads has no puzzle: %v", err)
		}
		want := equivalent(p)
		for _, kind := range []string{format.KindJSON, format.KindText} {
			out, err := format.Write(p, kind)
			if err != nil && kind == format.KindText && (len(p.Colors) > format.MaxTextColors || !p.GridOf().IsCubes()) {
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", kind, err)
			}
			back, err := format.Read(out, "puzzle."+kind)
			if err != nil {
				t.Fatalf("%s does not read back: %v\n%s", kind, err, out)
			}
			q, _, err := format.Pick(back, "")
			if err != nil {
				t.Fatal(err)
			}
			if got := equivalent(q); got != want {
				t.Fatalf("through %s\n%s\nwant\n%s", kind, got, want)
			}
		}
		code, err := format.ShareCode(p)
		if err != nil {
			if !longColour(p) && p.GridOf().IsCubes() {
				t.Fatalf("share code: %v", err)
			}
			return
		}
		q, err := format.ParseShareCode(code)
		if err != nil {
			t.Fatalf("the share code does not read: %v", err)
		}
		if got := equivalent(q); got != want {
			t.Fatalf("through a share code\n%s\nwant\n%s", got, want)
		}
	})
}

// longColour reports whether a piece's colour is too long for a share code.
func longColour(p *solver.Puzzle) bool {
	return slices.ContainsFunc(p.Pieces, func(pc solver.Piece) bool { return len(pc.Color) > solver.MaxNameLength })
}
