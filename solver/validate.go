package solver

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cubist/cubist/solver/words"
)

// Validate checks the puzzle against the model's rules and limits. The
// error names the piece or field at fault; several problems are joined,
// one per line.
func (p *Puzzle) Validate() error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if len(p.Name) > MaxNameLength {
		add("puzzle name is longer than %d bytes", MaxNameLength)
	}
	if len(p.Pieces) == 0 {
		add("the puzzle has no pieces")
	}
	if len(p.Pieces) > MaxPieces {
		add("the puzzle has %d pieces; at most %d are allowed", len(p.Pieces), MaxPieces)
		return errors.Join(errs...)
	}
	grid, err := GridByName(p.Grid)
	if err != nil {
		add("%v", err)
		grid = Cubes
	}
	offGrid := func(cells []Cell) error {
		if grid.cube {
			return nil
		}
		for _, c := range cells {
			if !grid.Valid(c) {
				return fmt.Errorf("cell %v is not a cell of the %s grid (%s)", c, grid.name, grid.rule)
			}
		}
		return nil
	}
	names := map[string]int{}
	least, most := 0, 0
	for i, pc := range p.Pieces {
		label := PieceLabel(i, pc.Name)
		switch {
		case strings.TrimSpace(pc.Name) == "":
			add("%s: the name is empty", label)
		case len(pc.Name) > MaxNameLength:
			add("%s: the name is longer than %d bytes", label, MaxNameLength)
		}
		if j, ok := names[pc.Name]; ok && pc.Name != "" {
			add("pieces %d and %d are both named %q", j+1, i+1, pc.Name)
		}
		names[pc.Name] = i
		countOK := checkCount(pc, label, add)
		if pc.Group < 0 || pc.Group > MaxGroup {
			add("%s: group %d is out of range (0 for none, or 1 to %d)", label, pc.Group, MaxGroup)
		}
		if err := checkCells(pc.Cells, MaxPieceCells); err != nil {
			add("%s: %v", label, err)
		} else if err := offGrid(pc.Cells); err != nil {
			add("%s: %v", label, err)
		} else if !grid.Connected(pc.Cells) {
			add("%s is not connected: %s", label, describeApart(grid, pc.Cells))
		} else if countOK {
			lo, hi := pc.Range()
			least += len(pc.Cells) * lo
			most += len(pc.Cells) * hi
			p.checkPaint(label, pc.Paint, pc.Cells, add)
		}
	}
	p.checkColors(add)
	if err := p.Target.check(); err != nil {
		add("target: %v", err)
	} else if !grid.Boxes() && p.Target.Box != nil {
		add("target: a box is for the cube grid; on the %s grid, list the target's cells", grid.name)
	} else if err := offGrid(append(slices.Clip(p.Target.Cells), p.Target.Optional...)); err != nil {
		add("target: %v", err)
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	required, optional := p.Target.Split()
	p.checkPaint("target", p.Target.Paint, append(required, optional...), add)
	if h := p.Target.MaxHoles; h != nil && (*h < 0 || *h > MaxTargetCells) {
		add("target: max_holes %d is out of range (0 to %d)", *h, MaxTargetCells)
	} else if h != nil && most < len(required)+len(optional)-*h {
		add("volume mismatch: the pieces have at most %s, but with at most %d holes the target takes %d or more", words.Count(most, "cell", "cells"), *h, len(required)+len(optional)-*h)
	}
	if most < len(required) || least > len(required)+len(optional) {
		pieces := "the pieces have " + words.Count(least, "cell", "cells")
		if least != most {
			pieces = fmt.Sprintf("the pieces' ranges allow %d to %d cells", least, most)
		}
		if len(optional) == 0 {
			add("volume mismatch: %s but the target has %d", pieces, len(required))
		} else {
			add("volume mismatch: %s but the target takes %d to %d", pieces, len(required), len(required)+len(optional))
		}
	}
	return errors.Join(errs...)
}

// checkCount reports a count or range out of bounds, or both given; it
// returns whether the piece's copies can be counted.
func checkCount(pc Piece, label string, add func(string, ...any)) bool {
	switch {
	case pc.Count < 0 || pc.Count > MaxCount:
		add("%s: count %d is out of range (1 to %d)", label, pc.Count, MaxCount)
	case pc.Max == 0 && pc.Min != 0:
		add("%s: min %d is given without max", label, pc.Min)
	case pc.Max == 0:
		return true
	case pc.Count != 0:
		add("%s: give either count or min and max, not both", label)
	case pc.Min < 0 || pc.Max < 0:
		add("%s: the range %d to %d is negative", label, pc.Min, pc.Max)
	case pc.Min > pc.Max:
		add("%s: min %d is above max %d", label, pc.Min, pc.Max)
	case pc.Max > MaxCount:
		add("%s: max %d is out of range (1 to %d)", label, pc.Max, MaxCount)
	default:
		return true
	}
	return false
}

