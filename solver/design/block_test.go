package design

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
)

// TestBlocksStopTheFirstSeparation cuts boxes at random, takes each cut
// apart, and makes every change blocks offers: each must put a cube of
// another piece on the line the first group out slides along, as the
// plan leaves the pieces just before, so that the plan's last move is no
// longer free.
func TestBlocksStopTheFirstSeparation(t *testing.T) {
	tried := 0
	for seed := range uint64(12) {
		p, err := CutBox([3]int{4, 4, 4}, 4+int(seed%3), 0, 0, seed+1)
		if err != nil {
			t.Fatal(err)
		}
		d, err := startOf(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.dig(rand.New(rand.NewPCG(seed, 3)), 1, 1); err != nil {
			t.Fatal(err)
		}
		names := make([]string, len(d.size))
		r := assembly.Disassemble(d.solution(names), assembly.Limits{})
		if !r.Apart {
			continue
		}
		first := 0
		for !r.Plan[first].Out {
			first++
		}
		for _, b := range d.blocks(r.Plan) {
			next := d.clone()
			if !next.give(b.k, b.to, 1, 64) {
				continue
			}
			if !stops(next.piecesCells(nil), r.Plan, first) {
				t.Fatalf("seed %d: giving %v to piece %d leaves the first separation free", seed, d.cells[b.k], b.to)
			}
			tried++
		}
	}
	if tried == 0 {
		t.Fatal("no change was tried")
	}
	t.Logf("%d changes stop the first separation", tried)
}

// stops reports whether, with the pieces cells as the plan leaves them
// before move first, the group move first takes out meets another piece
// on its way out.
func stops(cells [][]solver.Cell, plan []assembly.Move, first int) bool {
	poses := assembly.Poses(len(cells), plan, first)
	m := plan[first]
	moving := map[int]bool{}
	for _, i := range m.Pieces {
		moving[i] = true
	}
	held := map[solver.Cell]bool{}
	for i, cs := range cells {
		if !moving[i] {
			for _, c := range cs {
				held[poses[i].Place(c)] = true
			}
		}
	}
	var step solver.Cell
	for a := range 3 {
		step[a] = max(-1, min(1, m.By[a]))
	}
	for _, i := range m.Pieces {
		for _, c := range cells[i] {
			at := poses[i].Place(c)
			for s := 1; s <= 8; s++ {
				if held[at.Add(solver.Cell{step[0] * s, step[1] * s, step[2] * s})] {
					return true
				}
			}
		}
	}
	return false
}
