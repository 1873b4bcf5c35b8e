package format

import (
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cubist/cubist/solver"
)

// formatBurr writes a valid puzzle as a BurrTools file of one problem,
// gzipped when zip is set. BurrTools turns pieces but never mirrors them,
// so a puzzle that allows mirroring is refused unless no piece differs
// from its mirror image. Piece colours are left out.
func formatBurr(p *solver.Puzzle, zip bool) ([]byte, error) {
	if !xmlText(p.Name) {
		return nil, fmt.Errorf("xmpuzzle: the puzzle name has characters XML cannot hold")
	}
	out := burrOut{Version: 2, Grid: burrGrid{Type: "0"}}
	pr := burrOutPro{Name: p.Name, Result: burrResult{ID: strconv.Itoa(len(p.Pieces))}}
	for i, pc := range p.Pieces {
		label := solver.PieceLabel(i, pc.Name)
		if !xmlText(pc.Name) {
			return nil, fmt.Errorf("xmpuzzle: %s: the name has characters XML cannot hold", label)
		}
		if p.Mirror && solver.Chiral(pc.Cells) {
			return nil, fmt.Errorf("xmpuzzle: BurrTools never uses a piece mirrored, and %s differs from its mirror image; add the mirror image as a piece of its own and turn mirroring off", label)
		}
		out.Shapes = append(out.Shapes, voxelOf(pc.Name, pc.Cells, nil))
		pr.Parts = append(pr.Parts, burrOutPart{ID: i, Count: pc.Copies()})
	}
	required, optional := p.Target.Split()
	out.Shapes = append(out.Shapes, voxelOf("target", required, optional))
	out.Problems = []burrOutPro{pr}
	body, err := xml.MarshalIndent(out, "", " ")
	if err != nil {
		return nil, fmt.Errorf("xmpuzzle: %v", err)
	}
	doc := append([]byte(xml.Header), append(body, '\n')...)
	if !zip {
		return doc, nil
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression) // the level is valid
	zw.Write(doc)                                          // writes to a bytes.Buffer do not fail
	zw.Close()
	return b.Bytes(), nil
}

// voxelOf makes a shape from its filled and variable cells, which have
// coordinates from 0 to solver.MaxCoord.
func voxelOf(name string, filled, variable []solver.Cell) burrVoxel {
	_, hi := solver.Bounds(append(append([]solver.Cell{{0, 0, 0}}, filled...), variable...))
	x, y, z := hi[0]+1, hi[1]+1, hi[2]+1
	places := []byte(strings.Repeat("_", x*y*z))
	for _, c := range filled {
		places[c[0]+x*(c[1]+y*c[2])] = '#'
	}
	for _, c := range variable {
		places[c[0]+x*(c[1]+y*c[2])] = '+'
	}
	return burrVoxel{X: strconv.Itoa(x), Y: strconv.Itoa(y), Z: strconv.Itoa(z), Type: "0", Name: name, Data: string(places)}
}

// xmlText reports whether XML can hold s as it is.
func xmlText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r > 0xD7FF && r < 0xE000 || r == 0xFFFE || r == 0xFFFF {
			return false
		}
	}
	return true
}
