package format

import (
	"fmt"

	"github.com/cubist/cubist/solver"
)

// Write writes a valid puzzle in a kind of file: KindJSON, KindText,
// KindXMPuzzle (gzipped) or KindXML. The text format holds at most
// MaxTextColors colours. A BurrTools file keeps no piece display colours, and as BurrTools never mirrors pieces, a puzzle that allows
// mirroring is refused unless no piece differs from its mirror image.
func Write(p *solver.Puzzle, kind string) ([]byte, error) {
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
		return formatBurr(p, true)
	case KindXML:
		return formatBurr(p, false)
	}
	return nil, fmt.Errorf("unknown kind of file %q (kinds: %s, %s, %s, %s)", kind, KindJSON, KindText, KindXMPuzzle, KindXML)
}
