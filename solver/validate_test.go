package solver_test

import (
	"reflect"
	"testing"

	"github.com/cubist/cubist/solver"
)

// A file saved by an editor that writes a UTF-8 byte order mark reads as
// the same puzzle, and a mark anywhere but the start is still an error.
func TestJSONWithByteOrderMark(t *testing.T) {
	text := `{"name":"x","pieces":[{"name":"A","cells":[[0,0,0],[1,0,0]]}],"target":{"box":[2,1,1]}}`
	p, err := solver.ParseJSON([]byte("\uFEFF" + text))
	if err != nil {
		t.Fatalf("with a byte order mark: %v", err)
	}
	if p.Name != "x" || len(p.Pieces) != 1 {
		t.Errorf("read %+v", p)
	}
	if _, err := solver.ParseJSON([]byte("\n\uFEFF" + text)); err == nil {
		t.Error("a byte order mark after the start was accepted")
	}
}

func TestParseJSONErrors(t *testing.T) {
	soma := `{"name":"x","pieces":[{"name":"A","cells":[[0,0,0],[1,0,0]]}],"target":{"box":[2,1,1]},"mirror":false}`
	tests := []struct{ name, input, want string }{
		{"syntax", "{\n\"name\": \"x\",\n\"pieces\": [}", "json: line 3: invalid character '}' looking for beginning of value"},
		{"empty", "", "json: the puzzle is empty or cut short"},
		{"cut short", `{"name": "x", "pieces": [`, "json: the puzzle is empty or cut short"},
		{"unknown field", `{"name":"x","colour":"red"}`, `json: unknown field "colour" in the puzzle`},
		{"unknown piece field", `{"pieces":[{"name":"A","cells":[[0,0,0]],"size":3}]}`, `json: unknown field "size" in pieces[0] ("A")`},
		{"unknown target field", `{"target":{"size":3}}`, `json: unknown field "size" in target`},
		{"wrong type", "{\"name\": 3}", "json: line 1: field name: expected string, found number"},
		{"coordinate not a number", `{"pieces":[{"name":"A","cells":[[0,"a",0]]}]}`, "json: line 1: field pieces.cells: expected int, found string"},
		{"four coordinates", `{"pieces":[{"name":"A","cells":[[0,0,0,0]]}]}`, `json: pieces[0] ("A").cells[0]: a cell has 3 coordinates [x,y,z], found 4`},
		{"two sizes", `{"target":{"box":[1,2]}}`, "json: target.box: give 3 sizes [X,Y,Z], found 2"},
		{"not an object", `[1,2]`, "json: line 1: field puzzle: expected solver.Puzzle, found array"},
		{"trailing data", soma + " {}", "json: unexpected data after the puzzle object"},
		{"no pieces", `{"name":"x","pieces":[],"target":{"box":[1,1,1]}}`, "the puzzle has no pieces"},
		{"empty piece", `{"pieces":[{"name":"A","cells":[]}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): no cells`},
		{"negative", `{"pieces":[{"name":"A","cells":[[0,-1,0]]}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): cell [0,-1,0] has a negative coordinate`},
		{"huge", `{"pieces":[{"name":"A","cells":[[0,0,1000000000]]}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): cell [0,0,1000000000] is out of range (coordinates go from 0 to 63)`},
		{"duplicate cell", `{"pieces":[{"name":"A","cells":[[0,0,0],[0,0,0]]}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): cell [0,0,0] is listed twice`},
		{"disconnected", `{"pieces":[{"name":"A","cells":[[0,0,0],[2,0,0]]}],"target":{"box":[2,1,1]}}`, `piece 1 ("A") is not connected: cells [2,0,0] do not touch the rest by a face`},
		{"diagonal only", `{"pieces":[{"name":"A","cells":[[0,0,0],[1,1,0]]}],"target":{"box":[2,1,1]}}`, `piece 1 ("A") is not connected: cells [1,1,0] do not touch the rest by a face`},
		{"count zero", `{"pieces":[{"name":"A","cells":[[0,0,0]],"count":-1}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): count -1 is out of range (1 to 1000)`},
		{"count huge", `{"pieces":[{"name":"A","cells":[[0,0,0]],"count":1000000000}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): count 1000000000 is out of range (1 to 1000)`},
		{"no name", `{"pieces":[{"name":" ","cells":[[0,0,0]]}],"target":{"box":[1,1,1]}}`, `piece 1: the name is empty`},
		{"same name", `{"pieces":[{"name":"A","cells":[[0,0,0]]},{"name":"A","cells":[[0,0,0]]}],"target":{"box":[2,1,1]}}`, `pieces 1 and 2 are both named "A"`},
		{"giant box", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1000,1000,1000]}}`, `target: box size 1000 on axis x is out of range (1 to 64)`},
		{"big box", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[64,64,64]}}`, `target: box 64x64x64 has 262144 cells; at most 4096 are allowed`},
		{"box and cells", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1,1,1],"cells":[[0,0,0]]}}`, `target: give either a box or cells, not both`},
		{"no target", `{"pieces":[{"name":"A","cells":[[0,0,0]]}]}`, `target: give a box or a list of cells`},
		{"volume", `{"pieces":[{"name":"A","cells":[[0,0,0],[1,0,0]]}],"target":{"box":[3,1,1]}}`, `volume mismatch: the pieces have 2 cells but the target has 3`},
		{"volume optional", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[3,1,1],"optional":[[2,0,0]]}}`, `volume mismatch: the pieces have 1 cell but the target takes 2 to 3`},
		{"min above max", `{"pieces":[{"name":"A","cells":[[0,0,0]],"min":3,"max":2}],"target":{"box":[2,1,1]}}`, `piece 1 ("A"): min 3 is above max 2`},
		{"negative range", `{"pieces":[{"name":"A","cells":[[0,0,0]],"min":-1,"max":2}],"target":{"box":[2,1,1]}}`, `piece 1 ("A"): the range -1 to 2 is negative`},
		{"min without max", `{"pieces":[{"name":"A","cells":[[0,0,0]],"min":1}],"target":{"box":[2,1,1]}}`, `piece 1 ("A"): min 1 is given without max`},
		{"count and range", `{"pieces":[{"name":"A","cells":[[0,0,0]],"count":2,"min":1,"max":2}],"target":{"box":[2,1,1]}}`, `piece 1 ("A"): give either count or min and max, not both`},
		{"ranges too small", `{"pieces":[{"name":"A","cells":[[0,0,0]],"min":0,"max":2}],"target":{"box":[3,1,1]}}`, `volume mismatch: the pieces' ranges allow 0 to 2 cells but the target has 3`},
		{"ranges too large", `{"pieces":[{"name":"A","cells":[[0,0,0]],"min":4,"max":5}],"target":{"box":[3,1,1]}}`, `volume mismatch: the pieces' ranges allow 4 to 5 cells but the target has 3`},
		{"unknown paint", `{"pieces":[{"name":"A","cells":[[0,0,0]],"paint":{"red":[[0,0,0]]}}],"target":{"box":[1,1,1]}}`, `piece 1 ("A"): colour "red" is not in the puzzle's palette`},
		{"paint off the piece", `{"pieces":[{"name":"A","cells":[[0,0,0]],"paint":{"red":[[1,0,0]]}}],"target":{"box":[1,1,1]},"colors":[{"name":"red","rgb":"#ff0000"}]}`, `piece 1 ("A"): painted cell [1,0,0] is not one of its cells`},
		{"target paint", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1,1,1],"paint":{"blue":[[0,0,0]]}},"colors":[{"name":"red","rgb":"#ff0000"}]}`, `target: colour "blue" is not in the puzzle's palette`},
		{"unknown rule colour", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1,1,1]},"colors":[{"name":"red","rgb":"#ff0000"}],"rules":[{"piece":"red","target":"green"}]}`, `rule 1 ("red" on "green"): "green" is not a colour of the palette`},
		{"bad rgb", `{"pieces":[{"name":"A","cells":[[0,0,0]]}],"target":{"box":[1,1,1]},"colors":[{"name":"red","rgb":"red"}]}`, `colour 1 ("red"): rgb "red" is not a colour like "#d03030"`},
		{"unknown colour field", `{"colors":[{"name":"red","hue":3}]}`, `json: unknown field "hue" in colors[0]`},
		{"two problems", `{"pieces":[{"name":"A","cells":[]},{"name":"B","cells":[[0,0,0],[0,0,2]]}],"target":{"box":[1,1,1]}}`,
			"piece 1 (\"A\"): no cells\npiece 2 (\"B\") is not connected: cells [0,0,2] do not touch the rest by a face"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := solver.ParseJSON([]byte(tc.input))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if err.Error() != tc.want {
				t.Fatalf("error\n%s\nwant\n%s", err, tc.want)
			}
		})
	}
}

func TestFormatJSONRoundTrip(t *testing.T) {
	in := `{"name":"Rods","pieces":[{"name":"I","cells":[[0,0,0],[1,0,0]],"count":2,"color":"#ff0000"},` +
		`{"name":"J","cells":[[0,0,0]],"min":0,"max":2,"paint":{"red":[[0,0,0]]}}],` +
		`"target":{"box":[2,2,1],"optional":[[0,0,0]],"paint":{"red":[[1,1,0]],"blue":[[0,1,0]]}},"mirror":true,` +
		`"colors":[{"name":"red","rgb":"#d03030"},{"name":"blue","rgb":"#3050d0"}],"rules":[{"piece":"red","target":"blue"}]}`
	p, err := solver.ParseJSON([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	out := solver.FormatJSON(p)
	q, err := solver.ParseJSON(out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if again := solver.FormatJSON(q); string(again) != string(out) {
		t.Fatalf("round trip changed the puzzle:\n%s\n%s", out, again)
	}
	if !reflect.DeepEqual(p, q) {
		t.Fatalf("read back %+v, want %+v", q, p)
	}
}
