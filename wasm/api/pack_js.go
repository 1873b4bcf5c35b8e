//go:build js && wasm

package api

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"syscall/js"

	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/wasm/jsutil"
)

// packer compresses and unpacks share codes, BurrTools' gzipped files and
// zip entries with the browser's CompressionStream and
// DecompressionStream, which every browser the page runs in has: Go's
// compress/flate and compress/gzip would add about 40 kB with brotli to
// a first visit. They answer through promises, so the functions that use
// them must not run on the goroutine of an event handler (see async).
var packer = format.Packer{
	Deflate: func(data []byte) ([]byte, error) { return stream("CompressionStream", "deflate-raw", data, -1) },
	Gzip:    func(data []byte) ([]byte, error) { return stream("CompressionStream", "gzip", data, -1) },
	Inflate: func(data []byte, limit int) ([]byte, error) {
		return stream("DecompressionStream", "deflate-raw", data, limit)
	},
	Gunzip: func(data []byte, limit int) ([]byte, error) {
		return stream("DecompressionStream", "gzip", data, limit)
	},
}

// stream passes data through a new stream of the class named, of the
// given format, and returns what comes out, stopping after limit+1 bytes
// where limit is not negative. An end of data the stream did not expect
// wraps io.ErrUnexpectedEOF.
func stream(class, kind string, data []byte, limit int) ([]byte, error) {
	ctor := js.Global().Get(class)
	if ctor.Type() != js.TypeFunction {
		return nil, errors.New("this browser has no " + class + ": a browser from 2023 on is needed")
	}
	blob := js.Global().Get("Blob").New([]any{jsutil.Uint8Array(data)})
	reader := blob.Call("stream").Call("pipeThrough", ctor.New(kind)).Call("getReader")
	var out []byte
	for {
		r, err := jsutil.Await(reader.Call("read"))
		if err != nil {
			if strings.Contains(strings.ToLower(err.Error()), "end of") {
				return out, fmt.Errorf("%w: %v", io.ErrUnexpectedEOF, err)
			}
			return out, err
		}
		if r.Get("done").Bool() {
			return out, nil
		}
		chunk := r.Get("value")
		n := chunk.Length()
		if limit >= 0 && len(out)+n > limit {
			n = limit + 1 - len(out)
			chunk = chunk.Call("subarray", 0, n)
		}
		at := len(out)
		out = append(out, make([]byte, n)...)
		js.CopyBytesToGo(out[at:], chunk)
		if limit >= 0 && len(out) > limit {
			reader.Call("cancel")
			return out, nil
		}
	}
}
