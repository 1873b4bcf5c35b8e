//go:build !page

package format

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"io"
)

// Standard is the Packer of Go's compress packages, at their best
// compression.
var Standard = Packer{
	Deflate: func(data []byte) ([]byte, error) {
		return packWith(data, func(b io.Writer) (io.WriteCloser, error) { return flate.NewWriter(b, flate.BestCompression) })
	},
	Gzip: func(data []byte) ([]byte, error) {
		return packWith(data, func(b io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(b, gzip.BestCompression) })
	},
	Inflate: func(data []byte, limit int) ([]byte, error) {
		in := bytes.NewReader(data)
		out, err := io.ReadAll(io.LimitReader(flate.NewReader(in), int64(limit)+1))
		if err == nil && len(out) <= limit && in.Len() > 0 {
			err = errTrailing
		}
		return out, err
	},
	Gunzip: func(data []byte, limit int) ([]byte, error) {
		r, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		return io.ReadAll(io.LimitReader(r, int64(limit)+1))
	},
}

// packWith compresses data with a writer that newWriter makes.
func packWith(data []byte, newWriter func(io.Writer) (io.WriteCloser, error)) ([]byte, error) {
	var b bytes.Buffer
	w, err := newWriter(&b)
	if err != nil {
		return nil, err
	}
	w.Write(data) // writes to a bytes.Buffer do not fail
	err = w.Close()
	return b.Bytes(), err
}
