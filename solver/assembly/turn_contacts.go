//go:build !page || turns

package assembly

import (
	"math/bits"

	"github.com/cubist/cubist/solver"
)

// Before any turn is looked at closely, the lines a group can start to
// turn about are narrowed from where it touches other pieces. A point of
// an edge a turning square shares with a neighbour of another piece moves
// across that neighbour at the start unless the line lies on the right
// side of the point, and the sides run along the axes: with the
// neighbour across +x, a turn counterclockwise about z needs the line at
// or below the edge. So each way to turn about each axis leaves a box of
// lines, found from the least and greatest coordinates of the cells that
// touch across each direction: per pair of pieces at each offset, kept
// like the gaps, and empty at most positions of a puzzle that holds
// together. Only a box with lines left costs more.

// contacts says where one piece touches another at one offset: for each
// direction d of directions, the least and greatest coordinate along
// each other axis (the next after d's, then the one after: see across)
// of the first piece's cells whose neighbour along d is the other's, as
// its shape lies; least above greatest where none is.
type contacts struct {
	at   [6][2][2]int8
	dirs uint8 // bit d set where some cube touches across d
}

// across lists, per direction of directions, the other two axes.
var across = [6][2]int{{1, 2}, {1, 2}, {2, 0}, {2, 0}, {0, 1}, {0, 1}}

// noContacts is the contacts of pieces that do not touch.
var noContacts = func() (c contacts) {
	for d := range c.at {
		for a := range c.at[d] {
			c.at[d][a] = [2]int8{127, -128}
		}
	}
	return c
}()

// meet finds, in t.pairs, where each two pieces i < j of the part at
// position cur touch, the gap matrix m being the position's: pieces that
// do not stop each other at once do not touch. Where i meets j across a
// direction, j meets i across the other way at the same coordinates
// across it, so one answer serves both. A position shares most pairs
// with the one before it.
func (t *turner) meet(cur []int16, m *matrix) {
	n := len(cur) / 4
	if len(t.pairs) < n*n {
		t.pairs, t.pairKeys = make([]*contacts, n*n), make([]uint64, n*n)
	}
	for i := range n {
		var near uint64 // the pieces that touch i
		for dir := range m.nd {
			near |= m.touch[dir*n+i]
		}
		for j := i + 1; j < n; j++ {
			if near&(1<<j) == 0 {
				t.pairs[i*n+j] = &noContacts
				continue
			}
			si, sj := uint64(cur[4*i+3]), uint64(cur[4*j+3])
			key := si<<54 | sj<<44 | uint64((cur[4*j]-cur[4*i])&0xfff)<<24 | uint64((cur[4*j+1]-cur[4*i+1])&0xfff)<<12 | uint64((cur[4*j+2]-cur[4*i+2])&0xfff)
			if t.pairKeys[i*n+j] != key || t.pairs[i*n+j] == nil {
				t.pairKeys[i*n+j], t.pairs[i*n+j] = key, t.contact(key)
			}
		}
	}
}

// onto shifts a line of one piece onto another's scale, by cells along
// the line, 0 where it falls outside.
func onto(m uint64, by int) uint64 {
	switch {
	case by >= 64 || by <= -64:
		return 0
	case by >= 0:
		return m << uint(by)
	}
	return m >> uint(-by)
}

