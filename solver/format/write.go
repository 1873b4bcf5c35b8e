package format

import (
	"fmt"

	"github.com/cubist/cubist/solver"
)

// write writes a valid puzzle in a kind of file, gzipping with k.
func write(p *solver.Puzzle, kind string, k Packer) ([]byte, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	switch kind {
	case KindJSON:
		return solver.FormatJSON(p), nil
	case KindText:
		if len(p.Colors) > MaxTextColors {
			return nil, fmt.Errorf("the text format holds at most %d colours, one letter each; this puzzle has %d: save it as JSON", MaxTextColors, len(p.Colors))
		}
		return FormatText(p), nil
	case KindXMPuzzle:
		return formatBurr(p, k.Gzip)
	case KindXML:
		return formatBurr(p, nil)
	}
	return nil, fmt.Errorf("unknown kind of file %q (kinds: %s, %s, %s, %s)", kind, KindJSON, KindText, KindXMPuzzle, KindXML)
}
