package assembly

import (
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

// valid checks an order step by step, without the search's tables: each
// piece must have nothing placed above its cells, and a cell on the floor
// or right above a placed cell.
func valid(sol solver.Solution, order []int) bool {
	if len(order) != len(sol.Pieces) {
		return false
	}
	floor := 1 << 30
	for _, p := range sol.Pieces {
		for _, c := range p.Cells {
			floor = min(floor, c[2])
		}
	}
	placed := map[solver.Cell]bool{}
	used := map[int]bool{}
	for _, i := range order {
		if used[i] {
			return false
		}
		used[i] = true
		resting := false
		for _, c := range sol.Pieces[i].Cells {
			for p := range placed {
				if p[0] == c[0] && p[1] == c[1] && p[2] > c[2] {
					return false
				}
			}
			if c[2] == floor || placed[solver.Cell{c[0], c[1], c[2] - 1}] {
				resting = true
			}
		}
		if !resting {
			return false
		}
		for _, c := range sol.Pieces[i].Cells {
			placed[c] = true
		}
	}
	return true
}

// anyValid tries every order of the pieces.
func anyValid(sol solver.Solution) bool {
	n := len(sol.Pieces)
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	var try func(k int) bool
	try = func(k int) bool {
		if k == n {
			return valid(sol, perm)
		}
		for i := k; i < n; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			if try(k + 1) {
				return true
			}
			perm[k], perm[i] = perm[i], perm[k]
		}
		return false
	}
	return try(0)
}

func solutions(t *testing.T, name string, limit int) []solver.Solution {
	t.Helper()
	p, err := examples.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return found(t, p, search.EmitDistinct, limit)
}

func TestOrderMatchesExhaustiveCheck(t *testing.T) {
	feasible, infeasible := 0, 0
	for _, sol := range solutions(t, "soma", 120) {
		order, ok := Order(sol)
		if ok {
			feasible++
			if !valid(sol, order) {
				t.Fatalf("order %v is not a valid building order", order)
			}
		} else {
			infeasible++
			if anyValid(sol) {
				t.Fatalf("a building order exists, but Order found none")
			}
			if len(order) != len(sol.Pieces) {
				t.Fatalf("fallback order %v", order)
			}
		}
	}
	t.Logf("of 120 Soma solutions, %d can be built by lowering pieces, %d cannot", feasible, infeasible)
	if feasible == 0 {
		t.Error("no Soma solution can be built")
	}
}

func TestBedlamOrders(t *testing.T) {
	feasible := 0
	for _, sol := range solutions(t, "bedlam", 30) {
		if order, ok := Order(sol); ok {
			feasible++
			if !valid(sol, order) {
				t.Fatalf("order %v is not a valid building order", order)
			}
		}
	}
	t.Logf("of 30 Bedlam solutions, %d can be built by lowering pieces", feasible)
}

func TestBottomUpFallback(t *testing.T) {
	// A piece hooked under another: B's top cell lies above A's cell, and A
	// can only rest on B. Neither can go first.
	sol := solver.Solution{Pieces: []solver.Placed{
		{Name: "A", Cells: []solver.Cell{{1, 0, 1}, {1, 0, 2}}},
		{Name: "B", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {1, 0, 3}}},
	}}
	if anyValid(sol) {
		t.Fatal("the hooked pieces can be built after all")
	}
	order, ok := Order(sol)
	if ok || len(order) != 2 || order[0] != 1 {
		t.Fatalf("got %v, %v; want bottom-up [1 0], not feasible", order, ok)
	}
}
