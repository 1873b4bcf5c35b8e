package api

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
)

// TestDesignChain runs one worker's chain of a design search on a random
// 3x3x3 set, as the page does, and checks what it streams.
func TestDesignChain(t *testing.T) {
	p, err := solver.RandomDissection([3]int{3, 3, 3}, 6, 3, 6, 3)
	if err != nil {
		t.Fatal(err)
	}
	req := DesignRequest{Puzzle: string(solver.FormatJSON(p)), Seed: 1, Chain: 2}
	var found []string
	s := &Service{}
	res, err := s.Design(context.Background(), req, time.Millisecond, func(DesignProgress) {}, func(v design.Variant) {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		found = append(found, string(data))
	})
	if err != nil || !res.Met || res.Tried == 0 {
		t.Fatalf("met %v after %d tried, err %v", res.Met, res.Tried, err)
	}
	var best design.Variant
	if err := json.Unmarshal([]byte(found[len(found)-1]), &best); err != nil {
		t.Fatal(err)
	}
	if !best.Unique() || !best.ComesApart || best.Level < 1 || best.Distinct < 1 {
		t.Fatalf("the last variant found is %+v", best)
	}
	for _, bad := range []DesignRequest{
		{Puzzle: req.Puzzle, MinSize: 3},
		{Puzzle: req.Puzzle, MinSize: 4, MaxSize: 3},
		{Puzzle: req.Puzzle, MinLevel: -1},
		{Puzzle: "{"},
	} {
		if _, err := s.Design(context.Background(), bad, time.Second, nil, nil); err == nil {
			t.Errorf("%+v was taken", bad)
		}
	}
	_, err = s.Design(context.Background(), DesignRequest{Puzzle: req.Puzzle, MinSize: 6, MaxSize: 6}, time.Second, nil, nil)
	if err == nil || !strings.Contains(err.Error(), "sizes") {
		t.Errorf("sizes no start piece fits: %v", err)
	}
}
