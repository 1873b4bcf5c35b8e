package static

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestNegotiatesEncoding(t *testing.T) {
	dir := t.TempDir()
	plain := bytes.Repeat([]byte("cubist "), 400)
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(plain)
	w.Close()
	os.WriteFile(filepath.Join(dir, "a.js"), plain, 0o644)
	os.WriteFile(filepath.Join(dir, "a.js.gz"), gz.Bytes(), 0o644)
	os.WriteFile(filepath.Join(dir, "a.js.br"), []byte("brotli bytes"), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644)
	get := func(h http.Handler, path, accept string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		if accept != "" {
			r.Header.Set("Accept-Encoding", accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		return rec
	}
	h := Handler(dir)
	for _, c := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"gzip", "gzip", gz.String()},
		{"br;q=0, gzip", "gzip", gz.String()},
		{"", "", string(plain)},
	} {
		rec := get(h, "/a.js", c.accept)
		if rec.Code != 200 || rec.Header().Get("Content-Encoding") != c.encoding || rec.Body.String() != c.body ||
			len(rec.Header().Values("Vary")) != 1 || rec.Header().Get("Vary") != "Accept-Encoding" || rec.Header().Get("Content-Type") != "text/javascript; charset=utf-8" {
			t.Errorf("Accept-Encoding %q: %d, encoding %q, vary %q, type %q", c.accept, rec.Code, rec.Header().Get("Content-Encoding"),
				rec.Header().Get("Vary"), rec.Header().Get("Content-Type"))
		}
	}
	// A host that offers only gzip.
	if rec := get(Encoded(dir, "gzip"), "/a.js", "gzip, br"); rec.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("gzip only: %q", rec.Header().Get("Content-Encoding"))
	}
	gr, _ := gzip.NewReader(bytes.NewReader(get(h, "/a.js", "gzip").Body.Bytes()))
	if got, _ := io.ReadAll(gr); !bytes.Equal(got, plain) {
		t.Error("the gzip copy does not read back")
	}
	for _, path := range []string{"/", "/index.html"} {
		if rec := get(h, path, ""); rec.Code != 200 || rec.Body.String() != "<!doctype html>" {
			t.Errorf("%s: %d %q", path, rec.Code, rec.Body.String())
		}
	}
	for _, path := range []string{"/missing.js", "/../etc/passwd"} {
		if rec := get(h, path, ""); rec.Code != 404 {
			t.Errorf("%s: %d", path, rec.Code)
		}
	}
}
