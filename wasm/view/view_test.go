package view

import (
	"math"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
	"github.com/cubist/cubist/solver/examples"
)

func TestPieceColor(t *testing.T) {
	if c := PieceColor(0, "#ff8000"); c != [3]float32{1, 128.0 / 255, 0} {
		t.Errorf("own colour: %v", c)
	}
	if c := PieceColor(1, "#f80"); c != [3]float32{1, 136.0 / 255, 0} {
		t.Errorf("short colour: %v", c)
	}
	want, _ := parseHex(solver.Palette[2])
	for _, bad := range []string{"", "red", "#12345", "#gggggg"} {
		if c := PieceColor(2, bad); c != want {
			t.Errorf("%q: %v, want the palette's %v", bad, c, want)
		}
	}
	if PieceColor(len(solver.Palette), "") != PieceColor(0, "") {
		t.Error("the palette does not wrap around")
	}
}

func TestExplodeMovesPiecesOut(t *testing.T) {
	// Two pieces side by side along x.
	cubes := []Cube{{At: [3]int{0, 0, 0}, Piece: 0}, {At: [3]int{1, 0, 0}, Piece: 0}, {At: [3]int{2, 0, 0}, Piece: 1}, {At: [3]int{3, 0, 0}, Piece: 1}}
	together, _, _, f0 := instances(nil, cubes, 0, nil)
	apart, _, _, f1 := instances(nil, cubes, 1, nil)
	r0, r1 := f0.reach, f1.reach
	if together[0] != 0 || together[instFloats] != 1 {
		t.Fatalf("unexploded positions %v", together)
	}
	if apart[0] >= together[0] || apart[3*instFloats] <= together[3*instFloats] {
		t.Errorf("pieces did not move apart: %v", apart)
	}
	if apart[0] != apart[instFloats]-1 {
		t.Error("a piece came apart from itself")
	}
	if r1 <= r0 {
		t.Errorf("reach %v exploded, %v together", r1, r0)
	}
}

func TestCameraLooksAtTheTarget(t *testing.T) {
	eye, target := vec3{3, 4, 5}, vec3{1, 1, 1}
	m := perspective(0.6, 1.5, 0.1, 100).mul(lookAt(eye, target, vec3{0, 1, 0}))
	x, y, z, w := transform(m, target)
	if math.Abs(x/w) > 1e-6 || math.Abs(y/w) > 1e-6 || z/w < -1 || z/w > 1 {
		t.Errorf("the target projects to (%v, %v, %v)", x/w, y/w, z/w)
	}
	// The zUp rotation keeps a right-handed frame: no mirrored pieces.
	a, b, c := toCamera(vec3{1, 0, 0}), toCamera(vec3{0, 1, 0}), toCamera(vec3{0, 0, 1})
	if a.cross(b).dot(c) != 1 || c != (vec3{0, 1, 0}) {
		t.Errorf("toCamera is not a rotation with z up: %v %v %v", a, b, c)
	}
	if p := fromCamera(toCamera(vec3{1, 2, 3})); p != (vec3{1, 2, 3}) {
		t.Errorf("fromCamera does not undo toCamera: %v", p)
	}
}

func transform(m mat4, p vec3) (x, y, z, w float64) {
	out := m.apply(p)
	return out[0], out[1], out[2], out[3]
}

func TestCubeMesh(t *testing.T) {
	mesh := cubeMesh()
	if len(mesh) != 36*10 {
		t.Fatalf("%d floats, want 36 vertices of 10", len(mesh))
	}
	for i := 0; i < len(mesh); i += 10 {
		n := vec3{float64(mesh[i+3]), float64(mesh[i+4]), float64(mesh[i+5])}
		if n.dot(n) != 1 {
			t.Fatalf("vertex %d has normal %v", i/10, n)
		}
	}
}

func TestPieceStates(t *testing.T) {
	cubes := []Cube{{At: [3]int{0, 0, 0}, Piece: 0, Color: [3]float32{1, 0, 0}}, {At: [3]int{1, 0, 0}, Piece: 1}}
	data, _, _, _ := instances(nil, cubes, 0, map[int]PieceState{1: {Hidden: true}, 0: {Lift: 2.5, Faded: true}})
	if len(data) != instFloats {
		t.Fatalf("a hidden piece was drawn: %v", data)
	}
	if data[2] != 2.5 || data[3] != 1 || data[4] != 0.75 {
		t.Errorf("lifted, faded piece drawn as %v", data)
	}
}

