package design

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cubist/cubist/solver"
)

// searchState is what the workers of one design search share.
type searchState struct {
	opt           Options
	start         *dissection
	puzzle        *solver.Puzzle
	names, colors []string
	began         time.Time

	tried        atomic.Int64
	mu           sync.Mutex
	best         []Variant // best first, at most opt.Keep
	lastProgress time.Time
}

// stale is how many variants a chain judges without bettering its own
// best before it goes back to that best.
const stale = 60

// chain is one worker's local search: from the start, each step moves a
// cube or two; a variant at least as good is taken, a worse one now and
// then, and after stale steps without progress the chain returns to its
// best. It ends when ctx does, or cancels it when the goal is met.
func (s *searchState) chain(ctx context.Context, cancel func(), r *rand.Rand) error {
	startJ, err := judge(ctx, s.start.puzzle(s.puzzle, s.names, s.colors))
	if ctx.Err() != nil {
		return nil // another worker met the goal first
	}
	if err != nil {
		return err
	}
	cur, curJ := s.start, startJ
	best, bestJ := cur, curJ
	seen := map[string]bool{cur.key(): true}
	idle := 0
	for ctx.Err() == nil {
		next := cur.clone()
		moved := next.move(r, s.opt.MinSize, s.opt.MaxSize)
		if moved && r.IntN(3) == 0 {
			next.move(r, s.opt.MinSize, s.opt.MaxSize)
		}
		k := next.key()
		if !moved || seen[k] {
			idle++
			if idle > stale {
				cur, curJ, idle = best, bestJ, 0
			}
			continue
		}
		seen[k] = true
		p := next.puzzle(s.puzzle, s.names, s.colors)
		if !s.opt.AllowAlike && alike(p) {
			continue
		}
		j, err := judge(ctx, p)
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			continue // a variant the search refuses (too many placements, say) is passed over
		}
		s.tried.Add(1)
		s.offer(next, p, j, k)
		if j.meets(s.opt.MinLevel) {
			cancel()
			return nil
		}
		switch {
		case j.score() > bestJ.score():
			best, bestJ, idle = next, j, 0
			cur, curJ = next, j
		case j.score() >= curJ.score() || r.IntN(20) == 0:
			cur, curJ = next, j
			idle++
		default:
			idle++
		}
		if idle > stale {
			cur, curJ, idle = best, bestJ, 0
		}
	}
	return nil
}

// offer keeps a judged variant among the best, and reports progress now
// and then.
func (s *searchState) offer(d *dissection, p *solver.Puzzle, j judgement, key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.best {
		if b.key == key {
			return
		}
	}
	v := Variant{Puzzle: p, Classes: j.classes, ComesApart: j.apart, Level: j.level, Moves: j.moves,
		Solutions: j.stats.Solutions, Distinct: j.stats.Distinct, DistinctMirror: j.stats.DistinctMirror,
		Changed: d.changed(s.start), Solution: d.solution(s.names), key: key}
	var i int
	if s.best, i = Insert(s.best, v, s.opt.Keep); i < s.opt.Keep && s.opt.Found != nil {
		s.opt.Found(v)
	}
	if s.opt.Progress != nil && len(s.best) > 0 && time.Since(s.lastProgress) >= s.opt.ProgressInterval {
		s.lastProgress = time.Now()
		s.opt.Progress(Progress{Tried: int(s.tried.Load()), Best: s.best[0], Seconds: time.Since(s.began).Seconds()})
	}
}
