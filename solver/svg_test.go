package solver_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/search"
)

func TestLayersSVG(t *testing.T) {
	loaded, err := examples.Load("pentominoes-8x8")
	if err != nil {
		t.Fatal(err)
	}
	pr, err := search.Compile(loaded)
	if err != nil {
		t.Fatal(err)
	}
	p := *loaded
	p.Name = `<b>8x8 & "centre"</b>`
	var sol solver.Solution
	_, err = pr.Search(context.Background(), search.Options{Emit: search.EmitDistinct, Limit: 1}, func(s solver.Solution) bool {
		sol = s
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	svg := solver.LayersSVG(&p, sol)
	dec := xml.NewDecoder(bytes.NewReader(svg))
	rects, dashed, letters := 0, 0, 0
	var title string
	inTitle := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, svg)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			inTitle = tok.Name.Local == "title"
			if tok.Name.Local == "rect" {
				rects++
				for _, a := range tok.Attr {
					if a.Name.Local == "stroke-dasharray" {
						dashed++
					}
				}
			}
			if tok.Name.Local == "text" {
				letters++
			}
		case xml.EndElement:
			inTitle = false
		case xml.CharData:
			if inTitle {
				title += string(tok)
			}
		}
	}
	// A background and 64 cells, of which the 4 centre ones stay empty.
	if rects != 65 || dashed != 4 || letters != 60+1 {
		t.Errorf("%d rects, %d dashed, %d texts; want 65, 4, 61", rects, dashed, letters)
	}
	if title != p.Name || strings.Contains(string(svg), "<b>") {
		t.Errorf("the name came out as %q", title)
	}
}
