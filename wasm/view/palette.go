package view

import (
	"strconv"
	"strings"
)

// Palette is the colour-blind-safe set of piece colours: Okabe and Ito's
// eight, then Paul Tol's muted scheme. Pieces past its end reuse it.
var Palette = []string{
	"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999",
	"#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499",
}

// PieceColor is the colour of piece i: its own if it has a valid one.
func PieceColor(i int, own string) [3]float32 {
	if c, ok := parseHex(own); ok {
		return c
	}
	c, _ := parseHex(Palette[i%len(Palette)])
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