// contact returns where shape si touches shape sj, sj being at offset off
// from si, as key packs them (see gapCache.pair), and keeps the answer.
func (t *turner) contact(key uint64) *contacts {
	slot := t.touching.slot(key)
	if c := t.touching.vals[slot]; c != nil {
		return c
	}
	si, sj := int(key>>54), int(key>>44&0x3ff)
	var off solver.Cell
	for a := range 3 {
		off[a] = int(int16(key>>(24-12*a)&0xfff<<4) >> 4) // 12 bits, signed
	}
	c := new(contacts)
	*c = noContacts
	ri, rj := t.gaps.rows[si], t.gaps.rows[sj]
	// As pairGaps reads them: the lines of si along each axis that meet
	// sj's box, sj's line shifted onto si's scale; a cube touches across
	// +a where the next bit of sj's line is set.
	for a := range 3 {
		b, k := (a+1)%3, (a+2)%3
		var shift [3]int
		for x := range 3 {
			shift[x] = rj.lo[x] + off[x] - ri.lo[x]
		}
		u0, u1 := max(0, shift[b]), min(ri.size[b], shift[b]+rj.size[b])
		v0, v1 := max(0, shift[k]), min(ri.size[k], shift[k]+rj.size[k])
		d := shift[a]
		if d <= -64 || d >= 64 {
			continue
		}
		for u := u0; u < u1; u++ {
			li := ri.line[a][u*ri.size[k]+v0 : u*ri.size[k]+v1]
			lj := rj.line[a][(u-shift[b])*rj.size[k]+v0-shift[k]:]
			for x, mi := range li {
				if mi == 0 {
					continue
				}
				// Across +a, then -a: si's cells with sj's next above,
				// next below.
				mj := lj[x]
				for dir, touch := range [2]uint64{mi & onto(mj, d-1), mi & onto(mj, d+1)} {
					if touch == 0 {
						continue
					}
					c.dirs |= 1 << (2*a + dir)
					e := &c.at[2*a+dir] // b and k are its axes across
					at := [2]int8{int8(ri.lo[b] + u), int8(ri.lo[k] + v0 + x)}
					e[0] = [2]int8{min(e[0][0], at[0]), max(e[0][1], at[0])}
					e[1] = [2]int8{min(e[1][0], at[1]), max(e[1][1], at[1])}
				}
			}
		}
	}
	t.touching.put(slot, key, c)
	return c
}

// reach is where a group touches the other pieces of its part: for each
// direction d of directions and each axis across it (see across), the
// least and greatest coordinate, in the part's frame, of its cells whose
// neighbour along d is another piece's; least above greatest where none
// is.
type reach [6][2][2]int32

// touches gathers where group g of the part at position cur (whose
// contacts meet has found) touches the rest; singles holds each piece's
// own (see alone).
func (t *turner) touches(g uint64, cur []int16, singles []reach) *reach {
	if bits.OnesCount64(g) == 1 {
		return &singles[bits.TrailingZeros64(g)]
	}
	out := &t.together
	n := len(cur) / 4
	if i, j := bits.TrailingZeros64(g), 63-bits.LeadingZeros64(g); bits.OnesCount64(g) == 2 && t.pairs[i*n+j].dirs == 0 {
		// Two that do not touch each other touch the rest as each does.
		for d := range out {
			for a := range out[d] {
				x, y := singles[i][d][a], singles[j][d][a]
				out[d][a] = [2]int32{min(x[0], y[0]), max(x[1], y[1])}
			}
		}
		return out
	}
	*out = noReach
	for i := range n {
		if g&(1<<i) == 0 {
			continue
		}
		for j := range n {
			if g&(1<<j) != 0 {
				continue
			}
			// i's cells that meet j across d, or j's that meet i across
			// the other way, which lie at the same coordinates across.
			a, flip := i, 0
			if j < i {
				a, flip = j, 1
			}
			if c := t.pairs[a*n+i+j-a]; c.dirs != 0 {
				c.into(out, cur, a, flip)
			}
		}
	}
	return out
}

// alone gathers, into out, where each piece of the part at position cur
// alone touches the rest: each two pieces once.
func (t *turner) alone(cur []int16, out []reach) []reach {
	n := len(cur) / 4
	out = out[:0]
	for range n {
		out = append(out, noReach)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if c := t.pairs[i*n+j]; c.dirs != 0 {
				c.into(&out[i], cur, i, 0)
				c.into(&out[j], cur, i, 1)
			}
		}
	}
	return out
}

// into widens r by where piece a of the part at position cur meets
// another as c says; flip 1 for the other's side, which meets a the
// other way at the same coordinates across.
func (c *contacts) into(r *reach, cur []int16, a, flip int) {
	off := [3]int32{int32(cur[4*a]), int32(cur[4*a+1]), int32(cur[4*a+2])}
	for ds := c.dirs; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros8(ds)
		e, o, ax := &c.at[d], &r[d^flip], &across[d]
		o[0][0], o[0][1] = min(o[0][0], int32(e[0][0])+off[ax[0]]), max(o[0][1], int32(e[0][1])+off[ax[0]])
		o[1][0], o[1][1] = min(o[1][0], int32(e[1][0])+off[ax[1]]), max(o[1][1], int32(e[1][1])+off[ax[1]])
	}
}

