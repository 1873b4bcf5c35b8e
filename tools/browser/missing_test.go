package browser

import (
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/cubist/cubist/tools/internal/static"
)

// statusRecorder notes the status a handler answers with.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

// TestPagesAskForNothingMissing opens each page of the site, embeds and
// all, on a server that notes every request answered with an error: a
// page that asks for a file the site lacks (a favicon, say) fails.
func TestPagesAskForNothingMissing(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var missing []string
	files := static.Handler(siteDir)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		files.ServeHTTP(rec, r)
		if rec.status >= 400 {
			mu.Lock()
			missing = append(missing, r.URL.Path)
			mu.Unlock()
		}
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: handler}
	go srv.Serve(ln)
	defer srv.Close()
	base := "http://" + ln.Addr().String() + "/"
	for _, page := range []string{"index.html", "example-post.html", "embed.html#example=soma"} {
		ctx := openTab(t, base+page)
		waitFor(t, ctx, `document.readyState === "complete"`)
		if page == "example-post.html" {
			eval[bool](t, ctx, `(window.scrollTo(0, document.body.scrollHeight), true)`)
		}
		time.Sleep(1500 * time.Millisecond) // icons and lazy embeds are asked for after load
	}
	mu.Lock()
	defer mu.Unlock()
	if len(missing) > 0 {
		t.Errorf("requests answered with an error: %v", missing)
	}
}
