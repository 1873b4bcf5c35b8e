//go:build js && wasm && design

package api

import (
	"runtime/debug"

	"github.com/cubist/cubist/solver/design"
)

// The design program runs in the page's design workers, which run design
// searches and nothing else: its collector is set as the command line
// sets it for them (see design.GCPercent).
func init() { debug.SetGCPercent(design.GCPercent) }