func TestPick(t *testing.T) {
	cubes := []Cube{{At: [3]int{0, 0, 0}, Piece: 4}, {At: [3]int{1, 0, 0}, Piece: 7}, {At: [3]int{2, 0, 0}, Piece: 9}}
	data, shown, _, _ := instances(nil, cubes, 0, nil)
	pick := func(data []float32, shown []int, origin, dir vec3) int {
		if i, _ := hit(nil, data, nil, origin, dir); i >= 0 {
			return cubes[shown[i]].Piece
		}
		return -1
	}
	// Looking along +x from the left, the first cube is hit first.
	if got := pick(data, shown, vec3{-5, 0.5, 0.5}, vec3{1, 0, 0}); got != 4 {
		t.Errorf("from the left: piece %d, want 4", got)
	}
	if got := pick(data, shown, vec3{9, 0.5, 0.5}, vec3{-1, 0, 0}); got != 9 {
		t.Errorf("from the right: piece %d, want 9", got)
	}
	if got := pick(data, shown, vec3{1.5, 0.5, 9}, vec3{0, 0, -1}); got != 7 {
		t.Errorf("from above the middle: piece %d, want 7", got)
	}
	if got := pick(data, shown, vec3{1.5, 5, 9}, vec3{0, 0, -1}); got != -1 {
		t.Errorf("a miss picked piece %d", got)
	}
	hidden, shown2, _, _ := instances(nil, cubes, 0, map[int]PieceState{4: {Hidden: true}})
	if got := pick(hidden, shown2, vec3{-5, 0.5, 0.5}, vec3{1, 0, 0}); got != 7 {
		t.Errorf("with the first hidden: piece %d, want 7", got)
	}
}

// The face a ray enters a cube by is the one facing the eye, from every
// side and at slanted angles.
func TestHitFace(t *testing.T) {
	data, _, _, _ := instances(nil, []Cube{{At: [3]int{2, 3, 4}}}, 0, nil)
	for _, tc := range []struct {
		origin, dir vec3
		face        [3]int
	}{
		{vec3{-5, 3.5, 4.5}, vec3{1, 0, 0}, [3]int{-1, 0, 0}},
		{vec3{9, 3.5, 4.5}, vec3{-1, 0, 0}, [3]int{1, 0, 0}},
		{vec3{2.5, 9, 4.5}, vec3{0, -1, 0}, [3]int{0, 1, 0}},
		{vec3{2.5, 3.5, -9}, vec3{0, 0, 1}, [3]int{0, 0, -1}},
		{vec3{2.5, 3.5, 9}, vec3{0.01, -0.02, -1}, [3]int{0, 0, 1}},    // nearly straight down
		{vec3{-3.5, 3.5, 11}, vec3{1, 0, -1}, [3]int{0, 0, 1}},         // 45° from above, onto the top
		{vec3{-4, 3.5, 10.5}, vec3{1, 0, -1}, [3]int{-1, 0, 0}},        // 45° from above, onto the side
		{vec3{8, 9.3, 10.2}, vec3{-1, -1, -1}.norm(), [3]int{0, 1, 0}}, // a corner view
	} {
		i, face := hit(nil, data, nil, tc.origin, tc.dir)
		if i != 0 || face != (vec3{float64(tc.face[0]), float64(tc.face[1]), float64(tc.face[2])}) {
			t.Errorf("from %v along %v: cube %d, face %v; want face %v", tc.origin, tc.dir, i, face, tc.face)
		}
	}
	// A ray between two cubes, along their shared face, hits neither in a
	// way that adds a cube inside the other.
	two, _, _, _ := instances(nil, []Cube{{At: [3]int{0, 0, 0}}, {At: [3]int{1, 0, 0}}}, 0, nil)
	if i, face := hit(nil, two, nil, vec3{1, 0.5, 9}, vec3{0, 0, -1}); i >= 0 && face != (vec3{0, 0, 1}) {
		t.Errorf("between two cubes: cube %d, face %v", i, face)
	}
}

func TestStepsHideWhatIsToComeAndLiftTheNewest(t *testing.T) {
	s := Steps{Order: []int{2, 0, 1}}
	if got := s.States(0); len(got) != 3 || !got[0].Hidden || !got[1].Hidden || !got[2].Hidden || s.Newest() != -1 {
		t.Fatalf("step 0: %v, newest %d", got, s.Newest())
	}
	s.Step = 2
	got := s.States(1.5)
	if got[2].Hidden || got[2].Lift != 0 || got[0].Hidden || got[0].Lift != 1.5 || !got[1].Hidden || s.Newest() != 0 {
		t.Fatalf("step 2: %v, newest %d", got, s.Newest())
	}
	lifts := lifts()
	if lifts[0] != dropHeight || lifts[len(lifts)-1] != 0 {
		t.Fatalf("lifts run from %v to %v", lifts[0], lifts[len(lifts)-1])
	}
	for i := 1; i < len(lifts); i++ {
		if lifts[i] >= lifts[i-1] {
			t.Fatalf("lift %d (%v) is not below lift %d (%v)", i, lifts[i], i-1, lifts[i-1])
		}
	}
}

