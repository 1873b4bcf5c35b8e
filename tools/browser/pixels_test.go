package browser

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
	"testing"
)

// canvasImage reads a canvas's pixels as the page would export them.
// It waits two animation frames first, so that what was asked for is drawn.
func canvasImage(t *testing.T, ctx context.Context, selector string) image.Image {
	t.Helper()
	return canvasImageOf(t, ctx, `document.querySelector(`+quote(selector)+`)`)
}

// canvasImageOf is canvasImage for the canvas a JavaScript expression
// gives, such as one inside a shadow root.
func canvasImageOf(t *testing.T, ctx context.Context, canvas string) image.Image {
	t.Helper()
	url := eval[string](t, ctx, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))).then(() =>
		(`+canvas+`).toDataURL("image/png"))`)
	data, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(url, "data:image/png;base64,"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }

// pixelStats tells how much of an image differs from its corner colour,
// and which of the given colours appear, allowing for shading: a pixel
// matches a colour when it is that colour scaled by some brightness.
func pixelStats(img image.Image, colors []color.RGBA) (covered float64, seen []bool) {
	b := img.Bounds()
	bg := color.RGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.RGBA)
	seen = make([]bool, len(colors))
	counts := make([]int, len(colors))
	total, other := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			total++
			if near(c, bg, 6) {
				continue
			}
			other++
			for i, want := range colors {
				if shadeOf(c, want) {
					counts[i]++
				}
			}
		}
	}
	for i, n := range counts {
		seen[i] = n > total/250 // a patch, not edge blends that match by chance
	}
	return float64(other) / float64(total), seen
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return int(math.Abs(float64(int(x) - int(y)))) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// shadeOf reports whether c is want darkened or lightened evenly.
func shadeOf(c, want color.RGBA) bool {
	wr, wg, wb := float64(want.R)+1, float64(want.G)+1, float64(want.B)+1
	k := (float64(c.R) + float64(c.G) + float64(c.B) + 3) / (wr + wg + wb)
	if k < 0.35 {
		return false // too dark to tell: an edge line
	}
	return math.Abs(float64(c.R)+1-k*wr) < 14 && math.Abs(float64(c.G)+1-k*wg) < 14 && math.Abs(float64(c.B)+1-k*wb) < 14
}

func hexColor(s string) color.RGBA {
	var c color.RGBA
	c.A = 255
	for i, dst := range []*uint8{&c.R, &c.G, &c.B} {
		var v uint8
		for _, ch := range s[1+2*i : 3+2*i] {
			v *= 16
			switch {
			case ch >= '0' && ch <= '9':
				v += uint8(ch - '0')
			default:
				v += uint8(ch-'A') + 10
			}
		}
		*dst = v
	}
	return c
}

// fillRatio is the share of the drawing's bounding box that is drawn on,
// not background.
func fillRatio(img image.Image) float64 {
	b := img.Bounds()
	bg := color.RGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.RGBA)
	drawn := func(x, y int) bool { return !near(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), bg, 6) }
	x0, y0, x1, y1 := b.Max.X, b.Max.Y, b.Min.X, b.Min.Y
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if drawn(x, y) {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	n, total := 0, 0
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			total++
			if drawn(x, y) {
				n++
			}
		}
	}
	if total == 0 {
		return 0
	}
	return float64(n) / float64(total)
}

// differs is the share of pixels that differ between two images of one
// size.
func differs(a, b image.Image) float64 {
	r := a.Bounds()
	if r != b.Bounds() {
		return 1
	}
	n, total := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			total++
			if !near(color.RGBAModel.Convert(a.At(x, y)).(color.RGBA), color.RGBAModel.Convert(b.At(x, y)).(color.RGBA), 8) {
				n++
			}
		}
	}
	return float64(n) / float64(total)
}
