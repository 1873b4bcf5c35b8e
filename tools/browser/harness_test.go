package browser

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/tools/internal/sitebuild"
	"github.com/cubist/cubist/tools/internal/static"
)

var (
	siteDir    string          // the built site
	baseURL    string          // the test server
	browserCtx context.Context // the shared browser

	// compressedSite waits for a copy of the site with its compressed
	// files, as a server sends them, and returns its folder.
	compressedSite func() (string, error)
	compressOnce   sync.Once
	compressErr    error
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CUBIST_SKIP_BROWSER") != "" {
			fmt.Println("browser tests skipped: CUBIST_SKIP_BROWSER is set")
			return 0
		}
		fmt.Fprintln(os.Stderr, "browser tests need Chromium: apt-get install chromium (or set CUBIST_SKIP_BROWSER=1)")
		return 1
	}
	dir, err := os.MkdirTemp("", "cubist-site-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	siteDir = dir
	if err := sitebuild.BuildFiles("../..", dir); err != nil {
		fmt.Fprintln(os.Stderr, "building the site:", err)
		return 1
	}
	// The compressed copies, which only the first-visit test reads, are
	// made in a copy of the site while the other tests run.
	packed, err := os.MkdirTemp("", "cubist-packed-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(packed)
	if err := os.CopyFS(packed, os.DirFS(dir)); err != nil {
		fmt.Fprintln(os.Stderr, "copying the site:", err)
		return 1
	}
	// Only the first-visit test reads them, and a first visit fetches
	// none of the programs but cubist.wasm (site/sw.js): the others are
	// left whole, two thirds of the work (281 of the 2 cores' CPU seconds
	// for all), and were the visit to fetch one, it would cost over five
	// times the test's budget.
	compressing := make(chan error, 1)
	go func() {
		compressing <- sitebuild.CompressFiles(packed, func(name string) bool {
			_, program := sitebuild.Programs[name]
			return !program || name == "cubist.wasm"
		})
	}()
	compressedSite = func() (string, error) {
		compressOnce.Do(func() { compressErr = <-compressing })
		return packed, compressErr
	}
	defer compressedSite() // the folder is removed only once written
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	srv := &http.Server{Handler: static.Handler(dir)}
	go srv.Serve(ln)
	defer srv.Close()
	baseURL = "http://" + ln.Addr().String() + "/"

	ctx, stop, err := startChromium(chromium)
	if err != nil {
		fmt.Fprintln(os.Stderr, "starting Chromium:", err)
		return 1
	}
	defer stop()
	browserCtx = ctx
	return m.Run()
}

// startChromium starts the shared headless browser with a fresh profile.
// Now and then Chromium exits as it starts, before it listens, on a busy
// machine ("chrome failed to start", seen once on 2026-11-30), and
// that would fail every test: it is tried a second time. stop closes it
// and removes the profile.
func startChromium(chromium string) (context.Context, func(), error) {
	var err error
	for try := 0; try < 2; try++ {
		if try > 0 {
			fmt.Fprintln(os.Stderr, "starting Chromium failed; trying once more:", err)
		}
		var profile string
		if profile, err = os.MkdirTemp("", "cubist-chromium-"); err != nil {
			return nil, nil, err
		}
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(chromium),
			chromedp.UserDataDir(profile),
			chromedp.Flag("headless", "new"),
			chromedp.Flag("no-sandbox", true),
			chromedp.Flag("use-angle", "swiftshader"),
			chromedp.Flag("enable-unsafe-swiftshader", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("no-first-run", true),
			chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.Flag("disable-background-timer-throttling", true),
			chromedp.Flag("disable-renderer-backgrounding", true),
			chromedp.Flag("disable-gpu-compositing", true),
			chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup"),
			chromedp.WindowSize(1280, 900),
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(alloc)
		stop := func() {
			cancel()
			cancelAlloc()
			os.RemoveAll(profile)
		}
		if err = chromedp.Do(ctx, chromedp.Navigate("about:blank")); err == nil {
			return ctx, stop, nil
		}
		stop()
	}
	return nil, nil, err
}

// longOnly skips a test under -short (make test): such tests run in make
// test-long, before a change to the engines, the view or the site build.
// The frame-rate tests are among them: they want a quiet machine, and
// make test runs the other tests side by side.
func longOnly(t *testing.T, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip("make test-long runs this: " + why)
	}
}

// openPage opens path in a new tab and waits for the solver to be ready.
func openPage(t *testing.T, path string) context.Context {
	t.Helper()
	ctx := openTab(t, baseURL+path)
	eval[bool](t, ctx, `Cubist.ready`)
	return ctx
}

// openEmptyPage opens the page with nothing in the browser's storage, as
// a first visit. It opens the test's first tab, in a browser context of
// the test's own (newTab), whose storage no other test has written.
func openEmptyPage(t *testing.T) context.Context {
	t.Helper()
	contextsMu.Lock()
	_, shared := contexts[t.Name()]
	contextsMu.Unlock()
	if shared {
		t.Fatal("openEmptyPage opens a test's first tab: this test's browser context holds what its other tabs stored")
	}
	ctx := openPage(t, "index.html")
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	return ctx
}

// Each test has a browser context of its own, made with its first tab:
// its storage, caches and service workers are its own, so that tests can
// run side by side; the tabs of one test (or subtest) share it.
var (
	contextsMu sync.Mutex
	contexts   = map[string]cdp.BrowserContextID{}
)

// newTab opens a blank tab in the test's browser context, its page told
// that the person asks for less motion (setMedia). What the page writes to
// its console (a Go panic, say) goes into the test's log.
func newTab(t *testing.T) context.Context {
	t.Helper()
	key := t.Name()
	contextsMu.Lock()
	id, shared := contexts[key]
	contextsMu.Unlock()
	opt := chromedp.WithNewBrowserContext()
	if shared {
		opt = chromedp.WithExistingBrowserContext(id)
	}
	ctx, cancel := chromedp.NewContext(browserCtx, opt)
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Fatal(err)
	}
	if !shared {
		contextsMu.Lock()
		contexts[key] = chromedp.FromContext(ctx).BrowserContextID
		contextsMu.Unlock()
		t.Cleanup(func() {
			contextsMu.Lock()
			delete(contexts, key)
			contextsMu.Unlock()
		})
	}
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	if err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventConsoleAPICalled); ok && (e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeLog) {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`))
			}
			t.Logf("page console: %s", strings.Join(parts, " "))
		}
	}); err != nil {
		t.Fatal(err)
	}
	setMedia(t, ctx, false) // the page keeps still (motion_test.go)
	return ctx
}

// openTab opens an address in a new tab, without waiting for anything.
func openTab(t *testing.T, address string) context.Context {
	t.Helper()
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(address)); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// moveMouse moves the mouse to x, y in the page, with no button down.
func moveMouse(tb testing.TB, ctx context.Context, x, y float64) {
	tb.Helper()
	if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y}); err != nil {
		tb.Fatal(err)
	}
}

// allowDownloads lets the tab's page download files into dir, where the
// test can read them.
func allowDownloads(t *testing.T, ctx context.Context, dir string) {
	t.Helper()
	if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior:         browser.SetDownloadBehaviorBehaviorAllowAndName,
		BrowserContextID: chromedp.FromContext(ctx).BrowserContextID,
		DownloadPath:     dir,
		EventsEnabled:    new(true),
	}); err != nil {
		t.Fatal(err)
	}
}

// eval evaluates JavaScript in the page, awaiting a promise if it gives
// one, and fails the test on an exception.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.80q: %v", expr, err)
	}
	return v
}

// screenshot saves the page as tools/browser/screenshots/NAME.png.
func screenshot(t *testing.T, ctx context.Context, name string) []byte {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll("screenshots", 0o755)
	if err := os.WriteFile(filepath.Join("screenshots", name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
	return png
}

// example reads a built-in example's JSON.
func example(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "solver", "examples", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// sharesExample reports whether a share code the page made holds the
// example named, as the CLI reads codes. The page's codes are compressed
// by the browser and may differ from the CLI's in their bytes.
func sharesExample(t *testing.T, code, name string) bool {
	t.Helper()
	p, err := format.ParseShareCode(code)
	if err != nil {
		t.Errorf("the code %q does not read: %v", code, err)
		return false
	}
	want, _ := format.ParseShareCode(shareCode(t, name))
	return string(solver.FormatJSON(p)) == string(solver.FormatJSON(want))
}

// shareCode is the share code of a built-in example, as the CLI's share
// command writes it.
func shareCode(t *testing.T, name string) string {
	t.Helper()
	p, err := examples.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatalf("the share code of %s: %v", name, err)
	}
	return code
}

// caretAfter puts the focus in the JSON box, its caret just after the
// first place it holds text, ready for typing.
func caretAfter(t testing.TB, ctx context.Context, text string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const box = document.getElementById("puzzle");
		const text = `+quote(text)+`;
		const at = box.value.indexOf(text) + text.length;
		box.focus();
		box.setSelectionRange(at, at);
		return true;
	})()`)
}

// choose picks value in the select whose id is given, as a person's
// choice does: the page hears its change event.
func choose(t testing.TB, ctx context.Context, id, value string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const s = document.getElementById(`+quote(id)+`);
		s.value = `+quote(value)+`;
		return s.dispatchEvent(new Event("change"));
	})()`)
}

// holdsSoon polls a JavaScript condition for up to ten seconds, and
// reports whether it came to hold: for a check that then says what it
// found instead.
func holdsSoon(t testing.TB, ctx context.Context, cond string) bool {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if eval[bool](t, ctx, cond) {
			return true
		}
	}
	return false
}
