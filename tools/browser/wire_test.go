package browser

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/cubist/cubist/tools/internal/static"
)

// wire counts what a server sends: body bytes and a rough size of each
// response's headers, per path and status.
type wire struct {
	h     http.Handler
	mu    sync.Mutex
	total int64
	sent  map[string]int64 // "GET /path 200" -> bytes
}

type counted struct {
	http.ResponseWriter
	n      int64
	status int
}

func (c *counted) WriteHeader(code int) { c.status = code; c.ResponseWriter.WriteHeader(code) }
func (c *counted) Write(b []byte) (int, error) {
	n, err := c.ResponseWriter.Write(b)
	c.n += int64(n)
	return n, err
}

func (wr *wire) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c := &counted{ResponseWriter: w, status: 200}
	wr.h.ServeHTTP(c, r)
	headers := int64(len("HTTP/1.1 200 OK\r\n\r\n"))
	for k, vs := range w.Header() {
		for _, v := range vs {
			headers += int64(len(k) + len(v) + 4)
		}
	}
	wr.mu.Lock()
	defer wr.mu.Unlock()
	key := r.Method + " " + r.URL.Path + " " + http.StatusText(c.status)
	wr.sent[key] += c.n + headers
	wr.total += c.n + headers
}

// TestFirstVisitOnTheWire counts everything a first visit makes the server
// send, the service worker's own fetches included, until the solver is
// ready, the Soma cube is solved and the service worker has kept the site:
// with brotli offered, and on a host that offers only gzip. The program is
// downloaded once: the service worker's check finds the page's copy
// current.
func TestFirstVisitOnTheWire(t *testing.T) {
	t.Parallel()
	packed, err := compressedSite()
	if err != nil {
		t.Fatal("compressing the site:", err)
	}
	for _, c := range []struct {
		offer []string
		limit int64 // bytes: the goals, 1.3 MB with brotli and 1.75 MB with gzip alone
	}{{[]string{"br", "gzip"}, 1_300_000}, {[]string{"gzip"}, 1_750_000}} {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		wr := &wire{h: static.Encoded(packed, c.offer...), sent: map[string]int64{}}
		srv := &http.Server{Handler: wr}
		go srv.Serve(ln)
		ctx := openTab(t, "http://"+ln.Addr().String()+"/index.html#example=soma&solve")
		waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
		// The service worker has kept every file once it controls the page.
		waitFor(t, ctx, `!!navigator.serviceWorker.controller`)
		srv.Close()
		wr.mu.Lock()
		var wasm []string
		for k, n := range wr.sent {
			if strings.Contains(k, "cubist.wasm") {
				wasm = append(wasm, k)
			}
			t.Logf("%s offered: %s: %d bytes", strings.Join(c.offer, ", "), k, n)
		}
		total := wr.total
		wr.mu.Unlock()
		t.Logf("%s offered: %d bytes in all", strings.Join(c.offer, ", "), total)
		full := 0
		for _, k := range wasm {
			if strings.HasSuffix(k, " OK") {
				full++
			}
		}
		if full != 1 {
			t.Errorf("%s offered: cubist.wasm was sent whole %d times: %v", strings.Join(c.offer, ", "), full, wasm)
		}
		if total > c.limit {
			t.Errorf("%s offered: a first visit moves %d bytes, more than %d", strings.Join(c.offer, ", "), total, c.limit)
		}
	}
}
