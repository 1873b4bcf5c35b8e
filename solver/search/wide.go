package search

import "math/bits"

// wideCells is the most cells a wide board holds.
const wideCells = 256

// wide is a set of up to 256 cells of a bounding box, one bit a cell, in
// four machine words: bit b is bit b%64 of word b/64. It is a struct, not
// an array, so that the compiler keeps it in registers, and its
// operations are written out word by word: as arrays, or loops, or
// generic code, they cost several times as much.
type wide struct{ w0, w1, w2, w3 uint64 }

func (a wide) and(b wide) wide { return wide{a.w0 & b.w0, a.w1 & b.w1, a.w2 & b.w2, a.w3 & b.w3} }

func (a wide) or(b wide) wide { return wide{a.w0 | b.w0, a.w1 | b.w1, a.w2 | b.w2, a.w3 | b.w3} }

func (a wide) andNot(b wide) wide {
	return wide{a.w0 &^ b.w0, a.w1 &^ b.w1, a.w2 &^ b.w2, a.w3 &^ b.w3}
}

func (a wide) xor(b wide) wide { return wide{a.w0 ^ b.w0, a.w1 ^ b.w1, a.w2 ^ b.w2, a.w3 ^ b.w3} }

func (a wide) not() wide { return wide{^a.w0, ^a.w1, ^a.w2, ^a.w3} }

// empty reports whether no bit is set.
func (a wide) empty() bool { return a.w0|a.w1|a.w2|a.w3 == 0 }

// word returns the word that holds bit b.
func (a *wide) word(b uint) *uint64 {
	switch b >> 6 & 3 {
	case 0:
		return &a.w0
	case 1:
		return &a.w1
	case 2:
		return &a.w2
	}
	return &a.w3
}

// set adds bit b.
func (a *wide) set(b uint) { *a.word(b) |= 1 << (b & 63) }

// clear removes bit b.
func (a *wide) clear(b uint) { *a.word(b) &^= 1 << (b & 63) }

// has returns bit b, as 0 or 1.
func (a wide) has(b uint) uint64 { return *a.word(b) >> (b & 63) & 1 }

// first returns the lowest bit set; a must not be empty.
func (a wide) first() uint {
	switch {
	case a.w0 != 0:
		return uint(bits.TrailingZeros64(a.w0))
	case a.w1 != 0:
		return 64 + uint(bits.TrailingZeros64(a.w1))
	case a.w2 != 0:
		return 128 + uint(bits.TrailingZeros64(a.w2))
	}
	return 192 + uint(bits.TrailingZeros64(a.w3))
}

// down returns a shifted toward bit 0 by n bits, 0 < n < 64: bit b of the
// result is bit b+n of a.
func (a wide) down(n uint) wide {
	n &= 63
	m := 64 - n
	return wide{a.w0>>n | a.w1<<m, a.w1>>n | a.w2<<m, a.w2>>n | a.w3<<m, a.w3 >> n}
}

// up returns a shifted away from bit 0 by n bits, 0 < n < 64: bit b+n of
// the result is bit b of a.
func (a wide) up(n uint) wide {
	n &= 63
	m := 64 - n
	return wide{a.w0 << n, a.w1<<n | a.w0>>m, a.w2<<n | a.w1>>m, a.w3<<n | a.w2>>m}
}
