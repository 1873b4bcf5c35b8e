//go:build page

package format

import "errors"

// errNoPacker is what Standard answers in the page's program, which packs
// with the browser's streams through a Packer of its own and never with
// Standard: built with the tag page, the program leaves Go's compress
// packages out (2.7 kB off a first visit with brotli, measured on
// 2026-11-28).
var errNoPacker = errors.New("format: this program packs with a Packer of its own, not Standard")

// Standard is the Packer of Go's compress packages; the page's program
// has none, and Standard's functions answer errNoPacker.
var Standard = Packer{
	Deflate: func([]byte) ([]byte, error) { return nil, errNoPacker },
	Gzip:    func([]byte) ([]byte, error) { return nil, errNoPacker },
	Inflate: func([]byte, int) ([]byte, error) { return nil, errNoPacker },
	Gunzip:  func([]byte, int) ([]byte, error) { return nil, errNoPacker },
}
