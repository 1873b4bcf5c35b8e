package search

import (
	"fmt"
	"slices"
	"sync"

	"github.com/cubist/cubist/solver"
)

// MaxPlacements bounds the size of the search matrix: a puzzle whose pieces
// have more placements than this is refused as too large.
const MaxPlacements = 200_000

// Problem is a puzzle compiled for the search: its piece types, target
// cells, every placement of every type, and the target's symmetries.
type Problem struct {
	puzzle   *solver.Puzzle
	grid     *solver.Grid
	types    []pieceType
	cells    []solver.Cell    // target cells: required ones first, then optional
	required int              // cells[:required] must be covered
	index    solver.CellIndex // cell -> index into cells
	places   []placement
	byPlace  placeIndex // the placements by type, orientation and first cell
	sym      symmetry
	// orientByKey finds an orientation by its shape's key, on grids other
	// than cubes (gridImages).
	orientByKey map[string]orientRef
	// boxes holds each orientation's least and greatest corner, by type,
	// on grids other than cubes, once symmetry asks for them.
	boxes   [][][2]solver.Cell
	colors  []int    // per target cell: its colour, 0 for none; nil if the target is unpainted
	allowed [][]bool // piece colour -> target colour -> may it sit there
	// holeType is the type of the holes, one-cell placements on the
	// optional cells, or -1 where the target has none (holes.go).
	holeType  int32
	reason    string // why the puzzle cannot be solved, if seen before searching
	forceDLX  bool   // search with the matrix even where the bit engine could
	firstCell bool   // search solid targets by first-cell filling, to compare
	forceMRV  bool   // search solid targets on the most constrained cell, however few the pieces
	// tree is the tree's size as the engine's dives estimated it with the
	// static rule's class (piecesPay), 0 where they did not run.
	tree float64
	// fixedClass keeps the symmetry's class as set (by a test), rather
	// than weighing the classes by estimate (pickClass).
	fixedClass bool
	forceWide  bool // search on wide boards even where one word holds the target
	// pieceRule is 1 to search with the pieces' rule however little it
	// pays, -1 to search without it, 0 to choose by estimates.
	pieceRule int

	engineOnce sync.Once
	prototype  engine // cloned for each searcher
	spareMu    sync.Mutex
	spares     []engine // engines searchers are done with, as new

	splitMu    sync.Mutex
	jobs       []Job
	jobsBefore []float64 // per job, and one past the last: the weight of the jobs before it; nil until the split is made
	splitNodes int64
	doneWeight float64
	splitCut   int // the depth of the split's cutoff
}

// placement is one piece type at one position and orientation.
type placement struct {
	typ    int32
	orient int32   // its orientation among its type's
	anchor int32   // the target cell of its orientation's first cell
	cells  []int32 // indexes into Problem.cells, ascending
	paint  []int32 // the colours of the piece's cells, in the order of cells; nil if the piece is unpainted
}

// Compile validates a puzzle and prepares it for searching.
func Compile(p *solver.Puzzle) (*Problem, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	pr := &Problem{puzzle: p, grid: p.GridOf(), types: groupTypes(p)}
	// A fast path for cubes, kept outside the grid: the bit engines read
	// a cell's neighbours along the axes, which are the cube grid's; on
	// the other grids the matrix searches.
	pr.forceDLX = !pr.grid.IsCubes()
	required, optional := p.Target.Split()
	pr.cells = append(append(pr.cells, required...), optional...)
	pr.required = len(required)
	pr.index = solver.NewCellIndex(pr.cells)
	pr.colors = p.CellColors(pr.cells, p.Target.Paint)
	pr.allowed = p.Allowed()
	pr.holeType = -1
	if len(optional) > 0 {
		pr.addHoleType(p.Target.MaxHoles)
	}
	if err := pr.buildPlacements(); err != nil {
		return nil, err
	}
	pr.sym = pr.buildSymmetry()
	pr.reason = pr.findReason()
	return pr, nil
}

// Reason says why the puzzle has no solution, when a cheap argument shows
// it without searching; otherwise it is "".
func (pr *Problem) Reason() string { return pr.reason }

// Puzzle returns the puzzle the problem was compiled from.
func (pr *Problem) Puzzle() *solver.Puzzle { return pr.puzzle }

