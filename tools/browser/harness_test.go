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
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
	"github.com/cubist/cubist/tools/internal/sitebuild"
	"github.com/cubist/cubist/tools/internal/static"
)

var (
	siteDir    string          // the built site
	baseURL    string          // the test server
	browserCtx context.Context // the shared browser
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
	if err := sitebuild.Build("../..", dir); err != nil {
		fmt.Fprintln(os.Stderr, "building the site:", err)
		return 1
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	srv := &http.Server{Handler: static.Handler(dir)}
	go srv.Serve(ln)
	defer srv.Close()
	baseURL = "http://" + ln.Addr().String() + "/"

	profile, err := os.MkdirTemp("", "cubist-chromium-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(profile)
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
		chromedp.WindowSize(1280, 900),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		fmt.Fprintln(os.Stderr, "starting Chromium:", err)
		return 1
	}
	browserCtx = ctx
	return m.Run()
}

// openPage opens path in a new tab and waits for the solver to be ready.
func openPage(t *testing.T, path string) context.Context {
	t.Helper()
	ctx := openTab(t, baseURL+path)
	eval[bool](t, ctx, `Cubist.ready`)
	return ctx
}

// openEmptyPage opens the page with the browser's storage emptied first:
// the other tests' puzzles are kept in it too.
func openEmptyPage(t *testing.T) context.Context {
	t.Helper()
	ctx := openPage(t, "index.html")
	eval[bool](t, ctx, `(localStorage.clear(), true)`)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent !== ""`)
	return ctx
}

// openTab opens an address in a new tab, without waiting for anything.
func openTab(t *testing.T, address string) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browserCtx)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	// What the page writes to its console (a Go panic, say)
	// goes into the test's log.
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
	if err := chromedp.Do(ctx, chromedp.Navigate(address)); err != nil {
		t.Fatal(err)
	}
	return ctx
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

func shareCode(t *testing.T, name string) string {
	t.Helper()
	cmd := exec.Command("go", "run", "./tools/cubist", "share", name)
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("cubist share %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}
