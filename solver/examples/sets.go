package examples

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"github.com/cubist/cubist/solver"
)

// The piece library: sets of pieces people build puzzles from, to add to
// a puzzle of one's own.

//go:embed sets/*.json
var setFiles embed.FS

// setShelves hold the piece sets, as shelves hold the examples.
var setShelves = []shelf{{setFiles, "sets"}}

// SetNames lists the piece sets by name, sorted, such as "pentominoes".
func SetNames() []string { return namesIn(setShelves) }

// PieceSet is a set of pieces from the library.
type PieceSet struct {
	// Title says what the set is.
	Title string `json:"name"`
	// Grid is the grid the pieces lie on, as in a puzzle: empty for cubes.
	Grid string `json:"grid,omitempty"`
	// Pieces are the set's pieces, one copy each.
	Pieces []solver.Piece `json:"pieces"`
}

// GridOf returns the grid the set's pieces lie on.
func (s *PieceSet) GridOf() *solver.Grid { return (&solver.Puzzle{Grid: s.Grid}).GridOf() }

// Set returns the piece set of the given name.
func Set(name string) (*PieceSet, error) {
	var data []byte
	err := fs.ErrNotExist
	for _, s := range setShelves {
		if data, err = s.fsys.ReadFile(s.dir + "/" + name + ".json"); err == nil {
			break
		}
	}
	if err != nil || strings.ContainsAny(name, "/\\.") {
		return nil, fmt.Errorf("no piece set named %q (sets: %s)", name, strings.Join(SetNames(), ", "))
	}
	var s PieceSet
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("piece set %s: %w", name, err)
	}
	return &s, nil
}
