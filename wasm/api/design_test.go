package api

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
	"github.com/cubist/cubist/solver/examples"
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

// TestDesignFromNothing designs from a box and from a puzzle's target,
// each cut into pieces by the request's seed, as the Design panel asks.
func TestDesignFromNothing(t *testing.T) {
	s := &Service{}
	p, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	soma := string(solver.FormatJSON(p))
	for _, req := range []DesignRequest{
		{Box: "3x3x3", Pieces: 5, Seed: 4},
		{Puzzle: soma, Pieces: 6, Seed: 2},
	} {
		var last design.Variant
		res, err := s.Design(context.Background(), req, time.Second, nil, func(v design.Variant) { last = v })
		if err != nil || !res.Met {
			t.Fatalf("%+v: met %v, err %v", req, res.Met, err)
		}
		if len(last.Puzzle.Pieces) != req.Pieces || !last.Unique() || !last.ComesApart {
			t.Errorf("%+v: the last variant found has %d pieces: %+v", req, len(last.Puzzle.Pieces), last)
		}
		if cells := len(last.Puzzle.Target.Cells); last.Puzzle.Target.Box == nil && cells != 27 {
			t.Errorf("%+v: the target has %d cells", req, cells)
		}
	}
	for _, c := range []struct {
		req  DesignRequest
		want string
	}{
		{DesignRequest{Box: "3x3", Pieces: 4}, "XxYxZ"},
		{DesignRequest{Box: "3x3x3", Pieces: 1}, "2 or more"},
		{DesignRequest{Box: "3x3x3", Pieces: 40}, "cannot fill"},
		{DesignRequest{Puzzle: soma, Pieces: 1}, "2 or more"},
	} {
		if _, err := s.Design(context.Background(), c.req, time.Second, nil, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.req, err, c.want)
		}
	}
}
