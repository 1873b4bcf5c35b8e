package format

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"strconv"
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
)

// corner is a small puzzle that uses every field a share code carries.
func corner() *solver.Puzzle {
	return &solver.Puzzle{
		Name: "Corner, with a hole",
		Pieces: []solver.Piece{
			{Name: "A", Cells: []solver.Cell{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}, Color: "#e6194b"},
			{Name: "cube", Cells: []solver.Cell{{0, 0, 0}}, Count: 3},
		},
		Target: solver.Target{Box: &[3]int{2, 2, 2}, Optional: []solver.Cell{{0, 0, 1}}},
		Mirror: true,
	}
}

func TestShareCodeRoundTrip(t *testing.T) {
	for _, p := range []*solver.Puzzle{corner(), {
		Pieces: []solver.Piece{{Name: "I", Cells: []solver.Cell{{5, 62, 7}, {5, 63, 7}}}},
		Target: solver.Target{Cells: []solver.Cell{{3, 0, 0}, {4, 0, 0}, {5, 0, 0}}, Optional: []solver.Cell{{3, 0, 0}}},
	}} {
		code, err := ShareCode(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Trim(code, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "" {
			t.Errorf("code %q is not URL-safe", code)
		}
		for _, link := range []string{code, "https://example.org/cubist/" + ShareFragment + code + "\n"} {
			q, err := ParseShareCode(link)
			if err != nil {
				t.Fatalf("%s: %v", link, err)
			}
			sameJSON(t, q, p)
		}
	}
}

// craft makes a code from the bits that build writes, with a good checksum.
func craft(build func(w *bitWriter)) string {
	var w bitWriter
	build(&w)
	code, _ := packShare(shareVersion, w.buf, Standard)
	return code
}

// pieceBits writes one piece of a single cell.
func pieceBits(w *bitWriter, name string, copies uint64) {
	w.str(name)
	w.uvarint(copies)
	w.str("")
	w.bits(0, 18)
	w.bit(true)
}

// boxBits writes a box target.
func boxBits(w *bitWriter, x, y, z uint64) {
	w.bits(0b100, 3)
	w.bits(x-1, 6)
	w.bits(y-1, 6)
	w.bits(z-1, 6)
}

func TestShareCodeErrors(t *testing.T) {
	good, err := ShareCode(corner())
	if err != nil {
		t.Fatal(err)
	}
	deflated := func(data []byte) string {
		var b bytes.Buffer
		fw, _ := flate.NewWriter(&b, flate.BestSpeed)
		fw.Write(data)
		fw.Close()
		return "1" + base64.RawURLEncoding.EncodeToString(b.Bytes())
	}
	for _, c := range []struct{ name, code, want string }{
		{"empty", "  ", "share code: the code is empty"},
		{"empty link", "https://example.org/#p=", "share code: the code is empty"},
		{"version", "4" + good[1:], `share code: the code starts with "4": this version of Cubist reads codes that start with "1", "2" or "3"`},
		{"bad character", good[:5] + "!" + good[6:], "share code: the code is damaged at character 6"},
		{"padding", good + "=", "share code: the code is damaged at character " + strconv.Itoa(len(good)+1)},
		{"cut short", good[:1+(len(good)-13)/4*4], "share code: the code is cut short"},
		{"extra characters", good + "AAAA", "share code: the code has extra characters at the end"},
		{"too long", "1" + strings.Repeat("A", maxShareCode), "share code: the code is longer than 1048576 characters"},
		{"not deflate", "1" + base64.RawURLEncoding.EncodeToString([]byte{0xff, 0xff, 0xff}), "share code: the code is damaged"},
		{"checksum", deflated([]byte("hello world")), "share code: the code is damaged: its checksum does not match"},
		{"bomb", deflated(make([]byte, 2<<20)), "share code: the puzzle is larger than 1048576 bytes"},
		{"short body", deflated([]byte{1, 2}), "share code: the code is cut short"},
		{"no pieces", craft(func(w *bitWriter) { w.str("x"); w.bit(false); w.uvarint(0); boxBits(w, 1, 1, 1) }),
			"share code: the puzzle has no pieces"},
		{"many pieces", craft(func(w *bitWriter) { w.str(""); w.bit(false); w.uvarint(1_000_000_000) }),
			"share code: the number of pieces is above 1000"},
		{"long name", craft(func(w *bitWriter) { w.str(strings.Repeat("n", 201)) }),
			"share code: the puzzle name length is above 200"},
		{"count 0", craft(func(w *bitWriter) { w.str(""); w.bit(false); w.uvarint(1); pieceBits(w, "V", 0) }),
			`share code: piece 1 ("V"): count 0 is out of range (1 to 1000)`},
		{"count 10^9", craft(func(w *bitWriter) { w.str(""); w.bit(false); w.uvarint(1); pieceBits(w, "V", 1e9) }),
			`share code: piece 1 ("V"): the count is above 1000`},
		{"data cut", craft(func(w *bitWriter) { w.str(""); w.bit(false); w.uvarint(2); pieceBits(w, "V", 1) }),
			"share code: the code is cut short"},
		{"grid cut", craft(func(w *bitWriter) {
			w.str("")
			w.bit(false)
			w.uvarint(1)
			w.str("V")
			w.uvarint(1)
			w.str("")
			w.bits(1<<17-1, 18)
		}),
			"share code: the code is cut short"},
		{"big piece", craft(func(w *bitWriter) {
			w.str("")
			w.bit(false)
			w.uvarint(1)
			w.str("V")
			w.uvarint(1)
			w.str("")
			w.bits(63<<12|63<<6, 18)
			for range 64 * 64 {
				w.bit(true)
			}
		}), `share code: piece 1 ("V"): more than 512 cells`},
		{"extra data", craft(func(w *bitWriter) {
			w.str("")
			w.bit(false)
			w.uvarint(1)
			pieceBits(w, "V", 1)
			boxBits(w, 1, 1, 1)
			w.bits(0, 8)
		}), "share code: the code has extra data after the puzzle"},
		{"stray bits", craft(func(w *bitWriter) {
			w.str("")
			w.bit(false)
			w.uvarint(1)
			pieceBits(w, "V", 1)
			boxBits(w, 1, 1, 1)
			w.bit(true)
		}), "share code: the code has extra data after the puzzle"},
		{"invalid puzzle", craft(func(w *bitWriter) {
			w.str("")
			w.bit(false)
			w.uvarint(2)
			pieceBits(w, "V", 1)
			pieceBits(w, "V", 1)
			boxBits(w, 2, 1, 1)
		}), `share code: pieces 1 and 2 are both named "V"`},
		{"volume", craft(func(w *bitWriter) { w.str(""); w.bit(false); w.uvarint(1); pieceBits(w, "V", 2); boxBits(w, 64, 64, 1) }),
			"share code: volume mismatch: the pieces have 2 cells but the target has 4096"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseShareCode(c.code)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if err.Error() != c.want {
				t.Errorf("got  %q\nwant %q", err.Error(), c.want)
			}
		})
	}
}

// TestShareCodeEdits checks that no cut of a code reads as a puzzle and
// that no one-character edit reads as another puzzle. (An edit of the
// padding bits of the compressed data changes nothing and reads.)
func TestShareCodeEdits(t *testing.T) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	good, err := ShareCode(corner())
	if err != nil {
		t.Fatal(err)
	}
	want := solver.FormatJSON(corner())
	for n := 0; n < len(good); n++ {
		if _, err := ParseShareCode(good[:n]); err == nil {
			t.Errorf("the code cut to %d characters reads", n)
		}
	}
	for i := 1; i < len(good); i++ {
		for _, r := range alphabet {
			edited := good[:i] + string(r) + good[i+1:]
			if p, err := ParseShareCode(edited); err == nil && !bytes.Equal(solver.FormatJSON(p), want) {
				t.Errorf("the code edited at %d to %c reads as another puzzle", i, r)
			}
		}
	}
}

func TestShareCodeRefusesLongColour(t *testing.T) {
	p := corner()
	p.Pieces[0].Color = strings.Repeat("c", 201)
	if _, err := ShareCode(p); err == nil || err.Error() != `piece 1 ("A"): the colour is longer than 200 bytes` {
		t.Errorf("got %v", err)
	}
}
