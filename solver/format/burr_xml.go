package format

// The XML layout of a BurrTools puzzle file, version 2:
//
//	<puzzle version="2">
//	  <gridType type="0"/>                    0 is the cube grid
//	  <colors><color red= green= blue= [name=]/>…</colors>   name: Cubist's
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
	Colors   []burrColor
	Shapes   []burrVoxel
	Problems []burrProblem
}

type burrGrid struct {
	Type string
}

// burrColor is one colour of the file's palette, numbered from 1 in voxel
// strings and from 0 in pairs.
type burrColor struct {
	Red, Green, Blue string
	Name             string // Cubist's name, which BurrTools leaves out
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
	Pairs     []burrPair // colour constraints
	Solutions int
}

type burrPart struct {
	ID, Count, Min, Max, Group string
	Groups                     []burrGroup // group elements inside
}

// burrGroup puts Count copies of a part in group Group.
type burrGroup struct {
	Group, Count string
}

// burrPair lets piece colour Piece sit on result colour Result, both
// counted from 0 for the palette's first colour.
type burrPair struct {
	Piece, Result string
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
	for _, c := range root.all("colors", "color") {
		doc.Colors = append(doc.Colors, burrColor{c.attr("red"), c.attr("green"), c.attr("blue"), c.attr("name")})
	}
	for _, v := range root.all("shapes", "voxel") {
		doc.Shapes = append(doc.Shapes, burrVoxel{X: v.attr("x"), Y: v.attr("y"), Z: v.attr("z"),
			Type: v.attr("type"), Name: v.attr("name"), Data: v.Text})
	}
	for _, pr := range root.all("problems", "problem") {
		bp := burrProblem{Name: pr.attr("name"), MaxHoles: pr.attr("maxHoles"), Solutions: len(pr.all("solutions", "solution"))}
		for _, pair := range pr.all("bitmap", "pair") {
			bp.Pairs = append(bp.Pairs, burrPair{pair.attr("piece"), pair.attr("result")})
		}
		for _, s := range pr.all("shapes", "shape") {
			part := burrPart{ID: s.attr("id"), Count: s.attr("count"), Min: s.attr("min"), Max: s.attr("max"), Group: s.attr("group")}
			for _, g := range s.all("group") {
				part.Groups = append(part.Groups, burrGroup{g.attr("group"), g.attr("count")})
			}
			bp.Parts = append(bp.Parts, part)
		}
		if results := pr.all("result"); len(results) > 0 {
			bp.Result = &burrResult{ID: results[len(results)-1].attr("id")}
		}
		doc.Problems = append(doc.Problems, bp)
	}
	return doc
}
