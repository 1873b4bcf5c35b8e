package solver

import "strings"

// Palette is the colour-blind-safe set of piece colours: Okabe and Ito's
// eight, then Paul Tol's muted scheme. Pieces past its end reuse it.
var Palette = []string{
	"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999",
	"#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499",
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
