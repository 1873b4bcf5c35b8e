package design

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/cubist/cubist/solver"
)

// plainVariant is Variant without its JSON methods.
type plainVariant Variant

// MarshalJSON writes the variant as one object: "puzzle", the puzzle in
// the canonical JSON form, beside the counts, the level and moves, the
// changed cells ([] for none) and the solution.
func (v Variant) MarshalJSON() ([]byte, error) {
	if v.Puzzle == nil {
		return nil, errors.New("a variant without its puzzle")
	}
	if v.Changed == nil {
		v.Changed = []solver.Cell{}
	}
	return json.Marshal(struct {
		Puzzle json.RawMessage `json:"puzzle"`
		plainVariant
	}{solver.FormatJSON(v.Puzzle), plainVariant(v)})
}

// UnmarshalJSON reads what MarshalJSON writes; the puzzle must read as a
// puzzle.
func (v *Variant) UnmarshalJSON(data []byte) error {
	w := struct {
		Puzzle json.RawMessage `json:"puzzle"`
		*plainVariant
	}{plainVariant: (*plainVariant)(v)}
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	p, err := solver.DecodeJSON(w.Puzzle)
	if err != nil {
		return err
	}
	v.Puzzle = p
	return nil
}

// VariantName is the name of the i-th variant (from 1) of the puzzle
// named from, as a kept or written variant is named: "Soma, variant 2".
func VariantName(from string, i int) string {
	return fmt.Sprintf("%s, variant %d", from, i)
}