func (pr *Problem) buildPlacements() error {
	lo, hi := solver.Bounds(pr.cells)
	// Room for every placement the box allows, at most one past the
	// limit: the list is then made once.
	most := 0
	for _, t := range pr.types {
		for _, o := range t.orientations {
			olo, ohi := solver.Bounds(o)
			size := ohi.Sub(olo)
			most += max(0, hi[0]-lo[0]-size[0]+1) * max(0, hi[1]-lo[1]-size[1]+1) * max(0, hi[2]-lo[2]-size[2]+1)
		}
	}
	pr.places = make([]placement, 0, min(most, MaxPlacements+1))
	var store arena
	for ti, t := range pr.types {
		if int32(ti) == pr.holeType {
			pr.placeHoles()
			continue
		}
		before := len(pr.places)
		for k, o := range t.orientations {
			var paint []int
			if t.paints != nil {
				paint = t.paints[k]
			}
			// An orientation lies from olo (the origin on the cube grid)
			// to ohi: it moves from lo-olo to hi-ohi.
			olo, ohi := solver.Bounds(o)
			for z := lo[2] - olo[2]; z+ohi[2] <= hi[2]; z++ {
				for y := lo[1] - olo[1]; y+ohi[1] <= hi[1]; y++ {
					for x := lo[0] - olo[0]; x+ohi[0] <= hi[0]; x++ {
						if !pr.grid.Translation(solver.Cell{x, y, z}) {
							continue
						}
						pr.tryPlace(ti, k, o, paint, solver.Cell{x, y, z}, &store)
					}
				}
			}
			if len(pr.places) > MaxPlacements {
				return fmt.Errorf("the puzzle is too large: its pieces have more than %d placements", MaxPlacements)
			}
		}
		if len(pr.places) == before && t.least > 0 {
			pr.reason = fmt.Sprintf("%s fits nowhere in the target", pr.typeLabel(ti))
		}
	}
	pr.byPlace = newPlaceIndex(pr.places, pr.cells)
	return nil
}

// arena hands out placements' cell lists from shared blocks, so that a
// compile allocates once a block rather than once a placement: the design
// search compiles every variant it judges.
type arena struct {
	block   []int32
	scratch []int32
}

// keep returns a copy of cells from the arena's block.
func (a *arena) keep(cells []int32) []int32 {
	if cap(a.block)-len(a.block) < len(cells) {
		a.block = make([]int32, 0, max(4096, len(cells)))
	}
	at := len(a.block)
	a.block = append(a.block, cells...)
	return a.block[at:len(a.block):len(a.block)]
}

// tryPlace adds the placement of orientation o, with its cells' colours
// paint, moved by d, if it lies inside the target and the colour rules
// let each of its cells sit where it lands.
func (pr *Problem) tryPlace(typ, orient int, o []solver.Cell, paint []int, d solver.Cell, store *arena) {
	if cap(store.scratch) < len(o) {
		store.scratch = make([]int32, len(o))
	}
	cells := store.scratch[:len(o)]
	for i, c := range o {
		j, ok := pr.index.Find(c.Add(d))
		if !ok {
			return
		}
		if pr.colors != nil || paint != nil {
			if !pr.allowed[at(paint, i)][at(pr.colors, j)] {
				return
			}
		}
		cells[i] = int32(j)
	}
	pl := placement{typ: int32(typ), orient: int32(orient), anchor: cells[0], cells: store.keep(cells)}
	if paint != nil {
		pl.paint = make([]int32, len(paint))
		for i, c := range paint {
			pl.paint[i] = int32(c)
		}
		pl.sortCells()
	} else {
		slices.Sort(pl.cells)
	}
	pr.places = append(pr.places, pl)
}

// at returns list[i], or 0 for a nil list.
func at(list []int, i int) int {
	if list == nil {
		return 0
	}
	return list[i]
}

// sortCells sorts a painted placement's cells, its colours along with them.
func (pl *placement) sortCells() {
	colorOf := make(map[int32]int32, len(pl.cells)) // a placement's cells are distinct
	for i, c := range pl.cells {
		colorOf[c] = pl.paint[i]
	}
	cells, paint := slices.Clone(pl.cells), make([]int32, len(pl.cells))
	slices.Sort(cells)
	for k, c := range cells {
		paint[k] = colorOf[c]
	}
	pl.cells, pl.paint = cells, paint
}

// typeLabel names a piece type by its first member piece.
func (pr *Problem) typeLabel(t int) string {
	if int32(t) == pr.holeType {
		return "the holes"
	}
	m := pr.types[t].members[0]
	return solver.PieceLabel(m, pr.puzzle.Pieces[m].Name)
}