func TestPartsLieApartAndFlat(t *testing.T) {
	p := &solver.Puzzle{Pieces: []solver.Piece{
		{Name: "I", Cells: []solver.Cell{{0, 0, 0}, {0, 0, 1}, {0, 0, 2}}, Count: 2},
		{Name: "L", Cells: []solver.Cell{{0, 0, 0}, {0, 1, 0}, {0, 1, 1}}},
	}}
	cubes := Parts(p)
	if len(cubes) != 9 {
		t.Fatalf("%d cubes, want 9", len(cubes))
	}
	owner := map[[3]int]int{}
	for _, c := range cubes {
		if c.At[2] != 0 {
			t.Errorf("piece %d has a cube at height %d: pieces should lie flat", c.Piece, c.At[2])
		}
		if c.Piece < 0 || c.Piece > 2 {
			t.Errorf("scene piece %d, want 0 to 2", c.Piece)
		}
		owner[c.At] = c.Piece
	}
	// No two pieces touch, even along an edge or at a corner.
	for _, c := range cubes {
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				if o, ok := owner[[3]int{c.At[0] + dx, c.At[1] + dy, 0}]; ok && o != c.Piece {
					t.Errorf("pieces %d and %d touch at %v", c.Piece, o, c.At)
				}
			}
		}
	}
}

func TestSolvedNumbersCopiesApartInShadesOfTheirPieceColour(t *testing.T) {
	p := &solver.Puzzle{Pieces: []solver.Piece{
		{Name: "I", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Count: 2, Color: "#ff0000"},
	}}
	sol := solver.Solution{Pieces: []solver.Placed{
		{Name: "I", Piece: 0, Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}},
		{Name: "I", Piece: 0, Cells: []solver.Cell{{0, 1, 0}, {1, 1, 0}}},
		{Name: "?", Piece: 7, Cells: []solver.Cell{{5, 5, 5}}}, // not a piece of the puzzle
	}}
	cubes := Solved(p, sol)
	if len(cubes) != 4 {
		t.Fatalf("%d cubes, want 4", len(cubes))
	}
	shades := [][3]float32{{1, 0, 0}, CopyColor([3]float32{1, 0, 0}, 1)}
	for k, c := range cubes {
		if c.Piece != k/2 || c.Color != shades[k/2] {
			t.Errorf("cube %d: piece %d, colour %v", k, c.Piece, c.Color)
		}
	}
}

// Identical copies of a piece are drawn in shades of its colour, each
// its own, laid out or solved.
func TestCopiesDiffer(t *testing.T) {
	p := &solver.Puzzle{Name: "bars", Target: solver.Target{Box: &[3]int{3, 1, 1}},
		Pieces: []solver.Piece{{Name: "I", Cells: []solver.Cell{{0, 0, 0}}, Count: 3}}}
	sol := solver.Solution{Pieces: []solver.Placed{
		{Name: "I", Piece: 0, Cells: []solver.Cell{{0, 0, 0}}},
		{Name: "I", Piece: 0, Cells: []solver.Cell{{1, 0, 0}}},
		{Name: "I", Piece: 0, Cells: []solver.Cell{{2, 0, 0}}},
	}}
	for name, cubes := range map[string][]Cube{"solved": Solved(p, sol), "laid out": Parts(p)} {
		seen := map[[3]float32]bool{}
		for _, c := range cubes {
			seen[c.Color] = true
		}
		if len(seen) != 3 {
			t.Errorf("%s: three copies in %d colours", name, len(seen))
		}
	}
	if c := SolvedColor(p, sol, 0); c != PieceColor(0, "") {
		t.Errorf("the first copy is %v, not the piece's colour", c)
	}
}

func TestSlidesMoveGroups(t *testing.T) {
	// Two pieces: piece 1 slides 1 along +x, then piece 0 is taken out
	// along +z; both are then alone.
	s := Slides{Pieces: 2, Plan: []assembly.Move{
		{Pieces: []int{1}, By: solver.Cell{1, 0, 0}},
		{Pieces: []int{0}, By: solver.Cell{0, 0, 3}, Out: true},
	}}
	half := s.States(0.5)
	if half[1].Shift != [3]float64{0.5, 0, 0} || half[0].Shift != [3]float64{} || half[0].Hidden {
		t.Fatalf("halfway through the first move: %+v", half)
	}
	var last map[int]PieceState
	s.Move(1, func(st map[int]PieceState) { last = st }, func() bool { return true })
	s.Move(1, func(st map[int]PieceState) { last = st }, func() bool { return true })
	// The pieces the last move parted stay in sight.
	if s.Step != 2 || last[0].Hidden || last[1].Hidden || last[0].Shift != [3]float64{0, 0, 3} {
		t.Fatalf("after both moves: step %d, %+v", s.Step, last)
	}
	s.Move(-1, func(st map[int]PieceState) { last = st }, func() bool { return true })
	if s.Step != 1 || last[0].Hidden || last[1].Shift != [3]float64{1, 0, 0} || last[0].Shift != [3]float64{} {
		t.Fatalf("one move back: step %d, %+v", s.Step, last)
	}
}

