package design

// lifespan is how many variants a chain toward a level judges before it
// gives way, at its next restart, to a new chain with a new cut of the
// target (see chain). A chain's kicks keep to the basin of its best over
// all its starts, and on 6×6×6 a chain that has not climbed to a high
// level within a few million variants seldom does later: with two chains
// over 30 minutes, seed 43 sat at the same best from 31.5 to 44.3 million
// variants, while seeds 41 and 42 met level 27 after 10.2 and 6.7 million
// variants over both chains. The smaller boxes meet their goals long
// before this.
const lifespan = 6_000_000

// chainStream is the random stream of a worker's chain, numbered from
// Options.FirstChain, in its life'th life (see lifespan): the first life's
// streams are the chains' own numbers plus one, the later ones above 2^32.
func chainStream(chain, life int) uint64 {
	return uint64(chain) + 1 + uint64(life)<<32
}
