package format

import (
	"errors"
	"fmt"
)

// bitWriter packs values into bytes, most significant bit first.
type bitWriter struct {
	buf []byte
	n   uint // bits used in the last byte; 8 when it is full
}

func (w *bitWriter) bit(b bool) {
	if w.n == 0 || w.n == 8 {
		w.buf = append(w.buf, 0)
		w.n = 0
	}
	if b {
		w.buf[len(w.buf)-1] |= 0x80 >> w.n
	}
	w.n++
}

// bits writes the low n bits of v.
func (w *bitWriter) bits(v uint64, n int) {
	for i := n - 1; i >= 0; i-- {
		w.bit(v>>uint(i)&1 == 1)
	}
}

// uvarint writes v in groups of seven bits, each with a flag that says
// whether another group follows.
func (w *bitWriter) uvarint(v uint64) {
	for v >= 0x80 {
		w.bits(v&0x7f|0x80, 8)
		v >>= 7
	}
	w.bits(v, 8)
}

func (w *bitWriter) str(s string) {
	w.uvarint(uint64(len(s)))
	for i := 0; i < len(s); i++ {
		w.bits(uint64(s[i]), 8)
	}
}

// errShort reports a share code whose data ends too soon.
var errShort = errors.New("the code is cut short")

// errTrailing is Standard.Inflate's error for bytes after the end of the
// compressed data.
var errTrailing = errors.New("bytes after the end of the compressed data")

// bitReader reads what a bitWriter wrote. After the first error every read
// returns zero and the error stays in err.
type bitReader struct {
	buf []byte
	pos int // bits read
	err error
}

func (r *bitReader) left() int { return len(r.buf)*8 - r.pos }

func (r *bitReader) bit() bool {
	if r.err != nil {
		return false
	}
	if r.left() < 1 {
		r.err = errShort
		return false
	}
	b := r.buf[r.pos/8]&(0x80>>uint(r.pos%8)) != 0
	r.pos++
	return b
}

func (r *bitReader) bits(n int) uint64 {
	var v uint64
	for range n {
		v <<= 1
		if r.bit() {
			v |= 1
		}
	}
	return v
}

// uvarint reads a number written by bitWriter.uvarint, refusing one above
// limit.
func (r *bitReader) uvarint(limit uint64, what string) uint64 {
	var v uint64
	for shift := 0; r.err == nil; shift += 7 {
		g := r.bits(8)
		v |= (g & 0x7f) << uint(shift)
		if v > limit || shift > 21 {
			r.fail("%s is above %d", what, limit)
			return 0
		}
		if g&0x80 == 0 {
			return v
		}
	}
	return 0
}

func (r *bitReader) str(limit int, what string) string {
	n := int(r.uvarint(uint64(limit), what+" length"))
	if r.err != nil {
		return ""
	}
	if r.left() < 8*n {
		r.err = errShort
		return ""
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.bits(8))
	}
	return string(b)
}

func (r *bitReader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, args...)
	}
}