func TestSlidesPutAwayPiecesTakenOutEarlier(t *testing.T) {
	s := Slides{Pieces: 3, Step: 2, Plan: []assembly.Move{
		{Pieces: []int{0}, By: solver.Cell{0, 0, 3}, Out: true},
		{Pieces: []int{1}, By: solver.Cell{3, 0, 0}, Out: true},
	}}
	st := s.States(0)
	if !st[0].Hidden || st[1].Hidden || st[2].Hidden {
		t.Fatalf("after two moves out: %+v", st)
	}
}

// TestPaintedCubes checks that painted cells are drawn in their colour,
// laid out and solved, and the others in their piece's.
func TestPaintedCubes(t *testing.T) {
	p := &solver.Puzzle{
		Pieces: []solver.Piece{{Name: "D", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Paint: map[string][]solver.Cell{"red": {{1, 0, 0}}}}},
		Target: solver.Target{Box: &[3]int{2, 1, 1}, Paint: map[string][]solver.Cell{"red": {{0, 0, 0}}}},
		Colors: []solver.NamedColor{{Name: "red", RGB: "#ff0000"}},
	}
	red := [3]float32{1, 0, 0}
	painted := map[int]int{} // scene piece -> painted cubes
	for _, c := range PartsAndTarget(p) {
		if c.Color == red {
			painted[c.Piece]++
		}
	}
	if painted[TargetPiece] != 1 || painted[0] != 1 {
		t.Errorf("painted cubes by piece %v, want one in the target and one in the piece", painted)
	}
	sol := solver.Solution{Pieces: []solver.Placed{{Name: "D", Piece: 0, Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}}, Paint: []string{"red", ""}}}}
	cubes := Solved(p, sol)
	if cubes[0].Color != red || cubes[1].Color == red {
		t.Errorf("solved colours %v and %v", cubes[0].Color, cubes[1].Color)
	}
}

// A piece sliding out stays inside the framed sphere, whose centre moves
// toward it; a scene with nothing moved keeps the box's centre.
func TestSlidingPiecesStayFramed(t *testing.T) {
	var cubes []Cube
	for x := range 3 {
		for y := range 3 {
			cubes = append(cubes, Cube{At: [3]int{x, y, 0}, Piece: x})
		}
	}
	_, _, _, still := instances(nil, cubes, 0, map[int]PieceState{0: {}, 1: {}, 2: {}})
	if still.offset != (vec3{}) {
		t.Errorf("nothing moved, yet the frame's centre moved by %v", still.offset)
	}
	states := map[int]PieceState{2: {Shift: [3]float64{7, 0, 0}}, 0: {Hidden: true}}
	data, _, _, fr := instances(nil, cubes, 0, states)
	if fr.offset[0] <= 0 {
		t.Errorf("the frame's centre did not follow the piece sliding out: %v", fr.offset)
	}
	centre := centerOf(nil, cubes).add(fr.offset)
	for i := 0; i+5 < len(data); i += instFloats {
		for corner := range 8 {
			p := vec3{float64(data[i]) + float64(corner&1), float64(data[i+1]) + float64(corner>>1&1), float64(data[i+2]) + float64(corner>>2)}
			if d := p.sub(centre); math.Sqrt(d.dot(d)) > fr.reach+1e-9 {
				t.Fatalf("corner %v lies %.2f from the frame's centre, outside its radius %.2f", p, math.Sqrt(d.dot(d)), fr.reach)
			}
		}
	}
}

// The pale target is laid out behind the pieces, so that from where the
// view looks at first (the front, −y, the left, −x, and above) it covers
// none of them: every target cube lies farther back than every piece's,
// whatever the pieces, as for the Soma cube's T, the pentomino N and a
// piece drawn symmetric.
func TestTargetLiesBehindThePieces(t *testing.T) {
	for _, name := range []string{"soma", "pentominoes-6x10", "galakub"} {
		p, err := examples.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		p.Pieces = append(p.Pieces, solver.Piece{Name: "S", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 1, 2}}})
		cubes := PartsAndTarget(p)
		if cubes[0].Piece != TargetPiece {
			t.Fatalf("%s: the scene does not start with the target", name)
		}
		front, back := math.MaxInt, math.MinInt // the target's nearest row, the pieces' farthest
		for _, c := range cubes {
			if c.Piece == TargetPiece {
				front = min(front, c.At[1])
			} else {
				back = max(back, c.At[1])
			}
		}
		if front <= back {
			t.Errorf("%s: the target begins at row %d, among the pieces, which reach row %d", name, front, back)
		}
	}
}
