package format

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"

	"github.com/cubist/cubist/solver"
)

// A share code holds a whole puzzle in a short URL-safe string, for a link
// such as https://…/#p=CODE. It is the version character '1' followed by
// base64url (no padding) of the DEFLATE-compressed bytes of:
//
//	the puzzle: name (string), mirror (1 bit), number of pieces (uvarint)
//	each piece: name (string), copies (uvarint), colour (string), grid
//	the target: 3 bits saying which of box, cells and optional cells
//	            follow; the box as 3 sizes of 6 bits each less 1; the
//	            cells as a grid; the optional cells as a grid
//	zero bits up to a whole byte, then the CRC-32 (IEEE) of all of the
//	above, 4 bytes big-endian
//
// Bits are packed most significant first. A uvarint is 8-bit groups of 7
// value bits, least significant first, whose top bit says that another
// group follows; a string is its byte length as a uvarint and the bytes.
// A grid is its size from the origin, X, Y and Z in 6 bits each less 1,
// then one bit per place, x fastest, then y, then z: 1 for a cell.
//
// A puzzle with ranges or colours has version '2': the same bytes with
// its extension (share_ext.go) after the target, before the padding.
//
// A puzzle on a grid other than cubes has version '3': its grid's number
// in BurrTools' files (uvarint, 1 to 4) first, then the bytes of version
// '2'. Cells are written as on cubes, as the grid writes them (see
// docs/formats.md).
const shareVersion = "1"

// shareVersionGrid starts a share code whose puzzle is on another grid.
const shareVersionGrid = "3"

// ShareFragment starts the part of a link that holds a share code.
const ShareFragment = "#p="

// Limits on what ParseShareCode reads.
const (
	maxShareCode = 1 << 20 // characters
	maxShareData = 1 << 20 // bytes once inflated
)

// shareCode encodes a valid puzzle as a share code, compressing with k.
func shareCode(p *solver.Puzzle, k Packer) (string, error) {
	if err := p.Validate(); err != nil {
		return "", err
	}
	var w bitWriter
	// BurrTools' gridType 0, cubes, is the codes' default: a code of a
	// puzzle of cubes keeps the form codes had before there were grids.
	gridType := p.GridOf().BurrTools()
	if gridType != 0 {
		w.uvarint(uint64(gridType))
	}
	w.str(p.Name)
	w.bit(p.Mirror)
	w.uvarint(uint64(len(p.Pieces)))
	for i, pc := range p.Pieces {
		if len(pc.Color) > solver.MaxNameLength {
			return "", fmt.Errorf("%s: the colour is longer than %d bytes", solver.PieceLabel(i, pc.Name), solver.MaxNameLength)
		}
		w.str(pc.Name)
		w.uvarint(uint64(pc.Copies()))
		w.str(pc.Color)
		writeGrid(&w, pc.Cells)
	}
	t := p.Target
	w.bit(t.Box != nil)
	w.bit(len(t.Cells) > 0)
	w.bit(len(t.Optional) > 0)
	if t.Box != nil {
		for _, v := range t.Box {
			w.bits(uint64(v-1), 6)
		}
	}
	if len(t.Cells) > 0 {
		writeGrid(&w, t.Cells)
	}
	if len(t.Optional) > 0 {
		writeGrid(&w, t.Optional)
	}
	version := shareVersion
	if gridType != 0 || shareExtended(p) {
		version = shareVersionExt
		if gridType != 0 {
			version = shareVersionGrid
		}
		if err := writeShareExt(&w, p); err != nil {
			return "", err
		}
	}
	return packShare(version, w.buf, k)
}

// packShare adds the checksum to the bytes of a puzzle, compresses them
// and makes the code.
func packShare(version string, body []byte, k Packer) (string, error) {
	packed, err := k.Deflate(binary.BigEndian.AppendUint32(body, crc32.ChecksumIEEE(body)))
	if err != nil {
		return "", fmt.Errorf("share code: %v", err)
	}
	return version + base64.RawURLEncoding.EncodeToString(packed), nil
}

// writeGrid writes valid cells (coordinates 0 to solver.MaxCoord) as a grid.
func writeGrid(w *bitWriter, cells []solver.Cell) {
	_, hi := solver.Bounds(cells)
	at := make(map[solver.Cell]bool, len(cells))
	for _, c := range cells {
		at[c] = true
	}
	for _, v := range hi {
		w.bits(uint64(v), 6)
	}
	for z := 0; z <= hi[2]; z++ {
		for y := 0; y <= hi[1]; y++ {
			for x := 0; x <= hi[0]; x++ {
				w.bit(at[solver.Cell{x, y, z}])
			}
		}
	}
}

