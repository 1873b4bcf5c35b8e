package format

import "encoding/xml"

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
	XMLName  xml.Name
	Version  string        `xml:"version,attr"`
	Grid     *burrGrid     `xml:"gridType"`
	Shapes   []burrVoxel   `xml:"shapes>voxel"`
	Problems []burrProblem `xml:"problems>problem"`
}

type burrGrid struct {
	Type string `xml:"type,attr"`
}

type burrVoxel struct {
	X    string `xml:"x,attr"`
	Y    string `xml:"y,attr"`
	Z    string `xml:"z,attr"`
	Type string `xml:"type,attr"`
	Name string `xml:"name,attr"`
	Data string `xml:",chardata"`
}

type burrProblem struct {
	Name      string      `xml:"name,attr"`
	MaxHoles  string      `xml:"maxHoles,attr"`
	Parts     []burrPart  `xml:"shapes>shape"`
	Result    *burrResult `xml:"result"`
	Pairs     []struct{}  `xml:"bitmap>pair"`
	Solutions []struct{}  `xml:"solutions>solution"`
}

type burrPart struct {
	ID     string     `xml:"id,attr"`
	Count  string     `xml:"count,attr"`
	Min    string     `xml:"min,attr"`
	Max    string     `xml:"max,attr"`
	Group  string     `xml:"group,attr"`
	Groups []struct{} `xml:"group"`
}

type burrResult struct {
	ID string `xml:"id,attr"`
}

// The layout Cubist writes: what BurrTools itself saves for an unsolved
// puzzle of one problem.
type burrOut struct {
	XMLName  xml.Name     `xml:"puzzle"`
	Version  int          `xml:"version,attr"`
	Grid     burrGrid     `xml:"gridType"`
	Colors   struct{}     `xml:"colors"`
	Shapes   []burrVoxel  `xml:"shapes>voxel"`
	Problems []burrOutPro `xml:"problems>problem"`
	Comment  string       `xml:"comment"`
}

type burrOutPro struct {
	Name   string        `xml:"name,attr"`
	State  int           `xml:"state,attr"`
	Parts  []burrOutPart `xml:"shapes>shape"`
	Result burrResult    `xml:"result"`
	Bitmap struct{}      `xml:"bitmap"`
}

type burrOutPart struct {
	ID    int `xml:"id,attr"`
	Count int `xml:"count,attr"`
}
