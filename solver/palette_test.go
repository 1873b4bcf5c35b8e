package solver_test

import (
	"math"
	"strconv"
	"testing"

	"github.com/cubist/cubist/solver"
)

// lab converts an sRGB colour "#rrggbb", seen through a colour-vision
// matrix on linear RGB (nil for normal vision), to CIELAB (D65).
func lab(t *testing.T, hex string, vision *[3][3]float64) [3]float64 {
	t.Helper()
	var rgb [3]float64
	for i := range 3 {
		v, err := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		if err != nil {
			t.Fatalf("%s: %v", hex, err)
		}
		c := float64(v) / 255
		if c <= 0.04045 {
			rgb[i] = c / 12.92
		} else {
			rgb[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	if vision != nil {
		var seen [3]float64
		for i := range 3 {
			for j := range 3 {
				seen[i] += vision[i][j] * rgb[j]
			}
			seen[i] = min(1, max(0, seen[i]))
		}
		rgb = seen
	}
	x := (0.4124*rgb[0] + 0.3576*rgb[1] + 0.1805*rgb[2]) / 0.95047
	y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	z := (0.0193*rgb[0] + 0.1192*rgb[1] + 0.9505*rgb[2]) / 1.08883
	f := func(v float64) float64 {
		if v > 0.008856 {
			return math.Cbrt(v)
		}
		return 7.787*v + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// Protanopia and deuteranopia, as Viénot, Brettel and Mollon (1999)
// simulate them on linear RGB.
var (
	protan = &[3][3]float64{{0.11238, 0.88762, 0}, {0.11238, 0.88762, 0}, {0.00401, -0.00401, 1}}
	deutan = &[3][3]float64{{0.29275, 0.70725, 0}, {0.29275, 0.70725, 0}, {-0.02234, 0.02234, 1}}
)

// leastDifference is the smallest CIE76 ΔE between any two of the first
// n colours of the palette, over normal vision, protanopia and
// deuteranopia.
func leastDifference(t *testing.T, palette []string, n int) float64 {
	least := math.Inf(1)
	for _, vision := range []*[3][3]float64{nil, protan, deutan} {
		for i := range n {
			for j := range i {
				a, b := lab(t, palette[i], vision), lab(t, palette[j], vision)
				least = min(least, math.Hypot(a[0]-b[0], math.Hypot(a[1]-b[1], a[2]-b[2])))
			}
		}
	}
	return least
}

// The first pieces of a puzzle get colours far apart, for people with the
// common colour blindnesses too: Soma's seven and Bedlam's thirteen.
func TestPaletteKeepsPiecesApart(t *testing.T) {
	for _, tc := range []struct {
		n     int
		least float64
	}{{7, 32}, {13, 13}, {len(solver.Palette), 12}} {
		if d := leastDifference(t, solver.Palette, tc.n); d < tc.least {
			t.Errorf("the first %d colours differ by ΔE %.1f at least, want %.0f", tc.n, d, tc.least)
		}
	}
	seen := map[string]bool{}
	for _, c := range solver.Palette {
		if seen[c] || len(c) != 7 {
			t.Errorf("colour %q is repeated or not #rrggbb", c)
		}
		seen[c] = true
	}
}
