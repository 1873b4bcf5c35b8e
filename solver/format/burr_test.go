package format

import (
	"bytes"
	"compress/gzip"
	"reflect"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// burrFile is a BurrTools file with two problems, ranges, colours, a
// colour pair, piece groups and a limit on holes (which its one variable
// cell makes no limit), and the part Cubist leaves out: saved solutions.
const burrFile = `<?xml version="1.0"?>
<puzzle version="2">
 <gridType type="0"/>
 <colors><color red="255" green="0" blue="0"/><color red="0" green="0" blue="255"/></colors>
 <shapes>
  <voxel x="2" y="1" z="1" type="0" name="domino">#1#</voxel>
  <voxel x="1" y="1" z="1" type="0">#</voxel>
  <voxel x="2" y="2" z="1" type="0" name="square">
    #1#+2#
  </voxel>
  <voxel x="2" y="1" z="1" type="0" name="domino">##</voxel>
 </shapes>
 <problems>
  <problem name="Square" state="2" assemblies="1" solutions="1" time="0" maxHoles="1">
   <shapes>
    <shape id="0" count="1" group="1"/>
    <shape id="3" min="0" max="1"><group group="2" count="1"/></shape>
    <shape id="1" count="0"/>
   </shapes>
   <result id="2"/>
   <bitmap><pair piece="1" result="1"/></bitmap>
   <solutions><solution><assembly>0 0 0 0 0 1 0 0</assembly></solution></solutions>
  </problem>
  <problem name="Cubes">
   <shapes><shape id="1" count="3"/></shapes>
   <result id="2"/>
  </problem>
 </problems>
 <comment>Made by hand</comment>
</puzzle>
`

func TestBurrRead(t *testing.T) {
	entries, err := Read([]byte(burrFile), "two.xml")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || entries[0].Name != "Square" || entries[1].Name != "Cubes" {
		t.Fatalf("entries %+v", entries)
	}
	p, warnings, err := Pick(entries, "Square")
	if err != nil {
		t.Fatal(err)
	}
	square := solver.Target{Box: &[3]int{2, 2, 1}, Optional: []solver.Cell{{0, 1, 0}},
		Paint: map[string][]solver.Cell{"colour 1": {{0, 0, 0}}, "colour 2": {{0, 1, 0}}}}
	colors := []solver.NamedColor{{Name: "colour 1", RGB: "#ff0000"}, {Name: "colour 2", RGB: "#0000ff"}}
	sameJSON(t, p, &solver.Puzzle{
		Name: "Square",
		Pieces: []solver.Piece{
			{Name: "domino", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Paint: map[string][]solver.Cell{"colour 1": {{0, 0, 0}}}, Group: 1},
			{Name: "domino (S4)", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Min: 0, Max: 1, Group: 2},
		},
		Target: square,
		Colors: colors,
		Rules:  []solver.ColorRule{{Piece: "colour 2", Target: "colour 2"}},
	})
	want := []string{
		`shape 4 ("domino") has the name of an earlier piece; here it is called "domino (S4)"`,
		`shape 2 has count 0 and is left out`,
		`1 saved solutions are ignored`,
	}
	if !reflect.DeepEqual(warnings, want) {
		t.Errorf("warnings\n%q\nwant\n%q", warnings, want)
	}

	p, warnings, err = Pick(entries, "2")
	if err != nil || len(warnings) > 0 {
		t.Fatal(err, warnings)
	}
	sameJSON(t, p, &solver.Puzzle{
		Name:   "Cubes",
		Pieces: []solver.Piece{{Name: "S2", Cells: []solver.Cell{{0, 0, 0}}, Count: 3}},
		Target: square,
		Colors: colors,
	})
}

func gz(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestBurrGzipAndLatin1(t *testing.T) {
	bom, err := Read([]byte("\xef\xbb\xbf"+burrFile), "a.xml")
	if err != nil || len(bom) == 0 {
		t.Errorf("a file with a byte order mark: %v", err)
	}
	latin1 := strings.Replace(burrFile, `<?xml version="1.0"?>`, `<?xml version="1.0" encoding="ISO-8859-1"?>`, 1)
	latin1 = strings.Replace(latin1, "Cubes", "W\xfcrfel", 1)
	entries, err := Read(gz(t, []byte(latin1)), "")
	if err != nil {
		t.Fatal(err)
	}
	if p, _, err := Pick(entries, "Würfel"); err != nil || p.Name != "Würfel" {
		t.Fatalf("%v %v", p, err)
	}
}

// burrDoc builds a file of one problem around the given shapes and
// problem body.
func burrDoc(shapes, problem string) string {
	return `<puzzle version="2"><gridType type="0"/><shapes>` + shapes + `</shapes><problems><problem name="P">` + problem + `</problem></problems></puzzle>`
}

func TestBurrErrors(t *testing.T) {
	const dominoes = `<voxel x="2" y="1" z="1" type="0" name="I">##</voxel><voxel x="2" y="2" z="1" type="0">####</voxel>`
	bomb := gz(t, make([]byte, MaxFileSize+1))
	for _, c := range []struct{ name, data, want string }{
		{"not XML", "<puzzle", "xmpuzzle: line 1: unexpected EOF"},
		{"empty", " ", "xmpuzzle: the file has no XML element"},
		{"root", "<puzle/>", "xmpuzzle: the root element is <puzle>, not <puzzle>"},
		{"no version", "<puzzle/>", "xmpuzzle: the puzzle element has no version"},
		{"version", `<puzzle version="3"/>`, `xmpuzzle: puzzle version "3" is not supported (Cubist reads versions 1 and 2)`},
		{"grid 5", `<puzzle version="2"><gridType type="5"/></puzzle>`, `xmpuzzle: grid type "5" is not one of BurrTools' grids (0 to 4)`},
		{"odd grid", `<puzzle version="2"><gridType type="x"/></puzzle>`, `xmpuzzle: grid type "x" is not one of BurrTools' grids (0 to 4)`},
		{"no problems", `<puzzle version="2"><shapes/></puzzle>`, "xmpuzzle: the file has no problems"},
		{"trailing", `<puzzle version="2"/><!-- fine --><puzzle/>`, "xmpuzzle: line 1: unexpected data after </puzzle>"},
		{"encoding", `<?xml version="1.0" encoding="EBCDIC"?><puzzle/>`, `xmpuzzle: the text encoding "EBCDIC" is not supported (use UTF-8)`},
		{"entity", `<puzzle version="&bomb;"/>`, "xmpuzzle: line 1: invalid character entity &bomb;"},
		{"trailing text", "<puzzle version=\"2\"/>\n\nabc", "xmpuzzle: line 3: unexpected data after </puzzle>"},
		{"bad UTF-8", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<puzzle name=\"\xff\"/>", "xmpuzzle: line 2: invalid UTF-8"},
		{"not text", "<?xml version=\"1.0\"?>\n<puzzle\n name=\"\xff\x01\"/>", "xmpuzzle: line 3: the file is neither UTF-8 nor Latin-1 text (a control byte 0x01)"},
		{"open declaration", `<?xml version="1.0"`, "xmpuzzle: line 1: the XML declaration is not closed"},
		{"quoted encoding", `<?xml version='1.0' encoding = 'EBCDIC' ?><puzzle/>`, `xmpuzzle: the text encoding "EBCDIC" is not supported (use UTF-8)`},
		{"bad character", burrDoc(`<voxel x="1" y="1" z="1" type="0" name="Q">#x</voxel>`, ""),
			`xmpuzzle: shape 1 ("Q"): unexpected character 'x' in the voxel string (# is filled, _ empty, + variable)`},
		{"short string", burrDoc(`<voxel x="3" y="3" z="3" type="0">##</voxel>`, ""),
			"xmpuzzle: shape 1: the voxel string has 2 places, but 3x3x3 needs 27"},
		{"huge size", burrDoc(`<voxel x="1000" y="1000" z="1000" type="0">#</voxel>`, ""),
			`xmpuzzle: shape 1: size x="1000" is not a number from 0 to 64`},
		{"negative size", burrDoc(`<voxel x="1" y="-1" z="1" type="0">#</voxel>`, ""),
			`xmpuzzle: shape 1: size y="-1" is not a number from 0 to 64`},
		{"voxel type", burrDoc(`<voxel x="1" y="1" z="1" type="1">#</voxel>`, ""),
			`xmpuzzle: shape 1: voxel type "1" is not supported (Cubist reads type 0)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read([]byte(c.data), "a.xmpuzzle")
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"gzip bomb", bomb, "xmpuzzle: the file unpacks to more than 16 MiB"},
		{"damaged gzip", bomb[:len(bomb)/2], "xmpuzzle: the gzip data is damaged: unexpected EOF"},
		{"bad gzip header", []byte{0x1f, 0x8b, 0, 0}, "xmpuzzle: the gzip data is damaged: unexpected EOF"},
		{"too large", make([]byte, MaxFileSize+1), "the file is larger than 16 MiB"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(c.data, "a.xmpuzzle")
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}

	// Errors of one problem show when it is chosen.
	for _, c := range []struct{ name, shapes, problem, want string }{
		{"bad id", dominoes, `<shapes><shape id="7"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): a piece's shape id "7" is not a shape of the file (ids go from 0 to 1)`},
		{"bad result", dominoes, `<shapes><shape id="0"/></shapes><result id="-1"/>`,
			`xmpuzzle: problem 1 ("P"): the result shape id "-1" is not a shape of the file (ids go from 0 to 1)`},
		{"no result", dominoes, `<shapes><shape id="0"/></shapes>`,
			`xmpuzzle: problem 1 ("P"): no result shape`},
		{"count 10^9", dominoes, `<shapes><shape id="0" count="1000000000"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I"): count 1000000000 is out of range (0 to 1000)`},
		{"negative count", dominoes, `<shapes><shape id="0" count="-2"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I"): count -2 is out of range (0 to 1000)`},
		{"min above max", dominoes, `<shapes><shape id="0" min="2" max="1"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I"): min 2 is above max 1`},
		{"min alone", dominoes, `<shapes><shape id="0" min="2"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I"): give both min and max, or count`},
		{"no pieces", dominoes, `<shapes></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): the puzzle has no pieces`},
		{"zero pieces", dominoes, `<shapes><shape id="0" count="0"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): the puzzle has no pieces`},
		{"volume", dominoes, `<shapes><shape id="0" count="1"/></shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): volume mismatch: the pieces have 2 cells but the target has 4`},
		{"empty piece", `<voxel x="2" y="1" z="1" type="0" name="I">__</voxel>` + dominoes, `<shapes><shape id="0"/></shapes><result id="2"/>`,
			`xmpuzzle: problem 1 ("P"): piece 1 ("I"): no cells`},
		{"disconnected", `<voxel x="3" y="1" z="1" type="0" name="I">#_#</voxel>` + dominoes, `<shapes><shape id="0" count="2"/></shapes><result id="2"/>`,
			`xmpuzzle: problem 1 ("P"): piece 1 ("I") is not connected: cells [2,0,0] do not touch the rest by a face`},
		{"variable piece", `<voxel x="2" y="1" z="1" type="0" name="I">#+</voxel>` + dominoes, `<shapes><shape id="0" count="2"/></shapes><result id="2"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I") has variable (+) places; they belong in the result only`},
		{"big piece", `<voxel x="64" y="9" z="1" type="0" name="I">` + strings.Repeat("#", 64*9) + `</voxel>` + dominoes, `<shapes><shape id="0"/></shapes><result id="2"/>`,
			`xmpuzzle: problem 1 ("P"): shape 1 ("I") has more than 512 cells, the most a piece may have`},
		{"big result", `<voxel x="64" y="64" z="2" type="0">` + strings.Repeat("#", 64*64*2) + `</voxel>` + dominoes, `<shapes><shape id="1"/></shapes><result id="0"/>`,
			`xmpuzzle: problem 1 ("P"): the result, shape 1, has more than 4096 cells`},
		{"empty result", `<voxel x="0" y="0" z="0" type="0"></voxel>` + dominoes, `<shapes><shape id="1"/></shapes><result id="0"/>`,
			`xmpuzzle: problem 1 ("P"): the result, shape 1, has no cells`},
		{"too many pieces", dominoes, `<shapes>` + strings.Repeat(`<shape id="0"/>`, 1001) + `</shapes><result id="1"/>`,
			`xmpuzzle: problem 1 ("P"): 1001 pieces; at most 1000 are allowed`},
	} {
		t.Run(c.name, func(t *testing.T) {
			entries, err := Read([]byte(burrDoc(c.shapes, c.problem)), "a.xml")
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = Pick(entries, "")
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}

func TestBurrWrite(t *testing.T) {
	p := corner()
	if _, err := Write(p, KindXMPuzzle); err == nil || err.Error() != `xmpuzzle: BurrTools never uses a piece mirrored, and piece 1 ("A") differs from its mirror image; add the mirror image as a piece of its own and turn mirroring off` {
		t.Errorf("mirrored chiral piece: %v", err)
	}
	p.Pieces[0].Cells = []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {0, 1, 0}} // no longer chiral
	p.Pieces[1].Count = 2
	p.Pieces[1].Name = "cube\x01"
	if _, err := Write(p, KindXML); err == nil || err.Error() != `xmpuzzle: piece 2 ("cube\x01"): the name has characters XML cannot hold` {
		t.Errorf("control character: %v", err)
	}
	p.Pieces[1].Name = `<cube & "co">`
	data, err := Write(p, KindXMPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := Read(data, "corner.xmpuzzle")
	if err != nil {
		t.Fatal(err)
	}
	q, warnings, err := Pick(entries, "")
	if err != nil || len(warnings) > 0 {
		t.Fatal(err, warnings)
	}
	// BurrTools keeps neither colours nor the mirror flag.
	p.Pieces[0].Color, p.Mirror = "", false
	solver.SortCells(p.Pieces[0].Cells)
	sameJSON(t, q, p)
}

func TestBurrShapeListedTwice(t *testing.T) {
	doc := burrDoc(`<voxel x="1" y="1" z="1" type="0" name="c">#</voxel><voxel x="3" y="1" z="1" type="0">###</voxel>`,
		`<shapes><shape id="0"/><shape id="0" count="2"/></shapes><result id="1"/>`)
	entries, err := Read([]byte(doc), "a.xml")
	if err != nil {
		t.Fatal(err)
	}
	p, warnings, err := Pick(entries, "")
	if err != nil || len(warnings) > 0 {
		t.Fatal(err, warnings)
	}
	sameJSON(t, p, &solver.Puzzle{
		Name:   "P",
		Pieces: []solver.Piece{{Name: "c", Cells: []solver.Cell{{0, 0, 0}}, Count: 3}},
		Target: solver.Target{Box: &[3]int{3, 1, 1}},
	})
}

// TestBurrFileOf checks how the reader takes a file's parts from its XML:
// voxels from every shapes element in order, character data in pieces,
// attributes and elements by local name, and the last of a repeated
// element.
func TestBurrFileOf(t *testing.T) {
	root, err := ParseXML(`<b:puzzle xmlns:b="urn:x" b:version="2"><gridType type="1"/><gridType type="0"/>` +
		`<shapes><voxel x="1" y="1" z="2" type="0" name="A">#<![CDATA[#]]></voxel></shapes><comment>c</comment>` +
		`<shapes><voxel x="1" y="1" z="1" type="0">#</voxel></shapes>` +
		`<problems><problem name="P" maxHoles="2"><shapes><shape id="0" count="1"><group group="1"/></shape></shapes>` +
		`<result id="0"/><result id="1"/><bitmap><pair/><pair/></bitmap><solutions><solution/></solutions></problem></problems></b:puzzle>`)
	if err != nil {
		t.Fatal(err)
	}
	doc := burrFileOf(root)
	pr := doc.Problems[0]
	switch {
	case doc.Root != "puzzle" || doc.Version != "2" || doc.Grid.Type != "0":
		t.Errorf("root %q, version %q, grid %q", doc.Root, doc.Version, doc.Grid.Type)
	case len(doc.Shapes) != 2 || doc.Shapes[0].Data != "##" || doc.Shapes[0].Name != "A" || doc.Shapes[1].Z != "1":
		t.Errorf("shapes %+v", doc.Shapes)
	case len(doc.Problems) != 1 || pr.Name != "P" || pr.MaxHoles != "2" || pr.Result.ID != "1":
		t.Errorf("problems %+v", doc.Problems)
	case len(pr.Pairs) != 2 || pr.Solutions != 1 || len(pr.Parts) != 1 || len(pr.Parts[0].Groups) != 1 || pr.Parts[0].Count != "1":
		t.Errorf("problem %+v", pr)
	}
}

// BurrTools writes names and comments in Latin-1 and declares no
// encoding: such a file is read, gzipped as BurrTools saves it too.
func TestBurrLatin1(t *testing.T) {
	doc := "<?xml version=\"1.0\"?>\n" + `<puzzle version="2"><gridType type="0"/><shapes>` +
		"<voxel x=\"1\" y=\"1\" z=\"1\" type=\"0\" name=\"G\xf6tz\">#</voxel><voxel x=\"1\" y=\"1\" z=\"1\" type=\"0\">#</voxel>" +
		"</shapes><problems><problem name=\"Gr\xfc\xdfe\"><shapes><shape id=\"0\" count=\"1\"/></shapes><result id=\"1\"/></problem></problems>" +
		"<comment>Markus G\xf6tz</comment></puzzle>"
	for _, data := range [][]byte{[]byte(doc), gz(t, []byte(doc))} {
		entries, err := Read(data, "a.xmpuzzle")
		if err != nil {
			t.Fatal(err)
		}
		p, err := entries[0].Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		if entries[0].Name != "Grüße" || p.Pieces[0].Name != "Götz" {
			t.Fatalf("read %q with piece %q", entries[0].Name, p.Pieces[0].Name)
		}
	}
}
