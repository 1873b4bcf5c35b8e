package design

// tidy takes a variant that meets the goal back toward the start, one
// cube at a time, as long as it still meets the goal at its level or
// higher: of variants as good, the one with fewer changed cubes is the
// better puzzle to hand a designer. It runs after the other chains were
// told to stop, until the search's own deadline, and counts as examine
// does, with the chain's quick counter q where there is one.
func (s *searchState) tidy(q *quick, d *dissection, j judgement) {
	ctx := s.outer
	for better := true; better && ctx.Err() == nil; {
		better = false
		for k := range d.cells {
			back, from := s.start.owner[k], d.owner[k]
			if from == back || from < 0 || ctx.Err() != nil {
				continue
			}
			next := d.clone()
			if !next.give(k, back, s.opt.MinSize, s.opt.MaxSize) {
				continue
			}
			own := next.solution(s.names)
			if !s.opt.AllowAlike && alike(s.puzzle.GridOf(), own, s.puzzle.Mirror) {
				continue
			}
			p := next.puzzleOf(s.puzzle, own, s.colors)
			nj, err := s.judge(ctx, q, next, own, p, s.opt.MinLevel >= 2)
			if err != nil || !nj.meets(s.opt) || nj.level < j.level {
				continue
			}
			d, j, better = next, nj, true
			s.tried.Add(1)
			s.offer(d, p, j)
		}
	}
}
