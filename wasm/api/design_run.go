//go:build !page || design

package api

import (
	"context"
	"errors"
	"time"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/design"
)

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
	p, err := designStart(req)
	if err != nil {
		return DesignResult{}, err
	}
	opt := design.Options{
		MinSize: req.MinSize, MaxSize: req.MaxSize, MinLevel: req.MinLevel, Holes: req.Holes,
		Seed: uint64(req.Seed), FirstChain: req.Chain, Workers: 1,
		Recut:            req.Box != "" || req.Pieces > 0, // a random cut: restarts may cut anew
		ProgressInterval: interval, Found: found,
	}
	if progress != nil {
		opt.Progress = func(pr design.Progress) { progress(DesignProgress{Tried: pr.Tried, Seconds: pr.Seconds}) }
	}
	res, err := design.Search(ctx, p, opt)
	return DesignResult{Tried: res.Tried, Seconds: res.Seconds, Met: res.Met, UsedUp: res.UsedUp}, err
}

// designStart is the puzzle a design request starts from: the puzzle
// given, or a cut of its target or of a box.
func designStart(req DesignRequest) (*solver.Puzzle, error) {
	if req.Box != "" {
		size, err := design.ParseBox(req.Box)
		if err != nil {
			return nil, err
		}
		return design.CutBox(size, req.Pieces, req.MinSize, req.MaxSize, uint64(req.Seed))
	}
	p, err := ParseInput(req.Puzzle)
	if err != nil || req.Pieces == 0 {
		return p, err
	}
	return design.CutTarget(p, req.Pieces, req.MinSize, req.MaxSize, uint64(req.Seed))
}
