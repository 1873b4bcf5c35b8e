package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/cubist/cubist/solver/mesh"
)

func init() {
	register(command{
		name:  "stl",
		usage: "stl FILE DIR [--size MM] [--clearance MM] [--problem N|NAME]",
		about: "writes one STL file per piece into DIR, for 3D printing",
		run:   runSTL,
	})
}

func runSTL(args []string) int {
	fs := newFlags("stl")
	size := fs.Float64("size", 20, "the cell size, `MM` millimetres: a cube's edge, a ball's diameter, a triangle's edge and a layer's height on prisms, a rhombic dodecahedron's width across its faces, a tetrahedron's edge")
	clearance := fs.Float64("clearance", mesh.DefaultClearance, "how far each face is moved in, `MM` millimetres, so that printed pieces fit together")
	problem := fs.String("problem", "", "which problem in a file with several: `N|NAME`, its number or name")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(pos) != 2 {
		return badArgs("stl")
	}
	if err := mesh.CheckSizes(*size, *clearance); err != nil {
		return misuse("stl", "%v", err)
	}
	p, warnings, err := loadPuzzle(pos[0], *problem)
	if err != nil {
		return fail(err)
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "cubist: warning: %s\n", w)
	}
	if err := os.MkdirAll(pos[1], 0o755); err != nil {
		return fail(err)
	}
	for i, f := range mesh.PieceFiles(p, float32(*size), float32(*clearance)) {
		if !f.Manifold {
			fmt.Fprintf(os.Stderr, "cubist: warning: piece %q has cells that touch only along an edge; its mesh is not manifold there\n", f.Piece)
		}
		if err := os.WriteFile(filepath.Join(pos[1], f.Name), f.STL, 0o644); err != nil {
			return fail(err)
		}
		copies := ""
		if f.Copies > 1 {
			copies = fmt.Sprintf(" (print %d)", f.Copies)
		}
		fmt.Printf("%s: %d facets%s\n", f.Name, f.Facets, copies)
		if paint := mesh.PaintNote(p, i); paint != "" {
			fmt.Printf("  paint %s\n", paint)
		}
	}
	return 0
}
