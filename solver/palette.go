package solver

import "strings"

// Palette is the set of piece colours, drawn from Paul Tol's and Okabe
// and Ito's colour-blind-safe schemes, in the order that keeps the first
// pieces of a puzzle farthest apart: each next colour is the one whose
// least difference (CIE76 ΔE) from those before it is greatest, as seen
// with normal vision, protanopia and deuteranopia alike. The first seven
// differ by ΔE 32 or more, the first thirteen by 13.8 or more (the palette
// before this order: 17 and 3.6); TestPaletteKeepsPiecesApart measures
// it. Pieces past its end reuse it.
var Palette = []string{
	"#117733", "#332288", "#99DDFF", "#F0E442", "#4477AA", "#44BB99", "#DDCC77", "#882255", "#AAAA00",
	"#EE6677", "#77AADD", "#FFAABB", "#EE8866", "#D55E00", "#AA4499", "#CCBB44", "#CC79A7",
}

// PieceColor is the CSS colour of piece i: its own "#rrggbb" or "#rgb"
// colour if it has a valid one, else the palette's.
func PieceColor(i int, own string) string {
	if validHex(own) {
		return strings.TrimSpace(own)
	}
	return Palette[i%len(Palette)]
}

func validHex(s string) bool {
	s, ok := strings.CutPrefix(strings.TrimSpace(s), "#")
	if !ok || len(s) != 3 && len(s) != 6 {
		return false
	}
	return strings.Trim(strings.ToLower(s), "0123456789abcdef") == ""
}
