package api

import (
	"context"
	"errors"
	"time"

	"github.com/cubist/cubist/solver/design"
)

// DesignRequest asks a worker for one chain of a design search: the page
// gives each worker the same seed and a chain of its own, and ends the
// search by stopping the workers.
type DesignRequest struct {
	// Puzzle is canonical JSON text or a share code.
	Puzzle string `json:"puzzle"`
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

// Design runs one chain of a design search until it meets the goal or ctx
// ends, calling found with each variant that joins the chain's five best
// and progress about every interval.
func (s *Service) Design(ctx context.Context, req DesignRequest, interval time.Duration,
	progress func(DesignProgress), found func(design.Variant)) (DesignResult, error) {
	if req.MinSize < 0 || req.MaxSize < 0 || (req.MinSize == 0) != (req.MaxSize == 0) || req.MinSize > req.MaxSize {
		return DesignResult{}, errors.New("give piece sizes as a smallest and a largest, from 1, or neither")
	}
	if req.MinLevel < 0 || req.Seed < 0 || req.Chain < 0 || req.Holes < 0 {
		return DesignResult{}, errors.New("the level, holes, seed and chain are 0 or more")
	}
	p, err := ParseInput(req.Puzzle)
	if err != nil {
		return DesignResult{}, err
	}
	opt := design.Options{
		MinSize: req.MinSize, MaxSize: req.MaxSize, MinLevel: req.MinLevel, Holes: req.Holes,
		Seed: uint64(req.Seed), FirstChain: req.Chain, Workers: 1,
		ProgressInterval: interval, Found: found,
	}
	if progress != nil {
		opt.Progress = func(pr design.Progress) { progress(DesignProgress{Tried: pr.Tried, Seconds: pr.Seconds}) }
	}
	res, err := design.Search(ctx, p, opt)
	return DesignResult{Tried: res.Tried, Seconds: res.Seconds, Met: res.Met, UsedUp: res.UsedUp}, err
}