// noReach is the reach of a group that touches nothing.
var noReach = func() (r reach) {
	for d := range r {
		for a := range r[d] {
			r[d][a] = [2]int32{1 << 30, -1 << 30}
		}
	}
	return r
}()

// starts narrows boxes of lines, per axis doubled coordinates across it
// (low and high of the next axis, then of the one after), to the lines
// the group that touches as r says can start to turn about, for each
// axis and way (1 counterclockwise, then -1 clockwise: see startBound).
// A box comes back empty (low above high) where no line is left. Each
// direction with a contact bounds four of the six boxes; half is
// edgeHalf's.
func (r *reach) starts(boxes [3][4]int32, half int32) (out [3][2][4]int32) {
	for axis, box := range boxes {
		out[axis] = [2][4]int32{box, box}
	}
	for d := range r {
		for _, u := range startUses[d] {
			e := r[d][u.along]
			if e[0] > e[1] {
				continue // no cube of the group touches another across d
			}
			box := &out[u.axis][u.way]
			// A low bound from the cube furthest along, a high one from
			// the cube least along.
			if u.bound%2 == 0 {
				box[u.bound] = max(box[u.bound], 2*e[1]+1+half)
			} else {
				box[u.bound] = min(box[u.bound], 2*e[0]+1-half)
			}
		}
	}
	return out
}

// startUse is one box of lines a contact across a direction bounds: the
// axis turned about, the way (0 for 1, 1 for -1), the coordinate of
// the contact read (see across) and the bound it sets (see startBound).
type startUse struct {
	axis, way, along, bound int
}

// startUses lists, per direction, the boxes a contact across it bounds.
var startUses = func() (out [6][4]startUse) {
	n := [6]int{}
	for axis := range 3 {
		for w, way := range [2]int32{1, -1} {
			for i, d := range crossDirs[axis] {
				out[d][n[d]] = startUse{axis: axis, way: w, along: i / 2, bound: startBound(axis, d, way)}
				n[d]++
			}
		}
	}
	return out
}()

// lineBoxes is the box of lines through a group in lo..hi, its ends
// included, across each axis (see starts).
func lineBoxes(lo, hi solver.Cell) (out [3][4]int32) {
	for axis := range 3 {
		b, k := (axis+1)%3, (axis+2)%3
		out[axis] = [4]int32{int32(2 * lo[b]), int32(2*hi[b] + 2), int32(2 * lo[k]), int32(2*hi[k] + 2)}
	}
	return out
}

// crossDirs lists, per axis, the directions across it: along the next
// axis, then along the one after.
var crossDirs = func() (out [3][4]int) {
	for axis := range 3 {
		b, k := (axis+1)%3, (axis+2)%3
		out[axis] = [4]int{2 * b, 2*b + 1, 2 * k, 2*k + 1}
	}
	return out
}()

// startBound says which bound of a box of lines (see starts: 0 and 2 low,
// 1 and 3 high) a neighbour of another piece across direction d, across
// axis, puts on the lines a cube can start to turn about, way 1
// counterclockwise and -1 clockwise, without pressing into it. A point of
// the edge they share moves across it at the start unless the line lies
// on the right side of the point, and the sides run along the axes:
// counterclockwise a point p moves by (-(p-line)_k, (p-line)_b), so
// across +b the line must lie at or below the edge along k, across -b at
// or above it, across +k at or beyond it along b, across -k at or before
// it. Clockwise, the other way.
func startBound(axis, d int, way int32) int {
	plus := d%2 == 0 != (way < 0)
	switch {
	case d/2 == (axis+1)%3 && plus:
		return 3
	case d/2 == (axis+1)%3:
		return 2
	case plus:
		return 0
	}
	return 1
}

// narrow narrows box by bound for a cube whose centre, doubled, lies at
// at along the bound's axis: the edge runs half either side of its
// middle (doubled), and the line must clear the whole of it.
func narrow(box *[4]int32, bound int, at, half int32) {
	if bound%2 == 0 {
		box[bound] = max(box[bound], at+half)
	} else {
		box[bound] = min(box[bound], at-half)
	}
}

// edgeHalf is how far, doubled, an edge that a neighbour always touches
// runs either side of its middle: the whole edge, or where bevelled only
// its middle.
func (t *turner) edgeHalf() int32 {
	if t.bevel > 0 {
		return 0
	}
	return 1
}