// PieceLabel names a piece in messages: its 1-based position and its name.
func PieceLabel(index int, name string) string {
	if strings.TrimSpace(name) == "" {
		return fmt.Sprintf("piece %d", index+1)
	}
	return fmt.Sprintf("piece %d (%q)", index+1, name)
}

// checkCells reports an empty list, a coordinate out of range or a cell
// listed twice.
func checkCells(cells []Cell, limit int) error {
	if len(cells) == 0 {
		return errors.New("no cells")
	}
	if len(cells) > limit {
		return fmt.Errorf("%d cells; at most %d are allowed", len(cells), limit)
	}
	seen := make(map[Cell]bool, len(cells))
	for _, c := range cells {
		for _, v := range c {
			if v < 0 {
				return fmt.Errorf("cell %v has a negative coordinate", c)
			}
			if v > MaxCoord {
				return fmt.Errorf("cell %v is out of range (coordinates go from 0 to %d)", c, MaxCoord)
			}
		}
		if seen[c] {
			return fmt.Errorf("cell %v is listed twice", c)
		}
		seen[c] = true
	}
	return nil
}

// describeApart names the cells that are not connected to the first one.
func describeApart(g *Grid, cells []Cell) string {
	joined := map[int]bool{}
	for _, i := range g.connectedFrom(cells, 0) {
		joined[i] = true
	}
	var apart []string
	for i, c := range cells {
		if !joined[i] {
			apart = append(apart, c.String())
		}
	}
	if len(apart) > 4 {
		apart = append(apart[:4], "…")
	}
	return "cells " + strings.Join(apart, " ") + " do not touch the rest by a face"
}

func (t *Target) check() error {
	switch {
	case t.Box != nil && len(t.Cells) > 0:
		return errors.New("give either a box or cells, not both")
	case t.Box == nil && len(t.Cells) == 0:
		return errors.New("give a box or a list of cells")
	case t.Box != nil:
		n := 1
		for i, v := range t.Box {
			if v < 1 || v > MaxCoord+1 {
				return fmt.Errorf("box size %d on axis %c is out of range (1 to %d)", v, "xyz"[i], MaxCoord+1)
			}
			n *= v
		}
		if n > MaxTargetCells {
			return fmt.Errorf("box %dx%dx%d has %d cells; at most %d are allowed", t.Box[0], t.Box[1], t.Box[2], n, MaxTargetCells)
		}
	default:
		if err := checkCells(t.Cells, MaxTargetCells); err != nil {
			return err
		}
	}
	if len(t.Optional) > 0 {
		if err := checkCells(t.Optional, MaxTargetCells); err != nil {
			return fmt.Errorf("optional %v", err)
		}
	}
	if required, optional := t.Split(); len(required)+len(optional) > MaxTargetCells {
		return fmt.Errorf("%d cells; at most %d are allowed", len(required)+len(optional), MaxTargetCells)
	}
	return nil
}

// BoxTooLarge reports a box target whose cells cannot be listed: a side
// out of range, or more cells than a target may have. Checking the sides
// first keeps the product from overflowing.
func (t *Target) BoxTooLarge() bool {
	b := t.Box
	if b == nil {
		return false
	}
	for _, v := range b {
		if v < 1 || v > MaxCoord+1 {
			return true
		}
	}
	return b[0]*b[1]*b[2] > MaxTargetCells
}

// Split returns the target's required and optional cells, each sorted and
// without repeats. A cell listed both as a target cell and as optional is
// optional.
func (t *Target) Split() (required, optional []Cell) {
	opt := make(map[Cell]bool, len(t.Optional))
	for _, c := range t.Optional {
		if !opt[c] {
			opt[c] = true
			optional = append(optional, c)
		}
	}
	add := func(c Cell) {
		if !opt[c] {
			required = append(required, c)
		}
	}
	if t.Box != nil {
		for z := range t.Box[2] {
			for y := range t.Box[1] {
				for x := range t.Box[0] {
					add(Cell{x, y, z})
				}
			}
		}
	} else {
		seen := make(map[Cell]bool, len(t.Cells))
		for _, c := range t.Cells {
			if !seen[c] {
				seen[c] = true
				add(c)
			}
		}
	}
	SortCells(required)
	SortCells(optional)
	return required, optional
}
