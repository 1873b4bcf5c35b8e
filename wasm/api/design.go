package api

// DesignRequest asks a worker for one chain of a design search: the page
// gives each worker the same seed and a chain of its own, and ends the
// search by stopping the workers.
type DesignRequest struct {
	// Puzzle is canonical JSON text or a share code.
	Puzzle string `json:"puzzle"`
	// Pieces, when 2 or more, designs from nothing: the target of the
	// puzzle, or the box Box ("XxYxZ") where one is given, is cut at
	// random by the seed into this many pieces (design.CutTarget and
	// design.CutBox), and the search starts from that cut.
	Pieces int    `json:"pieces"`
	Box    string `json:"box"`
	// Seed and Chain pick the chain of variants: the same pair tries the
	// same variants.
	Seed  int `json:"seed"`
	Chain int `json:"chain"`
	// MinLevel asks for a variant that comes apart at this level or more.
	MinLevel int `json:"min_level"`
	// Holes takes this many cubes out, as holes hidden inside the target
	// (see design.Options).
	Holes int `json:"holes"`
	// MinSize and MaxSize bound the pieces' sizes; 0 and 0 for the set's
	// own sizes, one less to one more.
	MinSize int `json:"min_size"`
	MaxSize int `json:"max_size"`
}

// DesignProgress is what a worker reports as it tries variants.
type DesignProgress struct {
	Tried   int     `json:"tried"`
	Seconds float64 `json:"seconds"`
}

// DesignResult is what a worker's chain had done when it met the goal,
// or when it had tried every variant within its reach (UsedUp).
type DesignResult struct {
	Tried   int     `json:"tried"`
	Seconds float64 `json:"seconds"`
	Met     bool    `json:"met"`
	UsedUp  bool    `json:"used_up"`
}
