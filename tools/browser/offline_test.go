package browser

import (
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/tools/internal/static"
)

// serveCopy serves a copy of the built site on an address of its own, so
// that the test can stop it and change its files.
func serveCopy(t *testing.T, addr string) (dir string, stop func()) {
	t.Helper()
	dir = t.TempDir()
	entries, err := os.ReadDir(siteDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() { // pages other tests added
			continue
		}
		data, err := os.ReadFile(filepath.Join(siteDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, startServer(t, dir, addr)
}

func startServer(t *testing.T, dir, addr string) (stop func()) {
	t.Helper()
	var ln net.Listener
	var err error
	for range 50 { // the port may take a moment to be free again
		if ln, err = net.Listen("tcp", addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: static.Handler(dir)}
	go srv.Serve(ln)
	return func() { srv.Close() }
}

func TestWorksOfflineAndUpdates(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	dir, stop := serveCopy(t, addr)
	url := "http://" + addr + "/index.html"

	ctx := openTab(t, url)
	waitFor(t, ctx, `!!navigator.serviceWorker.controller`)
	version := eval[string](t, ctx, `fetch("version.js").then(r => r.text()).then(t => t.match(/"(\w+)"/)[1])`)
	waitFor(t, ctx, `caches.open("cubist-`+version+`").then(c => c.keys()).then(k => k.length >= 12)`)

	// Offline: the server is gone, and the page still loads and solves.
	stop()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	if n := eval[int](t, ctx, `Cubist.count(`+example(t, "soma")+`).then(r => r.solutions)`); n != 11520 {
		t.Fatalf("offline, soma gave %d solutions", n)
	}
	waitFor(t, ctx, `document.getElementById("example").options.length > 5`)
	screenshot(t, ctx, "offline")
	// The folder's address, kept from the one download of index.html.
	if err := chromedp.Do(ctx, chromedp.Navigate("http://"+addr+"/")); err != nil {
		t.Fatalf("offline, the folder's address: %v", err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	if name := eval[string](t, ctx, `document.title`); !strings.Contains(name, "Cubist") {
		t.Errorf("offline, the folder's address shows %q", name)
	}

	// A new build: the page offers to reload, and the reload replaces the
	// cache.
	next := `self.CUBIST_VERSION = "next-build";` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "version.js"), []byte(next), 0o644); err != nil {
		t.Fatal(err)
	}
	stop = startServer(t, dir, addr)
	defer stop()
	eval[bool](t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)`)
	waitFor(t, ctx, `!document.getElementById("update").hidden`)
	screenshot(t, ctx, "update-offered")
	if err := chromedp.Do(ctx, chromedp.Click(`#reload`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `caches.keys().then(k => k.join() === "cubist-next-build")`)
	waitFor(t, ctx, `document.readyState === "complete" && !!window.Cubist && document.getElementById("update").hidden`)
	if got := eval[string](t, ctx, `navigator.serviceWorker.controller.scriptURL`); !strings.HasSuffix(got, "/sw.js") {
		t.Errorf("controller %q", got)
	}
}

func TestPagesLoadUnderTheServiceWorker(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `!!navigator.serviceWorker.controller`)
	for _, path := range []string{"index.html", "", "index.html#example=megaron"} {
		if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+path)); err != nil {
			t.Fatalf("loading %q under the service worker: %v", path, err)
		}
		eval[bool](t, ctx, `Cubist.ready`)
	}
}
