package search

// pieceEngine is an engine that can weigh the pieces (pieceRule) as well
// as the cells, or not.
type pieceEngine interface {
	engine
	setPieces(on bool)
}

// pieceDives is how many random dives estimate the tree's size with and
// without the pieces' rule; pieceCost is how much smaller the rule must
// make the tree. A node costs 1.6 times as much with the rule (175 and
// 178 ns against 109 and 114 ns natively, on the solid pentominoes in a
// 3x4x5 box and a random 4x4x4 set of 11 pieces); 2 leaves room for the
// estimates' error: 1024 dives put that 4x4x4 set's tree at 25.0 million
// nodes without the rule and 13.8 million with it, where the searches
// take 18.8 and 17.5 million.
const (
	pieceDives = 1024
	pieceCost  = 2.0
	pieceTree  = 1 << 20 // the least tree, in nodes, the rule is weighed for
	maxMeets   = 1 << 21 // the most words of meets rows the rule may take
)

// piecesPay reports whether the pieces' rule is estimated to search the
// problem faster: its tree, times pieceCost, smaller than the tree
// without it. On the solid pentominoes in a 3x4x5 box the rule takes the
// tree from 103 million nodes to 25 million; on random sets of 10 or 11
// pieces of 5 to 7 cubes, whose pieces have hundreds of places to the
// cells' tens, it takes off less than a tenth, less than it costs.
//
// It records the estimate of the tree it chooses in pr.tree.
func (pr *Problem) piecesPay(e pieceEngine, live *liveSet) bool {
	var size [2]float64
	for i, on := range []bool{false, true} {
		if on {
			*live = pr.newLiveSet()
		}
		e.setPieces(on)
		if !on {
			// A few dives first, on a stream of their own: a tree they
			// put far below pieceTree is not weighed further (a random
			// 5x5x5 set of 12 pieces with a hidden hole has 14,201
			// nodes, which 1024 dives took 13 ms to estimate, against 14
			// ms to search).
			q := searcherOn(pr, e.clone())
			q.dive = newDive(len(q.idx), 1)
			if few := q.dive.estimate(q, nil, pieceDives/16); few < pieceTree/16 {
				pr.tree = few
				return false
			}
		}
		s := searcherOn(pr, e.clone())
		v := newDive(len(s.idx), 0)
		s.dive = v
		size[i] = v.estimate(s, nil, pieceDives)
		if size[0] < pieceTree {
			pr.tree = size[0]
			return false // too small a tree to gain on: the design search judges thousands
		}
	}
	on := size[1]*pieceCost < size[0]
	pr.tree = size[b2i(on)]
	return on
}

// weighPieces turns the pieces' rule on in engine e, whose live set is
// live, where pr.pieceRule asks for it or piecesPay finds that it pays,
// and leaves live empty otherwise. The live set is made only where the
// rule is weighed: its rows of what each placement meets cost more to
// make than a small tree costs to search (12 of the 88 ms a random 5x5x5
// set of 12 pieces with a hidden hole took to compile and count).
func (pr *Problem) weighPieces(e pieceEngine, live *liveSet) {
	on := pr.pieceRule > 0
	if on {
		*live = pr.newLiveSet()
	} else if pr.pieceRule == 0 {
		on = pr.piecesPay(e, live)
	}
	e.setPieces(on)
	if !on {
		*live = liveSet{}
	}
}

// pieceName is an engine's name, with "+pieces" where it weighs the
// pieces too (pieceRule).
func pieceName(engine string, pieces bool) string {
	if pieces {
		return engine + "+pieces"
	}
	return engine
}
