package view

import (
	"strconv"
	"strings"

	"github.com/cubist/cubist/solver"
)

// PieceColor is the colour of piece i, each channel from 0 to 1: its own
// if it has a valid one, else the palette's (see solver.PieceColor).
func PieceColor(i int, own string) [3]float32 {
	c, _ := parseHex(solver.PieceColor(i, own))
	return c
}

// copyShades are how the copies of one piece are told apart: the first
// in the piece's colour, the next darker, lighter, and so on.
var copyShades = []float32{1, 0.62, 1.3, 0.45, 1.15, 0.8}

// CopyColor is the colour of copy k (from 0) of a piece whose colour is
// c: copies of one piece differ in shade.
func CopyColor(c [3]float32, k int) [3]float32 {
	f := copyShades[k%len(copyShades)]
	for i := range c {
		if f > 1 { // lighter: toward white, keeping the hue
			c[i] += (1 - c[i]) * (f - 1)
		} else {
			c[i] *= f
		}
	}
	return c
}

// parseHex reads "#rrggbb" or "#rgb".
func parseHex(s string) ([3]float32, bool) {
	s, ok := strings.CutPrefix(strings.TrimSpace(s), "#")
	if !ok {
		return [3]float32{}, false
	}
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return [3]float32{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return [3]float32{}, false
	}
	return [3]float32{float32(v>>16&255) / 255, float32(v>>8&255) / 255, float32(v&255) / 255}, true
}
