package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
)

func main() {
	out := flag.String("out", "site", "folder to write icon-SIZE.png into")
	flag.Parse()
	for _, arg := range flag.Args() {
		size, err := strconv.Atoi(arg)
		if err != nil || size < 16 || size > 2048 {
			fmt.Fprintf(os.Stderr, "icon: bad size %q\n", arg)
			os.Exit(2)
		}
		f, err := os.Create(filepath.Join(*out, fmt.Sprintf("icon-%d.png", size)))
		if err == nil {
			err = png.Encode(f, draw(size))
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "icon:", err)
			os.Exit(1)
		}
	}
}

type point struct{ x, y float64 }

// draw paints the icon at one size; coordinates are in units of the size.
func draw(size int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	background := color.NRGBA{0x1f, 0x3a, 0x5f, 0xff}
	c := point{0.5, 0.5}
	r := 0.30
	h := r * math.Sqrt(3) / 2
	top := []point{{c.x, c.y - r}, {c.x + h, c.y - r/2}, {c.x, c.y}, {c.x - h, c.y - r/2}}
	left := []point{{c.x - h, c.y - r/2}, {c.x, c.y}, {c.x, c.y + r}, {c.x - h, c.y + r/2}}
	right := []point{{c.x, c.y}, {c.x + h, c.y - r/2}, {c.x + h, c.y + r/2}, {c.x, c.y + r}}
	faces := []struct {
		poly []point
		col  color.NRGBA
	}{
		{top, color.NRGBA{0xf6, 0xc4, 0x45, 0xff}},
		{left, color.NRGBA{0xe0, 0x6c, 0x3c, 0xff}},
		{right, color.NRGBA{0x3c, 0x9d, 0xd0, 0xff}},
	}
	for py := range size {
		for px := range size {
			p := point{(float64(px) + 0.5) / float64(size), (float64(py) + 0.5) / float64(size)}
			if !inRoundedSquare(p, 0.18) {
				continue
			}
			col := background
			for _, f := range faces {
				if inside(p, f.poly) {
					col = f.col
				}
			}
			img.SetNRGBA(px, py, col)
		}
	}
	return img
}

func inRoundedSquare(p point, radius float64) bool {
	dx := math.Max(0, math.Max(radius-p.x, p.x-(1-radius)))
	dy := math.Max(0, math.Max(radius-p.y, p.y-(1-radius)))
	return dx*dx+dy*dy <= radius*radius
}

// inside tests a point against a convex polygon listed clockwise on
// screen.
func inside(p point, poly []point) bool {
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		if (b.x-a.x)*(p.y-a.y)-(b.y-a.y)*(p.x-a.x) < 0 {
			return false
		}
	}
	return true
}
