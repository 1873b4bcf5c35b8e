package format

// The XML layout of a BurrTools puzzle file, version 2:
//
//	<puzzle version="2">
//	  <gridType type="0"/>                    0 is the cube grid
//	  <colors><color red= green= blue=/>…</colors>
//	  <shapes>
//	    <voxel x= y= z= type="0" name=>STRING</voxel>…
//	  </shapes>
//	  <problems>
//	    <problem name= state=>
//	      <shapes><shape id= count=/>…</shapes>   or min= max=, group=
//	      <result id=/>
//	      <bitmap><pair piece= result=/>…</bitmap>  colour constraints
//	      <solutions>…</solutions>
//	    </problem>…
//	  </problems>
//	  <comment>TEXT</comment>
//	</puzzle>
//
// A voxel STRING has one character per place, at index x + X*(y + Y*z):
// '#' filled, '_' empty, '+' variable (in a result: may stay empty). Colour
// digits may follow '#' or '+'; colour 0 is neutral. Shape ids are 0-based
// positions in the puzzle's <shapes>.

// burrPuzzle is the part of a BurrTools file that Cubist reads.
type burrPuzzle struct {
	Root     string // the root element's name
	Version  string
	Grid     *burrGrid
	Shapes   []burrVoxel
	Problems []burrProblem
}

type burrGrid struct {
	Type string
}

type burrVoxel struct {
	X, Y, Z, Type, Name string
	Data                string
}

type burrProblem struct {
	Name      string
	MaxHoles  string
	Parts     []burrPart
	Result    *burrResult
	Pairs     int // colour constraints
	Solutions int
}

type burrPart struct {
	ID, Count, Min, Max, Group string
	Groups                     int // group elements inside
}

type burrResult struct {
	ID string
}

// burrFileOf reads the parts Cubist uses from a file's root element.
func burrFileOf(root *XMLNode) *burrPuzzle {
	doc := &burrPuzzle{Root: root.Name, Version: root.attr("version")}
	// Where an element comes twice, the last one counts.
	if grids := root.all("gridType"); len(grids) > 0 {
		doc.Grid = &burrGrid{Type: grids[len(grids)-1].attr("type")}
	}
	for _, v := range root.all("shapes", "voxel") {
		doc.Shapes = append(doc.Shapes, burrVoxel{X: v.attr("x"), Y: v.attr("y"), Z: v.attr("z"),
			Type: v.attr("type"), Name: v.attr("name"), Data: v.Text})
	}
	for _, pr := range root.all("problems", "problem") {
		bp := burrProblem{Name: pr.attr("name"), MaxHoles: pr.attr("maxHoles"),
			Pairs: len(pr.all("bitmap", "pair")), Solutions: len(pr.all("solutions", "solution"))}
		for _, s := range pr.all("shapes", "shape") {
			bp.Parts = append(bp.Parts, burrPart{ID: s.attr("id"), Count: s.attr("count"), Min: s.attr("min"),
				Max: s.attr("max"), Group: s.attr("group"), Groups: len(s.all("group"))})
		}
		if results := pr.all("result"); len(results) > 0 {
			bp.Result = &burrResult{ID: results[len(results)-1].attr("id")}
		}
		doc.Problems = append(doc.Problems, bp)
	}
	return doc
}
