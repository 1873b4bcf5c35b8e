package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cubist/cubist/solver/mesh"
)

func init() {
	register(command{
		name:  "stl",
		usage: "stl [--size MM] [--clearance MM] [--problem N|NAME] FILE DIR   (one STL file per piece, for 3D printing)",
		run:   runSTL,
	})
}

func runSTL(args []string) int {
	fs := flag.NewFlagSet("stl", flag.ContinueOnError)
	size := fs.Float64("size", 20, "cube size in millimetres")
	clearance := fs.Float64("clearance", mesh.DefaultClearance, "how far each face is moved in, in millimetres, so that printed pieces fit together")
	problem := fs.String("problem", "", "the problem, by number or name, in a file with several")
	fs.SetOutput(os.Stderr)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return flagExit(err)
	}
	if len(pos) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cubist stl [--size MM] [--clearance MM] FILE DIR")
		return 2
	}
	if err := mesh.CheckSizes(*size, *clearance); err != nil {
		fmt.Fprintf(os.Stderr, "cubist: %v\n", err)
		return 2
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
			fmt.Fprintf(os.Stderr, "cubist: warning: piece %q has cubes that touch only along an edge; with no clearance its mesh is not manifold there\n", f.Piece)
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
