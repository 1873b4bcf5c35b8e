package format

import (
	"github.com/cubist/cubist/solver"
)

// Packer compresses and unpacks the bytes the formats keep compressed:
// raw DEFLATE (RFC 1951) in share codes, gzip (RFC 1952) in BurrTools'
// .xmpuzzle files.
//
// Standard does it with Go's compress packages; the page's program gives
// the browser's CompressionStream and DecompressionStream instead, so that
// a first visit does not download a second copy of what every browser
// has. A package once imported is linked in with what its start-up makes
// (compress/flate's tables), so the page's program is built with the tag
// page, under which Standard packs nothing and those packages stay out
// (pack_page.go).
type Packer struct {
	// Deflate compresses as raw DEFLATE, Gzip as gzip.
	Deflate, Gzip func(data []byte) ([]byte, error)
	// Inflate and Gunzip undo them, reading at most limit+1 bytes, so
	// that a caller can tell that there were more than limit. Data cut
	// short gives an error that wraps io.ErrUnexpectedEOF where the
	// unpacker can tell it from other damage.
	Inflate, Gunzip func(data []byte, limit int) ([]byte, error)
}

// Read reads the puzzles of a file as the package's Read does, unpacking
// gzipped files with k.
func (k Packer) Read(data []byte, filename string) ([]Entry, error) {
	return read(data, filename, k)
}

// Write writes a puzzle as the package's Write does, gzipping with k.
func (k Packer) Write(p *solver.Puzzle, kind string) ([]byte, error) {
	return write(p, kind, k)
}

// ShareCode makes a puzzle's share code as the package's ShareCode does,
// compressing with k.
func (k Packer) ShareCode(p *solver.Puzzle) (string, error) {
	return shareCode(p, k)
}

// ParseShareCode reads a share code as the package's ParseShareCode does,
// unpacking with k.
func (k Packer) ParseShareCode(code string) (*solver.Puzzle, error) {
	return parseShareCode(code, k)
}

// Read reads the puzzles of a file in any format, chosen by the file
// name's extension or else by the content. A BurrTools file, gzipped or
// not, gives one entry per problem; other formats give one entry. Each
// entry's puzzle is validated when it is asked for.
func Read(data []byte, filename string) ([]Entry, error) { return read(data, filename, Standard) }

// Write writes a valid puzzle in a kind of file: KindJSON, KindText,
// KindXMPuzzle (gzipped) or KindXML. The text format holds at most
// MaxTextColors colours. A BurrTools file keeps no piece display colours,
// and as BurrTools never mirrors pieces, a puzzle that allows mirroring is
// refused unless no piece differs from its mirror image.
func Write(p *solver.Puzzle, kind string) ([]byte, error) { return write(p, kind, Standard) }

// ShareCode encodes a valid puzzle as a share code. Names, counts,
// colours, the mirror flag and the target, optional cells included,
// survive; cells come back sorted.
func ShareCode(p *solver.Puzzle) (string, error) { return shareCode(p, Standard) }

// ParseShareCode decodes a share code, or a link that ends in
// ShareFragment and a code. A cut code is an error, and so is an edited
// one, unless the edit touched only padding bits and the puzzle is the same.
func ParseShareCode(code string) (*solver.Puzzle, error) { return parseShareCode(code, Standard) }
