//go:build page && !design

package api

import (
	"context"
	"errors"
	"time"

	"github.com/cubist/cubist/solver/design"
)

// Design is left out of the page's own program, cubist.wasm, for its
// size: the page runs design searches on cubist-design.wasm, built with
// the tag design (see site/pool.js).
func (s *Service) Design(ctx context.Context, req DesignRequest, interval time.Duration,
	progress func(DesignProgress), found func(design.Variant)) (DesignResult, error) {
	return DesignResult{}, errors.New("this program has no design search: the page runs it on cubist-design.wasm")
}