// parseShareCode decodes a share code, or a link that ends in one,
// unpacking with k.
func parseShareCode(code string, k Packer) (*solver.Puzzle, error) {
	if i := strings.LastIndex(code, ShareFragment); i >= 0 {
		code = code[i+len(ShareFragment):]
	}
	code = strings.TrimSpace(code)
	data, err := unpackShare(code, k)
	if err != nil {
		return nil, fmt.Errorf("share code: %w", err)
	}
	p, err := decodeShare(data, code[:1])
	if err != nil {
		return nil, fmt.Errorf("share code: %w", err)
	}
	return p, nil
}

// unpackShare undoes the base64 and the compression of a code, and checks
// its checksum.
func unpackShare(code string, k Packer) ([]byte, error) {
	switch {
	case code == "":
		return nil, errors.New("the code is empty")
	case len(code) > maxShareCode:
		return nil, fmt.Errorf("the code is longer than %d characters", maxShareCode)
	case code[:1] != shareVersion && code[:1] != shareVersionExt && code[:1] != shareVersionGrid:
		return nil, fmt.Errorf("the code starts with %q: this version of Cubist reads codes that start with %q, %q or %q", clip(code[:1]), shareVersion, shareVersionExt, shareVersionGrid)
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(code[1:])
	var bad base64.CorruptInputError
	if errors.As(err, &bad) {
		return nil, fmt.Errorf("the code is damaged at character %d", int(bad)+2)
	}
	data, err := k.Inflate(raw, maxShareData)
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, errShort
	case errors.Is(err, errTrailing):
		return nil, errors.New("the code has extra characters at the end")
	case err != nil:
		return nil, errors.New("the code is damaged")
	case len(data) > maxShareData:
		return nil, fmt.Errorf("the puzzle is larger than %d bytes", maxShareData)
	case len(data) < 4:
		return nil, errShort
	}
	body, sum := data[:len(data)-4], binary.BigEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, errors.New("the code is damaged: its checksum does not match")
	}
	return body, nil
}

// decodeShare reads the puzzle from the unpacked bytes of a code of a
// version.
func decodeShare(data []byte, version string) (*solver.Puzzle, error) {
	r := &bitReader{buf: data}
	p := &solver.Puzzle{}
	ext := version != shareVersion
	if version == shareVersionGrid {
		n := int(r.uvarint(4, "the grid"))
		g, ok := solver.GridOfBurrTools(n)
		switch {
		case r.err != nil:
		case n == 0:
			r.fail("the code is damaged: it gives the cube grid as another grid")
		case !ok:
			r.fail("the puzzle is on BurrTools' grid type %d, which this program does not draw yet: open it with the cubist command", n)
		default:
			p.SetGrid(g)
		}
	}
	p.Name = r.str(solver.MaxNameLength, "the puzzle name")
	p.Mirror = r.bit()
	n := int(r.uvarint(solver.MaxPieces, "the number of pieces"))
	for i := 0; i < n && r.err == nil; i++ {
		pc := solver.Piece{Name: r.str(solver.MaxNameLength, "a piece name")}
		label := solver.PieceLabel(i, pc.Name)
		copies := int(r.uvarint(solver.MaxCount, label+": the count"))
		if copies == 0 {
			r.fail("%s: count 0 is out of range (1 to %d)", label, solver.MaxCount)
		} else if copies > 1 {
			pc.Count = copies
		}
		pc.Color = r.str(solver.MaxNameLength, label+": the colour")
		pc.Cells = readGrid(r, solver.MaxPieceCells, label)
		p.Pieces = append(p.Pieces, pc)
	}
	box, cells, optional := r.bit(), r.bit(), r.bit()
	if box {
		var b [3]int
		for i := range b {
			b[i] = int(r.bits(6)) + 1
		}
		p.Target.Box = &b
	}
	if cells {
		p.Target.Cells = readGrid(r, solver.MaxTargetCells, "target")
	}
	if optional {
		p.Target.Optional = readGrid(r, solver.MaxTargetCells, "target: optional")
	}
	if ext && r.err == nil {
		readShareExt(r, p)
	}
	if r.err != nil {
		return nil, r.err
	}
	if r.left() >= 8 || r.bits(r.left()) != 0 {
		return nil, errors.New("the code has extra data after the puzzle")
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// readGrid reads a grid of at most limit cells.
func readGrid(r *bitReader, limit int, label string) []solver.Cell {
	var size [3]int
	for i := range size {
		size[i] = int(r.bits(6)) + 1
	}
	if r.err == nil && r.left() < size[0]*size[1]*size[2] {
		r.err = errShort
	}
	var cells []solver.Cell
	for z := 0; z < size[2] && r.err == nil; z++ {
		for y := 0; y < size[1]; y++ {
			for x := 0; x < size[0]; x++ {
				if r.bit() {
					cells = append(cells, solver.Cell{x, y, z})
				}
			}
		}
		if len(cells) > limit {
			r.fail("%s: more than %d cells", label, limit)
		}
	}
	return cells
}
