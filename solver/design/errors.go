package design

import "fmt"

// OptionError is an error in the options given to Search, such as a level
// that this target cannot reach without holes, or sizes that do not hold
// the start's pieces: what was asked for, rather than the puzzle, is at
// fault.
type OptionError struct {
	Msg string // what is wrong, and what to ask for instead
}

// Error returns the message.
func (e *OptionError) Error() string { return e.Msg }

func optionErrorf(format string, args ...any) error {
	return &OptionError{Msg: fmt.Sprintf(format, args...)}
}
