package design

import (
	"context"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/assembly"
)

// show offers a chain's start and each new best, judged now where
// examine did not, when the chain walks first on how variants move: the
// list then shows how far the walk toward a level has come. It counts as
// examine does, with the chain's quick counter q where there is one.
func (s *searchState) show(ctx context.Context, q *quick, st step) {
	if s.opt.MinLevel < 2 && s.opt.MaxFree <= 0 {
		return
	}
	p := st.p
	if p == nil {
		p = st.d.puzzle(s.puzzle, s.names, s.colors)
	}
	if !st.judged {
		j, err := s.judge(ctx, q, st.d, st.d.solution(s.names), p, false)
		if err != nil {
			return
		}
		st.j = j
	}
	s.offer(st.d, p, st.j)
}

// judge counts a variant's classes of solutions as examine does, with
// the chain's quick counter q where there is one (see count), and takes
// it apart as the package's judge does: d, own as a solution, p as a
// puzzle; deep as for takeApart.
func (s *searchState) judge(ctx context.Context, q *quick, d *dissection, own solver.Solution, p *solver.Puzzle, deep bool) (judgement, error) {
	c, _, err := s.count(ctx, q, d, own, p, classCap)
	if err != nil {
		return judgement{}, err
	}
	j := takeApart(p, own, c.unique(), deep, s.last)
	j.classes, j.stats, j.quick = c.classes, c.stats, c.quick
	return j, nil
}

// offer keeps a judged variant among the best, and reports progress now
// and then. p is d's puzzle, or nil to have it made here, where the
// variant is not below every one kept: most are.
func (s *searchState) offer(d *dissection, p *solver.Puzzle, j judgement) {
	if s.below(j) {
		return
	}
	if p == nil {
		p = d.puzzle(s.puzzle, s.names, s.colors)
	}
	key := d.key()
	if j.quick && !j.unique() && s.keeps(j, d, key) {
		// A variant kept is counted by the search engines too, for the
		// counts it reports, but for a unique one, whose solutions the
		// quick count gives.
		c, _, err := count(s.outer, p, classCap)
		if err != nil {
			return
		}
		j.classes, j.stats, j.quick = c.classes, c.stats, false
	}
	// What every chain offers often is made outside the lock; the
	// solution only for a variant that is kept, which is rare.
	v := j.variant()
	v.Puzzle, v.Changed, v.key = p, d.changed(s.start), key
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.best {
		if b.key == key {
			return
		}
	}
	if len(s.best) < s.opt.Keep || Compare(s.best[len(s.best)-1], v) > 0 {
		v.Solution = d.solution(s.names)
		if v.Unique() && v.ComesApart {
			g := p.GridOf()
			v.Notation = assembly.Disassemble(v.Solution, assembly.Limits{Groups: assembly.GroupsOf(p), Stay: s.last + 1, Grid: g}).Notation
		}
	}
	var i int
	s.best, i = Insert(s.best, v, s.opt.Keep)
	found := i < s.opt.Keep && s.opt.Found != nil
	if found {
		s.opt.Found(v)
	}
	s.progress(found)
}

// below reports whether a variant so judged is worse than every one kept,
// where as many as asked are kept: most are, and offer leaves them out
// before it lists their changed cubes. It reports progress now and then.
func (s *searchState) below(j judgement) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.best) < s.opt.Keep || s.best[len(s.best)-1].judged().score() <= j.variant().judged().score() {
		return false
	}
	s.progress(false)
	return true
}

// progress reports progress, where asked for: about every
// Options.ProgressInterval, and with each variant found, so that no list
// shows a variant beside "0 variants tried". The caller holds s.mu.
func (s *searchState) progress(found bool) {
	if s.opt.Progress != nil && len(s.best) > 0 && (found || time.Since(s.lastProgress) >= s.opt.ProgressInterval) {
		s.lastProgress = time.Now()
		s.opt.Progress(Progress{Tried: int(s.tried.Load()), Best: s.best[0], Seconds: time.Since(s.began).Seconds()})
	}
}

// keeps reports whether offer would keep a variant so judged among the
// best.
func (s *searchState) keeps(j judgement, d *dissection, key string) bool {
	v := j.variant()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.best {
		if b.key == key {
			return false
		}
	}
	if len(s.best) < s.opt.Keep {
		return true
	}
	v.Changed = d.changed(s.start)
	return Compare(s.best[len(s.best)-1], v) > 0
}

// variant is a variant so judged, without its puzzle: how a variant
// with several solutions comes apart is left out.
func (j judgement) variant() Variant {
	if !j.unique() {
		j.apart, j.level, j.moves, j.opens, j.free, j.early = false, 0, 0, 0, 0, 0
	}
	return Variant{Classes: j.classes, ComesApart: j.apart, Level: j.level, Moves: j.moves, Openings: j.opens, Free: j.free, LeftBehind: j.early, NotTakenApart: j.noApart,
		Solutions: j.stats.Solutions, Distinct: j.stats.Distinct, DistinctMirror: j.stats.DistinctMirror}
}
